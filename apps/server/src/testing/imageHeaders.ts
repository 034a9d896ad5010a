// Small image files whose headers give a width and height (what a logo upload reads), for tests.

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16be = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u24le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);

/** A PNG's signature and IHDR chunk (the CRC is not checked), then `padding` bytes. */
export function pngHeader(width: number, height: number, padding = 0): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32be(13),
    Buffer.from('IHDR'),
    u32be(width),
    u32be(height),
    Buffer.from([8, 6, 0, 0, 0]),
    Buffer.alloc(4 + padding),
  ]);
}

/** A JPEG with an APP1 segment of `metadata` bytes before its frame header. */
export function jpegHeader(width: number, height: number, metadata = 16): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
    u16be(metadata + 2),
    Buffer.alloc(metadata),
    Buffer.from([0xff, 0xc0]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.alloc(12),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function gifHeader(width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.alloc(6)]);
}

/** An extended WebP (VP8X chunk). */
export function webpHeader(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8X'),
    Buffer.alloc(8),
    u24le(width - 1),
    u24le(height - 1),
    Buffer.alloc(4),
  ]);
}
