import {useMemo, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import {favoriteSites, sites} from '@site/src/data/showcase';
import {filterSites, isFilterActive} from './_components/showcaseQuery';
import ShowcaseHeader from './_components/ShowcaseHeader';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseSection from './_components/ShowcaseSection';
import {useShowcaseQuery} from './_components/useShowcaseQuery';
import {useShowcaseTags} from './_components/useShowcaseTags';

/** The filters, then either the favourites and every site, or the sites that pass the filters. */
function ShowcaseContent(): ReactNode {
  const [query, setQuery] = useShowcaseQuery();
  const tags = useShowcaseTags();
  const filtered = useMemo(() => filterSites(sites, query), [query]);
  return (
    <>
      <ShowcaseFilters query={query} setQuery={setQuery} tags={tags} count={filtered.length} />
      {isFilterActive(query) ? (
        <ShowcaseSection
          id="showcase-results"
          title={
            <Translate
              id="showcase.results.title"
              description="Showcase page: heading of the list of sites passing the filters">
              Matching sites
            </Translate>
          }
          sites={filtered}
          tags={tags}
          empty={
            <p>
              <Translate id="showcase.results.empty" description="Showcase page: shown when no site passes the filters">
                No site matches these filters. Try fewer tags, the “Any tag” option or another name.
              </Translate>
            </p>
          }
        />
      ) : (
        <>
          <ShowcaseSection
            id="showcase-favorites"
            title={
              <Translate id="showcase.favorites.title" description="Showcase page: heading of the favourite sites">
                Our favorites
              </Translate>
            }
            sites={favoriteSites}
            tags={tags}
          />
          <ShowcaseSection
            id="showcase-all"
            title={
              <Translate id="showcase.all.title" description="Showcase page: heading of the list of every site">
                All sites
              </Translate>
            }
            sites={sites}
            tags={tags}
          />
        </>
      )}
    </>
  );
}

export default function Showcase(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'showcase.head.title',
        message: 'Docusaurus Site Showcase',
        description: 'Showcase page: title of the page in the browser tab and search results',
      })}
      description={translate({
        id: 'showcase.head.description',
        message: 'Websites built with Docusaurus, to filter by tag or search by name.',
        description: 'Showcase page: meta description for search engines and link previews',
      })}>
      <main className="container margin-bottom--lg">
        <ShowcaseHeader />
        <ShowcaseContent />
      </main>
    </Layout>
  );
}
