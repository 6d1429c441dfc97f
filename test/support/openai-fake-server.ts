/**
 * The OpenAI-compatible fake (test/support/openai-fake.ts) as a process: `npx tsx test/support/openai-fake-server.ts`
 * listens on 127.0.0.1:`OPENAI_FAKE_PORT` (default 3901) until stopped. The end-to-end suite starts it next to the
 * stack (test/e2e/playwright.config.ts, port `E2E_OPENAI_PORT`); point a local stack at it with
 * `OPENAI_API_KEY=fake OPENAI_BASE_URL=http://127.0.0.1:3901/v1 npm start`.
 */
import { startOpenAiFake } from './openai-fake.js';

const port = Number(process.env.OPENAI_FAKE_PORT ?? 3901);
const fake = await startOpenAiFake({ port });
console.log(`OpenAI-compatible fake on ${fake.baseURL} (control: POST ${fake.url}/fake/mode)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
