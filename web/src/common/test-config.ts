/**
 * The runtime configuration of the web app's component tests: the API at http://api.test and the three user pools
 * (no Cognito endpoint), loaded as /config.json would be, with a signed-in user's token on every call.
 */
import { setTokenProvider } from './api.js';
import { loadConfig } from './config.js';

const TEST_CONFIG = {
  apiUrl: 'http://api.test/',
  region: 'local',
  cognito: {
    endpoint: null,
    founders: { userPoolId: 'local_f', clientId: 'cf' },
    admins: { userPoolId: 'local_a', clientId: 'ca' },
    investors: { userPoolId: 'local_i', clientId: 'ci' },
  },
};

/** Loads TEST_CONFIG (kept until `resetConfigForTests`) and answers `token` as the signed-in user's ID token. */
export async function loadTestConfig(token = 'token'): Promise<void> {
  await loadConfig(async () => new Response(JSON.stringify(TEST_CONFIG)));
  setTokenProvider(async () => token);
}
