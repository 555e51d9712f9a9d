import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok } from '../../test/api';
import { buildUser, buildUserState } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CommentComposer } from './CommentComposer';
import { USER_PATH, signIn } from '../../test/session';

// The signed-in user as the server answers it; the team as the web's state holds it (handed to the composer).
const adaReply = buildUser();
const ada = buildUserState();
const grace = buildUserState({ pk_User_ID: 12, User_FirstName: 'Grace', User_LastName: 'Hopper', User_Email: 'grace@example.com' });

async function renderComposer(team = [ada]) {
  signIn();
  mockApi([{ method: 'GET', path: USER_PATH, reply: ok(adaReply) }]);
  const onConfirm = vi.fn(() => true);
  renderWithProviders(<CommentComposer label="New comment" team={team} onConfirm={onConfirm} onCancel={() => {}} />);
  const input = screen.getByRole('combobox', { name: 'New comment' }) as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text, selectionStart: text.length } });
  return { input, type, onConfirm };
}

describe('CommentComposer mentions', () => {
  it('alone in the team: offers nobody, says how to get someone to mention, and sends no mention', async () => {
    const { input, type, onConfirm } = await renderComposer([ada]);
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('Write a comment.'));
    type('@Ad');
    const note = await screen.findByText("You can't mention yourself. Invite team members to mention them.");
    expect(note.getAttribute('role')).toBe('status');
    expect(input.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('@Ad', []));
  });

  it('offers teammates but not the writer', async () => {
    const { input, type } = await renderComposer([ada, grace]);
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('Write a comment. Type @ to mention a teammate.'));
    type('@');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0].textContent).toContain('Grace Hopper');
    type('@Ada');
    expect(await screen.findByText("You can't mention yourself.")).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
