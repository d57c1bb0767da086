/**
 * The Ask AI protocol of the installed DocSearch (@docsearch/react 4.7.0, which
 * bundles the AI SDK 5.0.93 chat client), as read in
 * node_modules/@docsearch/react/dist/esm/DocSearchModal.js, without Agent Studio:
 *
 * 1. `POST https://askai.algolia.com/chat/token` with header `x-algolia-assistant-id`
 *    answers `{success, token, message?}`. The token is kept in sessionStorage
 *    (`askai_token`) until 30 s before the `exp` (seconds) read as JSON from the
 *    base64 text before its first dot.
 * 2. `POST https://askai.algolia.com/chat` with headers `authorization: TOKEN <token>`,
 *    `X-Algolia-Application-Id`, `X-Algolia-API-Key`, `X-Algolia-Index-Name`,
 *    `X-Algolia-Assistant-Id`, `X-AI-SDK-Version: v5` and the body
 *    `{searchParameters?, id, messages, trigger, messageId}` (every message of the
 *    conversation so far, as UI messages with `parts`). It answers a server-sent
 *    event stream: one `data: <UI message chunk as JSON>` event per chunk, and
 *    `data: [DONE]` (ignored). The chunk types are the AI SDK's
 *    (`start`, `start-step`, `tool-input-start`, `tool-input-available`,
 *    `tool-output-available`, `finish-step`, `text-start`, `text-delta`, `text-end`,
 *    `finish`, …); DocSearch renders the tool named `searchIndex`, whose output's
 *    `query` and `hits.length` it shows.
 * 3. `POST https://askai.algolia.com/chat/feedback` with `authorization: TOKEN <token>`
 *    and `{appId, messageId, thumbs}` (1 like, 0 dislike; `messageId` is the user
 *    message's id); any status below 300 counts as recorded.
 *
 * Written from those readings; nothing here was captured from Algolia's service.
 */

export const ASK_AI_CHAT_URL = 'https://askai.algolia.com/chat';
export const ASK_AI_TOKEN_URL = `${ASK_AI_CHAT_URL}/token`;
export const ASK_AI_FEEDBACK_URL = `${ASK_AI_CHAT_URL}/feedback`;

/** A token DocSearch considers valid for an hour after `nowMs`. */
export function tokenResponse(nowMs: number): {success: true; token: string} {
  const claims = Buffer.from(JSON.stringify({exp: Math.floor(nowMs / 1000) + 3600})).toString('base64');
  return {success: true, token: `${claims}.fixture-signature`};
}

export type UiMessageChunk = Record<string, unknown> & {type: string};

export type Answer = {
  /** The id the service gives the assistant message (`start` chunk). */
  messageId: string;
  /** What the assistant searched the index for, and the titles and URLs it found. */
  searchQuery: string;
  hits: {title: string; url: string}[];
  /** The answer's Markdown, in the pieces it is streamed in. */
  textDeltas: string[];
};

/**
 * The chunks of one assistant message: a first step that searches the index
 * (executed by the service, as Algolia's assistant does), a second step that
 * writes the answer. The step boundary matters: DocSearch sends a follow-up
 * request by itself when the last step ends with client-side tool results.
 */
export function answerChunks(answer: Answer): UiMessageChunk[] {
  const toolCallId = `${answer.messageId}-search`;
  const textId = `${answer.messageId}-text`;
  return [
    {type: 'start', messageId: answer.messageId},
    {type: 'start-step'},
    {type: 'tool-input-start', toolCallId, toolName: 'searchIndex', providerExecuted: true},
    {
      type: 'tool-input-available',
      toolCallId,
      toolName: 'searchIndex',
      input: {query: answer.searchQuery},
      providerExecuted: true,
    },
    {
      type: 'tool-output-available',
      toolCallId,
      providerExecuted: true,
      output: {
        query: answer.searchQuery,
        hits: answer.hits.map((hit, i) => ({objectID: `${toolCallId}-${i}`, title: hit.title, url: hit.url})),
      },
    },
    {type: 'finish-step'},
    {type: 'start-step'},
    {type: 'text-start', id: textId},
    ...answer.textDeltas.map((delta) => ({type: 'text-delta', id: textId, delta})),
    {type: 'text-end', id: textId},
    {type: 'finish-step'},
    {type: 'finish', finishReason: 'stop'},
  ];
}

/** The response body: one server-sent event per chunk, then `[DONE]`. */
export function eventStream(chunks: UiMessageChunk[]): string {
  return [...chunks.map((chunk) => JSON.stringify(chunk)), '[DONE]'].map((data) => `data: ${data}\n\n`).join('');
}

/** Headers of a UI message stream response. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-vercel-ai-ui-message-stream': 'v1',
  'access-control-allow-origin': '*',
};

/** The two answers of the hosted spec's conversation. */
export const FIRST_ANSWER: Answer = {
  messageId: 'assistant-answer-1',
  searchQuery: 'docs versioning',
  hits: [
    {title: 'Versioning', url: 'https://docusaurus.io/docs/versioning'},
    {title: 'CLI: docs:version', url: 'https://docusaurus.io/docs/cli#docusaurus-docsversion-version'},
  ],
  textDeltas: [
    'Run `npm run docusaurus docs:version 1.0.0` ',
    'to copy the current docs into `versioned_docs/version-1.0.0`. ',
    'See [Versioning](https://docusaurus.io/docs/versioning).',
  ],
};

export const SECOND_ANSWER: Answer = {
  messageId: 'assistant-answer-2',
  searchQuery: 'lastVersion option',
  hits: [{title: 'Docs plugin options', url: 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs'}],
  textDeltas: ['Set the docs plugin option `lastVersion` ', 'to the version to show at `/docs`.'],
};

/** The answer as DocSearch copies it: the text parts of the message, joined. */
export const answerText = (answer: Answer): string => answer.textDeltas.join('');
