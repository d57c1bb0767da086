// `npm run measure:translation`: how much of the built /ja/ site is in
// Japanese, by section. A page counts as translated when the prose of its
// main content (headings, paragraphs, list items, table cells, without code,
// without text marked lang="en" and GitHub handles) is mostly Japanese: at
// least 25 % of its letters are kana or kanji (a
// Japanese sentence keeps option names, product names and URLs in Latin
// letters; an English page has none). Redirect stubs and /tests fixtures are
// left out; docs 3.8.1 are listed apart (untranslated by design, with a notice).
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {selectAll, select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {BUILD_DIR, isRedirectStub, listFiles, requireBuild} from './lib/build-files.mjs';

requireBuild();
const JA_DIR = path.join(BUILD_DIR, 'ja');
const PROSE = 'h1, h2, h3, h4, p, li, td, th, figcaption, blockquote';

function sectionOf(route) {
  if (route.startsWith('/ja/docs/3.8.1')) return 'docs 3.8.1 (not translated, by design)';
  if (route.startsWith('/ja/docs/next')) return 'Canary docs';
  if (route.startsWith('/ja/docs')) return 'stable docs (3.9.2)';
  if (route.startsWith('/ja/blog')) return 'blog';
  if (route.startsWith('/ja/changelog')) return 'changelog';
  if (route.startsWith('/ja/community')) return 'community';
  if (route.startsWith('/ja/showcase')) return 'showcase';
  return 'other pages';
}

/** Share of kana and kanji among the letters of the page's main prose, code left out. */
function japaneseShare(html) {
  const tree = unified().use(rehypeParse).parse(html);
  const main = select('main', tree) ?? tree;
  // Code, text declared English (untranslated pages, pull-request titles) and GitHub handles are not prose to translate.
  for (const node of selectAll('pre, code, .theme-code-block, [lang="en"], a[href^="https://github.com/"]', main)) {
    node.children = [];
  }
  const text = selectAll(PROSE, main)
    .map((node) => toString(node))
    .join(' ');
  const japanese = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return japanese + latin === 0 ? 1 : japanese / (japanese + latin);
}

const sections = new Map();
for (const file of listFiles(JA_DIR, '.html')) {
  const html = fs.readFileSync(file, 'utf8');
  const route = `/${path
    .relative(BUILD_DIR, file)
    .replace(/\\/g, '/')
    .replace(/(\/index)?\.html$/, '')}`;
  if (
    isRedirectStub(html) ||
    route.startsWith('/ja/tests') ||
    route.startsWith('/ja/__docusaurus') ||
    /\/404$/.test(route)
  )
    continue;
  const section = sectionOf(route);
  const entry = sections.get(section) ?? {pages: 0, japanese: 0, english: []};
  entry.pages++;
  if (japaneseShare(html) >= 0.25) entry.japanese++;
  else entry.english.push(route);
  sections.set(section, entry);
}

let below = false;
for (const [section, {pages, japanese, english}] of [...sections].sort()) {
  const percent = (100 * japanese) / pages;
  console.log(
    `${section.padEnd(40)} ${String(japanese).padStart(4)} / ${String(pages).padEnd(4)} ${percent.toFixed(1).padStart(5)} %`,
  );
  if (!section.includes('3.8.1') && percent < 95) below = true;
  if (process.argv.includes('--list')) for (const route of english) console.log(`    ${route}`);
}
process.exit(below ? 1 : 0);
