import {type ReactNode, useEffect, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const layers = [
  {variable: '--ifm-z-index-dropdown', use: 'Dropdown menus (navbar and content)'},
  {variable: '--ifm-z-index-fixed', use: 'The sticky navbar'},
  {variable: '--ifm-z-index-overlay', use: 'Modals and overlays'},
] as const;

/** The layer values of the stylesheet actually loaded, read once the page runs in a browser. */
function LayerTable(): ReactNode {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loaded stylesheet's values exist only in the browser, after hydration
    setValues(Object.fromEntries(layers.map(({variable}) => [variable, style.getPropertyValue(variable).trim()])));
  }, []);
  return (
    <table>
      <thead>
        <tr>
          <th>Variable</th>
          <th>Used by</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {layers.map(({variable, use}) => (
          <tr key={variable}>
            <td>
              <code>{variable}</code>
            </td>
            <td>{use}</td>
            <td data-testid={`layer-value${variable}`}>{values[variable] ?? '…'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A modal on the overlay layer: its backdrop must cover the announcement bar and the sticky navbar. */
function FixtureModal({onClose}: {onClose: () => void}): ReactNode {
  const closeButton = useRef<HTMLButtonElement>(null);
  // A dialog takes the focus when it opens (WAI-ARIA dialog pattern).
  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div
      data-testid="fixture-modal-backdrop"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 'var(--ifm-z-index-overlay)',
        backgroundColor: 'rgb(0 0 0 / 60%)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="fixture-modal-title"
        className="card shadow--md"
        style={{maxWidth: 420, padding: '1.5rem'}}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- its id labels the dialog: Heading would add a hash link to it, and to the dialog's name */}
        <h2 id="fixture-modal-title">Fixture modal</h2>
        <p>This dialog sits on the overlay layer, above the navbar and the announcement bar.</p>
        <button type="button" className="button button--primary" onClick={onClose} ref={closeButton}>
          Close the modal
        </button>
      </div>
    </div>
  );
}

/**
 * Fixture: the stacking order of the theme's layers. Dropdown menus render
 * above the page content, the sticky navbar above content and dropdowns
 * of the content, the announcement bar is not positioned (it never covers
 * the navbar), and a modal on the overlay layer covers everything.
 */
export default function ZIndexFixture(): ReactNode {
  const [contentMenuOpen, setContentMenuOpen] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <Layout
      title="Z-index fixture"
      description="Fixture page: stacking order of navbar, dropdowns, modal and announcement bar.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Z-index fixture</Heading>
        <p>
          This page checks the stacking order of the theme&apos;s layers: the dropdown layer is below the sticky navbar,
          which is below the overlay layer. A dropdown menu opened in the content covers the positioned card under it,
          the navbar&apos;s own dropdown menus cover the page, the announcement bar above the navbar is not positioned
          so it can never cover the navbar, and the modal opened below covers both the navbar and the announcement bar.
        </p>
        <LayerTable />

        <Heading as="h2" id="content-dropdown">
          A dropdown over positioned content
        </Heading>
        <div className={`dropdown${contentMenuOpen ? ' dropdown--show' : ''}`} data-testid="content-dropdown">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={contentMenuOpen}
            aria-haspopup="true"
            onClick={() => setContentMenuOpen((open) => !open)}>
            Toggle the content menu
          </button>
          <ul className="dropdown__menu" data-testid="content-dropdown-menu">
            <li>
              <span className="dropdown__link">First menu entry</span>
            </li>
            <li>
              <span className="dropdown__link">Second menu entry</span>
            </li>
            <li>
              <span className="dropdown__link">Third menu entry</span>
            </li>
          </ul>
        </div>
        <div
          className="card shadow--lw margin-top--sm"
          data-testid="positioned-card"
          style={{position: 'relative', zIndex: 1, padding: '1rem', minHeight: '8rem'}}>
          A positioned card with <code>z-index: 1</code>, right under the content menu.
        </div>

        <Heading as="h2" id="modal">
          A modal on the overlay layer
        </Heading>
        <button type="button" className="button button--primary" onClick={() => setModalOpen(true)}>
          Open the modal
        </button>
        {modalOpen && <FixtureModal onClose={() => setModalOpen(false)} />}
      </main>
    </Layout>
  );
}
