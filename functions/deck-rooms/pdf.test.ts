import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/deck-rooms.js';
import { checkPdf } from './pdf.js';

const refusal = async (bytes: Uint8Array) => {
  try {
    await checkPdf(bytes);
    return null;
  } catch (error) {
    return { code: (error as { code: string }).code, field: (error as { field: string }).field };
  }
};

describe('checkPdf (pdf.js on the server)', () => {
  it('counts the pages of a valid PDF', async () => {
    expect(await checkPdf(pdfFile(10))).toEqual({ pages: 10 });
    expect(await checkPdf(pdfFile(60))).toEqual({ pages: 60 });
  });

  it('refuses each bad PDF with its reason, naming the field', async () => {
    expect(await refusal(pdfFile(61))).toEqual({ code: 'pdf_too_many_pages', field: 'source' });
    expect(await refusal(pdfFile(2, { encrypted: true }))).toEqual({
      code: 'pdf_encrypted',
      field: 'source',
    });
    expect(await refusal(new TextEncoder().encode('Quarterly numbers, not a PDF'))).toEqual({
      code: 'pdf_not_pdf',
      field: 'source',
    });
    expect(await refusal(new TextEncoder().encode('%PDF-1.4 and then nothing a PDF has'))).toEqual({
      code: 'pdf_not_pdf',
      field: 'source',
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    expect(await refusal(big)).toEqual({ code: 'pdf_too_large', field: 'source' });
  });
});
