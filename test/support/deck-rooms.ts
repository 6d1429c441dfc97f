/**
 * Deck room test data (issue 39): a finished generated pitch deck written straight into a founder's partition
 * (the job and its outcome, as the AI worker leaves them: functions/data/ai-job.ts), so a test can publish a room
 * without running a generation, and the PDFs of the limits (a valid one of N pages, an encrypted one, one that is
 * not a PDF) built in memory.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { aiJobItem, aiJobOutcomeItem } from '../../functions/data/ai-job.js';
import { pitchInput } from '../../functions/ai/fixtures.js';
import { newJobId } from '../../functions/ai/jobs.js';
import { offlineDeck } from '../../functions/ai/offline.js';

/** Writes a finished pitch-deck job of `sub` titled `title`; answers its id. */
export async function finishedDeck(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  companyName = 'Acme Robotics',
): Promise<string> {
  const now = new Date();
  const id = newJobId(now);
  const input = { ...pitchInput, companyName };
  const at = now.toISOString();
  const job = aiJobItem({
    id,
    sub,
    kind: 'pitch_deck',
    title: `${companyName} pitch deck`,
    created_at: at,
    updated_at: at,
    status: 'running',
    progress_done: 13,
    progress_total: 13,
    input,
    investor: null,
    to: null,
    charge: { cost: 2, period_start: at, at },
    prompt_version: 'test',
    request_id: 'test',
  });
  delete (job as Record<string, unknown>).gsi1pk;
  delete (job as Record<string, unknown>).gsi1sk;
  await client.send(new PutCommand({ TableName: table, Item: job }));
  await client.send(
    new PutCommand({
      TableName: table,
      Item: aiJobOutcomeItem(sub, {
        id,
        status: 'succeeded',
        source: 'offline',
        deck: offlineDeck(input),
        email: null,
        error: null,
        reason: null,
        refunded: false,
        finished_at: at,
      }),
    }),
  );
  return id;
}

/**
 * A minimal valid PDF of `pages` blank 16:9 pages (PDF 1.4: catalog, page tree, pages, xref, trailer), each page
 * with a line of text naming it; `encrypted` adds a Standard security handler whose user password is not empty (a
 * reader asks for a password).
 */
export function pdfFile(pages: number, options: { encrypted?: boolean } = {}): Uint8Array {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + 2 * i);
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const text = `BT /F1 28 Tf 40 90 Td (Slide ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 180] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
    );
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  if (options.encrypted) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/**
 * Publishes `bytes` as a PDF deck room of the founder whose API calls `call` makes (test/support/cognito.ts `api`
 * with their token): the upload address, the PUT of exactly those bytes, the publish with `options`
 * (DeckRoomCreate's fields). For scripts without a test runner (`bench:web`).
 * @returns the room's slug. @throws Error naming the step that failed and its answer
 */
export async function publishPdfRoom(
  call: (path: string, init?: RequestInit) => Promise<Response>,
  bytes: Uint8Array,
  options: Record<string, unknown> = {},
): Promise<string> {
  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const checked = async (step: string, res: Response) => {
    if (!res.ok) throw new Error(`${step} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  const target = (await (
    await checked(
      'POST /v1/deck-rooms/uploads',
      await post('/v1/deck-rooms/uploads', {
        file_name: 'deck.pdf',
        size: bytes.byteLength,
        content_type: 'application/pdf',
      }),
    )
  ).json()) as { upload_id: string; url: string; headers: Record<string, string> };
  await checked('the upload', await fetch(target.url, { method: 'PUT', body: bytes, headers: target.headers }));
  const room = (await (
    await checked(
      'POST /v1/deck-rooms',
      await post('/v1/deck-rooms', { source: { kind: 'pdf', upload_id: target.upload_id }, ...options }),
    )
  ).json()) as { slug: string };
  return room.slug;
}
