/**
 * The whole import: reads the three source files of `data/`, maps them (fundraisingfox.ts, accelerators.ts,
 * oss-investors.ts), merges awesome-oss-investors firms into Fundraising Fox and accelerator records by website
 * domain (common.ts `mergeTarget`), and
 * reports per source what was mapped, merged and rejected (with reasons). `buildCatalogue` is pure; only
 * `readCatalogue` touches the file system. Used by seed.ts; documented in docs/data.md.
 */
import { readyRecord } from '../data/investor.js';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { loadEnv } from '../lib/env.js';
import type { MappedInvestor, SourceReport } from './common.js';
import { mapAccelerators } from './accelerators.js';
import { mapFundraisingFox } from './fundraisingfox.js';
import { mapOssInvestors } from './oss-investors.js';

/** `<repo>/data`, resolved from this module's location (works from the repo and from tsx). */
export const DEFAULT_DATA_DIR = resolve(fileURLToPath(new URL('../../data', import.meta.url)));

/** The texts of the three source CSV files. */
export interface CatalogueSources {
  fundraisingFox: string;
  accelerators: string;
  oss: string;
}

export interface Catalogue {
  /** Every investor to store, ids unique (`ff-`, `sa-`, `oss-` prefixes). */
  investors: MappedInvestor[];
  /** One report per source, in import order. */
  reports: SourceReport[];
  /** 'OSS name → id' for every awesome-oss-investors firm merged into a Fundraising Fox or accelerator record. */
  merged: string[];
  /**
   * The id a merged firm would have had (`oss-…`) → the record it joined: a stored record of that id (from a seed
   * before the merge rule knew it) is the same firm twice, and the seed's migration removes it (migrate.ts).
   */
  mergedInto: ReadonlyMap<string, string>;
}

/** Maps and merges the three sources. Deterministic: the same texts give the same records in the same order. */
export function buildCatalogue(sources: CatalogueSources): Catalogue {
  const ff = mapFundraisingFox(sources.fundraisingFox);
  const sa = mapAccelerators(sources.accelerators);
  // awesome-oss-investors firms merge into either source by website domain (common.ts `mergeTarget`).
  const earlier = [...ff.investors, ...sa.investors];
  const oss = mapOssInvestors(sources.oss, earlier);
  const investors = [...earlier, ...oss.investors];
  const ids = new Set<string>();
  for (const inv of investors) {
    if (ids.has(inv.record.id)) throw new Error(`Duplicate investor id across sources: ${inv.record.id}`);
    ids.add(inv.record.id);
  }
  return {
    // As every reader sees them: the dataset's provenance, the texts derived from the fields (issue 34).
    investors: investors.map((inv) => ({ ...inv, record: readyRecord(inv.record) })),
    reports: [ff.report, sa.report, oss.report],
    merged: oss.mergedNames,
    mergedInto: new Map(oss.mergedIds),
  };
}

/** Paths of the source files in a data folder; the Fundraising Fox file may be replaced (e.g. the full firms.csv). */
export function sourcePaths(
  dataDir = DEFAULT_DATA_DIR,
  fundraisingFoxCsv?: string,
): Record<keyof CatalogueSources, string> {
  return {
    fundraisingFox: fundraisingFoxCsv
      ? resolve(fundraisingFoxCsv)
      : join(dataDir, 'fundraisingfox', 'firms_part.csv'),
    accelerators: join(dataDir, 'startup-accelerators', 'accelerators.csv'),
    oss: join(dataDir, 'awesome-oss-investors', 'vcs.csv'),
  };
}

/**
 * Reads and builds the catalogue. `fundraisingFoxCsv` (else env `FUNDRAISINGFOX_CSV`) replaces the repo's slice.
 * @throws Error naming the file when one cannot be read.
 */
export async function readCatalogue(
  options: { dataDir?: string; fundraisingFoxCsv?: string } = {},
): Promise<Catalogue & { files: Record<keyof CatalogueSources, string> }> {
  const files = sourcePaths(
    options.dataDir,
    options.fundraisingFoxCsv ?? loadEnv({ FUNDRAISINGFOX_CSV: z.string().optional() }).FUNDRAISINGFOX_CSV,
  );
  const read = async (path: string): Promise<string> => {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read investor data file ${path}: ${(error as Error).message}`);
    }
  };
  const [fundraisingFox, accelerators, oss] = await Promise.all([
    read(files.fundraisingFox),
    read(files.accelerators),
    read(files.oss),
  ]);
  return { ...buildCatalogue({ fundraisingFox, accelerators, oss }), files };
}
