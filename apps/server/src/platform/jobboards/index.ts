import type { Config } from '../../config';
import { IdibuClient } from './idibu';
import { SeekClient } from './seek';

export type JobBoards = { seek: SeekClient; idibu: IdibuClient };

/** Both boards' clients at their configured endpoints (the vendors' by default). */
export function createJobBoards(config: Config): JobBoards {
  const { seek, idibuApiBase, timeoutMs } = config.jobBoards;
  return { seek: new SeekClient({ ...seek, timeoutMs }), idibu: new IdibuClient({ baseUrl: idibuApiBase, timeoutMs }) };
}
