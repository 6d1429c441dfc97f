/**
 * `npm run bench:network [-- --rows 5000] [--runs 20]`
 *
 * Measures the warm-intro matching of the Network page (issue 24; docs/decisions/0037-network-in-the-browser.md):
 * the network index of the real seeded catalogue (readCatalogue: the repo's data/ files mapped as the seed maps
 * them; functions/catalogue-stats/network-index.ts), its JSON and gzip size (what the page downloads), and the time
 * to parse a generated `--rows`-row LinkedIn Connections.csv (notes before the header, quoted commas, accents, mostly
 * empty emails; shared/network-csv.ts) and match it (shared/network-match.ts, matcher built each run, as the page's
 * worker does per file). The same modules run in the browser's Web Worker. Prints the command, runs, p50/p95/max
 * and the load average (as `uptime` prints it). Target (issue 24): under 2 s for 5,000 rows on a 2-CPU machine. Exits 0.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { readCatalogue } from '../functions/catalogue/catalogue.js';
import { networkIndex } from '../functions/catalogue-stats/network-index.js';
import { parseConnections } from '../shared/network-csv.js';
import { buildMatcher, matchConnections, type NetworkIndexData } from '../shared/network-match.js';
import { prng } from './bench/generate.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const rowsWanted = Number(arg('rows') ?? 5000);
const runs = Number(arg('runs') ?? 20);

/** A LinkedIn-shaped export of `n` rows: about 15% at or next to an investor of `index`, the rest elsewhere. */
function connectionsCsv(n: number, index: NetworkIndexData): string {
  const rand = prng(24);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const firsts = ['Zoë', 'José', 'Ørjan', 'Ana', 'Chloé', 'Bo', 'Müge', 'Łukasz', 'Siân', 'Kenji'];
  const lasts = ['Souza', 'Li', 'Nowak', 'García', 'Okafor', 'Müller', 'Dubois', 'Tanaka'];
  const others = [
    'Acme Widgets',
    'Globex',
    'Initech, Inc.',
    'Lux Research',
    'Capital One',
    'Société Générale',
  ];
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    'Notes:',
    '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email."',
    '',
    'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  ];
  for (let i = 0; i < n; i++) {
    const e = pick(index.investors);
    const r = rand();
    const company =
      r < 0.1
        ? `${e.name}, LLC`
        : r < 0.15 && e.portfolio?.length
          ? pick(e.portfolio)
          : `${pick(others)} ${i % 50}`;
    const email = r > 0.95 && e.domains?.length ? `p${i}@${e.domains[0]}` : '';
    lines.push(
      [
        pick(firsts),
        pick(lasts),
        `https://www.linkedin.com/in/p-${i}`,
        email,
        company,
        'Partner, Seed',
        '26 Nov 2026',
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const catalogue = await readCatalogue();
const index = networkIndex(catalogue.investors.map((i) => i.record));
const json = JSON.stringify(index);
const csv = connectionsCsv(rowsWanted, index);

let matches = 0;
const once = () => {
  const connections = parseConnections(csv);
  matches = matchConnections(connections, buildMatcher(index)).length;
  return connections.length;
};
for (let i = 0; i < 3; i++) once(); // warm-up
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  once();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;

/** What `uptime` prints as the load average (1, 5, 15 minutes), from os.loadavg(). */
const uptime = `load average: ${loadavg()
  .map((l) => l.toFixed(2))
  .join(', ')}`;
console.log(
  `npm run bench:network -- --rows ${rowsWanted} --runs ${runs}   (${cpus().length} CPUs, node ${process.version})`,
);
console.log(
  `network index: ${index.investors.length} investors, ${(json.length / 1024).toFixed(1)} kB JSON, ${(gzipSync(json).length / 1024).toFixed(1)} kB gzip`,
);
console.log(`Connections.csv: ${rowsWanted} rows, ${(csv.length / 1024).toFixed(0)} kB; ${matches} matches`);
console.log(
  `parse + match: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target < 2000 ms)`,
);
console.log(`uptime ${uptime}`);
