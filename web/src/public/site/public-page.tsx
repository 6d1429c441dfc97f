/**
 * Frame of the public pages (static pages, /apply, 404): skip link, floating header, main content, footer; sets the
 * document title. Shows the full-page spinner while `loading` (the session check of pages that wait for it).
 */
import './public.css';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '../../common/components/full-page-spinner.js';
import { useDocumentTitle } from '../../common/title.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

export function PublicPage({
  title,
  loading = false,
  className,
  children,
}: {
  /** Document title; `| Fundscout` is appended unless it already names the product. */
  title: string;
  loading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  if (loading) return <FullPageSpinner />;
  return (
    <div className={`ps-page ${className ?? ''}`}>
      <a href="#main" className="ps-skip">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
