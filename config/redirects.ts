import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {siteUrl} from '../src/data/site';

type Redirect = NonNullable<ClientRedirectsOptions['redirects']>[number];

/** Pages that moved from the docs to the community section. */
const communityPages = ['support', 'team', 'resources'] as const;

const communityRedirects: Redirect[] = communityPages.map((page) => ({
  from: [`/docs/${page}`, `/docs/next/${page}`],
  to: `/community/${page}`,
}));

/** Docs pages that moved or were renamed. */
const docsRedirects: Redirect[] = [
  // The introduction is served at /docs itself.
  {from: '/docs/introduction', to: '/docs'},
  // The scaffolding CLI was called docusaurus-init before it became create-docusaurus.
  {from: '/docs/api/misc/docusaurus-init', to: '/docs/api/misc/create-docusaurus'},
];

/** Fixtures that prove redirects keep query strings and hashes, locally and to another origin. */
const testRedirects: Redirect[] = [
  {from: '/home', to: '/'},
  {from: '/home/qs', to: '/?a=1'},
  {from: '/home/anchor', to: '/#anchor'},
  {from: '/home/absolute', to: `${siteUrl}/`},
  {from: '/home/absolute/qs', to: `${siteUrl}/?a=1`},
  {from: '/home/absolute/anchor', to: `${siteUrl}/#anchor`},
];

export const clientRedirects: ClientRedirectsOptions = {
  fromExtensions: ['html'],
  redirects: [...communityRedirects, ...docsRedirects, ...testRedirects],
};
