import {describe, expect, it} from 'vitest';
import {feedbackIssueUrl, parseAnswer} from './feedbackIssue';

describe('page feedback', () => {
  it('prefills an issue with the page, its version and the language', () => {
    const url = new URL(
      feedbackIssueUrl({
        repoUrl: 'https://github.com/facebook/docusaurus',
        title: 'Installation',
        pageUrl: 'https://docusaurus.io/ja/docs/installation',
        version: '3.9.2',
        locale: 'ja',
      }),
    );
    expect(url.pathname).toBe('/facebook/docusaurus/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Installation (3.9.2, ja)');
    expect(url.searchParams.get('body')).toContain('- Page: https://docusaurus.io/ja/docs/installation');
  });

  it('reads back only a real answer', () => {
    expect(parseAnswer('yes')).toBe('yes');
    expect(parseAnswer('no')).toBe('no');
    expect(parseAnswer('maybe')).toBeNull();
    expect(parseAnswer(null)).toBeNull();
  });
});
