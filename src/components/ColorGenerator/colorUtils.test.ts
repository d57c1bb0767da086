import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../../utils/colorContrast';
import {
  cssVariables,
  DEFAULT_ADJUSTMENTS,
  DEFAULT_COLORS,
  generateCss,
  generateShades,
  isValidColor,
  shadeColor,
  toHex,
  wcagRating,
} from './colorUtils';

// Expected values computed once by hand with color@5.0.3 in a Node REPL
// (`Color('#2e8555').darken(0.3).hex()` …); they are also the shades of
// src/css/custom.css and of the Docusaurus init template.
const LIGHT_SHADES = [
  ['--ifm-color-primary-darkest', -0.3, '#205d3b'],
  ['--ifm-color-primary-darker', -0.15, '#277148'],
  ['--ifm-color-primary-dark', -0.1, '#29784c'],
  ['--ifm-color-primary', 0, '#2e8555'],
  ['--ifm-color-primary-light', 0.1, '#33925d'],
  ['--ifm-color-primary-lighter', 0.15, '#359962'],
  ['--ifm-color-primary-lightest', 0.3, '#3cad6e'],
] as const;

const DARK_SHADES = [
  ['--ifm-color-primary-darkest', -0.3, '#1a8870'],
  ['--ifm-color-primary-darker', -0.15, '#1fa588'],
  ['--ifm-color-primary-dark', -0.1, '#21af90'],
  ['--ifm-color-primary', 0, '#25c2a0'],
  ['--ifm-color-primary-light', 0.1, '#29d5b0'],
  ['--ifm-color-primary-lighter', 0.15, '#32d8b4'],
  ['--ifm-color-primary-lightest', 0.3, '#4fddbf'],
] as const;

const asShades = (rows: typeof LIGHT_SHADES | typeof DARK_SHADES) =>
  rows.map(([variable, adjustment, hex]) => ({variable, adjustment, hex}));

describe('defaults', () => {
  it('start each mode with a primary colour that reaches at least AA on its background', () => {
    for (const {primary, background} of Object.values(DEFAULT_COLORS)) {
      expect(wcagRating(contrastRatio(primary, background)), `${primary} on ${background}`).not.toBe('Fail');
    }
  });
});

describe('shadeColor', () => {
  it('darkens and lightens #2e8555 to the known extremes', () => {
    expect(shadeColor('#2e8555', -0.3)).toBe('#205d3b');
    expect(shadeColor('#2e8555', 0.3)).toBe('#3cad6e');
  });

  it('returns the base colour as lower-case hex for 0', () => {
    expect(shadeColor('#2E8555', 0)).toBe('#2e8555');
    expect(shadeColor('rgb(46, 133, 85)', 0)).toBe('#2e8555');
  });

  it('changes lightness relatively (HSL), clamping at black and white', () => {
    // #2e8555 has L = 35.1 %; −0.2 gives L = 28.08 % (not 15.1 %).
    expect(shadeColor('#2e8555', -0.2)).toBe('#256a44');
    expect(shadeColor('#2e8555', 0.5)).toBe('#4cc180');
    expect(shadeColor('#2e8555', -1)).toBe('#000000');
    expect(shadeColor('#cccccc', 1)).toBe('#ffffff');
  });

  it('throws on an invalid colour', () => {
    expect(() => shadeColor('not-a-colour', 0.1)).toThrow();
  });
});

describe('generateShades', () => {
  it('computes the known shades of #2e8555 with the default adjustments', () => {
    expect(generateShades('#2e8555', DEFAULT_ADJUSTMENTS)).toEqual(asShades(LIGHT_SHADES));
    expect(generateShades('#2e8555')).toEqual(asShades(LIGHT_SHADES));
  });

  it('computes the known shades of the dark mode default #25c2a0', () => {
    expect(generateShades('#25c2a0')).toEqual(asShades(DARK_SHADES));
  });

  it('uses custom adjustments', () => {
    const shades = generateShades('#2e8555', {...DEFAULT_ADJUSTMENTS, '--ifm-color-primary-darkest': -0.2});
    expect(shades[0]).toEqual({variable: '--ifm-color-primary-darkest', adjustment: -0.2, hex: '#256a44'});
    expect(shades[6]?.hex).toBe('#3cad6e');
  });
});

describe('contrast and wcagRating', () => {
  it('rates #2e8555 on white as just AA (≈ 4.56:1)', () => {
    const ratio = contrastRatio('#2e8555', '#ffffff');
    expect(ratio).toBeCloseTo(4.563, 3);
    expect(wcagRating(ratio)).toBe('AA');
  });

  it('rates black on white 21:1 as AAA', () => {
    const ratio = contrastRatio('#000000', '#ffffff');
    expect(ratio).toBeCloseTo(21, 5);
    expect(wcagRating(ratio)).toBe('AAA');
  });

  it('fails the dark mode primary #25c2a0 on white (≈ 2.26:1) and the light shades of #2e8555', () => {
    expect(contrastRatio('#25c2a0', '#ffffff')).toBeCloseTo(2.257, 3);
    expect(wcagRating(contrastRatio('#25c2a0', '#ffffff'))).toBe('Fail');
    expect(contrastRatio('#3cad6e', '#ffffff')).toBeCloseTo(2.84, 2);
    expect(wcagRating(contrastRatio('#3cad6e', '#ffffff'))).toBe('Fail');
  });

  it('rates #2e8555 darkest on white and #25c2a0 on #181920 as AAA', () => {
    expect(contrastRatio('#205d3b', '#ffffff')).toBeCloseTo(7.806, 3);
    expect(contrastRatio('#25c2a0', '#181920')).toBeCloseTo(7.761, 3);
    expect(wcagRating(contrastRatio('#25c2a0', '#181920'))).toBe('AAA');
  });

  it('uses inclusive thresholds', () => {
    expect(wcagRating(7)).toBe('AAA');
    expect(wcagRating(6.99)).toBe('AA');
    expect(wcagRating(4.5)).toBe('AA');
    expect(wcagRating(4.49)).toBe('Fail');
    expect(wcagRating(1)).toBe('Fail');
  });
});

describe('isValidColor', () => {
  it('accepts hex codes, keywords, rgb() and hsl(), with surrounding spaces', () => {
    for (const value of [
      '#2e8555',
      '#2E8555',
      '#fff',
      'red',
      'rebeccapurple',
      'rgb(46, 133, 85)',
      'hsl(120, 50%, 50%)',
      ' #fff ',
    ]) {
      expect(isValidColor(value), value).toBe(true);
    }
  });

  it('rejects empty, malformed and unknown values', () => {
    for (const value of [
      '',
      '   ',
      '#ggg',
      '#12345',
      '2e8555x',
      'not-a-colour',
      'currentColor',
      'var(--ifm-color-primary)',
    ]) {
      expect(isValidColor(value), value).toBe(false);
    }
  });

  it('rejects colours with transparency', () => {
    expect(isValidColor('transparent')).toBe(false);
    expect(isValidColor('#ffffff80')).toBe(false);
    expect(isValidColor('rgba(0, 0, 0, 0.5)')).toBe(false);
  });

  it('normalises valid colours with toHex', () => {
    expect(toHex(' RED ')).toBe('#ff0000');
    expect(toHex('#abc')).toBe('#aabbcc');
  });
});

describe('generateCss', () => {
  it('writes a :root rule for light mode, without the default background', () => {
    expect(generateCss(generateShades('#2e8555'), '#ffffff', 'light')).toBe(
      [
        ':root {',
        '  --ifm-color-primary-darkest: #205d3b;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-color-primary-dark: #29784c;',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-light: #33925d;',
        '  --ifm-color-primary-lighter: #359962;',
        '  --ifm-color-primary-lightest: #3cad6e;',
        '}',
      ].join('\n'),
    );
  });

  it('treats another spelling of the default background as the default', () => {
    expect(generateCss(generateShades('#2e8555'), 'white', 'light')).not.toContain('--ifm-background-color');
    expect(generateCss(generateShades('#25c2a0'), '#181920', 'dark')).not.toContain('--ifm-background-color');
  });

  it("writes a [data-theme='dark'] rule with a custom background", () => {
    expect(generateCss(generateShades('#25c2a0'), '#000', 'dark')).toBe(
      [
        "[data-theme='dark'] {",
        '  --ifm-color-primary-darkest: #1a8870;',
        '  --ifm-color-primary-darker: #1fa588;',
        '  --ifm-color-primary-dark: #21af90;',
        '  --ifm-color-primary: #25c2a0;',
        '  --ifm-color-primary-light: #29d5b0;',
        '  --ifm-color-primary-lighter: #32d8b4;',
        '  --ifm-color-primary-lightest: #4fddbf;',
        '  --ifm-background-color: #000000;',
        '}',
      ].join('\n'),
    );
  });

  it('compares the background with the default of the given mode', () => {
    // #ffffff is the light default but a custom background in dark mode.
    expect(cssVariables(generateShades('#25c2a0'), '#ffffff', 'dark').at(-1)).toEqual([
      '--ifm-background-color',
      '#ffffff',
    ]);
    expect(cssVariables(generateShades('#2e8555'), '#181920', 'light')).toHaveLength(8);
    expect(cssVariables(generateShades('#2e8555'), '#ffffff', 'light')).toHaveLength(7);
  });
});
