import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/**
 * The checks every new page gets in its spec: axe finds no serious or critical violation, and
 * screenshots at 1280 and 390 px wide (looked at by a person) with nothing sticking out sideways.
 */

export const SHOTS = '/tmp/shots';

/**
 * axe itself, put into the page as it is. (`@axe-core/playwright` finishes every check by opening
 * a blank page to merge frame results: about 4.5 s a check on two cores, against 0.5 s here. The
 * app draws no iframe of its own that needs checking.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Screenshots are written only when asked for (`E2E_SHOTS=1`): a person looks at them, CI does not. */
const TAKE_SHOTS = process.env.E2E_SHOTS === '1';
if (TAKE_SHOTS) mkdirSync(SHOTS, { recursive: true });

/** `${SHOTS}/${name}.png` of the page as it is, when screenshots are asked for. */
export async function screenshot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (TAKE_SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });
}

/**
 * No serious or critical accessibility violation on the page as it is now, once what is moving
 * has settled: a toast or dialog half-way through its fade-in has the contrast of its opacity, not
 * its own. Endless animations (spinners, indeterminate progress) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            // Named, so that one that never settles says what it is.
            .map((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              const what = a instanceof CSSTransition ? a.transitionProperty : a instanceof CSSAnimation ? a.animationName : a.id;
              return `${what} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className)}` : '?'}`;
            }),
        ),
      { message: 'transitions settle before the accessibility check', timeout: 10_000 },
    )
    .toEqual([]);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const bad = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(bad).toEqual([]);
}

/**
 * At 1280 and 390 px wide nothing may stick out sideways; with `E2E_SHOTS=1` each width is also
 * screenshotted to `${SHOTS}/${name}-1280.png` and `-390.png`. Full page (from the top: a
 * scrolled page draws its sticky header in the middle of a full-page shot) unless `fullPage` is
 * false, for an open overlay. The viewport is restored after.
 */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (!TAKE_SHOTS) continue;
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize(before);
}

/**
 * A small RGB PNG, encoded here so a test needs no image file: `colourAt(x, y)` gives each
 * pixel's [red, green, blue].
 */
export function pngImage(size: number, colourAt: (x: number, y: number) => [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(colourAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
