import {useEffect} from 'react';
import type {ColorMode} from './colorUtils';

/**
 * Shows the palette on the whole page while `enabled`: inline custom
 * properties on <html> win over custom.css. Re-applied with the other palette
 * when the colour mode changes, removed on unmount.
 */
export function useLivePreview(
  enabled: boolean,
  mode: ColorMode,
  declarations: ReadonlyArray<readonly [name: string, value: string]>,
): void {
  useEffect(() => {
    // The context value lags behind <html data-theme> right after hydration:
    // wait until they agree, so the other mode's palette never flashes.
    if (!enabled || document.documentElement.getAttribute('data-theme') !== mode) {
      return undefined;
    }
    const {style} = document.documentElement;
    for (const [name, value] of declarations) {
      style.setProperty(name, value);
    }
    return () => {
      for (const [name] of declarations) {
        style.removeProperty(name);
      }
    };
  }, [enabled, mode, declarations]);
}
