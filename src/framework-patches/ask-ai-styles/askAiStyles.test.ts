import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {withoutAskAiRules} from './askAiStyles';

const require = createRequire(import.meta.url);
const docSearchCss = fs.readFileSync(require.resolve('@docsearch/css/dist/style.css'), 'utf8');

describe('withoutAskAiRules', () => {
  it('removes rules naming only Ask AI classes and keeps the others, whole', () => {
    const css = [
      '.DocSearch-Modal{margin:0}',
      '.DocSearch-AskAiScreen-Body{padding:1px}',
      '.DocSearch-Hit,.DocSearch-Markdown-Content p{color:red}',
      '@media (max-width:768px){.DocSearch-AskAiScreen{display:none}}',
      '@media (max-width:768px){.DocSearch-Input{font-size:1px}}',
    ].join('');
    const {css: out, removed} = withoutAskAiRules(css);
    expect(removed).toBe(3);
    expect(out).toBe(
      '.DocSearch-Modal{margin:0}.DocSearch-Hit{color:red}@media (max-width:768px){.DocSearch-Input{font-size:1px}}',
    );
  });

  it("on the installed DocSearch stylesheet: the modal's search screens stay, the Ask AI screens go", () => {
    const {css, removed} = withoutAskAiRules(docSearchCss);
    expect(removed).toBeGreaterThan(50);
    for (const kept of [
      '.DocSearch-Modal',
      '.DocSearch-Hit',
      '.DocSearch-Input',
      '.DocSearch-Button',
      '.DocSearch-NoResults',
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toMatch(/DocSearch-(AskAi|Markdown-Content|NewConversationScreen)/);
    expect(css.length).toBeLessThan(docSearchCss.length * 0.75);
  });
});
