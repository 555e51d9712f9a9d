import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { HELP_GUIDES } from '../../content/help';
import { mockApi, ok } from '../../test/api';
import { buildPlan } from '../../test/billing';
import { renderWithProviders } from '../../test/render';
import { SHORTCUTS } from '../candidates/ShortcutsHelp';
import { HelpPage } from './HelpPage';

describe('HelpPage', () => {
  const planWithContact = (operatorContact: { email: string | null; url: string | null }) =>
    mockApi([{ method: 'GET', path: '/api/Subscriber/Plan', reply: ok(buildPlan({ billing: 'offline', operatorContact })) }]);

  it('shows the guides, every review-player shortcut and whom to contact', async () => {
    planWithContact({ email: null, url: null });
    renderWithProviders(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(document.title).toBe('Help · Candid');

    const guides = screen.getByRole('region', { name: 'Guides' });
    for (const title of ['Create a job', 'Invite candidates', 'Review answers', 'Share with a colleague']) {
      expect(within(guides).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    const share = within(guides).getByRole('region', { name: 'Share with a colleague' });
    expect(within(share).getAllByRole('listitem')).toHaveLength(HELP_GUIDES.find((g) => g.id === 'share-with-a-colleague')!.steps.length);

    const shortcuts = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    for (const s of SHORTCUTS) {
      expect(within(shortcuts).getByText(s.keys)).toBeTruthy();
      expect(within(shortcuts).getByText(s.action)).toBeTruthy();
    }
    expect(within(shortcuts).getByText('Play or pause')).toBeTruthy();

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(await within(contact).findByText(MSG.helpContactAdministrator)).toBeTruthy();
  });

  it("names the operator's address and page when the server has them", async () => {
    planWithContact({ email: 'help@operator.example', url: 'https://operator.example/support' });
    renderWithProviders(<HelpPage />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    const mail = await within(contact).findByRole('link', { name: 'help@operator.example' });
    expect(mail.getAttribute('href')).toBe('mailto:help@operator.example');
    expect(within(contact).getByRole('link', { name: 'https://operator.example/support' }).getAttribute('href')).toBe('https://operator.example/support');
    expect(within(contact).queryByText(MSG.helpContactAdministrator)).toBeNull();
  });
});
