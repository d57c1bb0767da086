/**
 * Facts about the site that several config files need. One place to change
 * when a new version is announced.
 */
export const siteUrl = 'https://docusaurus.io';

/** The base URL can be overridden to deploy under a sub-path (e.g. `BASE_URL=/preview/`). */
export const baseUrl = process.env.BASE_URL ?? '/';

/** The minor version the announcement bar talks about; its id changes with it. */
export const announcedVersion = '3.9';

/** The latest stable release (its changelog entry and GitHub release). */
export const latestRelease = '3.9.2';

export const githubRepoUrl = 'https://github.com/facebook/docusaurus';

export const siteDescription =
  'Docusaurus builds fast, accessible documentation websites from Markdown and React, with versioning, translations and search built in.';

export const isDeployPreview = process.env.NETLIFY === 'true' && process.env.CONTEXT === 'deploy-preview';
