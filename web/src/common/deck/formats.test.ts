import { describe, expect, it } from 'vitest';
import { offlineDeck } from '../../../../functions/ai/offline.js';
import { pitchInput } from '../../../../functions/ai/fixtures.js';
import { deckMarkdown, deckText, emailText, fileStem, mailtoLink } from './formats.js';

const email = { subject: 'Fieldnote: raising $1.5M', body: 'Hi Sam,\n\nA & B?', to: null };

describe('formats', () => {
  it('names files after the company', () => {
    expect(fileStem('Fieldnote AI, Inc.')).toBe('fieldnote-ai-inc');
    expect(fileStem('***')).toBe('fundscout');
  });

  it('writes the deck as Markdown and text with every slide and its notes', () => {
    const deck = offlineDeck(pitchInput);
    const md = deckMarkdown(deck, 'Offline draft (no AI model configured)');
    expect(md.match(/^## /gm)).toHaveLength(13);
    expect(md).toContain('## 4. Traction: Traction so far');
    expect(md).toContain('> Speaker notes:');
    const txt = deckText(deck);
    expect(txt).toContain('Slide 13 of 13: The Ask & Use of Funds');
  });

  it('puts the To line and a mailto link only when a contact was revealed', () => {
    expect(emailText(email)).toBe('Subject: Fieldnote: raising $1.5M\n\nHi Sam,\n\nA & B?\n');
    expect(mailtoLink(email)).toBeNull();
    const to = { ...email, to: 'sam@fund.example' };
    expect(emailText(to).startsWith('To: sam@fund.example\n')).toBe(true);
    expect(mailtoLink(to)).toBe(
      'mailto:sam@fund.example?subject=Fieldnote%3A%20raising%20%241.5M&body=Hi%20Sam%2C%0D%0A%0D%0AA%20%26%20B%3F',
    );
  });
});
