import type {ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * Fixture: the theme's desktop navbar dropdown (`DropdownNavbarItem`, the
 * component behind `type: 'dropdown'` navbar items), rendered in the page so
 * its items are under the fixture's control. Hovering opens it, Enter or
 * Space toggles it from the keyboard, and a click or a focus change outside
 * closes it.
 */
export default function NavbarDropdownFixture(): ReactNode {
  return (
    <Layout title="Navbar dropdown fixture" description="Fixture page: how the navbar dropdown opens and closes.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Navbar dropdown fixture</Heading>
        <p>
          This page checks the theme&apos;s navbar dropdown, the component behind{' '}
          <code>type: &apos;dropdown&apos;</code> navbar items, rendered here with items of its own: hovering the label
          opens the menu, pressing Enter (or Space) on the focused label toggles it, and a click or a keyboard focus
          outside the dropdown closes it. The version and language dropdowns of the site&apos;s navbar are the same
          component.
        </p>
        <div className="navbar__items margin-vert--md" data-testid="fixture-dropdown-bar">
          <DropdownNavbarItem
            mobile={false}
            label="Fixture menu"
            items={[
              {label: 'Linking fixtures', to: '/tests/pages/linking'},
              {label: 'Tabs fixtures', to: '/tests/pages/tabs-tests'},
              {label: 'Docusaurus on GitHub', href: 'https://github.com/facebook/docusaurus'},
            ]}
          />
        </div>
        <div style={{marginTop: '10rem'}}>
          <p>Outside the dropdown: click this paragraph, or move the keyboard focus to the button below.</p>
          <button type="button" className="button button--secondary">
            A button outside the dropdown
          </button>
        </div>
      </main>
    </Layout>
  );
}
