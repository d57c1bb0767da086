import type {Options} from '../src/plugins/agent-markdown';
import versions from '../versions.json';
import {configTexts} from './texts';

/** llms.txt and the Markdown twins (src/plugins/agent-markdown): the stable version and the words of the locale built. */
export const agentMarkdown: Options = {
  stableVersion: versions[0]!,
  text: configTexts().llms,
};
