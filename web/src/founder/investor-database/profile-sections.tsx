/**
 * Profiles for humans (issue 12): structured sections from the data's own fields (focus, headquarters, founded,
 * portfolio, exits, leads rounds, programme terms for accelerators) and one provenance line (source with link,
 * licence, and the date the source gives as the source's own statement: 'as of 12 Mar 2024', its meaning on hover;
 * never 'verified', which only the trust state says: shared/trust.ts, issue 34 item 3). Fields the source does not
 * give are left out rather than shown as 'Not listed'.
 */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import type { Investor } from '../../../../shared/schemas.js';
import { profileStrings as s } from './contacts-strings.js';
import { formatCount } from '../../common/format.js';
import { plainDate } from '../../../../shared/listing.js';
import { isOpenDataset } from '../../../../shared/trust.js';

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

/**
 * One provenance line: source (linked), licence, and the date the source gives ('as of 12 Mar 2024', UTC; an open
 * dataset's own "verified" column is its statement, not a check by Fundscout), its meaning on hover; no date, no
 * date part.
 */
export function ProvenanceLine({ investor }: { investor: Pick<Investor, 'source'> }) {
  const source = investor.source;
  if (!source) return null;
  const date = source.verified_at;
  const openData = isOpenDataset(source.name);
  return (
    <Box variant="small" data-testid="provenance">
      {source.url ? (
        <Link href={source.url} external fontSize="body-s">
          {s.provenanceLine(source.name, source.licence)}
        </Link>
      ) : (
        s.provenanceLine(source.name, source.licence)
      )}
      {date && (
        <>
          {' · '}
          <abbr title={openData ? s.datasetDateHover : s.sourceDateHover}>{s.asOf(plainDate(date))}</abbr>
        </>
      )}
    </Box>
  );
}
