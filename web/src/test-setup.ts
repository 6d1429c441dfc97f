/**
 * Set-up of the unit tests (vitest.config.ts `setupFiles`), for the web tests (issue 21: 95 React act warnings).
 *
 * - React's act environment is on (`IS_REACT_ACT_ENVIRONMENT`), as Testing Library turns it on when the runner's
 *   hooks are globals (they are not here): React then checks that every state update of a test runs inside
 *   `act(...)` (which Testing Library's render, fireEvent, findBy and waitFor do).
 * - A React warning that an update was not wrapped in act, or that act is not supported, fails the test during
 *   which it was printed: such an update is one the test did not wait for, so its assertions race it. Wait for
 *   the condition the update leads to (`findBy...`, `waitFor`), or wrap timer advances in `act`.
 *
 * Harmless for the tests of functions/, shared/ and scripts/ (no React, nothing matches).
 */
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACT_WARNING = /not wrapped in act\(|not configured to support act\(/;
let warnings: string[] = [];

const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  // React passes a format string ('An update to %s inside a test...') and its values.
  const rest = args.slice(1);
  const text =
    typeof args[0] === 'string'
      ? args[0].replace(/%s/g, () => String(rest.shift())) + rest.map((a) => ` ${String(a)}`).join('')
      : args.map(String).join(' ');
  // Reported by the check below (its first line names the component), not printed.
  if (ACT_WARNING.test(text)) warnings.push(text.split('\n')[0]!);
  else consoleError(...args);
};

/** The act warnings printed since the last call (and forgets them). */
export function takeActWarnings(): string[] {
  const taken = warnings;
  warnings = [];
  return taken;
}

afterEach(() => {
  const found = takeActWarnings();
  if (found.length > 0) {
    throw new Error(
      `React printed ${found.length} act(...) warning(s) during this test; wait for the update instead:\n${found.join('\n')}`,
    );
  }
});
