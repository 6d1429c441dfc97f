/**
 * Profiles for humans (issue 12): structured sections from the data's own fields (focus, headquarters, founded,
 * portfolio, exits, leads rounds, programme terms for accelerators) and one provenance line (source with link,
 * licence, verified date or 'not verified'; the date's meaning on hover). Fields the source does not give are left
 * out rather than shown as 'Not listed'.
 */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import type { Investor } from '../../../../shared/schemas.js';
import { profileStrings as s } from './contacts-strings.js';
import { formatCount } from '../../common/format.js';

/** The label/value pairs of the details the source gives (pure, for tests). */
export function detailItems(investor: Pick<Investor, 'details'>): { label: string; value: string }[] {
  const d = investor.details;
  const items: { label: string; value: string }[] = [];
  const add = (label: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    items.push({ label, value: typeof value === 'number' ? formatCount(value) : value });
  };
  add(s.focus, d.focus);
  add(s.hq, d.hq);
  add(s.founded, d.founded_year !== null ? String(d.founded_year) : null);
  add(s.portfolio, d.portfolio_count);
  add(s.exits, d.exit_count);
  if (d.leads_rounds !== null) {
    add(
      s.leads,
      `${d.leads_rounds ? s.leadsYes : s.leadsNo}${d.led_rounds ? ` · ${s.ledRounds(d.led_rounds)}` : ''}`,
    );
  }
  add(s.programme, d.programme_terms);
  add(s.format, d.programme_format);
  add(s.application, d.application_status);
  return items;
}

/** The structured facts of a profile; nothing when the source gives none. */
export function ProfileSections({ investor }: { investor: Investor }) {
  const items = detailItems(investor);
  if (items.length === 0) return null;
  return <KeyValuePairs columns={3} ariaLabel={s.sectionsLabel} items={items} />;
}

/** One provenance line: source (linked), licence, and the verified date with its meaning on hover. */
export function ProvenanceLine({ investor }: { investor: Pick<Investor, 'source' | 'verified'> }) {
  const source = investor.source;
  if (!source) return null;
  const date = investor.verified ? source.verified_at : null;
  return (
    <Box variant="small" data-testid="provenance">
      {source.url ? (
        <Link href={source.url} external fontSize="body-s">
          {s.provenanceLine(source.name, source.licence)}
        </Link>
      ) : (
        s.provenanceLine(source.name, source.licence)
      )}
      {' · '}
      {date ? <abbr title={s.verifiedHover(date)}>{s.verifiedOn(date)}</abbr> : s.notVerified}
    </Box>
  );
}
