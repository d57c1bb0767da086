/** Where a "No" answer leads: a new issue on the site's repository, prefilled with the page it is about. */
export function feedbackIssueUrl({
  repoUrl,
  title,
  pageUrl,
  version,
  locale,
}: {
  readonly repoUrl: string;
  readonly title: string;
  readonly pageUrl: string;
  readonly version: string;
  readonly locale: string;
}): string {
  const body = [
    'This page did not help me.',
    '',
    `- Page: ${pageUrl}`,
    `- Docs version: ${version}`,
    `- Language: ${locale}`,
    '',
    'What I was looking for, and what was missing or wrong:',
    '',
  ].join('\n');
  const params = new URLSearchParams({title: `Docs feedback: ${title} (${version}, ${locale})`, body});
  return `${repoUrl}/issues/new?${params.toString()}`;
}

export type Answer = 'yes' | 'no';

/** The stored answer, if it is one (storage may hold anything, or be unavailable). */
export function parseAnswer(stored: string | null): Answer | null {
  return stored === 'yes' || stored === 'no' ? stored : null;
}
