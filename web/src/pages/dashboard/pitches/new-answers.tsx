/**
 * Answers to the founder's pitches (issue 20 item 3: "Answers arrive as a toast on the founder's next page and on
 * Dashboard home ('New answers')"):
 * - `useNewAnswerToasts()` (mounted once by the dashboard shell): on a page load and on each page of the app,
 *   `GET /v1/pitches?answered_since=<mark>` and one toast per answer ('Nordlicht answered: Interested' / 'Nordlicht
 *   passed: Stage'); the mark (the newest `answered_at` shown, per founder, in localStorage) then moves on, so each
 *   answer is toasted once on this browser. Without a mark (first visit on this browser) the last 30 days count.
 * - `NewAnswers`: Dashboard home's section, the answers of the last 30 days, newest first, each linking to the
 *   investor in Saved Lists (the pipeline the answer moved); an empty state when none.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { plainDate } from '../../../../../shared/listing.js';
import type { FounderPitch } from '../../../../../shared/pitch-schemas.js';
import { useAuth } from '../../../auth/auth-context.js';
import { useToast } from '../../../components/toasts.js';
import { QueryState } from '../query-state.js';
import { RouteLink } from '../route-link.js';
import { useAnsweredSince, usePitches } from './hooks.js';
import { answerToast, newestAnswer } from './pitch-format.js';
import { pitchStrings as s } from './strings.js';

/** How far back answers count without a stored mark, and on Dashboard home (days). */
export const NEW_ANSWERS_DAYS = 30;
const DAY_MS = 86_400_000;

/** The localStorage key of the founder's mark. */
export const answersSeenKey = (sub: string) => `fundscout.pitch-answers-seen.${sub}`;

function readMark(sub: string): string | undefined {
  try {
    return localStorage.getItem(answersSeenKey(sub)) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeMark(sub: string, at: string) {
  try {
    localStorage.setItem(answersSeenKey(sub), at);
  } catch {
    // storage refused (private mode): the toast may show again next time, nothing worse
  }
}

/** The answered pitches of the last `days` days, newest answer first (pure, for tests). */
export function recentAnswers(pitches: readonly FounderPitch[], now: Date, days = NEW_ANSWERS_DAYS) {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  return pitches
    .filter((p) => p.answered_at !== null && p.answered_at > since && p.status !== 'open')
    .sort((a, b) => (a.answered_at! < b.answered_at! ? 1 : -1));
}

export function useNewAnswerToasts() {
  const { user } = useAuth();
  const sub = user?.sub;
  const { pathname } = useLocation();
  const { toast } = useToast();
  // Without a stored mark the last 30 days count (fixed once per page load, so the query's key stays put).
  const [fallback] = useState(() => new Date(Date.now() - NEW_ANSWERS_DAYS * DAY_MS).toISOString());
  // Read on every render: once an answer was toasted the mark moves on, and the next page asks from there.
  const since = sub === undefined ? undefined : (readMark(sub) ?? fallback);
  // One check per page of the app (the toasts of a page are cleared when the route changes).
  const answered = useAnsweredSince(since, pathname);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    if (!sub || !answered.data || since === undefined) return;
    const fresh = answered.data.pitches.filter((p) => p.status !== 'open' && !shown.current.has(p.id));
    for (const pitch of fresh) {
      shown.current.add(pitch.id);
      toast(answerToast(pitch));
    }
    const newest = newestAnswer(answered.data.pitches);
    if (newest && newest > since) writeMark(sub, newest);
  }, [answered.data, since, sub, toast]);
}

/** Dashboard home's 'New answers'. */
export function NewAnswers() {
  const pitches = usePitches();
  return (
    <Container
      header={
        <Header variant="h2" description={s.answers.homeDescription}>
          {s.answers.homeTitle}
        </Header>
      }
    >
      <QueryState query={pitches} lines={2}>
        {() => {
          const items = recentAnswers(pitches.data!.pitches, new Date());
          if (items.length === 0) return <Box color="text-body-secondary">{s.answers.homeEmpty}</Box>;
          return (
            <ul className="fs-activity" aria-label={s.answers.homeTitle} data-testid="new-answers">
              {items.slice(0, 5).map((pitch) => {
                const text = answerToast(pitch);
                return (
                  <li key={pitch.id} className="fs-activity__item">
                    <SpaceBetween size="xxs">
                      <RouteLink
                        to={`/dashboard/saved?investor=${encodeURIComponent(pitch.investor_id)}`}
                        ariaLabel={s.answers.open(pitch.investor_name)}
                      >
                        {text.title}
                      </RouteLink>
                      <Box variant="small" color="text-body-secondary">
                        <time dateTime={pitch.answered_at!}>{plainDate(pitch.answered_at!)}</time> ·{' '}
                        {pitch.subject}
                      </Box>
                    </SpaceBetween>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </Container>
  );
}
