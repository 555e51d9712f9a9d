import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WHATS_NEW } from '../../content/whats-new';
import { renderWithProviders } from '../../test/render';
import { WhatsNewPage } from './WhatsNewPage';

describe("What's new", () => {
  it('keeps its entries newest first, each dated with a title and at least one change', () => {
    expect(WHATS_NEW.length).toBeGreaterThan(3);
    for (const entry of WHATS_NEW) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.items.length).toBeGreaterThan(0);
    }
    const dates = WHATS_NEW.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists every entry with its date, title and changes, newest first', () => {
    renderWithProviders(<WhatsNewPage />);
    expect(screen.getByRole('heading', { level: 1, name: "What's new" })).toBeTruthy();
    expect(document.title).toBe("What's new · Candid");
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(WHATS_NEW.map((e) => e.title));

    const first = screen.getAllByRole('listitem').find((li) => li.tagName === 'LI' && within(li).queryByRole('heading', { name: WHATS_NEW[0].title }))!;
    const time = first.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(WHATS_NEW[0].date);
    expect(time.textContent).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}, \d{4}$/);
    expect(within(first).getByText(WHATS_NEW[0].items[0])).toBeTruthy();
  });
});
