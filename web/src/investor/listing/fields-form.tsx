/**
 * The listing editor's fields (issue 19 item 3; ADR 0043): each in the canonical vocabulary with its provenance
 * line; Save sends only the changed fields (listing-form.ts `patchOf`) after the browser's own check of the
 * server's rules, and a 400 shows beside the field it names; leaving with unsaved changes asks first. The sections
 * and their fields are in fields-sections.tsx.
 */
import { useMemo, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { countryOptions } from '../../../../shared/countries.js';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { UnsavedChangesGuard } from '../../common/components/unsaved-guard.js';
import { useListingAction } from '../investor-api.js';
import {
  AvailabilitySection,
  FirmSection,
  InvestingSection,
  StorySection,
  option,
  type SectionProps,
} from './fields-sections.js';
import {
  formFieldOf,
  formOf,
  isDirty,
  patchOf,
  validateForm,
  type FormErrors,
  type ListingForm,
} from './listing-form.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.editor;

/** The listing editor's form: its values, Save and Discard; the fields are in its sections (fields-sections.tsx). */
export function FieldsForm({ listing }: { listing: InvestorListing }) {
  const initial = useMemo(() => formOf(listing), [listing]);
  const [v, setV] = useState<ListingForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const dirty = isDirty(initial, v);
  const countries = useMemo(() => {
    const names = countryOptions().map((c) => c.name);
    const extra = [...listing.location, listing.hq_country ?? ''].filter((n) => n && !names.includes(n));
    return [...extra, ...names].map(option);
  }, [listing]);

  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const section: SectionProps = { listing, v, errors, set };

  const save = () => {
    const found = validateForm(v);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFormError(t.fixErrors);
      return;
    }
    const patch = patchOf(initial, v);
    if (Object.keys(patch).length === 0) {
      toast({ type: 'info', title: t.noChanges, topic: 'listing-save' });
      return;
    }
    action.mutate(
      { kind: 'edit', body: patch },
      {
        onSuccess: (saved) => {
          // The form starts again from what the server stored (the Editor is keyed by id, not by version).
          setV(formOf(saved));
          toast({ type: 'success', title: t.saved, topic: 'listing-save' });
        },
        onError: (error) => {
          const name = error instanceof ApiError ? formFieldOf(error.field) : undefined;
          if (name) {
            setErrors({ [name]: error.message });
            setFormError(t.fixErrors);
          } else setFormError(`${t.saveFailed}: ${error.message}`);
        },
      },
    );
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} strings={t.unsavedGuard} />
      <Form
        errorText={formError}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {dirty && (
              <Box color="text-status-warning" data-testid="listing-unsaved">
                {t.unsaved}
              </Box>
            )}
            <Button
              variant="link"
              disabled={!dirty || action.isPending}
              onClick={() => {
                setV(initial);
                setErrors({});
                setFormError(undefined);
              }}
            >
              {t.discard}
            </Button>
            {/* Nothing to save until something changes (issue 38: Save stayed enabled after saving) */}
            <Button variant="primary" loading={action.isPending} disabled={!dirty} onClick={save}>
              {t.save}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <FirmSection {...section} countries={countries} />

          <InvestingSection {...section} countries={countries} />

          <StorySection {...section} />

          <AvailabilitySection {...section} />
        </SpaceBetween>
      </Form>
    </>
  );
}
