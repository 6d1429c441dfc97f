/**
 * Plain React and CSS stand-ins for the few Cloudscape components the dashboard's first screen shows (issue 23
 * "Speed", docs/decisions/0053-investor-database-without-cloudscape.md): a button (normal, primary, icon, link
 * and toggle), a badge, an alert, a skeleton and a small spinner, drawn like Cloudscape's visual refresh
 * (lite.css) so that the Investor Database looks as before. Cloudscape itself still comes with the page's
 * interactive extras (filter bar, table view, preferences, profile modal), each in its own lazy chunk.
 *
 * Behaviour follows the Cloudscape props they replace: a button's `loading` shows a spinner and makes it
 * `aria-disabled` (focus stays, clicks are ignored), `disabled` disables it, `href` makes it a link, `pressed` makes
 * it a toggle (`aria-pressed`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { LiteIcon, type LiteIconName } from './icon.js';
import './lite.css';

export interface LiteButtonProps {
  variant?: 'normal' | 'primary' | 'icon';
  iconName?: LiteIconName;
  iconAlign?: 'left' | 'right';
  /** Pending: a spinner, `aria-disabled`, clicks ignored. */
  loading?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
  /** A toggle button's state (`aria-pressed`). */
  pressed?: boolean;
  /** Renders a link styled as the button. */
  href?: string;
  target?: '_blank';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children?: ReactNode;
}

/** A button drawn like Cloudscape's Button (or ToggleButton with `pressed`). */
export function LiteButton({
  variant = 'normal',
  iconName,
  iconAlign = 'left',
  loading = false,
  disabled = false,
  ariaLabel,
  pressed,
  href,
  target,
  onClick,
  children,
}: LiteButtonProps) {
  const icon = loading ? <LiteSpinner /> : iconName ? <LiteIcon name={iconName} /> : null;
  const content = (
    <>
      {iconAlign === 'left' && icon}
      {children !== undefined && <span>{children}</span>}
      {iconAlign === 'right' && icon}
    </>
  );
  if (href !== undefined) {
    return (
      <a
        className="fs-btn"
        data-variant={variant}
        href={href}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        aria-label={ariaLabel}
        onClick={onClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="fs-btn"
      data-variant={variant}
      aria-label={ariaLabel}
      aria-pressed={pressed}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (!loading) onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}

/** A badge drawn like Cloudscape's Badge. */
export function LiteBadge({
  color = 'grey',
  children,
}: {
  color?: 'grey' | 'blue' | 'green' | 'red';
  children: ReactNode;
}) {
  return (
    <span className="fs-badge" data-color={color}>
      {children}
    </span>
  );
}

const ALERT_ICONS: Record<LiteAlertType, LiteIconName> = {
  info: 'status-info',
  success: 'status-positive',
  warning: 'status-warning',
  error: 'status-negative',
};

export type LiteAlertType = 'info' | 'success' | 'warning' | 'error';

/** An alert drawn like Cloudscape's Alert: status icon, optional bold header, the content, an action on the right. */
export function LiteAlert({
  type,
  header,
  action,
  children,
}: {
  type: LiteAlertType;
  header?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="fs-alert" data-type={type}>
      <span className="fs-alert__icon">
        <LiteIcon name={ALERT_ICONS[type]} />
      </span>
      <div className="fs-alert__body">
        {header !== undefined && <div className="fs-alert__header">{header}</div>}
        {children}
      </div>
      {action !== undefined && <div className="fs-alert__action">{action}</div>}
    </div>
  );
}

/** A grey placeholder block while content loads (decorative). */
export function LiteSkeleton({ height, width }: { height: string; width: string }) {
  return <span className="fs-skeleton" aria-hidden="true" style={{ height, width }} />;
}

/** A small spinning circle (decorative: pair it with text or a label). */
export function LiteSpinner({ size = 'normal' }: { size?: 'normal' | 'large' }) {
  return <span className="fs-spinner" data-size={size} aria-hidden="true" />;
}
