// @vitest-environment happy-dom
/** The unit-test set-up (test-setup.ts) catches React updates a test did not wait for. */
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { takeActWarnings } from './test-setup.js';

afterEach(cleanup);

/** Shows 'late' once a timer has fired: an update outside any act(...) unless the test waits for it. */
function Late() {
  const [text, setText] = useState('early');
  useEffect(() => {
    const id = setTimeout(() => setText('late'), 0);
    return () => clearTimeout(id);
  }, []);
  return <p>{text}</p>;
}

describe('the act warning check', () => {
  it('records the warning of an update the test did not wait for', async () => {
    // Act: let the timer fire outside act(...)
    render(<Late />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Assess (and take the warning, so the check after this test passes)
    expect(screen.getByText('late')).toBeTruthy();
    expect(takeActWarnings()).toEqual([expect.stringMatching(/not wrapped in act\(/)]);
  });

  it('records nothing when the test waits for the update', async () => {
    render(<Late />);
    expect(await screen.findByText('late')).toBeTruthy();
    expect(takeActWarnings()).toEqual([]);
  });
});
