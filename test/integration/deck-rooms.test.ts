/**
 * Deck rooms end to end through the local gateway and the real handlers (issue 39; docs/decisions/0061-deck-rooms.md):
 * publish from a generated deck, the public viewer (room, visit, content), the email gate, revoke and expiry (410),
 * unknown slugs (404), the beacon's limits (too soon 429, a leaving beacon once, impossible timings, slides out of
 * range, unknown visits), the founder's figures per room and per viewer, another founder's rooms out of reach, and
 * deletion of a room and of the account taking the files and the figures; a pitch's room (issue 39 item 4: made for
 * the pitched investor with the pitch's charge, its link only to that listing's team, download only where allowed,
 * nothing left by a refused send). Each test owns its founder and rooms;
 * elapsed time is made by moving a visit's start back in the table, never by waiting (ADR 0029).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  DeckRoom,
  DeckRoomAnalytics,
  DeckReaderList,
  DeckRoomList,
  DeckUpload,
  PublicDeckRoom,
  VisitStarted,
} from '../../shared/deck-room-schemas.js';
import { keys } from '../../functions/data/keys.js';
import { websiteDomain } from '../../functions/claims/registrable.js';
import { founder, type Founder } from '../support/cognito.js';
import { finishedDeck, pdfFile } from '../support/deck-rooms.js';
import { stackTable } from '../support/profiles.js';
import { eventually } from '../support/eventually.js';
import { fetchFrom, ownClientAddress } from '../support/http.js';
import { callAs, jsonOf, pitcher, pitchListing, sendPitch } from '../support/pitch-fixtures.js';
import type { InboxPitch, PitchSent } from '../../shared/pitch-schemas.js';

const stack = inject('stack');
const { client, table } = stackTable(stack);

const json = { 'content-type': 'application/json' };
const post = (who: Founder, path: string, body: unknown) =>
  who.call(path, { method: 'POST', body: JSON.stringify(body), headers: json });
/**
 * The viewer's calls, from a client address of this file's own: the public room routes are limited per client
 * (visits 20 in 10 minutes), and other files call them from 127.0.0.1 (test/support/http.ts).
 */
const viewerAddress = ownClientAddress();
const publicCall = (path: string, init: Parameters<typeof fetchFrom>[2] = {}) =>
  fetchFrom(`${stack.apiUrl}${path}`, viewerAddress, init);
const publicPost = (path: string, body: unknown, type = 'application/json') =>
  publicCall(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': type } });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; field?: string; message: string } }).error;

async function publish(owner: Founder, options: Record<string, unknown> = {}): Promise<DeckRoom> {
  const jobId = await finishedDeck(client, table, owner.sub);
  const res = await post(owner, '/v1/deck-rooms', {
    source: { kind: 'generated', job_id: jobId },
    ...options,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DeckRoom;
}

async function visit(slug: string, body: Record<string, unknown> = {}): Promise<VisitStarted> {
  const res = await publicPost(`/v1/rooms/${slug}/visits`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as VisitStarted;
}

/** Moves a visit's start and last beacons `ms` into the past (the time a reader spent). */
async function age(slug: string, visitId: string, ms: number): Promise<void> {
  const item = (await client.send(new GetCommand({ TableName: table, Key: keys.deckVisit(slug, visitId) })))
    .Item!;
  const back = (iso: unknown) =>
    typeof iso === 'string' ? new Date(Date.parse(iso) - ms).toISOString() : null;
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.deckVisit(slug, visitId),
      UpdateExpression: 'SET started_at = :s, last_beacon_at = :b, last_leave_at = :l',
      ExpressionAttributeValues: {
        ':s': back(item.started_at),
        ':b': back(item.last_beacon_at),
        ':l': back(item.last_leave_at),
      },
    }),
  );
}

const beacon = (slug: string, body: Record<string, unknown>) =>
  // navigator.sendBeacon sends a string body as text/plain: the route takes it.
  publicPost(`/v1/rooms/${slug}/beacons`, body, 'text/plain;charset=UTF-8');

/** The visit read 10 s ago, then one beacon: `ms[i]` on slide i + 1, each entered once, ending on the last. */
async function readSlides(slug: string, visitId: string, ms: number[]): Promise<Response> {
  await age(slug, visitId, 10_000);
  return await beacon(slug, {
    visit_id: visitId,
    slides: ms.map((spent, i) => ({ slide: i + 1, ms: spent, entered: 1 })),
    current: ms.length,
  });
}

describe('a deck room from a generated deck', () => {
  let ada: Founder;
  let room: DeckRoom;

  beforeAll(async () => {
    ada = await founder(stack);
    room = await publish(ada, { title: 'Seed round' });
  });

  it('is published at an unguessable link, no action charged, and listed', async () => {
    expect(room).toMatchObject({
      title: 'Seed round',
      kind: 'generated',
      pages: 13,
      status: 'live',
      visits: 0,
      path: `/d/${room.slug}`,
    });
    expect(room.slug).toMatch(/^[a-z2-7]{16}$/);
    const list = (await (await ada.call('/v1/deck-rooms')).json()) as DeckRoomList;
    expect(list.rooms.map((r) => r.slug)).toContain(room.slug);
    const me = (await (await ada.call('/v1/me')).json()) as { usage: { used: number } };
    expect(me.usage.used).toBe(0);
    // The deck is a file in the object store, not in the room's item.
    const item = (await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(room.slug) })))
      .Item!;
    expect(JSON.stringify(item)).not.toContain('bullets');
    expect(existsSync(join(stack.decks!.dir, item.file as string))).toBe(true);
  });

  it('opens in the viewer without sign-in: the room, then its slides with a visit', async () => {
    const res = await publicCall(`/v1/rooms/${room.slug}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as PublicDeckRoom).toEqual({
      title: 'Seed round',
      kind: 'generated',
      pages: 13,
      require_email: false,
      allow_download: false,
    });
    const started = await visit(room.slug, { email: 'someone@fund.example' });
    expect(started.content.kind).toBe('generated');
    if (started.content.kind === 'generated') expect(started.content.slides).toHaveLength(13);
    expect(started.download_url).toBeNull();
    // An email given to a room that does not ask for it is not kept.
    const stored = await client.send(
      new GetCommand({ TableName: table, Key: keys.deckVisit(room.slug, started.visit_id) }),
    );
    expect(stored.Item?.email).toBeNull();
  });

  it('refuses a publish whose deck is not one of the founder’s finished decks, or whose expiry has passed', async () => {
    const other = await founder(stack);
    const foreign = await finishedDeck(client, table, other.sub);
    const res = await post(ada, '/v1/deck-rooms', { source: { kind: 'generated', job_id: foreign } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: 'deck' });
    const mine = await finishedDeck(client, table, ada.sub);
    const past = await post(ada, '/v1/deck-rooms', {
      source: { kind: 'generated', job_id: mine },
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await errorOf(past)).toMatchObject({ field: 'expires_at' });
  });

  it('answers 404 to an unknown slug on every viewer route', async () => {
    const unknown = 'aaaaaaaaaaaaaaaa';
    expect((await publicCall(`/v1/rooms/${unknown}`)).status).toBe(404);
    expect((await publicPost(`/v1/rooms/${unknown}/visits`, {})).status).toBe(404);
    expect((await beacon(unknown, { visit_id: 'x', slides: [], current: 1 })).status).toBe(404);
    expect((await publicCall('/v1/rooms/not-a-slug')).status).toBe(404);
  });

  it('is out of reach of another founder (404 on figures, revoke, delete)', async () => {
    const other = await founder(stack);
    expect((await other.call(`/v1/deck-rooms/${room.slug}`)).status).toBe(404);
    expect((await post(other, `/v1/deck-rooms/${room.slug}/revoke`, {})).status).toBe(404);
    expect((await other.call(`/v1/deck-rooms/${room.slug}`, { method: 'DELETE' })).status).toBe(404);
    const list = (await (await other.call('/v1/deck-rooms')).json()) as DeckRoomList;
    expect(list.rooms).toEqual([]);
  });
});

describe('the email gate, revoke and expiry', () => {
  let ada: Founder;
  beforeAll(async () => {
    ada = await founder(stack);
  });

  it('gives no content without the email a room asks for, and keeps the email given', async () => {
    const room = await publish(ada, { require_email: true });
    const refused = await publicPost(`/v1/rooms/${room.slug}/visits`, {});
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ field: 'email' });
    const started = await visit(room.slug, { email: 'Grace@Fund.Example' });
    const stored = await client.send(
      new GetCommand({ TableName: table, Key: keys.deckVisit(room.slug, started.visit_id) }),
    );
    expect(stored.Item?.email).toBe('grace@fund.example');
  });

  it('answers 410 on every viewer route once revoked, at once', async () => {
    const room = await publish(ada);
    const started = await visit(room.slug);
    const revoked = await post(ada, `/v1/deck-rooms/${room.slug}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as DeckRoom).status).toBe('revoked');
    for (const res of [
      await publicCall(`/v1/rooms/${room.slug}`),
      await publicPost(`/v1/rooms/${room.slug}/visits`, {}),
      await beacon(room.slug, { visit_id: started.visit_id, slides: [], current: 1 }),
    ]) {
      expect(res.status).toBe(410);
      expect((await errorOf(res)).code).toBe('deck_room_gone');
    }
  });

  it('answers 410 once its expiry has passed', async () => {
    const room = await publish(ada, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await publicCall(`/v1/rooms/${room.slug}`)).status).toBe(200);
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.deckRoom(room.slug),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await publicCall(`/v1/rooms/${room.slug}`)).status).toBe(410);
    const figures = (await (await ada.call(`/v1/deck-rooms/${room.slug}`)).json()) as DeckRoomAnalytics;
    expect(figures.room.status).toBe('expired');
  });
});

describe('beacons', () => {
  let ada: Founder;
  let room: DeckRoom;
  beforeAll(async () => {
    ada = await founder(stack);
    room = await publish(ada, { require_email: true });
  });

  it('records time per slide into the founder’s figures, per room and per viewer', async () => {
    const started = await visit(room.slug, { email: 'reader@fund.example' });
    const first = await readSlides(room.slug, started.visit_id, [3000, 2000]);
    expect(first.status).toBe(204);
    await age(room.slug, started.visit_id, 5_000);
    expect(
      (
        await beacon(room.slug, {
          visit_id: started.visit_id,
          slides: [{ slide: 2, ms: 4000, entered: 0 }],
          current: 2,
          leaving: true,
        })
      ).status,
    ).toBe(204);
    const figures = (await (await ada.call(`/v1/deck-rooms/${room.slug}`)).json()) as DeckRoomAnalytics;
    expect(figures.room).toMatchObject({ visits: 1, total_ms: 9000 });
    expect(figures.slide_ms.slice(0, 3)).toEqual([3000, 6000, 0]);
    expect(figures.stops[1]).toBe(1);
    expect(figures.viewers).toHaveLength(1);
    expect(figures.viewers[0]).toMatchObject({
      email: 'reader@fund.example',
      visits: 1,
      total_ms: 9000,
      furthest: 2,
      last_slide: 2,
    });
    expect(figures.viewers[0]!.slide_views.slice(0, 2)).toEqual([1, 1]);
  });

  it('refuses a beacon sooner than the limit (429 with Retry-After), but takes one leaving beacon', async () => {
    const started = await visit(room.slug, { email: 'fast@fund.example' });
    const body = { visit_id: started.visit_id, slides: [{ slide: 1, ms: 100, entered: 1 }], current: 1 };
    expect((await beacon(room.slug, body)).status).toBe(204);
    const soon = await beacon(room.slug, body);
    expect(soon.status).toBe(429);
    expect((await errorOf(soon)).code).toBe('beacon_too_soon');
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon(room.slug, { ...body, leaving: true })).status).toBe(204);
    expect((await beacon(room.slug, { ...body, leaving: true })).status).toBe(429);
  });

  it('counts both beacons of a tab left while a periodic one is in flight, whichever is written first', async () => {
    const started = await visit(room.slug, { email: 'leaving@fund.example' });
    await age(room.slug, started.visit_id, 10_000);
    const sent = await Promise.all([
      beacon(room.slug, {
        visit_id: started.visit_id,
        slides: [{ slide: 1, ms: 2000, entered: 1 }],
        current: 2,
      }),
      beacon(room.slug, {
        visit_id: started.visit_id,
        slides: [{ slide: 2, ms: 3000, entered: 1 }],
        current: 2,
        leaving: true,
      }),
    ]);
    expect(sent.map((res) => res.status)).toEqual([204, 204]);
    const stored = await client.send(
      new GetCommand({
        TableName: table,
        Key: keys.deckVisit(room.slug, started.visit_id),
        ConsistentRead: true,
      }),
    );
    expect(stored.Item).toMatchObject({ total_ms: 5000, slide_ms: expect.arrayContaining([2000, 3000]) });
  });

  it('refuses more time than has passed, slides the deck does not have, and unknown visits', async () => {
    const started = await visit(room.slug, { email: 'odd@fund.example' });
    const impossible = await beacon(room.slug, {
      visit_id: started.visit_id,
      slides: [{ slide: 1, ms: 60_000, entered: 1 }],
      current: 1,
    });
    expect(impossible.status).toBe(400);
    expect((await errorOf(impossible)).code).toBe('impossible_timing');
    const outside = await beacon(room.slug, {
      visit_id: started.visit_id,
      slides: [{ slide: 14, ms: 10 }],
      current: 1,
    });
    expect(outside.status).toBe(400);
    expect((await errorOf(outside)).field).toBe('slide');
    const unknown = await beacon(room.slug, { visit_id: 'feedfacefeedfacefeedface', slides: [], current: 1 });
    expect(unknown.status).toBe(404);
    // Nothing of the refused beacons was counted.
    const stored = await client.send(
      new GetCommand({ TableName: table, Key: keys.deckVisit(room.slug, started.visit_id) }),
    );
    expect(stored.Item?.total_ms).toBe(0);
  });
});

describe('deleting', () => {
  it('a room takes its file, visits and figures; the link is then unknown', async () => {
    const ada = await founder(stack);
    const room = await publish(ada);
    const started = await visit(room.slug);
    const item = (await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(room.slug) })))
      .Item!;
    const res = await ada.call(`/v1/deck-rooms/${room.slug}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(existsSync(join(stack.decks!.dir, item.file as string))).toBe(false);
    const visitItem = await client.send(
      new GetCommand({ TableName: table, Key: keys.deckVisit(room.slug, started.visit_id) }),
    );
    expect(visitItem.Item).toBeUndefined();
    expect((await publicCall(`/v1/rooms/${room.slug}`)).status).toBe(404);
    expect(((await (await ada.call('/v1/deck-rooms')).json()) as DeckRoomList).rooms).toEqual([]);
  });

  it('the account takes every room with its files', async () => {
    const ada = await founder(stack);
    const rooms = [await publish(ada), await publish(ada)];
    const files = await Promise.all(
      rooms.map(
        async (r) =>
          (await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(r.slug) }))).Item!
            .file as string,
      ),
    );
    const res = await ada.call('/v1/me', {
      method: 'DELETE',
      body: JSON.stringify({ confirm_email: ada.email }),
      headers: json,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const [i, r] of rooms.entries()) {
      expect((await publicCall(`/v1/rooms/${r.slug}`)).status).toBe(404);
      expect(existsSync(join(stack.decks!.dir, files[i]!))).toBe(false);
    }
  });
});

/** Asks for an upload address and PUTs `bytes` there as the browser does; answers the upload id. */
async function upload(owner: Founder, bytes: Uint8Array, name = 'deck.pdf'): Promise<string> {
  const res = await post(owner, '/v1/deck-rooms/uploads', {
    file_name: name,
    size: bytes.byteLength,
    content_type: 'application/pdf',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const target = (await res.json()) as DeckUpload;
  const put = await fetch(target.url, { method: 'PUT', body: bytes, headers: target.headers });
  expect(put.status).toBe(200);
  return target.upload_id;
}

const publishPdf = (owner: Founder, uploadId: string, options: Record<string, unknown> = {}) =>
  post(owner, '/v1/deck-rooms', {
    source: { kind: 'pdf', upload_id: uploadId },
    title: 'Series A',
    ...options,
  });

describe('PDF rooms', () => {
  let ada: Founder;
  beforeAll(async () => {
    ada = await founder(stack);
  });

  it('publishes an uploaded 10-page PDF; the viewer gets a short-lived address of exactly that file', async () => {
    const bytes = pdfFile(10);
    const res = await publishPdf(ada, await upload(ada, bytes));
    expect(res.status, await res.clone().text()).toBe(201);
    const room = (await res.json()) as DeckRoom;
    expect(room).toMatchObject({ kind: 'pdf', pages: 10, title: 'Series A' });
    const started = await visit(room.slug);
    expect(started.content.kind).toBe('pdf');
    expect(started.download_url).toBeNull();
    const file = await fetch((started.content as { url: string }).url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    // The address is for that file only: another key with its signature is refused.
    const other = new URL((started.content as { url: string }).url);
    other.pathname = other.pathname.replace('deck.pdf', 'other.pdf');
    expect((await fetch(other)).status).toBe(403);
  });

  it('gives a download address only where the founder allows it', async () => {
    const res = await publishPdf(ada, await upload(ada, pdfFile(3)), { allow_download: true });
    const room = (await res.json()) as DeckRoom;
    const started = await visit(room.slug);
    const download = await fetch(started.download_url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Series A.pdf"');
  });

  it('refuses each bad PDF with its reason (400 naming the field), storing nothing', async () => {
    const before = ((await (await ada.call('/v1/deck-rooms')).json()) as DeckRoomList).rooms.length;
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode('Quarterly numbers\n'), 'pdf_not_pdf'],
      [pdfFile(2, { encrypted: true }), 'pdf_encrypted'],
      [pdfFile(61), 'pdf_too_many_pages'],
    ];
    for (const [bytes, code] of cases) {
      const id = await upload(ada, bytes);
      const res = await publishPdf(ada, id);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code, field: 'source' });
      // The refused upload is gone: publishing it again finds nothing.
      expect((await errorOf(await publishPdf(ada, id))).code).toBe('pdf_missing');
    }
    const tooLarge = await post(ada, '/v1/deck-rooms/uploads', {
      file_name: 'big.pdf',
      size: 20 * 1024 * 1024 + 1,
      content_type: 'application/pdf',
    });
    expect(tooLarge.status).toBe(400);
    expect(await errorOf(tooLarge)).toMatchObject({ code: 'pdf_too_large', field: 'size' });
    const notPdf = await post(ada, '/v1/deck-rooms/uploads', {
      file_name: 'deck.pptx',
      size: 100,
      content_type: 'application/vnd.ms-powerpoint',
    });
    expect(await errorOf(notPdf)).toMatchObject({ code: 'pdf_not_pdf', field: 'content_type' });
    expect(((await (await ada.call('/v1/deck-rooms')).json()) as DeckRoomList).rooms).toHaveLength(before);
  });

  it('takes an upload of exactly the signed length only, and no other founder’s upload', async () => {
    const res = await post(ada, '/v1/deck-rooms/uploads', {
      file_name: 'a.pdf',
      size: 100,
      content_type: 'application/pdf',
    });
    const target = (await res.json()) as DeckUpload;
    const longer = await fetch(target.url, {
      method: 'PUT',
      body: new Uint8Array(101),
      headers: target.headers,
    });
    expect(longer.status).toBe(403);
    const mine = await upload(ada, pdfFile(2));
    const other = await founder(stack);
    const stolen = await publishPdf(other, mine);
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).code).toBe('pdf_missing');
  });
});

describe('viewers matched to saved investors', () => {
  it('by the email’s domain against a saved investor’s website, and by the investor a room was made for', async () => {
    const ada = await founder(stack);
    // Two investors of the catalogue with websites on different domains.
    const picked: { id: string; domain: string }[] = [];
    for (let page = 1; page <= 5 && picked.length < 2; page++) {
      const list = (await (await ada.call(`/v1/investors?pageSize=50&page=${page}`)).json()) as {
        items: { id: string; company_url: string | null }[];
      };
      for (const item of list.items) {
        const domain = websiteDomain(item.company_url);
        if (domain && !picked.some((p) => p.domain === domain) && picked.length < 2)
          picked.push({ id: item.id, domain });
      }
    }
    const [withSite, other] = picked;
    for (const investor of picked) {
      expect((await ada.call(`/v1/saved/${investor.id}`, { method: 'PUT' })).status).toBeLessThan(300);
    }
    const domain = withSite!.domain;
    const room = await publish(ada, { require_email: true });
    const started = await visit(room.slug, { email: `partner@${domain}` });
    await age(room.slug, started.visit_id, 10_000);
    const slides = [
      { slide: 1, ms: 3000, entered: 1 },
      { slide: 2, ms: 6000, entered: 2 },
      { slide: 3, ms: 500, entered: 2 },
    ];
    expect((await beacon(room.slug, { visit_id: started.visit_id, slides, current: 3 })).status).toBe(204);
    const figures = (await (await ada.call(`/v1/deck-rooms/${room.slug}`)).json()) as DeckRoomAnalytics;
    expect(figures.viewers[0]!.investor).toMatchObject({ id: withSite!.id, by: 'domain' });
    const readers = (await (await ada.call('/v1/deck-rooms/readers')).json()) as DeckReaderList;
    expect(readers.readers).toEqual([
      expect.objectContaining({
        investor_id: withSite!.id,
        visits: 1,
        total_ms: 9500,
        line: 'read 10 s; slides 2-3 twice',
      }),
    ]);

    // A room made for the other investor: its viewer is theirs, whatever the email.
    const forOther = await publish(ada, { investor_id: other!.id });
    const anonymous = await visit(forOther.slug);
    await age(forOther.slug, anonymous.visit_id, 6000);
    await beacon(forOther.slug, {
      visit_id: anonymous.visit_id,
      slides: [{ slide: 1, ms: 5000, entered: 1 }],
      current: 1,
    });
    const after = (await (await ada.call('/v1/deck-rooms/readers')).json()) as DeckReaderList;
    expect(after.readers.map((r) => [r.investor_id, r.by])).toEqual(
      expect.arrayContaining([
        [withSite!.id, 'domain'],
        [other!.id, 'pitch'],
      ]),
    );
    // A room for an investor the founder has not saved is refused.
    const jobId = await finishedDeck(client, table, ada.sub);
    const unsaved = await post(ada, '/v1/deck-rooms', {
      source: { kind: 'generated', job_id: jobId },
      investor_id: 'no-such-investor',
    });
    expect(unsaved.status).toBe(400);
    expect((await errorOf(unsaved)).field).toBe('investor_id');
  });
});

describe('a pitch’s deck room (issue 39 item 4)', () => {
  const pitchRoom = async (user: Founder, investorId: string, pitchId: string) => {
    const { rooms } = (await (await user.call('/v1/deck-rooms')).json()) as DeckRoomList;
    const mine = rooms.filter((r) => r.investor_id === investorId);
    expect(mine).toHaveLength(1);
    const stored = (await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(mine[0]!.slug) })))
      .Item!;
    expect(stored.pitch_id).toBe(pitchId);
    return { room: mine[0]!, stored };
  };

  it('a pitch with a generated deck makes a read-only room for that investor; only its team gets the link; the reading is that investor’s', async () => {
    const target = await pitchListing(stack, client, { team: true });
    const outsider = await pitchListing(stack, client, { team: true });
    const user = await pitcher(stack, client);
    const jobId = await finishedDeck(client, table, user.sub, 'Roomco');
    const sent = await jsonOf<PitchSent>(
      sendPitch(user, target.id, { deck: { kind: 'generated', job_id: jobId } }),
      201,
    );

    // The room: for that investor, tied to the pitch, no email asked, no download, ending with the pitch (548 days)
    const { room, stored } = await pitchRoom(user, target.id, sent.pitch.id);
    expect(room).toMatchObject({
      kind: 'generated',
      pages: 13,
      require_email: false,
      allow_download: false,
      status: 'live',
      title: `Roomco pitch deck for ${target.name}`,
    });
    const days = (Date.parse(room.expires_at!) - Date.parse(sent.pitch.sent_at)) / 86_400_000;
    expect(Math.round(days)).toBe(548); // the pitch's expiry, in whole seconds
    expect(existsSync(join(stack.decks!.dir, stored.file as string))).toBe(true);

    // The team's inbox links it; the deck route refuses the slides (read in the viewer only)
    const seen = await jsonOf<InboxPitch>(
      callAs(stack, target.member!, 'GET', `/v1/investor/pitches/${sent.pitch.id}`),
    );
    expect(seen.deck).toEqual({
      kind: 'generated',
      title: 'Roomco pitch deck',
      room: { path: `/d/${room.slug}`, allow_download: false },
    });
    const refused = await callAs(stack, target.member!, 'GET', `/v1/investor/pitches/${sent.pitch.id}/deck`);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: 'deck_download_not_allowed' });

    // Another listing's member gets neither the pitch nor its link (404, as a pitch that does not exist)
    for (const path of [`/v1/investor/pitches/${sent.pitch.id}`, `/v1/investor/pitches/${sent.pitch.id}/deck`]) {
      const other = await callAs(stack, outsider.member!, 'GET', path);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain(room.slug);
    }
    const theirInbox = await callAs(stack, outsider.member!, 'GET', `/v1/investor/pitches?listing=${target.id}`);
    expect(theirInbox.status).toBe(404);

    // The viewer opens it without download; what is read there is that investor's (matched by the pitch) once the
    // bus has saved the investor on the founder's pipeline
    const open = (await (await publicCall(`/v1/rooms/${room.slug}`)).json()) as PublicDeckRoom;
    expect(open).toMatchObject({ kind: 'generated', allow_download: false, require_email: false });
    const started = await visit(room.slug);
    expect(started.download_url).toBeNull();
    expect((await readSlides(room.slug, started.visit_id, [4000, 5000])).status).toBe(204);
    const readers = await eventually(
      async () => ((await (await user.call('/v1/deck-rooms/readers')).json()) as DeckReaderList).readers,
      { until: (r) => r.length > 0, what: 'the pitch’s investor among the readers' },
    );
    expect(readers).toEqual([
      expect.objectContaining({ investor_id: target.id, by: 'pitch', room_slug: room.slug, total_ms: 9000 }),
    ]);
  });

  it('with download allowed the team gets the slides; a refused send leaves no room or file; removing the room closes the link', async () => {
    const target = await pitchListing(stack, client, { team: true });
    const user = await pitcher(stack, client);
    const jobId = await finishedDeck(client, table, user.sub);
    const sent = await jsonOf<PitchSent>(
      sendPitch(user, target.id, { deck: { kind: 'generated', job_id: jobId, allow_download: true } }),
      201,
    );
    const { room } = await pitchRoom(user, target.id, sent.pitch.id);
    expect(room.allow_download).toBe(true);
    const slides = await jsonOf<{ deck: { slides: unknown[] } }>(
      callAs(stack, target.member!, 'GET', `/v1/investor/pitches/${sent.pitch.id}/deck`),
    );
    expect(slides.deck.slides).toHaveLength(13);
    expect(((await (await publicCall(`/v1/rooms/${room.slug}`)).json()) as PublicDeckRoom).allow_download).toBe(
      true,
    );

    // A second pitch to the same investor is refused (one open pitch): no room, and the file it wrote first is gone
    // again (every room file written since names a room)
    const since = Date.now() - 1000;
    const again = await sendPitch(user, target.id, { deck: { kind: 'generated', job_id: jobId } });
    expect(again.status).toBe(409);
    const { rooms } = (await (await user.call('/v1/deck-rooms')).json()) as DeckRoomList;
    expect(rooms.filter((r) => r.investor_id === target.id)).toHaveLength(1);
    const folder = join(stack.decks!.dir, 'rooms');
    const written = readdirSync(folder).filter((slug) => {
      const file = join(folder, slug, 'deck.json');
      return existsSync(file) && statSync(file).mtimeMs >= since;
    });
    for (const slug of written) {
      const item = await client.send(new GetCommand({ TableName: table, Key: keys.deckRoom(slug) }));
      expect(item.Item, `room file ${slug} without a room`).toBeDefined();
    }

    // The founder removes the room as any room: the link is unknown from then on
    expect((await user.call(`/v1/deck-rooms/${room.slug}`, { method: 'DELETE' })).status).toBe(204);
    expect((await publicCall(`/v1/rooms/${room.slug}`)).status).toBe(404);
  });
});
