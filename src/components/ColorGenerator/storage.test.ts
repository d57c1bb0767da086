import {describe, expect, it} from 'vitest';
import {DEFAULT_STATE, defaultModeState, serializeState, type GeneratorState} from './state';
import {readStoredState, STORAGE_KEY, writeStoredState, type PaletteStorage} from './storage';

/** An in-memory session storage; `fail` makes every call throw, as blocked or full storage does. */
class FakeStorage implements PaletteStorage {
  readonly items = new Map<string, string>();
  fail = false;

  getItem(key: string): string | null {
    if (this.fail) throw new Error('SecurityError');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.fail) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
}

const edited: GeneratorState = {
  light: {...defaultModeState('light'), primary: '#3578e5', primaryInput: '#3578e5'},
  dark: defaultModeState('dark'),
};

describe('session storage of the palettes', () => {
  it('reads back what it wrote, under its own key', () => {
    const storage = new FakeStorage();
    writeStoredState(() => storage, edited);
    expect([...storage.items.keys()]).toEqual([STORAGE_KEY]);
    expect(storage.items.get(STORAGE_KEY)).toBe(serializeState(edited));
    expect(readStoredState(() => storage)).toEqual(edited);
  });

  it('starts from the defaults when nothing is saved', () => {
    expect(readStoredState(() => new FakeStorage())).toBe(DEFAULT_STATE);
  });

  it('starts from the defaults when storage is blocked, and writing then does not throw', () => {
    const storage = new FakeStorage();
    storage.fail = true;
    expect(readStoredState(() => storage)).toBe(DEFAULT_STATE);
    expect(() => writeStoredState(() => storage, edited)).not.toThrow();
    const blocked = (): PaletteStorage => {
      throw new Error('SecurityError');
    };
    expect(readStoredState(blocked)).toBe(DEFAULT_STATE);
    expect(() => writeStoredState(blocked, edited)).not.toThrow();
  });
});
