/**
 * The listing's direct contact (ADR 0032): an address at the firm's domain confirmed by a mailed code, or a
 * LinkedIn profile, saying what founders see and that a reveal costs a founder one action.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LISTING_LIMITS, type InvestorListing } from '../../../../shared/listing-schemas.js';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { useListingAction } from '../investor-api.js';
import { investorStrings } from '../strings.js';
import { provenanceOf } from './provenance.js';

const t = investorStrings.editor;

export function ContactPanel({ listing }: { listing: InvestorListing }) {
  const c = t.contact;
  const action = useListingAction(listing.id);
  const { toast } = useToast();
  const [kind, setKind] = useState<'email' | 'linkedin'>(
    listing.contact?.contact_type === 'linkedin' ? 'linkedin' : 'email',
  );
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: 'contact' | 'code'; message: string } | null>(null);
  const pending = listing.pending_contact;
  const running = action.isPending ? action.variables.kind : null;

  const onError = (e: Error) => {
    const field =
      e instanceof ApiError && (e.field === 'contact' || e.field === 'code') ? e.field : undefined;
    setError({ field, message: field ? e.message : `${c.failed}: ${e.message}` });
  };
  const send = () => {
    setError(null);
    const contact = value.trim();
    action.mutate(
      { kind: 'contact', body: { contact_type: kind, contact } },
      {
        onSuccess: () => {
          setValue('');
          if (kind === 'linkedin')
            toast({ type: 'success', title: c.savedLinkedin, topic: 'listing-contact' });
        },
        onError,
      },
    );
  };
  const verify = () => {
    setError(null);
    action.mutate(
      { kind: 'verify', body: { code: code.trim() } },
      {
        onSuccess: () => {
          setCode('');
          toast({ type: 'success', title: c.verified, topic: 'listing-contact' });
        },
        onError,
      },
    );
  };

  return (
    <Container
      header={
        <Header variant="h2" description={c.body}>
          {c.heading}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Alert type="info">{c.founderSees}</Alert>
        <FormField label={c.onFile} description={provenanceOf(listing, 'contact')}>
          <span data-testid="listing-contact-on-file">
            {listing.contact ? <strong>{listing.contact.contact}</strong> : c.none}
          </span>
        </FormField>
        {pending && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              verify();
            }}
          >
            <SpaceBetween size="s">
              <Box variant="p">{c.pending(pending.email)}</Box>
              <FormField
                label={c.codeLabel}
                constraintText={c.attemptsLeft(pending.attempts_left)}
                errorText={error?.field === 'code' ? error.message : undefined}
              >
                <SpaceBetween direction="horizontal" size="xs">
                  <Input
                    value={code}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    ariaLabel={c.codeLabel}
                    onChange={({ detail }) => setCode(detail.value.slice(0, LISTING_LIMITS.code))}
                    invalid={error?.field === 'code'}
                  />
                  <Button variant="primary" loading={running === 'verify'}>
                    {c.verify}
                  </Button>
                </SpaceBetween>
              </FormField>
            </SpaceBetween>
          </form>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <SpaceBetween size="s">
            <FormField label={c.kind}>
              <RadioGroup
                value={kind}
                ariaLabel={c.kind}
                items={[
                  { value: 'email', label: c.email },
                  { value: 'linkedin', label: c.linkedin },
                ]}
                onChange={({ detail }) => {
                  setKind(detail.value as 'email' | 'linkedin');
                  setError(null);
                }}
              />
            </FormField>
            <FormField
              label={kind === 'email' ? c.emailLabel : c.linkedinLabel}
              description={kind === 'email' ? c.emailHint(domainOf(listing.company_url)) : c.linkedinHint}
              errorText={error?.field === 'contact' ? error.message : undefined}
            >
              <Input
                value={value}
                type={kind === 'email' ? 'email' : 'url'}
                inputMode={kind === 'email' ? 'email' : 'url'}
                onChange={({ detail }) => setValue(detail.value)}
                invalid={error?.field === 'contact'}
              />
            </FormField>
            {error && !error.field && <Alert type="error">{error.message}</Alert>}
            <Button
              variant={pending ? 'normal' : 'primary'}
              loading={running === 'contact'}
              disabled={!value.trim()}
            >
              {kind === 'email' ? c.sendCode : c.saveLinkedin}
            </Button>
          </SpaceBetween>
        </form>
      </SpaceBetween>
    </Container>
  );
}

/** The host of the listing's website without 'www.' ('example.vc'), for the contact hint; null without one. */
export function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
