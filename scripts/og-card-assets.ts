/**
 * The digest of a social card's inputs other than its copy: the card fonts' bytes, the art files'
 * bytes, the renderer's source (the card's layout, the mark) and the satori and resvg versions
 * (docs/decisions/0044-a-social-card-per-page.md). With the card's text it makes the card's
 * content hash (common/social-card.ts `cardHash`), so changing any of them re-renders every card
 * under a new name. vite.config.ts computes it once per build and bakes it into the page loaders
 * (`__OG_CARD_ASSETS__`); scripts/generate-seo.ts computes it again for the same files.
 * Imports only Node and common/: vite.config.ts loads it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_ART } from '../common/social-card.ts';

/** The repository root (this file is in scripts/). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The card fonts, as package paths: Inter 400 and 700 (the WOFF files the PDFs embed) and Cairo's
 * variable Arabic subset (the file app.css serves; satori draws its default instance, 400).
 */
export const CARD_FONT_FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  arabic: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
} as const;

/** Source files whose change changes how a card looks (its layout and the site's mark). */
const RENDERER_SOURCES = ['scripts/og-image.tsx', 'app/components/ui/logo.tsx'];

/** A card's art file on disk: `/images/x.svg` → `<root>/public/images/x.svg`. */
export function artFile(art: string, root = ROOT): string {
  return join(root, 'public', art);
}

/**
 * The digest, 16 hex digits of SHA-256. An art file not built yet (scripts/generate-assets.ts
 * writes some) counts as missing rather than failing: vite.config.ts may load before it exists;
 * the build draws the cards only after generating it.
 * @param root the checkout whose files are hashed
 */
export function cardAssetsDigest(root = ROOT): string {
  const require = createRequire(join(root, 'package.json'));
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer | string) => {
    hash.update(`${label}\0${bytes.length}\0`);
    hash.update(bytes);
  };
  for (const pkg of ['satori', '@resvg/resvg-js']) {
    const { version } = JSON.parse(
      readFileSync(require.resolve(`${pkg}/package.json`), 'utf8'),
    ) as { version: string };
    add(pkg, version);
  }
  for (const font of Object.values(CARD_FONT_FILES)) add(font, readFileSync(require.resolve(font)));
  for (const source of RENDERER_SOURCES) add(source, readFileSync(join(root, source)));
  for (const art of [...new Set(Object.values(CARD_ART))].sort()) {
    const file = artFile(art, root);
    add(art, existsSync(file) ? readFileSync(file) : 'missing');
  }
  return hash.digest('hex').slice(0, 16);
}
