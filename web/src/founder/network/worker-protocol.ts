/** The messages of the Network page's worker (match.worker.ts) to the page. */
import type { NetworkMatch } from '../../../../shared/network-match.js';

export type WorkerAnswer =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; rows: number; matches: NetworkMatch[] }
  | { type: 'error'; code: 'no_header' | 'malformed' };
