import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader, pngHeader, webpHeader } from '../testing/imageHeaders.js';
import {
  IMAGE_DIMENSIONS_SCAN_BYTES,
  imageDimensionsOf,
  readImageDimensions,
} from './imageDimensions.js';

describe('imageDimensionsOf', () => {
  it.each([
    ['a PNG', pngHeader(640, 480), { width: 640, height: 480 }],
    ['a wide PNG', pngHeader(70000, 3), { width: 70000, height: 3 }],
    ['a JPEG', jpegHeader(1024, 768), { width: 1024, height: 768 }],
    ['a JPEG after 60 kB of metadata', jpegHeader(32, 16, 60_000), { width: 32, height: 16 }],
    ['a GIF', gifHeader(120, 40), { width: 120, height: 40 }],
    ['a WebP (VP8X)', webpHeader(300, 200), { width: 300, height: 200 }],
    ['a PNG cut before its IHDR', pngHeader(1, 1).subarray(0, 20), undefined],
    ['a JPEG cut before its frame', jpegHeader(10, 10, 100).subarray(0, 50), undefined],
    ['a PNG of zero width', pngHeader(0, 10), undefined],
    ['text', Buffer.from('<svg width="1" height="1"/>'), undefined],
  ])('%s', (_name, bytes, expected) => {
    expect(imageDimensionsOf(bytes)).toEqual(expected);
  });
});

describe('readImageDimensions', () => {
  it('reads chunks until the header gives the size', async () => {
    const jpeg = jpegHeader(800, 600, 5000);
    const chunks = [jpeg.subarray(0, 10), jpeg.subarray(10, 3000), jpeg.subarray(3000)];
    await expect(readImageDimensions(Readable.from(chunks))).resolves.toEqual({
      width: 800,
      height: 600,
    });
  });

  it('gives up past the scan limit', async () => {
    const deep = jpegHeader(8, 8, 60_000);
    const chunks = Array.from({ length: Math.ceil(IMAGE_DIMENSIONS_SCAN_BYTES / 60_000) + 2 }, () =>
      Buffer.concat([deep.subarray(0, 6), Buffer.alloc(60_000)]),
    );
    // Segments of filler that never reach a frame header.
    await expect(readImageDimensions(Readable.from(chunks))).resolves.toBeUndefined();
  });
});
