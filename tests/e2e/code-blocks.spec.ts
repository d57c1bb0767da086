import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const GUIDE = '/docs/markdown-features/code-blocks';
// use-editable, react-live's editor, makes its element `contenteditable="plaintext-only"`: a string of its code.
const EDITOR_CODE = 'plaintext-only';

/** The text of every script the page loaded. */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test.describe('live code blocks', () => {
  test('the static HTML shows the code and the result area', async ({request}) => {
    const html = await (await request.get(GUIDE)).text();
    const playground = html.slice(html.indexOf('Live Editor'));
    expect(playground).toContain('Result');
    expect(playground.slice(0, 4000)).toMatch(/useState/);
  });

  test('the result follows what the reader types, and Tab leaves the editor', async ({page}) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    const editor = page.locator('.playground-editor [contenteditable]').first();
    await expect(editor).toBeVisible();
    const result = page.getByRole('button', {name: /^Clicked!? \d+ times$/}).first();
    await expect(result).toHaveText('Clicked 0 times');
    await result.click();
    await expect(result).toHaveText('Clicked 1 times');

    // The caret right after "Clicked" in the code, then a key typed as a reader would.
    await editor.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('Clicked');
        if (at < 0) continue;
        (element as HTMLElement).focus();
        const range = document.createRange();
        range.setStart(node, at + 'Clicked'.length);
        range.collapse(true);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
      throw new Error('no "Clicked" in the editor');
    });
    await page.keyboard.type('!');
    await expect(page.getByRole('button', {name: /^Clicked! \d+ times$/})).toBeVisible();

    await editor.focus();
    await page.keyboard.press('Tab');
    const focusedInEditor = await editor.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInEditor).toBe(false);
    expect(await editor.textContent()).not.toContain('\t');
  });

  test('the Reset button is named by its visible label, in Japanese too, and restores the code', async ({page}) => {
    await page.goto(`/ja${GUIDE}`);
    await waitForHydration(page);
    const reset = page.getByRole('button', {name: 'リセット', exact: true}).first();
    await expect(reset).toBeVisible();
    await expect(reset).toHaveAttribute('title', 'コードを元に戻す');
    const editor = page.locator('.playground-editor [contenteditable]').first();
    const original = await editor.textContent();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('// edited');
    await expect(editor).not.toHaveText(original!);
    await reset.click();
    await expect(editor).toHaveText(original!);
  });

  test('only pages with a live block load the editor', async ({page}) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(page.locator('.playground-editor [contenteditable]').first()).toBeVisible();
    expect((await loadedScripts(page)).some((script) => script.includes(EDITOR_CODE))).toBe(true);

    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(page.locator('.theme-code-block').first()).toBeVisible();
    expect((await loadedScripts(page)).some((script) => script.includes(EDITOR_CODE))).toBe(false);
  });
});

test.describe('diff and focus lines', () => {
  test('added and removed lines carry a sign and its text, readable without colour', async ({page}) => {
    await page.goto('/docs/migration/v3');
    const added = page.locator('.code-block-diff-add-line').first();
    const removed = page.locator('.code-block-diff-remove-line').first();
    await expect(added).toBeVisible();
    await expect(removed).toBeVisible();
    const before = (locator: typeof added) =>
      locator.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await before(added)).toMatch(/^"\+" \/ "added: "$/);
    expect(await before(removed)).toMatch(/^"−" \/ "removed: "$/);
    // The magic comments are gone from the code.
    await expect(page.locator('.theme-code-block', {hasText: 'diff-add'})).toHaveCount(0);

    await page.emulateMedia({forcedColors: 'active'});
    expect(await before(added)).toContain('+');
  });

  test('the Japanese page reads the signs in Japanese', async ({page}) => {
    await page.goto('/ja/docs/migration/v3');
    const added = page.locator('.code-block-diff-add-line').first();
    expect(await added.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"+" / "追加: "');
  });

  test('focus lines are marked, and the other lines keep their colours (contrast)', async ({page}) => {
    await page.goto(GUIDE);
    const block = page.locator('.theme-code-block', {has: page.locator('.code-block-focus-line')}).first();
    await block.scrollIntoViewIfNeeded();
    const other = block.locator('.token-line:not(.code-block-focus-line)').first();
    const focus = block.locator('.code-block-focus-line').first();
    const style = (locator: typeof other) =>
      locator.evaluate((element) => {
        const {opacity, boxShadow} = getComputedStyle(element);
        return {opacity: Number(opacity), marked: boxShadow !== 'none'};
      });
    expect(await style(other)).toEqual({opacity: 1, marked: false});
    expect(await style(focus)).toEqual({opacity: 1, marked: true});
  });
});
