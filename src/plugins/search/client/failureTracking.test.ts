import {describe, expect, it, vi} from 'vitest';
import {isUnreachableError, queryOfSearchCall, trackSearchFailures} from './failureTracking';
import {unreachableIndexError} from './searchClient';

describe('isUnreachableError', () => {
  it('recognises the error the Algolia client throws when no host answers', () => {
    const retry = new Error('Unreachable hosts');
    retry.name = 'RetryError';
    expect(isUnreachableError(retry)).toBe(true);
    expect(isUnreachableError(unreachableIndexError(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isUnreachableError(new Error('Bad request'))).toBe(false);
    expect(isUnreachableError('RetryError')).toBe(false);
  });
});

describe('queryOfSearchCall', () => {
  it('reads the query of the first request, in either place DocSearch may put it', () => {
    expect(queryOfSearchCall({requests: [{query: ' versioning '}]})).toBe('versioning');
    expect(queryOfSearchCall({requests: [{params: {query: 'i18n'}}]})).toBe('i18n');
    expect(queryOfSearchCall([{query: 'legacy shape'}])).toBe('legacy shape');
    expect(queryOfSearchCall(undefined)).toBe('');
  });
});

describe('trackSearchFailures', () => {
  const call = {requests: [{query: 'versioning'}]};

  it('reports null after a search that succeeds, and returns its response', async () => {
    const listener = vi.fn();
    const client = trackSearchFailures({search: async (_args: unknown) => ({results: []}), appId: 'x'}, listener);
    await expect(client.search(call as never)).resolves.toEqual({results: []});
    expect(client.appId).toBe('x');
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('reports the query of an unreachable search and still rejects with the same error', async () => {
    const listener = vi.fn();
    const error = unreachableIndexError(new TypeError('Failed to fetch'));
    const client = trackSearchFailures({search: (_args: unknown) => Promise.reject(error)}, listener);
    await expect(client.search(call as never)).rejects.toBe(error);
    expect(listener).toHaveBeenCalledWith('versioning');
  });

  it('does not report other errors', async () => {
    const listener = vi.fn();
    const client = trackSearchFailures(
      {search: (_args: unknown) => Promise.reject(new Error('Invalid API key'))},
      listener,
    );
    await expect(client.search(call as never)).rejects.toThrow('Invalid API key');
    expect(listener).not.toHaveBeenCalled();
  });
});
