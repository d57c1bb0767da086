import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** A poster drawn inline, so the video element fetches nothing until it is played. */
const inlinePoster =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
      '<rect width="640" height="360" fill="#2e8555"/>' +
      '<path d="M280 130 L380 180 L280 230 Z" fill="#ffffff"/>' +
      '</svg>',
  );

/**
 * Fixture: embedded content that must not slow the page down. The iframe sits
 * far below the fold with `loading="lazy"`, so the browser only requests its
 * document when the reader scrolls near it; the video has an inline poster
 * and `preload="none"`, so it requests nothing at all until it is played.
 */
export default function EmbedsFixture(): ReactNode {
  // A local file of the site: the embed never depends on another host.
  const embeddedDocument = useBaseUrl('/img/docusaurus-social-card.jpg');
  return (
    <Layout title="Embeds fixture" description="Fixture page: a lazy iframe and a video that preloads nothing.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Embeds fixture</Heading>
        <p>
          This page checks that embeds cost nothing until they are needed: the iframe at the bottom of the page is
          lazy-loaded (the browser requests its document only when it comes near the viewport), and the video below has
          an inline poster and <code>preload=&quot;none&quot;</code>, so it makes no request before it is played.
        </p>

        <Heading as="h2" id="video">
          Video that preloads nothing
        </Heading>
        <video
          data-testid="fixture-video"
          controls
          muted
          playsInline
          preload="none"
          width={640}
          height={360}
          poster={inlinePoster}
          aria-label="Fixture video without a source: only its inline poster is shown">
          Your browser does not support the video element.
        </video>

        <Heading as="h2" id="far-below">
          Far below the fold
        </Heading>
        <p>The space below pushes the iframe several screens down, out of the browser&apos;s lazy-loading distance.</p>
        <div data-testid="embeds-spacer" style={{height: '12000px'}} aria-hidden="true" />

        <Heading as="h2" id="lazy-iframe">
          Lazy iframe
        </Heading>
        <iframe
          data-testid="fixture-iframe"
          src={embeddedDocument}
          loading="lazy"
          title="The Docusaurus social card, embedded lazily"
          width={600}
          height={315}
          style={{border: 0, maxWidth: '100%'}}
        />
      </main>
    </Layout>
  );
}
