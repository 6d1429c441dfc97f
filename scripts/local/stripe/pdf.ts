/**
 * A one-page PDF of text lines, for the local Stripe stand-in's invoice download (`invoice_pdf`, as Stripe gives
 * every finalized invoice; issue 38: the stand-in's portal downloads invoices as Stripe's does). PDF 1.4 with the
 * standard Helvetica font (no font embedded): a catalog, a page tree, one page, its content stream and the font,
 * with a cross-reference table of their byte offsets (ISO 32000-1 §7.5). Text is printable ASCII; anything else is
 * replaced by '?', and `(`, `)` and `\` are escaped (§7.3.4.2).
 */

/** `line` as a PDF literal string's content: ASCII only, the three special characters escaped. */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * The PDF document of `lines` (the first one a 16 pt title, the others 11 pt, top down on a US Letter page).
 * @returns the file's bytes (starts with `%PDF-1.4`, ends with `%%EOF`)
 */
export function textPdf(lines: readonly string[]): Buffer {
  const ops = lines.map((line, i) => {
    const size = i === 0 ? 16 : 11;
    const y = 740 - i * 22;
    return `BT /F1 ${size} Tf 72 ${y} Td (${pdfText(line)}) Tj ET`;
  });
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
