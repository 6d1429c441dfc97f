// @vitest-environment happy-dom
/**
 * 'Send pitch' on an investor's profile (issue 20 item 1) and the response figures (item 4), with the API mocked at
 * the typed client: the button only for a claimed listing open to pitches, the form's checks and counter, the
 * refusals in words (402 with View Plans, 409 with the startup profile link), the send with its toast and
 * 'Pitched on', and the figures shown only when the API answers them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Investor } from '../../../../shared/schemas.js';
import { NO_DETAILS } from '../../../../shared/catalogue-schemas.js';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';
import type { FounderPitch, PitchFigures } from '../../../../shared/pitch-schemas.js';
import { ApiError, callApi } from '../../common/api.js';
import { ToastProvider } from '../../common/components/toasts.js';
import ProfileModal from '../investor-database/profile-modal.js';

// Cloudscape forms render slowly in the test DOM on the shared 2-core machine (load 10-15): 5 s flaked once here.
configure({ asyncUtilTimeout: 10_000 });

vi.mock(import('../../common/api.js'), async (original) => ({ ...(await original()), callApi: vi.fn() }));
const api = vi.mocked(callApi) as unknown as ReturnType<typeof vi.fn>;

const SENT: FounderPitch = {
  id: 'p1',
  investor_id: 'inv-1',
  investor_name: 'Nordlicht',
  subject: 'Seed round',
  status: 'open',
  sent_at: '2026-11-26T10:00:00.000Z',
  answered_at: null,
  pass_reason: null,
  pass_note: null,
  investor_email: null,
};

const FIGURES: PitchFigures = {
  response_rate: 0.8,
  median_days_to_answer: 2,
  top_pass_reasons: [{ reason: 'stage' }],
  published_on: '2026-11-26',
};

const EMAIL_JOB = {
  id: 'e1',
  kind: 'email',
  status: 'succeeded',
  title: 'Fieldnote → Nordlicht',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  progress: { done: 1, total: 1 },
  source: 'offline',
  deck: null,
  email: { subject: 'Last subject', body: 'Last body', to: null },
  error: null,
  cost: 2,
  refunded: false,
  input: {},
  investor: { id: 'inv-1', name: 'Nordlicht' },
};
let jobs: unknown[];
let pitches: FounderPitch[];
let figures: PitchFigures | null;
let send: (body: unknown) => unknown;

function investor(overrides: Partial<Investor> = {}): Investor {
  return {
    id: 'inv-1',
    name: 'Nordlicht',
    company: 'Nordlicht Capital',
    image_url: null,
    verified: false,
    funding_description: '',
    location: ['Germany'],
    city: 'Berlin',
    funding_stage: ['Seed'],
    funding_type: 'Venture Fund',
    funding_industries: ['Climate'],
    check_sizes: '',
    bio: '',
    contact: null,
    contact_type: null,
    contact_revealed: false,
    has_direct_contact: false,
    saved: false,
    ...NO_LISTING_STATE,
    claimed: true,
    confirmed_at: '2026-11-20T10:00:00.000Z',
    open_to_pitches: { open: true, channel: null },
    company_url: null,
    application_url: null,
    check_min_usd: null,
    check_max_usd: null,
    details: NO_DETAILS,
    created_at: '2026-01-05T10:00:00.000Z',
    source: null,
    ...overrides,
  };
}

beforeEach(() => {
  pitches = [];
  jobs = [];
  figures = null;
  send = () => ({ pitch: SENT, usage: {}, charged: true });
  api.mockImplementation(async (route: string, options?: { body?: unknown }) => {
    if (route === 'GET /v1/pitches') return { pitches };
    if (route === 'GET /v1/investors/{id}/pitch-figures') return { investor_id: 'inv-1', figures };
    if (route === 'GET /v1/ai/jobs') return { items: jobs };
    if (route === 'POST /v1/ai/emails')
      return { job: { ...EMAIL_JOB, id: 'new', status: 'pending', email: null } };
    if (route === 'GET /v1/ai/jobs/{id}')
      return {
        ...EMAIL_JOB,
        id: 'new',
        email: { subject: 'Generated subject', body: 'Generated body', to: null },
      };
    if (route === 'GET /v1/me/startup')
      return {
        startup: {
          stage: 'Seed',
          sectors: ['Climate Tech'],
          country: 'DE',
          country_name: 'Germany',
          raising_usd: 1_500_000,
          needs_lead: false,
          description: 'Soil sensors',
          updated_at: '2026-11-20T10:00:00.000Z',
        },
        onboarding: 'done',
        options: { stages: [], sectors: [], countries: [] },
      };
    if (route === 'GET /v1/me')
      return {
        profile: { first_name: 'Ada', last_name: 'Lovelace', company: 'Fieldnote' },
        usage: {},
        counts: {},
      };
    if (route === 'POST /v1/pitches') return send(options?.body);
    throw new Error(`unexpected ${route}`);
  });
});

afterEach(() => {
  cleanup();
  api.mockReset();
});

function renderProfile(listing: Investor = investor()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ProfileModal investor={listing} onDismiss={() => {}} pitching />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const sendButton = () => screen.findByRole('button', { name: 'Send pitch to Nordlicht (1 action)' });

describe('Send pitch on the profile', () => {
  it('is absent when the team closed its inbox, and the profile says so', async () => {
    renderProfile(investor({ open_to_pitches: { open: false, channel: null } }));
    expect((await screen.findByTestId('pitch-closed')).textContent).toContain('not taking pitches');
    expect(screen.queryByRole('button', { name: /Send pitch/ })).toBeNull();
  });

  it('is absent on an unclaimed listing', async () => {
    renderProfile(investor({ claimed: false, open_to_pitches: { open: true, channel: null } }));
    expect((await screen.findByTestId('pitch-closed')).textContent).toContain('not claimed');
    expect(screen.queryByRole('button', { name: /Send pitch/ })).toBeNull();
  });

  it('says Pitched on instead of the button while the pitch is open', async () => {
    pitches = [SENT];
    renderProfile();
    expect(await screen.findByText('Pitched on 26 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send pitch/ })).toBeNull();
  });

  it('checks the form, counts the message, sends with the deck link, then shows Pitched on', async () => {
    renderProfile();
    fireEvent.click(await sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send pitch to Nordlicht' });
    expect((await within(dialog).findByTestId('pitch-profile-line')).textContent).toContain(
      'Seed · Climate Tech · Germany · raising $1.5M',
    );

    // Who pitches is prefilled from the account (issue 37 item 5)
    const nameField = within(dialog).getByLabelText('Your name', { selector: 'input' });
    await waitFor(() => expect((nameField as HTMLInputElement).value).toBe('Ada Lovelace'));
    expect((within(dialog).getByLabelText('Company', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Fieldnote',
    );

    // Prepare: nothing filled → the fields say what is missing, nothing is sent
    fireEvent.change(nameField, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send pitch (1 action)' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeTruthy();
    expect(
      await within(dialog).findByText('Your name is required: the team reads who pitched.'),
    ).toBeTruthy();
    fireEvent.change(nameField, { target: { value: 'Ada King' } });
    expect(api.mock.calls.some(([route]) => route === 'POST /v1/pitches')).toBe(false);

    // Act
    fireEvent.change(within(dialog).getByLabelText('Subject', { selector: 'input' }), {
      target: { value: 'Fieldnote: soil sensors' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello' },
    });
    expect(within(dialog).getByTestId('pitch-counter').textContent).toBe('5 / 2,000 characters');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A link (https)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Deck link' }), {
      target: { value: 'https://deck.example/fieldnote' },
    });
    pitches = [SENT];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send pitch (1 action)' }));

    // Assess
    expect(await screen.findByText('Pitched on 26 Nov 2026')).toBeTruthy();
    expect(await screen.findByText('Pitch sent')).toBeTruthy();
    const call = api.mock.calls.find(([route]) => route === 'POST /v1/pitches');
    expect(call?.[1]).toEqual({
      body: {
        investor_id: 'inv-1',
        founder_name: 'Ada King',
        company: 'Fieldnote',
        subject: 'Fieldnote: soil sensors',
        message: 'Hello',
        deck: { kind: 'link', url: 'https://deck.example/fieldnote' },
      },
      // One key per click intent (issue 38, web/src/common/intent.ts)
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it.each([
    [
      new ApiError(402, 'action_limit_reached', 'You need at least 1 action.'),
      'No action left',
      'View Plans',
    ],
    [
      new ApiError(409, 'startup_profile_required', 'Add your startup profile first.'),
      'Startup profile needed',
      'Add your startup profile',
    ],
  ])('shows a refusal in the form with its way out (%s)', async (error, title, link) => {
    send = () => {
      throw error;
    };
    renderProfile();
    fireEvent.click(await sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send pitch to Nordlicht' });
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText('Company', { selector: 'input' }) as HTMLInputElement).value,
      ).toBe('Fieldnote'),
    );
    fireEvent.change(within(dialog).getByLabelText('Subject', { selector: 'input' }), {
      target: { value: 'S' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'M' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send pitch (1 action)' }));

    // Cloudscape's Form renders its error twice (on screen and in a live region).
    const [alert] = await within(dialog).findAllByTestId('pitch-error');
    if (!alert) throw new Error('no alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(error.message);
    expect(within(alert).getByRole('link', { name: link })).toBeTruthy();
  });
});

describe('the AI email in the pitch form', () => {
  it('inserts the last AI email for free, or runs the Email Generator (2 actions, said first) and inserts its email', async () => {
    jobs = [EMAIL_JOB];
    renderProfile();
    fireEvent.click(await sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send pitch to Nordlicht' });
    const subject = () =>
      (within(dialog).getByLabelText('Subject', { selector: 'input' }) as HTMLInputElement).value;

    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Insert my last AI email for this investor' }),
    );
    expect(subject()).toBe('Last subject');
    expect(dialog.textContent).toContain('costs 2 actions');

    const generate = within(dialog).getByRole('button', { name: 'Insert the AI email for this investor' });
    await waitFor(() => expect(generate.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.click(generate);
    await waitFor(() => expect(subject()).toBe('Generated subject'));
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Generated body',
    );
    // the insert buttons do not submit the form
    expect(api.mock.calls.some(([route]) => route === 'POST /v1/pitches')).toBe(false);
    expect(api.mock.calls.find(([route]) => route === 'POST /v1/ai/emails')?.[1]).toEqual({
      body: {
        investorId: 'inv-1',
        investorName: 'Nordlicht',
        companyName: 'Fieldnote',
        pitchSummary: 'Soil sensors',
        fundingAmount: '$1.5M',
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('response figures on the profile', () => {
  it('shows nothing below 5 founders (the API answers null)', async () => {
    renderProfile();
    await sendButton();
    await waitFor(() =>
      expect(api.mock.calls.some(([route]) => route === 'GET /v1/investors/{id}/pitch-figures')).toBe(true),
    );
    expect(screen.queryByTestId('pitch-figures')).toBeNull();
    expect(screen.queryByText(/Response rate/)).toBeNull();
  });

  it('shows the rate, the median, the top reasons and the basis when the API answers them', async () => {
    figures = FIGURES;
    renderProfile();
    const section = await screen.findByTestId('pitch-figures');
    expect(section.textContent).toContain('80%');
    expect(section.textContent).toContain('2 days');
    expect(section.textContent).toContain('Stage');
    expect(section.textContent).toContain('12 months, published');
  });
});
