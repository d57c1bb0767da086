// Writes the shared fixture site once for the whole step and removes it afterwards.
import fs from 'node:fs/promises';
import type {TestProject} from 'vitest/node';
import {createFixtureSite} from './fixtureSite';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureSiteDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const siteDir = await createFixtureSite();
  project.provide('fixtureSiteDir', siteDir);
  return () => fs.rm(siteDir, {recursive: true, force: true});
}
