import {describe, expect, it} from 'vitest';
import {pageFileCandidates} from './pageFiles.js';

describe('pageFileCandidates', () => {
  it('maps a route to the file `trailingSlash: false` writes, then the index form', () => {
    expect(pageFileCandidates('/community/support')).toEqual([
      '/community/support.html',
      '/community/support/index.html',
    ]);
    expect(pageFileCandidates('/ja/docs/installation')).toEqual([
      '/ja/docs/installation.html',
      '/ja/docs/installation/index.html',
    ]);
  });

  it('keeps dots of version routes as part of the name', () => {
    expect(pageFileCandidates('/changelog/3.9.2')).toEqual(['/changelog/3.9.2.html', '/changelog/3.9.2/index.html']);
  });

  it('leaves to plugin-pwa what its own lookup finds (`/`, `/ja/`, `.html` paths)', () => {
    expect(pageFileCandidates('/')).toEqual([]);
    expect(pageFileCandidates('/ja/')).toEqual([]);
    expect(pageFileCandidates('/docs/installation.html')).toEqual([]);
  });
});
