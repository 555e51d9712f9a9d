import type { Config } from '../../config';
import { createSecretBox, type SecretBox } from '../../platform/secrets';

/**
 * The server's SecretBox for webhook signing secrets: the same key as every stored integration
 * secret (platform/secrets.ts), read on first use, so a server without webhooks writes no key file.
 */
const boxes = new WeakMap<object, SecretBox>();
export function secretsOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox({ key: config.secretsKey, dataDir: config.dataDir });
    boxes.set(config, box);
  }
  return box;
}
