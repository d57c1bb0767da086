import {describe, expect, it} from 'vitest';
import {inlineTranslations} from './inline';

const messages = {
  'home.title': 'ようこそ',
  'home.count': '{count} 件',
  'home.link': 'こちら',
  'theme.common.close': '閉じる',
};

describe('inlineTranslations', () => {
  it('puts the translation into translate() and drops id and description', () => {
    const source = `import {translate} from '@docusaurus/Translate';
export const t = () => translate({id: 'home.count', message: '{count} items', description: 'Count'}, {count: 2});`;
    const {code, ids} = inlineTranslations(source, 'a.ts', messages);
    expect(ids).toEqual(['home.count']);
    expect(code).toContain(`translate({message: "{count} 件"}, {count: 2})`);
    expect(code).not.toContain('home.count');
    expect(code).not.toContain('description');
  });

  it('puts the translation into <Translate> children, keeping values, nested calls and self-closing elements', () => {
    const source = `import Translate, {translate as t} from '@docusaurus/Translate';
export const A = () => (
  <p>
    <Translate id="home.title" description="Title">Welcome</Translate>
    <Translate
      id="home.count"
      values={{count: <b>{t({id: 'home.link', message: 'here'})}</b>}}>
      {'{count} items'}
    </Translate>
    <Translate id="theme.common.close" />
  </p>
);`;
    const {code, ids} = inlineTranslations(source, 'a.tsx', messages);
    expect(ids.sort()).toEqual(['home.count', 'home.link', 'home.title', 'theme.common.close']);
    expect(code).toContain('<Translate  >{"ようこそ"}</Translate>');
    expect(code).toContain(`values={{count: <b>{t({message: "こちら"})}</b>}}>{"{count} 件"}</Translate>`);
    expect(code).toContain('<Translate  >{"閉じる"}</Translate>');
    expect(code).not.toMatch(/home\.|theme\.common/);
  });

  it('gives ids the locale does not translate their default message, without id or description', () => {
    const source = `import Translate, {translate} from '@docusaurus/Translate';
const x = translate({id: 'other.id', message: 'Other', description: 'D'});
const y = <Translate id="other.jsx" description="D">Default</Translate>;
const z = <Translate id="other.bare" />;`;
    const {code, ids} = inlineTranslations(source, 'a.tsx', messages);
    expect(ids).toEqual([]);
    expect(code).toContain(`translate({message: "Other"})`);
    expect(code).toContain('<Translate  >Default</Translate>');
    expect(code).toContain('<Translate id="other.bare" />');
  });

  it('leaves files without the module unchanged', () => {
    const plain = `const translate = (x: unknown) => x; translate({id: 'home.title'});`;
    expect(inlineTranslations(plain, 'b.ts', messages)).toEqual({code: plain, ids: []});
  });

  it('ignores a translate function that is not Docusaurus', () => {
    const source = `import {translate} from './mine';
import Translate from '@docusaurus/Translate';
translate({id: 'home.title'});`;
    expect(inlineTranslations(source, 'a.ts', messages).ids).toEqual([]);
  });

  it('refuses an id it cannot read, naming the place', () => {
    const source = `import {translate} from '@docusaurus/Translate';
const key = 'home.title';
translate({id: key, message: 'Welcome'});`;
    expect(() => inlineTranslations(source, 'src/a.ts', messages)).toThrow(
      'src/a.ts:3:12: a translation id must be a string literal',
    );
    const jsx = `import Translate from '@docusaurus/Translate';
const key = 'home.title';
export const A = () => <Translate id={key}>Welcome</Translate>;`;
    expect(() => inlineTranslations(jsx, 'src/a.tsx', messages)).toThrow('src/a.tsx:3:35');
  });

  it('parses TypeScript type assertions in .ts files', () => {
    const source = `import {translate} from '@docusaurus/Translate';
const n = <number>(1 as unknown);
export const t = translate({id: 'home.title', message: 'Welcome'});`;
    expect(inlineTranslations(source, 'a.ts', messages).code).toContain('translate({message: "ようこそ"})');
  });
});
