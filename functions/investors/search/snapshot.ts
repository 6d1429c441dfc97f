/**
 * The search snapshot (issue 34; docs/decisions/0056-catalogue-with-many-writers.md): a built (and kept up to date)
 * search index as bytes, so a cold search container starts from it in well under the time of building the index
 * from the catalogue (seconds at 100,000 investors), then applies the change log since the snapshot's position.
 *
 * Format (little-endian, SNAPSHOT_FORMAT): the magic `FSSNAP` + 2-digit format, the header's length (uint32), the
 * header (JSON: position, counts, the string tables' section, every section's offset and length), then 8-byte
 * aligned sections. Every typed array of the index is a section, read back as a view on the bytes (no copy); the
 * string tables (vocabulary, word ids, names, value lists, map keys) are one JSON section; records are JSON in
 * deflated chunks of RECORD_CHUNK, decoded only when a record is read (a page of results decodes a few chunks), so
 * the snapshot does not parse 100,000 records to start. `readSnapshot` answers null for bytes of another format:
 * the caller loads the catalogue instead (a deploy that changes the index changes SNAPSHOT_FORMAT).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { InvestorRecord } from '../../data/investor.js';
import type { Postings, SearchIndex } from './model.js';
import { investingAsOf } from './investing.js';
import { utcDayNumber } from '../../../shared/listing.js';

/** Bumped whenever the index's shape or meaning changes: older snapshots are then ignored. */
export const SNAPSHOT_FORMAT = 2;
/** Records per deflated chunk. */
export const RECORD_CHUNK = 64;

const MAGIC = `FSSNAP${String(SNAPSHOT_FORMAT).padStart(2, '0')}`;

type Typed = Int32Array | Float32Array | Float64Array | Int8Array | Uint8Array | Uint16Array | Uint32Array;
const KINDS = {
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
  i8: Int8Array,
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
};
type Kind = keyof typeof KINDS;

/** What the header says about a snapshot. */
export interface SnapshotInfo {
  format: number;
  /** The catalogue change log position the index holds every change up to (functions/data/catalogue-log.ts). */
  position: number;
  /** ISO time it was written. */
  at: string;
  /** Live records. */
  size: number;
  bytes: number;
}

interface Header {
  format: number;
  position: number;
  at: string;
  n: number;
  size: number;
  inOrder: boolean;
  perPosition: SearchIndex['perPosition'];
  sections: Record<string, { kind: Kind | 'bytes'; offset: number; length: number }>;
}

/** Lazily materialised records: the chunk each position is in, decoded on first read (records.ts's Proxy). */
const RAW_CHUNKS = Symbol('raw record chunks');
interface RawChunks {
  chunks: (Uint8Array | null)[];
}

/** An array of `n` records read from `chunks` on demand; a write marks its chunk changed (re-encoded on save). */
function lazyRecords(n: number, chunks: (Uint8Array | null)[]): InvestorRecord[] {
  const target: InvestorRecord[] = new Array(n);
  const raw: RawChunks = { chunks };
  const load = (p: number) => {
    const c = Math.floor(p / RECORD_CHUNK);
    const bytes = raw.chunks[c];
    if (!bytes) return;
    const list = JSON.parse(inflateRawSync(bytes).toString('utf8')) as InvestorRecord[];
    list.forEach((r, k) => {
      const at = c * RECORD_CHUNK + k;
      if (target[at] === undefined) target[at] = r;
    });
  };
  return new Proxy(target, {
    get(t, key, receiver) {
      if (key === RAW_CHUNKS) return raw;
      if (typeof key === 'string') {
        const code = key.charCodeAt(0);
        if (code >= 48 && code <= 57) {
          const p = Number(key);
          if (Number.isInteger(p) && p < t.length && t[p] === undefined) load(p);
          return t[p];
        }
      }
      return Reflect.get(t, key, receiver);
    },
    set(t, key, value, receiver) {
      if (typeof key === 'string') {
        const code = key.charCodeAt(0);
        if (code >= 48 && code <= 57) {
          const p = Number(key);
          if (Number.isInteger(p)) {
            if (p < t.length && t[p] === undefined) load(p);
            const c = Math.floor(p / RECORD_CHUNK);
            if (c < raw.chunks.length) {
              // The chunk's other records must be decoded before its bytes are dropped.
              for (let q = c * RECORD_CHUNK; q < Math.min(t.length, (c + 1) * RECORD_CHUNK); q++) {
                if (t[q] === undefined) load(q);
              }
              raw.chunks[c] = null;
            }
          }
        }
      }
      return Reflect.set(t, key, value, receiver);
    },
  });
}

/** The deflated record chunks of `records`, reusing the bytes of chunks nobody changed since they were read. */
function recordChunks(records: InvestorRecord[]): Uint8Array[] {
  const raw = (records as unknown as Record<symbol, RawChunks | undefined>)[RAW_CHUNKS];
  const out: Uint8Array[] = [];
  for (let c = 0; c * RECORD_CHUNK < records.length; c++) {
    const kept = raw?.chunks[c];
    if (kept) {
      out.push(kept);
      continue;
    }
    const list: InvestorRecord[] = [];
    for (let p = c * RECORD_CHUNK; p < Math.min(records.length, (c + 1) * RECORD_CHUNK); p++)
      list.push(records[p]!);
    out.push(deflateRawSync(Buffer.from(JSON.stringify(list)), { level: 6 }));
  }
  return out;
}

/** Offsets (length + 1) and concatenated positions and weights of postings in `keys` order. */
function packPostings(map: ReadonlyMap<string, Postings>, keys: readonly string[]) {
  const offsets = new Int32Array(keys.length + 1);
  keys.forEach((k, i) => (offsets[i + 1] = offsets[i]! + map.get(k)!.positions.length));
  const positions = new Int32Array(offsets[keys.length]!);
  const weights = new Float32Array(offsets[keys.length]!);
  keys.forEach((k, i) => {
    const p = map.get(k)!;
    positions.set(p.positions, offsets[i]!);
    weights.set(p.weights, offsets[i]!);
  });
  return { offsets, positions, weights };
}

function packLists(map: ReadonlyMap<string, Int32Array>, keys: readonly string[]) {
  const offsets = new Int32Array(keys.length + 1);
  keys.forEach((k, i) => (offsets[i + 1] = offsets[i]! + map.get(k)!.length));
  const values = new Int32Array(offsets[keys.length]!);
  keys.forEach((k, i) => values.set(map.get(k)!, offsets[i]!));
  return { offsets, values };
}

function concat(arrays: readonly Uint32Array[], words: number): Uint32Array {
  const out = new Uint32Array(arrays.length * words);
  arrays.forEach((a, i) => out.set(a, i * words));
  return out;
}

/**
 * The bytes of `index` at change log `position` (the consumer's snapshot, functions/catalogue-snapshot/).
 * O(size of the index); records re-encoded only in the chunks changed since the index was read from bytes.
 */
export function writeSnapshot(index: SearchIndex, position: number, at: Date = new Date()): Uint8Array {
  const n = index.records.length;
  const words = index.bits.all.length;
  const tagKeys = [...index.byTag.keys()];
  const exactKeys = [...index.exactNames.keys()];
  const companyKeys = [...index.exactCompanies.keys()];
  const gramKeys = [...index.trigrams.keys()];
  const ids: string[] = new Array(n);
  for (const [id, p] of index.positionOf) ids[p] = id;
  const strings = {
    vocabulary: index.vocabulary,
    words: index.words,
    names: index.names,
    companies: index.companies,
    countries: index.countries,
    industries: index.industries,
    tagKeys,
    exactKeys,
    companyKeys,
    gramKeys,
    ids,
  };
  const postings = packPostings(index.postings, index.vocabulary);
  const tags = packPostings(index.byTag, tagKeys);
  const exact = packLists(index.exactNames, exactKeys);
  const companies = packLists(index.exactCompanies, companyKeys);
  const grams = packLists(index.trigrams, gramKeys);
  const chunks = recordChunks(index.records);
  const chunkOffsets = new Float64Array(chunks.length + 1);
  chunks.forEach((c, i) => (chunkOffsets[i + 1] = chunkOffsets[i]! + c.length));
  const chunkBytes = new Uint8Array(chunkOffsets[chunks.length]!);
  chunks.forEach((c, i) => chunkBytes.set(c, chunkOffsets[i]!));
  const { bits, totals } = index;
  const sections: [string, Typed | Uint8Array, Kind | 'bytes'][] = [
    ['strings', new TextEncoder().encode(JSON.stringify(strings)), 'bytes'],
    ['postingOffsets', postings.offsets, 'i32'],
    ['postingPositions', postings.positions, 'i32'],
    ['postingWeights', postings.weights, 'f32'],
    ['tagOffsets', tags.offsets, 'i32'],
    ['tagPositions', tags.positions, 'i32'],
    ['tagWeights', tags.weights, 'f32'],
    ['exactOffsets', exact.offsets, 'i32'],
    ['exactPositions', exact.values, 'i32'],
    ['companyOffsets', companies.offsets, 'i32'],
    ['companyPositions', companies.values, 'i32'],
    ['gramOffsets', grams.offsets, 'i32'],
    ['gramWords', grams.values, 'i32'],
    ['firm', index.firm, 'f32'],
    ['typeOf', index.typeOf, 'u8'],
    ['stagesOf', index.stagesOf, 'u16'],
    ['countryStart', index.countryStart, 'i32'],
    ['countryIds', index.countryIds, 'i32'],
    ['industryStart', index.industryStart, 'i32'],
    ['industryIds', index.industryIds, 'i32'],
    ['direct', index.direct, 'u8'],
    ['pitches', index.pitches, 'u8'],
    ['investingThrough', index.investingThrough, 'f64'],
    ['checkMin', index.checkMin, 'f64'],
    ['checkMax', index.checkMax, 'f64'],
    ['leads', index.leads, 'i8'],
    ['verifiedAt', index.verifiedAt, 'f64'],
    ['pausedFrom', index.pausedFrom, 'f64'],
    ['rank', index.rank, 'i32'],
    ['orderDefault', index.orders.default, 'i32'],
    ['orderName', index.orders.name, 'i32'],
    ['orderCheck', index.orders.check, 'i32'],
    ['orderVerified', index.orders.verified, 'i32'],
    ['bitsAll', bits.all, 'u32'],
    ['bitsType', concat(bits.type, words), 'u32'],
    ['bitsStage', concat(bits.stage, words), 'u32'],
    ['bitsCountry', concat(bits.country, words), 'u32'],
    ['bitsIndustry', concat(bits.industry, words), 'u32'],
    ['bitsDirect', bits.direct, 'u32'],
    ['bitsPitches', bits.pitches, 'u32'],
    ['bitsSectorsUnknown', bits.sectorsUnknown, 'u32'],
    ['totalType', totals.type, 'i32'],
    ['totalStage', totals.stage, 'i32'],
    ['totalCountry', totals.country, 'i32'],
    ['totalIndustry', totals.industry, 'i32'],
    ['totalDirect', totals.direct, 'i32'],
    ['totalPitches', totals.pitches, 'i32'],
    ['chunkOffsets', chunkOffsets, 'f64'],
    ['chunks', chunkBytes, 'bytes'],
  ];
  const header: Header = {
    format: SNAPSHOT_FORMAT,
    position,
    at: at.toISOString(),
    n,
    size: index.size,
    inOrder: index.inOrder,
    perPosition: index.perPosition,
    sections: {},
  };
  let offset = 0;
  for (const [name, array, kind] of sections) {
    header.sections[name] = { kind, offset, length: kind === 'bytes' ? array.byteLength : array.length };
    offset += Math.ceil(array.byteLength / 8) * 8;
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((MAGIC.length + 4 + headerBytes.length) / 8) * 8;
  const out = new Uint8Array(start + offset);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, headerBytes.length, true);
  out.set(headerBytes, MAGIC.length + 4);
  for (const [name, array] of sections) {
    out.set(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      start + header.sections[name]!.offset,
    );
  }
  return out;
}

/** The header of snapshot `bytes`, or null when they are not a snapshot of this format. */
function headerOf(bytes: Uint8Array): { header: Header; start: number } | null {
  if (bytes.length < MAGIC.length + 4 || new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC)
    return null;
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  const header = JSON.parse(
    new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)),
  ) as Header;
  return { header, start: Math.ceil((MAGIC.length + 4 + length) / 8) * 8 };
}

/** What snapshot `bytes` says about itself, or null when they are not a snapshot of this format. */
export function snapshotInfo(bytes: Uint8Array): SnapshotInfo | null {
  const read = headerOf(bytes);
  if (!read) return null;
  const { format, position, at, size } = read.header;
  return { format, position, at, size, bytes: bytes.length };
}

/**
 * The index of snapshot `bytes` and its change log position, or null when they are not a snapshot of this format.
 * Typed arrays are views on `bytes` (copied once when not 8-byte aligned); `now` (ms) is the day 'Currently
 * investing' is first evaluated for.
 */
export function readSnapshot(
  input: Uint8Array,
  now: number = Date.now(),
): { index: SearchIndex; info: SnapshotInfo } | null {
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const read = headerOf(bytes);
  if (!read || read.header.format !== SNAPSHOT_FORMAT) return null;
  const { header, start } = read;
  const section = <K extends Kind>(name: string): InstanceType<(typeof KINDS)[K]> => {
    const s = header.sections[name]!;
    const Type = KINDS[s.kind as K];
    return new Type(
      bytes.buffer as ArrayBuffer,
      bytes.byteOffset + start + s.offset,
      s.length,
    ) as InstanceType<(typeof KINDS)[K]>;
  };
  const raw = (name: string) => {
    const s = header.sections[name]!;
    return bytes.subarray(start + s.offset, start + s.offset + s.length);
  };
  const strings = JSON.parse(new TextDecoder().decode(raw('strings'))) as {
    vocabulary: string[];
    words: string[];
    names: string[];
    companies: string[];
    countries: string[];
    industries: string[];
    tagKeys: string[];
    exactKeys: string[];
    companyKeys: string[];
    gramKeys: string[];
    ids: (string | null)[];
  };
  const postingMap = (
    keys: readonly string[],
    offsets: Int32Array,
    positions: Int32Array,
    weights: Float32Array,
  ) => {
    const map = new Map<string, Postings>();
    keys.forEach((k, i) => {
      map.set(k, {
        positions: positions.subarray(offsets[i], offsets[i + 1]),
        weights: weights.subarray(offsets[i], offsets[i + 1]),
      });
    });
    return map;
  };
  const listMap = (keys: readonly string[], offsets: Int32Array, values: Int32Array) => {
    const map = new Map<string, Int32Array>();
    keys.forEach((k, i) => map.set(k, values.subarray(offsets[i], offsets[i + 1])));
    return map;
  };
  const n = header.n;
  const words = Math.ceil(n / 32);
  const split = (all: Uint32Array) =>
    Array.from({ length: all.length / Math.max(1, words) }, (_, i) =>
      all.subarray(i * words, (i + 1) * words),
    );
  const chunkOffsets = section<'f64'>('chunkOffsets');
  const chunkBytes = raw('chunks');
  const chunks = Array.from({ length: chunkOffsets.length - 1 }, (_, c) =>
    chunkBytes.subarray(chunkOffsets[c]!, chunkOffsets[c + 1]!),
  );
  const positionOf = new Map<string, number>();
  strings.ids.forEach((id, p) => {
    if (id !== null) positionOf.set(id, p);
  });
  const through = section<'f64'>('investingThrough');
  const bitsType = split(section<'u32'>('bitsType'));
  const index: SearchIndex = {
    records: lazyRecords(n, chunks),
    positionOf,
    size: header.size,
    rank: section<'i32'>('rank'),
    inOrder: header.inOrder,
    generation: 0,
    vocabulary: strings.vocabulary,
    words: strings.words,
    wordId: new Map(strings.words.flatMap((w, id) => (w ? [[w, id] as const] : []))),
    postings: postingMap(
      strings.vocabulary,
      section<'i32'>('postingOffsets'),
      section<'i32'>('postingPositions'),
      section<'f32'>('postingWeights'),
    ),
    names: strings.names,
    companies: strings.companies,
    exactNames: listMap(strings.exactKeys, section<'i32'>('exactOffsets'), section<'i32'>('exactPositions')),
    exactCompanies: listMap(
      strings.companyKeys,
      section<'i32'>('companyOffsets'),
      section<'i32'>('companyPositions'),
    ),
    firm: section<'f32'>('firm'),
    byTag: postingMap(
      strings.tagKeys,
      section<'i32'>('tagOffsets'),
      section<'i32'>('tagPositions'),
      section<'f32'>('tagWeights'),
    ),
    typeOf: section<'u8'>('typeOf'),
    stagesOf: section<'u16'>('stagesOf'),
    countryStart: section<'i32'>('countryStart'),
    countryIds: section<'i32'>('countryIds'),
    industryStart: section<'i32'>('industryStart'),
    industryIds: section<'i32'>('industryIds'),
    countries: strings.countries,
    industries: strings.industries,
    countryId: new Map(strings.countries.map((c, i) => [c, i])),
    industryId: new Map(strings.industries.map((c, i) => [c, i])),
    direct: section<'u8'>('direct'),
    pitches: section<'u8'>('pitches'),
    investingThrough: through,
    investing: investingAsOf(through, utcDayNumber(now)),
    checkMin: section<'f64'>('checkMin'),
    checkMax: section<'f64'>('checkMax'),
    leads: section<'i8'>('leads'),
    verifiedAt: section<'f64'>('verifiedAt'),
    pausedFrom: section<'f64'>('pausedFrom'),
    bits: {
      all: section<'u32'>('bitsAll'),
      type: bitsType,
      stage: split(section<'u32'>('bitsStage')),
      country: split(section<'u32'>('bitsCountry')),
      industry: split(section<'u32'>('bitsIndustry')),
      direct: section<'u32'>('bitsDirect'),
      pitches: section<'u32'>('bitsPitches'),
      sectorsUnknown: section<'u32'>('bitsSectorsUnknown'),
    },
    totals: {
      type: section<'i32'>('totalType'),
      stage: section<'i32'>('totalStage'),
      country: section<'i32'>('totalCountry'),
      industry: section<'i32'>('totalIndustry'),
      direct: section<'i32'>('totalDirect'),
      investing: Int32Array.of(0),
      pitches: section<'i32'>('totalPitches'),
    },
    perPosition: header.perPosition,
    orders: {
      default: section<'i32'>('orderDefault'),
      name: section<'i32'>('orderName'),
      check: section<'i32'>('orderCheck'),
      verified: section<'i32'>('orderVerified'),
    },
    trigrams: listMap(strings.gramKeys, section<'i32'>('gramOffsets'), section<'i32'>('gramWords')),
    scratch: { variants: new Map(), term: new Float32Array(n), total: new Float32Array(n) },
  };
  index.totals.investing[0] = index.investing.total;
  const { format, position, at, size } = header;
  return { index, info: { format, position, at, size, bytes: bytes.length } };
}
