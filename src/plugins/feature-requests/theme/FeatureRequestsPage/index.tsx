import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {featureRequestUrls} from '@site/src/data/site';

/** How to propose a feature and support other proposals. */
export default function FeatureRequestsPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'featureRequests.title', message: 'Feature requests'})}
      description={translate({
        id: 'featureRequests.description',
        message: 'How to propose a new feature for Docusaurus and support the proposals of others.',
      })}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2 markdown">
            <Heading as="h1">
              <Translate id="featureRequests.heading">Feature requests</Translate>
            </Heading>
            <p>
              <Translate id="featureRequests.intro">
                Ideas for Docusaurus are discussed in the open, on GitHub. Whether you want to propose a feature, find
                out if someone already did, or show that you need it too, this page explains where to go.
              </Translate>
            </p>

            <Heading as="h2" id="search-first">
              <Translate id="featureRequests.search.title">1. Search for an existing proposal</Translate>
            </Heading>
            <p>
              <Translate
                id="featureRequests.search.text"
                values={{
                  // eslint-disable-next-line @docusaurus/no-untranslated-text -- the name of the GitHub Discussions category, English on GitHub
                  ideas: <Link href={featureRequestUrls.ideas}>Ideas</Link>,
                  issues: (
                    <Link href={featureRequestUrls.issues}>
                      <Translate id="featureRequests.search.issuesLink">issues</Translate>
                    </Link>
                  ),
                }}>
                {
                  'Most requests have been made before. Search the {ideas} category of the GitHub discussions and the open {issues} with a few keywords before writing a new one.'
                }
              </Translate>
            </p>

            <Heading as="h2" id="vote">
              <Translate id="featureRequests.vote.title">2. Vote for the proposals you need</Translate>
            </Heading>
            <p>
              <Translate id="featureRequests.vote.text">
                Add a thumbs-up reaction to the first post of a discussion or issue: maintainers sort requests by
                reactions, so a vote counts more than a "+1" comment. Comment only when you bring something new, such as
                a use case the proposal does not cover yet.
              </Translate>
            </p>

            <Heading as="h2" id="propose">
              <Translate id="featureRequests.propose.title">3. Propose something new</Translate>
            </Heading>
            <p>
              <Translate
                id="featureRequests.propose.text"
                values={{
                  link: (
                    <Link href={featureRequestUrls.newIssue}>
                      <Translate id="featureRequests.propose.newIssueLink">new issue</Translate>
                    </Link>
                  ),
                }}>
                {
                  'Open a discussion in the Ideas category, or a {link} with the feature request template. Describe the problem before the solution: what you are trying to do, why the current features do not allow it, and how you work around it today.'
                }
              </Translate>
            </p>

            <Heading as="h2" id="contribute">
              <Translate id="featureRequests.contribute.title">4. Help build it</Translate>
            </Heading>
            <p>
              <Translate
                id="featureRequests.contribute.text"
                values={{
                  link: (
                    <Link to="/community/contributing">
                      <Translate id="featureRequests.contribute.guideLink">contributing guide</Translate>
                    </Link>
                  ),
                }}>
                {
                  'Many features start as a plugin or a swizzled component on someone’s site. If you would like to implement a proposal in Docusaurus itself, say so in the discussion first, then read the {link}.'
                }
              </Translate>
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}
