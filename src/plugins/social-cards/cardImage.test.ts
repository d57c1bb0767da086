import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {cardBase, cardImage} from './cardImage';

const require = createRequire(__filename);
const font = (weight: string) =>
  fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`));
const fonts = {regular: font('400Regular'), bold: font('700Bold')};
const logoSvg = fs.readFileSync(path.resolve(__dirname, '../../../static/img/docusaurus.svg'), 'utf8');

describe('cardImage', () => {
  it('draws a 1200 × 630 PNG per page, in Latin and Japanese, from the fonts given', async () => {
    const base = await cardBase(fonts, {logoSvg, siteName: 'Docusaurus', host: 'docusaurus.io'});
    const english = await cardImage(
      {permalink: '/docs/installation', title: 'Installation', section: 'Docs', version: '3.9.2'},
      fonts,
      base,
    );
    const japanese = await cardImage(
      {permalink: '/ja/docs/installation', title: 'インストール', section: 'ドキュメント', version: '3.9.2'},
      fonts,
      base,
    );
    for (const png of [english, japanese]) {
      const {width, height, format} = await sharp(png).metadata();
      expect({width, height, format}).toEqual({width: 1200, height: 630, format: 'png'});
    }
    expect(english.equals(japanese)).toBe(false);
    // Japanese glyphs were drawn: the title area is not blank.
    const {data, info} = await sharp(japanese).extract({left: 80, top: 280, width: 500, height: 120}).raw().toBuffer({
      resolveWithObject: true,
    });
    const dark = [...Array(info.width * info.height).keys()].filter((i) => data[i * info.channels]! < 128).length;
    expect(dark).toBeGreaterThan(2000);
  });
});
