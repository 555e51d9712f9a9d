import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { ACCESS_LEVEL, MSG, type Snippet } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';

function buildSnippet(overrides: Partial<Snippet> = {}): Snippet {
  return {
    Snippet_Name: 'Privacy_Policy',
    Snippet_Html: '<h2>What is recorded</h2><p>Your video answers.</p>',
    Snippet_Subject: null,
    Snippet_Text: null,
    companyName: 'Acme Recruiting',
    enterpriseId: 7,
    isDefault: true,
    version: 0,
    updatedAt: null,
    ...overrides,
  };
}

/** The tiptap editor behind a contenteditable (tiptap keeps it on the DOM node). */
function editorOf(textbox: HTMLElement): Editor {
  return (textbox as HTMLElement & { editor: Editor }).editor;
}

describe('LegalPage', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.title = 'Candid';
  });

  it('signed out, /privacy-policy shows the platform text in the public layout without loading a user', async () => {
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: '/api/Snippet/Get/Privacy_Policy',
        reply: ok(buildSnippet({ companyName: 'Candid', enterpriseId: null, Snippet_Html: '<p>Candid keeps your data safe.</p>' })),
      },
    ]);
    renderApp('/privacy-policy');

    expect(await screen.findByText('Candid keeps your data safe.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Default policy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/privacy-policy');
    // The platform's own text: no enterprise asked for, and nobody's account loaded.
    const [[url]] = callsTo(fetchMock, '/api/Snippet/Get/Privacy_Policy');
    expect(url.searchParams.has('enterpriseId')).toBe(false);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/User/'))).toBe(false);
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Candid'));
  });

  it("/terms-of-condition/{id} shows that company's text with its name as the heading and the update date", async () => {
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: '/api/Snippet/Get/Terms_Of_Service',
        reply: ok(
          buildSnippet({
            Snippet_Name: 'Terms_Of_Service',
            companyName: 'Globex',
            enterpriseId: 9,
            isDefault: false,
            version: 2,
            updatedAt: '2026-03-01T10:00:00.000Z',
            Snippet_Html: '<p>Answer in your own words.</p>',
          }),
        ),
      },
    ]);
    renderApp('/terms-of-condition/9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeTruthy();
    expect(screen.getByText('Terms of Service')).toBeTruthy();
    expect(screen.getByText('Answer in your own words.')).toBeTruthy();
    expect(screen.getByText('Last updated 1st Mar, 2026')).toBeTruthy();
    expect(screen.queryByText('Default policy')).toBeNull();
    const [[url]] = callsTo(fetchMock, '/api/Snippet/Get/Terms_Of_Service');
    expect(url.searchParams.get('enterpriseId')).toBe('9');
    await waitFor(() => expect(document.title).toBe('Terms of Service · Globex · Candid'));
  });

  it('an unknown company shows a friendly not-found page, and a malformed id is not asked for', async () => {
    const fetchMock = mockApi([{ method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: fail(404, MSG.notFound) }]);
    const { unmount } = renderApp('/privacy-policy/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'This privacy policy could not be found' })).toBeTruthy();
    unmount();

    renderApp('/privacy-policy/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This privacy policy could not be found' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Snippet/Get/Privacy_Policy')).toHaveLength(1);
  });

  it("signed in without enterprise.manage, shows the company's own text and no Edit", async () => {
    signIn();
    const fetchMock = mockApi([
      { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: ACCESS_LEVEL.HiringManager })) },
      ...baseRoutes(),
      { method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: ok(buildSnippet()) },
    ]);
    renderApp('/privacy-policy');

    expect(await screen.findByText('Your video answers.')).toBeTruthy();
    // Inside the app layout, with the company's name under the title.
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Acme Recruiting', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    const [[url]] = callsTo(fetchMock, '/api/Snippet/Get/Privacy_Policy');
    expect(url.searchParams.get('enterpriseId')).toBe('7');
  });

  it('the owner edits the text, saves it (toast) and restores the default', async () => {
    signIn();
    let stored = buildSnippet();
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: () => ok(stored) },
      {
        method: 'PUT',
        path: '/api/Snippet/Privacy_Policy',
        reply: (_url, init) => {
          const html = (JSON.parse(String(init.body)) as { Snippet_Html: string }).Snippet_Html;
          stored = html
            ? buildSnippet({ Snippet_Html: html, isDefault: false, version: stored.version + 1, updatedAt: '2026-11-20T09:00:00.000Z' })
            : buildSnippet();
          return ok(stored);
        },
      },
    ]);
    renderApp('/privacy-policy');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const textbox = await screen.findByRole('textbox', { name: 'Privacy Policy' });
    expect(textbox.textContent).toContain('Your video answers.');
    // No Restore while the default is shown.
    expect(screen.queryByRole('button', { name: 'Restore default' })).toBeNull();
    act(() => {
      editorOf(textbox).commands.setContent('<p>We delete recordings after 90 days.</p>');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MSG.snippetSaved)).toBeTruthy();
    expect(await screen.findByText('We delete recordings after 90 days.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByText('Last updated 20th Nov, 2026')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, '/api/Snippet/Privacy_Policy');
    expect(JSON.parse(String(init.body))).toEqual({ Snippet_Html: '<p>We delete recordings after 90 days.</p>' });

    // Restore default: confirmed, then an empty text is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the default text?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore default' }));
    expect(await screen.findByText('Your video answers.')).toBeTruthy();
    expect(screen.getByText('Default policy')).toBeTruthy();
    const puts = callsTo(fetchMock, '/api/Snippet/Privacy_Policy');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[1][1].body))).toEqual({ Snippet_Html: '' });
  });

  it('a refused save keeps the editor open with the server message', async () => {
    signIn();
    mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Snippet/Get/Privacy_Policy', reply: ok(buildSnippet()) },
      { method: 'PUT', path: '/api/Snippet/Privacy_Policy', reply: fail(400, 'The text is too long.') },
    ]);
    renderApp('/privacy-policy');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The text is too long.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
