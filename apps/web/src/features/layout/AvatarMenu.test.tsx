import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { userFromWire } from '../../api/entities';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { callsTo, mockApi, ok } from '../../test/api';
import { AvatarMenu } from './AvatarMenu';

const ALL_ENTRIES = [
  'My Profile',
  'Team',
  'Edit Enterprise Account',
  'Client Preferences',
  'Select Package',
  'Logout',
  'Privacy Policy',
  'Terms of Service',
];

function openMenu(level: number, overrides: Parameters<typeof buildUser>[0] = {}) {
  renderWithProviders(<AvatarMenu user={userFromWire(buildUser({ User_AccessLevel: level, ...overrides }))} />, '/dashboard');
  fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.getByRole('menu');
}

function entryNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('AvatarMenu visibility per access level (SPEC §6)', () => {
  it.each([
    [ACCESS_LEVEL.Owner, ALL_ENTRIES],
    [ACCESS_LEVEL.Admin, ALL_ENTRIES],
    [ACCESS_LEVEL.Administrator, ['My Profile', 'Team', 'Logout', 'Privacy Policy', 'Terms of Service']],
    [ACCESS_LEVEL.HiringManager, ['My Profile', 'Team', 'Client Preferences', 'Logout', 'Privacy Policy', 'Terms of Service']],
  ])('level %i shows exactly %j', (level, expected) => {
    const menu = openMenu(level);
    expect(entryNames(menu)).toEqual(expected);
  });

  it('hides Client Preferences when the user has no enterprise', () => {
    const menu = openMenu(ACCESS_LEVEL.Owner, { fk_Enterprise_ID: 0 });
    expect(entryNames(menu)).not.toContain('Client Preferences');
    expect(entryNames(menu)).toContain('Edit Enterprise Account');
  });

  it.each([ACCESS_LEVEL.Owner, ACCESS_LEVEL.Admin])('company name links to /company for level %i', (level) => {
    const menu = openMenu(level);
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    const link = within(menu).getByRole('link', { name: 'Acme Recruiting' });
    expect(link.getAttribute('href')).toBe('/company');
  });

  it.each([ACCESS_LEVEL.Administrator, ACCESS_LEVEL.HiringManager])(
    'company name is plain text for level %i',
    (level) => {
      const menu = openMenu(level);
      expect(within(menu).getByText('Acme Recruiting')).toBeTruthy();
      expect(within(menu).queryByRole('link', { name: 'Acme Recruiting' })).toBeNull();
    },
  );

  it('navigates to the entry route', () => {
    const menu = openMenu(ACCESS_LEVEL.Owner);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Select Package' }));
    expect(screen.getByTestId('location').textContent).toBe('/packages');
  });

  it.each([
    ['My Profile', '/profile'],
    ['Team', '/user'],
  ])('%s goes to %s, for a Hiring Manager too', (entry, path) => {
    const menu = openMenu(ACCESS_LEVEL.HiringManager);
    fireEvent.click(within(menu).getByRole('menuitem', { name: entry }));
    expect(screen.getByTestId('location').textContent).toBe(path);
  });
});

describe('AvatarMenu avatar', () => {
  it('shows initials from the name, or the stored initials', () => {
    renderWithProviders(<AvatarMenu user={userFromWire(buildUser({ User_Initials: 'ABC' }))} />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    // Drawn by CSS from data-initials, so that the button's name is its label alone (WCAG 2.5.3).
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('ABC');
    expect(button.textContent).toBe('');
  });

  it('uses a smaller font for initials longer than 2 characters', () => {
    renderWithProviders(
      <>
        <AvatarMenu user={userFromWire(buildUser({ User_Initials: 'AL' }))} />
        <AvatarMenu user={userFromWire(buildUser({ User_Initials: 'ABC' }))} />
      </>,
    );
    const [two, three] = screen.getAllByTestId('user-initials');
    const size = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);
    expect(size(three)).toBeLessThan(size(two));
  });

  it('shows the avatar image when enabled and the link is an image', () => {
    renderWithProviders(
      <AvatarMenu
        user={userFromWire(buildUser({ User_AvatarEnable: true, User_ImageLink: 'https://media.example.com/a/face.png' }))}
      />,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://media.example.com/a/face.png');
    expect(within(button).queryByTestId('user-initials')).toBeNull();
  });
});

describe('Logout', () => {
  it('asks for confirmation, then calls Logout, clears storage and goes to /login after 500 ms', async () => {
    const fetchMock = mockApi([{ method: 'POST', path: '/api/Account/Logout', reply: ok(true) }]);
    window.localStorage.setItem('candid.loggedIn', '1');
    window.localStorage.setItem('candid.userName', 'ada@example.com');
    const menu = openMenu(ACCESS_LEVEL.Owner);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(within(dialog).getByText(MSG.logoutConfirm)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/Account/Logout')).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem('candid.loggedIn')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
