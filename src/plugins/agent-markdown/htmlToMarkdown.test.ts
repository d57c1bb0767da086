import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown, markdownDocument, type PageMarkdown} from './htmlToMarkdown';

// Each fixture is a real built page (see __fixtures__/README.md), named after its URL.
const fixtures = {
  tabs: '/docs/markdown-features/tabs',
  admonitions: '/docs/markdown-features/admonitions',
  'code-blocks': '/docs/markdown-features/code-blocks',
  'plugin-content-docs': '/docs/api/plugins/@docusaurus/plugin-content-docs',
  'category-getting-started': '/docs/category/getting-started',
  'blog-post': '/blog/releases/3.9',
  team: '/community/team',
  'math-equations': '/docs/markdown-features/math-equations',
  react: '/docs/markdown-features/react',
} as const;

function convert(name: keyof typeof fixtures): PageMarkdown {
  const html = fs.readFileSync(path.join(__dirname, '__fixtures__', `${name}.html`), 'utf8');
  const page = htmlToMarkdown(html, `https://docusaurus.io${fixtures[name]}`);
  if (!page) throw new Error(`no content in ${name}`);
  return page;
}

/** The Markdown outside fenced code blocks and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`+[^`\n]*`+/g, '');
}

describe('htmlToMarkdown on real pages', () => {
  for (const name of Object.keys(fixtures) as (keyof typeof fixtures)[]) {
    it(`${name}: no HTML, JSX, import or export left, every link absolute`, () => {
      const text = prose(convert(name).body);
      expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      expect(text).not.toMatch(/^(import|export) /m);
      expect(text).not.toMatch(/\]\((?!https?:\/\/)[^)]*\)/);
    });
  }

  it('takes the title from the h1 and the description from the meta tag, and drops the h1 from the body', () => {
    const page = convert('blog-post');
    expect(page.title).toBe('Docusaurus 3.9');
    expect(page.description).toMatch(/^Docusaurus 3\.9\.0, released on September 25, 2025/);
    expect(page.body).not.toMatch(/^# /m);
  });

  it('shows every tab under its label', () => {
    const {body} = convert('tabs');
    expect(body).toMatch(
      /\*\*npm\*\*\n\n```bash\nnpm install --save left-pad\n```\n\n\*\*Yarn\*\*\n\n```bash\nyarn add left-pad\n```/,
    );
  });

  it('turns admonitions into block quotes headed by their title', () => {
    const {body} = convert('admonitions');
    expect(body).toContain('> **Note**\n>\n> Notes add context that is useful but not essential.');
    expect(body).toContain('> **Tip**');
  });

  it('keeps code blocks with their language, title and exact lines', () => {
    const {body} = convert('code-blocks');
    // A titled block of the page itself (the Markdown examples shown in code blocks also contain titles).
    expect(body).toMatch(/^```java title="Greeter\.java"$/m);
    expect(body).toMatch(/^```jsx?$/m);
    expect(body).not.toContain('\u200B');
  });

  it('renders an <APITable> as a Markdown table', () => {
    const {body} = convert('plugin-content-docs');
    expect(body).toMatch(/^\| Name \| Type \| Default \| Description \|$/m);
    expect(body).toMatch(/^\| `path` \| `string` \| `'docs'` \| /m);
  });

  it('lists the cards of a category page with links and descriptions', () => {
    const {title, body} = convert('category-getting-started');
    expect(title).toBe('Getting Started');
    expect(body).toMatch(/^- \[Installation\]\(https:\/\/docusaurus\.io\/docs\/installation\): Install Docusaurus/m);
    expect(body).not.toContain('Version:');
    // The title is the document's, not repeated in the body.
    expect(body).not.toMatch(/^# /m);
  });

  it('renders the visible text of pages made of React components', () => {
    const {body} = convert('team');
    expect(body).toContain('### Sébastien Lorber');
    expect(body).toContain('[GitHub](https://github.com/slorber)');
  });

  it('writes maths as TeX between dollar signs', () => {
    const {body} = convert('math-equations');
    expect(body).toMatch(/\$E = mc\^2\$/);
    expect(body).toMatch(/^\$\$$/m);
  });

  it('makes in-page and relative links absolute', () => {
    const {body} = convert('react');
    expect(body).toMatch(/\]\(https:\/\/docusaurus\.io\/docs\//);
  });
});

describe('markdownDocument', () => {
  it('starts with front matter holding the title and description, then the title', () => {
    const document = markdownDocument({title: 'Tabs: "quoted"', description: 'About tabs.', body: 'Text.'});
    expect(document).toBe(
      '---\ntitle: "Tabs: \\"quoted\\""\ndescription: "About tabs."\n---\n\n# Tabs: "quoted"\n\nText.\n',
    );
  });
});

describe('htmlToMarkdown on components of the site', () => {
  it('draws a <FileTree> as a text block', () => {
    const tree = 'my-website\n├── docs/\n└── package.json';
    const html = `<html><head><title>T</title></head><body><main><article><div class="theme-doc-markdown markdown"><h1>T</h1><figure data-text-tree="${tree}"><ul><li>my-website</li></ul></figure></div></article></main></body></html>`;
    const page = htmlToMarkdown(html, 'https://docusaurus.io/docs/x');
    expect(page?.body).toContain(['```text', tree, '```'].join('\n'));
  });

  it('writes a block with diff lines as a unified diff', () => {
    const line = (code: string, className = '') =>
      `<span class="token-line code-line ${className}"><span class="token plain">${code}</span><br></span>`;
    const block = `<div class="language-js theme-code-block"><pre><code>${line('const a = 1;')}${line('old();', 'code-block-diff-remove-line')}${line('next();', 'code-block-diff-add-line')}</code></pre></div>`;
    const html = `<html><head><title>T</title></head><body><main><article><div class="theme-doc-markdown markdown"><h1>T</h1>${block}</div></article></main></body></html>`;
    const page = htmlToMarkdown(html, 'https://docusaurus.io/docs/x');
    expect(page?.body).toContain(['```diff', ' const a = 1;', '-old();', '+next();', '```'].join('\n'));
  });
});
