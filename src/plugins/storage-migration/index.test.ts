import {existsSync} from 'node:fs';
import path from 'node:path';
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

  it('adds its own client module from this folder, and no other', () => {
    const modules = plugin.getClientModules!();
    expect(modules).toEqual([path.join(__dirname, 'clientModule.ts')]);
    expect(existsSync(modules[0]!)).toBe(true);
  });
});
