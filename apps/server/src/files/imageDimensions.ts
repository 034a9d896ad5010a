import type { Readable } from 'node:stream';
import { imageTypeOf } from './imageType.js';

// An image's width and height from its header, for the types imageType.ts accepts. A logo is
// shown with width and height attributes, so the page does not jump while it loads.

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * How far into a file its size is looked for: a JPEG's frame header follows its metadata
 * segments (EXIF with a thumbnail, ICC profiles), which rarely pass a few hundred KiB.
 */
export const IMAGE_DIMENSIONS_SCAN_BYTES = 1024 * 1024;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

const sized = (width: number, height: number): ImageDimensions | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** JPEG start-of-frame markers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return sized(u16be(bytes, at + 7), u16be(bytes, at + 5));
    if (marker === 0xd9 || marker === 0xda) return undefined;
    at += 2 + u16be(bytes, at + 2);
  }
  return undefined;
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') return sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  if (chunk === 'VP8 ') return sized(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return undefined;
}

/**
 * The width and height an image's leading bytes give (PNG, JPEG, GIF, WebP), or undefined when
 * they do not give them (yet: a JPEG may need more bytes).
 */
export function imageDimensionsOf(bytes: Uint8Array): ImageDimensions | undefined {
  switch (imageTypeOf(bytes)) {
    case 'image/png':
      // The IHDR chunk comes first: width and height as 32-bit big-endian numbers.
      return bytes.length >= 24 ? sized(u32be(bytes, 16), u32be(bytes, 20)) : undefined;
    case 'image/gif':
      return bytes.length >= 10 ? sized(u16le(bytes, 6), u16le(bytes, 8)) : undefined;
    case 'image/jpeg':
      return jpegDimensions(bytes);
    case 'image/webp':
      return webpDimensions(bytes);
    default:
      return undefined;
  }
}

/**
 * Reads a stored image until its header gives its size (at most IMAGE_DIMENSIONS_SCAN_BYTES),
 * then stops reading; undefined when it never does.
 */
export async function readImageDimensions(stream: Readable): Promise<ImageDimensions | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      const head = Buffer.concat(chunks, Math.min(length, IMAGE_DIMENSIONS_SCAN_BYTES));
      const found = imageDimensionsOf(head);
      if (found || length >= IMAGE_DIMENSIONS_SCAN_BYTES) return found;
    }
    return undefined;
  } finally {
    stream.destroy();
  }
}
