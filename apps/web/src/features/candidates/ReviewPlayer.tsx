import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ClosedCaptionOffOutlined from '@mui/icons-material/ClosedCaptionOffOutlined';
import MicRounded from '@mui/icons-material/MicRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import Forward5Rounded from '@mui/icons-material/Forward5Rounded';
import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Replay5Rounded from '@mui/icons-material/Replay5Rounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { clockTime } from './format';
import { SEEK_SECONDS, ShortcutsHelp } from './ShortcutsHelp';
import { ENGLISH_PLAYER_WORDS, type PlayerWords } from './playerWords';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Where playback is, for what is shown beside the video (the transcript). */
export interface Playback {
  /** Seconds into the answer. */
  time: number;
  playing: boolean;
  /** Moves the video to `seconds` and plays from there. */
  playFrom: (seconds: number) => void;
}

/** The answer's WebVTT captions (a same-origin route: the session cookie or the share token is enough). */
export interface CaptionsTrack {
  src: string;
  /** BCP 47, e.g. 'en'; null reads as English. */
  language: string | null;
}

interface ReviewPlayerProps {
  src: string;
  poster: string | null;
  /** Names the video, e.g. "Answer to question 1". */
  label: string;
  /** The answer's length as the server measured it: the seek bar's length until the video reports its own. */
  durationMs?: number | null;
  onNext?: () => void;
  onPrevious?: () => void;
  /** Captions the CC button turns on; none while the transcript is not ready. */
  captions?: CaptionsTrack | null;
  /** Seconds to start at, e.g. a transcript search's match (applied when the video has loaded). */
  startAt?: number;
  /** Beside the video on a wide player, under it on a narrow one: the transcript. */
  aside?: (playback: Playback) => ReactNode;
  /** An audio answer (issue 29): a low panel saying so instead of a black picture. */
  audioOnly?: boolean;
  words?: PlayerWords;
}

/** Keys typed into these stay theirs: the speed select, text inputs, menus (the seek bar's keys are the player's). */
const OWN_KEYS = 'input:not([type="range"]), textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="option"], [role="menuitem"]';


/**
 * An answer's video with one set of controls, the player's own (the browser's are off): play,
 * a seek bar with the time, 5-second steps, mute, speed (0.5x–2x, kept across answers), full
 * screen and the question steps. Keyboard shortcuts work while focus is in the player; the help
 * (?) button lists them.
 */
export function ReviewPlayer({
  src,
  poster,
  label,
  durationMs = null,
  onNext,
  onPrevious,
  captions = null,
  startAt,
  aside,
  audioOnly = false,
  words = ENGLISH_PLAYER_WORDS,
}: ReviewPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const helpButton = useRef<HTMLButtonElement>(null);
  const [rate, setRate] = useState(1);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const pendingStart = useRef<number | undefined>(undefined);
  const theme = useTheme();
  // Keyboard shortcuts mean little on a phone: no help button there.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const hasQuestions = onNext !== undefined || onPrevious !== undefined;
  // Smaller buttons on a phone keep the controls on one row.
  const buttonSize = phone ? 'small' : 'medium';

  // A recording without a duration in its header reports Infinity until played through.
  const duration = mediaDuration ?? (durationMs ? durationMs / 1000 : 0);

  // Loading a source resets the element's rate: apply the choice again then too.
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate, src]);

  useEffect(() => {
    setTime(0);
    setMediaDuration(null);
  }, [src]);

  // A start time waits for the video's metadata (seeking before it has none does nothing).
  useEffect(() => {
    pendingStart.current = startAt;
    const v = video.current;
    if (startAt !== undefined && v && v.readyState >= 1) applyStart(v);
  }, [src, startAt]);

  // The captions choice holds across answers; each answer's track takes it when it arrives.
  const captionsSrc = captions?.src;
  useEffect(() => {
    const track = video.current?.textTracks?.[0];
    if (track) track.mode = captionsOn && captionsSrc ? 'showing' : 'hidden';
  }, [captionsOn, captionsSrc]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const applyStart = (v: HTMLVideoElement) => {
    const at = pendingStart.current;
    if (at === undefined) return;
    pendingStart.current = undefined;
    v.currentTime = Math.max(0, at);
    setTime(v.currentTime);
  };

  const readDuration = (v: HTMLVideoElement) => setMediaDuration(Number.isFinite(v.duration) && v.duration > 0 ? v.duration : null);

  const togglePlay = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play()?.catch(() => undefined);
    else v.pause();
  };

  const seekTo = (seconds: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : duration || Number.POSITIVE_INFINITY;
    v.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(v.currentTime);
  };
  const seek = (delta: number) => seekTo((video.current?.currentTime ?? 0) + delta);
  const playFrom = (seconds: number) => {
    seekTo(seconds);
    const v = video.current;
    if (v?.paused) void v.play()?.catch(() => undefined);
  };
  const toggleCaptions = captions ? () => setCaptionsOn((on) => !on) : undefined;

  const stepRate = (step: 1 | -1) => {
    const i = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
    setRate(PLAYBACK_RATES[Math.min(Math.max(0, (i < 0 ? 2 : i) + step), PLAYBACK_RATES.length - 1)]);
  };

  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
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
      m: toggleMute,
      f: toggleFullscreen,
      c: toggleCaptions,
      '?': () => setHelpOpen((open) => !open),
      n: onNext,
      p: onPrevious,
    };
    const action = actions[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!action) return;
    // Also keeps the seek bar's own arrow steps and the browser's video keys from acting twice.
    e.preventDefault();
    e.stopPropagation();
    action();
  };

  const player = (
    <Box
      ref={frame}
      sx={{
        '&:fullscreen': { bgcolor: 'background.paper', p: 2, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
        '&:fullscreen video': { maxHeight: 'none', flex: '1 1 auto', minHeight: 0 },
        position: 'relative',
      }}
    >
      {audioOnly && (
        <Box
          aria-hidden
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, color: 'grey.300', pointerEvents: 'none', zIndex: 1 }}
        >
          <MicRounded />
          <Typography variant="body2">{words.audioAnswer}</Typography>
        </Box>
      )}
      <Box
        component="video"
        ref={video}
        src={src}
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        aria-label={label}
        onClick={(e: MouseEvent<HTMLVideoElement>) => {
          e.preventDefault();
          togglePlay();
        }}
        onLoadedMetadata={(e) => {
          e.currentTarget.playbackRate = rate;
          readDuration(e.currentTarget);
          applyStart(e.currentTarget);
        }}
        onDurationChange={(e) => readDuration(e.currentTarget)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onSeeked={(e) => setTime(e.currentTarget.currentTime)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onEmptied={() => setPlaying(false)}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1, cursor: 'pointer', ...(audioOnly && { aspectRatio: 'auto', height: 120, bgcolor: 'grey.900' }) }}
      >
        {captions && (
          <track
            key={captions.src}
            kind="captions"
            src={captions.src}
            srcLang={captions.language ?? 'en'}
            label={words.languageName(captions.language)}
            onLoad={(e) => {
              // A track that arrives after the choice was made takes it too.
              if (e.currentTarget.track) e.currentTarget.track.mode = captionsOn ? 'showing' : 'hidden';
            }}
          />
        )}
        {words.unsupported}
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, px: 0.5 }}>
        <Slider
          size="small"
          aria-label={words.seek}
          min={0}
          max={duration || 1}
          step={0.1}
          value={Math.min(time, duration || 0)}
          disabled={!duration}
          onChange={(_e, value) => seekTo(value as number)}
          getAriaValueText={(value) => words.timeOf(clockTime(value), clockTime(duration))}
          sx={{ flexGrow: 1 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} aria-hidden>
          {clockTime(time)} / {duration ? clockTime(duration) : '–:––'}
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, mt: 0.5, flexWrap: 'wrap' }}>
        <Tooltip title={`${playing ? words.pause : words.play} (K)`}>
          <IconButton size={buttonSize} aria-label={playing ? words.pause : words.play} aria-keyshortcuts="K" onClick={togglePlay}>
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
        </Tooltip>
        <Tooltip title={`${words.back} (J)`}>
          <IconButton size={buttonSize} aria-label={words.back} aria-keyshortcuts="J" onClick={() => seek(-SEEK_SECONDS)}>
            <Replay5Rounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={`${words.forward} (L)`}>
          <IconButton size={buttonSize} aria-label={words.forward} aria-keyshortcuts="L" onClick={() => seek(SEEK_SECONDS)}>
            <Forward5Rounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={`${muted ? words.unmute : words.mute} (M)`}>
          <IconButton size={buttonSize} aria-label={muted ? words.unmute : words.mute} aria-keyshortcuts="M" onClick={toggleMute}>
            {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
          </IconButton>
        </Tooltip>
        <TextField
          select
          size="small"
          // 'Speed' on a phone keeps the row of controls on one line (with the captions button too).
          label={phone ? words.speed : words.playbackSpeed}
          value={rate}
          onChange={(e) => setRate(Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: { xs: 80, sm: 130 }, ml: { xs: 0, sm: 0.5 } }}
        >
          {PLAYBACK_RATES.map((r) => (
            <MenuItem key={r} value={r}>
              {words.rate(r)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {captions && (
          <Tooltip title={`${captionsOn ? words.captionsOff : words.captionsOn} (C)`}>
            <IconButton size={buttonSize} aria-label={words.captions} aria-pressed={captionsOn} aria-keyshortcuts="C" onClick={toggleCaptions}>
              {captionsOn ? <ClosedCaptionRounded /> : <ClosedCaptionOffOutlined />}
            </IconButton>
          </Tooltip>
        )}
        {onPrevious !== undefined && (
          <Tooltip title={`${words.previousQuestion} (P)`}>
            <IconButton size={buttonSize} aria-label={words.previousQuestion} aria-keyshortcuts="P" onClick={onPrevious}>
              <SkipPreviousRounded />
            </IconButton>
          </Tooltip>
        )}
        {onNext !== undefined && (
          <Tooltip title={`${words.nextQuestion} (N)`}>
            <IconButton size={buttonSize} aria-label={words.nextQuestion} aria-keyshortcuts="N" onClick={onNext}>
              <SkipNextRounded />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={`${fullscreen ? words.exitFullScreen : words.fullScreen} (F)`}>
          <IconButton size={buttonSize} aria-label={fullscreen ? words.exitFullScreen : words.fullScreen} aria-keyshortcuts="F" onClick={toggleFullscreen}>
            {fullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
          </IconButton>
        </Tooltip>
        {!phone && (
          <Tooltip title={`${words.keyboardShortcuts} (?)`}>
            <IconButton
              size={buttonSize}
              ref={helpButton}
              aria-label={words.keyboardShortcuts}
              aria-haspopup="dialog"
              aria-expanded={helpOpen}
              aria-keyshortcuts="Shift+?"
              onClick={() => setHelpOpen((open) => !open)}
            >
              <HelpOutlineRounded />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );

  return (
    <Box role="group" aria-label={words.playerOf(label)} onKeyDownCapture={onKeyDown} sx={aside ? { containerType: 'inline-size' } : undefined}>
      {aside ? (
        // Side by side when the player is wide enough for both (a container query: the page's
        // columns decide the player's width, not the window's), else the transcript under the video.
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', '@container (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          {player}
          <Box sx={{ minWidth: 0 }}>{aside({ time, playing, playFrom })}</Box>
        </Box>
      ) : (
        player
      )}

      <ShortcutsHelp
        open={helpOpen && helpButton.current !== null}
        anchor={helpButton.current}
        onClose={() => setHelpOpen(false)}
        questions={hasQuestions}
        captions={captions !== null}
        words={words}
      />
    </Box>
  );
}
