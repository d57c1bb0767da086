import {describe, expect, it} from 'vitest';
import {holdPosition, isInViewport} from './holdPosition';

/** A page whose scroll position and element position move together, as a real one does. */
function fakePage(elementAt: number) {
  let scrollY = 0;
  let present = true;
  const scrolls: number[] = [];
  return {
    readTop: () => (present ? elementAt - scrollY : undefined),
    scrollBy: (pixels: number) => {
      scrolls.push(pixels);
      scrollY += pixels;
    },
    growAbove: (pixels: number) => {
      elementAt += pixels;
    },
    scrollTo: (y: number) => {
      scrollY = y;
    },
    remove: () => {
      present = false;
    },
    scrolls,
  };
}

describe('holdPosition', () => {
  it('scrolls by the distance content above pushed the element, so it is back where it was', () => {
    const page = fakePage(8_500);
    page.scrollTo(8_490);
    const hold = holdPosition(page.readTop, page.scrollBy)!;
    page.growAbove(1_030);
    expect(hold.restore()).toBe(true);
    expect(page.scrolls).toEqual([1_030]);
    expect(page.readTop()).toBe(10);
  });

  it('scrolls up when content above shrinks', () => {
    const page = fakePage(2_000);
    page.scrollTo(1_900);
    const hold = holdPosition(page.readTop, page.scrollBy)!;
    page.growAbove(-300);
    hold.restore();
    expect(page.scrolls).toEqual([-300]);
    expect(page.readTop()).toBe(100);
  });

  it('does not scroll for a move within a pixel (layout rounding)', () => {
    const page = fakePage(500);
    const hold = holdPosition(page.readTop, page.scrollBy)!;
    page.growAbove(0.6);
    hold.restore();
    expect(page.scrolls).toEqual([]);
  });

  it('reports the element gone, and holds nothing without an element', () => {
    const page = fakePage(500);
    const hold = holdPosition(page.readTop, page.scrollBy)!;
    page.remove();
    expect(hold.restore()).toBe(false);
    expect(holdPosition(page.readTop, page.scrollBy)).toBeUndefined();
  });
});

describe('isInViewport', () => {
  it('is true for a box that overlaps the viewport, false for one wholly above or below it', () => {
    expect(isInViewport(10, 50, 720)).toBe(true);
    expect(isInViewport(-20, 5, 720)).toBe(true);
    expect(isInViewport(700, 760, 720)).toBe(true);
    expect(isInViewport(-60, 0, 720)).toBe(false);
    expect(isInViewport(720, 760, 720)).toBe(false);
  });
});
