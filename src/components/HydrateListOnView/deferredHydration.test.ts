import {describe, expect, it} from 'vitest';
import {waitsForView} from './deferredHydration';

describe('waitsForView', () => {
  it('holds content back only while the server HTML is hydrated', () => {
    expect(waitsForView(false, true)).toBe(true);
  });

  it('renders content mounted after hydration, or rendered with no server HTML (development), at once', () => {
    expect(waitsForView(true, true)).toBe(false);
    expect(waitsForView(false, false)).toBe(false);
  });
});
