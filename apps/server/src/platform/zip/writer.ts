import { open, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/*
 * A small ZIP writer (APPNOTE 6.3, method 0 "stored", no ZIP64): enough for a candidate's data
 * copy (issue 16), whose videos are compressed already. Each entry's data streams to the file
 * once; its CRC-32 and sizes are written back into its local header afterwards, so no entry is
 * held in memory and no data descriptor is needed. Archives stay under 4 GiB (the format's limit
 * without ZIP64); an entry that would pass it is refused.
 */

const LIMIT = 0xffff_ffff;
const UTF8_FLAG = 0x0800;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** DOS time and date fields of a moment (local fields, as zip tools read them). */
function dosTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = (Math.max(d.getFullYear() - 1980, 0) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

export class ZipWriter {
  private readonly entries: Written[] = [];
  private position = 0;

  private constructor(private readonly file: FileHandle) {}

  /** Starts an archive at `path` (created or truncated). */
  static async create(path: string): Promise<ZipWriter> {
    return new ZipWriter(await open(path, 'w'));
  }

  private async write(buf: Buffer, at = this.position) {
    await this.file.write(buf, 0, buf.length, at);
    if (at === this.position) this.position += buf.length;
  }

  /** Adds one file; `name` is its path inside the archive ('answers/1.mp4'). */
  async add(name: string, data: Buffer | string | Readable, modified = new Date()): Promise<void> {
    const nameBuf = Buffer.from(name.replace(/^\/+/, ''), 'utf8');
    const { time, date } = dosTime(modified);
    const offset = this.position;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(UTF8_FLAG, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt16LE(nameBuf.length, 26);
    await this.write(Buffer.concat([header, nameBuf]));
    let crc = 0;
    let size = 0;
    const chunks: AsyncIterable<Buffer | string> | Buffer[] = typeof data === 'string' ? [Buffer.from(data, 'utf8')] : Buffer.isBuffer(data) ? [data] : data;
    for await (const chunk of chunks) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (this.position + buf.length > LIMIT) throw new Error('the archive would pass 4 GiB');
      crc = crc32(buf, crc);
      size += buf.length;
      await this.write(buf);
    }
    const sizes = Buffer.alloc(12);
    sizes.writeUInt32LE(crc >>> 0, 0);
    sizes.writeUInt32LE(size, 4);
    sizes.writeUInt32LE(size, 8);
    await this.write(sizes, offset + 14);
    this.entries.push({ name: nameBuf, crc: crc >>> 0, size, offset, time, date });
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    try {
      const start = this.position;
      for (const e of this.entries) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
        h.writeUInt16LE(20, 6);
        h.writeUInt16LE(UTF8_FLAG, 8);
        h.writeUInt16LE(0, 10);
        h.writeUInt16LE(e.time, 12);
        h.writeUInt16LE(e.date, 14);
        h.writeUInt32LE(e.crc, 16);
        h.writeUInt32LE(e.size, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.name.length, 28);
        h.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
        h.writeUInt32LE(e.offset, 42);
        await this.write(Buffer.concat([h, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(this.entries.length, 8);
      end.writeUInt16LE(this.entries.length, 10);
      end.writeUInt32LE(this.position - start, 12);
      end.writeUInt32LE(start, 16);
      await this.write(end);
    } finally {
      await this.file.close();
    }
  }
}
