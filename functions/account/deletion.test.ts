import { describe, expect, it } from 'vitest';
import {
  anonymisedEntry,
  deleteAccount,
  type AccountStore,
  type DeletedAccount,
  type StoredItem,
} from './deletion.js';

/** An in-memory table with the store's semantics (moves are atomic per pair; a gone original is skipped). */
function memoryStore(initial: StoredItem[]) {
  const items = new Map(initial.map((i) => [`${i.pk}|${i.sk}`, i]));
  const calls: string[] = [];
  const store: AccountStore = {
    async listPartition(sub) {
      calls.push('list');
      return [...items.values()].filter((i) => i.pk === `USER#${sub}`);
    },
    async moveItems(moves) {
      calls.push(`move:${moves.length}`);
      for (const { original, copy } of moves) {
        if (!items.delete(`${original.pk}|${original.sk}`)) continue;
        items.set(`${copy.pk}|${copy.sk}`, copy);
      }
    },
    async deleteItems(keys) {
      calls.push(`delete:${keys.length}`);
      for (const k of keys) items.delete(`${k.pk}|${k.sk}`);
    },
  };
  return { store, items, calls };
}

const SUB = 'founder-1';
const profile: StoredItem = {
  pk: `USER#${SUB}`,
  sk: 'PROFILE',
  type: 'profile',
  email: 'ada@example.com',
  first_name: 'Ada',
  subscription_tier: 'starter',
  billing_cycle: 'monthly',
  subscription_price: 1900,
};
const ledger = (n: number): StoredItem => ({
  pk: `USER#${SUB}`,
  sk: `LEDGER#2026-11-0${n}T10:00:00.000Z#u${n}`,
  type: 'ledger',
  kind: 'reveal',
  cost: 1,
  subject_id: `inv-${n}`,
  subject_label: 'Sequoia Capital',
  at: `2026-11-0${n}T10:00:00.000Z`,
  request_id: `req-${n}`,
  period_start: '2026-11-01T00:00:00.000Z',
});
const others: StoredItem[] = [
  profile,
  { pk: `USER#${SUB}`, sk: 'SAVED#inv-1', type: 'saved', investor_id: 'inv-1' },
  { pk: `USER#${SUB}`, sk: 'REVEAL#inv-2', type: 'reveal', investor_id: 'inv-2' },
];
const stranger: StoredItem = {
  pk: 'USER#someone-else',
  sk: 'PROFILE',
  type: 'profile',
  email: 'x@example.com',
};

const account: DeletedAccount = { sub: SUB, username: 'ada@example.com', email: 'ada@example.com', profile };

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

const noTombstones = { mark: async () => undefined };

describe('deleteAccount', () => {
  it('puts the tombstone before deleting anything, revokes the tokens before deleting the user, and marks it deleted last (issue 22.1)', async () => {
    // Prepare
    const { store, calls } = memoryStore([...others, ledger(1)]);
    const steps: string[] = [];
    // Act
    await deleteAccount(account, {
      store: {
        listPartition: async (sub) => (steps.push('list'), store.listPartition(sub)),
        moveItems: async (moves) => (steps.push('move'), store.moveItems(moves)),
        deleteItems: async (keys) => (steps.push('delete'), store.deleteItems(keys)),
      },
      identity: {
        signOut: async (u) => void steps.push(`signOut:${u}`),
        deleteUser: async (u) => void steps.push(`deleteUser:${u}`),
      },
      tombstones: { mark: async (sub, status) => void steps.push(`tombstone:${sub}:${status}`) },
      beforeDeletion: [async () => void steps.push('hook')],
    });
    // Assess
    expect(steps).toEqual([
      'hook',
      `tombstone:${SUB}:deleting`,
      'list',
      'move',
      'delete',
      'signOut:ada@example.com',
      'deleteUser:ada@example.com',
      'list',
      'move',
      'delete',
      `tombstone:${SUB}:deleted`,
    ]);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('leaves no tombstone when a before-deletion hook fails (the account stays usable)', async () => {
    // Prepare
    const { store } = memoryStore([...others]);
    const marks: string[] = [];
    // Act
    const attempt = deleteAccount(account, {
      store,
      identity: { signOut: async () => undefined, deleteUser: async () => undefined },
      tombstones: { mark: async (_sub, status) => void marks.push(status) },
      beforeDeletion: [async () => Promise.reject(new Error('Stripe is down'))],
    });
    // Assess
    await expect(attempt).rejects.toThrow('Stripe is down');
    expect(marks).toEqual([]);
  });

  it('deletes the profile, saved list, reveals and the Cognito user, and keeps the ledger anonymised', async () => {
    // Prepare
    const { store, items } = memoryStore([...others, ledger(1), ledger(2), stranger]);
    const deletedUsers: string[] = [];
    // Act
    const receipt = await deleteAccount(account, {
      store,
      identity: { signOut: async () => undefined, deleteUser: async (u) => void deletedUsers.push(u) },
      tombstones: noTombstones,
      beforeDeletion: [],
      now: () => new Date('2026-11-23T12:00:00.000Z'),
      newId: ids(),
    });
    // Assess
    expect(receipt).toEqual({ deleted: true, anonymisedLedgerEntries: 2, deletedItems: 3 });
    expect(deletedUsers).toEqual(['ada@example.com']);
    const left = [...items.values()];
    expect(left.filter((i) => i.pk === `USER#${SUB}`)).toEqual([]);
    expect(left).toContainEqual(stranger);
    const kept = left.filter((i) => i.type === 'anonymised_ledger');
    expect(kept).toHaveLength(2);
    for (const entry of kept) {
      expect(entry.pk).toBe('DELETED#id-1');
      expect(entry).toMatchObject({ kind: 'reveal', cost: 1, tier: 'starter', subscription_price: 1900 });
      // nothing that names the founder or what they looked at
      const text = JSON.stringify(entry);
      for (const secret of [SUB, 'ada@example.com', 'Ada', 'inv-', 'Sequoia', 'req-'])
        expect(text).not.toContain(secret);
    }
  });

  it('runs the before-deletion hooks first, and a failing hook deletes nothing', async () => {
    // Prepare
    const { store, items, calls } = memoryStore([...others, ledger(1)]);
    const before = items.size;
    const deletedUsers: string[] = [];
    // Act
    const attempt = deleteAccount(account, {
      store,
      identity: { signOut: async () => undefined, deleteUser: async (u) => void deletedUsers.push(u) },
      tombstones: noTombstones,
      beforeDeletion: [
        async (a) => {
          expect(a.sub).toBe(SUB);
          throw new Error('Stripe is down');
        },
      ],
    });
    // Assess
    await expect(attempt).rejects.toThrow('Stripe is down');
    expect(items.size).toBe(before);
    expect(calls).toEqual([]);
    expect(deletedUsers).toEqual([]);
  });

  it('sweeps what a racing reveal wrote after the first listing, after the user is deleted', async () => {
    // Prepare
    const { store, items } = memoryStore([...others]);
    // Act: the identity deletion happens while a reveal lands in the partition
    const receipt = await deleteAccount(account, {
      store,
      tombstones: noTombstones,
      identity: {
        signOut: async () => undefined,
        deleteUser: async () => {
          items.set(`USER#${SUB}|REVEAL#inv-9`, { pk: `USER#${SUB}`, sk: 'REVEAL#inv-9', type: 'reveal' });
          items.set(`USER#${SUB}|${ledger(3).sk}`, ledger(3));
        },
      },
      beforeDeletion: [],
      newId: ids(),
    });
    // Assess
    expect([...items.values()].filter((i) => i.pk === `USER#${SUB}`)).toEqual([]);
    expect(receipt).toEqual({ deleted: true, anonymisedLedgerEntries: 1, deletedItems: 4 });
  });

  it('keeps the data when the identity cannot be deleted only up to the ledger move (a retry finishes)', async () => {
    // Prepare
    const { store, items } = memoryStore([...others, ledger(1)]);
    const failing = {
      signOut: async () => undefined,
      deleteUser: async () => Promise.reject(new Error('Cognito unavailable')),
    };
    // Act
    await expect(
      deleteAccount(account, { store, identity: failing, tombstones: noTombstones, beforeDeletion: [] }),
    ).rejects.toThrow('Cognito unavailable');
    const retried = await deleteAccount(account, {
      store,
      identity: { signOut: async () => undefined, deleteUser: async () => undefined },
      tombstones: noTombstones,
      beforeDeletion: [],
    });
    // Assess: the ledger entry was kept exactly once across both attempts
    expect([...items.values()].filter((i) => i.type === 'anonymised_ledger')).toHaveLength(1);
    expect(retried.anonymisedLedgerEntries).toBe(0);
  });
});

describe('anonymisedEntry', () => {
  it('keeps kind, cost, times and the plan; drops the subject and request', () => {
    const entry = anonymisedEntry(
      ledger(1),
      { tier: 'premium', billing_cycle: 'yearly', subscription_price: 49000 },
      'd1',
      '2026-11-23T12:00:00.000Z',
      'e1',
    );
    expect(entry).toEqual({
      pk: 'DELETED#d1',
      sk: 'LEDGER#2026-11-01T10:00:00.000Z#e1',
      gsi1pk: 'ANONYMISED_LEDGER',
      gsi1sk: '2026-11-01T10:00:00.000Z#d1#e1',
      type: 'anonymised_ledger',
      kind: 'reveal',
      cost: 1,
      at: '2026-11-01T10:00:00.000Z',
      period_start: '2026-11-01T00:00:00.000Z',
      tier: 'premium',
      billing_cycle: 'yearly',
      subscription_price: 49000,
      deletion_id: 'd1',
      deleted_at: '2026-11-23T12:00:00.000Z',
    });
  });
});
