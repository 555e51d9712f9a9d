/**
 * Question videos (SPEC §7 "Synthesia calls"): an avatar-video provider when AVATAR_BASE_URL is
 * set; otherwise off (the candidate hears the question as audio or the browser's voice).
 */
export interface AvatarVideoProvider {
  /** Renders the text spoken by the configured avatar; returns encoded video (video/mp4). */
  render(text: string, opts: { voice: string; language: string }): Promise<{ video: Buffer; contentType: string }>;
}
