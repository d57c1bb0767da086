import Color from 'color';

/**
 * Pure helpers of the colour palette generator (`src/components/ColorGenerator`):
 * the seven Infima primary shades, their CSS and a WCAG rating.
 * Contrast ratios themselves come from `src/utils/colorContrast`.
 */

export type ColorMode = 'light' | 'dark';

/** The seven Infima primary-colour variables, darkest to lightest. */
export const SHADE_VARIABLES = [
  '--ifm-color-primary-darkest',
  '--ifm-color-primary-darker',
  '--ifm-color-primary-dark',
  '--ifm-color-primary',
  '--ifm-color-primary-light',
  '--ifm-color-primary-lighter',
  '--ifm-color-primary-lightest',
] as const;

export type ShadeVariable = (typeof SHADE_VARIABLES)[number];

/** The base variable; its adjustment is always 0. */
export const BASE_VARIABLE: ShadeVariable = '--ifm-color-primary';

/** Signed adjustment of every shade: negative darkens, positive lightens (see {@link shadeColor}). */
export type Adjustments = Readonly<Record<ShadeVariable, number>>;

/**
 * The adjustments the Docusaurus docs recommend: darkest 30 % darker, darker 15 %,
 * dark 10 %, base unchanged, light 10 % lighter, lighter 15 %, lightest 30 %.
 */
export const DEFAULT_ADJUSTMENTS: Adjustments = {
  '--ifm-color-primary-darkest': -0.3,
  '--ifm-color-primary-darker': -0.15,
  '--ifm-color-primary-dark': -0.1,
  '--ifm-color-primary': 0,
  '--ifm-color-primary-light': 0.1,
  '--ifm-color-primary-lighter': 0.15,
  '--ifm-color-primary-lightest': 0.3,
};

/** Smallest and largest adjustment the generator accepts (−1 = black, +1 = twice the lightness). */
export const MIN_ADJUSTMENT = -1;
export const MAX_ADJUSTMENT = 1;

export const BACKGROUND_VARIABLE = '--ifm-background-color';

/** Light mode defaults: the primary colour of a new Docusaurus site on a white page. */
export const DEFAULT_LIGHT_PRIMARY = '#2e8555';
export const DEFAULT_LIGHT_BACKGROUND = '#ffffff';
/** Dark mode defaults: the lighter primary colour of a new Docusaurus site on a dark page. */
export const DEFAULT_DARK_PRIMARY = '#25c2a0';
export const DEFAULT_DARK_BACKGROUND = '#181920';

export const DEFAULT_COLORS: Readonly<Record<ColorMode, {readonly primary: string; readonly background: string}>> = {
  light: {primary: DEFAULT_LIGHT_PRIMARY, background: DEFAULT_LIGHT_BACKGROUND},
  dark: {primary: DEFAULT_DARK_PRIMARY, background: DEFAULT_DARK_BACKGROUND},
};

export type Shade = {
  readonly variable: ShadeVariable;
  readonly adjustment: number;
  /** Lower-case `#rrggbb`. */
  readonly hex: string;
};

export type WcagRating = 'AAA' | 'AA' | 'Fail';

/**
 * Whether `value` is an opaque colour the `color` package can parse: a hex
 * code (`#rgb`, `#rrggbb`), a CSS keyword (`rebeccapurple`), `rgb()` or `hsl()`.
 * Surrounding white space is allowed. Colours with transparency are rejected,
 * because a contrast ratio against them is meaningless.
 */
export function isValidColor(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') {
    return false;
  }
  try {
    return Color(trimmed).alpha() === 1;
  } catch {
    return false;
  }
}

/** `value` as lower-case `#rrggbb`. Throws on an invalid colour (check with {@link isValidColor}). */
export function toHex(value: string): string {
  return Color(value.trim()).hex().toLowerCase();
}

/**
 * `base` with its lightness changed by `adjustment`, as lower-case `#rrggbb`.
 *
 * The change is relative, in HSL, as the `color` package defines
 * `darken()`/`lighten()`: a negative adjustment calls `Color(base).darken(-adjustment)`
 * (new lightness = L × (1 + adjustment)), a positive one `Color(base).lighten(adjustment)`
 * (new lightness = L × (1 + adjustment)). So −0.1 means "10 % less lightness",
 * not "10 percentage points less": #2e8555 has L = 35.1 %, and −0.1 gives L ≈ 31.6 %.
 * Hue and saturation are kept; the result is clamped to black/white.
 * Throws on an invalid colour.
 */
export function shadeColor(base: string, adjustment: number): string {
  const color = Color(base.trim());
  if (adjustment < 0) {
    return color.darken(-adjustment).hex().toLowerCase();
  }
  if (adjustment > 0) {
    return color.lighten(adjustment).hex().toLowerCase();
  }
  return color.hex().toLowerCase();
}

/** The seven shades of `base`, darkest first. Throws on an invalid colour. */
export function generateShades(base: string, adjustments: Adjustments = DEFAULT_ADJUSTMENTS): Shade[] {
  return SHADE_VARIABLES.map((variable) => {
    const adjustment = adjustments[variable];
    return {variable, adjustment, hex: shadeColor(base, adjustment)};
  });
}

/** WCAG 2 rating of normal-size text with this contrast ratio: AAA from 7:1, AA from 4.5:1. */
export function wcagRating(ratio: number): WcagRating {
  if (ratio >= 7) {
    return 'AAA';
  }
  if (ratio >= 4.5) {
    return 'AA';
  }
  return 'Fail';
}

/** Selector of the stylesheet rule for a colour mode. */
export function modeSelector(mode: ColorMode): string {
  return mode === 'dark' ? "[data-theme='dark']" : ':root';
}

/**
 * The custom properties to set for these shades: the seven shade variables and,
 * only when `background` differs from the mode's default, `--ifm-background-color`.
 * Throws on an invalid background colour.
 */
export function cssVariables(
  shades: readonly Shade[],
  background: string,
  mode: ColorMode,
): Array<readonly [name: string, value: string]> {
  const declarations: Array<readonly [string, string]> = shades.map((shade) => [shade.variable, shade.hex] as const);
  const backgroundHex = toHex(background);
  if (backgroundHex !== toHex(DEFAULT_COLORS[mode].background)) {
    declarations.push([BACKGROUND_VARIABLE, backgroundHex]);
  }
  return declarations;
}

/**
 * A rule ready to paste into `src/css/custom.css`: `:root { … }` for light mode,
 * `[data-theme='dark'] { … }` for dark mode (see {@link cssVariables}).
 */
export function generateCss(shades: readonly Shade[], background: string, mode: ColorMode): string {
  const lines = cssVariables(shades, background, mode).map(([name, value]) => `  ${name}: ${value};`);
  return `${modeSelector(mode)} {\n${lines.join('\n')}\n}`;
}
