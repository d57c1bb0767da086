/**
 * Escape closes a navbar dropdown (the version and language menus) and gives
 * the focus back to its button, as the WAI-ARIA menu button pattern has it;
 * a menu shown by hovering is dismissed too, until the pointer leaves it (WCAG
 * 1.4.13). The theme's component keeps its open state to itself and toggles it
 * on Enter or Space on its button, so on Escape the wrapper focuses the button
 * and, when the menu is open, presses Enter on it. Upstream, the component
 * would handle Escape in its own `onKeyDown` (no issue filed yet).
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
      // The reader opens it again (not the Enter this wrapper sends to close it).
      if (event.nativeEvent.isTrusted) setDismissed(false);
      return;
    }
    if (event.key !== 'Escape') return;
    const dropdown = ref.current?.querySelector(':scope > .dropdown');
    const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
    if (!dropdown || !button) return;
    setDismissed(true);
    button.focus();
    if (dropdown.classList.contains('dropdown--show')) {
      button.dispatchEvent(new globalThis.KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
    }
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
