/**
 * A saved investor's activity in its Saved Lists detail view (the profile opened from Saved Lists; issue 20 item 3):
 * the stage with the pass reason at Passed and the investor's address at Meeting when a pitch made it so, then the
 * timeline of `GET /v1/saved/{investorId}/timeline` (saved, revealed, pitched, answered with the reason, stage
 * changes, notes), oldest first, each with its date.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { STAGE_LABELS, type PipelineEntry } from '../../../../shared/pipeline-schemas.js';
import { plainDate } from '../../../../shared/listing.js';
import { QueryErrorAlert } from '../../common/components/lite/query-error.js';
import { reasonText } from '../saved/pipeline-format.js';
import { useTimeline } from './hooks.js';
import { useDeckReading } from '../deck-rooms/deck-reading.js';
import { meetingAddress, timelineLine } from './pitch-format.js';
import { pitchStrings as s } from './strings.js';
import './pitches.css';

const t = s.timeline;

export function SavedTimeline({
  entry,
}: {
  entry: Pick<PipelineEntry, 'id' | 'stage' | 'passed_reason' | 'passed_note'>;
}) {
  const timeline = useTimeline(entry.id);
  // issue 39: the investor's people reading the founder's decks, as a line of the timeline
  const reading = useDeckReading(entry.id);
  const entries = timeline.data?.entries ?? [];
  const address = entry.stage === 'meeting' ? meetingAddress(entries) : null;
  return (
    <section aria-label={t.title} data-testid="saved-timeline">
      <SpaceBetween size="xs">
        <Box variant="h4">{t.title}</Box>
        <Box data-testid="timeline-stage">
          <Box fontWeight="bold" display="inline">
            {STAGE_LABELS[entry.stage]}
          </Box>
          {entry.stage === 'passed' && entry.passed_reason && <> · {reasonText(entry)}</>}
          {address && (
            <>
              {' · '}
              {t.investorAddress}: <Link href={`mailto:${address}`}>{address}</Link>
            </>
          )}
        </Box>
        {timeline.isPending ? (
          <StatusIndicator type="loading">{s.panel.loading}</StatusIndicator>
        ) : timeline.isError ? (
          <QueryErrorAlert query={timeline} header={t.error} />
        ) : entries.length === 0 && !reading ? (
          <Box color="text-body-secondary">{t.empty}</Box>
        ) : (
          <ol className="fs-timeline" aria-label={t.title}>
            {entries.map((item) => (
              <li key={`${item.at}-${item.kind}`}>
                <time dateTime={item.at}>{plainDate(item.at)}</time> {timelineLine(item)}
                {item.kind === 'answered' && item.investor_email && (
                  <>
                    {' · '}
                    <Link href={`mailto:${item.investor_email}`}>{item.investor_email}</Link>
                  </>
                )}
              </li>
            ))}
            {reading && (
              <li data-testid="timeline-deck-reading">
                <time dateTime={reading.last_seen_at}>{plainDate(reading.last_seen_at)}</time>{' '}
                {reading.room_title}: {reading.line}
              </li>
            )}
          </ol>
        )}
      </SpaceBetween>
    </section>
  );
}
