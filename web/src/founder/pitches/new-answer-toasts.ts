/**
 * The 'New answers' toasts (issue 20 item 3: "Answers arrive as a toast on the founder's next page"), mounted once by
 * the dashboard shell: on a page load and on each page of the app, `GET /v1/pitches?answered_since=<mark>` and one
 * toast per answer ('Nordlicht answered: Interested' / 'Nordlicht passed: Stage'); the mark (the newest
 * `answered_at` shown, per founder, in localStorage) then moves on, so each answer is toasted once on this browser.
 * Without a mark (first visit on this browser) the last 30 days count.
 *
 * Every dashboard page runs this hook, so it stays light (issue 23 "Speed"): no Cloudscape and no zod schema module.
 * The toast's words (pitch-format.ts, which brings the shared pitch schemas and zod) load only when there is an
 * answer to show. Dashboard home's list of answers is `NewAnswers` (new-answers.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FounderPitch } from '../../../../shared/pitch-schemas.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { useToast } from '../../common/components/toasts.js';
import { useAnsweredSince } from './hooks.js';

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

/** The newest `answered_at` of `pitches` (ISO), or undefined when none was answered. */
export function newestAnswer(pitches: readonly FounderPitch[]): string | undefined {
  let newest: string | undefined;
  for (const p of pitches) if (p.answered_at && (!newest || p.answered_at > newest)) newest = p.answered_at;
  return newest;
}

/** Toasts the founder's new answers on each page (see the module's description). */
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
    for (const pitch of fresh) shown.current.add(pitch.id);
    const newest = newestAnswer(answered.data.pitches);
    if (newest && newest > since) writeMark(sub, newest);
    if (fresh.length === 0) return;
    void import('./pitch-format.js').then(({ answerToast }) => {
      for (const pitch of fresh) toast(answerToast(pitch));
    });
  }, [answered.data, since, sub, toast]);
}
