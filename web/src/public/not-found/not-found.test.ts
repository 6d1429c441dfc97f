import { describe, expect, it } from 'vitest';
import { ClientEventRequest } from '../../../../shared/schemas.js';
import { notFoundEvent } from '../../common/report-not-found.js';

describe('notFoundEvent', () => {
  it('reports the path in the shape the API accepts', () => {
    const event = notFoundEvent('/no such/page', 'http://localhost/about');
    expect(event).toEqual({ type: 'not_found', path: '/no%20such/page', referrer: 'http://localhost/about' });
    expect(ClientEventRequest.safeParse(event).success).toBe(true);
  });

  it('caps long paths and omits an empty referrer', () => {
    const event = notFoundEvent(`/${'x'.repeat(3000)}`, '');
    expect(event.path).toHaveLength(1024);
    expect(event).not.toHaveProperty('referrer');
    expect(ClientEventRequest.safeParse(event).success).toBe(true);
  });
});
