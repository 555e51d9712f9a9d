import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { buildTranscript, buildTranscriptSettings } from '../../test/transcripts';
import type { TranscriptSource } from '../../api/transcripts';
import { AnswerTranscript, currentSegmentIndex } from './TranscriptPanel';

const PATH = '/api/QuestionResponse/901/transcript';
const SETTINGS = '/api/Transcripts/Settings';

let setTime: (seconds: number) => void = () => undefined;

/** The transcript as the player gives it a playback position; `setTime` moves it. */
function Harness({ source, canRerun, playFrom }: { source: TranscriptSource; canRerun?: boolean; playFrom: (s: number) => void }) {
  const [time, set] = useState(0);
  setTime = set;
  return <AnswerTranscript source={source} playback={{ time, playing: true, playFrom }} canRerun={canRerun} />;
}

function renderTranscript(canRerun = true, source: TranscriptSource = { responseId: 901 }) {
  const playFrom = vi.fn();
  renderWithProviders(<Harness source={source} canRerun={canRerun} playFrom={playFrom} />);
  return { playFrom };
}

const segments = () => within(screen.getByRole('list', { name: 'Transcript segments' })).getAllByRole('button');

describe('currentSegmentIndex', () => {
  const s = buildTranscript().Segments;
  it('is the last segment started, through the gap before the next, and none before the first or well after the last', () => {
    expect(currentSegmentIndex(s, 0)).toBe(-1);
    expect(currentSegmentIndex(s, 0.4)).toBe(0);
    expect(currentSegmentIndex(s, 3.4)).toBe(0);
    expect(currentSegmentIndex(s, 3.6)).toBe(1);
    expect(currentSegmentIndex(s, 11)).toBe(2);
    expect(currentSegmentIndex(s, 12.2)).toBe(2);
    expect(currentSegmentIndex(s, 20)).toBe(-1);
    expect(currentSegmentIndex([], 5)).toBe(-1);
  });
});

describe('AnswerTranscript', () => {
  it('lists the segments as buttons with their times, marks the one being spoken, and plays a segment from its start', async () => {
    mockApi([{ method: 'GET', path: PATH, reply: ok(buildTranscript()) }]);
    const { playFrom } = renderTranscript();
    expect(await screen.findByRole('heading', { name: 'Transcript' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Transcript segments' });
    expect(segments().map((b) => b.textContent)).toEqual([
      '0:00I have worked as a barista for five years.',
      '0:03I enjoy early mornings and busy cafes.',
      '0:08Latte art is my favourite part of the job.',
    ]);
    expect(segments().filter((b) => b.getAttribute('aria-current'))).toHaveLength(0);

    act(() => setTime(4.2));
    expect(segments()[1].getAttribute('aria-current')).toBe('true');
    expect(segments().filter((b) => b.getAttribute('aria-current'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Latte art/ }));
    expect(playFrom).toHaveBeenCalledWith(8.5);
    expect(screen.getByText(/Made by speech recognition \(pocketsphinx en-us\)/)).toBeTruthy();
  });

  it('follows playback inside its own box, but not right after the reviewer scrolled it', async () => {
    mockApi([{ method: 'GET', path: PATH, reply: ok(buildTranscript()) }]);
    renderTranscript();
    const box = await screen.findByRole('list', { name: 'Transcript segments' });
    // jsdom has no layout: a 100px box with 60px rows.
    Object.defineProperty(box, 'clientHeight', { value: 100, configurable: true });
    const scrollTo = vi.fn();
    box.scrollTo = scrollTo as unknown as typeof box.scrollTo;
    Array.from(box.children).forEach((li, i) => {
      Object.defineProperty(li, 'offsetTop', { value: i * 60, configurable: true });
      Object.defineProperty(li, 'offsetHeight', { value: 50, configurable: true });
    });

    act(() => setTime(0.5));
    expect(scrollTo).not.toHaveBeenCalled(); // the first row is in view
    act(() => setTime(9));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.calls[0][0]).toMatchObject({ top: 120 - 100 / 3 });

    fireEvent.wheel(box);
    act(() => setTime(4));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("says 'Transcribing…' with a progress bar while queued or running, and shows the transcript when it is ready", async () => {
    let reads = 0;
    mockApi([
      {
        method: 'GET',
        path: PATH,
        reply: () => {
          reads += 1;
          return ok(buildTranscript(reads === 1 ? { Status: 'queued', Segments: [], Engine: null } : reads === 2 ? { Status: 'running', Segments: [] } : {}));
        },
      },
    ]);
    renderTranscript();
    const status = (await screen.findByText('Transcribing…')).closest<HTMLElement>('[role="status"]')!;
    expect(within(status).getByRole('progressbar', { name: 'Transcribing the answer' })).toBeTruthy();
    // Polled until ready (every 2.5 s).
    expect(await screen.findByRole('button', { name: /Latte art/ }, { timeout: 15_000 })).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it("shows why it failed, and 'Try again' asks for it again", async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: PATH, reply: ok(buildTranscript({ Status: 'failed', Segments: [], Error: 'The answer has no sound to transcribe.' })) },
      { method: 'POST', path: PATH, reply: ok(buildTranscript({ Status: 'queued', Segments: [], Error: null }), 202) },
    ]);
    renderTranscript();
    expect(await screen.findByText('The answer has no sound to transcribe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Transcribing…')).toBeTruthy();
    expect(callsTo(fetchMock, PATH).filter(([, init]) => init.method === 'POST')).toHaveLength(1);
  });

  it('explains an answer without a transcript, and says when nothing was recognised', async () => {
    mockApi([{ method: 'GET', path: PATH, reply: ok(buildTranscript({ Status: 'none', Segments: [], Engine: null })) }]);
    renderTranscript();
    expect(await screen.findByText(/There is no transcript of this answer: transcripts were off when it was recorded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a transcript' })).toBeTruthy();
  });

  it('says when no speech was recognised', async () => {
    mockApi([{ method: 'GET', path: PATH, reply: ok(buildTranscript({ Segments: [] })) }]);
    renderTranscript();
    expect(await screen.findByText('No speech was recognised in this answer.')).toBeTruthy();
  });

  it('tells the hiring team the built-in engine transcribes English only, and why a job in another language has no transcript', async () => {
    const sentence = 'The built-in speech engine understands English only; this answer is in Spanish.';
    mockApi([
      { method: 'GET', path: PATH, reply: ok(buildTranscript({ Status: 'failed', Segments: [], Error: sentence })) },
      { method: 'GET', path: SETTINGS, reply: ok(buildTranscriptSettings()) },
    ]);
    renderTranscript();
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(await screen.findByText('The built-in speech engine transcribes English only.')).toBeTruthy();
  });

  it('says nothing of English only when a speech recognition service runs', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: PATH, reply: ok(buildTranscript()) },
      { method: 'GET', path: SETTINGS, reply: ok(buildTranscriptSettings({ Engine: 'whisper-1 (openai-compatible)', OfflineLanguages: [] })) },
    ]);
    renderTranscript();
    await screen.findByRole('list', { name: 'Transcript segments' });
    await waitFor(() => expect(callsTo(fetchMock, SETTINGS)).toHaveLength(1));
    expect(screen.queryByText(/English only/)).toBeNull();
  });

  it('reads a share link’s transcript through the share route, and offers its guests no rerun', async () => {
    const path = '/api/share/tok_1/answers/501/transcript';
    const fetchMock = mockApi([{ method: 'GET', path, reply: ok(buildTranscript({ Status: 'failed', Segments: [], Error: 'Speech recognition stopped.' })) }]);
    renderTranscript(false, { token: 'tok_1', responseId: 501 });
    expect(await screen.findByText('Speech recognition stopped.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, path)).toHaveLength(1));
    // The company's settings need a session: a guest's page does not ask for them.
    expect(callsTo(fetchMock, SETTINGS)).toHaveLength(0);
  });
});
