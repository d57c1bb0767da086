/**
 * Ask AI in hosted mode (build-hosted/ is built with ALGOLIA_ASSISTANT_ID), against
 * a mocked assistant: page.route answers the token, chat and feedback endpoints
 * of DocSearch 4.7 with the shapes recorded in tests/mocks/askAi.ts (which says
 * where they were read), and Algolia's search with DocSearch records. The chat
 * answer reaches the page one event at a time (askAiStreamGate.ts), so each
 * screen the modal goes through is checked: thinking, searching, searched,
 * answering. Texts are those the installed theme passes to DocSearch
 * (theme-search-algolia/lib/theme/SearchTranslations) or DocSearch's defaults.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {DUMMY_ALGOLIA} from '../../scripts/lib/hosted-build.cjs';
import {pageRecord, searchResponse, type SearchRequest} from '../mocks/algoliaSearch';
import {
  answerChunks,
  answerText,
  ASK_AI_CHAT_URL,
  ASK_AI_FEEDBACK_URL,
  ASK_AI_TOKEN_URL,
  eventStream,
  EVENT_STREAM_HEADERS,
  FIRST_ANSWER,
  SECOND_ANSWER,
  tokenResponse,
  type Answer,
} from '../mocks/askAi';
import {gateAskAiStream, releaseEvents} from './askAiStreamGate';
import {openSearchModal, searchInput, searchModal, startScreenSection} from './searchModal';
import {waitForHydration} from './helpers';

const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;
const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';
const FIRST_QUESTION = 'How do I create a docs version?';
const SECOND_QUESTION = 'Which version does /docs show?';

type ChatMessage = {id: string; role: string; parts: {type: string; text?: string}[]};
type Sent<Body> = {headers: Record<string, string>; body: Body};
type Traffic = {
  tokens: string[];
  chats: Sent<{messages: ChatMessage[]; trigger: string}>[];
  feedback: Sent<Record<string, unknown>>[];
};

/** Events of one answer as the page receives them: its chunks, then `[DONE]`. */
const eventsIn = (answer: Answer): number => answerChunks(answer).length + 1;

test.use({serviceWorkers: 'block'});
test.describe.configure({timeout: 240_000});

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
});

/** Answers every service the modal talks to, in the order DocSearch uses them, and records what it sent. */
async function mockServices(page: Page, baseURL: string): Promise<Traffic> {
  const traffic: Traffic = {tokens: [], chats: [], feedback: []};
  const answers = [FIRST_ANSWER, SECOND_ANSWER];
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const {requests = []} = (route.request().postDataJSON() ?? {}) as {requests?: SearchRequest[]};
    await route.fulfill({
      json: searchResponse(requests, () => [pageRecord({path: '/docs/versioning', title: 'Versioning'})]),
    });
  });
  const cors = {'access-control-allow-origin': '*'};
  await page.route(ASK_AI_TOKEN_URL, async (route) => {
    const answer = tokenResponse(Date.now());
    traffic.tokens.push(answer.token);
    await route.fulfill({json: answer, headers: cors});
  });
  await page.route(ASK_AI_CHAT_URL, async (route) => {
    const request = route.request();
    traffic.chats.push({headers: await request.allHeaders(), body: request.postDataJSON()});
    const answer = answers[traffic.chats.length - 1]!;
    await route.fulfill({status: 200, headers: EVENT_STREAM_HEADERS, body: eventStream(answerChunks(answer))});
  });
  await page.route(ASK_AI_FEEDBACK_URL, async (route) => {
    const request = route.request();
    traffic.feedback.push({headers: await request.allHeaders(), body: request.postDataJSON()});
    await route.fulfill({json: {success: true}, headers: cors});
  });
  await page.addInitScript(gateAskAiStream, ASK_AI_CHAT_URL);
  return traffic;
}

/** The exchanges of the Ask AI screen, latest first. */
const exchanges = (page: Page): Locator => searchModal(page).locator('.DocSearch-AskAiScreen-Response-Container');
const answerOf = (exchange: Locator): Locator => exchange.locator('.DocSearch-Markdown-Content');
const button = (scope: Locator, title: string): Locator => scope.getByRole('button', {name: title, exact: true});

/** Opens the modal on a docs page, types `question` and picks the modal's Ask AI entry. */
async function askFromSearch(page: Page, question: string): Promise<void> {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await openSearchModal(page);
  await searchInput(page).fill(question);
  const entry = searchModal(page).locator('.DocSearch-Hit--AskAI');
  await expect(entry).toHaveText(`Ask AI: ${question}`, {timeout: 15_000});
  await entry.click();
}

test('a question goes through thinking, searching, searched and answering; the answer is liked and copied; Escape leaves AI mode, then closes', async ({
  page,
  baseURL,
}) => {
  const traffic = await mockServices(page, baseURL!);
  await askFromSearch(page, FIRST_QUESTION);

  // AI mode: the disclaimer, the question, and the header that says an answer is on its way.
  await expect(searchModal(page).locator('.DocSearch-AskAiScreen-Disclaimer')).toHaveText(DISCLAIMER);
  const exchange = exchanges(page).first();
  await expect(exchange.locator('.DocSearch-AskAiScreen-Query')).toHaveText(FIRST_QUESTION);
  const heading = searchModal(page).locator('.DocSearch-Modal-heading');
  await expect(heading).toHaveText('Answering...');
  const progress = exchange.locator(
    '.DocSearch-AskAiScreen-MessageContent-Reasoning, .DocSearch-AskAiScreen-MessageContent-Tool',
  );

  await expect(progress).toHaveText('Thinking...');
  await releaseEvents(page, 2); // start, start-step: nothing to show yet
  await expect(progress).toHaveText('Thinking...');
  await releaseEvents(page, 1); // tool-input-start
  await expect(progress).toHaveText('Searching for');
  await releaseEvents(page, 1); // tool-input-available
  await expect(progress).toHaveText(`Searching... "${FIRST_ANSWER.searchQuery}" ...`);
  await releaseEvents(page, 1); // tool-output-available
  await expect(progress).toHaveText(
    `Searched for "${FIRST_ANSWER.searchQuery}" found ${FIRST_ANSWER.hits.length} results`,
  );
  await releaseEvents(page, 4); // finish-step, start-step, text-start, the first text delta
  await expect(answerOf(exchange)).toHaveText('Run npm run docusaurus docs:version 1.0.0');
  await expect(answerOf(exchange)).toHaveClass(/DocSearch-Markdown-Content--streaming/);
  await expect(heading).toHaveText('Answering...');
  await expect(button(exchange, 'Like')).toHaveCount(0);

  await releaseEvents(page, eventsIn(FIRST_ANSWER) - 9);
  await expect(answerOf(exchange)).not.toHaveClass(/--streaming/);
  await expect(answerOf(exchange)).toHaveText(
    'Run npm run docusaurus docs:version 1.0.0 to copy the current docs into versioned_docs/version-1.0.0. See Versioning.',
  );
  await expect(heading).toHaveCount(0);
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Ask another question...');

  // What the modal sent: one token request, then the question with the token and the site's credentials.
  expect(traffic.tokens).toHaveLength(1);
  expect(traffic.chats).toHaveLength(1);
  const [chat] = traffic.chats;
  expect(chat!.headers).toMatchObject({
    authorization: `TOKEN ${traffic.tokens[0]}`,
    'x-algolia-assistant-id': DUMMY_ALGOLIA.ALGOLIA_ASSISTANT_ID,
    'x-algolia-application-id': DUMMY_ALGOLIA.ALGOLIA_APP_ID,
    'x-algolia-index-name': DUMMY_ALGOLIA.ALGOLIA_INDEX_NAME,
    'x-ai-sdk-version': 'v5',
  });
  expect(chat!.body).toMatchObject({
    trigger: 'submit-message',
    messages: [{role: 'user', parts: [{type: 'text', text: FIRST_QUESTION}]}],
  });

  // Copy puts the answer's Markdown on the clipboard (its "Copied!" title lasts 1.5 s: too short to check on busy cores).
  await button(exchange, 'Copy').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answerText(FIRST_ANSWER));

  // Like sends the feedback for the question's message and thanks the reader.
  await button(exchange, 'Like').click();
  await expect(exchange.locator('.DocSearch-AskAiScreen-FeedbackText')).toHaveText('Thanks for your feedback!');
  await expect(button(exchange, 'Dislike')).toHaveCount(0);
  expect(traffic.feedback).toEqual([
    {
      headers: expect.objectContaining({authorization: `TOKEN ${traffic.tokens[0]}`}),
      body: {appId: DUMMY_ALGOLIA.ALGOLIA_APP_ID, messageId: chat!.body.messages[0]!.id, thumbs: 1},
    },
  ]);

  // Escape first leaves AI mode, keeping the modal open; a second Escape closes it.
  await page.keyboard.press('Escape');
  await expect(searchModal(page).locator('.DocSearch-AskAiScreen-Disclaimer')).toBeHidden();
  await expect(searchModal(page)).toBeVisible();
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(searchModal(page)).toBeHidden();
});

test('a follow-up question sends the conversation so far, its answer is disliked, and the conversation is kept in the history', async ({
  page,
  baseURL,
}) => {
  const traffic = await mockServices(page, baseURL!);
  await askFromSearch(page, FIRST_QUESTION);
  await releaseEvents(page, eventsIn(FIRST_ANSWER));
  await expect(answerOf(exchanges(page).first())).toContainText('See Versioning.');

  await searchInput(page).fill(SECOND_QUESTION);
  await searchInput(page).press('Enter');
  await expect.poll(() => traffic.chats.length).toBe(2);
  await releaseEvents(page, eventsIn(SECOND_ANSWER));
  await expect(exchanges(page)).toHaveCount(2);
  const latest = exchanges(page).first();
  await expect(latest.locator('.DocSearch-AskAiScreen-Query')).toHaveText(SECOND_QUESTION);
  await expect(answerOf(latest)).toHaveText('Set the docs plugin option lastVersion to the version to show at /docs.');
  await expect(exchanges(page).nth(1).locator('.DocSearch-AskAiScreen-Query')).toHaveText(FIRST_QUESTION);

  // The follow-up carries the whole conversation: question, the service's answer (by its id), question.
  const sent = traffic.chats[1]!.body.messages;
  expect(
    sent.map(({role, parts}) => [
      role,
      parts
        .filter((p) => p.type === 'text')
        .map((p) => p.text)
        .join(''),
    ]),
  ).toEqual([
    ['user', FIRST_QUESTION],
    ['assistant', answerText(FIRST_ANSWER)],
    ['user', SECOND_QUESTION],
  ]);
  expect(sent[1]!.id).toBe(FIRST_ANSWER.messageId);

  await button(latest, 'Dislike').click();
  await expect(latest.locator('.DocSearch-AskAiScreen-FeedbackText')).toHaveText('Thanks for your feedback!');
  expect(traffic.feedback.map((f) => f.body)).toEqual([
    {appId: DUMMY_ALGOLIA.ALGOLIA_APP_ID, messageId: sent[2]!.id, thumbs: 0},
  ]);
  // The token was fetched once and reused for every request.
  expect(traffic.tokens).toHaveLength(1);

  // The conversation history lists the conversation under its first question, and reopens it.
  await searchModal(page).locator('.DocSearch-Menu-trigger').click();
  await searchModal(page).locator('.DocSearch-Menu-item').getByText('Conversation history', {exact: true}).click();
  await expect(searchModal(page).locator('.DocSearch-Modal-heading')).toHaveText('My conversation history');
  const saved = searchModal(page).locator('.DocSearch-Conversation-History .DocSearch-Hit');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(FIRST_QUESTION);
  await saved.click();
  await expect(exchanges(page)).toHaveCount(2);

  // It is also on the start screen, and still there after a reload.
  await page.reload();
  await waitForHydration(page);
  await openSearchModal(page);
  const recentConversations = startScreenSection(page, 'Recent conversations');
  await expect(recentConversations.locator('.DocSearch-Hit')).toHaveCount(1);
  await expect(recentConversations).toContainText(FIRST_QUESTION);
});
