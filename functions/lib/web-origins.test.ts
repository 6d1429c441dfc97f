import { describe, expect, it } from 'vitest';
import { webOrigin, webOrigins } from './web-origins.js';

describe('webOrigins', () => {
  it('reads the comma-separated origins, trimmed, the first being where mail links point', () => {
    const source = { WEB_ORIGINS: 'https://a.example, http://localhost:5173' };
    expect(webOrigins(source)).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(webOrigin(source)).toBe('https://a.example');
  });

  it('is empty when unset or empty', () => {
    expect(webOrigins({})).toEqual([]);
    expect(webOrigin({ WEB_ORIGINS: '' })).toBeNull();
  });
});
