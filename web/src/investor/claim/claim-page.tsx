/**
 * Claim a listing (issue 19 items 2, 3 and 7): search the catalogue by name or website
 * (GET /v1/investor/listings: public fields only), pick a listing, and claim it with an optional note and link as
 * evidence, after confirming what founders will see and that a reveal costs a founder one action. The answer is
 * shown plainly: verified at once, sent to the administrators (pending), or refused with the server's message
 * (a free-mail address, a listing already held, a note missing when the claim goes to review). A listing the
 * investor already holds offers its editor instead of a claim, one with their claim pending says so (issue 38).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import {
  CLAIM_LIMITS,
  type Claim,
  type InvestorAccount,
  type ListingSummary,
} from '../../../../shared/claim-schemas.js';
import { ApiError } from '../../common/api.js';
import { demandLines } from '../../common/demand-lines.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { useDocumentTitle } from '../../common/title.js';
import { MIN_SEARCH, useClaimListing, useInvestorAccount, useListingSearch } from '../investor-api.js';
import { PORTAL_HOME } from '../../common/paths.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.claim;
const p = investorStrings.portal;

/** Whether `email` is at `domain` or one of its subdomains: a hint only, the server decides (functions/claims). */
export function emailAtDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const at = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return at === domain || at.endsWith(`.${domain}`);
}

/**
 * What the caller may do with a listing of the search (issue 38: 'Claim this listing' was offered on a listing the
 * investor already held): `held` (on their team: open the editor), `pending` (their claim awaits the
 * administrators), else `claim`. The server still decides (a claim of a held listing is refused there too).
 */
export function claimChoice(
  listingId: string,
  account: InvestorAccount | undefined,
): 'held' | 'pending' | 'claim' {
  if (account?.listings.some((l) => l.id === listingId)) return 'held';
  if (account?.claims.some((c) => c.listing.id === listingId && c.status === 'pending')) return 'pending';
  return 'claim';
}

type Outcome = { kind: 'done'; claim: Claim } | { kind: 'refused'; message: string };

function ClaimForm({
  listing,
  onCancel,
  onDone,
}: {
  listing: ListingSummary;
  onCancel: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { user } = useAuth();
  const claim = useClaimListing();
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ note?: string; link?: string; consent?: string; form?: string }>({});
  const matches = emailAtDomain(user?.email ?? '', listing.domain);

  const submit = () => {
    if (!consent) {
      setErrors({ consent: t.consentRequired });
      return;
    }
    setErrors({});
    claim.mutate(
      { investor_id: listing.id, note, link, consent: true },
      {
        onSuccess: (answer) => onDone({ kind: 'done', claim: answer }),
        onError: (error) => {
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof ApiError && (error.field === 'note' || error.field === 'link'))
            setErrors({ [error.field]: message });
          else if (error instanceof ApiError && (error.status === 403 || error.status === 409))
            onDone({ kind: 'refused', message });
          else setErrors({ form: message });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        header={<Header variant="h2">{t.formHeading(listing.name)}</Header>}
        errorText={errors.form}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button variant="primary" loading={claim.isPending}>
              {t.submit}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <Alert type="info">
              {matches ? t.domainMatch(listing.domain ?? '') : t.domainReview(listing.domain)}
            </Alert>
            <FormField label={t.note} description={t.noteHint} errorText={errors.note}>
              <Textarea
                value={note}
                onChange={({ detail }) => setNote(detail.value)}
                rows={3}
                ariaLabel={t.note}
                invalid={Boolean(errors.note)}
              />
            </FormField>
            <FormField label={t.link} description={t.linkHint} errorText={errors.link}>
              <Input
                value={link}
                type="url"
                inputMode="url"
                onChange={({ detail }) => setLink(detail.value.slice(0, CLAIM_LIMITS.link))}
                ariaLabel={t.link}
                invalid={Boolean(errors.link)}
              />
            </FormField>
            <Box>
              <Box variant="h3">{t.whatFoundersSee}</Box>
              <ul>
                {t.foundersSee.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Box>
            <FormField errorText={errors.consent}>
              <Checkbox checked={consent} onChange={({ detail }) => setConsent(detail.checked)}>
                {t.consent}
              </Checkbox>
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

function OutcomeAlert({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  if (outcome.kind === 'refused') {
    return (
      <Alert type="error" header={t.refused} dismissible onDismiss={onDismiss}>
        {outcome.message}
      </Alert>
    );
  }
  const { claim } = outcome;
  const verified = claim.status === 'verified' || claim.status === 'approved';
  return (
    <Alert
      type={verified ? 'success' : 'info'}
      dismissible
      onDismiss={onDismiss}
      action={<Link to={PORTAL_HOME}>{t.seeListings}</Link>}
    >
      <span data-claim-status={claim.status}>
        {verified ? t.verified(claim.listing.name) : t.pending(claim.listing.name)}
      </span>
    </Alert>
  );
}

export function ClaimPage() {
  useDocumentTitle(p.titles.claim);
  // `?q=`: the search to start with (the public listing page's 'Claim this listing', issue 37 item 2)
  const [params] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [chosen, setChosen] = useState<ListingSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const search = useListingSearch(q);
  const account = useInvestorAccount();
  const searching = q.trim().length >= MIN_SEARCH;
  const items = searching ? (search.data?.items ?? []) : [];

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {p.titles.claim}
      </Header>
      {outcome && <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />}
      {chosen ? (
        <ClaimForm
          listing={chosen}
          onCancel={() => setChosen(null)}
          onDone={(result) => {
            setOutcome(result);
            setChosen(null);
          }}
        />
      ) : (
        <Table
          variant="container"
          header={
            <Header variant="h2" counter={searching && search.data ? `(${search.data.total})` : undefined}>
              {t.resultsHeading}
            </Header>
          }
          filter={
            <FormField description={t.searchHint} stretch>
              <Input
                type="search"
                value={q}
                placeholder={t.searchPlaceholder}
                ariaLabel={t.searchLabel}
                onChange={({ detail }) => setQ(detail.value)}
              />
            </FormField>
          }
          items={items}
          trackBy="id"
          wrapLines
          loading={searching && search.isFetching && !search.data}
          loadingText={t.searching}
          empty={
            searching && !search.isFetching ? (
              <Box textAlign="center">
                {t.noResults} <Link to="/apply">{t.applyLink}</Link>
              </Box>
            ) : null
          }
          columnDefinitions={[
            { id: 'name', header: t.columns.name, cell: (l) => <strong>{l.name}</strong> },
            { id: 'type', header: t.columns.type, cell: (l) => l.funding_type ?? '' },
            { id: 'location', header: t.columns.location, cell: (l) => l.location.join(', ') },
            { id: 'website', header: t.columns.website, cell: (l) => l.domain ?? '' },
            {
              id: 'claimed',
              header: t.columns.claimed,
              cell: (l) => (l.claimed ? t.claimedBadge : t.unclaimed),
            },
            {
              id: 'demand',
              header: t.columns.demand,
              // Founders' demand for an unclaimed listing (issue 37 item 2: from 5 founders on, rounded, never who)
              cell: (l) =>
                demandLines(l.demand).map((line) => (
                  <Box key={line} variant="small">
                    {line}
                  </Box>
                )),
            },
            {
              id: 'choose',
              header: '',
              cell: (l) => {
                const choice = claimChoice(l.id, account.data);
                if (choice === 'held')
                  return (
                    <Link
                      to={`${PORTAL_HOME}/listings/${encodeURIComponent(l.id)}`}
                      aria-label={`${t.held}: ${l.name}`}
                    >
                      {t.held}
                    </Link>
                  );
                if (choice === 'pending') return <Box color="text-status-inactive">{t.pendingChoice}</Box>;
                return (
                  <Button
                    ariaLabel={`${t.choose}: ${l.name}`}
                    // Until the account has loaded nobody knows whether the listing is already held
                    disabled={account.isPending}
                    onClick={() => {
                      setOutcome(null);
                      setChosen(l);
                    }}
                  >
                    {t.choose}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </SpaceBetween>
  );
}
