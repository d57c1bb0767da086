import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
// Imported from a page, an SVG file becomes a React component (SVGR).
import FixtureIcon from './_components/fixture-icon.svg';

/** Drawn in JSX: the same shapes as the imported file, painted with `currentColor`. */
function InlineIcon(): ReactNode {
  return (
    <svg
      data-testid="inline-svg"
      role="img"
      aria-label="Inline SVG icon drawn with currentColor"
      width="48"
      height="48"
      viewBox="0 0 48 48">
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="4" />
      <path
        d="M14 25 L21 32 L35 17"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="20" y="4" width="8" height="4" fill="currentColor" />
    </svg>
  );
}

/**
 * Fixture: SVG icons that follow the text colour. One SVG is written inline
 * in JSX, the other is a `.svg` file imported as a React component through
 * SVGR; both paint with `currentColor`, so their strokes and fills take the
 * colour of the surrounding text and change with the colour mode.
 */
export default function SvgFixture(): ReactNode {
  return (
    <Layout title="SVG fixture" description="Fixture page: inline and imported SVGs painted with currentColor.">
      <main className="container margin-vert--lg">
        <Heading as="h1">SVG fixture</Heading>
        <p>
          This page checks SVG icons painted with <code>currentColor</code>: an SVG written inline in JSX and an SVG
          file imported as a React component (through SVGR) take the colour of the text around them, in the light and in
          the dark colour mode, and the imported component accepts props such as a title and a class name.
        </p>
        <Heading as="h2" id="text-colour">
          In body text
        </Heading>
        <p data-testid="svg-in-text">
          <InlineIcon />{' '}
          <FixtureIcon data-testid="imported-svg" role="img" title="Imported SVG icon drawn with currentColor" />
        </p>
        <Heading as="h2" id="primary-colour">
          In primary-coloured text
        </Heading>
        <p className="text--primary" data-testid="svg-in-primary">
          <FixtureIcon
            data-testid="imported-svg-primary"
            role="img"
            title="Imported SVG icon in the primary colour"
            className="fixture-imported-icon"
          />
        </p>
      </main>
    </Layout>
  );
}
