/**
 * Question audio (DESIGN §1 "speech"): a TTS provider when TTS_BASE_URL is set; otherwise the
 * candidate's browser speaks the question with the job's voice (speechSynthesis).
 */
export interface SpeechProvider {
  /**
   * Returns encoded audio (audio/mpeg) for the text in the given voice (e.g. en-AU-NatashaNeural),
   * spoken in `language`: the job's (Campaign_Language, BCP 47), which the text is written in.
   */
  synthesize(text: string, opts: { voice: string; language: string }): Promise<{ audio: Buffer; contentType: string }>;
}
