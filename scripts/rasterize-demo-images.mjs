// Turns the demo directory's SVG scenes (scripts/generate-demo-images.mjs) into the raster photos
// the demo uses: WebP, 800×500 (logos 256×256), with a light film grain and vignette so they read
// as pictures of places. Link previews and phones show raster images; committed, as the SVGs are.
// Run after generate-demo-images.mjs: node scripts/rasterize-demo-images.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const DIR = 'apps/web/public/images/negocios';

const vignette = (width, height) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );

for (const file of readdirSync(DIR).filter((f) => f.endsWith('.svg') && f !== 'placeholder.svg')) {
  const logo = file.startsWith('logo-');
  const [width, height] = logo ? [256, 256] : [800, 500];
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .png()
    .toBuffer();
  const picture = sharp(readFileSync(join(DIR, file)), { density: 144 })
    .resize(width, height, { fit: 'cover' })
    .modulate({ saturation: 0.9 })
    .blur(0.6);
  const layers = logo
    ? []
    : [
        { input: grain, blend: 'soft-light' },
        { input: vignette(width, height), blend: 'over' },
      ];
  const out = await picture.composite(layers).webp({ quality: 68 }).toBuffer();
  writeFileSync(join(DIR, file.replace(/\.svg$/, '.webp')), out);
  console.log(`${file.replace(/\.svg$/, '.webp')}: ${(out.length / 1024).toFixed(1)} KB`);
}
