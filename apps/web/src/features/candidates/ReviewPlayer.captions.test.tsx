import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReviewPlayer } from './ReviewPlayer';

/** jsdom has no media: `paused` and play() as a browser has them, and a text track list. */
function fakeMedia(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  Object.defineProperty(video, 'duration', { value: 60, configurable: true });
  Object.defineProperty(video, 'readyState', { value: 0, configurable: true, writable: true });
  const track = { mode: 'disabled' as TextTrackMode };
  Object.defineProperty(video, 'textTracks', { value: [track], configurable: true });
  video.play = vi.fn(() => {
    paused = false;
    fireEvent.play(video);
    return Promise.resolve();
  });
  return { track };
}

const CAPTIONS = { src: '/api/QuestionResponse/901/captions.vtt', language: 'en' };

describe('ReviewPlayer captions and transcript', () => {
  it('carries the captions as an English track, turned on and off by the CC button and C', () => {
    const { container } = render(<ReviewPlayer src="/v" poster={null} label="Answer to question 1" captions={CAPTIONS} />);
    const video = container.querySelector('video')!;
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe(CAPTIONS.src);
    expect(track.getAttribute('srclang')).toBe('en');
    expect(track.getAttribute('label')).toBe('English');
    // Same origin: the session cookie goes with it, no CORS mode needed.
    expect(video.hasAttribute('crossorigin')).toBe(false);

    const { track: textTrack } = fakeMedia(video);
    const cc = screen.getByRole('button', { name: 'Captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('true');
    expect(textTrack.mode).toBe('showing');
    fireEvent.keyDown(video, { key: 'c' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    expect(textTrack.mode).toBe('hidden');
  });

  it('has no track and no CC button without captions, and the help lists C only with them', async () => {
    const { container, rerender } = render(<ReviewPlayer src="/v" poster={null} label="Answer" />);
    expect(container.querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(within(await screen.findByRole('dialog')).queryByText('Captions on or off')).toBeNull();
    rerender(<ReviewPlayer src="/v" poster={null} label="Answer" captions={{ src: '/c.vtt', language: 'fr' }} />);
    expect(within(screen.getByRole('dialog')).getByText('Captions on or off')).toBeTruthy();
    expect(container.querySelector('track')!.getAttribute('label')).toBe('French');
  });

  it('starts at the linked time once the video has loaded', () => {
    const { container } = render(<ReviewPlayer src="/v" poster={null} label="Answer" startAt={12} />);
    const video = container.querySelector('video')!;
    expect(video.currentTime).toBe(0);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(12);
    expect(screen.getByText(/^0:12 \//)).toBeTruthy();
  });

  it('gives the aside the playback position, and playFrom seeks and plays', () => {
    const aside = vi.fn(({ time, playFrom }: { time: number; playFrom: (s: number) => void }) => (
      <button type="button" onClick={() => playFrom(8.5)}>
        at {time}
      </button>
    ));
    const { container } = render(<ReviewPlayer src="/v" poster={null} label="Answer" aside={aside} />);
    const video = container.querySelector('video')!;
    fakeMedia(video);
    expect(screen.getByRole('button', { name: 'at 0' })).toBeTruthy();
    video.currentTime = 3;
    fireEvent.timeUpdate(video);
    fireEvent.click(screen.getByRole('button', { name: 'at 3' }));
    expect(video.currentTime).toBe(8.5);
    expect(video.play).toHaveBeenCalled();
    // The aside is inside the player's group: its shortcuts work there too.
    expect(within(screen.getByRole('group', { name: 'Answer player' })).getByRole('button', { name: 'at 8.5' })).toBeTruthy();
  });
});
