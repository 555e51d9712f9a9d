import type { Config } from '../../config';
import { SynthesiaAvatarProvider } from './synthesia';
import type { AvatarVideoProvider } from './types';

/** The configured avatar-video provider, or null: questions have no video (off by default). */
export function createAvatarProvider(config: Config): AvatarVideoProvider | null {
  const { baseUrl, apiKey, avatarId, pollMs, timeoutMs } = config.avatar;
  return baseUrl ? new SynthesiaAvatarProvider({ baseUrl, apiKey, avatarId, pollMs, timeoutMs }) : null;
}
