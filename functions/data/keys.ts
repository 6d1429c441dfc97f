/**
 * Key builders for every entity of the single table. Key shapes live here and nowhere else
 * (docs/decisions/0001-single-table.md).
 *
 * | entity            | pk                | sk                 | gsi1pk      | gsi1sk                 |
 * |-------------------|-------------------|--------------------|-------------|------------------------|
 * | investor          | INV#{id}          | PROFILE            | CATALOGUE   | {created_at}#{id}      |
 * | investor contact  | INV#{id}          | CONTACT            | -           | -                      |
 * | catalogue version | CATALOGUE         | VERSION            | -           | -                      |
 * | founder profile   | USER#{sub}        | PROFILE            | USERS       | {created_at}#{sub}     |
 * | saved investor    | USER#{sub}        | SAVED#{investorId} | -           | -                      |
 * | contact reveal    | USER#{sub}        | REVEAL#{investorId}| -           | -                      |
 * | usage ledger entry| USER#{sub}        | LEDGER#{at}#{uuid} | -           | -                      |
 *
 * The ledger sort key starts with the ISO time of the consumption, so a founder's recent activity is one Query
 * (`begins_with(sk, 'LEDGER#')`, newest first); the uuid keeps two entries of the same millisecond apart
 * (docs/decisions/0005-metering.md).
 *
 * The contact lives in its own item so that the catalogue (what search loads) never holds a contact: the search
 * path cannot leak one even by mistake.
 */
export interface Key {
  pk: string;
  sk: string;
}

export const CATALOGUE_GSI1PK = 'CATALOGUE';
export const USERS_GSI1PK = 'USERS';

export const keys = {
  investor: (id: string): Key => ({ pk: `INV#${id}`, sk: 'PROFILE' }),
  investorGsi1: (id: string, createdAt: string) => ({ gsi1pk: CATALOGUE_GSI1PK, gsi1sk: `${createdAt}#${id}` }),
  investorContact: (id: string): Key => ({ pk: `INV#${id}`, sk: 'CONTACT' }),
  catalogueVersion: (): Key => ({ pk: 'CATALOGUE', sk: 'VERSION' }),
  profile: (sub: string): Key => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  profileGsi1: (sub: string, createdAt: string) => ({ gsi1pk: USERS_GSI1PK, gsi1sk: `${createdAt}#${sub}` }),
  userPartition: (sub: string): string => `USER#${sub}`,
  saved: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `SAVED#${investorId}` }),
  savedPrefix: 'SAVED#',
  reveal: (sub: string, investorId: string): Key => ({ pk: `USER#${sub}`, sk: `REVEAL#${investorId}` }),
  revealPrefix: 'REVEAL#',
  ledger: (sub: string, at: string, uuid: string): Key => ({ pk: `USER#${sub}`, sk: `LEDGER#${at}#${uuid}` }),
  ledgerPrefix: 'LEDGER#',
} as const;

/** The investor id inside a `SAVED#{id}` or `REVEAL#{id}` sort key. */
export function investorIdFromSk(sk: string): string {
  const at = sk.indexOf('#');
  return at >= 0 ? sk.slice(at + 1) : sk;
}

/** The investor id inside an `INV#{id}` partition key. */
export function investorIdFromPk(pk: string): string {
  return pk.startsWith('INV#') ? pk.slice(4) : pk;
}
