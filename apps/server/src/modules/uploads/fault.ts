import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { UploadFault } from '../../config';
import { AnswerFileStore } from './store';

/*
 * Tests only (CANDID_FAULT, refused by config.ts unless NODE_ENV=test): the answer uploads'
 * file store with a crash point, so the zero-loss tests (e2e/specs/interview-sigkill.spec.ts)
 * can SIGKILL the server at an exact place of an upload rather than whenever a timer fires.
 * Without S3 only: with S3 configured the uploads are in the bucket and this is not used.
 * tus writes every PATCH body, an empty one too, through FileStore.write, once per request and
 * under the upload's lock, so counting write() calls counts the PATCH requests.
 */

/** Says where and why, so the test's server log shows the kill was this one; then SIGKILL, no clean-up. */
function die(fault: string, what: string): never {
  fs.writeSync(2, `CANDID_FAULT ${fault}: ${what}; SIGKILL\n`);
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL cannot be caught: nothing below runs.
  throw new Error('unreachable');
}

/** Resolves once `file` holds at least `size` bytes (the write stream flushes on its own). */
async function fileReaches(file: string, size: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await fsp.stat(file)).size < size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

export class FaultyFileStore extends AnswerFileStore {
  private patches = 0;
  private readonly name: string;

  constructor(
    options: ConstructorParameters<typeof AnswerFileStore>[0],
    private readonly fault: UploadFault,
  ) {
    super(options);
    this.name = `kill-${fault.kill}:${fault.patch}`;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const n = ++this.patches;
    if (this.fault.kill === 'mid-patch' && this.fault.patch === n) {
      // Half of the body's first piece goes into the file; the rest of the body never does
      // (later pieces and the end are held, so the write cannot complete before the kill).
      const file = path.join(this.directory, id);
      let cut = false;
      const half = new Transform({
        transform: (chunk: Buffer, _encoding, callback) => {
          if (cut) return;
          cut = true;
          const kept = chunk.subarray(0, Math.ceil(chunk.length / 2));
          callback(null, kept);
          void fileReaches(file, offset + kept.length)
            .catch(() => undefined)
            .then(() =>
              die(this.name, `upload ${id}: ${kept.length} of the ${chunk.length} bytes PATCH ${n} had sent so far in the file at offset ${offset}, the rest of its body dropped`),
            );
        },
        flush: (callback) => {
          if (!cut) callback();
        },
      });
      const written = await super.write(readable.pipe(half), id, offset);
      die(this.name, `upload ${id}: PATCH ${n} had an empty body (file at ${written} bytes)`);
    }
    const written = await super.write(readable, id, offset);
    if (this.fault.kill === 'after-patch-write') {
      const final = this.fault.patch === 'final' && (await this.getUpload(id)).size === written;
      if (final || this.fault.patch === n) {
        die(this.name, `upload ${id}: PATCH ${n}'s ${written - offset} bytes written (file at ${written} bytes${final ? ', complete' : ''}), no answer sent`);
      }
    }
    return written;
  }
}
