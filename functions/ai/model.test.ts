/**
 * The real `openai` SDK path against the OpenAI-compatible fake at the HTTP edge (test/support/openai-fake.ts):
 * structured output parsed and validated, progress while streaming, and every failure typed (issue 10).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DECK_SLIDES } from '../../shared/ai-schemas.js';
import { startOpenAiFake, type OpenAiFake } from '../../test/support/openai-fake.js';
import { emailInput, investorRecord, pitchInput } from './fixtures.js';
import { generatorFor, emailSources } from './generate.js';
import { ungroundedFigures, UNGROUNDED_FIGURE } from './grounding.js';
import { investorFacts } from './investor-facts.js';
import { GenerationFailed, openAiModel, slidesDone, type ModelClient } from './model.js';

let fake: OpenAiFake;
let model: ModelClient;

beforeAll(async () => {
  fake = await startOpenAiFake();
  model = openAiModel({ apiKey: 'test-key', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode('good', { delayMs: 0 });
  fake.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<GenerationFailed> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationFailed);
  return error as GenerationFailed;
}

describe('openAiModel against the fake', () => {
  it('streams a structured 13-slide deck, reporting slides done as they arrive', async () => {
    // Prepare
    const progress: number[] = [];
    fake.setMode('good', { delayMs: 5 });

    // Act
    const deck = await model.deck(pitchInput, (done) => {
      progress.push(done);
    });

    // Assess
    expect(deck.slides.map((s) => s.id)).toEqual(DECK_SLIDES.map((s) => s.id));
    expect(deck.slides[0]!.title).toBe('Title');
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(13);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      model: 'fake-model',
      stream: true,
      max_completion_tokens: 6000,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'pitch_deck',
          strict: true,
          schema: { type: 'object', additionalProperties: false },
        },
      },
    });
    expect(JSON.stringify(request)).not.toContain('$schema');
  });

  it('writes an email grounded in the investor facts; the contact never reaches the model', async () => {
    const facts = investorFacts(investorRecord);
    const email = await model.email(emailInput, facts);
    expect(email.subject).toBe('Fieldnote is raising $1.5M');
    expect(email.body).toContain('Hi Green Seed Ventures');
    expect(email.body).toContain('with checks of $250K - $2M');
    expect(JSON.stringify(fake.requests)).not.toMatch(/contact_type|"contact"/);
  });

  it('malformed JSON → malformed', async () => {
    fake.setMode('malformed');
    expect((await failure(model.deck(pitchInput))).reason).toBe('malformed');
  });

  it('valid JSON with a slide missing → malformed', async () => {
    fake.setMode('incomplete');
    const error = await failure(model.deck(pitchInput));
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain('ask');
  });

  it('no content → empty', async () => {
    fake.setMode('empty');
    expect((await failure(model.deck(pitchInput))).reason).toBe('empty');
    fake.setMode('empty');
    expect((await failure(model.email(emailInput, null))).reason).toBe('empty');
  });

  it('no answer within the deadline → timeout', async () => {
    fake.setMode('slow', { slowMs: 5_000 });
    const fast = openAiModel({
      apiKey: 'k',
      baseURL: fake.baseURL,
      model: 'm',
      timeoutMs: 300,
      maxRetries: 0,
    });
    const started = Date.now();
    expect((await failure(fast.deck(pitchInput))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('HTTP 429 after the SDK retry → rate_limited', async () => {
    fake.setMode('429');
    expect((await failure(model.deck(pitchInput))).reason).toBe('rate_limited');
    expect(fake.requests).toHaveLength(2);
  });

  it('an endpoint that is not there → unavailable', async () => {
    const nowhere = openAiModel({
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 1_000,
      maxRetries: 0,
    });
    expect((await failure(nowhere.email(emailInput, null))).reason).toBe('unavailable');
  });
});

describe('generatorFor(model): no invented facts', () => {
  it('replaces figures the model invented with a visible placeholder', async () => {
    fake.setMode('invented');
    const deck = await generatorFor(model).deck(pitchInput);
    const traction = deck.slides.find((s) => s.id === 'traction')!;
    expect(traction.bullets.join(' ')).toContain(UNGROUNDED_FIGURE);
    expect(ungroundedFigures(deck, pitchInput)).toEqual([]);
  });

  it('grounds the email and puts the revealed contact in "to"', async () => {
    fake.setMode('invented');
    const facts = investorFacts(investorRecord);
    const email = await generatorFor(model).email(emailInput, facts, 'partners@greenseed.example');
    expect(email.to).toBe('partners@greenseed.example');
    expect(email.body).not.toContain('340%');
    expect(ungroundedFigures({ s: email.subject, b: email.body }, emailSources(emailInput, facts))).toEqual(
      [],
    );
  });
});

describe('slidesDone', () => {
  it('counts slides whose notes string is closed', () => {
    expect(
      slidesDone('{"slides":[{"id":"title","notes":"a \\" b"},{"id":"problem","notes":"unfinished'),
    ).toBe(1);
  });
});
