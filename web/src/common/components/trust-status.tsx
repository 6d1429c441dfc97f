/**
 * A listing's trust state, shown the same way on every screen (one trust model: shared/trust.ts `trustOf`; issue 34
 * item 3; docs/decisions/0056-catalogue-with-many-writers.md "How the screens show it"): the founders' cards, table,
 * profile and Saved Lists, the admin Investors table and its Details dialog.
 *
 * | state       | badge               | look (as Cloudscape's StatusIndicator)  |
 * |-------------|---------------------|-----------------------------------------|
 * | `confirmed` | Confirmed           | success (green, tick)                   |
 * | `checked`   | Checked             | success (green, tick)                   |
 * | `lapsed`    | Confirmation lapsed | warning (amber, triangle)               |
 * | `open_data` | Open data           | info (blue, i)                          |
 * | `added`     | Not checked         | stopped (grey, dash)                    |
 *
 * The badge is the short form; the state's plain line (`label`: "Confirmed by the investor on 25 Nov 2026", "From
 * open data: <dataset>, as of 12 Mar 2024") is its title on hover and what screen readers read, unless the page
 * shows that line itself beside it (`labelShown`, the profile). Every state is shown, `added` included: a card with
 * no mark would not say whether it was checked.
 *
 * Plain React and CSS (no Cloudscape): the cards are the Investor Database's first screen (ADR 0053), and the admin
 * and the founders' Cloudscape screens use this same component so that it looks the same everywhere.
 */
import type { Trust, TrustState } from '../../../../shared/trust.js';
import { LiteIcon, type LiteIconName } from './lite/icon.js';
import './trust-status.css';

/** Each state's look: a StatusIndicator type and its icon. */
const TRUST_LOOK: Record<
  TrustState,
  { type: 'success' | 'warning' | 'info' | 'stopped'; icon: LiteIconName }
> = {
  confirmed: { type: 'success', icon: 'status-positive' },
  checked: { type: 'success', icon: 'status-positive' },
  lapsed: { type: 'warning', icon: 'status-warning' },
  open_data: { type: 'info', icon: 'status-info' },
  added: { type: 'stopped', icon: 'status-stopped' },
};

/**
 * The trust badge of a listing (`trust`: shared/trust.ts `trustOf` of the investor, or the admin API's `trust`).
 * @param labelShown true where the page writes `trust.label` beside the badge: the label is then not repeated for
 *   screen readers.
 */
export function TrustStatus({ trust, labelShown = false }: { trust: Trust; labelShown?: boolean }) {
  const look = TRUST_LOOK[trust.state];
  return (
    <span className="fs-trust" data-type={look.type} data-trust={trust.state} title={trust.label}>
      <LiteIcon name={look.icon} />
      {labelShown ? (
        <span>{trust.badge}</span>
      ) : (
        <>
          <span aria-hidden="true">{trust.badge}</span>
          <span className="fs-trust__label">{trust.label}</span>
        </>
      )}
    </span>
  );
}
