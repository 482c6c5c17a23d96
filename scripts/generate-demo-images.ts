/**
 * Draws the demo shop's pictures as small flat SVG illustrations into public/media.
 * The seed registers every picture it hands out (with what to draw), so this script draws
 * exactly the files the database refers to and removes any that are no longer used.
 *
 *   npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDemoShop } from "../api/src/db/seed";
import { type Art, type FurnitureKind, type ProductView, registeredImages } from "../api/src/db/seed/media";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const mediaDir = path.join(root, "public", "media");

/* ------------------------------------------------------------------ colour */

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c + (target - c) * a)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const lightness = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

const WOOD = "#5a3b26";
const GLASS = "#cfe3ea";

/* ------------------------------------------------------------- silhouettes */

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
const c = (cx: number, cy: number, radius: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"/>`;
const p = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Pairs of legs standing on the floor line (y = 640) at the given x positions. */
const legs = (xs: number[], top: number, fill: string, w = 16) =>
  xs.map((x) => r(x - w / 2, top, w, 640 - top, fill, 3)).join("");

/**
 * Each piece is drawn in an 800 x 800 box, standing on the floor line y = 640 and centred
 * on x = 400. `f` is the piece's main colour and must appear as is (colour variants are
 * recognised by it).
 */
const DRAW: Record<FurnitureKind, (f: string) => string> = {
  sofa: (f) =>
    legs([190, 610], 570, WOOD) +
    r(180, 320, 440, 170, f, 36) +
    r(160, 450, 480, 120, shade(f, 0.15), 24) +
    line("M400 460v100", shade(f, -0.2), 4) +
    r(130, 390, 80, 190, shade(f, -0.15), 30) +
    r(590, 390, 80, 190, shade(f, -0.15), 30),
  armchair: (f) =>
    legs([270, 530], 570, WOOD) +
    r(260, 300, 280, 190, f, 40) +
    r(250, 450, 300, 120, shade(f, 0.15), 24) +
    r(215, 400, 70, 180, shade(f, -0.15), 28) +
    r(515, 400, 70, 180, shade(f, -0.15), 28),
  "office-chair": (f) =>
    r(300, 200, 200, 230, f, 40) +
    r(385, 430, 30, 60, "#444") +
    r(270, 420, 260, 60, shade(f, 0.1), 26) +
    r(392, 480, 16, 110, "#666") +
    line("M300 610l100-20 100 20M330 625l70-35 70 35", "#555", 12) +
    c(300, 622, 16, "#333") +
    c(500, 622, 16, "#333") +
    c(400, 628, 14, "#333"),
  "dining-chair": (f) =>
    legs([300, 500], 500, shade(f, -0.3), 18) +
    r(290, 200, 20, 310, shade(f, -0.3), 6) +
    r(490, 200, 20, 310, shade(f, -0.3), 6) +
    r(300, 210, 200, 150, f, 16) +
    r(270, 470, 260, 40, f, 12),
  stool: (f) =>
    line("M330 640l40-190M470 640l-40-190", f, 14) + line("M345 570h110", f, 10) + r(300, 420, 200, 34, "#b7834f", 16),
  ottoman: (f) =>
    r(260, 470, 280, 170, f, 60) +
    line("M270 520q130 30 260 0", shade(f, 0.25), 8) +
    r(260, 470, 280, 40, shade(f, -0.12), 20),
  bench: (f) =>
    legs([200, 600], 500, shade(f, -0.3), 22) +
    r(170, 470, 460, 40, f, 10) +
    line("M200 490h400", shade(f, 0.2), 4) +
    r(180, 560, 440, 12, shade(f, -0.2), 4),
  "coffee-table": (f) =>
    legs([200, 600], 480, shade(f, -0.25), 22) + r(160, 460, 480, 36, f, 10) + r(190, 580, 420, 16, shade(f, 0.1), 4),
  "side-table": (f) =>
    legs([290, 510], 540, shade(f, -0.3), 18) +
    r(270, 380, 260, 170, f, 10) +
    r(290, 400, 220, 60, shade(f, 0.12), 6) +
    c(400, 430, 8, shade(f, -0.4)) +
    r(290, 475, 220, 60, shade(f, -0.1), 6),
  "dining-table": (f) =>
    legs([180, 620], 420, shade(f, -0.25), 26) + r(130, 390, 540, 40, f, 8) + r(170, 430, 460, 26, shade(f, -0.12), 4),
  desk: (f) =>
    legs([180], 420, shade(f, -0.25), 24) +
    r(140, 390, 520, 36, f, 6) +
    r(470, 426, 170, 214, shade(f, -0.08), 4) +
    line("M480 500h150M480 570h150", shade(f, -0.3), 4) +
    c(555, 470, 7, "#c39a3c") +
    c(555, 540, 7, "#c39a3c") +
    r(230, 300, 150, 90, "#334", 6),
  console: (f) =>
    legs([220, 580], 420, shade(f, -0.25), 18) +
    r(190, 340, 420, 90, f, 8) +
    line("M400 350v70", shade(f, -0.3), 4) +
    c(300, 385, 8, "#c39a3c") +
    c(500, 385, 8, "#c39a3c") +
    r(220, 560, 360, 14, shade(f, 0.1), 4),
  bed: (f) =>
    r(160, 240, 480, 300, f, 24) +
    r(140, 460, 520, 140, shade(f, -0.15), 12) +
    r(170, 410, 460, 70, "#f7f4ee", 18) +
    r(200, 370, 170, 60, "#ffffff", 24) +
    r(430, 370, 170, 60, "#ffffff", 24) +
    legs([170, 630], 600, WOOD, 20),
  wardrobe: (f) =>
    r(230, 130, 340, 490, f, 8) +
    line("M343 150v450M457 150v450", shade(f, -0.3), 4) +
    c(330, 380, 8, "#c39a3c") +
    c(357, 380, 8, "#c39a3c") +
    c(470, 380, 8, "#c39a3c") +
    legs([250, 550], 620, shade(f, -0.35), 20),
  cabinet: (f) =>
    r(200, 300, 400, 310, f, 10) +
    r(225, 325, 165, 260, shade(f, 0.1), 6) +
    r(410, 325, 165, 260, shade(f, 0.1), 6) +
    c(375, 455, 8, "#c39a3c") +
    c(425, 455, 8, "#c39a3c") +
    legs([225, 575], 610, shade(f, -0.35), 18),
  "tv-unit": (f) =>
    r(230, 220, 340, 200, "#2f3236", 10) +
    r(245, 235, 310, 170, "#4a6a80", 4) +
    r(130, 460, 540, 150, f, 10) +
    r(150, 480, 160, 110, shade(f, 0.1), 6) +
    r(490, 480, 160, 110, shade(f, 0.1), 6) +
    r(330, 520, 140, 60, shade(f, -0.25), 4) +
    legs([160, 640], 610, shade(f, -0.35), 18),
  drawers: (f) =>
    r(250, 290, 300, 330, f, 10) +
    [310, 385, 460, 535].map((y) => r(270, y, 260, 62, shade(f, 0.1), 6) + c(400, y + 31, 8, "#c39a3c")).join("") +
    legs([270, 530], 620, shade(f, -0.35), 18),
  bookshelf: (f) =>
    r(260, 140, 280, 490, f, 6) +
    [160, 280, 400, 520].map((y) => r(280, y, 240, 100, shade(f, -0.35), 2)).join("") +
    [170, 290, 410]
      .map(
        (y, i) =>
          r(295 + i * 30, y + 20, 22, 80, "#b5502f") +
          r(325 + i * 30, y + 30, 22, 70, "#1f3a5f") +
          r(355 + i * 30, y + 25, 22, 75, "#d4a017"),
      )
      .join(""),
  lamp: (f) =>
    p("M300 300h200l40 140h-280z", f) +
    r(392, 440, 16, 130, shade(f, -0.3)) +
    p("M330 640q70-90 140 0z", shade(f, -0.15)),
  "floor-lamp": (f) =>
    p("M320 160h160l40 120h-240z", shade(f, 0.35)) + r(392, 280, 16, 340, f) + r(330, 610, 140, 30, f, 12),
  "pendant-lamp": (f) =>
    line("M400 0v200", "#444", 5) + p("M250 360q0-160 150-160t150 160z", f) + c(400, 370, 26, "#fff4c8"),
  mirror: (f) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return line(
        `M${Math.round(400 + Math.cos(a) * 170)} ${Math.round(360 + Math.sin(a) * 170)}L${Math.round(400 + Math.cos(a) * 250)} ${Math.round(360 + Math.sin(a) * 250)}`,
        f,
        12,
      );
    }).join("") +
    c(400, 360, 175, f) +
    c(400, 360, 145, GLASS) +
    line("M330 330q30-60 100-80", "#ffffff", 10),
  vase: (f) =>
    p("M360 240h80v40q90 60 80 200t-60 160h-120q-70-20-60-160t80-200z", f) +
    line("M300 430h200M310 500h180", shade(f, 0.45), 10) +
    line("M400 240q-40-100-110-140M400 240q30-120 100-150", "#5f7f4f", 6),
  planter: (f) =>
    p(
      "M400 360q-120-160-20-250q60 110 20 250M400 360q140-120 170-40q-100 10-170 40M400 360q-130-60-180 0q100 40 180 0",
      "#3f7a4a",
    ) +
    p("M280 360h240l-30 260h-180z", f) +
    r(270, 350, 260, 30, shade(f, -0.15), 6),
  rug: (f) =>
    p("M200 460h400l90 170h-580z", f) +
    p("M240 480h320l60 130h-440z", shade(f, 0.35)) +
    p("M330 510h140l25 70h-190z", f),
  "wall-art": (f) =>
    r(230, 150, 340, 400, WOOD, 6) +
    r(255, 175, 290, 350, "#f3ead8", 2) +
    c(400, 300, 70, f) +
    p("M280 500q60-90 120-40t120-40v80h-240z", shade(f, -0.2)),
  swing: (f) =>
    line("M250 640q-40-480 150-520q190 40 150 520", "#3d3d3d", 14) +
    line("M400 120v90", "#3d3d3d", 6) +
    p("M400 210q170 60 150 260q-20 110-150 110t-150-110q-20-200 150-260z", f) +
    p("M300 440q100-40 200 0q0 70-100 80q-100-10-100-80z", "#f2eee6"),
  trunk: (f) =>
    r(190, 400, 420, 220, f, 10) +
    p("M190 420q0-90 210-90t210 90z", shade(f, 0.1)) +
    r(250, 340, 30, 280, "#c39a3c") +
    r(520, 340, 30, 280, "#c39a3c") +
    r(375, 420, 50, 60, "#c39a3c", 6),
};

/* ---------------------------------------------------------------- pictures */

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svg(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
}

const BACKDROPS: Record<ProductView, { light: string; dark: string }> = {
  front: { light: "#f5efe6", dark: "#d9e1e6" },
  detail: { light: "#eef2ee", dark: "#d6dccf" },
  side: { light: "#f6ebe4", dark: "#e0d6cc" },
};

function productPicture(kind: FurnitureKind, fill: string, view: ProductView) {
  // Pale pieces sit on a darker backdrop so they stay visible.
  const bg = lightness(fill) > 0.8 ? BACKDROPS[view].dark : BACKDROPS[view].light;
  const floor = `<ellipse cx="400" cy="645" rx="300" ry="26" fill="${shade(bg, -0.12)}"/>`;
  const piece = DRAW[kind](fill);
  const placed =
    view === "front"
      ? `<g transform="translate(-60 -96) scale(1.15)">${piece}</g>`
      : view === "detail"
        ? `<g transform="translate(-280 -340) scale(1.7)">${piece}</g>`
        : `<g transform="matrix(-0.85 0 0 0.85 740 96)">${piece}</g>`;
  return r(0, 0, 800, 800, bg) + r(0, 645, 800, 155, shade(bg, -0.05)) + floor + placed;
}

function scenePicture(width: number, height: number, art: Extract<Art, { type: "scene" }>) {
  const floorY = Math.round(height * 0.76);
  const n = art.pieces.length;
  const scale = Math.min((floorY / 640) * 0.82, (width / (n * 800)) * 1.5);
  const window = r(
    Math.round(width * 0.07),
    Math.round(height * 0.1),
    Math.round(width * 0.14),
    Math.round(height * 0.38),
    "#f9f6ef",
    6,
  );
  const pieces = art.pieces
    .map((piece, i) => {
      const s = i === Math.floor(n / 2) ? scale * 1.1 : scale;
      const cx = (width * (i + 1)) / (n + 1);
      return `<g transform="translate(${Math.round(cx - 400 * s)} ${Math.round(floorY - 640 * s)}) scale(${s.toFixed(3)})">${DRAW[piece.kind](piece.fill)}</g>`;
    })
    .join("");
  return (
    r(0, 0, width, height, art.wall) +
    window +
    r(0, floorY, width, height - floorY, art.floor) +
    r(0, floorY - 8, width, 8, shade(art.floor, -0.2)) +
    pieces
  );
}

function avatarPicture(size: number, art: Extract<Art, { type: "avatar" }>) {
  return (
    c(size / 2, size / 2, size / 2, art.fill) +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Georgia,serif" font-size="${Math.round(size * 0.38)}" fill="#ffffff">${esc(art.initials)}</text>`
  );
}

/* --------------------------------------------------------------------- run */

buildDemoShop();
const images = registeredImages();
const written = new Set<string>();
let largest = 0;
for (const image of images) {
  const file = path.join(root, "public", image.url);
  const body =
    image.art.type === "product"
      ? productPicture(image.art.kind, image.art.fill, image.art.view)
      : image.art.type === "scene"
        ? scenePicture(image.width, image.height, image.art)
        : avatarPicture(image.width, image.art);
  const text = svg(image.width, image.height, image.alt, body);
  largest = Math.max(largest, text.length);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.add(file);
}

let removed = 0;
for (const entry of readdirSync(mediaDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && file.endsWith(".svg") && !written.has(file)) {
    rmSync(file);
    removed++;
  }
}
console.log(`Wrote ${written.size} images to public/media (largest ${largest} bytes), removed ${removed} unused.`);
