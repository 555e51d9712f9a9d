import type { Config } from '../../config';
import { IdibuClient } from './idibu';
import { SeekClient } from './seek';

export type JobBoards = { seek: SeekClient; idibu: IdibuClient };

/** Both boards' clients at their configured base URLs (the vendors' by default). */
export function createJobBoards(config: Config): JobBoards {
  const { seekApiBase, idibuApiBase, timeoutMs } = config.jobBoards;
  return { seek: new SeekClient({ baseUrl: seekApiBase, timeoutMs }), idibu: new IdibuClient({ baseUrl: idibuApiBase, timeoutMs }) };
}
