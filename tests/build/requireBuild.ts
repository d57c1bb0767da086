// Vitest global set-up of tests/build: one clear message instead of a failure per test when there is no build.
import {missingBuildMessage} from './lib/builtFiles';

export function setup(): void {
  const message = missingBuildMessage();
  if (message) throw new Error(message);
}
