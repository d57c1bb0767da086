// Renders one preview card per showcase site, so the committed PNG files can be
// rebuilt after `src/data/showcase/sites.json` changes:
//
//   node scripts/make-showcase-previews.mjs
//
// Each card (1030×580, the largest width the ideal-image plugin serves) is an
// SVG template rasterised by sharp: a gradient whose hues come from a hash of
// the title, a stylised browser window showing the domain, the title, and the
// site's tags as chips in their tag colours. The script also writes
// `src/data/showcase/previews.ts`, the map of `require()` calls through
// which the ideal-image loader sees the files (a `require.context` would not
// reach that loader: its rule only applies to images imported from a script),
// and deletes the previews of sites that left the list.
//
// Text is laid out with widths measured from the installed fonts (DejaVu Sans,
// Noto Sans CJK for Chinese and Japanese), so regenerate on a machine that has
// them. Emoji are left out of the card: no colour emoji font is assumed.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';
import {previewsModule} from './lib/showcase-previews-module.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'src/data/showcase');
const previewDir = path.join(dataDir, 'previews');
const mapFile = path.join(dataDir, 'previews.ts');

const WIDTH = 1030;
const HEIGHT = 580;
const FONT = "'DejaVu Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', sans-serif";

// --- Load the typed data module (TypeScript) without a build step -----------

/**
 * Evaluates a TypeScript module and its relative imports (`.ts`, `.json`) as
 * CommonJS, transpiled by the project's own `typescript`. Enough for the
 * showcase data module, which has no other dependency.
 */
function loadTypeScriptModule(entry) {
  const cache = new Map();
  const nodeRequire = createRequire(entry);
  const load = (file) => {
    if (cache.has(file)) {
      return cache.get(file).exports;
    }
    if (file.endsWith('.json')) {
      const module = {exports: JSON.parse(fs.readFileSync(file, 'utf8'))};
      cache.set(file, module);
      return module.exports;
    }
    const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      fileName: file,
      compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
    });
    const module = {exports: {}};
    cache.set(file, module);
    const localRequire = (specifier) => {
      if (!specifier.startsWith('.')) {
        return nodeRequire(specifier);
      }
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (!resolved) {
        throw new Error(`Cannot resolve "${specifier}" from ${file}`);
      }
      return load(resolved);
    };
    new Function('exports', 'require', 'module', outputText)(module.exports, localRequire, module);
    return module.exports;
  };
  return load(entry);
}

const {sites, tags} = loadTypeScriptModule(path.join(dataDir, 'index.ts'));
const {titleHash, siteDomain} = loadTypeScriptModule(path.join(root, 'src/utils/showcase.ts'));

// --- Text -------------------------------------------------------------------

/** Escapes the five XML special characters. */
function xml(text) {
  return text.replace(/[&<>"']/g, (ch) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[ch]);
}

/** The title without emoji (and their joiners/variation selectors), spaces collapsed. */
function printable(text) {
  return text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const widthCache = new Map();

/** Advance width of one character, in em, measured by rendering it with Pango (same fonts as librsvg). */
async function charWidth(ch, bold) {
  const key = `${bold ? 'b' : 'r'}${ch}`;
  if (!widthCache.has(key)) {
    const font = `DejaVu Sans${bold ? ' Bold' : ''} 100`;
    const measure = async (text) =>
      (
        await sharp({text: {text: xml(text), font, dpi: 72}})
          .png()
          .toBuffer({resolveWithObject: true})
      ).info.width;
    const repeat = 10;
    const width = ((await measure(`H${ch.repeat(repeat)}H`)) - (await measure('HH'))) / repeat / 100;
    widthCache.set(key, width);
  }
  return widthCache.get(key);
}

/** Width of `text` in px at `size`, as the sum of its characters' advances (no kerning: errs wide). */
async function textWidth(text, size, bold) {
  let em = 0;
  for (const ch of text) {
    em += await charWidth(ch, bold);
  }
  return em * size;
}

/** `text` cut to fit `maxWidth` with a trailing ellipsis (unchanged when it already fits). */
async function ellipsize(text, maxWidth, size, bold) {
  if ((await textWidth(text, size, bold)) <= maxWidth) {
    return text;
  }
  const chars = [...text];
  while (chars.length > 0 && (await textWidth(`${chars.join('').trimEnd()}…`, size, bold)) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/** Splits a word too wide for one line into pieces that fit (CJK titles have no spaces). */
async function splitWord(word, maxWidth, size, bold) {
  const pieces = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && (await textWidth(piece + ch, size, bold)) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/**
 * Greedy word wrap into at most `maxLines` lines; `fits` is false when the
 * text had to be cut (the last line then ends with an ellipsis).
 */
async function wrap(text, maxWidth, size, maxLines, bold) {
  const words = [];
  for (const word of text.split(' ')) {
    words.push(
      ...((await textWidth(word, size, bold)) > maxWidth ? await splitWord(word, maxWidth, size, bold) : [word]),
    );
  }
  const lines = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (await textWidth(`${last} ${word}`, size, bold)) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) {
    return {lines, fits: true};
  }
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = await ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, maxWidth, size, bold);
  return {lines: kept, fits: false};
}

const TITLE_SIZES = [64, 56, 48, 42];
const LINE_HEIGHT = 1.18;

/**
 * The title in the largest size at which it fits in `maxWidth` × `maxHeight`
 * (three lines at most); at the smallest size it is cut with an ellipsis.
 */
async function layoutTitle(title, maxWidth, maxHeight) {
  for (const size of TITLE_SIZES) {
    const maxLines = Math.max(1, Math.min(3, Math.floor(maxHeight / (size * LINE_HEIGHT))));
    const result = await wrap(title, maxWidth, size, maxLines, true);
    if (result.fits || size === TITLE_SIZES.at(-1)) {
      return {size, lines: result.lines};
    }
  }
  throw new Error('unreachable');
}

// --- Card template -----------------------------------------------------------

const CHIP_HEIGHT = 38;
const CHIP_FONT = 19;
const CHIP_GAP = 12;

/** The chips of a site's tags, at most two rows of `maxWidth`, ending at `bottom`; returns the SVG and its top. */
async function chips(siteTags, x, bottom, maxWidth) {
  const rows = [[]];
  let cursor = x;
  for (const key of siteTags) {
    const tag = tags[key];
    const label = key === 'favorite' ? `★ ${tag.label}` : tag.label;
    const width = Math.ceil((await textWidth(label, CHIP_FONT, true)) + 32);
    if (cursor + width > x + maxWidth) {
      if (rows.length === 2) {
        break;
      }
      rows.push([]);
      cursor = x;
    }
    rows.at(-1).push({x: cursor, width, label, color: tag.color});
    cursor += width + CHIP_GAP;
  }
  const used = rows.filter((row) => row.length > 0);
  const top = bottom - used.length * CHIP_HEIGHT - (used.length - 1) * CHIP_GAP;
  const svg = used.flatMap((row, i) => {
    const y = top + i * (CHIP_HEIGHT + CHIP_GAP);
    return row.flatMap((chip) => [
      `<rect x="${chip.x}" y="${y}" width="${chip.width}" height="${CHIP_HEIGHT}" rx="${CHIP_HEIGHT / 2}" fill="${chip.color}"/>`,
      `<text x="${chip.x + chip.width / 2}" y="${y + 26}" text-anchor="middle" font-size="${CHIP_FONT}" font-weight="700" fill="#ffffff">${xml(chip.label)}</text>`,
    ]);
  });
  return {svg: svg.join('\n  '), top: used.length === 0 ? bottom : top};
}

/** A deterministic pseudo-random number in [0, 1) from the title hash and a salt. */
function unit(hash, salt) {
  return ((Math.imul(hash ^ salt, 0x9e3779b1) >>> 0) % 10007) / 10007;
}

async function cardSvg(site) {
  const hash = titleHash(site.title);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 40)) % 360;
  const domain = siteDomain(site.website);
  const url = new URL(site.website);
  const address = await ellipsize(`${url.hostname}${url.pathname.replace(/\/$/, '')}`, 560, 17, false);
  const title = printable(site.title) || domain;
  const initial = [...title.replace(/^[^\p{L}\p{N}]+/u, '')][0]?.toUpperCase() ?? '#';
  const tagChips = await chips(site.tags, 104, 496, 820);
  const titleTop = 226;
  const {size, lines} = await layoutTitle(title, 820, tagChips.top - 16 - titleTop);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  const titleText = lines
    .map((line, i) => `<tspan x="104" y="${titleTop + size * 0.82 + i * lineHeight}">${xml(line)}</tspan>`)
    .join('');
  const titleBottom = titleTop + lines.length * lineHeight;
  // Faux page content between the title and the chips, when there is room.
  const skeleton = [];
  for (let i = 0, y = titleBottom + 18; y + 14 <= tagChips.top - 24 && i < 3; i += 1, y += 30) {
    const width = Math.round(380 + unit(hash, i + 1) * 420);
    skeleton.push(`<rect x="104" y="${y}" width="${width}" height="14" rx="7" fill="#e7eaee"/>`);
  }
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = Math.round(unit(hash, 11 + i) * WIDTH);
      const cy = Math.round(unit(hash, 21 + i) * HEIGHT);
      const r = Math.round(120 + unit(hash, 31 + i) * 200);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.07 + 0.05 * i).toFixed(2)}"/>`;
    })
    .join('\n  ');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 68%, 56%)"/>
      <stop offset="1" stop-color="hsl(${hue2}, 62%, 36%)"/>
    </linearGradient>
    <clipPath id="window"><rect x="60" y="52" width="910" height="476" rx="18"/></clipPath>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${circles}
  <rect x="68" y="64" width="910" height="476" rx="18" fill="#000000" fill-opacity="0.22"/>
  <g clip-path="url(#window)">
    <rect x="60" y="52" width="910" height="476" fill="#ffffff"/>
    <rect x="60" y="52" width="910" height="58" fill="#eef0f3"/>
    <rect x="60" y="109" width="910" height="1" fill="#d5d9de"/>
  </g>
  <circle cx="94" cy="81" r="7" fill="#c6cbd1"/>
  <circle cx="118" cy="81" r="7" fill="#c6cbd1"/>
  <circle cx="142" cy="81" r="7" fill="#c6cbd1"/>
  <rect x="176" y="65" width="640" height="32" rx="16" fill="#ffffff" stroke="#d5d9de"/>
  <g fill="none" stroke="#6a737d" stroke-width="2">
    <rect x="194" y="79" width="12" height="10" rx="2" fill="#6a737d" stroke="none"/>
    <path d="M196.5 79v-3a3.5 3.5 0 0 1 7 0v3"/>
  </g>
  <text x="216" y="87" font-size="17" fill="#57606a">${xml(address)}</text>
  <rect x="104" y="142" width="58" height="58" rx="14" fill="hsl(${hue}, 62%, 40%)"/>
  <text x="133" y="183" text-anchor="middle" font-size="32" font-weight="700" fill="#ffffff">${xml(initial)}</text>
  <text x="180" y="180" font-size="26" fill="hsl(${hue}, 55%, 30%)">${xml(await ellipsize(domain, 740, 26, false))}</text>
  <text font-size="${size}" font-weight="700" fill="#1c1e21">${titleText}</text>
  ${skeleton.join('\n  ')}
  ${tagChips.svg}
</svg>`;
}

// --- Output ---------------------------------------------------------------------

fs.mkdirSync(previewDir, {recursive: true});
const slugs = sites.map((site) => site.preview).sort();
let total = 0;
let largest = {slug: '', size: 0};
for (const site of sites) {
  const file = path.join(previewDir, `${site.preview}.png`);
  // A full palette keeps the tag colours exact (128 colours shifted them);
  // light dithering and a vertical gradient (each row one colour) keep a card
  // near 12 kB, all under 25 kB (a diagonal gradient: 18 kB, some above 25 kB).
  await sharp(Buffer.from(await cardSvg(site)))
    .png({compressionLevel: 9, palette: true, dither: 0.4, effort: 10})
    .toFile(file);
  const {size} = fs.statSync(file);
  total += size;
  if (size > largest.size) {
    largest = {slug: site.preview, size};
  }
}
const wanted = new Set(slugs.map((slug) => `${slug}.png`));
const stale = fs.readdirSync(previewDir).filter((name) => name.endsWith('.png') && !wanted.has(name));
for (const name of stale) {
  fs.rmSync(path.join(previewDir, name));
}
fs.writeFileSync(mapFile, previewsModule(slugs));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `${sites.length} previews written to ${path.relative(root, previewDir)} (${kB(total)} in all, ` +
    `${kB(total / sites.length)} on average, largest ${largest.slug}.png at ${kB(largest.size)}); ` +
    `${stale.length} stale removed; ${path.relative(root, mapFile)} updated`,
);
