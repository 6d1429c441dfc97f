/**
 * The logger's settings (functions/lib/logger.ts; issue 21 item 3): the service name is the function's
 * `POWERTOOLS_SERVICE_NAME` (set per function from the registry), never a hard-coded one; the level comes from
 * `POWERTOOLS_LOG_LEVEL`, else `LOG_LEVEL`, in any case.
 */
import { describe, expect, it } from 'vitest';
import { loggerSettings } from './logger.js';

describe('logger settings', () => {
  it('takes the service name from POWERTOOLS_SERVICE_NAME, default fundscout', () => {
    expect(loggerSettings({ POWERTOOLS_SERVICE_NAME: 'fundscout-reveals' }).serviceName).toBe(
      'fundscout-reveals',
    );
    expect(loggerSettings({}).serviceName).toBe('fundscout');
  });

  it('takes the level from POWERTOOLS_LOG_LEVEL, else LOG_LEVEL, else INFO', () => {
    expect(loggerSettings({ POWERTOOLS_LOG_LEVEL: 'error', LOG_LEVEL: 'DEBUG' }).logLevel).toBe('ERROR');
    expect(loggerSettings({ LOG_LEVEL: 'debug' }).logLevel).toBe('DEBUG');
    expect(loggerSettings({}).logLevel).toBe('INFO');
    expect(() => loggerSettings({ LOG_LEVEL: 'LOUD' })).toThrow(/LOG_LEVEL is invalid/);
  });
});
