/**
 * A match's score badge and its reasons for and against (issue 15; issue 23): Recommended investors on Dashboard
 * home and the cards of the Investor Database sorted by 'Best match' ('See all matches') show the same two parts.
 * The reasons wrap between words: Cloudscape's StatusIndicator breaks its text anywhere (`word-break: break-all`),
 * which cut reasons mid-word on phones, so each reason is the status icon beside plain text (match.css). Plain
 * React and CSS (the lite badge and icon): the Investor Database's cards show them on its first screen (issue 23
 * "Speed", docs/decisions/0053-investor-database-without-cloudscape.md).
 */
import { LiteBadge } from '../../common/components/lite/lite.js';
import { LiteIcon } from '../../common/components/lite/icon.js';
import type { MatchReasons as Reasons } from '../../../../shared/schemas.js';
import { matchStrings } from './strings.js';
import './match.css';

const t = matchStrings.recommended;

/** '87% match', coloured by band (70+ green, 40+ blue, else grey), with the full score as its accessible name. */
export function MatchScore({ score }: { score: number }) {
  return (
    <span role="img" aria-label={t.scoreLabel(score)} title={t.scoreLabel(score)}>
      <LiteBadge color={score >= 70 ? 'green' : score >= 40 ? 'blue' : 'grey'}>{t.score(score)}</LiteBadge>
    </span>
  );
}

/** One side of the reasons as a labelled list (nothing when empty). */
function ReasonList({ label, items, type }: { label: string; items: string[]; type: 'success' | 'warning' }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="fs-reasons">
      {items.map((r) => (
        <li key={r} className="fs-reason">
          <LiteIcon name={type === 'success' ? 'status-positive' : 'status-warning'} variant={type} />
          <span>{r}</span>
        </li>
      ))}
    </ul>
  );
}

/** Why `name` fits and what counts against it, side by side where there is room. */
export function MatchReasons({ name, reasons }: { name: string; reasons: Reasons }) {
  return (
    <div className="fs-match__reasons">
      <ReasonList label={`${t.fitsLabel}: ${name}`} items={reasons.for} type="success" />
      <ReasonList label={`${t.againstLabel}: ${name}`} items={reasons.against} type="warning" />
    </div>
  );
}
