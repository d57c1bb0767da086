/** The size of a social card: the 1.91:1 that Open Graph consumers show whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
