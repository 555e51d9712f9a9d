import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MonthlyChart, countTicks } from './MonthlyChart';

describe('countTicks', () => {
  it('spaces whole-number ticks 1, 2 or 5 × 10^n apart, from 0 to at least the maximum', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(2)).toEqual([0, 1, 2]);
    expect(countTicks(6)).toEqual([0, 2, 4, 6]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('MonthlyChart', () => {
  const months = ['2025-11', '2025-12', '2026-01', '2026-02'];

  it('draws a bar per month, as tall as its count against the axis, named and described for screen readers', () => {
    render(<MonthlyChart title="Invites sent per month" months={months} counts={[0, 5, 10, 2]} color="#123456" />);
    const chart = screen.getByRole('img', { name: 'Invites sent per month' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toBe(
      '17 in total from November 2025 to February 2026; the most was 10 in January 2026.',
    );
    const bars = [...chart.querySelectorAll<HTMLElement>('.month-chart__bar')];
    expect(bars.map((b) => b.style.height)).toEqual(['0%', '50%', '100%', '20%']);
    expect(bars.map((b) => b.dataset.label)).toEqual(['Nov 2025: 0', 'Dec 2025: 5', 'Jan 2026: 10', 'Feb 2026: 2']);
  });

  it('labels at most six months, with the year where it changes', () => {
    const year = Array.from({ length: 12 }, (_, i) => `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`);
    render(<MonthlyChart title="Jobs" months={year} counts={year.map(() => 1)} color="#123456" />);
    const labels = [...document.querySelectorAll('.month-chart__month')].map((l) => l.textContent);
    expect(labels).toEqual(['Nov2025', 'Jan2026', 'Mar', 'May', 'Jul', 'Sep']);
  });
});
