import type { Config } from '../../config';
import { secretBoxFor, type SecretBox } from '../../platform/secrets';

/** The server's SecretBox, made on first use (so a server without webhooks writes no key file). */
const boxes = new WeakMap<object, SecretBox>();
export function secretsOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBoxFor(config);
    boxes.set(config, box);
  }
  return box;
}
