import {type ReactNode, useEffect, useId, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * A fixed instant: formatted as a date only (times differ in spacing between
 * ICU versions) in an explicit time zone, it reads the same on the server and
 * in any browser.
 */
const FIXED_INSTANT = Date.UTC(2026, 0, 15, 12);

function FixedDate(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {htmlLang} = i18n.localeConfigs[i18n.currentLocale]!;
  const formatted = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC'}).format(FIXED_INSTANT);
  return <time dateTime={new Date(FIXED_INSTANT).toISOString()}>{formatted}</time>;
}

function RenderEnvironment(): ReactNode {
  // False on the server and during hydration, true afterwards: React renders twice, without a mismatch.
  const isBrowser = useIsBrowser();
  return (
    <output data-testid="render-environment">{isBrowser ? 'Rendered in the browser' : 'Rendered on the server'}</output>
  );
}

function LabelledInput(): ReactNode {
  // useId gives the same id on the server and in the browser.
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Fixture input labelled through useId</label> <input id={id} type="text" />
    </>
  );
}

function MountedValue(): ReactNode {
  // Browser-only values go through an effect: the first client render matches the server HTML.
  const [width, setWidth] = useState<number | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the pattern this fixture shows: a browser-only value read after hydration
  useEffect(() => setWidth(window.innerWidth), []);
  return <output data-testid="mounted-width">{width === null ? 'not measured yet' : `${width} px`}</output>;
}

/**
 * Fixture: content whose server HTML and first browser render are the same,
 * so React hydrates it without a mismatch. Browser-only values use the
 * patterns that keep hydration clean: `useIsBrowser`, `<BrowserOnly>`, an
 * effect, `useId` and dates formatted in an explicit time zone.
 */
export default function HydrationFixture(): ReactNode {
  return (
    <Layout title="Hydration fixture" description="Fixture page: the server and the browser render the same markup.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration fixture</Heading>
        <p>
          This page checks that React hydrates the pre-rendered HTML without a mismatch: everything below renders the
          same on the server and in the first browser render, and values that only exist in a browser appear after
          hydration through the safe patterns. A mismatch would be reported in the browser console.
        </p>
        <ul>
          <li>
            Fixed date, formatted in UTC with the locale of the page: <FixedDate />
          </li>
          <li>
            <code>useIsBrowser</code>: <RenderEnvironment />
          </li>
          <li>
            <code>&lt;BrowserOnly&gt;</code>:{' '}
            <BrowserOnly fallback={<output data-testid="browser-only">Waiting for the browser</output>}>
              {() => <output data-testid="browser-only">Browser language: {navigator.language}</output>}
            </BrowserOnly>
          </li>
          <li>
            Effect after mount: window width <MountedValue />
          </li>
          <li>
            <code>useId</code>: <LabelledInput />
          </li>
        </ul>
      </main>
    </Layout>
  );
}
