import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Forward5Rounded from '@mui/icons-material/Forward5Rounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Replay5Rounded from '@mui/icons-material/Replay5Rounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SEEK_SECONDS = 5;

export const SHORTCUTS_HELP =
  'Keyboard shortcuts: Space or K play and pause, J and L or the arrow keys go back and forward 5 seconds, ' +
  '< and > change the speed';
const QUESTION_SHORTCUTS_HELP = ', N and P go to the next and previous question';

interface ReviewPlayerProps {
  src: string;
  poster: string | null;
  /** Names the video, e.g. "Answer to question 1". */
  label: string;
  onNext?: () => void;
  onPrevious?: () => void;
}

/** Keys typed into these stay theirs: the speed select, inputs, menus. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="option"], [role="menuitem"]';

/**
 * An answer's video: native controls and poster, a playback speed choice (0.5x–2x, kept across
 * answers) and keyboard shortcuts while focus is in the player.
 */
export function ReviewPlayer({ src, poster, label, onNext, onPrevious }: ReviewPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const [playing, setPlaying] = useState(false);
  const helpId = useId();

  // Loading a source resets the element's rate: apply the choice again then too.
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate, src]);

  const togglePlay = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play()?.catch(() => undefined);
    else v.pause();
  };

  const seek = (delta: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Number.POSITIVE_INFINITY;
    v.currentTime = Math.min(Math.max(0, v.currentTime + delta), end);
  };

  const stepRate = (step: 1 | -1) => {
    const i = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
    const next = PLAYBACK_RATES[Math.min(Math.max(0, (i < 0 ? 2 : i) + step), PLAYBACK_RATES.length - 1)];
    setRate(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (target.closest(OWN_KEYS)) return;
    const onButton = target.closest('button, a') !== null;
    const actions: Record<string, (() => void) | undefined> = {
      ' ': onButton ? undefined : togglePlay,
      k: togglePlay,
      j: () => seek(-SEEK_SECONDS),
      ArrowLeft: () => seek(-SEEK_SECONDS),
      l: () => seek(SEEK_SECONDS),
      ArrowRight: () => seek(SEEK_SECONDS),
      '<': () => stepRate(-1),
      '>': () => stepRate(1),
      n: onNext,
      p: onPrevious,
    };
    const action = actions[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!action) return;
    // Also keeps the browser's own video shortcuts from acting twice.
    e.preventDefault();
    e.stopPropagation();
    action();
  };

  return (
    <Box role="group" aria-label={`${label} player`} aria-describedby={helpId} onKeyDownCapture={onKeyDown}>
      <Box
        component="video"
        ref={video}
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onLoadedMetadata={(e) => {
          e.currentTarget.playbackRate = rate;
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onEmptied={() => setPlaying(false)}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1 }}
      >
        Your browser cannot play this video.
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
        <Tooltip title={playing ? 'Pause (K)' : 'Play (K)'}>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Back 5 seconds (J)">
          <IconButton aria-label="Back 5 seconds" onClick={() => seek(-SEEK_SECONDS)}>
            <Replay5Rounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="Forward 5 seconds (L)">
          <IconButton aria-label="Forward 5 seconds" onClick={() => seek(SEEK_SECONDS)}>
            <Forward5Rounded />
          </IconButton>
        </Tooltip>
        <TextField
          select
          size="small"
          label="Playback speed"
          value={rate}
          onChange={(e) => setRate(Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: 140, ml: 1 }}
        >
          {PLAYBACK_RATES.map((r) => (
            <MenuItem key={r} value={r}>
              {r}x
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {onPrevious !== undefined && (
          <Tooltip title="Previous question (P)">
            <IconButton aria-label="Previous question" onClick={onPrevious}>
              <SkipPreviousRounded />
            </IconButton>
          </Tooltip>
        )}
        {onNext !== undefined && (
          <Tooltip title="Next question (N)">
            <IconButton aria-label="Next question" onClick={onNext}>
              <SkipNextRounded />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Typography id={helpId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {SHORTCUTS_HELP}
        {onNext !== undefined || onPrevious !== undefined ? QUESTION_SHORTCUTS_HELP : ''}.
      </Typography>
    </Box>
  );
}
