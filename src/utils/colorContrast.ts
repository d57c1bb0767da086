import Color from 'color';

/** WCAG 2 contrast ratio between two CSS colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return Color(foreground).contrast(Color(background));
}

/**
 * The colour closest to `foreground` (same hue and saturation, lightness
 * moved away from the background in small steps) that reaches `minRatio`
 * against `background`. Returns `foreground` unchanged when it already does.
 */
export function ensureContrast(foreground: string, background: string, minRatio = 4.5): string {
  if (contrastRatio(foreground, background) >= minRatio) {
    return foreground;
  }
  const bg = Color(background);
  const darken = !bg.isDark();
  let color = Color(foreground);
  for (let step = 0; step < 100; step += 1) {
    const lightness = color.lightness() + (darken ? -1 : 1);
    color = color.lightness(Math.max(0, Math.min(100, lightness)));
    if (color.contrast(bg) >= minRatio) {
      return color.hex().toLowerCase();
    }
  }
  return darken ? '#000000' : '#ffffff';
}
