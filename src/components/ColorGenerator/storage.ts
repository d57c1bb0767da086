import {DEFAULT_STATE, parseState, serializeState, type GeneratorState} from './state';

/** sessionStorage key of the saved palettes (see `serializeState`). */
export const STORAGE_KEY = 'docusaurus.colorGenerator';

/** The part of the Web Storage API the generator uses. */
export type PaletteStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The palettes saved for this browser session; the defaults when storage is disabled or holds nothing usable. */
export function readStoredState(getStorage: () => PaletteStorage): GeneratorState {
  try {
    return parseState(getStorage().getItem(STORAGE_KEY));
  } catch {
    // Storage disabled: start from the defaults.
    return DEFAULT_STATE;
  }
}

/** Saves the palettes for the browser session. */
export function writeStoredState(getStorage: () => PaletteStorage, state: GeneratorState): void {
  try {
    getStorage().setItem(STORAGE_KEY, serializeState(state));
  } catch {
    // Storage full or disabled: the palette only lives as long as the page.
  }
}
