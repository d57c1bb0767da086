import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * Fixture: the theme layout rendered without children. The page has no
 * content of its own on purpose (so the usual first paragraph lives in the
 * description below): the layout must still render the navbar, an empty main
 * wrapper and the footer, without crashing on the missing children.
 */
export default function LayoutNoChildrenFixture(): ReactNode {
  return (
    <Layout
      title="Layout without children fixture"
      description="This page checks that the theme layout renders the navbar and the footer when it is given no children."
    />
  );
}
