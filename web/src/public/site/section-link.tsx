/**
 * A link to a landing section (founder-app.md §2 header and footer anchors): on the landing page a same-page
 * `#anchor` (smooth scrolling comes from CSS `scroll-behavior`, off when reduced motion is asked for); from any
 * other page `/#anchor`, which the landing scrolls to once it has rendered.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

export type SectionId = 'features' | 'why-choose-us' | 'pricing' | 'faq';

export function SectionLink({
  section,
  className,
  children,
}: {
  section: SectionId;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${section}`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${section}`} className={className}>
      {children}
    </Link>
  );
}
