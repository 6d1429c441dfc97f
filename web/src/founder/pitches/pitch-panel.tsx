/**
 * The pitch part of an investor's profile (issue 20 items 1 and 4), under the listing state:
 * - the response figures (response rate, median days to a first answer, top pass reasons, '12 months, N founders')
 *   only when `GET /v1/investors/{id}/pitch-figures` answers them (null below 5 founders: nothing, not a zero);
 * - 'Send pitch' (1 action) for a claimed listing open to pitches; 'Pitched on <date>' instead while the founder's
 *   pitch to it is open; otherwise why not, and no button (pitch-format.ts `pitchAvailability`).
 * `onSend` opens the pitch form (the profile modal swaps itself for it: no modal over a modal).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Investor } from '../../../../shared/schemas.js';
import { shortDate } from '../../common/format.js';
import { usePitches, usePitchFigures } from './hooks.js';
import { closedText, figureLines, pitchAvailability, pitchedOnText } from './pitch-format.js';
import { pitchStrings as s } from './strings.js';

/** The response figures, or nothing (below the threshold, while loading, or on an error: never a zero). */
export function PitchFiguresView({ investorId }: { investorId: string }) {
  const figures = usePitchFigures(investorId);
  const data = figures.data?.figures ?? null;
  const lines = figureLines(data);
  if (!data || lines.length === 0) return null;
  return (
    <section aria-label={s.figures.title} data-testid="pitch-figures">
      <SpaceBetween size="xxs">
        <Box variant="h4">{s.figures.title}</Box>
        <KeyValuePairs columns={3} items={lines} />
        <Box variant="small" color="text-body-secondary">
          {s.figures.basis(shortDate(`${data.published_on}T00:00:00Z`))}
        </Box>
      </SpaceBetween>
    </section>
  );
}

export function PitchPanel({ investor, onSend }: { investor: Investor; onSend: () => void }) {
  const pitches = usePitches();
  // Without the list of pitches (an error) the listing's state still decides; the server refuses a second open pitch.
  const availability =
    pitches.data || pitches.isError ? pitchAvailability(investor, pitches.data?.pitches ?? []) : null;
  return (
    <SpaceBetween size="s">
      <PitchFiguresView investorId={investor.id} />
      <section aria-label={s.panel.title} data-testid="pitch-panel">
        <SpaceBetween size="xxs">
          <Box variant="h4">{s.panel.title}</Box>
          {availability === null ? (
            <StatusIndicator type="loading">{s.panel.loading}</StatusIndicator>
          ) : availability.kind === 'pitched' ? (
            <SpaceBetween size="xxs">
              <StatusIndicator type="success">{pitchedOnText(availability.pitch)}</StatusIndicator>
              <Box variant="small" color="text-body-secondary">
                {s.panel.pitchedHint}
              </Box>
            </SpaceBetween>
          ) : availability.kind === 'closed' ? (
            <Box color="text-body-secondary" data-testid="pitch-closed">
              {closedText(availability.reason)}
            </Box>
          ) : (
            <SpaceBetween size="xxs">
              <div>
                <Button iconName="send" ariaLabel={s.panel.sendLabel(investor.name)} onClick={onSend}>
                  {s.panel.send}
                </Button>
              </div>
              <Box variant="small" color="text-body-secondary">
                {s.panel.cost}
              </Box>
            </SpaceBetween>
          )}
        </SpaceBetween>
      </section>
    </SpaceBetween>
  );
}
