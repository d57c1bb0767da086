import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkLinks} from './link-check.mjs';

// A server like a loaded machine's: one page sends its headers, then its body only after the client's timeout.
let server: http.Server;
let origin = '';
const pages: Record<string, string> = {
  '/': '<a href="/ok">ok</a> <a href="/ok#there">anchor</a> <a href="/missing">missing</a> <a href="/slow">slow</a>',
  '/ok': '<h2 id="there">There</h2> <a href="#there">here</a> <a href="#nowhere">nowhere</a>',
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/slow') {
      response.writeHead(200, {'content-type': 'text/html'});
      response.write('<p>');
      setTimeout(() => response.end('late</p>'), 1_500).unref();
      return;
    }
    const page = pages[path];
    response.writeHead(page ? 200 : 404, {'content-type': 'text/html'});
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('checkLinks', () => {
  it('reports broken links, and links that kept timing out as unchecked, without crashing', async () => {
    const result = await checkLinks({
      startUrls: [`${origin}/`],
      isInternal: (url) => url.startsWith(origin),
      timeoutMs: 300,
      retries: 1,
    });
    expect(result.broken.map((link) => link.url).sort()).toEqual([`${origin}/missing`, `${origin}/ok#nowhere`]);
    expect(result.unchecked.map((link) => link.url)).toEqual([`${origin}/slow`]);
    expect(result.checked).toBeGreaterThanOrEqual(4);
  });
});
