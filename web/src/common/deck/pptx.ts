/**
 * The deck as a PowerPoint file, built in the browser with pptxgenjs (docs/decisions/0013-ai-jobs.md: the worker
 * Lambda stays small, and the .pptx is made from the stored deck whenever the founder downloads it, also for a
 * past generation). One slide per section in the deck's order, every text native and editable (text boxes, never
 * pictures of slides), the speaker notes in each slide's notes. pptxgenjs is loaded on demand (its own chunk).
 * Source: https://gitbrent.github.io/PptxGenJS/docs/usage-slide-options/ (addText, addNotes, write).
 */
import type { PitchDeck } from '../../../../shared/ai-schemas.js';

const INK = '16191F';
const MUTED = '5F6B7A';
const ACCENT = '0972D3';

/**
 * The .pptx bytes of `deck`. `label` (e.g. 'Offline draft (no AI model configured)') goes on the title slide.
 * @param outputType 'blob' in the browser, 'uint8array' in tests
 */
export async function deckPptx(
  deck: PitchDeck,
  label: string | undefined,
  outputType: 'blob' | 'uint8array' = 'blob',
): Promise<Blob | Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = `${deck.companyName}: pitch deck`;
  pptx.company = deck.companyName;
  deck.slides.forEach((section, index) => {
    const slide = pptx.addSlide();
    slide.addText(`${index + 1} / ${deck.slides.length}  ·  ${section.title}`, {
      x: 0.5,
      y: 0.25,
      w: 9,
      h: 0.35,
      fontSize: 12,
      color: ACCENT,
      bold: true,
    });
    if (index === 0) {
      slide.addText(section.headline, { x: 0.5, y: 1.6, w: 9, h: 1.2, fontSize: 40, bold: true, color: INK });
      slide.addText(section.bullets.join('\n'), { x: 0.5, y: 2.9, w: 9, h: 1.2, fontSize: 18, color: MUTED });
      if (label)
        slide.addText(label, { x: 0.5, y: 4.8, w: 9, h: 0.4, fontSize: 11, italic: true, color: MUTED });
    } else {
      slide.addText(section.headline, { x: 0.5, y: 0.7, w: 9, h: 0.9, fontSize: 26, bold: true, color: INK });
      slide.addText(
        section.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.6, y: 1.7, w: 8.8, h: 3.4, fontSize: 18, color: INK, valign: 'top', paraSpaceAfter: 8 },
      );
    }
    if (section.notes) slide.addNotes(section.notes);
  });
  return (await pptx.write({ outputType, compression: true })) as Blob | Uint8Array;
}
