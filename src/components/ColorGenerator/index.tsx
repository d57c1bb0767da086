import {useCallback, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {contrastRatio, ensureContrast} from '@site/src/utils/colorContrast';
import {
  BASE_VARIABLE,
  cssVariables,
  DEFAULT_ADJUSTMENTS,
  DEFAULT_COLORS,
  generateCss,
  generateShades,
  isValidColor,
  MAX_ADJUSTMENT,
  MIN_ADJUSTMENT,
  SHADE_VARIABLES,
  toHex,
  wcagRating,
  type Adjustments,
  type ColorMode,
  type ShadeVariable,
  type WcagRating,
} from '@site/src/utils/colorUtils';
import styles from './styles.module.css';

/** sessionStorage key of the saved palettes: `{light: ModeSettings, dark: ModeSettings}`. */
const STORAGE_KEY = 'docusaurus.colorGenerator';

/** What is saved per colour mode: only valid values. */
type ModeSettings = {
  /** Lower-case `#rrggbb`. */
  readonly primary: string;
  /** Lower-case `#rrggbb`. */
  readonly background: string;
  readonly adjustments: Adjustments;
};

/** Saved values plus the text of the fields, which may be invalid while the user types. */
type ModeState = ModeSettings & {
  readonly primaryInput: string;
  readonly backgroundInput: string;
  readonly adjustmentInputs: Readonly<Record<ShadeVariable, string>>;
};

type State = Readonly<Record<ColorMode, ModeState>>;

function toModeState(settings: ModeSettings): ModeState {
  const adjustmentInputs = Object.fromEntries(
    SHADE_VARIABLES.map((variable) => [variable, String(settings.adjustments[variable])]),
  ) as Record<ShadeVariable, string>;
  return {...settings, primaryInput: settings.primary, backgroundInput: settings.background, adjustmentInputs};
}

function defaultModeState(mode: ColorMode): ModeState {
  return toModeState({
    primary: DEFAULT_COLORS[mode].primary,
    background: DEFAULT_COLORS[mode].background,
    adjustments: DEFAULT_ADJUSTMENTS,
  });
}

const DEFAULT_STATE: State = {light: defaultModeState('light'), dark: defaultModeState('dark')};

/** A valid adjustment typed in a number field, or `undefined`. */
function parseAdjustment(text: string): number | undefined {
  if (text.trim() === '') {
    return undefined;
  }
  const value = Number(text);
  return Number.isFinite(value) && value >= MIN_ADJUSTMENT && value <= MAX_ADJUSTMENT ? value : undefined;
}

/** Saved settings of one mode, or `undefined` when anything is missing or invalid. */
function parseSettings(value: unknown): ModeSettings | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const {primary, background, adjustments} = value as Record<string, unknown>;
  if (typeof primary !== 'string' || !isValidColor(primary) || typeof background !== 'string' || !isValidColor(background)) {
    return undefined;
  }
  if (typeof adjustments !== 'object' || adjustments === null) {
    return undefined;
  }
  const parsed: Partial<Record<ShadeVariable, number>> = {};
  for (const variable of SHADE_VARIABLES) {
    const adjustment = (adjustments as Record<string, unknown>)[variable];
    if (typeof adjustment !== 'number' || parseAdjustment(String(adjustment)) === undefined) {
      return undefined;
    }
    parsed[variable] = variable === BASE_VARIABLE ? 0 : adjustment;
  }
  return {primary: toHex(primary), background: toHex(background), adjustments: parsed as Adjustments};
}

/** The palettes saved for this browser session; browser only. */
function readStoredState(): State {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) {
      return DEFAULT_STATE;
    }
    const data = JSON.parse(raw) as unknown;
    const stored = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const light = parseSettings(stored.light);
    const dark = parseSettings(stored.dark);
    return {
      light: light ? toModeState(light) : DEFAULT_STATE.light,
      dark: dark ? toModeState(dark) : DEFAULT_STATE.dark,
    };
  } catch {
    // Storage disabled or corrupt: start from the defaults.
    return DEFAULT_STATE;
  }
}

function writeStoredState(state: State): void {
  const settings = (mode: ColorMode): ModeSettings => {
    const {primary, background, adjustments} = state[mode];
    return {primary, background, adjustments};
  };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({light: settings('light'), dark: settings('dark')}));
  } catch {
    // Storage full or disabled: the palette only lives as long as the page.
  }
}

function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({
        id: 'colorGenerator.mode.dark',
        message: 'dark',
        description: 'Colour generator: name of the dark colour mode, used inside other sentences',
      })
    : translate({
        id: 'colorGenerator.mode.light',
        message: 'light',
        description: 'Colour generator: name of the light colour mode, used inside other sentences',
      });
}

function ratingLabel(rating: WcagRating): string {
  switch (rating) {
    case 'AAA':
      return translate({
        id: 'colorGenerator.rating.aaa',
        message: 'AAA',
        description: 'Colour generator: WCAG rating for a contrast of at least 7:1',
      });
    case 'AA':
      return translate({
        id: 'colorGenerator.rating.aa',
        message: 'AA',
        description: 'Colour generator: WCAG rating for a contrast of at least 4.5:1',
      });
    default:
      return translate({
        id: 'colorGenerator.rating.fail',
        message: 'Fail',
        description: 'Colour generator: WCAG rating for a contrast below 4.5:1',
      });
  }
}

const formatRatio = (ratio: number): string => `${ratio.toFixed(2)}:1`;

type ColorFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly pickerLabel: string;
  /** Text of the field, possibly invalid. */
  readonly input: string;
  /** Last valid value, lower-case `#rrggbb`. */
  readonly value: string;
  readonly onChange: (input: string) => void;
};

/** A labelled text field for any CSS colour, with a colour picker kept in sync. */
function ColorField({id, label, pickerLabel, input, value, onChange}: ColorFieldProps): ReactNode {
  const invalid = !isValidColor(input);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.fieldControls}>
        <input
          id={id}
          className={styles.textInput}
          type="text"
          value={input}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          className={styles.picker}
          type="color"
          value={value}
          aria-label={pickerLabel}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          <Translate
            id="colorGenerator.error.invalidColor"
            description="Colour generator: error shown under a colour field whose text is not a valid colour">
            {'Not a valid colour. Enter a hex code such as #2e8555, an rgb() or hsl() value, or a CSS colour name, without transparency. The last valid colour is still used.'}
          </Translate>
        </p>
      )}
    </div>
  );
}

/**
 * Interactive generator of the seven Infima primary-colour variables.
 * Edits the palette of the site's current colour mode, previews it live on the
 * whole page while mounted, and keeps both palettes for the browser session.
 */
export default function ColorGenerator(): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const mode: ColorMode = colorMode === 'dark' ? 'dark' : 'light';
  const [state, setState] = useState<State>(DEFAULT_STATE);
  // Storage is only read after hydration, so the server HTML always shows the defaults.
  const [loaded, setLoaded] = useState(false);
  const baseId = useId();
  const current = state[mode];

  useEffect(() => {
    setState(readStoredState());
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded) {
      writeStoredState(state);
    }
  }, [loaded, state]);

  const shades = useMemo(() => generateShades(current.primary, current.adjustments), [current.primary, current.adjustments]);
  const css = useMemo(() => generateCss(shades, current.background, mode), [shades, current.background, mode]);
  const declarations = useMemo(() => cssVariables(shades, current.background, mode), [shades, current.background, mode]);

  // Live preview on the whole page: inline custom properties on <html> win over
  // custom.css. Re-applied with the other palette when the colour mode changes.
  useEffect(() => {
    // The context value lags behind <html data-theme> right after hydration:
    // wait until they agree, so the other mode's palette never flashes.
    if (!loaded || document.documentElement.getAttribute('data-theme') !== mode) {
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
  }, [loaded, mode, declarations]);

  const updateMode = useCallback(
    (update: (previous: ModeState) => ModeState) => {
      setState((previous) => ({...previous, [mode]: update(previous[mode])}));
    },
    [mode],
  );

  const setPrimary = (input: string) =>
    updateMode((previous) => ({
      ...previous,
      primaryInput: input,
      primary: isValidColor(input) ? toHex(input) : previous.primary,
    }));

  const setBackground = (input: string) =>
    updateMode((previous) => ({
      ...previous,
      backgroundInput: input,
      background: isValidColor(input) ? toHex(input) : previous.background,
    }));

  const setAdjustment = (variable: ShadeVariable, input: string) =>
    updateMode((previous) => {
      const value = parseAdjustment(input);
      return {
        ...previous,
        adjustmentInputs: {...previous.adjustmentInputs, [variable]: input},
        adjustments: value === undefined ? previous.adjustments : {...previous.adjustments, [variable]: value},
      };
    });

  const reset = () => updateMode(() => defaultModeState(mode));

  const otherMode: ColorMode = mode === 'dark' ? 'light' : 'dark';
  const currentModeName = modeName(mode);
  const primaryRatio = contrastRatio(current.primary, current.background);
  const primaryRating = wcagRating(primaryRatio);
  const suggestion = primaryRating === 'Fail' ? ensureContrast(current.primary, current.background, 4.5) : undefined;

  const ids = {
    primary: `${baseId}-primary`,
    background: `${baseId}-background`,
    adjustmentHeader: `${baseId}-adjustment`,
    adjustmentHint: `${baseId}-adjustment-hint`,
    css: `${baseId}-css`,
    row: (index: number) => `${baseId}-row-${index}`,
  };

  return (
    <div className={styles.generator}>
      <fieldset className={styles.inputs}>
        <legend className={styles.legend}>
          <Translate
            id="colorGenerator.inputs.legend"
            description="Colour generator: title of the colour fields; {mode} is the name of the current colour mode"
            values={{mode: currentModeName}}>
            {'Colours of the {mode} mode'}
          </Translate>
        </legend>
        <p className={styles.status} aria-live="polite">
          <Translate
            id="colorGenerator.status"
            description="Colour generator: explains which palette is edited; {mode} is the name of the current colour mode"
            values={{mode: currentModeName}}>
            {'You are editing the {mode} mode palette. This whole page shows it live while you edit.'}
          </Translate>
        </p>
        <div className={styles.fields}>
          <ColorField
            id={ids.primary}
            label={translate({
              id: 'colorGenerator.primary.label',
              message: 'Primary colour',
              description: 'Colour generator: label of the text field for the primary colour',
            })}
            pickerLabel={translate({
              id: 'colorGenerator.primary.pickerLabel',
              message: 'Pick the primary colour',
              description: 'Colour generator: accessible name of the colour picker for the primary colour',
            })}
            input={current.primaryInput}
            value={current.primary}
            onChange={setPrimary}
          />
          <ColorField
            id={ids.background}
            label={translate({
              id: 'colorGenerator.background.label',
              message: 'Background colour',
              description: 'Colour generator: label of the text field for the page background colour',
            })}
            pickerLabel={translate({
              id: 'colorGenerator.background.pickerLabel',
              message: 'Pick the background colour',
              description: 'Colour generator: accessible name of the colour picker for the background colour',
            })}
            input={current.backgroundInput}
            value={current.background}
            onChange={setBackground}
          />
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={() => setColorMode(otherMode)}>
            {otherMode === 'dark' ? (
              <Translate
                id="colorGenerator.toggle.toDark"
                description="Colour generator: button that switches the whole site to dark mode">
                Switch the site to dark mode
              </Translate>
            ) : (
              <Translate
                id="colorGenerator.toggle.toLight"
                description="Colour generator: button that switches the whole site to light mode">
                Switch the site to light mode
              </Translate>
            )}
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            <Translate
              id="colorGenerator.reset"
              description="Colour generator: button that restores the default colours and adjustments; {mode} is the name of the current colour mode"
              values={{mode: currentModeName}}>
              {'Reset to the {mode} mode defaults'}
            </Translate>
          </button>
        </div>
      </fieldset>

      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            <Translate
              id="colorGenerator.table.caption"
              description="Colour generator: caption of the table of the seven primary colour shades">
              Shades of the primary colour and their contrast against the background
            </Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="colorGenerator.table.variable" description="Colour generator: table column header, CSS variable name">
                  Variable
                </Translate>
              </th>
              <th scope="col">
                <Translate id="colorGenerator.table.hex" description="Colour generator: table column header, hex colour code">
                  Hex
                </Translate>
              </th>
              <th scope="col" id={ids.adjustmentHeader}>
                <Translate
                  id="colorGenerator.table.adjustment"
                  description="Colour generator: table column header, the lightness adjustment of a shade; also part of the accessible name of each adjustment field">
                  Adjustment
                </Translate>
              </th>
              <th scope="col">
                <Translate id="colorGenerator.table.swatch" description="Colour generator: table column header, a sample of the colour">
                  Swatch
                </Translate>
              </th>
              <th scope="col">
                <Translate
                  id="colorGenerator.table.contrast"
                  description="Colour generator: table column header, WCAG contrast ratio against the background and its rating">
                  Contrast
                </Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {shades.map((shade, index) => {
              const ratio = contrastRatio(shade.hex, current.background);
              const rating = wcagRating(ratio);
              const isBase = shade.variable === BASE_VARIABLE;
              const input = current.adjustmentInputs[shade.variable];
              return (
                <tr key={shade.variable} className={isBase ? styles.baseRow : undefined}>
                  <th scope="row" id={ids.row(index)} className={styles.variable}>
                    <code>{shade.variable}</code>
                  </th>
                  <td>
                    <code>{shade.hex}</code>
                  </td>
                  <td>
                    {isBase ? (
                      <Translate
                        id="colorGenerator.table.baseAdjustment"
                        description="Colour generator: shown instead of an adjustment field in the row of the base colour">
                        0 (base colour)
                      </Translate>
                    ) : (
                      <input
                        className={styles.numberInput}
                        type="number"
                        step="0.05"
                        min={MIN_ADJUSTMENT}
                        max={MAX_ADJUSTMENT}
                        value={input}
                        aria-labelledby={`${ids.adjustmentHeader} ${ids.row(index)}`}
                        aria-describedby={ids.adjustmentHint}
                        aria-invalid={parseAdjustment(input) === undefined}
                        onChange={(event) => setAdjustment(shade.variable, event.target.value)}
                      />
                    )}
                  </td>
                  <td>
                    <span className={styles.swatch} style={{backgroundColor: shade.hex}} aria-hidden="true" />
                  </td>
                  <td className={styles.contrast}>
                    {formatRatio(ratio)} <strong className={styles.rating}>{ratingLabel(rating)}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p id={ids.adjustmentHint} className={styles.hint}>
        <Translate
          id="colorGenerator.table.adjustmentHint"
          description="Colour generator: explains the adjustment fields; {min} and {max} are the limits"
          values={{min: String(MIN_ADJUSTMENT), max: String(MAX_ADJUSTMENT)}}>
          {
            'Adjustments go from {min} to {max}. A negative value darkens the base colour, a positive value lightens it: the HSL lightness is multiplied by 1 plus the adjustment, so -0.1 means 10% darker.'
          }
        </Translate>
      </p>

      <div className={styles.advice}>
        <p>
          <Translate
            id="colorGenerator.advice"
            description="Colour generator: accessibility advice under the table; {variable} is --ifm-color-primary"
            values={{variable: <code>{BASE_VARIABLE}</code>}}>
            {
              'The primary colour {variable} should reach at least AA (a contrast of 4.5:1) against the background: Infima uses it for links and other text.'
            }
          </Translate>
        </p>
        <p>
          {suggestion === undefined ? (
            <Translate
              id="colorGenerator.advice.pass"
              description="Colour generator: the primary colour is accessible; {ratio} is like 4.56:1 and {rating} is AA or AAA"
              values={{ratio: formatRatio(primaryRatio), rating: ratingLabel(primaryRating)}}>
              {'Your primary colour reaches a contrast of {ratio}, rated {rating}.'}
            </Translate>
          ) : (
            <>
              <Translate
                id="colorGenerator.advice.fail"
                description="Colour generator: the primary colour fails WCAG AA; {ratio} is like 2.26:1 and {suggestion} is a hex colour code"
                values={{ratio: formatRatio(primaryRatio), suggestion: <code>{suggestion}</code>}}>
                {'Your primary colour only reaches a contrast of {ratio}. The closest colour that reaches AA is {suggestion}.'}
              </Translate>{' '}
              <button type="button" className="button button--sm button--secondary" onClick={() => setPrimary(suggestion)}>
                <Translate
                  id="colorGenerator.advice.useSuggestion"
                  description="Colour generator: button that replaces the primary colour with the suggested accessible colour">
                  Use this colour
                </Translate>
              </button>
            </>
          )}
        </p>
      </div>

      <figure className={styles.preview} style={{backgroundColor: current.background}}>
        <figcaption className={styles.previewCaption}>
          <Translate
            id="colorGenerator.preview.caption"
            description="Colour generator: caption of the small preview of a button, a link and an alert">
            Preview
          </Translate>
        </figcaption>
        <div className={styles.previewItems}>
          <button type="button" className="button button--primary">
            <Translate id="colorGenerator.preview.button" description="Colour generator: label of the sample button in the preview">
              Primary button
            </Translate>
          </button>
          <a className={styles.previewLink} href={`#${ids.css}`}>
            <Translate id="colorGenerator.preview.link" description="Colour generator: sample link in the preview, which jumps to the generated CSS">
              Link to the generated CSS
            </Translate>
          </a>
        </div>
        <div className={styles.previewAlert}>
          <Translate
            id="colorGenerator.preview.alert"
            description="Colour generator: text of the sample alert in the preview">
            An alert with a border in the dark shade of the primary colour.
          </Translate>
        </div>
      </figure>

      <div id={ids.css} className={styles.css}>
        <p>
          <Translate
            id="colorGenerator.css.intro"
            description="Colour generator: text above the generated CSS; {mode} is the name of the current colour mode"
            values={{mode: currentModeName}}>
            {'Copy this rule into your custom CSS file. It covers the {mode} mode only: switch the mode to get the rule for the other one.'}
          </Translate>
        </p>
        <CodeBlock language="css" title="/src/css/custom.css">
          {css}
        </CodeBlock>
      </div>
    </div>
  );
}
