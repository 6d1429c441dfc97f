/**
 * The frame's shared pieces of a sign-in screen (founders' /auth, investors' /investors/auth; issue 19, one auth
 * code for both pools), plain HTML so the frame paints without the forms' chunk:
 * - `AuthSide`: the side copy (a heading, a paragraph, ticked bullets; `children` first in the list, e.g. the
 *   founders' live investor count);
 * - `EmailPlaceholder`: the example address the email field shows (a founder's 'you@startup.com', an investor's
 *   firm address), provided by `AuthScreen` and read by common/sign-in/fields.tsx.
 */
import { createContext, type ReactNode } from 'react';
import { strings } from '../strings.js';

export const EmailPlaceholder = createContext<string>(strings.auth.emailPlaceholder);

export function AuthSide({
  title,
  body,
  bullets,
  children,
}: {
  title: string;
  body: string;
  bullets: readonly string[];
  children?: ReactNode;
}) {
  return (
    <aside className="fs-auth__side" aria-label={title}>
      <h2>{title}</h2>
      <p>{body}</p>
      <ul>
        {children}
        {bullets.map((item) => (
          <li key={item}>
            <span className="fs-auth__tick" aria-hidden="true">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}
