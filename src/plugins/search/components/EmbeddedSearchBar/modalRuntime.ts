// What the open modal runs: the Pagefind client with its ranking, and failure tracking. Loaded with the modal
// (./modalParts.tsx, importModal), so pages carry none of it until the reader reaches for search.
export {createEmbeddedSearchClient} from '../../client/searchClient';
export {trackSearchFailures} from '../../client/failureTracking';
