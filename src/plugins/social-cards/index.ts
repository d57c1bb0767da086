import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CARD_DESIGN, cardBase, cardImage, type CardFonts} from './cardImage';
import {CARDS_FOLDER, cardPages, cardPath, type CardPage, type CardSource} from './cardPages';

export type Options = {
  /** The content plugin instances whose pages get a card, with their section names in the locale built. */
  readonly sources: readonly CardSource[];
  /** The name beside the logo. */
  readonly siteName: string;
  /** The logo, an SVG file relative to the site. */
  readonly logo: string;
};

/** What the theme reads: the first path segments (below the locale's base URL) of the pages that have a card. */
export type SocialCardsGlobalData = {readonly sections: readonly string[]};

const require = createRequire(__filename);

/** Cards drawn at once: satori lays one out on this thread while sharp rasterises others on libuv's threads. */
const CARDS_IN_FLIGHT = 6;

/** Noto Sans JP from npm (Latin and Japanese): the cards never depend on the fonts of the machine that builds. */
async function loadFonts(): Promise<CardFonts> {
  const file = (weight: string) =>
    require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`);
  const [regular, bold] = await Promise.all([fs.readFile(file('400Regular')), fs.readFile(file('700Bold'))]);
  return {regular, bold};
}

/**
 * A social card per page: each docs page (every version), community page, blog post and changelog entry gets its
 * own Open Graph image, drawn at build time (./cardImage.ts) into `<locale>/social-cards/`, and its metadata points
 * at it (./theme). Cards are cached by what they show, so a build draws only new or changed ones.
 */
export default function socialCardsPlugin(context: LoadContext, options: Options): Plugin<void> {
  const {baseUrl, siteConfig, siteDir, i18n} = context;
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  let pages: CardPage[] = [];
  return {
    name: 'social-cards',
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({allContent, actions}) {
      pages = cardPages(allContent, options.sources);
      // The theme gives a page its card only below these paths (fixture docs and posts have none).
      const sections = new Set(pages.map((page) => page.permalink.slice(baseUrl.length).split('/')[0]!));
      actions.setGlobalData({sections: [...sections].sort()} satisfies SocialCardsGlobalData);
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const [fonts, logoSvg] = await Promise.all([loadFonts(), fs.readFile(path.join(siteDir, options.logo), 'utf8')]);
      const host = new URL(siteConfig.url).host;
      const base = await cardBase(fonts, {logoSvg, siteName: options.siteName, host});
      const designKey = createHash('sha256').update(`${CARD_DESIGN}`).update(base).digest('hex');
      await fs.mkdir(cacheDir, {recursive: true});
      let drawn = 0;
      const write = async (page: CardPage): Promise<void> => {
        const key = createHash('sha256')
          .update(designKey)
          .update(JSON.stringify([page.title, page.section, page.version ?? '']))
          .digest('hex');
        const cached = path.join(cacheDir, `${key}.png`);
        const target = path.join(outDir, cardPath(page.permalink, baseUrl));
        await fs.mkdir(path.dirname(target), {recursive: true});
        try {
          await fs.copyFile(cached, target);
          return;
        } catch {
          // Not drawn yet.
        }
        const png = await cardImage(page, fonts, base);
        drawn += 1;
        await Promise.all([fs.writeFile(target, png), fs.writeFile(cached, png)]);
      };
      const pending = new Set<Promise<void>>();
      for (const page of pages) {
        const job = write(page).finally(() => pending.delete(job));
        pending.add(job);
        if (pending.size >= CARDS_IN_FLIGHT) await Promise.race(pending);
      }
      await Promise.all(pending);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${i18n.currentLocale}: ${pages.length} cards in ${path.relative(siteDir, path.join(outDir, CARDS_FOLDER))} (${drawn} drawn, ${pages.length - drawn} from the cache) in ${seconds} s`,
      );
    },
  };
}
