import { describe, expect, it } from 'vitest';
import { contentDisplay, DEFAULT_PREFERENCES, parsePreferences, visibleColumns } from './preferences.js';

describe('parsePreferences', () => {
  it('defaults to cards, 10 a page (spec page size) and the default columns', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.pageSize).toBe(10);
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps valid choices and drops the rest', () => {
    expect(parsePreferences(JSON.stringify({ view: 'table', pageSize: 50, columns: ['type', 'x'] }))).toEqual(
      {
        view: 'table',
        pageSize: 50,
        columns: ['name', 'type'],
      },
    );
    expect(parsePreferences(JSON.stringify({ view: 'grid', pageSize: 20 }))).toMatchObject({
      view: 'cards',
      pageSize: 10,
    });
  });
});

describe('contentDisplay and visibleColumns', () => {
  it('round-trips the visible columns with the hidden ones after them', () => {
    const display = contentDisplay(['name', 'location']);
    expect(display.slice(0, 3)).toEqual([
      { id: 'name', visible: true },
      { id: 'location', visible: true },
      { id: 'company', visible: false },
    ]);
    expect(visibleColumns(display)).toEqual(['name', 'location']);
    expect(visibleColumns(display.map((c) => ({ ...c, visible: c.id === 'status' })))).toEqual([
      'name',
      'status',
    ]);
  });
});
