/**
 * The email's investor picker: a search box over the Investor Database (`GET /v1/investors?q=`, server-side search
 * of name, company and description). Picking one grounds the email in that investor's catalogue profile; the
 * contact is never needed here (the server fills the To line from a revealed contact).
 */
import { useState } from 'react';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useInvestorSearch } from './hooks.js';
import { aiStrings as s } from './strings.js';

export interface PickedInvestor {
  id: string;
  name: string;
}

export function InvestorPicker({
  value,
  onChange,
  disabled,
}: {
  value: PickedInvestor | null;
  onChange: (investor: PickedInvestor | null) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const search = useInvestorSearch(text);
  const items = search.data?.items ?? [];
  const status = !text.trim()
    ? 'finished'
    : search.isError
      ? 'error'
      : search.isFetching
        ? 'loading'
        : 'finished';

  return (
    <FormField label={s.email.investor} constraintText={s.email.investorHint} stretch>
      {value ? (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box>{s.email.picked(value.name)}</Box>
          <Button variant="inline-link" onClick={() => onChange(null)} disabled={disabled}>
            {s.email.clearInvestor}
          </Button>
        </SpaceBetween>
      ) : (
        <Autosuggest
          value={text}
          onChange={({ detail }) => setText(detail.value)}
          onSelect={({ detail }) => {
            const picked = items.find((i) => i.id === detail.value);
            if (picked) {
              onChange({ id: picked.id, name: picked.name });
              setText('');
            }
          }}
          options={items.map((i) => ({
            value: i.id,
            label: i.name,
            description: [i.company !== i.name ? i.company : null, i.funding_type, i.funding_stage.join(', ')]
              .filter(Boolean)
              .join(' · '),
          }))}
          filteringType="manual"
          statusType={status}
          loadingText={s.email.investorLoading}
          errorText={s.email.investorError}
          empty={text.trim() ? s.email.investorEmpty : undefined}
          placeholder={s.email.investorPlaceholder}
          ariaLabel={s.email.investor}
          hideEnteredTextOption
          enteredTextLabel={s.email.enteredText}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
