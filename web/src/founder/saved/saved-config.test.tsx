// @vitest-environment happy-dom
/**
 * Saved Lists' Contact column (issue 23): 'Hidden' only where a contact is on file and not revealed; and the
 * rendering of entries removed from the catalogue (issue 22 Low, issue 19 item 3).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { savedColumns, type SavedInvestor } from './saved-config.js';
import { RowActions } from './components/row-actions.js';
import { canOpenProfile, removalText } from './pipeline-format.js';
import { NO_LISTING_STATE } from '../../../../shared/listing.js';

afterEach(cleanup);

const contactCell = savedColumns(() => null).find((c) => c.id === 'contact')!.cell;
const nameCell = savedColumns(() => null).find((c) => c.id === 'name')!.cell;
const entry = (over: Partial<SavedInvestor>) =>
  ({
    contact: null,
    contact_type: 'email',
    contact_revealed: false,
    has_direct_contact: true,
    ...over,
  }) as SavedInvestor;

describe('Saved Lists contact column', () => {
  it("says 'None on file' where no direct contact is on file, never 'Hidden'", () => {
    render(<>{contactCell(entry({ has_direct_contact: false }))}</>);
    expect(screen.getByText('None on file')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
  });
  it("says 'Hidden' for a contact on file not yet revealed, and shows a revealed one", () => {
    render(<>{contactCell(entry({}))}</>);
    expect(screen.getByText('Hidden')).toBeTruthy();
    cleanup();
    render(<>{contactCell(entry({ contact: 'ada@fund.example', contact_revealed: true }))}</>);
    expect(screen.getByText('ada@fund.example')).toBeTruthy();
  });
});

describe('Saved Lists entries removed from the catalogue (issue 22 Low, issue 19 item 3)', () => {
  const at = '2026-11-26T05:00:00.000Z';
  const byAdmin = entry({ name: 'Gone Fund', verified: true, removed: { by: 'admin', at } });
  const byInvestor = entry({ name: 'Hidden Fund', removed: { by: 'investor', at } });
  const listed = entry({ name: 'Listed Fund', removed: null });

  it('says why: removed by an administrator, or at the investor’s request; nothing while listed', () => {
    expect(removalText(byAdmin)).toBe('Removed from the catalogue');
    expect(removalText(byInvestor)).toBe('Removed at the investor’s request');
    expect(removalText(listed)).toBe('');
    render(<>{nameCell(byAdmin)}</>);
    expect(screen.getByText('Gone Fund')).toBeTruthy();
    expect(screen.getByText('Removed from the catalogue')).toBeTruthy();
    expect(document.querySelector('[data-trust]')).toBeNull();
  });

  it("shows a listed entry's trust state as every screen does (issue 34 item 3): open data is not 'Verified'", () => {
    const accelerator = entry({
      ...NO_LISTING_STATE,
      name: 'Demo Accelerator',
      verified: true, // the dataset's own column
      source: {
        name: 'Startup Accelerators & Founder Programs',
        licence: 'CC BY 4.0',
        url: '',
        verified_at: '2024-03-12',
      },
    });
    render(<>{nameCell(accelerator)}</>);
    expect(document.querySelector('[data-trust]')!.getAttribute('data-trust')).toBe('open_data');
    expect(screen.getByText('Open data')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('keeps a revealed contact; an unrevealed one is not available (no reveal offered)', () => {
    render(<>{contactCell({ ...byInvestor, contact: 'ada@fund.example', contact_revealed: true })}</>);
    expect(screen.getByText('ada@fund.example')).toBeTruthy();
    cleanup();
    render(<>{contactCell(byInvestor)}</>);
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('offers no View profile on a removed entry; Edit, Move or copy and Remove stay', () => {
    expect(canOpenProfile(byAdmin)).toBe(false);
    expect(canOpenProfile(listed)).toBe(true);
    const handlers = {
      onView: () => {},
      onEdit: () => {},
      onTransfer: () => {},
      onRemove: () => {},
      removing: () => false,
    };
    render(<RowActions item={byAdmin} handlers={handlers} />);
    expect(screen.queryByText('View profile')).toBeNull();
    expect(screen.getByText('Edit')).toBeTruthy();
    expect(screen.getByText('Remove')).toBeTruthy();
    cleanup();
    render(<RowActions item={listed} handlers={handlers} />);
    expect(screen.getByText('View profile')).toBeTruthy();
  });
});
