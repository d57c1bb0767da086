import {expect, test} from '@playwright/test';
import team from '../../src/data/team.json';

const pages = [
  ['support', 'Support'],
  ['team', 'Team'],
  ['resources', 'Resources'],
  ['contributing', 'Contributing'],
  ['canary', 'Canary releases'],
  ['release-process', 'Release process'],
] as const;

test.describe('community', () => {
  test('the navbar "Community" item leads to support and stays active in the section', async ({page}) => {
    await page.goto('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community'}).click();
    await expect(page).toHaveURL(/\/community\/support$/);
    for (const [slug] of pages) {
      await page.goto(`/community/${slug}`);
      await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community'})).toHaveClass(
        /navbar__link--active/,
      );
    }
  });

  test('the sidebar lists the six pages in order', async ({page}) => {
    await page.goto('/community/support');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const labels = await sidebar.getByRole('link').allTextContents();
    expect(labels).toEqual(pages.map(([, title]) => title));
  });

  for (const [slug, title] of pages) {
    test(`/community/${slug} is a real page`, async ({page}) => {
      await page.goto(`/community/${slug}`);
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      const words = (await page.locator('article .markdown').innerText()).split(/\s+/).filter(Boolean);
      expect(words.length).toBeGreaterThan(250);
    });
  }

  test('the team page shows a profile card for every maintainer of the data file', async ({page}) => {
    await page.goto('/community/team');
    const members = team.flatMap((group) => group.members);
    for (const member of members) {
      const card = page
        .getByRole('listitem')
        .filter({has: page.getByRole('heading', {name: member.name, exact: true})});
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('link', {name: /^GitHub/})).toHaveAttribute('href', member.github);
      await expect(card.locator('img')).toHaveAttribute('src', /^https:\/\/github\.com\/.+\.png\?size=\d+$/);
      if (member.x) {
        await expect(card.getByRole('link', {name: /^X/})).toHaveAttribute('href', member.x);
      }
    }
  });
});
