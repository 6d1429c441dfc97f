/**
 * Dashboard home → Recommended investors (issue 15; docs/decisions/0018-investor-match.md): the founder's top 5
 * matches (`GET /v1/matches?pageSize=5`), each with its score and its reasons for and against, and 'View profile'
 * opening the investor profile modal (reveal and save as on the Investor Database; contacts only where revealed).
 * Without a startup profile: on a first sign-in (onboarding `pending`) the startup profile form itself, skippable
 * (web/src/founder/match/onboarding.tsx); once skipped, a prompt with 'Create startup profile' (the form in a modal). Loading
 * skeletons, errors with Retry; 'See all matches' opens the Investor Database sorted by best match.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MatchedInvestor, MatchListResponse } from '../../../../shared/match-schemas.js';
import { formatMoney } from '../../../../shared/money.js';
import type { Investor } from '../../../../shared/schemas.js';
import { ACTION_COSTS } from '../../../../shared/vocabulary.js';
import { useInvestorActions, type ActionError } from '../actions.js';
import { useMe } from '../hooks.js';
import { useMatches, useStartupProfile } from '../match/hooks.js';
import { MatchReasons, MatchScore } from '../match/match-reasons.js';
import { matchStrings } from '../match/strings.js';
import { useKnownInvestors } from '../network/kept.js';
import { networkStrings } from '../network/strings.js';
import { QueryState } from '../../common/query-state.js';
import { RouteLink } from '../route-link.js';
import { outOfActions } from '../shell/usage.js';
import '../match/match.css';

const ProfileModal = lazy(() => import('../investor-database/profile-modal.js'));
// The startup profile form (selects, multiselect) loads only for founders who need it: home stays light.
const StartupOnboarding = lazy(() =>
  import('../match/onboarding.js').then((m) => ({ default: m.StartupOnboarding })),
);
const StartupModal = lazy(() => import('../match/onboarding.js').then((m) => ({ default: m.StartupModal })));
const t = matchStrings.recommended;

/** 'Fintech', 'Fintech and SaaS', 'Fintech, SaaS and AI'. */
function and(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function MatchItem({
  match,
  known,
  onView,
}: {
  match: MatchedInvestor;
  /** The Network page kept a match with this investor in this browser (issue 24). */
  known: boolean;
  onView: (m: Investor, el: HTMLElement | null) => void;
}) {
  const meta = [
    match.company !== match.name ? match.company : null,
    match.funding_type,
    match.location.join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="fs-match">
      <SpaceBetween size="xxxs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="h3" tagOverride="h3" padding="n">
            {match.name}
          </Box>
          <MatchScore score={match.score} />
          {known && <Badge color="severity-low">{networkStrings.knowSomeone}</Badge>}
        </SpaceBetween>
        {meta && (
          <Box variant="small" color="text-body-secondary">
            {meta}
          </Box>
        )}
      </SpaceBetween>
      <div className="fs-match__action">
        <Button
          onClick={() => onView(match, document.activeElement as HTMLElement | null)}
          ariaLabel={t.viewProfileOf(match.name)}
        >
          {t.viewProfile}
        </Button>
      </div>
      <MatchReasons name={match.name} reasons={match.reasons} />
    </li>
  );
}

export function RecommendedInvestors() {
  const startup = useStartupProfile();
  const profile = startup.data?.startup ?? null;
  const matches = useMatches(5, profile !== null);
  const known = useKnownInvestors(); // issue 24: computed in this browser from the kept matches
  const me = useMe();
  const client = useQueryClient();
  const actions = useInvestorActions();
  const [formOpen, setFormOpen] = useState(false);
  const [open, setOpen] = useState<Investor | null>(null);
  const [revealError, setRevealError] = useState<ActionError | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  /** Puts a changed investor into the cached matches and the open modal. */
  function patch(id: string, change: Partial<Investor>) {
    client.setQueriesData<MatchListResponse>({ queryKey: ['matches'] }, (page) =>
      page ? { ...page, items: page.items.map((i) => (i.id === id ? { ...i, ...change } : i)) } : page,
    );
    setOpen((o) => (o?.id === id ? { ...o, ...change } : o));
  }

  async function reveal(investor: Investor) {
    setRevealError(null);
    const outcome = await actions.reveal(investor);
    if (outcome.ok) patch(investor.id, outcome.investor);
    else setRevealError(outcome.error);
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const saved = await actions.setSaved(investor, save);
    if (saved !== null) patch(investor.id, { saved });
  }

  function close() {
    setOpen(null);
    setRevealError(null);
    const target = returnFocus.current;
    setTimeout(() => target?.focus(), 0);
  }

  const description = profile
    ? t.description(profile.stage, and(profile.sectors), formatMoney(profile.raising_usd))
    : undefined;

  return (
    <>
      {startup.data && formOpen && (
        <Suspense fallback={null}>
          <StartupModal data={startup.data} visible onClose={() => setFormOpen(false)} />
        </Suspense>
      )}
      <Container
        header={
          <Header
            variant="h2"
            description={description}
            actions={
              profile && (
                <SpaceBetween direction="horizontal" size="xs">
                  <RouteLink to="/dashboard/settings#startup-profile">{t.editProfile}</RouteLink>
                  <RouteLink to="/dashboard/investors?sort=match">{t.seeAll}</RouteLink>
                </SpaceBetween>
              )
            }
          >
            {t.title}
          </Header>
        }
      >
        <QueryState query={startup} lines={3}>
          {() =>
            profile === null && startup.data!.onboarding === 'pending' ? (
              <Suspense fallback={<Skeleton height="12rem" width="100%" />}>
                <StartupOnboarding data={startup.data!} />
              </Suspense>
            ) : profile === null ? (
              <SpaceBetween size="s">
                <Box variant="h3" tagOverride="p" padding="n">
                  {t.noProfileTitle}
                </Box>
                <Box color="text-body-secondary">{t.noProfile}</Box>
                <Box>
                  <Button variant="primary" onClick={() => setFormOpen(true)}>
                    {t.createProfile}
                  </Button>
                </Box>
              </SpaceBetween>
            ) : (
              <QueryState query={matches} lines={5}>
                {() =>
                  matches.data!.items.length === 0 ? (
                    <Box color="text-body-secondary">{t.empty}</Box>
                  ) : (
                    <ul className="fs-match-list" aria-label={t.listLabel}>
                      {matches.data!.items.map((m) => (
                        <MatchItem
                          key={m.id}
                          match={m}
                          known={known.has(m.id)}
                          onView={(investor, el) => {
                            returnFocus.current = el;
                            setRevealError(null);
                            setOpen(investor);
                          }}
                        />
                      ))}
                    </ul>
                  )
                }
              </QueryState>
            )
          }
        </QueryState>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <ProfileModal
            investor={open}
            onDismiss={close}
            onReveal={(investor) => void reveal(investor)}
            revealing={actions.revealing}
            revealError={revealError}
            outOfActions={me.data ? outOfActions(me.data.usage, ACTION_COSTS.reveal) : false}
            onToggleSave={(investor, save) => void toggleSave(investor, save)}
            saving={actions.savingId === open.id}
          />
        </Suspense>
      )}
    </>
  );
}
