import { languageLabel } from '../../lib/languages';
import { SEEK_SECONDS, SHORTCUTS, type ShortcutsWords } from './ShortcutsHelp';

/** The player's words: the employer app's are English; the share page gives its guest's language's (issue 32). */
export interface PlayerWords extends ShortcutsWords {
  audioAnswer: string;
  /** Inside the video element, for a browser without video. */
  unsupported: string;
  seek: string;
  /** The seek bar's position as read out, e.g. '0:05 of 0:42'. */
  timeOf: (time: string, total: string) => string;
  play: string;
  pause: string;
  back: string;
  forward: string;
  mute: string;
  unmute: string;
  /** The speed select's label on a phone, where 'playbackSpeed' would not fit on the row. */
  speed: string;
  playbackSpeed: string;
  /** A speed as listed, e.g. '1.5x'. */
  rate: (rate: number) => string;
  captions: string;
  captionsOn: string;
  captionsOff: string;
  previousQuestion: string;
  nextQuestion: string;
  fullScreen: string;
  exitFullScreen: string;
  /** Names the player around the video `label` names. */
  playerOf: (label: string) => string;
  /** The captions track's language by name ('en' → 'English'). */
  languageName: (language: string | null) => string;
}

export const ENGLISH_PLAYER_WORDS: PlayerWords = {
  audioAnswer: 'Audio answer',
  unsupported: 'Your browser cannot play this video.',
  seek: 'Seek',
  timeOf: (time, total) => `${time} of ${total}`,
  play: 'Play',
  pause: 'Pause',
  back: `Back ${SEEK_SECONDS} seconds`,
  forward: `Forward ${SEEK_SECONDS} seconds`,
  mute: 'Mute',
  unmute: 'Unmute',
  speed: 'Speed',
  playbackSpeed: 'Playback speed',
  rate: (rate) => `${rate}x`,
  captions: 'Captions',
  captionsOn: 'Captions on',
  captionsOff: 'Captions off',
  previousQuestion: 'Previous question',
  nextQuestion: 'Next question',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  keyboardShortcuts: 'Keyboard shortcuts',
  shortcutsHint: 'They work while the player has the focus.',
  shortcuts: SHORTCUTS,
  playerOf: (label) => `${label} player`,
  languageName: languageLabel,
};
