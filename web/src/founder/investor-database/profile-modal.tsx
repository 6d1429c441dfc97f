/**
 * The investor profile modal (founder-app.md §2 "Investor Database"): header = investor name; company, type,
 * stages, location, industries, check sizes, description, bio, website (scheme-less URLs get 'https://'),
 * source and licence, the photo (`image_url`) when there is one. The company is left out when it only repeats the
 * name. Beside the name, the listing's trust state (the spec's verified badge, now one trust model: shared/trust.ts,
 * issue 34 item 3), and under the header its plain line ("Confirmed by the investor on 25 Nov 2026").
 *
 * The contact is shown only when the server sent it (`contact_revealed` and a non-null `contact`; the API never
 * sends an unrevealed contact: DESIGN.md corrections). Otherwise it is masked as '••••••••' with 'Reveal contact'
 * (1 action, `POST /v1/investors/{id}/reveal` through `onReveal`). On Saved Lists the reveal is disabled
 * (founder-app.md §2 "Contact reveal is disabled on this screen"): `canReveal` false. The footer has the Save
 * toggle and Close. Cloudscape's Modal traps focus and closes on Escape; the caller returns focus to the opening
 * button.
 *
 * Limits (issue 13): at 0 actions left (`outOfActions`) Reveal contact is disabled with the reason and a
 * 'View Plans' link to /dashboard/pricing (the server still refuses on its own); a refused or failed reveal
 * (`revealError`) is an inline Alert next to the contact, with 'View Plans' when the plan's actions are spent.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Investor } from '../../../../shared/schemas.js';
import { trustOf } from '../../../../shared/trust.js';
import { TrustStatus } from '../../common/components/trust-status.js';
import { ACTION_COSTS } from '../../../../shared/vocabulary.js';
import type { ActionError } from '../actions.js';
import { RouteLink } from '../route-link.js';
import { dashboardStrings as s } from '../strings.js';
import { companyLine } from './card-state.js';
import { SaveToggle } from './investor-cards.js';
import { InvestorPhoto } from './investor-photo.js';
import { formatDay } from '../../common/format.js';
import { formatLocation } from './format.js';
import { contactHref, displayHost, websiteHref } from './links.js';
import { contactStrings } from './contacts-strings.js';
import { DirectContactBadge } from './direct-contact-badge.js';
import { NoDirectContact } from './no-direct-contact.js';
import { ClaimedBadge, ListingPanel } from './listing-panel.js';
import { coverageNote } from '../../../../shared/listing-texts.js';
import { ProfileSections, ProvenanceLine } from './profile-sections.js';
import { PitchPanel } from '../pitches/pitch-panel.js';
import { AskPanel } from '../demand/ask-panel.js';

// The pitch form loads when a founder first opens it (issue 20).
const PitchModal = lazy(() => import('../pitches/pitch-modal.js'));

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

export interface ContactFieldProps {
  investor: Investor;
  /** False on Saved Lists: the reveal button is disabled there. */
  canReveal?: boolean;
  revealing?: boolean;
  onReveal?: () => void;
  /** True at 0 actions left: Reveal is disabled with the reason and 'View Plans'. */
  outOfActions?: boolean;
  /** The refused or failed reveal, shown inline under the contact. */
  error?: ActionError | null;
}

/** 'View Plans': the way to upgrade, next to a limit (Plans & Pricing, in the app). */
export function ViewPlansLink() {
  return <RouteLink to="/dashboard/pricing">{p.viewPlans}</RouteLink>;
}

/** The contact line: the revealed value as a link, or the masked placeholder with 'Reveal contact'. */
export function ContactField({
  investor,
  canReveal = true,
  revealing = false,
  onReveal,
  outOfActions = false,
  error = null,
}: ContactFieldProps) {
  const revealed = investor.contact_revealed && investor.contact !== null && investor.contact.trim() !== '';
  // When the contact appears in place of the Reveal button (which had focus), focus moves to the contact, so
  // keyboard and screen reader users land on what they asked for (and Escape still closes the modal).
  const wasMasked = useRef(!revealed);
  const contactRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (revealed && wasMasked.current) contactRef.current?.focus();
    wasMasked.current = !revealed;
  }, [revealed]);
  // Contacts model (ADR 0014): no direct contact on file, no paid reveal; the public links instead.
  if (!revealed && !investor.has_direct_contact) return <NoDirectContact investor={investor} />;
  if (revealed) {
    const href = contactHref(investor.contact!, investor.contact_type ?? 'website');
    return (
      <span ref={contactRef} tabIndex={-1} className="fs-contact">
        {href ? (
          <Link href={href} external={investor.contact_type !== 'email'}>
            {investor.contact}
          </Link>
        ) : (
          investor.contact
        )}
      </span>
    );
  }
  const enabled = canReveal && onReveal !== undefined && !outOfActions;
  const reason =
    !canReveal || onReveal === undefined ? p.revealDisabledHere : outOfActions ? p.outOfActions : '';
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <span aria-label={p.maskedLabel} role="img" className="fs-masked">
          {p.masked}
        </span>
        <Button
          iconName="unlocked"
          disabled={!enabled}
          disabledReason={enabled ? undefined : reason}
          loading={revealing}
          loadingText={p.revealing}
          ariaLabel={p.revealLabel(investor.name)}
          onClick={onReveal}
        >
          {revealing ? p.revealing : s.cost.label(p.reveal, ACTION_COSTS.reveal)}
        </Button>
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        <span data-testid="reveal-note">{enabled ? p.revealCost : reason}</span>
        {outOfActions && canReveal && !error?.limit && (
          <>
            {' '}
            <ViewPlansLink />
          </>
        )}
      </Box>
      {error && (
        <Alert type="error" header={error.title} action={error.limit ? <ViewPlansLink /> : undefined}>
          {error.message}
        </Alert>
      )}
    </SpaceBetween>
  );
}

export interface ProfileModalProps {
  investor: Investor | null;
  onDismiss: () => void;
  /** False on Saved Lists (reveal disabled there). */
  canReveal?: boolean;
  revealing?: boolean;
  onReveal?: (investor: Investor) => void;
  saving?: boolean;
  /** Save (true) or remove (false); without it the Save toggle is not shown. */
  onToggleSave?: (investor: Investor, save: boolean) => void;
  /** True at 0 actions left (Reveal disabled with the reason and 'View Plans'). */
  outOfActions?: boolean;
  /** The refused or failed reveal, shown inline in the modal. */
  revealError?: ActionError | null;
  /**
   * Issue 20: the response figures and 'Send pitch' (or why not) under the listing state; 'Send pitch' swaps the
   * profile for the pitch form until it is sent or cancelled (no modal over a modal). Needs the query client.
   */
  pitching?: boolean;
  /** More of the profile for the page that opened it (Saved Lists: the activity timeline), after the listing. */
  extra?: ReactNode;
}

/** The profile, or the pitch form in its place while the founder writes a pitch (issue 20). */
export default function ProfileModal(props: ProfileModalProps) {
  const [composing, setComposing] = useState<string | null>(null);
  const investor = props.investor;
  if (investor && composing === investor.id) {
    return (
      <Suspense fallback={null}>
        <PitchModal
          investor={investor}
          onDismiss={() => setComposing(null)}
          onSent={() => setComposing(null)}
        />
      </Suspense>
    );
  }
  return <ProfileView {...props} onSendPitch={investor ? () => setComposing(investor.id) : undefined} />;
}

function ProfileView({
  investor,
  onDismiss,
  canReveal = true,
  revealing = false,
  onReveal,
  saving = false,
  onToggleSave,
  outOfActions = false,
  revealError = null,
  pitching = false,
  extra,
  onSendPitch,
}: ProfileModalProps & { onSendPitch: (() => void) | undefined }) {
  if (!investor) return null;
  const company = companyLine(investor);
  const website = websiteHref(investor.company_url);
  const location = formatLocation(investor);
  const trust = trustOf(investor);
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      size="large"
      closeAriaLabel={p.closeLabel}
      header={
        <span className="fs-card-head">
          <InvestorPhoto investor={investor} size={48} />
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <span>{investor.name}</span>
            <TrustStatus trust={trust} labelShown />
            <ClaimedBadge investor={investor} />
          </SpaceBetween>
        </span>
      }
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {onToggleSave && (
              <SaveToggle
                investor={investor}
                busy={saving}
                onToggle={(save) => onToggleSave(investor, save)}
              />
            )}
            <Button variant="primary" onClick={onDismiss}>
              {p.close}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        {/* The trust state in plain words (its badge is beside the name) */}
        <Box variant="small" data-testid="trust-label">
          {trust.label}
        </Box>
        <KeyValuePairs
          columns={3}
          items={[
            ...(company || !investor.company.trim() ? [{ label: i.company, value: orNone(company) }] : []),
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
          items={[
            {
              label: i.industries,
              value: (
                <SpaceBetween size="xxs">
                  <Badges items={investor.funding_industries} />
                  {/* A narrow source's sectors say what it does not record (issue 34 item 4). */}
                  {coverageNote(investor, 'funding_industries') && (
                    <Box variant="small" data-testid="sectors-coverage">
                      {coverageNote(investor, 'funding_industries')}
                    </Box>
                  )}
                </SpaceBetween>
              ),
            },
          ]}
        />
        <DirectContactBadge investor={investor} />
        <ProfileSections investor={investor} />
        <ListingPanel investor={investor} />
        {pitching && onSendPitch && <PitchPanel investor={investor} onSend={onSendPitch} />}
        {pitching && !investor.removed && <AskPanel investorId={investor.id} />}
        {extra}
        <KeyValuePairs
          columns={1}
          items={[
            { label: p.description, value: orNone(investor.funding_description) },
            { label: p.bio, value: orNone(investor.bio) },
            {
              label: investor.contact_type
                ? contactStrings.contactOfType(investor.contact_type)
                : contactStrings.directContact,
              value: (
                <ContactField
                  investor={investor}
                  canReveal={canReveal}
                  revealing={revealing}
                  onReveal={onReveal ? () => onReveal(investor) : undefined}
                  outOfActions={outOfActions}
                  error={revealError}
                />
              ),
            },
            {
              label: p.source,
              value: investor.source ? (
                <ProvenanceLine investor={investor} />
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
