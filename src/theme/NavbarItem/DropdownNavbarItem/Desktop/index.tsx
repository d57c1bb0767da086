/**
 * Escape closes a navbar dropdown (the version and language menus) and gives
 * the focus back to its button, as the WAI-ARIA menu button pattern has it;
 * a menu shown by hovering is dismissed too, until the pointer leaves it (WCAG
 * 1.4.13). The theme's component keeps its open state to itself and closes
 * the menu when the focus moves outside it, so on Escape the wrapper signals
 * a focus outside (a `focusin` on <body>) and then focuses the button.
 * Upstream, the component would handle Escape in its own `onKeyDown` (no
 * issue filed yet).
 */
import {type KeyboardEvent, type ReactNode, useRef, useState} from 'react';
import DropdownNavbarItemDesktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import styles from './styles.module.css';

export default function DropdownNavbarItemDesktopWithEscape(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      setDismissed(false);
      return;
    }
    if (event.key !== 'Escape') return;
    const dropdown = ref.current?.querySelector(':scope > .dropdown');
    const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
    if (!dropdown || !button) return;
    setDismissed(true);
    if (dropdown.classList.contains('dropdown--show')) {
      document.body.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    }
    button.focus();
  };

  return (
    // Keyboard handling of the dropdown inside (display: contents: no box of its own).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={styles.escapable}
      data-dismissed={dismissed || undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}>
      <DropdownNavbarItemDesktop {...props} />
    </div>
  );
}
