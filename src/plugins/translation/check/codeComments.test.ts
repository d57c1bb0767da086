import {describe, expect, it} from 'vitest';
import {stripCodeComments} from './codeComments';

describe('stripCodeComments', () => {
  it('treats a JavaScript block and its translated comments as equal', () => {
    const en =
      "// Site settings\nexport default {\n  url: 'https://example.com', // production URL\n  /* the base */\n  baseUrl: '/',\n};";
    const ja =
      "// サイトの設定\nexport default {\n  url: 'https://example.com', // 本番の URL\n  /* ベース */\n  baseUrl: '/',\n};";
    expect(stripCodeComments(ja, 'js')).toBe(stripCodeComments(en, 'js'));
    expect(stripCodeComments(en, 'js')).toContain("url: 'https://example.com',");
  });

  it('still sees a changed string or identifier', () => {
    expect(stripCodeComments("title: 'My Site'", 'js')).not.toBe(stripCodeComments("title: '私のサイト'", 'js'));
  });

  it('removes # comments in shell and YAML but keeps shebangs', () => {
    expect(stripCodeComments('#!/bin/sh\n# build it\nnpm run build # twice', 'bash')).toBe('#!/bin/sh\nnpm run build');
    expect(stripCodeComments('title: Hello # the title', 'yaml')).toBe('title: Hello');
  });

  it('removes HTML and MDX comments in markup, keeps Markdown headings', () => {
    expect(stripCodeComments('# Title\n<!-- note -->\n{/* comment */}\ntext', 'md')).toBe('# Title\ntext');
  });

  it('leaves blocks of other languages as they are, apart from blank lines', () => {
    expect(stripCodeComments('a // b\n\n# c', 'plain')).toBe('a // b\n# c');
  });
});
