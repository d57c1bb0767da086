/**
 * The picture of a social card, 1200 × 630: the site's logo and name, the page's title, its section and docs
 * version. Drawn as SVG by satori (text becomes paths, in the fonts given: no system font is involved) and turned
 * into a PNG by sharp. What every card shares (background, logo, name, address) is laid out once (`cardBase`);
 * each card lays out only its own text, and one rasterisation draws both.
 */
import satori from 'satori';
import sharp from 'sharp';
import type {CardPage} from './cardPages';
import {CARD_HEIGHT, CARD_WIDTH} from './cardSize';

export type CardFonts = {readonly regular: Buffer; readonly bold: Buffer};

/** Bump when the picture's design changes: cached cards of the old design are then drawn again. */
export const CARD_DESIGN = 3;

const GREEN = '#2e8555';
const PADDING = 80;

type Node = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown}};

const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) =>
  ({type, props: {...props, style, children}}) satisfies Node;

const frame = (style: Record<string, unknown>, children: unknown): Node =>
  el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      fontFamily: 'Noto Sans JP',
      color: '#1c1e21',
      ...style,
    },
    children,
  );

/** What every card shows: background, logo and site name at the top, the site's address at the bottom. */
export function baseLayout(logo: string, siteName: string, host: string): Node {
  return frame({backgroundColor: '#ffffff'}, [
    // A band of the brand's light green along the right edge: flat colours keep each card's PNG small.
    el('div', {position: 'absolute', right: 0, top: 0, width: 24, height: CARD_HEIGHT, backgroundColor: '#dff3e7'}),
    el('div', {position: 'absolute', left: PADDING, top: 64, display: 'flex', alignItems: 'center'}, [
      el('img', {width: 88, height: 88}, undefined, {src: logo, width: 88, height: 88}),
      el('div', {fontSize: 44, fontWeight: 700, marginLeft: 24}, siteName),
    ]),
    el('div', {position: 'absolute', right: PADDING, bottom: 72, fontSize: 30, color: '#525860'}, host),
    el('div', {position: 'absolute', left: 0, bottom: 0, width: CARD_WIDTH, height: 16, backgroundColor: GREEN}),
  ]);
}

const chip = (text: string, filled: boolean): Node =>
  el(
    'div',
    {
      display: 'flex',
      marginRight: 16,
      padding: '8px 22px',
      borderRadius: 999,
      fontSize: 30,
      fontWeight: 700,
      color: filled ? '#ffffff' : '#1b5e3b',
      backgroundColor: filled ? GREEN : '#e3f4ea',
    },
    text,
  );

/** What a card shows of its page, on a transparent layer: its title, section and docs version. */
export function pageLayout(page: CardPage): Node {
  return frame({}, [
    el(
      'div',
      {
        position: 'absolute',
        left: PADDING,
        top: 200,
        width: CARD_WIDTH - 2 * PADDING,
        height: 260,
        display: 'flex',
        alignItems: 'center',
      },
      el(
        'div',
        {display: 'block', fontSize: page.title.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.2, lineClamp: 3},
        page.title,
      ),
    ),
    el('div', {position: 'absolute', left: PADDING, bottom: 64, display: 'flex'}, [
      chip(page.section, true),
      ...(page.version ? [chip(page.version, false)] : []),
    ]),
  ]);
}

const svgOf = (layout: Node, fonts: CardFonts): Promise<string> =>
  satori(layout as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      {name: 'Noto Sans JP', data: fonts.regular, weight: 400, style: 'normal'},
      {name: 'Noto Sans JP', data: fonts.bold, weight: 700, style: 'normal'},
    ],
  });

/** What is inside an <svg> element. */
const svgContent = (svg: string): string => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** A transparent pixel, where the base layout's logo goes: the logo is nested as SVG instead (./index.ts). */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The SVG content every card shares, drawn once per build: the base layout, with the logo nested as SVG rather
 * than an image the rasteriser would decode for each card.
 */
export async function cardBase(
  fonts: CardFonts,
  {logoSvg, siteName, host}: {logoSvg: string; siteName: string; host: string},
): Promise<string> {
  const base = svgContent(await svgOf(baseLayout(NO_IMAGE, siteName, host), fonts)).replace(/<image[^>]*\/>/, '');
  const logo = logoSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/ (width|height)="[^"]*"/g, '')
    .replace('<svg ', `<svg x="${PADDING}" y="64" width="88" height="88" `);
  return `${base}${logo}`;
}

/** The card of `page` as a PNG: its own text over the shared content (from cardBase). */
export async function cardImage(page: CardPage, fonts: CardFonts, base: string): Promise<Buffer> {
  const own = svgContent(await svgOf(pageLayout(page), fonts));
  const svg = `<svg width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" xmlns="http://www.w3.org/2000/svg">${base}${own}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
