import {describe, expect, it} from 'vitest';
import {assistantPrompt, assistantUrl} from './assistantLinks';

describe('assistant links', () => {
  it('start a chat with the prompt in the q parameter', () => {
    const prompt = assistantPrompt(
      'Read {url} and answer my questions about it.',
      'https://docusaurus.io/docs/installation.md',
    );
    expect(prompt).toBe('Read https://docusaurus.io/docs/installation.md and answer my questions about it.');
    const chatgpt = new URL(assistantUrl('chatgpt', prompt));
    expect(chatgpt.origin).toBe('https://chatgpt.com');
    expect(chatgpt.searchParams.get('q')).toBe(prompt);
    const claude = new URL(assistantUrl('claude', prompt));
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toBe(prompt);
  });
});
