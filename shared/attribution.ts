/**
 * Attributions the licences of the imported investor data require (data/README.md). Shown in the app's footer
 * and on the About page; each imported investor also keeps its own `source`.
 */
import { escapeRegExp } from './regexp.js';

export interface Attribution {
  /** Short source name as stored on each investor's `source.name`. */
  source: string;
  /** The attribution text, as the licensor asks for it. */
  text: string;
  url: string;
  licence: string;
  licenceUrl: string;
  changes: string;
}

export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    source: 'Fundraising Fox Open Dataset',
    text: 'Fundraising Fox Open Dataset, v2026-09. https://fundraisingfox.com — via github.com/fundraisingfox/data',
    url: 'https://github.com/fundraisingfox/data',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    changes:
      'Changed: firm types and stages mapped to Fundscout’s vocabulary, countries spelled out, check sizes formatted, non-investor firm types left out.',
  },
  {
    source: 'Startup Accelerators & Founder Programs',
    text: 'Startup Accelerators & Founder Programs, compiled by Lucas Jin (luc3xhj) / Foundshore, CC BY 4.0',
    url: 'https://github.com/luc3xhj/startup-accelerators',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    changes:
      'Changed: programs mapped to the Accelerator type, stages, countries and focus sectors normalised, fields renamed, inactive programs left out.',
  },
  {
    source: 'awesome-oss-investors',
    text: 'awesome-oss-investors, Copyright (c) CrowdDotDev, MIT License',
    url: 'https://github.com/CrowdDotDev/awesome-oss-investors',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    changes:
      'Changed: stages and ticket sizes normalised; firms also in the Fundraising Fox rows merged by website domain.',
  },
];

/**
 * The attribution's text for a line that links its licence right after it: without a trailing ", <licence>" or
 * ", <licence> License" the licensor's text carries (issue 23: the footer read "CC BY 4.0 (CC BY 4.0)").
 */
export function attributionText(a: Pick<Attribution, 'text' | 'licence'>): string {
  return a.text.replace(new RegExp(`,\\s*${escapeRegExp(a.licence)}(\\s+License)?\\s*$`, 'i'), '');
}
