// @vitest-environment jsdom
/** Saved Lists' Contact column (issue 23): 'Hidden' only where a contact is on file and not revealed. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { savedColumns, type SavedInvestor } from './saved-config.js';

afterEach(cleanup);

const contactCell = savedColumns(() => null).find((c) => c.id === 'contact')!.cell;
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
