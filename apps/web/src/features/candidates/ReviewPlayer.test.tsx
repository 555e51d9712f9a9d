import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReviewPlayer } from './ReviewPlayer';
import { StarRating } from './StarRating';

/** jsdom has no media playback: a video whose play/pause flip `paused` and fire the events. */
function fakeMedia(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  Object.defineProperty(video, 'duration', { value: 60, configurable: true });
  const play = vi.fn(() => {
    paused = false;
    fireEvent.play(video);
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
    fireEvent.pause(video);
  });
  video.play = play;
  video.pause = pause;
  return { play, pause };
}

function renderPlayer(props: Partial<Parameters<typeof ReviewPlayer>[0]> = {}) {
  const onNext = vi.fn();
  const onPrevious = vi.fn();
  const result = render(
    <ReviewPlayer src="/api/QuestionResponse/901/video" poster="/api/QuestionResponse/901/poster" label="Answer to question 1" onNext={onNext} onPrevious={onPrevious} {...props} />,
  );
  const video = result.container.querySelector('video')!;
  return { ...result, video, media: fakeMedia(video), onNext, onPrevious };
}

describe('ReviewPlayer', () => {
  it('shows the answer with its poster and an accessible name, and one set of controls: its own', () => {
    const { video } = renderPlayer();
    expect(video.getAttribute('src')).toBe('/api/QuestionResponse/901/video');
    expect(video.getAttribute('poster')).toBe('/api/QuestionResponse/901/poster');
    expect(screen.getByLabelText('Answer to question 1')).toBe(video);
    expect(screen.getByRole('group', { name: 'Answer to question 1 player' })).toBeTruthy();
    // The browser's controls are off; the player's are the only ones.
    expect(video.hasAttribute('controls')).toBe(false);
    expect(screen.getAllByRole('slider', { name: 'Seek' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(1);
    // No shortcut text under the video: it is behind the help button.
    expect(screen.queryByText(/Keyboard shortcuts:/)).toBeNull();
    expect(screen.queryByText('Play or pause')).toBeNull();
  });

  it('seeks with the seek bar and shows the time; the length comes from the video, else from the server', () => {
    const { video } = renderPlayer({ durationMs: 42_000 });
    const bar = screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement;
    // Before the video reports its length, the server's measure is the bar's.
    Object.defineProperty(video, 'duration', { value: Number.POSITIVE_INFINITY, configurable: true });
    fireEvent.durationChange(video);
    expect(bar.getAttribute('aria-valuemax')).toBe('42');
    expect(screen.getByText('0:00 / 0:42')).toBeTruthy();

    Object.defineProperty(video, 'duration', { value: 60, configurable: true });
    fireEvent.loadedMetadata(video);
    expect(bar.getAttribute('aria-valuemax')).toBe('60');
    fireEvent.change(bar, { target: { value: '30' } });
    expect(video.currentTime).toBe(30);
    expect(bar.getAttribute('aria-valuetext')).toBe('0:30 of 1:00');
    expect(screen.getByText('0:30 / 1:00')).toBeTruthy();
    // The arrow keys on the bar are the player's 5-second steps.
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(35);
    video.currentTime = 12;
    fireEvent.timeUpdate(video);
    expect(screen.getByText('0:12 / 1:00')).toBeTruthy();
  });

  it('lists the shortcuts behind the help button, as a dialog that the keyboard opens and closes', async () => {
    const { video } = renderPlayer();
    const help = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(help);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Space or K')).toBeTruthy();
    expect(within(dialog).getByText('Play or pause')).toBeTruthy();
    expect(within(dialog).getByText('Next and previous question')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());

    // '?' in the player opens it too.
    fireEvent.keyDown(video, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('leaves the question keys out of the help where there are no questions to go to', async () => {
    render(<ReviewPlayer src="/v" poster={null} label="Answer of Candidate A to question 1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).queryByText('Next and previous question')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
  });

  it('mutes and unmutes with the button and M', () => {
    const { video } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    fireEvent.volumeChange(video);
    fireEvent.keyDown(video, { key: 'm' });
    expect(video.muted).toBe(false);
  });

  it('sets the playback rate from the speed menu, 0.5x to 2x', async () => {
    const { video } = renderPlayer();
    expect(video.playbackRate).toBe(1);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Playback speed' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
    fireEvent.click(screen.getByRole('option', { name: '1.5x' }));
    expect(video.playbackRate).toBe(1.5);
    // A new source resets the element's rate; the player applies the choice again.
    video.playbackRate = 1;
    fireEvent.loadedMetadata(video);
    expect(video.playbackRate).toBe(1.5);
  });

  it('keeps the chosen speed for the next answer', () => {
    const { video, rerender } = renderPlayer();
    fireEvent.keyDown(video, { key: '>' });
    expect(video.playbackRate).toBe(1.25);
    rerender(<ReviewPlayer src="/api/QuestionResponse/902/video" poster={null} label="Answer to question 2" />);
    expect(video.getAttribute('src')).toBe('/api/QuestionResponse/902/video');
    expect(video.playbackRate).toBe(1.25);
  });

  it('plays and pauses with space and K, and the play button', () => {
    const { video, media } = renderPlayer();
    fireEvent.keyDown(video, { key: ' ' });
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(video, { key: 'k' });
    expect(media.pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(2);
    // Space on a focused button is the button's own click, not a second toggle.
    const event = fireEvent.keyDown(screen.getByRole('button', { name: 'Pause' }), { key: ' ' });
    expect(event).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('seeks 5 seconds with J/L and the arrow keys, within the video', () => {
    const { video } = renderPlayer();
    video.currentTime = 20;
    fireEvent.keyDown(video, { key: 'l' });
    expect(video.currentTime).toBe(25);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(30);
    fireEvent.keyDown(video, { key: 'j' });
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(20);
    video.currentTime = 2;
    fireEvent.keyDown(video, { key: 'J' });
    expect(video.currentTime).toBe(0);
    video.currentTime = 58;
    fireEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(video.currentTime).toBe(60);
  });

  it('changes speed with < and >, stopping at 0.5x and 2x', () => {
    const { video } = renderPlayer();
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(video, { key: '>' });
    expect(video.playbackRate).toBe(2);
    expect(screen.getByRole('combobox', { name: 'Playback speed' }).textContent).toBe('2x');
    for (let i = 0; i < 8; i += 1) fireEvent.keyDown(video, { key: '<' });
    expect(video.playbackRate).toBe(0.5);
  });

  it('goes to the next and previous question with N and P', () => {
    const { video, onNext, onPrevious } = renderPlayer();
    fireEvent.keyDown(video, { key: 'n' });
    expect(onNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(video, { key: 'p' });
    expect(onPrevious).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('leaves keys typed in the speed select and modified keys alone', () => {
    const { video, media, onNext } = renderPlayer();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Playback speed' }), { key: 'n' });
    fireEvent.keyDown(video, { key: 'k', ctrlKey: true });
    expect(onNext).not.toHaveBeenCalled();
    expect(media.play).not.toHaveBeenCalled();
  });
});

describe('StarRating', () => {
  it('rates 1–5 as a labelled radio group, and shows the team average apart: a number out of 5 with the count', () => {
    const onRate = vi.fn();
    render(<StarRating subject="question 2" myRating={3} average={4.25} count={3} onRate={onRate} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating for question 2' });
    expect((within(group).getByRole('radio', { name: '3 Stars' }) as HTMLInputElement).checked).toBe(true);
    // One interactive star row only: the average is not a second row of stars.
    expect(screen.getAllByRole('radio').every((radio) => group.contains(radio))).toBe(true);
    const average = screen.getByLabelText('Team average for question 2: 4.3 out of 5 from 3 ratings');
    expect(average.textContent).toBe('4.3 / 5 from 3 ratings');

    fireEvent.click(within(group).getByRole('radio', { name: '5 Stars' }));
    expect(onRate).toHaveBeenCalledWith(5);
    // Choosing the current rating again does not clear it.
    fireEvent.click(within(group).getByRole('radio', { name: '3 Stars' }));
    expect(onRate).toHaveBeenCalledTimes(1);
  });

  it('says so before anyone rated', () => {
    render(<StarRating subject="this candidate" myRating={null} average={null} count={0} onRate={() => undefined} />);
    expect(screen.getByLabelText('Team average for this candidate: no ratings yet').textContent).toBe('No ratings yet');
    expect(screen.getByRole('radiogroup', { name: 'Your rating for this candidate' })).toBeTruthy();
  });
});
