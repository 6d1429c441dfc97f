/**
 * The quote-provider fake (test/support/quotes-fake.ts) as a process: `npx tsx test/support/quotes-fake-server.ts`
 * listens on 127.0.0.1:`QUOTES_FAKE_PORT` (default 3902) until stopped. The end-to-end suite starts it next to the
 * stack (test/e2e/playwright.config.ts, port `E2E_QUOTES_PORT`); point a local stack at it with
 * `QUOTES_API_KEY=fake QUOTES_BASE_URL=http://127.0.0.1:3902/query npm start` (the local stack never starts it: with
 * no key the ticker shows labelled sample prices).
 */
import { startQuotesFake } from './quotes-fake.js';

const port = Number(process.env.QUOTES_FAKE_PORT ?? 3902);
const fake = await startQuotesFake({ port });
// Optional starting modes, e.g. QUOTES_FAKE_MODES='{"symbols":{"MSFT":"rate_limit"}}' (the e2e stack's).
if (process.env.QUOTES_FAKE_MODES)
  fake.setModes(JSON.parse(process.env.QUOTES_FAKE_MODES) as Parameters<typeof fake.setModes>[0]);
console.log(`Quote provider fake on ${fake.baseUrl} (control: POST ${fake.url}/fake/modes)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
