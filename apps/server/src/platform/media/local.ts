import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey, MediaNotFoundError } from './keys';
import type { ByteRange, MediaObjectInfo, MediaStore } from './types';

/**
 * Media as files under one folder (DESIGN §1): `{root}/{key}`, with the content type beside it
 * under `{root}/.types/{key}`. Writes go to `{root}/.tmp` first and are renamed into place, so
 * a reader never sees half a file. Key segments cannot start with a dot, so no key reaches the
 * two private folders or leaves the root.
 */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;
  private readonly typesDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
    this.typesDir = path.join(root, '.types');
  }

  async putFile(key: string, filePath: string, contentType: string) {
    const target = this.pathOf(key);
    await this.atomicWrite(target, async (tmp) => {
      await fsp.copyFile(filePath, tmp);
    });
    await this.writeType(key, contentType);
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    const target = this.pathOf(key);
    await this.atomicWrite(target, async (tmp) => {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const file = fs.createWriteStream(tmp);
      try {
        await pipeline(source, file);
      } finally {
        // A failed source ends the pipeline while the file may still be opening: the temp file is
        // removed only once it is closed, else it would appear after its removal.
        if (!file.closed) await once(file, 'close');
      }
    });
    await this.writeType(key, contentType);
  }

  async stat(key: string): Promise<MediaObjectInfo | null> {
    const file = this.pathOf(key);
    const st = await fsp.stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    const contentType = await fsp
      .readFile(path.join(this.typesDir, key), 'utf8')
      .catch(() => 'application/octet-stream');
    return { size: st.size, contentType };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first, so a missing file rejects here rather than as a stream error later.
    const handle = await fsp.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' || err.code === 'EISDIR' ? new MediaNotFoundError(key) : err;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async download(key: string, filePath: string) {
    const file = this.pathOf(key);
    await fsp.copyFile(file, filePath).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new MediaNotFoundError(key) : err;
    });
    return filePath;
  }

  async delete(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
    await fsp.rm(path.join(this.typesDir, key), { force: true });
  }

  async list(prefix: string) {
    // '' lists the whole store (erasure checks); any other prefix is a key's folder.
    if (prefix !== '') assertMediaKey(prefix.replace(/\/$/, ''));
    const dir = path.join(this.root, prefix);
    const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return [];
      throw err;
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((key) => !key.startsWith('.'));
  }

  async ping() {
    // The folder writes go through: there, and writable by this process.
    await fsp.mkdir(this.tmpDir, { recursive: true });
    await fsp.access(this.tmpDir, fs.constants.W_OK);
  }

  private pathOf(key: string) {
    assertMediaKey(key);
    return path.join(this.root, key);
  }

  private async writeType(key: string, contentType: string) {
    await this.atomicWrite(path.join(this.typesDir, key), (tmp) => fsp.writeFile(tmp, contentType));
  }

  private async atomicWrite(target: string, write: (tmp: string) => Promise<void>) {
    await fsp.mkdir(this.tmpDir, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      await write(tmp);
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }
}
