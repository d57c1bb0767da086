// Serves the production build with `docusaurus serve` for the checks that
// need HTTP (links, accessibility, benchmarks), and stops it afterwards.
import {spawn} from 'node:child_process';

/**
 * @param {number} port
 * @returns {Promise<{url: string, stop: () => void}>}
 */
export async function serveBuild(port) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['docusaurus', 'serve', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return {url, stop};
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`docusaurus serve did not answer on ${url} within 60 s`);
}
