import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSwizzles, formatReport} from './check';

/**
 * Stops the build when an override of the framework no longer matches the
 * installed Docusaurus: an ejected file whose upstream changed, a wrapper
 * whose upstream details changed, an override without a record, a name no
 * longer exported by theme-common's internal module. The same check as
 * `npm run check:swizzles`, run when the site is loaded, so that
 * `npm run build` after an upgrade fails with the message that says what to
 * do, not only `npm test`. Records: ./manifest.ts and ./upstream.json.
 */
export default function swizzleGuardPlugin(context: LoadContext): Plugin<void> {
  const {ok, lines} = formatReport(checkSwizzles(context.siteDir));
  if (!ok) {
    throw new Error(
      `[swizzle-guard] the site's overrides of theme components no longer match the installed Docusaurus:\n${lines
        .filter((line) => !line.includes('✓'))
        .join('\n')}`,
    );
  }
  return {name: 'swizzle-guard'};
}
