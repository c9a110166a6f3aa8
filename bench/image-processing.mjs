// `node bench/image-processing.mjs`: what a photo upload costs the server. Processes a
// 12-megapixel JPEG (as a phone sends it) with the upload code (apps/api/src/features/uploads/
// process-image.ts: decode, upright, three WebP widths and a JPEG), then 8 uploads at once (8
// owners) into the folder storage, and writes bench/results/<date>-images.md. The HTTP and
// database part of an upload is not included: it is small beside the decoding.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENT = 8;
const BATCH = Number(process.env.BENCH_BATCH ?? 32);

const { processImage } = await tsImport(
  join(ROOT, 'apps/api/src/features/uploads/process-image.ts'),
  import.meta.url,
);
const { localStorage } = await tsImport(
  join(ROOT, 'apps/api/src/storage/local-storage.ts'),
  import.meta.url,
);

/** A photo-like 4000×3000 JPEG: smooth noise (textures, not flat colour), quality 90. */
async function phonePhoto(seed) {
  const noise = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      noise: { type: 'gaussian', mean: 120 + seed, sigma: 60 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(noise).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const photo = await phonePhoto(0);
console.log(`12-MP JPEG: ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
const single = [];
let outputBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const result = await processImage(photo, 250);
  single.push(performance.now() - start);
  outputBytes = result.files.reduce((n, f) => n + f.body.length, 0);
}

const dir = mkdtempSync(join(tmpdir(), 'drd-bench-media-'));
const storage = localStorage(dir);
const photos = await Promise.all(Array.from({ length: BATCH }, (_, i) => phonePhoto(i + 1)));
let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENT }, async () => {
    while (next < photos.length) {
      const image = await processImage(photos[next++], 250);
      await Promise.all(image.files.map((f) => storage.put(`u/${f.name}`, f.body, f.contentType)));
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
rmSync(dir, { recursive: true, force: true });

const report = [
  `# Image processing — ${new Date().toISOString().slice(0, 10)}`,
  '',
  `Command: \`node bench/image-processing.mjs\` on ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}; a shared, noisy machine.`,
  '',
  '| figure | value |',
  '| --- | --- |',
  `| 12-MP JPEG (4000×3000, ${(photo.length / 1024 / 1024).toFixed(1)} MB) processed, median of ${RUNS} | ${median(single).toFixed(0)} ms (min ${Math.min(...single).toFixed(0)}, max ${Math.max(...single).toFixed(0)}) |`,
  `| files kept per photo (WebP 400/800/1600 + JPEG 1200) | ${(outputBytes / 1024).toFixed(0)} KB |`,
  `| ${BATCH} photos by ${CONCURRENT} owners at once, processed and stored | ${seconds.toFixed(1)} s: ${(BATCH / seconds).toFixed(2)} photos/s, ${((BATCH * 12) / seconds).toFixed(0)} MP/s |`,
  '',
].join('\n');
console.log(report);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, `bench/results/${new Date().toISOString().slice(0, 10)}-images.md`),
  report,
);
