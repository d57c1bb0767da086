import {describe, expect, it} from 'vitest';
import {compareStructures, esmShape, markdownStructure} from './structure';

const context = {
  siteDir: '/site',
  roots: [{localized: 'i18n/ja/docusaurus-plugin-content-docs/current', source: 'docs'}],
};
const enFile = '/site/docs/guide.mdx';
const jaFile = '/site/i18n/ja/docusaurus-plugin-content-docs/current/guide.mdx';

const english = `---
title: Guide
sidebar_position: 2
---

import Logo from './assets/logo.svg';

## Install it {/* #install */}

Run the [CLI](./cli.mdx#build) and read [React](https://react.dev).

\`\`\`bash title="terminal"
# install
npm install
\`\`\`

:::tip[Fast]

Use <Logo /> here.

:::

![Diagram](./img/d.png)
`;

const japanese = `---
title: ガイド
sidebar_position: 2
---

import Logo from '@site/docs/assets/logo.svg';

## インストール {/* #install */}

[React](https://react.dev) を読み、[CLI](./cli.mdx#build) を実行します。

\`\`\`bash title="terminal"
# インストール
npm install
\`\`\`

:::tip[速い]

ここで <Logo /> を使います。

:::

![図](@site/docs/img/d.png)

<span lang="en">Hello</span>
`;

describe('markdownStructure', () => {
  it('extracts what a translation keeps', () => {
    const s = markdownStructure(english, enFile, context);
    expect(s.frontMatterKeys).toEqual(['title', 'sidebar_position']);
    expect(s.headingIds).toEqual(['h2 #install']);
    expect(s.links).toEqual(['docs/cli.mdx#build', 'https://react.dev']);
    expect(s.images).toEqual(['docs/img/d.png']);
    expect(s.imports).toEqual(["import Logo from 'docs/assets/logo.svg';"]);
    expect(s.admonitions).toEqual(['tip']);
    expect(s.components).toEqual(['Logo']);
    expect(s.codeBlocks).toEqual(['bash title="terminal"\nnpm install']);
  });

  it('finds no difference in a faithful translation (links reordered, comments and aliases changed)', () => {
    expect(
      compareStructures(markdownStructure(english, enFile, context), markdownStructure(japanese, jaFile, context)),
    ).toEqual([]);
  });

  it('reports each kind of drift', () => {
    const drifted = japanese
      .replace('{/* #install */}', '{/* #installation */}')
      .replace('npm install', 'npm i')
      .replace(':::tip', ':::note')
      .replace('./cli.mdx#build', './cli.mdx#deploy')
      .replace('sidebar_position: 2', 'sidebar_label: ガイド');
    const problems = compareStructures(
      markdownStructure(english, enFile, context),
      markdownStructure(drifted, jaFile, context),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'frontMatterKeys',
      'headingIds',
      'codeBlocks',
      'links',
      'admonitions',
    ]);
    expect(problems[1]).toContain('"h2 #install"');
    expect(problems[1]).toContain('"h2 #installation"');
  });

  it('notices a heading without an explicit id and a changed order', () => {
    const en = '## A {/* #a */}\n\n## B {/* #b */}\n';
    expect(
      compareStructures(
        markdownStructure(en, enFile, context),
        markdownStructure('## B {/* #b */}\n\n## A {/* #a */}\n', jaFile, context),
      )[0],
    ).toContain('different order');
    expect(markdownStructure('## A\n', jaFile, context).headingIds).toEqual(['h2 #(no explicit id)']);
  });
});

describe('esmShape', () => {
  const same = (t: string): string => t;
  it('keeps imports exact and blanks the text a component displays', () => {
    expect(esmShape("import X from './x';", same)).toBe("import X from './x';");
    const en = "    setResult(`${tags.length} tag(s) found: ${values.join(' / ') || '(none)'}`); // show it";
    const ja = "    setResult(`${tags.length} 件のタグが見つかりました：${values.join(' / ') || '（なし）'}`);";
    expect(esmShape(ja, same)).toBe(esmShape(en, same));
    expect(esmShape('  return <p className="a">Hello {name}</p>;', same)).toBe(
      esmShape('  return <p className="b">こんにちは {name}</p>;', same),
    );
  });

  it('still sees changed code', () => {
    expect(esmShape('const a = f(1);', same)).not.toBe(esmShape('const a = g(1);', same));
  });
});
