// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { investorStrings } from '../../investor/strings.js';
import { strings } from '../strings.js';
import { AuthSide, EmailPlaceholder } from './auth-side.js';
import { EmailField } from './fields.js';

afterEach(cleanup);

describe('the sign-in frame shared by founders and investors (issue 19)', () => {
  it('the email field shows the example address of its screen: a startup’s for founders, a firm’s for investors', () => {
    const { unmount } = render(<EmailField value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Email').getAttribute('placeholder')).toBe(strings.auth.emailPlaceholder);
    unmount();
    render(
      <EmailPlaceholder.Provider value={investorStrings.auth.emailPlaceholder}>
        <EmailField value="" onChange={() => undefined} />
      </EmailPlaceholder.Provider>,
    );
    expect(screen.getByLabelText('Email').getAttribute('placeholder')).toBe('you@yourfirm.com');
  });

  it('the side copy lists what is given first, then the ticked bullets', () => {
    render(
      <AuthSide title="Why" body="Because" bullets={['One', 'Two']}>
        <li>First</li>
      </AuthSide>,
    );
    const side = screen.getByRole('complementary', { name: 'Why' });
    expect([...side.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['First', '✓One', '✓Two']);
  });
});
