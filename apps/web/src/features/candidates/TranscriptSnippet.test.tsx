import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { TranscriptSnippet, matchHref, snippetParts } from './TranscriptSnippet';

describe('snippetParts', () => {
  it('cuts the snippet at the highlights', () => {
    expect(snippetParts('I love latte art', [[7, 12]])).toEqual([
      { text: 'I love ', marked: false },
      { text: 'latte', marked: true },
      { text: ' art', marked: false },
    ]);
  });

  it('tidies unordered, overlapping, empty and out-of-range highlights', () => {
    expect(snippetParts('abcdefghij', [[8, 40], [1, 3], [2, 5], [6, 6], [-4, 0]])).toEqual([
      { text: 'a', marked: false },
      { text: 'bcde', marked: true },
      { text: 'fgh', marked: false },
      { text: 'ij', marked: true },
    ]);
    expect(snippetParts('', [[0, 3]])).toEqual([]);
  });
});

describe('TranscriptSnippet', () => {
  it('marks the matched words as text (never HTML) and links to the answer at the match', () => {
    const { container } = renderWithProviders(
      <TranscriptSnippet
        lineId={501}
        match={{ QuestionResponse_ID: 902, fk_Question_ID: 72, Snippet: '<b>bold</b> about latte art', Highlights: [[18, 23]], Start: 12.7 }}
      />,
    );
    const marks = Array.from(container.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['latte']);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold</b> about')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Play from 0:12' });
    expect(link.getAttribute('href')).toBe('/candidates/info?id=501&response=902&t=12');
    expect(matchHref(7, { QuestionResponse_ID: 1, fk_Question_ID: 3, Start: 0 })).toBe('/candidates/info?id=7&response=1&t=0');
  });

  it('links a written answer (issue 29) to its question, to read rather than play', () => {
    renderWithProviders(
      <TranscriptSnippet lineId={501} match={{ QuestionResponse_ID: null, fk_Question_ID: 72, Snippet: 'I trained new starters', Highlights: [[2, 9]], Start: null }} />,
    );
    const link = screen.getByRole('link', { name: 'Read the written answer' });
    expect(link.getAttribute('href')).toBe('/candidates/info?id=501&question=72');
    expect(screen.queryByRole('link', { name: /Play from/ })).toBeNull();
  });
});
