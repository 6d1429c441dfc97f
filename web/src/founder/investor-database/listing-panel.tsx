/**
 * The listing state on an investor's profile (issue 19 item 6): 'Claimed by the investor' (a lapsed confirmation is
 * the trust state's, beside it: shared/trust.ts), currently investing ('Paused' said plainly), open to
 * pitches, thesis and portfolio highlights when the team gave them, one provenance line per field in plain words
 * ("Check size from the investor, 25 Nov 2026"), and 'Is this your firm? Claim this listing' (link to /investors; on a
 * claimed listing 'Work at this firm? Join its team on Fundscout', since a firm's people share one listing).
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LISTING_FIELDS, provenanceLine } from '../../../../shared/listing.js';
import { coverageNote } from '../../../../shared/listing-texts.js';
import type { Investor } from '../../../../shared/schemas.js';
import { listingStrings as l } from './listing-strings.js';

/**
 * 'Claimed by the investor' on a claimed listing whose confirmation holds; nothing otherwise. A lapsed confirmation
 * is the trust state's ('Confirmation lapsed', 'Not confirmed since <date>': shared/trust.ts), shown beside it.
 */
export function ClaimedBadge({ investor }: { investor: Pick<Investor, 'claimed' | 'confirmation_lapsed'> }) {
  if (!investor.claimed || investor.confirmation_lapsed) return null;
  return <Badge color="green">{l.claimed}</Badge>;
}

/** 'Yes', 'Yes, until 31 Mar 2027' or 'Paused: ...' of a listing's answer (null when unknown). */
export function investingText(value: Investor['currently_investing']): string | null {
  if (value === null) return null;
  if (value.status === 'paused') return l.paused;
  return value.status === 'until' ? l.investingUntil(value.until) : l.investing;
}

/** The listing's answers and provenance lines, for the profile. */
export function ListingPanel({ investor }: { investor: Investor }) {
  const investing = investingText(investor.currently_investing);
  const pitches = investor.open_to_pitches;
  const lines = LISTING_FIELDS.flatMap((field) => {
    const entry = investor.provenance[field];
    if (!entry) return [];
    // A narrow source says what it does not record (issue 34 item 4).
    const note = coverageNote(investor, field);
    return [note ? `${provenanceLine(field, entry)} (${note})` : provenanceLine(field, entry)];
  });
  const items = [
    ...(investing ? [{ label: l.currentlyInvesting, value: investing }] : []),
    ...(pitches
      ? [{ label: l.openToPitches, value: pitches.open ? l.pitchesOpen(pitches.channel) : l.pitchesClosed }]
      : []),
    ...(investor.thesis ? [{ label: l.thesis, value: investor.thesis }] : []),
    ...(investor.portfolio_highlights.length > 0
      ? [{ label: l.portfolio, value: investor.portfolio_highlights.join(', ') }]
      : []),
  ];
  return (
    <SpaceBetween size="s">
      {items.length > 0 && <KeyValuePairs columns={2} items={items} />}
      {lines.length > 0 && (
        <KeyValuePairs
          columns={1}
          items={[
            {
              label: l.provenance,
              value: (
                <ul className="fs-provenance">
                  {lines.map((line) => (
                    <li key={line}>
                      {/* block: a line that wraps on a phone keeps its bullet on its first line */}
                      <Box variant="small" display="block">
                        {line}
                      </Box>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
      <Box variant="small">
        {investor.claimed ? l.teamQuestion : l.claimQuestion}{' '}
        <Link href="/investors">{investor.claimed ? l.teamLink : l.claimLink}</Link>
      </Box>
    </SpaceBetween>
  );
}
