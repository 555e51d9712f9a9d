/** The parts of a SpeechSynthesisVoice that voice matching looks at. */
export interface VoiceLike {
  name: string;
  lang: string;
  localService?: boolean;
  default?: boolean;
}

const norm = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * The browser voice closest to the job's voice (e.g. 'en-AU-NatashaNeural', language 'en-AU'):
 * the same name, then the same speaker name ('Natasha') in that language, then the language,
 * then the same base language ('en'); null lets the browser pick by utterance.lang.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], voice: string, language: string): V | null {
  if (!voices.length) return null;
  const lang = norm(language || voice.split('-').slice(0, 2).join('-'));
  const base = lang.split('-')[0];
  const exact = voices.find((v) => v.name.toLowerCase() === voice.toLowerCase());
  if (exact) return exact;
  const speaker = /^[a-z]{2,3}-[a-z]{2,4}-([a-z]+?)(neural)?$/i.exec(voice)?.[1]?.toLowerCase();
  const sameLang = voices.filter((v) => norm(v.lang) === lang);
  if (speaker) {
    const named = sameLang.find((v) => v.name.toLowerCase().includes(speaker));
    if (named) return named;
  }
  const prefer = (list: V[]) => list.find((v) => v.default) ?? list.find((v) => v.localService) ?? list[0];
  if (sameLang.length) return prefer(sameLang);
  const sameBase = voices.filter((v) => norm(v.lang).split('-')[0] === base);
  return sameBase.length ? prefer(sameBase) : null;
}

/** Resolves the browser's voices, which some engines load asynchronously. */
function loadVoices(synth: SpeechSynthesis, waitMs = 1000): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(synth.getVoices()), waitMs);
    synth.addEventListener(
      'voiceschanged',
      () => {
        clearTimeout(timer);
        resolve(synth.getVoices());
      },
      { once: true },
    );
  });
}

/** Something being spoken; stop() silences it. */
export interface Speaking {
  stop(): void;
}

/** Speaks `text` with speechSynthesis in the job's voice; does nothing where unsupported. */
export function speakText(text: string, voice: string, language: string): Speaking {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return { stop() {} };
  let stopped = false;
  synth.cancel();
  void loadVoices(synth).then((voices) => {
    if (stopped) return;
    const utterance = new SpeechSynthesisUtterance(text);
    const chosen = pickVoice(voices, voice, language);
    if (chosen) utterance.voice = chosen;
    utterance.lang = chosen?.lang ?? language;
    synth.speak(utterance);
  });
  return {
    stop() {
      stopped = true;
      synth.cancel();
    },
  };
}

/** Plays question audio fetched as a blob. */
export function playAudio(blob: Blob): Speaking {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  const release = () => URL.revokeObjectURL(url);
  audio.addEventListener('ended', release, { once: true });
  void audio.play().catch(() => undefined);
  return {
    stop() {
      audio.pause();
      release();
    },
  };
}
