/** How far (px) the element may drift before it is put back: layout rounding is not a move. */
const TOLERANCE = 1;

export type PositionHold = {
  /** Puts the element back where it was held, if it moved; false once it is gone from the page. */
  readonly restore: () => boolean;
};

/**
 * Holds an element at the distance from the top of the viewport it has now.
 * `readTop` gives its current distance (undefined once it is gone), `scrollBy`
 * scrolls the page by a number of pixels.
 */
export function holdPosition(
  readTop: () => number | undefined,
  scrollBy: (pixels: number) => void,
): PositionHold | undefined {
  const heldTop = readTop();
  if (heldTop === undefined) return undefined;
  return {
    restore: () => {
      const top = readTop();
      if (top === undefined) return false;
      const moved = top - heldTop;
      if (Math.abs(moved) > TOLERANCE) scrollBy(moved);
      return true;
    },
  };
}

/** Whether an element whose box starts at `top` and ends at `bottom` is at least partly in a viewport `height` tall. */
export function isInViewport(top: number, bottom: number, height: number): boolean {
  return bottom > 0 && top < height;
}
