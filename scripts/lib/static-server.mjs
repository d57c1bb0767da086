// A static file server for a production build, compressing with gzip as any
// host does (`docusaurus serve` does not compress), for the benchmarks that
// load pages in a browser. Pages resolve like on a static host: the file
// itself, `path.html`, `path/index.html`, else 404.html with status 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md', '.svg']);

/** The file a URL path maps to in `dir`, or undefined. */
function resolveFile(dir, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(dir, clean);
  const candidates = urlPath.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * @param {string} dir the build folder
 * @param {number} port
 * @returns {Promise<{url: string, stop: () => Promise<void>}>}
 */
export function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file = resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      file = [path.join(root, '404.html')].find((f) => fs.existsSync(f));
      status = 404;
      if (!file) {
        res.writeHead(404).end('Not found');
        return;
      }
    }
    const ext = path.extname(file).toLowerCase();
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, {level: 9}));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done()))}),
    );
  });
}
