import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { allowPlainText, plainWords, pseudoCatalogue, pseudoText } from './pseudo';

describe('the pseudo-locale', () => {
  it('accents every Latin letter and keeps placeholders, plurals and punctuation', () => {
    expect(pseudoText('Start interview, now!')).toBe('Šţàŕţ ïñţéŕṽïéŵ, ñöŵ!');
    const catalogue = pseudoCatalogue();
    expect(catalogue.questionOf).toEqual(compileMessageOrThrow('Question {n} of {total}', pseudoText));
    expect(JSON.stringify(catalogue.secondsLeft)).toContain('"s","plural"');
  });

  it('finds the plain words a page shows, in text and in what a screen reader reads, but not allowed ones', () => {
    const root = document.createElement('div');
    root.innerHTML = `<p>${pseudoText('Your answer')} Next question</p><button aria-label="Close">×</button><p>Barista 3</p>`;
    expect(plainWords(root)).toEqual(['Next question', 'Barista', 'Close']);
    expect(plainWords(root, ['Barista'])).toEqual(['Next question', 'Close']);
    allowPlainText(/\bClose\b/g);
    expect(plainWords(root, ['Barista'])).toEqual(['Next question']);
  });
});
