import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { renderWithProviders } from '../../test/render';
import { HeaderActions } from './HeaderActions';

describe('HeaderActions', () => {
  it('Help opens a labelled dialog saying the feature is unavailable', async () => {
    renderWithProviders(<HeaderActions userId={11} />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByText(MSG.featureUnavailable)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(["What's new"])('%s opens a small menu saying Coming soon', async (label) => {
    renderWithProviders(<HeaderActions userId={11} />);
    const button = screen.getByRole('button', { name: label });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: label });
    expect(within(menu).getByRole('menuitem', { name: MSG.comingSoon })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
