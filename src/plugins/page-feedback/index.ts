import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * "Was this page helpful?" at the end of each docs and community page
 * (./components/PageFeedback, through a DocItem/Footer wrapper): Yes or No,
 * remembered per page in the browser; No offers a prefilled issue on the
 * site's repository; an analytics event only where analytics are configured.
 */
export default function pageFeedbackPlugin(): Plugin<void> {
  return {
    name: 'page-feedback',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
