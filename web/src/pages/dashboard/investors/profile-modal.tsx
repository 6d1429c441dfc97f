/**
 * The investor profile modal (founder-app.md §2 "Investor Database"): header = investor name; company, type,
 * stages, location, industries, check sizes, description, bio, website (scheme-less URLs get 'https://'),
 * source and licence, verified badge.
 *
 * The contact is shown only when the server sent it (`contact_revealed` and a non-null `contact`; the API never
 * sends an unrevealed contact: DESIGN.md corrections). Otherwise it is masked as '••••••••' with a disabled
 * 'Reveal contact' button: revealing costs a metered action, which arrives with a later issue.
 * Cloudscape's Modal traps focus and closes on Escape; the caller returns focus to the opening button.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Investor } from '../../../../../shared/schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { formatDay, formatLocation } from './format.js';
import { contactHref, displayHost, websiteHref } from './links.js';

const p = s.profile;
const i = s.investors;

function orNone(text: string | null | undefined) {
  return text && text.trim() !== '' ? text : <Box color="text-status-inactive">{i.notListed}</Box>;
}

function Badges({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Box color="text-status-inactive">{i.notListed}</Box>;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {items.map((item) => (
        <Badge key={item}>{item}</Badge>
      ))}
    </SpaceBetween>
  );
}

/** The contact line: the revealed value as a link, or the masked placeholder with the disabled reveal button. */
export function ContactField({ investor }: { investor: Investor }) {
  if (investor.contact_revealed && investor.contact !== null && investor.contact.trim() !== '') {
    const href = contactHref(investor.contact, investor.contact_type);
    return href ? (
      <Link href={href} external={investor.contact_type !== 'email'}>
        {investor.contact}
      </Link>
    ) : (
      <span>{investor.contact}</span>
    );
  }
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <span aria-label={p.maskedLabel} role="img" className="fs-masked">
          {p.masked}
        </span>
        <Button disabled disabledReason={p.revealNote} iconName="lock-private">
          {p.reveal}
        </Button>
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        {p.revealNote}
      </Box>
    </SpaceBetween>
  );
}

export interface ProfileModalProps {
  investor: Investor | null;
  onDismiss: () => void;
}

export function ProfileModal({ investor, onDismiss }: ProfileModalProps) {
  if (!investor) return null;
  const website = websiteHref(investor.company_url);
  const location = formatLocation(investor);
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      size="large"
      closeAriaLabel={p.closeLabel}
      header={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <span>{investor.name}</span>
          {investor.verified && <StatusIndicator type="success">{i.verified}</StatusIndicator>}
        </SpaceBetween>
      }
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {p.close}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          items={[
            { label: i.company, value: orNone(investor.company) },
            { label: i.typeLabel, value: investor.funding_type },
            { label: i.location, value: orNone(location) },
            { label: i.stages, value: <Badges items={investor.funding_stage} /> },
            { label: i.checkSizes, value: orNone(investor.check_sizes) },
            {
              label: p.website,
              value: website ? (
                <Link href={website} external>
                  {displayHost(website)}
                </Link>
              ) : (
                orNone(null)
              ),
            },
          ]}
        />
        <KeyValuePairs
          columns={1}
          items={[{ label: i.industries, value: <Badges items={investor.funding_industries} /> }]}
        />
        <KeyValuePairs
          columns={1}
          items={[
            { label: p.description, value: orNone(investor.funding_description) },
            { label: p.bio, value: orNone(investor.bio) },
            { label: p.contactType(investor.contact_type), value: <ContactField investor={investor} /> },
            {
              label: p.source,
              value: investor.source ? (
                <Box variant="small">
                  <Link href={investor.source.url} external fontSize="body-s">
                    {p.sourceLine(investor.source.name, investor.source.licence)}
                  </Link>
                  {investor.source.verified_at && (
                    <> · {p.verifiedAt(formatDay(investor.source.verified_at))}</>
                  )}
                </Box>
              ) : (
                <Box variant="small">{p.addedOn(formatDay(investor.created_at))}</Box>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
