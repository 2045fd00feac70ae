/**
 * Draws the app icons (the favicon's "R" in white on the brand colour) as PNGs with nothing but
 * zlib: `node --import tsx scripts/make-icons.ts`. The PNGs are committed; run it again only when the
 * mark changes. Coverage is sampled 4×4 per pixel, so the edges are smooth.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BRAND = [0x0f, 0x76, 0x6e] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
const OUT = path.resolve(import.meta.dirname, '../src/web/public/icons');

type Point = readonly [number, number];

/** The favicon's path in its 64-unit box: M18 46V18h15a9 9 0 0 1 0 18H24 m7 0 l11 10, stroke 6. */
const SEGMENTS: [Point, Point][] = [
  [
    [18, 46],
    [18, 18],
  ],
  [
    [18, 18],
    [33, 18],
  ],
  [
    [33, 36],
    [24, 36],
  ],
  [
    [31, 36],
    [42, 46],
  ],
];
const ARC = { cx: 33, cy: 27, r: 9 };
const HALF_STROKE = 3;

function segmentDistance([px, py]: Point, [[ax, ay], [bx, by]]: [Point, Point]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function onMark(p: Point): boolean {
  if (SEGMENTS.some((segment) => segmentDistance(p, segment) <= HALF_STROKE)) return true;
  // The bowl: the right half of the circle (x ≥ its centre).
  if (p[0] >= ARC.cx) return Math.abs(Math.hypot(p[0] - ARC.cx, p[1] - ARC.cy) - ARC.r) <= HALF_STROKE;
  return false;
}

function inRoundedSquare([x, y]: Point, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels of one icon; `maskable` fills the square and keeps the mark in the central safe zone. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.8 : 1;
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = ((x + (sx + 0.5) / samples) / size) * 64;
          const v = ((y + (sy + 0.5) / samples) / size) * 64;
          if (!maskable && !inRoundedSquare([u, v], 14)) continue;
          background += 1;
          if (onMark([32 + (u - 32) / scale, 32 + (v - 32) / scale])) mark += 1;
        }
      }
      const alpha = background / samples ** 2;
      const white = background === 0 ? 0 : mark / background;
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(BRAND[c]! + (WHITE[c]! - BRAND[c]!) * white);
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
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

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  writeFileSync(path.join(OUT, name), png(size, draw(size, maskable)));
  console.log(`wrote ${name}`);
}
