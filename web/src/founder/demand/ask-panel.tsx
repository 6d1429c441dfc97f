/**
 * 'Ask this investor to join Fundscout' (issue 37 item 1), in an investor's profile under the pitch part: shown only
 * while the server says the listing can be asked for (no direct contact on file, not taking pitches) or the founder
 * asked already. Free, once per founder and listing (the server keeps the first ask), undoable while the listing
 * cannot be reached; once it can (claimed and open to pitches, or a contact on file), the asker reads 'Now reachable'.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { plainDate } from '../../../../shared/listing.js';
import { useAsk, useSetAsk } from './hooks.js';
import { demandStrings as s } from './strings.js';

export function AskPanel({ investorId }: { investorId: string }) {
  const state = useAsk(investorId);
  const set = useSetAsk(investorId);
  const data = state.data;
  if (!data || (!data.askable && !data.asked)) return null;
  if (data.asked && data.asked_at && !data.askable) {
    return (
      <section aria-label={s.ask.reachableTitle} data-testid="ask-panel">
        <SpaceBetween size="xxs">
          <Box variant="h4">{s.ask.reachableTitle}</Box>
          <StatusIndicator type="success">{s.ask.reachable(plainDate(data.asked_at))}</StatusIndicator>
        </SpaceBetween>
      </section>
    );
  }
  return (
    <section aria-label={s.ask.title} data-testid="ask-panel">
      <SpaceBetween size="xxs">
        <Box variant="h4">{s.ask.title}</Box>
        {data.asked && data.asked_at ? (
          <SpaceBetween size="xxs">
            <Box color="text-status-success">{s.ask.asked(plainDate(data.asked_at))}</Box>
            <div>
              <Button variant="inline-link" loading={set.isPending} onClick={() => set.mutate(false)}>
                {s.ask.undo}
              </Button>
            </div>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="xxs">
            <Box color="text-body-secondary">{s.ask.text}</Box>
            <div>
              <Button iconName="notification" loading={set.isPending} onClick={() => set.mutate(true)}>
                {s.ask.button}
              </Button>
            </div>
            <Box variant="small" color="text-body-secondary">
              {s.ask.free}
            </Box>
          </SpaceBetween>
        )}
        {set.isError && <StatusIndicator type="error">{s.ask.failed}</StatusIndicator>}
      </SpaceBetween>
    </section>
  );
}
