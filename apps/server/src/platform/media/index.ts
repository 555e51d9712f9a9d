import path from 'node:path';
import type { Config } from '../../config';
import { LocalMediaStore } from './local';
import { S3MediaStore } from './s3';
import type { MediaStore } from './types';

/** The configured media store: S3 when S3_BUCKET is set, else files under DATA_DIR/media. */
export function createMediaStore(config: Config): MediaStore {
  return config.s3 ? new S3MediaStore(config.s3) : new LocalMediaStore(path.join(config.dataDir, 'media'));
}
