/** A static document page (About, Privacy, Terms): title, 'Last updated', sections of paragraphs and bullets. */
import type { ReactNode } from 'react';
import { PublicPage } from '../site/public-page.js';
import { lastUpdated, type DocSection } from './content.js';

export function DocPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  /** The date (YYYY-MM-DD) the page's text last changed. */
  updated: string;
  intro?: string;
  sections: readonly DocSection[];
  children?: ReactNode;
}) {
  return (
    <PublicPage title={title}>
      <article className="ps-doc ps-container ps-container--narrow">
        <h1>{title}</h1>
        <p className="ps-updated">{lastUpdated(updated)}</p>
        {intro && <p>{intro}</p>}
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2 id={slug(section.heading)}>{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </article>
    </PublicPage>
  );
}

const slug = (text: string) => `doc-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
