// Turns the affiliates' banner SVGs (scripts/banners) into the PNGs of apps/web/public/banners that
// the promo tab and the affiliates' HTML snippet use: ad slots and e-mail clients show raster
// images, not SVG. Committed; run again after editing an SVG: node scripts/rasterize-banners.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const SOURCES = 'scripts/banners';
const OUT = 'apps/web/public/banners';

for (const file of readdirSync(SOURCES).filter((f) => f.endsWith('.svg'))) {
  const [, width, height] = /(\d+)x(\d+)\.svg$/.exec(file).map(Number);
  // Drawn at twice the density and scaled down: smoother text than a direct 1x rendering.
  const out = await sharp(readFileSync(join(SOURCES, file)), { density: 144 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
  const name = file.replace(/\.svg$/, '.png');
  writeFileSync(join(OUT, name), out);
  console.log(`${name}: ${width}×${height}, ${(out.length / 1024).toFixed(1)} KB`);
}
