import { MSG } from '@candid/shared/messages';
import { activeLocale, t, type MessageId } from '../../interview/i18n';
import type { PlayerWords } from '../candidates/playerWords';
import { SEEK_SECONDS } from '../candidates/ShortcutsHelp';
import type { TranscriptWords } from '../candidates/TranscriptPanel';
import { shareErrorText } from './errors';

/*
 * The employer app's player and transcript on the share page, in the page's language (issue 32):
 * their words from the `share.player.*` and `share.transcript.*` messages.
 */

/** `language` (BCP 47) by name in `locale`: 'en' → 'inglés'; the code itself when Intl does not know it. */
function languageNameIn(locale: string, language: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** The player's words in the active language, its numbers and language names too. */
export function sharePlayerWords(): PlayerWords {
  const locale = activeLocale();
  const numbers = new Intl.NumberFormat(locale);
  const back = t('share.player.back', { seconds: SEEK_SECONDS });
  const forward = t('share.player.forward', { seconds: SEEK_SECONDS });
  const fullScreen = t('share.player.fullScreen');
  return {
    audioAnswer: t('share.player.audioAnswer'),
    unsupported: t('share.player.unsupported'),
    seek: t('share.player.seek'),
    timeOf: (time, total) => t('share.player.timeOf', { time, total }),
    play: t('share.player.play'),
    pause: t('share.player.pause'),
    back,
    forward,
    mute: t('share.player.mute'),
    unmute: t('share.player.unmute'),
    speed: t('share.player.speed'),
    playbackSpeed: t('share.player.playbackSpeed'),
    rate: (rate) => t('share.player.rate', { rate: numbers.format(rate) }),
    captions: t('share.player.captions'),
    captionsOn: t('share.player.captionsOn'),
    captionsOff: t('share.player.captionsOff'),
    previousQuestion: t('share.player.previousQuestion'),
    nextQuestion: t('share.player.nextQuestion'),
    fullScreen,
    exitFullScreen: t('share.player.exitFullScreen'),
    keyboardShortcuts: t('share.player.keyboardShortcuts'),
    shortcutsHint: t('share.player.shortcutsHint'),
    // The rows of SHORTCUTS (features/candidates/ShortcutsHelp.tsx), in the same order; the keys' letters stay.
    shortcuts: [
      { keys: t('share.player.keysPlay'), action: t('share.player.playOrPause') },
      { keys: t('share.player.keysBack'), action: back },
      { keys: t('share.player.keysForward'), action: forward },
      { keys: t('share.player.keysSpeed'), action: t('share.player.slowerFaster') },
      { keys: 'M', action: t('share.player.muteOrUnmute') },
      { keys: 'F', action: fullScreen },
      { keys: 'C', action: t('share.player.captionsOnOrOff'), captions: true },
      { keys: t('share.player.keysQuestions'), action: t('share.player.nextAndPrevious'), questions: true },
      { keys: '?', action: t('share.player.showShortcuts') },
    ],
    playerOf: (label) => t('share.player.playerOf', { label }),
    languageName: (language) => languageNameIn(locale, language ?? 'en'),
  };
}

/** The reasons the server stores with a failed transcript that the catalogues hold (the others are shown as sent). */
const FAILURES = new Map<string, MessageId>([
  [MSG.transcriptNoEngine, 'share.transcript.noEngine'],
  [MSG.transcriptTimeout, 'share.transcript.timeout'],
  [MSG.transcriptServiceUnreachable, 'share.transcript.serviceUnreachable'],
  [MSG.transcriptServiceError, 'share.transcript.serviceError'],
  [MSG.transcriptFailed, 'share.transcript.notRecognised'],
]);

/** The transcript's words in the active language. */
export function shareTranscriptWords(): TranscriptWords {
  return {
    heading: t('share.transcript.heading'),
    loading: t('share.transcript.loading'),
    loadError: shareErrorText,
    retry: t('tryAgain'),
    transcribing: t('share.transcript.transcribing'),
    transcribingAnswer: t('share.transcript.transcribingAnswer'),
    appearsWhenReady: t('share.transcript.appearsWhenReady'),
    failed: (error) => {
      if (error === null) return t('share.transcript.failed');
      const id = FAILURES.get(error);
      return id ? t(id) : error;
    },
    none: t('share.transcript.none'),
    noSpeech: t('share.transcript.noSpeech'),
    segments: t('share.transcript.segments'),
    note: (engine) => (engine ? t('share.transcript.noteEngine', { engine }) : t('share.transcript.note')),
  };
}
