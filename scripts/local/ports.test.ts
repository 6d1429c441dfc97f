/** Ports of the local stack from the environment, through the env gate (scripts/local/ports.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS, portsFromEnv } from './ports.js';

describe('portsFromEnv', () => {
  it('takes each *_PORT variable, and the default for an unset or empty one', () => {
    expect(portsFromEnv({ API_PORT: '5122', WEB_PORT: '', STRIPE_PORT: '5125' })).toEqual({
      ...DEFAULT_PORTS,
      api: 5122,
      stripe: 5125,
    });
    expect(portsFromEnv({})).toEqual(DEFAULT_PORTS);
  });

  it('names the variable of a value that is not a port number', () => {
    expect(() => portsFromEnv({ DYNAMODB_PORT: 'eighty' })).toThrow(/DYNAMODB_PORT is invalid/);
    expect(() => portsFromEnv({ COGNITO_PORT: '70000' })).toThrow(/COGNITO_PORT is invalid/);
  });
});
