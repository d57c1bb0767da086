/**
 * Facts about the site and the project, defined once and imported where used
 * (config files, pages, components, plugins). No environment is read here:
 * client code imports this module too.
 */
export const siteUrl = 'https://docusaurus.io';

/** The minor version the announcement bar talks about; its id changes with it. */
export const announcedVersion = '3.9';

/** The latest stable release (its changelog entry and GitHub release). */
export const latestRelease = '3.9.2';

export const githubRepoUrl = 'https://github.com/facebook/docusaurus';

/** A release's page on GitHub. */
export const githubReleaseUrl = (version: string): string => `${githubRepoUrl}/releases/tag/v${version}`;

/** A pull request (or issue: GitHub redirects) of the repository. */
export const pullRequestUrl = (pr: number): string => `${githubRepoUrl}/pull/${pr}`;

/** The website of Docusaurus 1, archived on its own domain. */
export const v1SiteUrl = 'https://v1.docusaurus.io/';

/** The repository's issue that coordinates translations of the site ("Help us translate"). */
export const translationHelpUrl = `${githubRepoUrl}/issues/3526`;

/** The discussion where site owners ask for their site to be added to the showcase. */
export const showcaseSubmissionUrl = `${githubRepoUrl}/discussions/7826`;

/** Where feature requests are discussed and filed (/feature-requests). */
export const featureRequestUrls = {
  ideas: `${githubRepoUrl}/discussions/categories/ideas`,
  issues: `${githubRepoUrl}/issues`,
  newIssue: `${githubRepoUrl}/issues/new/choose`,
} as const;
