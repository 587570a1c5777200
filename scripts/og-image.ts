/**
 * Draws the 1200×630 social preview image (Open Graph / Twitter, DESIGN §5 "SEO") as a PNG, with no
 * fonts or native modules: the company name and tagline are set in a 5×7 LED-matrix face —
 * fitting for a hardware brand — and the chip mark of `app/components/ui/logo.tsx` is drawn
 * from rectangles. Deterministic: the same site config gives the same bytes.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** 5×7 glyphs, one string per row, '#' = lit. Unknown characters render as blanks. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  '&': ['.##..', '#..#.', '#.#..', '.#...', '#.#.#', '#..#.', '.##.#'],
};

/** An RGBA canvas with the few drawing operations the card needs. */
class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** Blends `color` into pixel (x, y) with coverage `alpha` (0–1). */
  blend(x: number, y: number, [r, g, b]: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const a = Math.min(alpha, 1);
    this.data[i] = Math.round(this.data[i]! * (1 - a) + r * a);
    this.data[i + 1] = Math.round(this.data[i + 1]! * (1 - a) + g * a);
    this.data[i + 2] = Math.round(this.data[i + 2]! * (1 - a) + b * a);
    this.data[i + 3] = 255;
  }

  /** Anti-aliased filled disc of radius `r` px centred at (cx, cy). */
  disc(cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y += 1) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x += 1) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, Math.min(1, r + 0.5 - d) * alpha);
      }
    }
  }

  /** Filled axis-aligned rectangle. */
  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1) {
    for (let y = Math.round(y0); y < Math.round(y0 + h); y += 1) {
      for (let x = Math.round(x0); x < Math.round(x0 + w); x += 1) this.blend(x, y, color, alpha);
    }
  }

  /** Text in the LED face: each lit cell is a disc; `pitch` is the cell size in px. */
  led(text: string, x0: number, y0: number, pitch: number, color: Rgb) {
    let x = x0;
    for (const ch of text.toUpperCase()) {
      const glyph = GLYPHS[ch];
      if (glyph) {
        glyph.forEach((row, gy) =>
          [...row].forEach((cell, gx) => {
            const cx = x + gx * pitch + pitch / 2;
            const cy = y0 + gy * pitch + pitch / 2;
            if (cell === '#') this.disc(cx, cy, pitch * 0.42, color);
            else this.disc(cx, cy, pitch * 0.42, color, 0.07);
          }),
        );
      }
      x += 6 * pitch;
    }
  }

  /** Encodes as PNG (RGBA 8-bit, no interlace). */
  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 4 + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * (this.width * 4 + 1)] = 0; // filter: none
      Buffer.from(this.data.buffer, y * this.width * 4, this.width * 4).copy(
        raw,
        y * (this.width * 4 + 1) + 1,
      );
    }
    const chunk = (type: string, body: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(body.length);
      const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const NAVY: Rgb = [11, 16, 32];
const ORANGE: Rgb = [255, 117, 26]; // spec §9 brand accent
const WHITE: Rgb = [241, 245, 249];

/**
 * Renders the card.
 * @param title e.g. the company name (A–Z, 0–9, space, - . &); longer text is scaled to fit
 * @param tagline a short line under it
 * @returns PNG bytes, 1200×630
 */
export function renderOgImage(title: string, tagline: string): Buffer {
  const c = new Canvas(1200, 630);
  // Background: navy with a soft glow from the upper left, and a faint circuit dot grid.
  for (let y = 0; y < c.height; y += 1) {
    for (let x = 0; x < c.width; x += 1) {
      c.blend(x, y, NAVY, 1);
      const glow = Math.max(0, 1 - Math.hypot(x - 260, y - 200) / 700);
      c.blend(x, y, ORANGE, glow * glow * 0.18);
    }
  }
  for (let y = 30; y < c.height; y += 40)
    for (let x = 30; x < c.width; x += 40) c.disc(x, y, 1.6, WHITE, 0.12);
  // Chip mark (Logo): outlined square, solid core, pins on four sides.
  const [mx, my, s] = [100, 90, 150];
  c.rect(mx, my, s, s, ORANGE);
  c.rect(mx + 14, my + 14, s - 28, s - 28, NAVY);
  c.rect(mx + 42, my + 42, s - 84, s - 84, ORANGE);
  for (const k of [0.25, 0.5, 0.75]) {
    const p = k * s - 6;
    c.rect(mx + p, my - 28, 12, 22, ORANGE);
    c.rect(mx + p, my + s + 6, 12, 22, ORANGE);
    c.rect(mx - 28, my + p, 22, 12, ORANGE);
    c.rect(mx + s + 6, my + p, 22, 12, ORANGE);
  }
  const fit = (text: string, maxWidth: number, maxPitch: number) =>
    Math.max(4, Math.min(maxPitch, Math.floor(maxWidth / Math.max(1, text.length * 6 - 1))));
  const titlePitch = fit(title, 1000, 16);
  c.led(title, 100, 320, titlePitch, WHITE);
  const tagPitch = fit(tagline, 1000, 8);
  c.led(tagline, 100, 320 + titlePitch * 7 + 50, tagPitch, ORANGE);
  return c.toPng();
}
