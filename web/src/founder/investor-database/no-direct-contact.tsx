/**
 * The contacts model in the Investor Database (docs/decisions/0014-contacts-model.md): where an investor has no
 * direct contact on file, the profile shows a plain note with the investor's public links (website, application
 * page, source page: always shown, never metered) instead of a paid reveal.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Investor } from '../../../../shared/schemas.js';
import { contactStrings as c } from './contacts-strings.js';

/** The public links of an investor, as [label, href] pairs (website, application page, source page). */
export function publicLinks(
  investor: Pick<Investor, 'company_url' | 'application_url' | 'source'>,
): [string, string][] {
  const links: [string, string][] = [];
  const seen = new Set<string>();
  const add = (label: string, href: string | null | undefined) => {
    if (!href || !/^https?:\/\//i.test(href) || seen.has(href)) return;
    seen.add(href);
    links.push([label, href]);
  };
  add(c.website, investor.company_url);
  add(c.application, investor.application_url);
  add(c.sourcePage, investor.source?.url);
  return links;
}

/** In place of the reveal: there is no direct contact; the public links are the way to reach the investor. */
export function NoDirectContact({ investor }: { investor: Investor }) {
  const links = publicLinks(investor);
  return (
    <SpaceBetween size="xxs">
      <Box variant="small" color="text-body-secondary">
        <span data-testid="no-direct-contact">{c.noDirect}</span>
      </Box>
      {links.length > 0 && (
        <SpaceBetween direction="horizontal" size="s">
          {links.map(([label, href]) => (
            <Link key={href} href={href} external fontSize="body-s">
              {label}
            </Link>
          ))}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
