/**
 * A generated deck's slides in the viewer (issue 39): each slide a 16:9 card with the company, the slide's name,
 * its headline and bullets (shared/ai-schemas.ts `Slide`; the speaker notes are the founder's, never shown).
 */
import type { Slide } from '../../../../shared/ai-schemas.js';
import { h } from './dom.js';

/** Renders slide `index` (0-based) of `slides` into `stage`. */
export function renderSlide(
  stage: HTMLElement,
  company: string,
  slides: readonly Slide[],
  index: number,
): void {
  const slide = slides[index]!;
  stage.replaceChildren(
    h(
      'section',
      { class: 'slide', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${slides.length}` },
      h('p', { class: 'slide-kicker' }, `${company} · ${slide.title}`),
      h(index === 0 ? 'h1' : 'h2', { class: 'slide-headline' }, slide.headline),
      h('ul', { class: 'slide-bullets' }, ...slide.bullets.map((b) => h('li', {}, b))),
    ),
  );
}
