// Scratch: run queries against the built Pagefind index with given ranking options; prints top results.
import {chromium} from '@playwright/test';
const [, , port = '3210', rankingJson = 'null', ...queries] = process.argv;
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await b.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
for (const q of queries) {
  const ja = /[\u3040-\u30ff\u4e00-\u9fff]/.test(q);
  const out = await page.evaluate(async ({q, ja, rankingJson}) => {
    const key = ja ? 'ja' : 'en';
    window.__pf ??= {};
    if (!window.__pf[key]) {
      const pf = await import(ja ? '/ja/pagefind/pagefind.js' : '/pagefind/pagefind.js');
      const ranking = JSON.parse(rankingJson);
      await pf.options({baseUrl: '/', excerptLength: 24, noWorker: true, ...(ranking ? {ranking} : {})});
      await pf.init();
      window.__pf[key] = pf;
    }
    const r = await window.__pf[key].search(q);
    const top = await Promise.all(r.results.slice(0, 6).map(async (x) => { const d = await x.data(); return `${x.score.toFixed(2)} ${d.url} | ${d.meta.title} | ${(d.excerpt.match(/<mark>[^<]*<\/mark>/g) ?? []).slice(0, 3).join(',')}`; }));
    return {n: r.results.length, top};
  }, {q, ja, rankingJson});
  console.log(`## ${q} (${out.n})\n  ${out.top.join('\n  ')}`);
}
await b.close();
