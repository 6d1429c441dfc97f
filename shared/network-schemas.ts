/**
 * The compact public network index (issue 24; docs/decisions/0037-network-in-the-browser.md): what the Network page
 * matches a founder's connections against in the browser. Names, company names, curated aliases, website domains,
 * ids and portfolio companies of every founder-visible investor; never a contact. The plain shape lives in
 * shared/network-match.ts (no zod there, for the web bundle); this schema describes the answer for OpenAPI.
 */
import * as z from 'zod';

/** How long browsers and CloudFront keep the index (seconds): as long as the catalogue figures. */
export const NETWORK_INDEX_MAX_AGE_SECONDS = 300;

const NetworkIndexEntrySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z
      .string()
      .optional()
      .meta({ description: 'The firm the listing is under, when not its own name.' }),
    aliases: z
      .array(z.string())
      .optional()
      .meta({ description: 'Curated other names (shared/investor-aliases.ts).' }),
    domains: z.array(z.string()).optional().meta({ description: 'Website domains, lower case, no www.' }),
    portfolio: z
      .array(z.string())
      .optional()
      .meta({ description: 'Portfolio companies the catalogue knows.' }),
  })
  .meta({ id: 'NetworkIndexEntry' });

export const NetworkIndex = z
  .object({ investors: z.array(NetworkIndexEntrySchema) })
  .meta({ id: 'NetworkIndex' });
export type NetworkIndex = z.infer<typeof NetworkIndex>;
