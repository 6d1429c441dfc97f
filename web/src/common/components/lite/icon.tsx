/**
 * The few icons the dashboard's first screen needs, as inline SVG (issue 23 "Speed",
 * docs/decisions/0053-investor-database-without-cloudscape.md): Cloudscape's Icon component brings the library's
 * base component and visual-mode machinery to every page that shows one, which the signed-in shell and the
 * Investor Database paid for on every load. The drawings are Cloudscape's own (`@cloudscape-design/components`
 * 3.0.1383, icon/generated/icons.js, Apache-2.0): 16×16, 2 px strokes in the current text colour (icon.css), so the
 * pages look as they did. Decorative: every icon is `aria-hidden`; the control around it carries the name.
 */
import type { ReactNode } from 'react';
import './icon.css';

const ICONS = {
  'angle-left': <path d="M11 2 5 8l6 6" />,
  'angle-right': <path d="m5 2 6 6-6 6" />,
  'caret-down-filled': <path className="fs-icon__filled" d="m8 11 4-6H4l4 6Z" />,
  'caret-right-filled': <path className="fs-icon__filled" d="m11 8-6 4V4l6 4Z" />,
  close: <path d="m2 1.71 12 12M2 13.71l12-12" />,
  envelope: (
    <>
      <path d="m1 3 7 6M15 3 8 9" strokeLinecap="round" />
      <path d="M15 3H1v10h14V3Z" />
    </>
  ),
  external: (
    <>
      <path d="M13 9.012v-6H7M13.02 3 7 9.01" />
      <path d="M3 5.012v8h8.01" />
    </>
  ),
  file: (
    <>
      <path d="M13 15H3V1h6l4 4v10Z" />
      <path d="M8 1v5h5" />
    </>
  ),
  // The AI Tools workspace's sidebar entry (issue 38); the sparkle is drawn as a stroke here
  'gen-ai': (
    <>
      <path d="M6.15 10.365 8 15.005l1.86-4.64 4.64-1.86-4.64-1.85L8 2.005l-1.85 4.65-4.65 1.85 4.65 1.86Z" />
      <path d="M2.5 1v3M1 2.5h3" />
    </>
  ),
  'grid-view': <path d="M6 10H2v4h4v-4ZM14 10h-4v4h4v-4ZM6 2H2v4h4V2ZM14 2h-4v4h4V2Z" />,
  group: (
    <>
      <path d="M15 16v-2a2 2 0 0 0-2-2H9a2 2 0 0 0-2 2v2" />
      <circle cx="11.25" cy="6.75" r="2.25" />
      <path
        className="fs-icon__filled"
        d="M6.254 8.99H3a2.005 2.005 0 0 0-2.005 2.005v2h.01v-2C1.005 9.893 1.898 9 3 9h3.261a8.678 8.678 0 0 1-.007-.01Z"
      />
      <circle cx="4.25" cy="4.25" r="2.25" />
    </>
  ),
  heart: (
    <path d="M13.752 2.873c-1.44-1.3-3.7-1.1-5.08.28l-.7.7-.7-.7c-1.37-1.37-3.63-1.58-5.08-.28a3.588 3.588 0 0 0-.14 5.21l5.87 5.87s.07.03.09 0l5.87-5.87a3.588 3.588 0 0 0-.14-5.21h.01Z" />
  ),
  menu: <path d="M15 3H1M15 8H1M15 13H1" />,
  search: <path d="m11 11 4 4M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10Z" />,
  // issue 39: Deck rooms (share a deck by link)
  share: (
    <>
      <circle cx="12" cy="3.5" r="2" />
      <circle cx="12" cy="12.5" r="2" />
      <circle cx="4" cy="8" r="2" />
      <path d="m5.8 7 4.4-2.5M5.8 9l4.4 2.5" />
    </>
  ),
  settings: (
    <>
      <path d="M6.11 1.729c.07-.42.44-.729.86-.729h2.02c.43 0 .79.31.86.729l.17.999c.05.29.24.529.5.679.06.03.11.06.17.1.25.15.56.2.84.1l.95-.35c.4-.15.85 0 1.07.38l1.01 1.747c.21.37.13.839-.2 1.108l-.78.64c-.23.189-.34.479-.33.768v.2c0 .29.11.579.33.769l.78.639c.33.27.42.739.2 1.108l-1.01 1.748c-.21.37-.66.529-1.06.38l-.95-.35a.966.966 0 0 0-.84.1c-.06.03-.11.07-.17.1-.26.14-.45.389-.5.679l-.17.998A.878.878 0 0 1 9 15H6.98a.87.87 0 0 1-.86-.729l-.17-.998a.988.988 0 0 0-.5-.68c-.06-.03-.11-.06-.17-.1a.987.987 0 0 0-.84-.1l-.95.35c-.4.15-.85 0-1.07-.38l-1.01-1.747c-.21-.37-.13-.839.2-1.108l.78-.64c.23-.189.34-.479.33-.768v-.2c0-.3-.11-.58-.33-.77l-.78-.639a.865.865 0 0 1-.2-1.108l1.01-1.748c.21-.37.66-.529 1.07-.38l.95.35c.28.1.58.05.84-.1.06-.03.11-.07.17-.1.26-.14.45-.389.5-.679l.16-.999Z" />
      <path d="M8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
    </>
  ),
  'side-bar': (
    <>
      <rect x="1" y="3" width="14" height="10" rx="1" />
      <path d="M6 3v10" />
    </>
  ),
  'sign-out': (
    <>
      <path d="M7 2H2v12h5" />
      <path d="M13.98 8.018 5.5 8.01m4.241 4.244 4.243-4.242-4.243-4.243" />
    </>
  ),
  star: <path d="m8 1 2.16 4.38 4.84.71-3.5 3.41.83 4.81L8 12.04l-4.33 2.27.83-4.81L1 6.09l4.84-.71L8 1Z" />,
  'star-filled': (
    <path
      className="fs-icon__filled"
      d="m8 1 2.16 4.38 4.84.71-3.5 3.41.83 4.81L8 12.04l-4.33 2.27.83-4.81L1 6.09l4.84-.71L8 1Z"
    />
  ),
  'status-info': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M8 12V7M8 6V4" />
    </>
  ),
  'status-negative': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="m5.5 5.5 5 5M10.5 5.5l-5 5" />
    </>
  ),
  'status-positive': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M4.5 7.5 7 10l4-5" />
    </>
  ),
  'status-stopped': (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M5 8h6" />
    </>
  ),
  'status-warning': (
    <path d="M8 5v4M8 10v2M6.52 1.88l-5.33 9.76c-.13.23-.19.5-.19.76 0 .88.71 1.59 1.59 1.59H13.4c.88 0 1.59-.71 1.59-1.59 0-.27-.07-.53-.19-.76L9.48 1.88C9.18 1.34 8.62 1 8 1s-1.18.34-1.48.88Z" />
  ),
  ticket: <path d="M13 8c0-1.1.9-2 2-2V3H1v3c1.1 0 2 .9 2 2s-.9 2-2 2v3h14v-3c-1.1 0-2-.9-2-2Z" />,
  'view-full': (
    <>
      <path d="M15 1H1v14h14V1Z" />
      <path
        className="fs-icon__filled"
        d="M11.5 4h-7a.5.5 0 0 0-.5.5v7a.5.5 0 0 0 .5.5h7a.5.5 0 0 0 .5-.5v-7a.5.5 0 0 0-.5-.5Z"
      />
    </>
  ),
  'view-horizontal': (
    <>
      <path d="M15 15V1H1v14h14Z" />
      <path
        className="fs-icon__filled"
        d="M11.5 7h-7a.5.5 0 0 0-.5.5v4a.5.5 0 0 0 .5.5h7a.5.5 0 0 0 .5-.5v-4a.5.5 0 0 0-.5-.5Z"
      />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** The names `LiteIcon` draws. */
export type LiteIconName = keyof typeof ICONS;

/** Colour variants, as Cloudscape's Icon `variant` (the default follows the text colour). */
export type LiteIconVariant = 'normal' | 'inverted' | 'success' | 'warning' | 'error' | 'info' | 'subtle';

/** A 16 px icon (decorative, `aria-hidden`). */
export function LiteIcon({ name, variant = 'normal' }: { name: LiteIconName; variant?: LiteIconVariant }) {
  return (
    <svg
      className="fs-icon"
      data-variant={variant === 'normal' ? undefined : variant}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      focusable="false"
      aria-hidden="true"
    >
      {ICONS[name]}
    </svg>
  );
}
