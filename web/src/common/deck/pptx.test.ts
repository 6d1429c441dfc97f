/**
 * The .pptx opened by a parser (fflate unzips it): 13 slides, one per section in order, text as native runs (the
 * headline is in the slide XML as text), speaker notes present.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { offlineDeck } from '../../../../functions/ai/offline.js';
import { pitchInput } from '../../../../functions/ai/fixtures.js';
import { deckPptx } from './pptx.js';

const xmlText = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]!.replaceAll('&amp;', '&')).join(' ');

describe('deckPptx', () => {
  it('writes 13 editable slides with speaker notes', async () => {
    const deck = offlineDeck(pitchInput);
    const bytes = (await deckPptx(
      deck,
      'Offline draft (no AI model configured)',
      'uint8array',
    )) as Uint8Array;
    const files = unzipSync(bytes);
    const slides = Object.keys(files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slides).toHaveLength(13);
    for (let i = 1; i <= 13; i += 1) {
      const section = deck.slides[i - 1]!;
      const text = xmlText(strFromU8(files[`ppt/slides/slide${i}.xml`]!));
      expect(text).toContain(section.title);
      expect(text).toContain(section.headline);
      expect(text).toContain(section.bullets[0]!);
      expect(xmlText(strFromU8(files[`ppt/notesSlides/notesSlide${i}.xml`]!))).toContain(section.notes);
    }
    expect(strFromU8(files['ppt/slides/slide1.xml']!)).not.toContain('<p:pic>');
    expect(xmlText(strFromU8(files['ppt/slides/slide1.xml']!))).toContain(
      'Offline draft (no AI model configured)',
    );
  });
});
