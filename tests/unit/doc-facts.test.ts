import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {loadI18n} from '@docusaurus/core/lib/server/i18n.js';

// Statements of the docs that were once wrong, each checked against the code
// or the data it describes, in every docs version that makes it.
const root = path.resolve(__dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const VERSIONS = ['docs', 'versioned_docs/version-3.9.2', 'versioned_docs/version-3.8.1'];
const JA_COMMUNITY = 'i18n/ja/docusaurus-plugin-content-docs-community/current';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('installation: the templates create-docusaurus ships', () => {
  const templatesDir = path.join(path.dirname(require.resolve('create-docusaurus/package.json')), 'templates');
  const shipped = fs
    .readdirSync(templatesDir)
    .filter((name) => fs.statSync(path.join(templatesDir, name)).isDirectory())
    .filter((name) => name !== 'shared' && !name.endsWith('-typescript'))
    .sort();

  for (const version of ['docs', 'versioned_docs/version-3.9.2']) {
    it(`${version}/installation.mdx lists exactly the named templates (${shipped.join(', ')})`, () => {
      const section = read(`${version}/installation.mdx`).split('### Templates')[1]!.split('\n### ')[0]!;
      const listed = [...section.matchAll(/^- `([\w-]+)`:/gm)].map((m) => m[1]).sort();
      expect(listed).toEqual(shipped);
    });
  }
});

describe('math equations: how this site loads the KaTeX stylesheet', () => {
  it('the site adds the stylesheet per page with a remark plugin, not with `stylesheets`', () => {
    expect(read('config/markdown.ts')).toMatch(/remarkKatexStylesheet/);
    expect(read('docusaurus.config.ts')).not.toMatch(/stylesheets/);
  });

  for (const version of VERSIONS) {
    it(`${version} says so`, () => {
      const page = read(`${version}/markdown-features/math-equations.mdx`);
      const aboutThisSite = page.split('This website takes another route')[1]?.split('\n## ')[0] ?? '';
      expect(aboutThisSite).toMatch(/only from pages that contain math/);
      expect(aboutThisSite).toMatch(/remark plugin/);
    });
  }
});

describe('i18n: `locales` and the default locale', () => {
  it('the framework warns and adds a missing default locale instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await loadI18n({
      siteDir: root,
      config: {i18n: {defaultLocale: 'en', locales: ['fr'], path: 'i18n', localeConfigs: {}}, baseUrl: '/'} as never,
      currentLocale: 'en',
      automaticBaseUrlLocalizationDisabled: false,
    });
    expect(i18n.locales).toEqual(['fr', 'en']);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /The locale en was not found in your Docusaurus site configuration/,
    );
  });

  for (const version of VERSIONS) {
    it(`${version}/i18n/introduction.mdx says "should contain", not "must contain"`, () => {
      const row = read(`${version}/i18n/introduction.mdx`)
        .split('\n')
        .find((line) => line.startsWith('| `locales` |'))!;
      expect(row).toMatch(/Should contain the default locale/);
      expect(row).not.toMatch(/Must contain/);
    });
  }
});

describe('i18n tutorial: translation files are watched by `docusaurus start`', () => {
  it('the dev server watches the localization folder', () => {
    const watcher = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/start/watcher.js'), 'utf8');
    expect(watcher).toMatch(/props\.localizationDir/);
  });

  for (const version of VERSIONS) {
    it(`${version}/i18n/tutorial.mdx asks for no restart`, () => {
      expect(read(`${version}/i18n/tutorial.mdx`)).not.toMatch(/Restart the French development server/);
    });
  }
});

describe('blog: the HTML truncate comment in .mdx', () => {
  it('depends on markdown.mdx1Compat.comments in the MDX processor', () => {
    const processor = fs.readFileSync(require.resolve('@docusaurus/mdx-loader/lib/processor.js'), 'utf8');
    expect(processor).toMatch(/mdx1Compat\.comments \? comment/);
  });

  for (const version of ['docs', 'versioned_docs/version-3.9.2']) {
    it(`${version}/blog.mdx says so`, () => {
      const section = read(`${version}/blog.mdx`).split('## Previews and the truncate marker')[1]!.split('\n## ')[0]!;
      expect(section).toMatch(/`markdown\.mdx1Compat\.comments`/);
    });
  }
});

describe('create-doc: the default label of a tag declared in tags.yml', () => {
  it('is lodash capitalize of the key in the framework', () => {
    const tagsFile = fs.readFileSync(require.resolve('@docusaurus/utils-validation/lib/tagsFile.js'), 'utf8');
    expect(tagsFile).toMatch(/tag\?\.label \|\| lodash_1\.default\.capitalize\(key\)/);
  });

  for (const version of VERSIONS) {
    it(`${version}/create-doc.mdx says the rest is lower-cased`, () => {
      expect(read(`${version}/create-doc.mdx`)).toMatch(/first letter in upper case and the rest in lower case/);
    });
  }
});

describe('canary releases: the `canary` dist-tag', () => {
  // Public record, not the registry these machines reach (a partial mirror whose `dist-tags` list only `latest`):
  // https://docusaurus.io/community/canary ("publish a canary release under the @canary npm dist tag") and the
  // repository's .github/workflows/publish.yml (canary releases published on push to main, npm_tag `canary`).
  const pages = [
    'community/canary.mdx',
    'community/release-process.mdx',
    `${JA_COMMUNITY}/canary.mdx`,
    `${JA_COMMUNITY}/release-process.mdx`,
  ];

  for (const page of pages) {
    it(`${page} says canaries are published under the \`canary\` tag and installed with @canary`, () => {
      const text = read(page);
      expect(text).toMatch(
        /under the `canary` dist-tag|`canary` points to|`canary` という dist-tag|`canary` は最新のカナリアビルド/,
      );
      expect(text).toMatch(/@docusaurus\/core@canary/);
      expect(text).not.toMatch(
        /no dist-tag|no `canary` tag|dist-tag がありません|タグはない|専用のタグがない|only `latest`|`latest` だけ|No matching version found/,
      );
    });
  }

  it('the canary page shows how to print the newest canary version', () => {
    for (const page of [pages[0]!, pages[2]!]) {
      expect(read(page)).toMatch(/^npm view @docusaurus\/core@canary version$/m);
    }
  });
});

describe('write-heading-ids: 3.9.2 and 3.8.1 need the folders to process', () => {
  // In 3.9.2 and earlier, the command called with no file argument processes no file and prints
  // "0 Markdown files already have explicit heading IDs." (3.10 falls back to the content folders).
  const roots = [
    'versioned_docs/version-3.9.2',
    'versioned_docs/version-3.8.1',
    'i18n/ja/docusaurus-plugin-content-docs/version-3.9.2',
  ];
  const files = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
      .map((f) => `${dir}/${f}`);

  for (const dir of roots) {
    it(`every command line in ${dir} names what to process`, () => {
      const bare = files(dir).flatMap((file) =>
        read(file)
          .split('\n')
          .filter((line) => /^(npx |npm run |yarn )?docusaurus write-heading-ids\s*$/.test(line.trim()))
          .map((line) => `${file}: ${line.trim()}`),
      );
      expect(bare).toEqual([]);
    });
  }
});

describe('deploy: what happens on a pull request', () => {
  it('the command reads CI_PULL_REQUEST ?? CIRCLE_PULL_REQUEST and runs its echo without logging it', () => {
    const deploy = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/deploy.js'), 'utf8');
    expect(deploy).toMatch(/process\.env\.CI_PULL_REQUEST \?\? process\.env\.CIRCLE_PULL_REQUEST/);
    expect(deploy).toMatch(/exec\('echo "Skipping deploy on a pull request\."', \{\s*log: false,/);
    expect(deploy).toMatch(/if \(log \|\| debugMode\)/);
  });

  const pages = [
    'docs/deployment.mdx',
    'versioned_docs/version-3.9.2/deployment.mdx',
    'i18n/ja/docusaurus-plugin-content-docs/current/deployment.mdx',
    'i18n/ja/docusaurus-plugin-content-docs/version-3.9.2/deployment.mdx',
  ];
  for (const page of pages) {
    it(`${page} says it exits silently and that an empty CI_PULL_REQUEST hides CIRCLE_PULL_REQUEST`, () => {
      const row = read(page)
        .split('\n')
        .find((line) => line.startsWith('| `CI_PULL_REQUEST`'))!;
      expect(row).not.toMatch(/prints `Skipping deploy|と表示し/);
      expect(row).toMatch(/`CI_PULL_REQUEST \?\? CIRCLE_PULL_REQUEST`/);
      expect(row).toMatch(/DOCUSAURUS_DEPLOY_DEBUG/);
      expect(row).toMatch(/empty string|空文字列/);
    });
  }
});

describe('release dates: the GitHub releases as published', () => {
  // Public record: the "released this" date of https://github.com/facebook/docusaurus/releases/tag/vX.Y.Z, never the
  // `time` field of the registry these machines reach (a partial mirror with dates out of order). Two releases were
  // published on GitHub the day after the date their CHANGELOG.md heading gives: 3.8.0 (2025-05-27) and 2.3.0
  // (2023-01-27). 3.10.0 is not in releases.json (it stops at 3.9.2): released 2026-04-07.
  const releases = JSON.parse(read('src/data/releases.json')) as {version: string; date: string}[];
  const dateOf = (version: string): string | undefined => releases.find((r) => r.version === version)?.date;

  it('releases.json has the GitHub dates where they differ from the CHANGELOG headings', () => {
    expect(dateOf('3.8.0')).toBe('2025-05-27');
    expect(dateOf('2.3.0')).toBe('2023-01-27');
  });

  for (const page of ['community/release-process.mdx', `${JA_COMMUNITY}/release-process.mdx`]) {
    it(`${page}: the table of minor releases agrees with releases.json`, () => {
      const rows = [...read(page).matchAll(/^\| (3\.\d+\.0) \| (\d{4}-\d{2}-\d{2}) \|$/gm)].map((m) => [m[1]!, m[2]!]);
      expect(rows.length).toBeGreaterThanOrEqual(11);
      for (const [version, date] of rows) {
        expect(date, version).toBe(dateOf(version) ?? {'3.10.0': '2026-04-07'}[version]);
      }
    });
  }
});

describe('<Link>: prefetch when seen, preload on hover', () => {
  it('core prefetches a link that scrolls into view and preloads it on pointer or touch', () => {
    const link = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/Link.js'), 'utf8');
    expect(link).toMatch(/observe[\s\S]*window\.docusaurus\.prefetch\(targetLink\)/);
    expect(link).toMatch(/onInteractionEnter = \(\) => \{[\s\S]*?window\.docusaurus\.preload\(targetLink\)/);
  });

  for (const version of VERSIONS) {
    it(`${version}/docusaurus-core.mdx says so`, () => {
      const section = read(`${version}/docusaurus-core.mdx`).split('### `<Link/>`')[1]!.split('\n\n')[1]!;
      expect(section).toMatch(/prefetches it when the link scrolls into view, and preloads it when the pointer hovers/);
    });
  }
});
