import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, type TranscriptSettingsInput } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { buildTranscriptSettings } from '../../test/transcripts';
import { CompanyPage } from './CompanyPage';
import { buildEnterprise } from '../../test/organisation';

const PATH = '/api/Transcripts/Settings';

function openCompany(level: number, settings = buildTranscriptSettings(), put = (input: TranscriptSettingsInput) => ok({ ...settings, ...input })) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    { method: 'GET', path: PATH, reply: ok(settings) },
    { method: 'PUT', path: PATH, reply: (_url, init) => put(JSON.parse(String(init.body))) },
  ]);
  renderWithProviders(<CompanyPage />, '/company/transcripts');
  return fetchMock;
}

const section = async () => screen.findByRole('region', { name: 'Transcripts' });
const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, PATH)
    .filter(([, init]) => init.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));

describe('Transcripts settings on /company', () => {
  it('lets the owner turn transcripts and summaries on and off and choose the search language; each change is saved', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner);
    const s = await section();
    expect(await within(s).findByText('Speech recognition on this server: pocketsphinx en-us.')).toBeTruthy();
    // The built-in engine: English only, whatever a job's language (issue 32).
    expect(within(s).getByText(/Answers are transcribed in their job’s candidate language\. The built-in speech engine transcribes English only\./)).toBeTruthy();
    const summaries = within(s).getByRole('switch', { name: 'Summaries of what candidates said' });
    expect((summaries as HTMLInputElement).checked).toBe(true);
    fireEvent.click(summaries);
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ TranscriptsEnabled: true, SummariesEnabled: false, Language: 'en' }]));
    expect(await screen.findByText('Transcript settings saved')).toBeTruthy();
    await waitFor(() => expect((within(s).getByRole('switch', { name: 'Summaries of what candidates said' }) as HTMLInputElement).checked).toBe(false));

    const language = within(s).getByRole('combobox', { name: 'Language of searches' });
    expect(language.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(language.getAttribute('aria-describedby')!)?.textContent).toMatch(/Searches of what candidates said and wrote/);
    fireEvent.mouseDown(language);
    fireEvent.click(await screen.findByRole('option', { name: 'French' }));
    await waitFor(() => expect(puts(fetchMock)[1]).toEqual({ TranscriptsEnabled: true, SummariesEnabled: false, Language: 'fr' }));

    fireEvent.click(within(s).getByRole('switch', { name: 'Transcripts and captions of answers' }));
    await waitFor(() => expect(puts(fetchMock)[2]).toMatchObject({ TranscriptsEnabled: false }));
    // Summaries come from transcripts.
    await waitFor(() => expect((within(s).getByRole('switch', { name: 'Summaries of what candidates said' }) as HTMLInputElement).disabled).toBe(true));
  });

  it('lets an Administrator change them too (settings.edit, as the server allows)', async () => {
    openCompany(ACCESS_LEVEL.Administrator);
    const s = await section();
    expect((await within(s).findByRole('switch', { name: 'Transcripts and captions of answers' }) as HTMLInputElement).disabled).toBe(false);
    expect(within(s).queryByText('Only the owner and administrators can change these settings.')).toBeNull();
  });

  it('shows a Hiring Manager the settings read-only', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.HiringManager);
    const s = await section();
    expect(await within(s).findByText('Only the owner and administrators can change these settings.')).toBeTruthy();
    for (const sw of within(s).getAllByRole('switch')) expect((sw as HTMLInputElement).disabled).toBe(true);
    expect(within(s).getByRole('combobox', { name: 'Language of searches' }).getAttribute('aria-disabled')).toBe('true');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('says nothing of English only when a speech recognition service runs', async () => {
    openCompany(ACCESS_LEVEL.Owner, buildTranscriptSettings({ Engine: 'whisper-1 (openai-compatible)', OfflineLanguages: [] }));
    const s = await section();
    expect(await within(s).findByText('Speech recognition on this server: whisper-1 (openai-compatible).')).toBeTruthy();
    expect(within(s).getByText('Answers are transcribed in their job’s candidate language.')).toBeTruthy();
    expect(within(s).queryByText(/English only/)).toBeNull();
  });

  it('says transcripts are off on this server when no engine is available', async () => {
    openCompany(ACCESS_LEVEL.Owner, buildTranscriptSettings({ EngineAvailable: false, Engine: null, OfflineLanguages: [] }));
    const s = await section();
    expect(await within(s).findByText(/Transcripts are off on this server: no speech recognition engine is installed or configured/)).toBeTruthy();
  });

  it('shows the server’s message when saving fails, and keeps the setting as it was', async () => {
    openCompany(ACCESS_LEVEL.Owner, buildTranscriptSettings(), () => fail(403, 'You do not have access to this.'));
    const s = await section();
    fireEvent.click(await within(s).findByRole('switch', { name: 'Transcripts and captions of answers' }));
    expect(await screen.findByText('You do not have access to this.')).toBeTruthy();
    expect((within(s).getByRole('switch', { name: 'Transcripts and captions of answers' }) as HTMLInputElement).checked).toBe(true);
  });
});
