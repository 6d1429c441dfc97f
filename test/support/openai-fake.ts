/**
 * An OpenAI-compatible fake at the HTTP edge, for tests (issue 10: "Tests run the real `openai` SDK path against a
 * local OpenAI-compatible fake"). It serves `POST /v1/chat/completions` (JSON or `stream: true` server-sent
 * events, the shapes of https://platform.openai.com/docs/api-reference/chat) and answers according to its mode:
 *
 * | mode         | answer                                                                                     |
 * |--------------|--------------------------------------------------------------------------------------------|
 * | `good`       | a valid deck (13 slides) or email written from the DATA JSON of the request                |
 * | `invented`   | as `good`, plus figures that are in no input (the grounding check must remove them)        |
 * | `malformed`  | text that is not JSON                                                                      |
 * | `incomplete` | JSON with 12 of the 13 slides                                                              |
 * | `empty`      | no content at all                                                                          |
 * | `slow`       | waits `slowMs` (default 30 s) before answering (the client's deadline must fire first)     |
 * | `429`        | HTTP 429 with `retry-after: 0` and OpenAI's error body                                     |
 *
 * Control (tests): `POST /fake/mode {"mode", "times"?, "delayMs"?, "slowMs"?}` (after `times` requests the mode goes
 * back to `good`; `delayMs` paces streamed chunks so progress is visible), `GET /fake/requests` (bodies received,
 * newest last), `DELETE /fake/requests`, `GET /health`.
 * The port is `OPENAI_FAKE_PORT` for the CLI (test/support/openai-fake-server.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const FAKE_MODES = ['good', 'invented', 'malformed', 'incomplete', 'empty', 'slow', '429'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

export interface FakeState {
  mode: FakeMode;
  /** Requests left in `mode` before it goes back to `good` (undefined: until changed). */
  times?: number;
  /** Pause between streamed chunks, ms. */
  delayMs: number;
  /** How long `slow` waits, ms. */
  slowMs: number;
}

export interface OpenAiFake {
  /** `http://127.0.0.1:PORT/v1`, the SDK's baseURL. */
  baseURL: string;
  url: string;
  state: FakeState;
  requests: ChatRequest[];
  setMode(mode: FakeMode, options?: Partial<Omit<FakeState, 'mode'>>): void;
  close(): Promise<void>;
}

interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name?: string } };
  max_completion_tokens?: number;
}

const SLIDES = [
  ['title', 'Title'],
  ['problem', 'Problem'],
  ['solution', 'Solution'],
  ['traction', 'Traction'],
  ['team', 'Team'],
  ['why_now', 'Why Now'],
  ['market', 'Market'],
  ['product', 'Product'],
  ['business_model', 'Business Model'],
  ['competition', 'Competition'],
  ['go_to_market', 'Go-to-Market'],
  ['financials', 'Financials'],
  ['ask', 'The Ask & Use of Funds'],
] as const;

const FIELD_OF: Record<string, string> = {
  problem: 'problem',
  solution: 'solution',
  traction: 'traction',
  team: 'team',
  market: 'targetMarket',
  business_model: 'businessModel',
  go_to_market: 'targetMarket',
  ask: 'useOfFunds',
};

/** The DATA JSON of the request's user message (prompts put it after the first line). */
function dataOf(request: ChatRequest): Record<string, Record<string, unknown>> {
  const user = request.messages?.find((m) => m.role === 'user')?.content ?? '';
  try {
    return JSON.parse(user.slice(user.indexOf('\n') + 1)) as Record<string, Record<string, unknown>>;
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function deckJson(request: ChatRequest, mode: FakeMode): string {
  const founder = dataOf(request).founder ?? {};
  const company = str(founder.companyName) || 'The company';
  const slides = SLIDES.map(([id, name]) => {
    const field = FIELD_OF[id];
    const text = field ? str(founder[field]) : '';
    const bullets = [text ? text.split(/(?<=\.)\s+/)[0]! : `[Add your ${name.toLowerCase()}]`];
    if (id === 'ask' && founder.fundingAmount) bullets.unshift(`Raising ${str(founder.fundingAmount)}`);
    if (mode === 'invented' && id === 'traction')
      bullets.push('12,345 paying users and 87% month-on-month retention');
    if (mode === 'invented' && id === 'market') bullets.push('A $48B market growing 23% a year');
    return { id, headline: `${company}: ${name}`, bullets, notes: `Speaker notes for ${name}.` };
  });
  return JSON.stringify({ slides: mode === 'incomplete' ? slides.slice(0, 12) : slides });
}

function emailJson(request: ChatRequest, mode: FakeMode): string {
  const data = dataOf(request);
  const founder = data.founder ?? {};
  const investor = data.investor;
  const name = str(investor?.name) || str(founder.investorName) || 'there';
  const fit = investor
    ? `You invest in ${(investor.sectors as string[] | undefined)?.join(', ') ?? ''} with checks of ${str(investor.checkSize)}.`
    : '';
  const extra = mode === 'invented' ? ' We grew 340% last quarter.' : '';
  return JSON.stringify({
    subject: `${str(founder.companyName)} is raising ${str(founder.fundingAmount)}`,
    body: `Hi ${name},\n\n${str(founder.pitchSummary)}${extra}\n\n${fit}\n\nWe are raising ${str(founder.fundingAmount)}. Could we talk?\n\n${str(founder.contactInfo)}`,
  });
}

function contentFor(request: ChatRequest, mode: FakeMode): string {
  if (mode === 'empty') return '';
  if (mode === 'malformed') return 'Sure! Here is your deck: {"slides": [ {"id": "title", ';
  return request.response_format?.json_schema?.name === 'investor_email'
    ? emailJson(request, mode)
    : deckJson(request, mode);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 100, completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
  };
}

async function streamAnswer(res: ServerResponse, model: string, content: string, delayMs: number) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }));
  // One chunk per slide (split after each `"notes":"..."}`), or 200-character pieces for other answers.
  const pieces = content.includes('"slides"')
    ? content.split(/(?<="\})/)
    : (content.match(/[\s\S]{1,200}/g) ?? []);
  for (const piece of pieces) {
    if (res.destroyed) return;
    res.write(chunk({ content: piece }));
    if (delayMs > 0) await sleep(delayMs);
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** Starts the fake on `port` (0: any free port) of 127.0.0.1. */
export async function startOpenAiFake(options: { port?: number; mode?: FakeMode } = {}): Promise<OpenAiFake> {
  const state: FakeState = { mode: options.mode ?? 'good', delayMs: 0, slowMs: 30_000 };
  const requests: ChatRequest[] = [];
  const sockets = new Set<Socket>();

  const takeMode = (): FakeMode => {
    const mode = state.mode;
    if (state.times !== undefined) {
      state.times -= 1;
      if (state.times <= 0) {
        state.mode = 'good';
        delete state.times;
      }
    }
    return mode;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { ok: true, ...state });
      if (path === '/fake/requests') {
        if (req.method === 'DELETE') requests.length = 0;
        return sendJson(res, 200, requests);
      }
      if (req.method === 'POST' && path === '/fake/mode') {
        const body = JSON.parse((await readBody(req)) || '{}') as Partial<FakeState>;
        if (!body.mode || !FAKE_MODES.includes(body.mode))
          return sendJson(res, 400, { error: 'unknown mode' });
        setMode(body.mode, body);
        return sendJson(res, 200, state);
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return sendJson(res, 404, {
          error: { message: `No route ${req.method} ${path}`, type: 'not_found' },
        });
      }
      const request = JSON.parse(await readBody(req)) as ChatRequest;
      requests.push(request);
      const mode = takeMode();
      const model = request.model ?? 'fake-model';
      if (mode === '429') {
        return sendJson(
          res,
          429,
          { error: { message: 'Rate limit reached (fake).', type: 'requests', code: 'rate_limit_exceeded' } },
          { 'retry-after': '0', 'retry-after-ms': '10' },
        );
      }
      if (mode === 'slow') await sleep(state.slowMs);
      if (res.destroyed) return;
      const content = contentFor(request, mode);
      if (request.stream) return streamAnswer(res, model, content, state.delayMs);
      return sendJson(res, 200, completion(model, content));
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function setMode(mode: FakeMode, opts: Partial<Omit<FakeState, 'mode'>> = {}) {
    state.mode = mode;
    if (opts.times !== undefined) state.times = opts.times;
    else delete state.times;
    if (opts.delayMs !== undefined) state.delayMs = opts.delayMs;
    if (opts.slowMs !== undefined) state.slowMs = opts.slowMs;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    state,
    requests,
    setMode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
