import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import moduleA from './_components/styleIsolationA.module.css';
import moduleB from './_components/styleIsolationB.module.css';

/**
 * Fixture: CSS modules keep their styles to themselves. Two modules declare
 * the same local class name with different styles; each element gets the
 * styles of the module it uses, and an element with the plain, unhashed
 * class name gets neither.
 */
export default function StyleIsolationFixture(): ReactNode {
  return (
    <Layout title="Style isolation fixture" description="Fixture page: CSS module class names do not leak.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Style isolation fixture</Heading>
        <p>
          This page checks that CSS module styles do not leak: two CSS modules both declare a <code>.sample</code> class
          with different borders and colours. The build gives each one a unique class name, so each box below gets only
          the styles of its own module, and the last box, which uses the plain class name <code>sample</code>, gets no
          border at all.
        </p>
        <div className={`${moduleA.sample} margin-bottom--md`} data-testid="module-a-box">
          Styled by module A: solid green border.
        </div>
        <div className={`${moduleB.sample} margin-bottom--md`} data-testid="module-b-box">
          Styled by module B: dashed red border.
        </div>
        <div className="sample margin-bottom--md" data-testid="plain-class-box">
          Plain <code>sample</code> class: no module styles reach it.
        </div>
      </main>
    </Layout>
  );
}
