/** Links that open a chat assistant on a page's Markdown twin: plain links, nothing is requested before a click. */

export type Assistant = 'chatgpt' | 'claude';

const NEW_CHAT: Readonly<Record<Assistant, string>> = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
};

/** A new chat with `assistant`, started by `prompt` (both services read it from the `q` parameter). */
export function assistantUrl(assistant: Assistant, prompt: string): string {
  const url = new URL(NEW_CHAT[assistant]);
  url.searchParams.set('q', prompt);
  return url.href;
}

/** The prompt, in the page's language: `template` holds `{url}`, where the twin's absolute URL goes. */
export function assistantPrompt(template: string, twinUrl: string): string {
  return template.replace('{url}', twinUrl);
}
