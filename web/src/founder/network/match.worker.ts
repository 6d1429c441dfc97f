/**
 * The Network page's Web Worker (issue 24): reads a Connections.csv File, parses it (shared/network-csv.ts, csv-parse)
 * and matches it against the network index (shared/network-match.ts), off the main thread so the page stays
 * responsive. Messages in: `{ file, index }`; out: `{ type: 'progress', fraction }`, then
 * `{ type: 'done', rows, matches }` or `{ type: 'error', code }`. It makes no request.
 */
import { ConnectionsFileError, parseConnections } from '../../../../shared/network-csv.js';
import { buildMatcher, matchConnections, type NetworkIndexData } from '../../../../shared/network-match.js';
import type { WorkerAnswer } from './worker-protocol.js';

const post = (answer: WorkerAnswer) => self.postMessage(answer);

self.onmessage = async (event: MessageEvent<{ file: Blob; index: NetworkIndexData }>) => {
  try {
    const text = await event.data.file.text();
    const connections = parseConnections(text, (fraction) =>
      post({ type: 'progress', fraction: fraction * 0.9 }),
    );
    const matches = matchConnections(connections, buildMatcher(event.data.index));
    post({ type: 'done', rows: connections.length, matches });
  } catch (error) {
    post({ type: 'error', code: error instanceof ConnectionsFileError ? error.code : 'malformed' });
  }
};
