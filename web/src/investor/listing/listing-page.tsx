/**
 * The listing editor, `/investors/portal/listings/:id` (issue 19 items 3, 5 and 7; docs/decisions/0043), reached
 * from My listings for a listing the investor's team holds. Over the listing routes of shared/investor-routes.ts:
 * - the fields of item 3 in the canonical vocabulary (shared/vocabulary.ts; countries spelled as the catalogue
 *   spells them, shared/countries.ts), each with its provenance line in plain words (shared/listing.ts
 *   `provenanceLine`); Save sends only the changed fields (PATCH, listing-form.ts `patchOf`), the browser checks
 *   the server's rules first and the server's 400 shows beside the field it names; leaving with unsaved changes
 *   asks first (the Account Settings guard);
 * - the confirmation state ('Confirmed on …, valid until …' / 'Not confirmed since …') with the one-click confirm;
 * - the direct contact: an address at the firm's domain ('Send code', then the mailed code) or a LinkedIn profile,
 *   saying what founders see and that a reveal costs a founder one action;
 * - Hide listing / Show listing behind a dialog saying what founders see.
 * A listing the team does not hold (or that does not exist) answers 404: the page says so.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { countryOptions } from '../../../../shared/countries.js';
import {
  PORTFOLIO_HIGHLIGHTS_MAX,
  THESIS_MAX,
  provenanceLine,
  type ListingField,
} from '../../../../shared/listing.js';
import { LISTING_LIMITS, type InvestorListing } from '../../../../shared/listing-schemas.js';
import {
  FUNDING_STAGES,
  INDUSTRIES,
  INVESTOR_TYPES,
  type FundingStage,
} from '../../../../shared/vocabulary.js';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { UnsavedChangesGuard } from '../../common/components/unsaved-guard.js';
import { QueryState } from '../../common/query-state.js';
import { useDocumentTitle } from '../../common/title.js';
import { useListing, useListingAction } from '../investor-api.js';
import {
  formFieldOf,
  formOf,
  isDirty,
  patchOf,
  validateForm,
  type FormErrors,
  type FormField as Field,
  type ListingForm,
  type YesNo,
} from './listing-form.js';
import { PORTAL_HOME } from '../../common/paths.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.editor;
const p = investorStrings.portal;

/** The provenance entry each form field shows (HQ city and country share `city`: ADR 0032). */
const PROVENANCE_OF: Record<Field, ListingField> = {
  name: 'name',
  funding_type: 'funding_type',
  funding_stage: 'funding_stage',
  funding_industries: 'funding_industries',
  city: 'city',
  hq_country: 'city',
  location: 'location',
  check_min_usd: 'check_size',
  check_max_usd: 'check_size',
  leads_rounds: 'leads_rounds',
  thesis: 'thesis',
  portfolio_highlights: 'portfolio_highlights',
  investing: 'currently_investing',
  investing_until: 'currently_investing',
  pitches: 'open_to_pitches',
  pitch_channel: 'open_to_pitches',
};

/** The plain-words provenance of a field ('Check size from the investor, 25 Nov 2026'), or 'Nothing on file'. */
function provenanceOf(listing: InvestorListing, field: ListingField): string {
  const entry = listing.provenance[field];
  return entry ? provenanceLine(field, entry) : t.noValue;
}

const option = (value: string) => ({ value, label: value });
const sectors = INDUSTRIES.map(option);
const yesNoItems = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
  { value: '', label: t.notStated },
];

export function ListingPage() {
  const { id = '' } = useParams();
  useDocumentTitle(p.titles.editor);
  const listing = useListing(id);
  const notFound = listing.error instanceof ApiError && listing.error.status === 404;
  return (
    <SpaceBetween size="l">
      <Box>
        <Link to={PORTAL_HOME}>← {t.back}</Link>
      </Box>
      {notFound ? (
        <Alert type="error" header={t.loadFailed}>
          {t.notFound}
        </Alert>
      ) : (
        <QueryState layout="page" query={listing} errorTitle={t.loadFailed} loadingText={p.loading}>
          {(data) => <Editor key={data.id} listing={data} />}
        </QueryState>
      )}
    </SpaceBetween>
  );
}

function Editor({ listing }: { listing: InvestorListing }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {listing.name}
      </Header>
      <ConfirmationPanel listing={listing} />
      <FieldsForm listing={listing} />
      <ContactPanel listing={listing} />
      <VisibilityPanel listing={listing} />
    </SpaceBetween>
  );
}

function ConfirmationPanel({ listing }: { listing: InvestorListing }) {
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const c = t.confirmation;
  const fresh = listing.confirmed_at !== null && !listing.confirmation_lapsed;
  return (
    <Container header={<Header variant="h2">{c.heading}</Header>}>
      <SpaceBetween size="s">
        <span data-testid="listing-confirmation">
          <StatusIndicator type={fresh ? 'success' : 'warning'}>
            {fresh
              ? c.confirmed(listing.confirmed_at!, listing.confirmation_due)
              : c.lapsed(listing.confirmed_at)}
          </StatusIndicator>
        </span>
        <Box variant="p">{c.body}</Box>
        {action.isError && (
          <Alert type="error" header={c.failed}>
            {action.error.message}
          </Alert>
        )}
        <Button
          variant={fresh ? 'normal' : 'primary'}
          loading={action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'confirm' },
              { onSuccess: () => toast({ type: 'success', title: c.done, topic: 'listing-confirm' }) },
            )
          }
        >
          {c.button}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

function FieldsForm({ listing }: { listing: InvestorListing }) {
  const initial = useMemo(() => formOf(listing), [listing]);
  const [v, setV] = useState<ListingForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [highlight, setHighlight] = useState('');
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const dirty = isDirty(initial, v);
  const countries = useMemo(() => {
    const names = countryOptions().map((c) => c.name);
    const extra = [...listing.location, listing.hq_country ?? ''].filter((n) => n && !names.includes(n));
    return [...extra, ...names].map(option);
  }, [listing]);

  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const field = (name: Field, children: ReactNode, extra: { label?: string; constraint?: string } = {}) => (
    <FormField
      label={extra.label ?? t.fields[name]}
      description={provenanceOf(listing, PROVENANCE_OF[name])}
      constraintText={extra.constraint}
      errorText={errors[name]}
    >
      {children}
    </FormField>
  );

  /** A filterable pick of several names (sectors, countries) for a list field of the form. */
  const namesPicker = (
    name: 'funding_industries' | 'location',
    options: readonly { value: string; label: string }[],
    placeholder: string,
  ) => (
    <Multiselect
      selectedOptions={v[name].map(option)}
      options={options}
      placeholder={placeholder}
      filteringType="auto"
      filteringPlaceholder={t.placeholders.filter}
      onChange={({ detail }) =>
        set(
          name,
          detail.selectedOptions.map((o) => o.value!),
        )
      }
    />
  );

  const addHighlight = () => {
    const name = highlight.trim();
    if (!name || v.portfolio_highlights.includes(name)) return;
    set('portfolio_highlights', [...v.portfolio_highlights, name]);
    setHighlight('');
  };

  const save = () => {
    const found = validateForm(v);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFormError(t.fixErrors);
      return;
    }
    const patch = patchOf(initial, v);
    if (Object.keys(patch).length === 0) {
      toast({ type: 'info', title: t.noChanges, topic: 'listing-save' });
      return;
    }
    action.mutate(
      { kind: 'edit', body: patch },
      {
        onSuccess: (saved) => {
          // The form starts again from what the server stored (the Editor is keyed by id, not by version).
          setV(formOf(saved));
          toast({ type: 'success', title: t.saved, topic: 'listing-save' });
        },
        onError: (error) => {
          const name = error instanceof ApiError ? formFieldOf(error.field) : undefined;
          if (name) {
            setErrors({ [name]: error.message });
            setFormError(t.fixErrors);
          } else setFormError(`${t.saveFailed}: ${error.message}`);
        },
      },
    );
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} strings={t.unsavedGuard} />
      <Form
        errorText={formError}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {dirty && (
              <Box color="text-status-warning" data-testid="listing-unsaved">
                {t.unsaved}
              </Box>
            )}
            <Button
              variant="link"
              disabled={!dirty || action.isPending}
              onClick={() => {
                setV(initial);
                setErrors({});
                setFormError(undefined);
              }}
            >
              {t.discard}
            </Button>
            <Button variant="primary" loading={action.isPending} onClick={save}>
              {t.save}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t.sections.firm}</Header>}>
            <ColumnLayout columns={2}>
              {field(
                'name',
                <Input
                  value={v.name}
                  onChange={({ detail }) => set('name', detail.value)}
                  ariaRequired
                  invalid={Boolean(errors.name)}
                />,
              )}
              {field(
                'funding_type',
                <Select
                  selectedOption={option(v.funding_type)}
                  options={INVESTOR_TYPES.map(option)}
                  onChange={({ detail }) =>
                    set('funding_type', detail.selectedOption.value as ListingForm['funding_type'])
                  }
                />,
              )}
              {field(
                'city',
                <Input
                  value={v.city}
                  onChange={({ detail }) => set('city', detail.value.slice(0, LISTING_LIMITS.place + 1))}
                  invalid={Boolean(errors.city)}
                />,
              )}
              {field(
                'hq_country',
                <Select
                  selectedOption={v.hq_country ? option(v.hq_country) : null}
                  placeholder={t.placeholders.country}
                  options={[{ value: '', label: t.notStated }, ...countries]}
                  filteringType="auto"
                  filteringPlaceholder={t.placeholders.filter}
                  onChange={({ detail }) => set('hq_country', detail.selectedOption.value ?? '')}
                />,
              )}
            </ColumnLayout>
          </Container>

          <Container header={<Header variant="h2">{t.sections.investing}</Header>}>
            <SpaceBetween size="l">
              <ColumnLayout columns={2}>
                {field(
                  'funding_stage',
                  <Multiselect
                    selectedOptions={v.funding_stage.map(option)}
                    options={FUNDING_STAGES.map(option)}
                    placeholder={t.placeholders.stages}
                    onChange={({ detail }) =>
                      set(
                        'funding_stage',
                        // Kept in the vocabulary's order, as the filters show them.
                        FUNDING_STAGES.filter((s) =>
                          detail.selectedOptions.some((o) => o.value === s),
                        ) as FundingStage[],
                      )
                    }
                  />,
                )}
                {field(
                  'funding_industries',
                  namesPicker('funding_industries', sectors, t.placeholders.sectors),
                )}
              </ColumnLayout>
              {field('location', namesPicker('location', countries, t.placeholders.countries))}
              <FormField
                label={t.fields.check_size}
                description={provenanceOf(listing, 'check_size')}
                constraintText={t.hints.usd}
              >
                <ColumnLayout columns={2}>
                  <FormField label={t.fields.check_min_usd} errorText={errors.check_min_usd}>
                    <Input
                      value={v.check_min_usd}
                      inputMode="numeric"
                      placeholder={t.placeholders.usd}
                      onChange={({ detail }) => set('check_min_usd', detail.value)}
                      invalid={Boolean(errors.check_min_usd)}
                    />
                  </FormField>
                  <FormField label={t.fields.check_max_usd} errorText={errors.check_max_usd}>
                    <Input
                      value={v.check_max_usd}
                      inputMode="numeric"
                      placeholder={t.placeholders.usd}
                      onChange={({ detail }) => set('check_max_usd', detail.value)}
                      invalid={Boolean(errors.check_max_usd)}
                    />
                  </FormField>
                </ColumnLayout>
              </FormField>
              {field(
                'leads_rounds',
                <RadioGroup
                  value={v.leads_rounds}
                  items={yesNoItems}
                  onChange={({ detail }) => set('leads_rounds', detail.value as YesNo)}
                  ariaLabel={t.fields.leads_rounds}
                />,
              )}
            </SpaceBetween>
          </Container>

          <Container header={<Header variant="h2">{t.sections.story}</Header>}>
            <SpaceBetween size="l">
              {field(
                'thesis',
                <Textarea
                  value={v.thesis}
                  rows={5}
                  onChange={({ detail }) => set('thesis', detail.value)}
                  invalid={Boolean(errors.thesis)}
                />,
                { constraint: t.hints.thesis(v.thesis.trim().length, THESIS_MAX) },
              )}
              {field(
                'portfolio_highlights',
                <SpaceBetween size="xs">
                  <SpaceBetween direction="horizontal" size="xs">
                    <Input
                      value={highlight}
                      ariaLabel={t.placeholders.highlight}
                      placeholder={t.placeholders.highlight}
                      disabled={v.portfolio_highlights.length >= PORTFOLIO_HIGHLIGHTS_MAX}
                      onChange={({ detail }) => setHighlight(detail.value.slice(0, LISTING_LIMITS.highlight))}
                      onKeyDown={({ detail }) => {
                        if (detail.key === 'Enter') addHighlight();
                      }}
                    />
                    <Button
                      onClick={addHighlight}
                      disabled={
                        !highlight.trim() || v.portfolio_highlights.length >= PORTFOLIO_HIGHLIGHTS_MAX
                      }
                    >
                      {t.addHighlight}
                    </Button>
                  </SpaceBetween>
                  <TokenGroup
                    items={v.portfolio_highlights.map((name) => ({
                      label: name,
                      dismissLabel: t.removeHighlight(name),
                    }))}
                    onDismiss={({ detail }) =>
                      set(
                        'portfolio_highlights',
                        v.portfolio_highlights.filter((_, i) => i !== detail.itemIndex),
                      )
                    }
                  />
                </SpaceBetween>,
                {
                  constraint: t.hints.highlights(v.portfolio_highlights.length, PORTFOLIO_HIGHLIGHTS_MAX),
                },
              )}
            </SpaceBetween>
          </Container>

          <Container header={<Header variant="h2">{t.sections.availability}</Header>}>
            <ColumnLayout columns={2}>
              <SpaceBetween size="s">
                {field(
                  'investing',
                  <RadioGroup
                    value={v.investing || null}
                    ariaLabel={t.fields.investing}
                    items={(['yes', 'until', 'paused'] as const).map((s) => ({
                      value: s,
                      label: t.investingOptions[s],
                    }))}
                    onChange={({ detail }) => set('investing', detail.value as ListingForm['investing'])}
                  />,
                )}
                {v.investing === 'until' && (
                  <FormField label={t.fields.investing_until} errorText={errors.investing_until}>
                    <DatePicker
                      value={v.investing_until}
                      placeholder={t.placeholders.until}
                      ariaLabel={t.fields.investing_until}
                      onChange={({ detail }) => set('investing_until', detail.value)}
                      invalid={Boolean(errors.investing_until)}
                    />
                  </FormField>
                )}
              </SpaceBetween>
              <SpaceBetween size="s">
                {field(
                  'pitches',
                  <RadioGroup
                    value={v.pitches || null}
                    ariaLabel={t.fields.pitches}
                    items={yesNoItems.filter((i) => i.value !== '')}
                    onChange={({ detail }) => set('pitches', detail.value as YesNo)}
                  />,
                )}
                {v.pitches === 'yes' && (
                  <FormField label={t.fields.pitch_channel} errorText={errors.pitch_channel}>
                    <Input
                      value={v.pitch_channel}
                      placeholder={t.placeholders.channel}
                      onChange={({ detail }) => set('pitch_channel', detail.value)}
                      invalid={Boolean(errors.pitch_channel)}
                    />
                  </FormField>
                )}
              </SpaceBetween>
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </Form>
    </>
  );
}

function ContactPanel({ listing }: { listing: InvestorListing }) {
  const c = t.contact;
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const [kind, setKind] = useState<'email' | 'linkedin'>(
    listing.contact?.contact_type === 'linkedin' ? 'linkedin' : 'email',
  );
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: 'contact' | 'code'; message: string } | null>(null);
  const pending = listing.pending_contact;
  const running = action.isPending ? action.variables.kind : null;

  const onError = (e: Error) => {
    const field =
      e instanceof ApiError && (e.field === 'contact' || e.field === 'code') ? e.field : undefined;
    setError({ field, message: field ? e.message : `${c.failed}: ${e.message}` });
  };
  const send = () => {
    setError(null);
    const contact = value.trim();
    action.mutate(
      { kind: 'contact', body: { contact_type: kind, contact } },
      {
        onSuccess: () => {
          setValue('');
          if (kind === 'linkedin')
            toast({ type: 'success', title: c.savedLinkedin, topic: 'listing-contact' });
        },
        onError,
      },
    );
  };
  const verify = () => {
    setError(null);
    action.mutate(
      { kind: 'verify', body: { code: code.trim() } },
      {
        onSuccess: () => {
          setCode('');
          toast({ type: 'success', title: c.verified, topic: 'listing-contact' });
        },
        onError,
      },
    );
  };

  return (
    <Container
      header={
        <Header variant="h2" description={c.body}>
          {c.heading}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Alert type="info">{c.founderSees}</Alert>
        <FormField label={c.onFile} description={provenanceOf(listing, 'contact')}>
          <span data-testid="listing-contact-on-file">
            {listing.contact ? <strong>{listing.contact.contact}</strong> : c.none}
          </span>
        </FormField>
        {pending && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify();
            }}
          >
            <SpaceBetween size="s">
              <Box variant="p">{c.pending(pending.email)}</Box>
              <FormField
                label={c.codeLabel}
                constraintText={c.attemptsLeft(pending.attempts_left)}
                errorText={error?.field === 'code' ? error.message : undefined}
              >
                <SpaceBetween direction="horizontal" size="xs">
                  <Input
                    value={code}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    ariaLabel={c.codeLabel}
                    onChange={({ detail }) => setCode(detail.value.slice(0, LISTING_LIMITS.code))}
                    invalid={error?.field === 'code'}
                  />
                  <Button variant="primary" loading={running === 'verify'}>
                    {c.verify}
                  </Button>
                </SpaceBetween>
              </FormField>
            </SpaceBetween>
          </form>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <SpaceBetween size="s">
            <FormField label={c.kind}>
              <RadioGroup
                value={kind}
                ariaLabel={c.kind}
                items={[
                  { value: 'email', label: c.email },
                  { value: 'linkedin', label: c.linkedin },
                ]}
                onChange={({ detail }) => {
                  setKind(detail.value as 'email' | 'linkedin');
                  setError(null);
                }}
              />
            </FormField>
            <FormField
              label={kind === 'email' ? c.emailLabel : c.linkedinLabel}
              description={kind === 'email' ? c.emailHint(domainOf(listing.company_url)) : c.linkedinHint}
              errorText={error?.field === 'contact' ? error.message : undefined}
            >
              <Input
                value={value}
                type={kind === 'email' ? 'email' : 'url'}
                inputMode={kind === 'email' ? 'email' : 'url'}
                onChange={({ detail }) => setValue(detail.value)}
                invalid={error?.field === 'contact'}
              />
            </FormField>
            {error && !error.field && <Alert type="error">{error.message}</Alert>}
            <Button
              variant={pending ? 'normal' : 'primary'}
              loading={running === 'contact'}
              disabled={!value.trim()}
            >
              {kind === 'email' ? c.sendCode : c.saveLinkedin}
            </Button>
          </SpaceBetween>
        </form>
      </SpaceBetween>
    </Container>
  );
}

/** The host of the listing's website without 'www.' ('example.vc'), for the contact hint; null without one. */
export function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function VisibilityPanel({ listing }: { listing: InvestorListing }) {
  const c = t.visibility;
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const hidden = listing.removed !== null;
  const byAdmin = listing.removed?.by === 'admin';
  const apply = () =>
    action.mutate(
      { kind: 'visibility', body: { hidden: !hidden } },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ type: 'success', title: hidden ? c.shownDone : c.hiddenDone, topic: 'listing-visibility' });
        },
      },
    );
  return (
    <Container header={<Header variant="h2">{c.heading}</Header>}>
      <SpaceBetween size="s">
        <span data-testid="listing-visibility">
          <StatusIndicator type={hidden ? 'stopped' : 'success'}>
            {byAdmin ? c.byAdmin : hidden ? c.hidden : c.shown}
          </StatusIndicator>
        </span>
        {!byAdmin && (
          <Box>
            <Button onClick={() => setOpen(true)}>{hidden ? c.show : c.hide}</Button>
          </Box>
        )}
      </SpaceBetween>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={hidden ? c.showTitle : c.hideTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setOpen(false)}>
                {c.cancel}
              </Button>
              <Button variant="primary" loading={action.isPending} onClick={apply}>
                {hidden ? c.show : c.hide}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <ul>
            {(hidden ? c.showBody : c.hideBody).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {action.isError && (
            <Alert type="error" header={c.failed}>
              {action.error.message}
            </Alert>
          )}
        </SpaceBetween>
      </Modal>
    </Container>
  );
}
