import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import storageMigrationPlugin from './index';
import {storageMigrationInlineScript} from './migration';

const siteStorage = {type: 'localStorage', namespace: '-189'} as const;
const plugin = storageMigrationPlugin({siteStorage} as unknown as LoadContext);

describe('storage-migration plugin', () => {
  it('puts the migration for the site storage settings in <head>', async () => {
    const tags = await plugin.injectHtmlTags!({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: storageMigrationInlineScript(siteStorage)}]});
  });

  it('adds nothing to the bundles: the inline script runs on every page before them', () => {
    expect(plugin.getClientModules).toBeUndefined();
  });
});
