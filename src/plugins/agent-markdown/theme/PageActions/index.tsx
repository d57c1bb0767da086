import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from '../../twinPath';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

function CopyLabel({state}: {state: CopyState}): ReactNode {
  if (state === 'copied') {
    return (
      <Translate id="agentMarkdown.copyPage.copied" description="Copy page button label once the Markdown is copied">
        Copied
      </Translate>
    );
  }
  if (state === 'failed') {
    return (
      <Translate id="agentMarkdown.copyPage.failed" description="Copy page button label when copying failed">
        Copy failed
      </Translate>
    );
  }
  return (
    <Translate id="agentMarkdown.copyPage" description="Button that copies the page as Markdown">
      Copy page
    </Translate>
  );
}

/** "Copy page" (the Markdown twin, to the clipboard) and "View as Markdown". */
export default function PageActions(): ReactNode {
  const twin = markdownTwinPath(useLocation().pathname);
  const [state, setState] = useState<CopyState>('idle');

  async function copy(): Promise<void> {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`${twin}: HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  }

  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
        <span aria-live="polite">
          <CopyLabel state={state} />
        </span>
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a static file, not a route: Link would open it through the router (not found) */}
      <a className={styles.link} href={twin} type="text/markdown">
        <Translate id="agentMarkdown.viewMarkdown" description="Link to the page's Markdown version">
          View as Markdown
        </Translate>
      </a>
    </div>
  );
}
