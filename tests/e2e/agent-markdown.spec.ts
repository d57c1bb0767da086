import {expect, test, type APIRequestContext} from '@playwright/test';
import {waitForHydration} from './helpers';

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** Markdown outside code: fences and inline code removed. */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`+[^`\n]*`+/g, '');

test.describe('agent-ready Markdown', () => {
  test('llms.txt lists Docs, API, Community, Blog and Changelog with links to Markdown twins', async ({request}) => {
    const llms = await text(request, '/llms.txt');
    expect(llms).toMatch(/^# Docusaurus\n\n> .+\n/);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Docs', 'API', 'Community', 'Blog', 'Changelog']);
    expect(llms).toContain('- [Introduction](https://docusaurus.io/docs.md): ');
    expect(llms).toContain('- [Installation](https://docusaurus.io/docs/installation.md): ');
    expect(llms).toContain('(https://docusaurus.io/docs/cli.md)');
    expect(llms).toContain('(https://docusaurus.io/community/support.md)');
    expect(llms).toContain('(https://docusaurus.io/blog/releases/3.9.md)');
    expect(llms).toContain('(https://docusaurus.io/changelog/3.9.2.md)');
    // Only the stable version is listed, and no fixture.
    expect(llms).not.toMatch(/docs\/next\/|docs\/3\.8\.1\/|\/tests\//);
    // Docs follow the sidebar: Introduction before Installation.
    expect(llms.indexOf('/docs.md)')).toBeLessThan(llms.indexOf('/docs/installation.md)'));
  });

  test('llms-full.txt holds the stable docs in full', async ({request}) => {
    const full = await text(request, '/llms-full.txt');
    expect(full).toContain('# Installation\n\nSource: https://docusaurus.io/docs/installation\n\n');
    expect(full).toContain('Source: https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs\n');
    expect(full).not.toContain('Source: https://docusaurus.io/docs/next/');
    expect(full).not.toContain('Source: https://docusaurus.io/blog/');
  });

  test('the Japanese llms.txt and twins live under /ja/', async ({request}) => {
    const llms = await text(request, '/ja/llms.txt');
    expect(llms).toContain('## ドキュメント');
    expect(llms).toContain('(https://docusaurus.io/ja/docs/installation.md)');
    expect(llms).toContain('(https://docusaurus.io/ja/community/support.md)');
    expect(await text(request, '/ja/llms-full.txt')).toContain('Source: https://docusaurus.io/ja/docs/installation');
    const twin = await text(request, '/ja/community/support.md');
    expect(twin).toMatch(/^---\ntitle: ".+"\n/);
    expect(twin).toMatch(/[\u3040-\u30ff]/);
  });

  for (const url of [
    '/docs/installation',
    '/docs/next/markdown-features/tabs',
    '/docs/3.8.1/cli',
    '/community/team',
    '/blog/releases/3.9',
    '/changelog/3.9.2',
  ]) {
    test(`${url}.md is clean Markdown with front matter`, async ({request}) => {
      const twin = await text(request, `${url}.md`);
      expect(twin).toMatch(/^---\ntitle: ".+"\n(description: ".*"\n)?---\n\n# .+\n\n/);
      const outsideCode = prose(twin);
      expect(outsideCode).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      expect(outsideCode).not.toMatch(/^(import|export) /m);
      expect(outsideCode).not.toMatch(/\]\((?!https?:\/\/)[^)]*\)/);
    });
  }

  test('tabs, admonitions and titled code blocks survive in the twin', async ({request}) => {
    const installation = await text(request, '/docs/installation.md');
    expect(installation).toMatch(/\*\*pnpm\*\*\n\n```bash\npnpm /);
    const admonitions = await text(request, '/docs/markdown-features/admonitions.md');
    expect(admonitions).toContain('> **Tip**');
    const codeBlocks = await text(request, '/docs/markdown-features/code-blocks.md');
    expect(codeBlocks).toMatch(/^```[a-z]+ title="[^"]+"$/m);
  });

  test('pages without docs or blog content have no twin', async ({request}) => {
    for (const url of ['/showcase.md', '/blog.md', '/tests/docs.md']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test('Copy page copies the Markdown twin and says Copied; View as Markdown opens it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/docs/installation.md',
    );
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toMatch(/^---\ntitle: "Installation"\n/);
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/docs/installation.md');
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/installation\.md$/);
  });

  test('the actions are on docs, community and blog post pages, translated in Japanese, and not on lists', async ({
    page,
  }) => {
    for (const url of ['/community/support', '/blog/releases/3.9', '/docs/next/cli']) {
      await page.goto(url);
      await expect(page.getByRole('button', {name: 'Copy page'}), url).toBeVisible();
    }
    await page.goto('/ja/docs/installation');
    await expect(page.getByRole('button', {name: 'ページをコピー'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Markdown で表示'})).toHaveAttribute('href', '/ja/docs/installation.md');
    await page.goto('/blog');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  test("Copy Markdown link copies the twin's address; Open in ChatGPT and Claude point at it, and nothing is requested before a click", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const {hostname} = new URL(request.url());
      if (hostname !== 'localhost' && hostname !== '127.0.0.1') thirdParty.push(request.url());
    });
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy Markdown link'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://docusaurus.io/docs/installation.md',
    );

    const prompt = 'Read https://docusaurus.io/docs/installation.md so that you can answer my questions about it.';
    const chatgpt = page.getByRole('link', {name: 'Open in ChatGPT (opens in new tab)'});
    const claude = page.getByRole('link', {name: 'Open in Claude (opens in new tab)'});
    for (const [link, origin] of [
      [chatgpt, 'https://chatgpt.com/'],
      [claude, 'https://claude.ai/new'],
    ] as const) {
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe(origin);
      expect(url.searchParams.get('q')).toBe(prompt);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await chatgpt.hover();
    await claude.focus();
    expect(thirdParty).toEqual([]);

    await page.goto('/ja/docs/installation');
    const japanese = page.getByRole('link', {name: /^ChatGPT で開く/});
    expect(new URL((await japanese.getAttribute('href'))!).searchParams.get('q')).toBe(
      'https://docusaurus.io/ja/docs/installation.md を読んで、この内容についての質問に答えてください。',
    );
  });
});
