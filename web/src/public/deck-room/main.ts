/**
 * The deck viewer (`/d/{slug}`; issue 39 "Deliver" 2; docs/decisions/0061-deck-rooms.md): its own entry
 * (web/deck.html), plain DOM and CSS without React, served under its own strict CSP (infra/constructs/web.ts
 * `VIEWER_CSP`, scripts/bench/serve-dist.ts locally). No sign-in.
 *
 * 1. `GET /v1/rooms/{slug}`: the title and whether the room asks for an email; 404 and 410 show a plain page.
 * 2. The email form where asked, then `POST /v1/rooms/{slug}/visits`: a visit id and the content.
 * 3. Slide by slide: buttons, the keyboard (arrows, Page Up/Down, space, Home/End) and swipes; a generated deck
 *    as slides (slides.ts), a PDF through pdf.js in a worker (pdf-pages.ts, loaded only then). Where the room allows
 *    download: the PDF's signed address, or a generated deck's .pptx built here (`pptxButton`).
 * 4. The reading clock (reading-clock.ts) counts time per slide while the tab is visible and the reader active;
 *    the batcher (beacons.ts) reports it every 5 s at most and with sendBeacon as the tab is hidden or left.
 */
import './deck-room.css';
import type { PublicDeckRoom, VisitStarted } from '../../../../shared/deck-room-schemas.js';
import type { PitchDeck } from '../../../../shared/ai-schemas.js';
import { ApiError, callPublicApi, publicRouteUrl, saveFile } from '../../common/api.js';
import { fileStem } from '../../common/deck/formats.js';
import { BeaconBatcher, type BeaconBody } from './beacons.js';
import { h } from './dom.js';
import { ReadingClock } from './reading-clock.js';
import { renderSlide } from './slides.js';

const root = document.getElementById('deck')!;
const slug = decodeURIComponent(location.pathname.split('/')[2] ?? '');

/** The plain page of a link that does not open (404, 410) or of a failure. */
function notice(title: string, text: string): void {
  document.title = `${title} | Fundscout`;
  root.replaceChildren(
    h(
      'div',
      { class: 'deck-notice' },
      h('h1', {}, title),
      h('p', {}, text),
      h('p', {}, h('a', { href: '/' }, 'Fundscout')),
    ),
  );
}

function failed(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    notice('Deck not found', 'This link does not lead to a deck. Check it with the person who sent it.');
  } else if (error instanceof ApiError && error.status === 410) {
    notice(
      'Deck no longer shared',
      error.message || 'The person who shared this deck has stopped sharing it.',
    );
  } else {
    notice('Could not open the deck', 'Something went wrong. Reload the page to try again.');
  }
}

const footer = () =>
  h(
    'p',
    { class: 'deck-privacy' },
    'This page records, for the person who shared it, the time spent on each slide (with a visit number, and your email where asked). ',
    h('a', { href: '/privacy#doc-deck-rooms' }, 'Privacy'),
  );

/** Asks for the email; resolves with the started visit. */
function emailGate(room: PublicDeckRoom): Promise<VisitStarted> {
  return new Promise((resolve) => {
    const input = h('input', {
      id: 'deck-email',
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      required: true,
    });
    const error = h('p', { class: 'deck-error', id: 'deck-email-error', role: 'alert' });
    const button = h('button', { type: 'submit', class: 'deck-primary' }, 'Open deck');
    const form = h(
      'form',
      { class: 'deck-gate', novalidate: true },
      h('h1', {}, room.title),
      h(
        'p',
        {},
        'Enter your email to open this deck. The person who shared it sees it with the time spent on each slide.',
      ),
      h('label', { for: 'deck-email' }, 'Your email'),
      input,
      error,
      button,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      button.disabled = true;
      error.textContent = '';
      callPublicApi('POST /v1/rooms/{slug}/visits', { params: { slug }, body: { email: input.value.trim() } })
        .then(resolve)
        .catch((e: unknown) => {
          button.disabled = false;
          if (e instanceof ApiError && e.status === 400) {
            error.textContent = e.message;
            input.setAttribute('aria-invalid', 'true');
            input.setAttribute('aria-describedby', 'deck-email-error');
            input.focus();
          } else failed(e);
        });
    });
    root.replaceChildren(form, footer());
    input.focus();
  });
}

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * A generated deck's download where the room allows it: the .pptx the app's deck builder makes
 * (common/deck/pptx.ts, pptxgenjs loaded only on the click, its own chunk), from the slides this visit shows.
 */
function pptxButton(content: { company: string; slides: PitchDeck['slides'] }): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'deck-download' }, 'Download (.pptx)');
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Preparing…';
    void (async () => {
      try {
        const { deckPptx } = await import('../../common/deck/pptx.js');
        const deck = { companyName: content.company, slides: content.slides };
        const blob = (await deckPptx(deck, undefined, 'blob')) as Blob;
        saveFile(new Blob([blob], { type: PPTX_TYPE }), `${fileStem(content.company)}-pitch-deck.pptx`);
        button.textContent = 'Download (.pptx)';
      } catch {
        button.textContent = 'Download failed: try again';
      } finally {
        button.disabled = false;
      }
    })();
  });
  return button;
}

async function open(): Promise<void> {
  const room = await callPublicApi('GET /v1/rooms/{slug}', { params: { slug } });
  document.title = `${room.title} | Fundscout`;
  const visit = room.require_email
    ? await emailGate(room)
    : await callPublicApi('POST /v1/rooms/{slug}/visits', { params: { slug }, body: {} });
  const beaconUrl = await publicRouteUrl('POST /v1/rooms/{slug}/beacons', { slug });

  const stage = h('div', { class: 'deck-stage', tabindex: '-1' });
  const counter = h('span', { class: 'deck-counter', 'aria-live': 'polite' });
  const prev = h('button', { type: 'button', class: 'deck-nav', 'aria-label': 'Previous slide' }, '‹');
  const next = h('button', { type: 'button', class: 'deck-nav', 'aria-label': 'Next slide' }, '›');
  const download = visit.download_url
    ? h('a', { class: 'deck-download', href: visit.download_url, download: '' }, 'Download')
    : visit.content.kind === 'generated' && room.allow_download
      ? pptxButton(visit.content)
      : null;
  root.replaceChildren(
    h('header', { class: 'deck-header' }, h('h1', { class: 'deck-title' }, room.title), download),
    stage,
    h('nav', { class: 'deck-controls', 'aria-label': 'Slides' }, prev, counter, next),
    footer(),
  );

  let pages: number;
  let draw: (index: number) => void;
  if (visit.content.kind === 'generated') {
    const { company, slides } = visit.content;
    pages = slides.length;
    draw = (index) => renderSlide(stage, company, slides, index);
  } else {
    stage.classList.add('deck-stage-pdf');
    stage.replaceChildren(h('p', { class: 'deck-status' }, 'Loading the PDF…'));
    const { openPdf } = await import('./pdf-pages.js');
    const pdf = await openPdf(visit.content.url);
    pages = pdf.pages;
    draw = (index) => void pdf.render(stage, index);
  }

  const clock = new ReadingClock(performance.now(), 1);
  let index = 0;
  let stopped = false;
  const show = (to: number) => {
    const target = Math.min(pages - 1, Math.max(0, to));
    if (target !== index) {
      index = target;
      clock.show(index + 1, performance.now());
    } else clock.activity(performance.now());
    draw(index);
    counter.textContent = `${index + 1} / ${pages}`;
    prev.disabled = index === 0;
    next.disabled = index === pages - 1;
  };
  prev.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement) return;
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      PageDown: 1,
      ' ': 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      PageUp: -1,
    };
    if (event.key in step) show(index + step[event.key]!);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(pages - 1);
    else return clock.activity(performance.now());
    event.preventDefault();
  });
  let swipeFrom: number | null = null;
  stage.addEventListener('pointerdown', (event) => (swipeFrom = event.clientX));
  stage.addEventListener('pointerup', (event) => {
    if (swipeFrom !== null && Math.abs(event.clientX - swipeFrom) > 50)
      show(index + (event.clientX < swipeFrom ? 1 : -1));
    swipeFrom = null;
  });
  for (const type of ['pointermove', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const) {
    addEventListener(type, () => clock.activity(performance.now()), { passive: true });
  }

  const batcher = new BeaconBatcher(visit.visit_id, clock, {
    async send(body: BeaconBody) {
      try {
        await callPublicApi('POST /v1/rooms/{slug}/beacons', { params: { slug }, body });
        return true;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 410 || error.status === 404)) {
          stopped = true;
          failed(error);
        }
        return false;
      }
    },
    // A string body goes as text/plain: no preflight, and the route takes any content type.
    sendOnLeave: (body) => !stopped && navigator.sendBeacon(beaconUrl, JSON.stringify(body)),
  });
  const timer = setInterval(() => {
    if (stopped) clearInterval(timer);
    else void batcher.tick(performance.now());
  }, 1000);
  document.addEventListener('visibilitychange', () => {
    const visible = document.visibilityState === 'visible';
    clock.visibility(visible, performance.now());
    if (!visible) batcher.leave(performance.now());
  });
  addEventListener('pagehide', () => batcher.leave(performance.now()));

  show(0);
  stage.focus();
}

if (!/^[a-z2-7]{16}$/.test(slug)) failed(new ApiError(404, 'not_found', ''));
else open().catch(failed);
