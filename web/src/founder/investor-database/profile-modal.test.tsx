// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ProfileModal from './profile-modal.js';
import { testInvestor as investor } from './test-investor.js';

afterEach(cleanup);

describe('ProfileModal', () => {
  it('offers no paid reveal without a direct contact: a plain note and the public links (ADR 0014)', () => {
    const onReveal = vi.fn();
    render(
      <ProfileModal
        investor={investor({
          has_direct_contact: false,
          contact_type: null,
          company_url: 'https://northwind.vc',
        })}
        onDismiss={() => {}}
        onReveal={onReveal}
      />,
    );
    expect(screen.queryByRole('button', { name: /Reveal contact/ })).toBeNull();
    expect(screen.getByTestId('no-direct-contact').textContent).toContain('No direct contact on file');
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://northwind.vc');
    expect(screen.queryByTestId('direct-contact-badge')).toBeNull();
  });

  it('shows the Direct contact badge, structured sections and one provenance line', () => {
    render(<ProfileModal investor={investor()} onDismiss={() => {}} onReveal={() => {}} />);
    expect(screen.getByTestId('direct-contact-badge').textContent).toBe('Direct contact');
    expect(screen.getByText('Headquarters')).toBeTruthy();
    expect(screen.getByText('2019')).toBeTruthy();
    // The dataset's date is the dataset's statement, never 'verified' (issue 34 item 3)
    expect(screen.getByTestId('provenance').textContent).toContain('· as of 1 Sep 2026');
    expect(screen.getByTestId('provenance').textContent).not.toMatch(/verified/i);
  });

  it('shows the trust state beside the name and its plain line: open data, confirmed, lapsed (issue 34 item 3)', () => {
    const accelerator = investor({
      funding_type: 'Accelerator',
      source: {
        name: 'Startup Accelerators & Founder Programs',
        licence: 'CC BY 4.0',
        url: 'https://example.org',
        verified_at: '2024-03-12',
      },
    });
    const { unmount } = render(<ProfileModal investor={accelerator} onDismiss={() => {}} />);
    const heading = screen.getByRole('heading', { name: /Northwind Ventures/ });
    expect(heading.querySelector('[data-trust]')!.textContent).toBe('Open data');
    expect(screen.getByTestId('trust-label').textContent).toBe(
      'From open data: Startup Accelerators & Founder Programs, as of 12 Mar 2024',
    );
    expect(screen.queryByText('Verified')).toBeNull();
    unmount();

    const confirmed = { claimed: true, confirmed_at: '2026-11-25T09:00:00.000Z' };
    const second = render(<ProfileModal investor={investor(confirmed)} onDismiss={() => {}} />);
    expect(
      screen.getByRole('heading', { name: /Northwind Ventures/ }).querySelector('[data-trust]')!.textContent,
    ).toBe('Confirmed');
    expect(screen.getByTestId('trust-label').textContent).toBe('Confirmed by the investor on 25 Nov 2026');
    expect(screen.getByText('Claimed by the investor')).toBeTruthy();
    second.unmount();

    render(
      <ProfileModal investor={investor({ ...confirmed, confirmation_lapsed: true })} onDismiss={() => {}} />,
    );
    expect(screen.getByText('Confirmation lapsed')).toBeTruthy();
    // once: the plain line (the badge's title is not text)
    expect(screen.getAllByText('Not confirmed since 25 Nov 2026')).toHaveLength(1);
    expect(screen.queryByText('Claimed by the investor')).toBeNull();
  });

  it('masks an unrevealed contact and reveals it through onReveal (1 action)', () => {
    // Prepare
    const onReveal = vi.fn();
    render(<ProfileModal investor={investor()} onDismiss={() => {}} onReveal={onReveal} />);

    // Act
    const dialog = screen.getByRole('dialog');
    const reveal = screen.getByRole('button', { name: 'Reveal contact of Northwind Ventures (1 action)' });
    fireEvent.click(reveal);

    // Assess
    expect(dialog.textContent).toContain('Northwind Ventures');
    expect(screen.getByText('••••••••')).toBeTruthy();
    expect(dialog.textContent).toContain('Costs 1 action.');
    expect(onReveal).toHaveBeenCalledWith(expect.objectContaining({ id: 'inv-1' }));
  });

  it('disables the reveal where revealing is not offered (Saved Lists)', () => {
    const onReveal = vi.fn();
    render(<ProfileModal investor={investor()} onDismiss={() => {}} onReveal={onReveal} canReveal={false} />);

    const reveal = screen.getByRole('button', { name: /Reveal contact/ });
    fireEvent.click(reveal);

    expect(reveal.getAttribute('aria-disabled') === 'true' || reveal.hasAttribute('disabled')).toBe(true);
    expect(onReveal).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').textContent).toContain(
      'Contacts are revealed from the Investor Database.',
    );
  });

  it('offers Save, and Saved (pressed) for a saved investor', () => {
    const onToggleSave = vi.fn();
    const { rerender } = render(
      <ProfileModal investor={investor()} onDismiss={() => {}} onToggleSave={onToggleSave} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save Northwind Ventures' }));
    rerender(
      <ProfileModal investor={investor({ saved: true })} onDismiss={() => {}} onToggleSave={onToggleSave} />,
    );
    const saved = screen.getByRole('button', { name: /^Saved: Northwind Ventures/ });
    fireEvent.click(saved);

    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(onToggleSave.mock.calls.map((c) => c[1])).toEqual([true, false]);
  });

  it('never renders a contact value the server did not reveal, even if one is present', () => {
    // Prepare: a contact value with contact_revealed false must not be shown.
    render(
      <ProfileModal
        investor={investor({
          contact: 'partners@northwind.vc',
          contact_type: 'email',
          contact_revealed: false,
        })}
        onDismiss={() => {}}
      />,
    );

    // Assess
    expect(screen.getByRole('dialog').textContent).not.toContain('partners@northwind.vc');
    expect(screen.getByText('••••••••')).toBeTruthy();
  });

  it('shows a revealed contact as a link and no mask', () => {
    render(
      <ProfileModal
        investor={investor({
          contact: 'partners@northwind.vc',
          contact_type: 'email',
          contact_revealed: true,
        })}
        onDismiss={() => {}}
      />,
    );

    const link = screen.getByRole('link', { name: /partners@northwind\.vc/ });
    expect(link.getAttribute('href')).toBe('mailto:partners@northwind.vc');
    expect(screen.queryByText('••••••••')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reveal contact/ })).toBeNull();
  });

  it('adds https:// to a scheme-less website and shows the source licence', () => {
    render(<ProfileModal investor={investor()} onDismiss={() => {}} />);

    const website = screen.getByRole('link', { name: /northwind\.vc/ });
    expect(website.getAttribute('href')).toBe('https://northwind.vc');
    expect(screen.getByRole('dialog').textContent).toContain('Fundraising Fox Open Dataset, CC BY 4.0');
  });

  it('closes with the Close button and renders nothing without an investor', () => {
    // Prepare
    const onDismiss = vi.fn();
    const { rerender } = render(<ProfileModal investor={investor()} onDismiss={onDismiss} />);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    rerender(<ProfileModal investor={null} onDismiss={onDismiss} />);

    // Assess
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables Reveal at 0 actions left with the reason and View Plans', () => {
    const onReveal = vi.fn();
    render(
      <MemoryRouter>
        <ProfileModal investor={investor()} onDismiss={() => {}} onReveal={onReveal} outOfActions />
      </MemoryRouter>,
    );

    const reveal = screen.getByRole('button', { name: 'Reveal contact of Northwind Ventures (1 action)' });
    expect(reveal.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(reveal);
    expect(onReveal).not.toHaveBeenCalled();
    expect(screen.getByTestId('reveal-note').textContent).toContain('no actions left');
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/dashboard/pricing');
  });

  it('shows a refused reveal inline in the modal, with View Plans at the limit', () => {
    render(
      <MemoryRouter>
        <ProfileModal
          investor={investor()}
          onDismiss={() => {}}
          onReveal={() => {}}
          revealError={{ title: 'Action Limit Reached', message: 'You need at least 1 action.', limit: true }}
        />
      </MemoryRouter>,
    );

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Action Limit Reached');
    expect(dialog.textContent).toContain('You need at least 1 action.');
    expect(screen.getByRole('link', { name: 'View Plans' })).toBeTruthy();
  });

  it('shows the photo with alt text, and leaves out a company that repeats the name', () => {
    render(
      <ProfileModal
        investor={investor({ company: 'Northwind Ventures', image_url: 'https://example.com/n.jpg' })}
        onDismiss={() => {}}
      />,
    );

    const photo = screen.getByRole('img', { name: 'Photo of Northwind Ventures' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Photo of Northwind Ventures' })).toBeNull();
    expect(screen.queryByText('Company')).toBeNull();
  });

  it("asks the firm to claim an unclaimed listing, and a claimed listing's team to grow (issue 19 item 2)", () => {
    const { unmount } = render(<ProfileModal investor={investor()} onDismiss={() => {}} />);
    expect(screen.getByRole('link', { name: 'Claim this listing' }).getAttribute('href')).toBe('/investors');
    expect(screen.queryByText('Claimed by the investor')).toBeNull();
    unmount();

    render(
      <ProfileModal
        investor={investor({ claimed: true, confirmed_at: '2026-11-25T09:00:00.000Z' })}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByText('Claimed by the investor')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Claim this listing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join its team on Fundscout' }).getAttribute('href')).toBe(
      '/investors',
    );
  });
});
