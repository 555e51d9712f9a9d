import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipWriter } from './writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-zip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ZipWriter', () => {
  it('writes an archive that unzip lists and verifies, from buffers, text and streams', async () => {
    const file = path.join(dir, 'a.zip');
    const zip = await ZipWriter.create(file);
    const big = Buffer.alloc(300_000, 7);
    await zip.add('details.json', JSON.stringify({ name: 'Zoë' }));
    await zip.add('answers/1 question.mp4', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]));
    await zip.add('resume/Zoë CV.pdf', Buffer.from('%PDF-1.4\n'));
    await zip.close();
    expect(execFileSync('zipinfo', ['-1', file]).toString().trim().split('\n')).toEqual(['details.json', 'answers/1 question.mp4', 'resume/Zoë CV.pdf']);
    // unzip -t checks every entry's CRC-32 against its data.
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    expect(execFileSync('unzip', ['-p', file, 'details.json']).toString()).toBe('{"name":"Zoë"}');
    expect(execFileSync('unzip', ['-p', file, 'answers/1 question.mp4']).equals(big)).toBe(true);
  });

  it('writes an empty archive', async () => {
    const file = path.join(dir, 'empty.zip');
    const zip = await ZipWriter.create(file);
    await zip.close();
    expect(fs.statSync(file).size).toBe(22);
  });
});
