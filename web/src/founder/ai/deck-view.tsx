/**
 * A generated deck on the page: the 13 slides as cards in order (headline, bullets, speaker notes), and its
 * downloads: .pptx (pptx.ts, built in the browser), .md and the spec's .txt (formats.ts).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AI_MESSAGES, type AiSource, type PitchDeck } from '../../../../shared/ai-schemas.js';
import { saveFile } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { deckMarkdown, deckText, fileStem } from '../../common/deck/formats.js';
import { CopyButton } from './job-parts.js';
import { deckPptx } from '../../common/deck/pptx.js';
import { aiStrings as s } from './strings.js';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export function DeckDownloads({ deck, source }: { deck: PitchDeck; source: AiSource | null }) {
  const { toast } = useToast();
  const [preparing, setPreparing] = useState(false);
  const label = source === 'offline' ? AI_MESSAGES.offlineLabel : undefined;
  const stem = `${fileStem(deck.companyName)}-pitch-deck`;
  async function pptx() {
    setPreparing(true);
    try {
      const blob = (await deckPptx(deck, label, 'blob')) as Blob;
      saveFile(new Blob([blob], { type: PPTX_TYPE }), `${stem}.pptx`);
    } catch {
      toast({ type: 'error', title: s.errorTitle, message: s.deck.failed });
    } finally {
      setPreparing(false);
    }
  }
  const text = deckText(deck, label);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="download" loading={preparing} onClick={() => void pptx()}>
        {preparing ? s.deck.preparing : s.deck.downloadPptx}
      </Button>
      <Button
        iconName="download"
        onClick={() =>
          saveFile(new Blob([deckMarkdown(deck, label)], { type: 'text/markdown' }), `${stem}.md`)
        }
      >
        {s.deck.downloadMd}
      </Button>
      <Button
        iconName="download"
        onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), `${stem}.txt`)}
      >
        {s.deck.downloadTxt}
      </Button>
      <CopyButton text={text} />
    </SpaceBetween>
  );
}

export function DeckSlides({ deck }: { deck: PitchDeck }) {
  const total = deck.slides.length;
  return (
    <ol className="fs-ai-slides">
      {deck.slides.map((slide, i) => (
        <li key={slide.id}>
          <section className="fs-ai-slide" aria-label={s.deck.slideLabel(i + 1, total, slide.title)}>
            <Box variant="small" color="text-status-info" fontWeight="bold">
              {i + 1} / {total} · {slide.title}
            </Box>
            <h3 className="fs-ai-slide__headline">{slide.headline}</h3>
            <ul className="fs-ai-slide__bullets">
              {slide.bullets.map((bullet, b) => (
                <li key={b}>{bullet}</li>
              ))}
            </ul>
            {slide.notes ? (
              <ExpandableSection headerText={s.deck.notes} variant="footer">
                <Box variant="p">{slide.notes}</Box>
              </ExpandableSection>
            ) : null}
          </section>
        </li>
      ))}
    </ol>
  );
}
