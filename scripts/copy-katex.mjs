// Copies KaTeX's stylesheet and woff2 fonts into static/katex so maths is
// styled from this site, not a CDN. Only woff2 is kept: every browser the site
// supports reads it, and the other formats would triple the folder's size.
// Run after upgrading the `katex` package: `node scripts/copy-katex.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('katex/dist/katex.min.css'));
const target = path.resolve('static/katex');

fs.rmSync(target, {recursive: true, force: true});
fs.mkdirSync(path.join(target, 'fonts'), {recursive: true});

const css = fs
  .readFileSync(path.join(dist, 'katex.min.css'), 'utf8')
  .replace(/,url\(fonts\/[^)]+\.woff\) format\("woff"\)/g, '')
  .replace(/,url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g, '');
fs.writeFileSync(path.join(target, 'katex.min.css'), css);

const fonts = fs.readdirSync(path.join(dist, 'fonts')).filter((f) => f.endsWith('.woff2'));
for (const font of fonts) {
  fs.copyFileSync(path.join(dist, 'fonts', font), path.join(target, 'fonts', font));
}
console.log(
  `KaTeX ${require('katex/package.json').version}: stylesheet and ${fonts.length} woff2 fonts copied to static/katex`,
);
