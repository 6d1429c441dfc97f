/**
 * A Cloudscape `Link` that navigates inside the single-page app (react-router) instead of reloading the page;
 * modifier clicks (new tab) keep the browser's default, as Cloudscape's `onFollow` only fires for plain clicks.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Link, { type LinkProps } from '@cloudscape-design/components/link';

export function RouteLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<LinkProps, 'href' | 'onFollow'>) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      href={to}
      onFollow={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
