import {describe, expect, it} from 'vitest';
import {PAGE_TEMPLATES, jaPath} from './page-templates.mjs';
import {missingTemplatesMessage, planTemplateViews} from './template-coverage.mjs';

const locales = [(route: string) => route, (route: string) => `/ja${route}`];
const builtFrom = (routes: string[]) => (route: string) => routes.includes(route);

describe('planTemplateViews', () => {
  it('plans every template in every locale when the build has them all', () => {
    const plan = planTemplateViews(
      [
        ['home', '/home'],
        ['blog', '/blog'],
      ],
      locales,
      builtFrom(['/home', '/ja/home', '/blog', '/ja/blog']),
    );
    expect(plan.views.map((v) => v.url)).toEqual(['/home', '/ja/home', '/blog', '/ja/blog']);
    expect(plan.missing).toEqual([]);
    expect(plan.optionalMisses).toEqual([]);
  });

  it('reports a template the build lacks as missing instead of skipping it', () => {
    const plan = planTemplateViews(
      [
        ['home', '/home'],
        ['showcase', '/showcase'],
      ],
      locales,
      builtFrom(['/home', '/ja/home']),
    );
    expect(plan.views.map((v) => v.url)).toEqual(['/home', '/ja/home']);
    expect(plan.missing).toEqual([
      {name: 'showcase', url: '/showcase', builtAs: '/showcase'},
      {name: 'showcase', url: '/ja/showcase', builtAs: '/ja/showcase'},
    ]);
  });

  it('reports a template missing in one locale only', () => {
    const plan = planTemplateViews([['home', '/home']], locales, builtFrom(['/home']));
    expect(plan.missing.map((v) => v.url)).toEqual(['/ja/home']);
  });

  it('checks the file that serves a template when it is not the route itself', () => {
    const templates = [['not found', '/no-such-page', {builtAs: '/404'}]] as const;
    const plan = planTemplateViews(templates, locales, builtFrom(['/404', '/ja/404']));
    expect(plan.views).toEqual([
      {name: 'not found', url: '/no-such-page', builtAs: '/404'},
      {name: 'not found', url: '/ja/no-such-page', builtAs: '/ja/404'},
    ]);
    expect(planTemplateViews(templates, locales, builtFrom(['/404'])).missing.map((v) => v.url)).toEqual([
      '/ja/no-such-page',
    ]);
  });

  it('lets an optional template be missing, with its reason', () => {
    const templates = [['search page', '/search', {optional: 'only built with a search index'}]] as const;
    const plan = planTemplateViews(templates, locales, builtFrom([]));
    expect(plan.missing).toEqual([]);
    expect(plan.optionalMisses).toEqual([
      {name: 'search page', url: '/search', reason: 'only built with a search index'},
      {name: 'search page', url: '/ja/search', reason: 'only built with a search index'},
    ]);
    // Built, an optional template is checked like any other.
    expect(planTemplateViews(templates, locales, builtFrom(['/search', '/ja/search'])).views).toHaveLength(2);
  });

  it('refuses an optional template without a reason', () => {
    expect(() => planTemplateViews([['search page', '/search', {optional: ' '}]], locales, builtFrom([]))).toThrow(
      /"search page" is optional without a reason/,
    );
  });

  it('plans the site templates in both locales, the not-found page from its 404 files', () => {
    const plan = planTemplateViews(PAGE_TEMPLATES, [(route: string) => route, jaPath], () => true);
    expect(plan.views).toHaveLength(PAGE_TEMPLATES.length * 2);
    expect(plan.views.filter((v) => v.name === 'not found').map((v) => v.builtAs)).toEqual(['/404', '/ja/404']);
  });
});

describe('missingTemplatesMessage', () => {
  it('names each missing view, the page it needs, and what to do', () => {
    const message = missingTemplatesMessage([
      {name: 'showcase', url: '/showcase', builtAs: '/showcase'},
      {name: 'not found', url: '/ja/no-such-page', builtAs: '/ja/404'},
    ]);
    expect(message).toContain('2 page template view(s) are missing from the build:');
    expect(message).toContain('  - showcase: /showcase (no page built for /showcase)');
    expect(message).toContain('  - not found: /ja/no-such-page (no page built for /ja/404)');
    expect(message).toContain('npx docusaurus build');
    expect(message).toContain('mark it optional with the reason');
  });
});
