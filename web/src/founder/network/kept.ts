/**
 * What the browser keeps of the Network page (issue 24; docs/decisions/0037-network-in-the-browser.md): the
 * matches of the last file (the matched connections only, never the whole file), in IndexedDB (database
 * `fundscout-network`, store `kept`, one record `matches`), so a founder coming back sees them without loading the
 * file again, and the match score and Recommended investors can say 'You know someone there'. Nothing here is sent
 * anywhere. `forgetKept` deletes the database. Where IndexedDB is unavailable nothing is kept.
 */
import { useEffect, useState } from 'react';
import type { NetworkMatch } from '../../../../shared/network-match.js';

const DB = 'fundscout-network';
const STORE = 'kept';
const KEY = 'matches';

/** The kept matches and the number of connections the file had. */
export interface Kept {
  rows: number;
  matches: NetworkMatch[];
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('no IndexedDB'));
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = body(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => {
          reject(request.error ?? new Error('IndexedDB request failed'));
          db.close();
        };
      }),
  );
}

/** The kept matches, or null (none kept, or IndexedDB unavailable). */
export async function loadKept(): Promise<Kept | null> {
  try {
    return ((await run('readonly', (s) => s.get(KEY))) as Kept | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `kept` in this browser (replacing what was kept); false when it could not. */
export async function keep(kept: Kept): Promise<boolean> {
  try {
    await run('readwrite', (s) => s.put(kept, KEY));
    changed();
    return true;
  } catch {
    return false;
  }
}

/** Deletes everything the Network page kept in this browser. */
export function forgetKept(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(DB);
    request.onsuccess =
      request.onerror =
      request.onblocked =
        () => {
          changed();
          resolve();
        };
  });
}

/**
 * The investor ids the kept matches name (read from IndexedDB; updated when the Network page keeps or forgets):
 * the 'You know someone there' of the match score and Recommended investors. Empty until read.
 */
export function useKnownInvestors(): ReadonlySet<string> {
  const [known, setKnown] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    const read = () =>
      void loadKept().then((k) => {
        if (live) setKnown(new Set(k?.matches.map((m) => m.investor_id) ?? []));
      });
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, []);
  return known;
}
