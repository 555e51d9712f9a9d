import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Decodes the QR code in a PNG screenshot; null when none is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  return code ? code.data : null;
}
