import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShareView } from '@candid/shared';
import { mockApi, ok } from '../../test/api';
import { allowPlainText } from '../../test/pseudo';
import { renderApp } from '../../test/render';
import { t } from '../../interview/i18n';
import { formatMomentIn } from './language';
import { allowShareText } from './test/pseudo';

const TOKEN = 'tok_brand-1';
const EXPIRES_AT = '2099-03-12T04:05:00.000Z';
allowShareText(TOKEN);

function view(overrides: Partial<ShareView> = {}): ShareView {
  return {
    jobTitle: 'Senior Barista',
    employerName: 'Globex Coffee',
    employer: { name: 'Globex Coffee', initials: 'GC', colour: '#FFFFFF', backgroundColour: '#00897B', logoUrl: null },
    anonymised: false,
    expiresAt: EXPIRES_AT,
    language: 'en-AU',
    candidates: [],
    ...overrides,
  };
}

/** `unchecked`: why this answer is not the one today's contract gives (see MockRoute). */
function renderShare(data: unknown, unchecked?: string) {
  mockApi([{ method: 'GET', path: `/api/share/${TOKEN}`, reply: ok(data), unchecked }]);
  renderApp(`/share/${TOKEN}`);
}

describe('SharePage brand', () => {
  it("shows the employer's initials badge in its colours and its name in the header, and Candid below", async () => {
    renderShare(view());
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
    const header = screen.getByRole('banner');
    const brand = within(header).getByTestId('share-employer');
    expect(within(brand).getByText('Globex Coffee')).toBeTruthy();
    const badge = within(brand).getByText('GC');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(0, 137, 123)');
    expect(within(header).queryByText('Candid')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText('Candid')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(t('share.pageTitle', { jobTitle: 'Senior Barista', employer: 'Globex Coffee' })));
  });

  it("shows the employer's logo when it has one", async () => {
    renderShare(view({ employer: { name: 'Globex Coffee', initials: 'GC', colour: null, backgroundColour: null, logoUrl: '/api/Image/7/employer-3-0123456789abcdef.png' } }));
    const brand = await screen.findByTestId('share-employer');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/api/Image/7/employer-3-0123456789abcdef.png');
    expect(within(brand).queryByText('GC')).toBeNull();
  });

  it('falls back to employerName from a server without the brand, and to English without the language', async () => {
    const { employer: _employer, language: _language, ...old } = view({ employerName: 'Initech Staffing' });
    // The badge's initials, which the page takes from the name (words the employer wrote).
    allowPlainText(/\bIS\b/g);
    renderShare(old, 'an older server, from before the share view had `employer` and `language`: the page falls back to employerName and English');
    const brand = await screen.findByTestId('share-employer');
    expect(within(brand).getByText('Initech Staffing')).toBeTruthy();
    expect(within(brand).getByText('IS')).toBeTruthy();
    expect(screen.getByText(t('share.expires', { date: formatMomentIn('en', EXPIRES_AT) }))).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
