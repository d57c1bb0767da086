import {type ReactNode, useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {githubRepoUrl} from '@site/src/data/site';
import {feedbackIssueUrl, parseAnswer, type Answer} from '../../feedbackIssue';
import styles from './styles.module.css';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/** Sent only where analytics are configured: plugin-google-gtag defines window.gtag, nothing else does. */
function sendAnalyticsEvent(answer: Answer): void {
  const gtag = (window as {gtag?: Gtag}).gtag;
  gtag?.('event', 'page_feedback', {answer, page_path: window.location.pathname});
}

/**
 * "Was this page helpful?" at the end of a docs page. The answer is kept per page (browser storage), so the reader
 * is not asked again; "No" offers a prefilled issue. No server: an analytics event only where analytics exist.
 */
export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {i18n, siteConfig} = useDocusaurusContext();
  const headingId = useId();
  // Read from browser storage once the page runs in the browser (the server renders the question); setting it
  // updates every reader of the slot.
  const [stored, slot] = useStorageSlot(`docusaurus.pageFeedback.${metadata.permalink}`);
  // Where storage is unavailable, the answer lasts as long as the page.
  const [given, setGiven] = useState<Answer | null>(null);
  const answer = parseAnswer(stored) ?? given;

  const choose = (value: Answer) => {
    setGiven(value);
    slot.set(value);
    sendAnalyticsEvent(value);
  };

  const issueUrl = feedbackIssueUrl({
    repoUrl: githubRepoUrl,
    title: metadata.title,
    pageUrl: `${siteConfig.url}${metadata.permalink}`,
    version: version.label,
    locale: i18n.currentLocale,
  });

  return (
    <section className={styles.feedback} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.question}>
        <Translate id="pageFeedback.question" description="The question at the end of a docs page">
          Was this page helpful?
        </Translate>
      </h2>
      {answer === null && (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => choose('yes')}>
            <Translate id="pageFeedback.yes" description="The answer button: the page helped">
              Yes
            </Translate>
          </button>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            onClick={() => choose('no')}>
            <Translate id="pageFeedback.no" description="The answer button: the page did not help">
              No
            </Translate>
          </button>
        </div>
      )}
      {/* One status region from the start, so the answer's text is announced when it appears. */}
      <div role="status">
        {answer === 'yes' && (
          <p className={styles.thanks}>
            <Translate id="pageFeedback.thanks" description="Shown after a reader answered that the page helped">
              Thank you for your feedback.
            </Translate>
          </p>
        )}
        {answer === 'no' && (
          <p className={styles.thanks}>
            <Translate
              id="pageFeedback.tellUs"
              description="Shown after a reader answered that the page did not help; {link} opens a prefilled issue"
              values={{
                link: (
                  <Link href={issueUrl}>
                    {translate({
                      id: 'pageFeedback.tellUs.link',
                      message: 'Tell us what was missing',
                      description: 'The link to a prefilled issue about the page',
                    })}
                  </Link>
                ),
              }}>
              {'Thank you. {link}: it opens an issue on GitHub with this page’s address.'}
            </Translate>
          </p>
        )}
      </div>
    </section>
  );
}
