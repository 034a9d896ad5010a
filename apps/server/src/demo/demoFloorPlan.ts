import { deflateSync } from 'node:zlib';

// The demo's Image widget shows a floor plan of the demo room, drawn here as a PNG so the demo
// needs no image file in the repository.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** An RGB PNG of `width` × `height` with the given pixel colour function. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FLOOR: Rgb = [236, 239, 241];
const WALL: Rgb = [84, 110, 122];
const RACK: Rgb = [55, 71, 79];
const COLD: Rgb = [144, 202, 249];
const HOT: Rgb = [239, 154, 154];
const CRAC: Rgb = [77, 182, 172];
const UPS: Rgb = [255, 183, 77];

/** The demo room from above: two rack rows around a cold aisle, a CRAC and a UPS. */
export function demoFloorPlanPng(): Buffer {
  const width = 480;
  const height = 300;
  const inside = (x: number, y: number, x0: number, y0: number, w: number, h: number) =>
    x >= x0 && x < x0 + w && y >= y0 && y < y0 + h;
  return encodePng(width, height, (x, y) => {
    if (x < 6 || y < 6 || x >= width - 6 || y >= height - 6) return WALL;
    if (inside(x, y, 30, 30, 70, 110)) return CRAC;
    if (inside(x, y, 30, 180, 70, 90)) return UPS;
    for (let rack = 0; rack < 8; rack++) {
      const x0 = 140 + rack * 40;
      if (inside(x, y, x0, 70, 34, 50) || inside(x, y, x0, 180, 34, 50)) return RACK;
    }
    if (inside(x, y, 140, 120, 314, 60)) return COLD;
    if (inside(x, y, 140, 40, 314, 30) || inside(x, y, 140, 230, 314, 30)) return HOT;
    return FLOOR;
  });
}
