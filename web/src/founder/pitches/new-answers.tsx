/**
 * Dashboard home's 'New answers' (issue 20 item 3: "Answers arrive as a toast on the founder's next page and on
 * Dashboard home ('New answers')"): the answers of the last 30 days, newest first, each linking to the investor in
 * Saved Lists (the pipeline the answer moved); an empty state when none. The toasts are new-answer-toasts.ts.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { plainDate } from '../../../../shared/listing.js';
import { QueryState } from '../../common/query-state.js';
import { RouteLink } from '../route-link.js';
import { usePitches } from './hooks.js';
import { answerToast } from './pitch-format.js';
import { recentAnswers } from './new-answer-toasts.js';
import { pitchStrings as s } from './strings.js';

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
