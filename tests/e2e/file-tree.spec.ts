import {expect, test} from '@playwright/test';

test.describe('<FileTree>', () => {
  test('renders nested lists of folders and files, with icons, read with their kind', async ({page}) => {
    await page.goto('/docs/installation');
    const tree = page.locator('figure[data-text-tree]').first();
    await expect(tree).toBeVisible();
    const root = tree.locator(':scope > ul > li').first();
    await expect(root.locator(':scope > span code')).toHaveText('my-website/');
    // A folder's entries are a list inside its item.
    const blog = root.locator(':scope > ul > li').filter({has: page.locator(':scope > span code', {hasText: 'blog/'})});
    await expect(blog.locator(':scope > ul > li')).toHaveCount(3);
    await expect(blog.locator(':scope > ul > li').nth(2).locator('em')).toHaveText('(sample blog posts)');
    // Screen readers hear what each entry is; the icon is decoration.
    await expect(blog.locator(':scope > span')).toHaveText('blog/, folder');
    const config = root.locator(':scope > ul > li', {has: page.locator('code', {hasText: 'docusaurus.config.js'})});
    await expect(config.locator(':scope > span')).toHaveText('docusaurus.config.js, file');
    const icon = config.locator(':scope > span > [aria-hidden="true"]');
    await expect(icon).toHaveCount(1);
    expect(await icon.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(8);
  });

  test('the Markdown twin draws the tree as text', async ({request}) => {
    const twin = await (await request.get('/docs/installation.md')).text();
    expect(twin).toContain(['```text', 'my-website/', '├── blog/', '│   ├── authors.yml'].join('\n'));
    expect(twin).not.toContain('data-text-tree');
  });

  test('Japanese pages read the kinds in Japanese', async ({page}) => {
    await page.goto('/ja/docs/installation');
    const tree = page.locator('figure[data-text-tree]').first();
    await expect(tree.locator('li > span').filter({hasText: 'blog/'}).first()).toHaveText('blog/, フォルダー');
  });
});
