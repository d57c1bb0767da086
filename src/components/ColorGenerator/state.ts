/**
 * State of the colour generator: one palette per colour mode, the text of its
 * fields (which may be invalid while the user types), and how it is saved.
 */
import {
  BASE_VARIABLE,
  DEFAULT_ADJUSTMENTS,
  DEFAULT_COLORS,
  isValidColor,
  MAX_ADJUSTMENT,
  MIN_ADJUSTMENT,
  SHADE_VARIABLES,
  toHex,
  type Adjustments,
  type ColorMode,
  type ShadeVariable,
} from './colorUtils';

/** What is saved per colour mode: only valid values. */
export type ModeSettings = {
  /** Lower-case `#rrggbb`. */
  readonly primary: string;
  /** Lower-case `#rrggbb`. */
  readonly background: string;
  readonly adjustments: Adjustments;
};

/** Saved values plus the text of the fields. */
export type ModeState = ModeSettings & {
  readonly primaryInput: string;
  readonly backgroundInput: string;
  readonly adjustmentInputs: Readonly<Record<ShadeVariable, string>>;
};

export type GeneratorState = Readonly<Record<ColorMode, ModeState>>;

/** The fields of a mode showing these settings. */
export function toModeState(settings: ModeSettings): ModeState {
  const adjustmentInputs = Object.fromEntries(
    SHADE_VARIABLES.map((variable) => [variable, String(settings.adjustments[variable])]),
  ) as Record<ShadeVariable, string>;
  return {...settings, primaryInput: settings.primary, backgroundInput: settings.background, adjustmentInputs};
}

export function defaultModeState(mode: ColorMode): ModeState {
  return toModeState({
    primary: DEFAULT_COLORS[mode].primary,
    background: DEFAULT_COLORS[mode].background,
    adjustments: DEFAULT_ADJUSTMENTS,
  });
}

export const DEFAULT_STATE: GeneratorState = {light: defaultModeState('light'), dark: defaultModeState('dark')};

/** A valid adjustment typed in a number field, or `undefined`. */
export function parseAdjustment(text: string): number | undefined {
  if (text.trim() === '') {
    return undefined;
  }
  const value = Number(text);
  return Number.isFinite(value) && value >= MIN_ADJUSTMENT && value <= MAX_ADJUSTMENT ? value : undefined;
}

/** Saved settings of one mode, or `undefined` when anything is missing or invalid. */
export function parseSettings(value: unknown): ModeSettings | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const {primary, background, adjustments} = value as Record<string, unknown>;
  if (
    typeof primary !== 'string' ||
    !isValidColor(primary) ||
    typeof background !== 'string' ||
    !isValidColor(background)
  ) {
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

/**
 * The state saved as `serializeState` wrote it. Each mode whose settings are
 * missing or invalid gets its defaults; unreadable JSON gives the defaults.
 */
export function parseState(raw: string | null): GeneratorState {
  if (raw === null) {
    return DEFAULT_STATE;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_STATE;
  }
  const stored = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const light = parseSettings(stored.light);
  const dark = parseSettings(stored.dark);
  return {
    light: light ? toModeState(light) : DEFAULT_STATE.light,
    dark: dark ? toModeState(dark) : DEFAULT_STATE.dark,
  };
}

/** `{light: ModeSettings, dark: ModeSettings}` as JSON: the valid values only, never the field texts. */
export function serializeState(state: GeneratorState): string {
  const settings = (mode: ColorMode): ModeSettings => {
    const {primary, background, adjustments} = state[mode];
    return {primary, background, adjustments};
  };
  return JSON.stringify({light: settings('light'), dark: settings('dark')});
}

/** The primary field now reads `input`; the colour changes only when it is valid. */
export function withPrimaryInput(previous: ModeState, input: string): ModeState {
  return {...previous, primaryInput: input, primary: isValidColor(input) ? toHex(input) : previous.primary};
}

/** The background field now reads `input`; the colour changes only when it is valid. */
export function withBackgroundInput(previous: ModeState, input: string): ModeState {
  return {...previous, backgroundInput: input, background: isValidColor(input) ? toHex(input) : previous.background};
}

/** The adjustment field of `variable` now reads `input`; the adjustment changes only when it is valid. */
export function withAdjustmentInput(previous: ModeState, variable: ShadeVariable, input: string): ModeState {
  const value = parseAdjustment(input);
  return {
    ...previous,
    adjustmentInputs: {...previous.adjustmentInputs, [variable]: input},
    adjustments: value === undefined ? previous.adjustments : {...previous.adjustments, [variable]: value},
  };
}

/** `state` with the palette of `mode` replaced by `update`'s result; the other mode's palette is kept. */
export function updateMode(
  state: GeneratorState,
  mode: ColorMode,
  update: (previous: ModeState) => ModeState,
): GeneratorState {
  return {...state, [mode]: update(state[mode])};
}
