import {type ReactNode, useEffect, useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import archivedVersions from '@site/versionsArchived.json';
import {githubRepoUrl, v1SiteUrl} from '@site/src/data/site';
import {PAGE_LIST_FILE} from '../../pageListFile';
import {
  archivedVersionOf,
  brokenLinkIssueUrl,
  legacyV1Url,
  suggestPages,
  type PageEntry,
  type PageList,
} from '../../suggest';

/** Sections whose pages are suggested first for an address inside them: each docs version, the blog… */
function useSections(): string[] {
  const baseUrl = useBaseUrl('/');
  const versions = Object.values(useAllDocsData()).flatMap((docs) => docs.versions.map((v) => `${v.path}/`));
  return [...versions, ...['blog/', 'changelog/', 'community/'].map((section) => `${baseUrl}${section}`)];
}

/** The pages nearest to the address, once the locale's page list has arrived (nothing while it has not, or if it fails). */
function useSuggestions(pathname: string, sections: readonly string[]): PageEntry[] {
  const listUrl = useBaseUrl(`/${PAGE_LIST_FILE}`);
  const [pages, setPages] = useState<PageEntry[]>([]);
  const sectionsKey = sections.join(' ');
  useEffect(() => {
    let current = true;
    fetch(listUrl)
      .then((response) => (response.ok ? (response.json() as Promise<PageList>) : {pages: []}))
      .then((list) => {
        if (current) setPages(suggestPages(pathname, list.pages, sectionsKey.split(' ')));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [listUrl, pathname, sectionsKey]);
  return pages;
}

/**
 * Below the not-found message: where the asked page may be. Rendered in the browser only (the address is known
 * there; a static host answers every missing address with the same 404.html).
 */
export default function NotFoundHelp(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig, i18n} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const headingId = useId();
  const sections = useSections();
  const suggestions = useSuggestions(pathname, sections);
  const archived = archivedVersionOf(pathname, `${baseUrl}docs/`, archivedVersions);
  const v1Url = legacyV1Url(pathname, siteConfig.baseUrl, v1SiteUrl);
  const reportUrl = brokenLinkIssueUrl({
    repoUrl: githubRepoUrl,
    pageUrl: `${siteConfig.url}${pathname}`,
    referrer: document.referrer,
    locale: i18n.currentLocale,
  });

  return (
    <aside
      className="container margin-bottom--xl"
      // Closer to the message above, whose <main> ends with a wide margin (Infima's margin-vert--xl).
      style={{marginTop: '-3rem'}}
      aria-label={translate({
        id: 'notFound.help.label',
        message: 'Finding the page',
        description: 'The name of the not-found page’s help (suggested pages, archives, report)',
      })}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          {archived && (
            <p>
              <Translate
                id="notFound.help.archived"
                description="On the not-found page, for an address of a docs version no longer hosted on the site"
                values={{
                  version: archived.version,
                  link: <Link href={archived.url}>{new URL(archived.url).host}</Link>,
                }}>
                {
                  'The documentation of Docusaurus {version} is no longer hosted on this site. It is archived on {link}.'
                }
              </Translate>
            </p>
          )}
          {v1Url && (
            <p>
              <Translate
                id="notFound.help.v1"
                description="On the not-found page, for an address of the Docusaurus 1 website"
                values={{link: <Link href={v1Url}>{new URL(v1SiteUrl).host}</Link>}}>
                {'This looks like an address of the Docusaurus 1 website, which is kept at {link}.'}
              </Translate>
            </p>
          )}
          {suggestions.length > 0 && (
            <section aria-labelledby={headingId}>
              <h2 id={headingId}>
                <Translate
                  id="notFound.help.suggestions"
                  description="The heading of the pages suggested on the not-found page">
                  Perhaps you were looking for
                </Translate>
              </h2>
              <ul>
                {suggestions.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.title}</Link> <small>{page.path}</small>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p>
            <Link href={reportUrl}>
              <Translate
                id="notFound.help.report"
                description="The link that opens a prefilled issue about a broken link">
                Report this broken link
              </Translate>
            </Link>{' '}
            <Translate id="notFound.help.report.note" description="After the broken-link report link">
              (a new GitHub issue with this address and the page that linked here)
            </Translate>
          </p>
        </div>
      </div>
    </aside>
  );
}
