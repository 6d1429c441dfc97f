/**
 * The AI results as files and links (founder-app.md §2 "AI Tools": copy, download as .txt; issue 10 "Outputs"):
 * the deck as Markdown and plain text, the email as plain text and as a `mailto:` link (only when the picked
 * investor's contact was revealed: the server fills `to` only then). Pure functions; the .pptx is in pptx.ts.
 */
import type { InvestorEmail, PitchDeck } from '../../../../shared/ai-schemas.js';

/** File-name stem for a company ("Fieldnote AI" → "fieldnote-ai"), never empty. */
export function fileStem(name: string): string {
  const stem = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem || 'fundscout';
}

/** The deck as Markdown: one `##` section per slide with its bullets and the speaker notes as a quote. */
export function deckMarkdown(deck: PitchDeck, label?: string): string {
  const parts = [`# ${deck.companyName}: pitch deck`];
  if (label) parts.push(`_${label}_`);
  deck.slides.forEach((slide, i) => {
    parts.push(
      [
        `## ${i + 1}. ${slide.title}: ${slide.headline}`,
        ...slide.bullets.map((b) => `- ${b}`),
        ...(slide.notes ? ['', `> Speaker notes: ${slide.notes}`] : []),
      ].join('\n'),
    );
  });
  return `${parts.join('\n\n')}\n`;
}

/** The deck as plain text (the spec's .txt download). */
export function deckText(deck: PitchDeck, label?: string): string {
  const parts = [`${deck.companyName}: pitch deck`];
  if (label) parts.push(label);
  deck.slides.forEach((slide, i) => {
    parts.push(
      [
        `Slide ${i + 1} of ${deck.slides.length}: ${slide.title}`,
        slide.headline,
        ...slide.bullets.map((b) => `  • ${b}`),
        ...(slide.notes ? [`Speaker notes: ${slide.notes}`] : []),
      ].join('\n'),
    );
  });
  return `${parts.join('\n\n')}\n`;
}

/** The email as plain text: the To line (when revealed), the subject, the body. */
export function emailText(email: InvestorEmail): string {
  return `${email.to ? `To: ${email.to}\n` : ''}Subject: ${email.subject}\n\n${email.body}\n`;
}

/** `mailto:` with subject and body for a revealed contact, else null (RFC 6068: percent-encoded, CRLF lines). */
export function mailtoLink(email: InvestorEmail): string | null {
  if (!email.to) return null;
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(email.to).replace('%40', '@')}?subject=${enc(email.subject)}&body=${enc(email.body)}`;
}
