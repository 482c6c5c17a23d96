// `npm run bench:images`: how long an upload's renditions take (issue 14). It makes a 2000 x 1500
// stand-in photo (one of the demo shop's illustrations rendered at that size under film-grain
// noise, which costs the encoders more than the flat drawing would, as a photo's detail does),
// then times processImageUpload on it as a JPEG, a PNG and a WebP into a throwaway local store,
// BENCH_RUNS times each (median), and each output format's share of the work. Last, a 1600 x 1200
// JPEG (a phone's photo at a common export size) against the upload budget of 2 s (issue 30): the
// bench exits with 1 when its median is over.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { RENDITION_SETTINGS, processImageUpload, renditionWidths } from "../api/src/services/images/process-image.ts";
import { LocalDiskStorage } from "../api/src/services/storage/local-disk.ts";

const RUNS = Number(process.env.BENCH_RUNS || 3);
const WIDTH = 2000;
const HEIGHT = 1500;
const BUDGETED = { width: 1600, height: 1200, budgetMs: 2000 };
const root = path.resolve(import.meta.dirname, "..");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function standInPhoto(width = WIDTH, height = HEIGHT) {
  const drawing = readFileSync(path.join(root, "public/media/products/aranya-sheesham-sofa-mustard-1.svg"));
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return sharp(drawing, { density: 300 })
    .resize(width, height, { fit: "cover" })
    .composite([{ input: grain, blend: "overlay" }])
    .blur(0.6)
    .png()
    .toBuffer();
}

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-bench-images-"));

/** processImageUpload on `upload` into a throwaway store, BENCH_RUNS times: the median and the last manifest. */
async function timeUpload(name, upload) {
  const times = [];
  let manifest;
  for (let run = 0; run < RUNS; run++) {
    const storage = new LocalDiskStorage(path.join(scratch, `${name}-${run}`.replace(/\W+/g, "-")));
    const started = performance.now();
    manifest = await processImageUpload(upload, { storage, maxBytes: 100 * 1024 * 1024 });
    times.push(performance.now() - started);
  }
  return { time: median(times), manifest };
}
try {
  const photo = await standInPhoto();
  console.log(
    `${WIDTH} x ${HEIGHT} stand-in photo, ${RUNS} runs each, median; ${availableParallelism()} cores, sharp concurrency ${sharp.concurrency()}`,
  );
  const uploads = {
    "JPEG (q90)": await sharp(photo).jpeg({ quality: 90 }).toBuffer(),
    PNG: await sharp(photo).png().toBuffer(),
    "WebP (q90)": await sharp(photo).webp({ quality: 90 }).toBuffer(),
  };
  for (const [name, upload] of Object.entries(uploads)) {
    const { time, manifest } = await timeUpload(name, upload);
    const total = manifest.renditions.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `processImageUpload, ${name} upload of ${kb(upload.length)}: ${ms(time)} for ${manifest.renditions.length} renditions, ${kb(total)} in all`,
    );
  }

  // Each output format alone, from the JPEG upload, at the widths and settings the pipeline uses.
  const jpeg = uploads["JPEG (q90)"];
  const widths = renditionWidths(WIDTH);
  const steps = {
    avif: { widths, encode: (image) => image.avif(RENDITION_SETTINGS.avif) },
    webp: { widths, encode: (image) => image.webp(RENDITION_SETTINGS.webp) },
    jpeg: {
      widths: [RENDITION_SETTINGS.fallbackWidth],
      encode: (image) => image.flatten({ background: "#ffffff" }).jpeg(RENDITION_SETTINGS.jpeg),
    },
  };
  for (const [format, { widths: formatWidths, encode }] of Object.entries(steps)) {
    const times = [];
    let sizes = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      sizes = [];
      for (const width of formatWidths) {
        sizes.push((await encode(sharp(jpeg).autoOrient().resize({ width })).toBuffer()).length);
      }
      times.push(performance.now() - started);
    }
    const each = formatWidths.map((w, i) => `${w}: ${kb(sizes[i])}`).join(", ");
    console.log(`  ${format}: ${ms(median(times))} (${each})`);
  }

  const { width, height, budgetMs } = BUDGETED;
  const budgeted = await sharp(await standInPhoto(width, height))
    .jpeg({ quality: 90 })
    .toBuffer();
  const { time, manifest } = await timeUpload("budgeted", budgeted);
  const within = time < budgetMs;
  console.log(
    `${width} x ${height} JPEG (q90) upload of ${kb(budgeted.length)}: ${ms(time)} for ${manifest.renditions.length} renditions; budget ${ms(budgetMs)}: ${within ? "within" : "OVER"}`,
  );
  if (!within) process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
