/** The no-results screen's "Let us know." link (DocSearch's `getMissingResultsUrl`). */

/**
 * A new issue on `repoUrl` about a query that found nothing: the query and the locale in the title, and where the
 * search was made in the body, so that a maintainer can reproduce it.
 */
export function missingResultsIssueUrl({
  repoUrl,
  query,
  locale,
  pageUrl,
}: {
  readonly repoUrl: string;
  readonly query: string;
  readonly locale: string;
  readonly pageUrl: string;
}): string {
  const title = `Search: no results for "${query.trim()}" (${locale})`;
  const body = [
    `The site's search found nothing for this query, and I believe it should have.`,
    '',
    `- Query: \`${query.trim().replaceAll('`', "'")}\``,
    `- Locale: ${locale}`,
    `- Searched from: ${pageUrl}`,
    '',
    'What I was looking for:',
    '',
  ].join('\n');
  const params = new URLSearchParams({title, body});
  return `${repoUrl}/issues/new?${params.toString()}`;
}
