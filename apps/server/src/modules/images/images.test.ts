import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCESS_LEVEL, IMAGE_MAX_SIDE, IMAGE_UPLOAD_MAX_BYTES, MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEmployer, buildEnterprise, buildUser, userRow, wrapper, type TestUser } from '../../../test/factories';
import { multipartBody, tempDataDir } from '../../../test/candidate-fixtures';
import { employers, enterprises } from '../../db/schema/index';
import { sniffImageType } from './decode';

let t: TestApp;
const data = tempDataDir();
let owner: TestUser;
let admin: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  owner = await buildEnterprise(t.app, 'Logo Co');
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
  hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(async () => {
  await t.close();
  data.remove();
});

type File = { name: string; data: Buffer; type?: string; field?: string };
const save = (url: string, who: { auth: Record<string, string> } | null, file: File | null) => {
  const body = multipartBody(file);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...(who?.auth ?? {}) }, payload: body.payload });
};
const userUrl = (id: number) => `/api/User/SaveImage?userId=${id}`;
const enterpriseUrl = (id: number) => `/api/Enterprise/SaveImage?enterpriseId=${id}`;
const employerUrl = (id: number) => `/api/Employer/SaveImage?employerId=${id}`;

/** The files stored under the images/ prefix of the local media store. */
const storedImages = (): string[] => {
  const root = path.join(data.dir, 'media', 'images');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.png')).map((f) => f.split(path.sep).join('/')).sort();
};
const readStored = async (link: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await t.app.ctx.media.get(link.replace(/^\/api\/Image\//, 'images/'))) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();
/** A PNG too large for the upload limit: random pixels do not compress. */
const hugePng = async () => {
  const side = 1500;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
};

/** The PNG with its IHDR rewritten to claim another size (the CRC fixed, so decoders believe it). */
const claimSize = async (png: Buffer, width: number, height: number) => {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
};

describe('magic bytes', () => {
  it('knows JPEG, PNG, WebP, GIF and AVIF by their first bytes, and nothing else', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
      expect(sniffImageType(await photo(8, 8, format))).toBe(format);
    }
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('just text'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/Enterprise/SaveImage', () => {
  it('re-encodes a large PNG to fit inside 512 px, stores it under its hash, links it and serves it for a year', async () => {
    const ent = await buildEnterprise(t.app, 'Resize Co');
    const res = await save(enterpriseUrl(ent.enterpriseId), ent, { name: 'logo.png', data: await photo(2000, 1000), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const saved = wrapper(res).data as { Enterprise_ImageLink: string; Enterprise_AvatarEnable: boolean; pk_Enterprise_ID: number };
    expect(saved.pk_Enterprise_ID).toBe(ent.enterpriseId);
    expect(saved.Enterprise_AvatarEnable).toBe(true);
    expect(saved.Enterprise_ImageLink).toMatch(new RegExp(`^/api/Image/${ent.enterpriseId}/enterprise-${ent.enterpriseId}-[a-f0-9]{16}\\.png$`));
    const [row] = await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, ent.enterpriseId));
    expect(row).toMatchObject({ imageLink: saved.Enterprise_ImageLink, avatarEnable: true });

    const meta = await sharp(await readStored(saved.Enterprise_ImageLink)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE / 2 });

    // Public, immutable, typed; the ETag is the content hash and answers 304.
    const got = await t.app.inject({ url: saved.Enterprise_ImageLink });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers.etag).toMatch(/^"enterprise-\d+-[a-f0-9]{16}"$/);
    expect((await sharp(got.rawPayload).metadata()).width).toBe(IMAGE_MAX_SIDE);
    const again = await t.app.inject({ url: saved.Enterprise_ImageLink, headers: { 'if-none-match': got.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('never enlarges a small image, turns a JPEG upright by its EXIF orientation and drops its metadata', async () => {
    const ent = await buildEnterprise(t.app, 'Exif Co');
    // 300 × 100 pixels stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await save(enterpriseUrl(ent.enterpriseId), ent, { name: 'photo.jpg', data: jpeg, type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const stored = await readStored((wrapper(res).data as { Enterprise_ImageLink: string }).Enterprise_ImageLink);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 100, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret Camera Owner')).toBe(false);
  });

  it('accepts WebP, GIF and AVIF too, and deletes the previous image of ours when replaced', async () => {
    const ent = await buildEnterprise(t.app, 'Formats Co');
    const links: string[] = [];
    for (const format of ['webp', 'gif', 'avif'] as const) {
      const res = await save(enterpriseUrl(ent.enterpriseId), ent, { name: `logo.${format}`, data: await photo(40 + links.length, 20, format) });
      expect(res.statusCode, format).toBe(200);
      links.push((wrapper(res).data as { Enterprise_ImageLink: string }).Enterprise_ImageLink);
    }
    expect(new Set(links).size).toBe(3);
    const mine = storedImages().filter((f) => f.startsWith(`${ent.enterpriseId}/`));
    expect(mine).toEqual([links[2].replace(/^\/api\/Image\//, '')]);
    expect((await t.app.inject({ url: links[0] })).statusCode).toBe(404);
  });

  it('refuses a text file named .png, an SVG and undecodable bytes with imageWrongType, storing nothing', async () => {
    const ent = await buildEnterprise(t.app, 'Refused Co');
    const before = storedImages();
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const truncated = (await photo(64, 64)).subarray(0, 40);
    for (const file of [
      { name: 'logo.png', data: Buffer.from('this is not an image at all'), type: 'image/png' },
      { name: 'logo.svg', data: svg, type: 'image/svg+xml' },
      { name: 'logo.png', data: truncated, type: 'image/png' },
    ]) {
      const res = await save(enterpriseUrl(ent.enterpriseId), ent, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(wrapper(res)).toMatchObject({ message: MSG.imageWrongType, details: { file: [MSG.imageWrongType] } });
    }
    expect(storedImages()).toEqual(before);
    const [row] = await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, ent.enterpriseId));
    expect(row.imageLink).toBeNull();
  });

  it('cuts off an upload over 5 MB (413 imageTooLarge), refuses a decompression bomb, and stores nothing', async () => {
    const ent = await buildEnterprise(t.app, 'Big Co');
    const before = storedImages();
    const big = await hugePng();
    expect(big.length).toBeGreaterThan(IMAGE_UPLOAD_MAX_BYTES);
    const res = await save(enterpriseUrl(ent.enterpriseId), ent, { name: 'big.png', data: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(wrapper(res)).toMatchObject({ message: MSG.imageTooLarge, details: { file: [MSG.imageTooLarge] } });

    // A few bytes whose header claims 20,000 × 20,000 pixels.
    const bomb = await claimSize(await photo(16, 16), 20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const bombed = await save(enterpriseUrl(ent.enterpriseId), ent, { name: 'bomb.png', data: bomb });
    expect(bombed.statusCode).toBe(400);
    expect(wrapper(bombed).message).toBe(MSG.imageTooLarge);

    expect(storedImages()).toEqual(before);
    const [row] = await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, ent.enterpriseId));
    expect(row.imageLink).toBeNull();
  }, 60_000);

  it('asks for an image when the request has no file part', async () => {
    for (const file of [null, { field: 'logo', name: 'a.png', data: await photo(4, 4) }]) {
      const res = await save(enterpriseUrl(owner.enterpriseId), owner, file);
      expect(res.statusCode).toBe(400);
      expect(wrapper(res)).toMatchObject({ message: MSG.uploadImage, details: { file: [MSG.uploadImage] } });
    }
    const json = await t.app.inject({ method: 'POST', url: enterpriseUrl(owner.enterpriseId), headers: owner.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(wrapper(json).details).toEqual({ file: [MSG.uploadImage] });
  });

  it('answers 401 without a session, 403 to a Hiring Manager, 404 for another enterprise, 400 for a bad id', async () => {
    const file = { name: 'logo.png', data: await photo(10, 10) };
    expect((await save(enterpriseUrl(owner.enterpriseId), null, file)).statusCode).toBe(401);
    expect((await save(enterpriseUrl(owner.enterpriseId), hm, file)).statusCode).toBe(403);
    expect((await save(enterpriseUrl(outsider.enterpriseId), owner, file)).statusCode).toBe(404);
    const bad = await save('/api/Enterprise/SaveImage?enterpriseId=abc', owner, file);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toContain('enterpriseId');
    const [row] = await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, outsider.enterpriseId));
    expect(row.imageLink).toBeNull();
  });
});

describe('POST /api/Employer/SaveImage', () => {
  it('sets a client employer’s logo for an Admin; 403 for a Hiring Manager; 404 for another tenant’s or a deleted employer', async () => {
    const client = await buildEmployer(t.app, owner, { imageLink: 'https://cdn.example.com/old.png' });
    const file = { name: 'client.jpg', data: await photo(600, 600, 'jpeg') };
    const res = await save(employerUrl(client.id), admin, file);
    expect(res.statusCode).toBe(200);
    const saved = wrapper(res).data as { Employer_ImageLink: string; Employer_AvatarEnable: boolean };
    expect(saved.Employer_ImageLink).toMatch(new RegExp(`^/api/Image/${owner.enterpriseId}/employer-${client.id}-[a-f0-9]{16}\\.png$`));
    expect(saved.Employer_AvatarEnable).toBe(true);
    expect((await sharp(await readStored(saved.Employer_ImageLink)).metadata()).width).toBe(IMAGE_MAX_SIDE);

    expect((await save(employerUrl(client.id), hm, file)).statusCode).toBe(403);
    const theirs = await buildEmployer(t.app, outsider);
    expect((await save(employerUrl(theirs.id), owner, file)).statusCode).toBe(404);
    const gone = await buildEmployer(t.app, owner, { deleted: 1 });
    expect((await save(employerUrl(gone.id), owner, file)).statusCode).toBe(404);
    expect((await save(employerUrl(client.id), null, file)).statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(employers).where(eq(employers.id, theirs.id));
    expect(row.imageLink).toBeNull();
  });
});

describe('POST /api/User/SaveImage', () => {
  it('lets a Hiring Manager set their own avatar, but not a teammate’s; the owner may set anyone’s in the enterprise', async () => {
    const file = { name: 'me.png', data: await photo(100, 80) };
    const own = await save(userUrl(hm.id), hm, file);
    expect(own.statusCode).toBe(200);
    const saved = wrapper(own).data as { User_ImageLink: string; User_AvatarEnable: boolean; pk_User_ID: number };
    expect(saved).toMatchObject({ pk_User_ID: hm.id, User_AvatarEnable: true });
    expect(saved.User_ImageLink).toMatch(new RegExp(`^/api/Image/${owner.enterpriseId}/user-${hm.id}-[a-f0-9]{16}\\.png$`));
    expect((await userRow(t.app, hm.id)).imageLink).toBe(saved.User_ImageLink);
    // Never enlarged.
    expect(await sharp(await readStored(saved.User_ImageLink)).metadata()).toMatchObject({ width: 100, height: 80 });

    const before = storedImages();
    const denied = await save(userUrl(admin.id), hm, file);
    expect(denied.statusCode).toBe(403);
    expect(storedImages()).toEqual(before);
    expect((await userRow(t.app, admin.id)).imageLink).toBeNull();

    expect((await save(userUrl(admin.id), owner, file)).statusCode).toBe(200);
    expect((await save(userUrl(outsider.id), owner, file)).statusCode).toBe(404);
    expect((await userRow(t.app, outsider.id)).imageLink).toBeNull();
    expect((await save(userUrl(hm.id), null, file)).statusCode).toBe(401);
  });

  it('never deletes an object that is not the entity’s own, even when its link was pointed at it', async () => {
    const first = wrapper(await save(enterpriseUrl(owner.enterpriseId), owner, { name: 'a.png', data: await photo(30, 30) })).data as {
      Enterprise_ImageLink: string;
    };
    // The user's profile link copied from the enterprise's logo (PUT /User allows any link).
    const put = await t.app.inject({ method: 'PUT', url: '/api/User', headers: owner.auth, payload: { pk_User_ID: owner.id, User_ImageLink: first.Enterprise_ImageLink } });
    expect(put.statusCode).toBe(200);
    expect((await save(userUrl(owner.id), owner, { name: 'b.png', data: await photo(31, 31) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: first.Enterprise_ImageLink })).statusCode).toBe(200);
  });
});

describe('GET /api/Image/{enterpriseId}/{name}', () => {
  it('answers 404 for an unknown image and 400 for a name outside the pattern', async () => {
    expect((await t.app.inject({ url: `/api/Image/${owner.enterpriseId}/user-1-0123456789abcdef.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/Image/${owner.enterpriseId}/..%2F..%2Fsecret.png` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/Image/${owner.enterpriseId}/logo.svg` })).statusCode).toBe(400);
  });
});
