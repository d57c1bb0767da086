import type {ReactNode} from 'react';
import IdealImage from '@theme/IdealImage';
import type {ImageProps as LegacyImageProps} from '@theme/IdealImageLegacy';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
// A static import, so the ideal-image loader turns the PNG into responsive sizes and a placeholder.
import fixtureImage from './_assets/ideal-image-fixture.png';

/**
 * Props that @theme/IdealImage passes through to the underlying
 * react-ideal-image component but does not declare in its own type.
 */
const clickToLoad: Pick<LegacyImageProps, 'shouldAutoDownload' | 'threshold'> = {
  // Never download by itself: the reader clicks the placeholder.
  shouldAutoDownload: () => false,
  // After a click, a download slower than this shows the "Loading..." message.
  threshold: 300,
};

/**
 * Fixture: the ideal-image plugin. One image downloads by itself when it
 * enters the viewport; the other waits for a click. Their placeholders show
 * the plugin's messages: click to load (with the size), loading, offline,
 * not found and other errors (click to reload).
 */
export default function IdealImageFixture(): ReactNode {
  return (
    <Layout
      title="Ideal image fixture"
      description="Fixture page: responsive images with placeholders and load states.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Ideal image fixture</Heading>
        <p>
          This page checks the ideal-image plugin: a PNG is turned into responsive sizes with a blurred placeholder, and
          the placeholder shows a message for each state of the download. The first image downloads as soon as it enters
          the viewport; the second waits for a click and shows its size. When the download is slow the placeholder says
          it is loading, when the browser is offline it says the image was not loaded, a missing file shows a not-found
          message and any other failure offers to reload.
        </p>

        <Heading as="h2" id="automatic">
          Downloaded automatically
        </Heading>
        <div style={{maxWidth: 600}}>
          <IdealImage
            img={fixtureImage}
            className="fixture-ideal-image-auto"
            alt="Fixture image downloaded automatically: green bands, a tick and bars"
          />
        </div>

        <Heading as="h2" id="click-to-load">
          Downloaded on click
        </Heading>
        <div style={{maxWidth: 600}}>
          <IdealImage
            img={fixtureImage}
            className="fixture-ideal-image-click"
            alt="Fixture image downloaded on click: green bands, a tick and bars"
            {...clickToLoad}
          />
        </div>
      </main>
    </Layout>
  );
}
