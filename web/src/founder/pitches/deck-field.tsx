/**
 * The 'Send pitch' form's Deck field (issue 20 item 1, issue 39 item 4): none, one of the founder's finished generated
 * decks (a Select, with 'Let them download it'), or an https link.
 */
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../common/format.js';
import { useAiJobs } from '../ai/hooks.js';
import { RouteLink } from '../route-link.js';
import { finishedDecks, type DeckChoice, type PitchDraft } from './pitch-format.js';
import { pitchStrings as s } from './strings.js';

const f = s.form;

/** The deck choice and, for a generated deck, the founder's finished decks to pick from. */
export function DeckField({
  draft,
  errorText,
  change,
}: {
  draft: PitchDraft;
  errorText: string | undefined;
  change: (patch: Partial<PitchDraft>) => void;
}) {
  const decks = useAiJobs('pitch_deck');
  const deckOptions = finishedDecks(decks.data?.items ?? []).map((job) => ({
    value: job.id,
    label: job.title,
    description: formatDate(job.created_at, { day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB'),
  }));
  return (
    <FormField label={f.deck} errorText={errorText}>
      <SpaceBetween size="xs">
        <RadioGroup
          value={draft.deck}
          onChange={({ detail }) => change({ deck: detail.value as DeckChoice })}
          items={[
            { value: 'none', label: f.deckNone },
            { value: 'generated', label: f.deckGenerated },
            { value: 'link', label: f.deckLink },
          ]}
        />
        {draft.deck === 'generated' &&
          (decks.isSuccess && deckOptions.length === 0 ? (
            <Box variant="small">
              {f.deckNoDecks} <RouteLink to="/dashboard/pitch-deck">{f.deckMake}</RouteLink>
            </Box>
          ) : (
            <SpaceBetween size="xxs">
              <Select
                ariaLabel={f.deckSelect}
                placeholder={f.deckSelectPlaceholder}
                statusType={decks.isPending ? 'loading' : decks.isError ? 'error' : 'finished'}
                selectedOption={deckOptions.find((o) => o.value === draft.jobId) ?? null}
                onChange={({ detail }) => change({ jobId: detail.selectedOption.value ?? '' })}
                options={deckOptions}
              />
              <Box variant="small" color="text-body-secondary">
                {f.deckGeneratedHint}
              </Box>
              <Checkbox
                checked={draft.allowDownload}
                onChange={({ detail }) => change({ allowDownload: detail.checked })}
              >
                {f.deckAllowDownload}
              </Checkbox>
            </SpaceBetween>
          ))}
        {draft.deck === 'link' && (
          <Input
            ariaLabel={f.deckUrl}
            type="url"
            inputMode="url"
            placeholder={f.deckUrlPlaceholder}
            value={draft.url}
            onChange={({ detail }) => change({ url: detail.value })}
          />
        )}
      </SpaceBetween>
    </FormField>
  );
}
