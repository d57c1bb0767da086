import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownTwinPath} from '../../twinPath';
import {assistantPrompt, assistantUrl, type Assistant} from '../../assistantLinks';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** A button that copies what `read` gives to the clipboard, and says whether it worked. */
function CopyButton({label, read}: {label: ReactNode; read: () => Promise<string>}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(await read());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  }
  return (
    <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
      <span aria-live="polite">
        {state === 'copied' && (
          <Translate id="agentMarkdown.copyPage.copied" description="A copy button's label once the text is copied">
            Copied
          </Translate>
        )}
        {state === 'failed' && (
          <Translate id="agentMarkdown.copyPage.failed" description="A copy button's label when copying failed">
            Copy failed
          </Translate>
        )}
        {state === 'idle' && label}
      </span>
    </button>
  );
}

/**
 * The page's Markdown twin, for people and for assistants: "Copy page" (its Markdown), "Copy Markdown link" (its
 * address), "View as Markdown", and "Open in ChatGPT" / "Open in Claude" (a new chat asked to read the twin; plain
 * links, nothing is sent before the reader clicks).
 */
export default function PageActions(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twin = markdownTwinPath(useLocation().pathname);
  const twinUrl = `${siteConfig.url}${twin}`;
  const prompt = assistantPrompt(
    translate({
      id: 'agentMarkdown.assistantPrompt',
      message: 'Read {url} so that you can answer my questions about it.',
      description:
        'The request an assistant gets from "Open in ChatGPT/Claude"; {url} is the Markdown version of the page',
    }),
    twinUrl,
  );
  const assistants: [Assistant, string][] = [
    [
      'chatgpt',
      translate({
        id: 'agentMarkdown.openInChatGpt',
        message: 'Open in ChatGPT',
        description: 'Link that opens ChatGPT on the page',
      }),
    ],
    [
      'claude',
      translate({
        id: 'agentMarkdown.openInClaude',
        message: 'Open in Claude',
        description: 'Link that opens Claude on the page',
      }),
    ],
  ];

  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <CopyButton
        label={
          <Translate id="agentMarkdown.copyPage" description="Button that copies the page as Markdown">
            Copy page
          </Translate>
        }
        read={async () => {
          const response = await fetch(twin);
          if (!response.ok) throw new Error(`${twin}: HTTP ${response.status}`);
          return response.text();
        }}
      />
      <CopyButton
        label={
          <Translate
            id="agentMarkdown.copyMarkdownLink"
            description="Button that copies the address of the page's Markdown version">
            Copy Markdown link
          </Translate>
        }
        read={async () => twinUrl}
      />
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a static file, not a route: Link would open it through the router (not found) */}
      <a className={styles.link} href={twin} type="text/markdown">
        <Translate id="agentMarkdown.viewMarkdown" description="Link to the page's Markdown version">
          View as Markdown
        </Translate>
      </a>
      {assistants.map(([assistant, label]) => (
        // eslint-disable-next-line @docusaurus/no-html-links -- another site, opened in a new tab only on a click
        <a
          key={assistant}
          className={styles.link}
          href={assistantUrl(assistant, prompt)}
          target="_blank"
          rel="noopener noreferrer">
          {label}
          <span className={styles.visuallyHidden}>
            {' '}
            {translate({
              id: 'theme.IconExternalLink.ariaLabel',
              message: '(opens in new tab)',
              description: 'The ARIA label for the external link icon',
            })}
          </span>
        </a>
      ))}
    </div>
  );
}
