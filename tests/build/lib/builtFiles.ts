import fs from 'node:fs';
import path from 'node:path';

/** The production build the tests in tests/build read (`npx docusaurus build`). */
export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Why tests/build cannot run, or undefined when the build is there. */
export function missingBuildMessage(buildDir: string = BUILD_DIR): string | undefined {
  if (fs.existsSync(path.join(buildDir, 'index.html'))) return undefined;
  return `No production build in ${buildDir}: tests/build check the built site. Run \`npx docusaurus build\` first (both locales), then \`npm run test:build\`.`;
}

/** A file of the build, by its path below build/. */
export function readBuilt(relativePath: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, relativePath), 'utf8');
}

/** Every file below `dir` whose name ends with `ext`. */
export function listBuilt(dir: string, ext: string): string[] {
  return fs.readdirSync(path.join(BUILD_DIR, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(ext))
    .map((name) => path.join(dir, name));
}
