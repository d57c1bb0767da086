import {describe, expect, it} from 'vitest';
import {DEFAULT_ADJUSTMENTS} from './colorUtils';
import {
  DEFAULT_STATE,
  defaultModeState,
  parseAdjustment,
  parseSettings,
  parseState,
  serializeState,
  toModeState,
  updateMode,
  withAdjustmentInput,
  withBackgroundInput,
  withPrimaryInput,
  type GeneratorState,
} from './state';

const DARKEST = '--ifm-color-primary-darkest';
const BASE = '--ifm-color-primary';

const saved = (overrides: Record<string, unknown> = {}) => ({
  primary: '#3578e5',
  background: '#ffffff',
  adjustments: {...DEFAULT_ADJUSTMENTS},
  ...overrides,
});

describe('defaultModeState', () => {
  it('shows the default colours and adjustments of each mode in its fields', () => {
    expect(defaultModeState('light')).toMatchObject({
      primary: '#2e8555',
      primaryInput: '#2e8555',
      background: '#ffffff',
    });
    expect(defaultModeState('dark')).toMatchObject({primary: '#25c2a0', backgroundInput: '#181920'});
    expect(defaultModeState('light').adjustmentInputs[DARKEST]).toBe('-0.3');
    expect(defaultModeState('light').adjustmentInputs[BASE]).toBe('0');
  });
});

describe('parseAdjustment', () => {
  it('accepts numbers from -1 to 1, limits included', () => {
    expect(parseAdjustment('-1')).toBe(-1);
    expect(parseAdjustment('0.25')).toBe(0.25);
    expect(parseAdjustment(' 1 ')).toBe(1);
  });

  it('rejects empty text, other text and numbers out of range', () => {
    for (const text of ['', '  ', '-', 'abc', '1.01', '-1.5', 'Infinity', 'NaN']) {
      expect(parseAdjustment(text), text).toBeUndefined();
    }
  });
});

describe('parseSettings', () => {
  it('normalises valid colours to lower-case hex', () => {
    expect(parseSettings(saved({primary: 'RED', background: 'rgb(0, 0, 0)'}))).toEqual({
      primary: '#ff0000',
      background: '#000000',
      adjustments: DEFAULT_ADJUSTMENTS,
    });
  });

  it('forces the base adjustment to 0', () => {
    const settings = parseSettings(saved({adjustments: {...DEFAULT_ADJUSTMENTS, [BASE]: 0.5}}));
    expect(settings?.adjustments[BASE]).toBe(0);
  });

  it('rejects anything missing or invalid', () => {
    const withoutDarkest = Object.fromEntries(
      Object.entries(DEFAULT_ADJUSTMENTS).filter(([variable]) => variable !== DARKEST),
    );
    for (const value of [
      null,
      'text',
      saved({primary: 'not-a-colour'}),
      saved({background: 'transparent'}),
      saved({primary: 42}),
      saved({adjustments: null}),
      saved({adjustments: withoutDarkest}),
      saved({adjustments: {...DEFAULT_ADJUSTMENTS, [DARKEST]: '-0.3'}}),
      saved({adjustments: {...DEFAULT_ADJUSTMENTS, [DARKEST]: -2}}),
    ]) {
      expect(parseSettings(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('parseState and serializeState', () => {
  const edited: GeneratorState = {
    light: toModeState({
      primary: '#3578e5',
      background: '#ffffff',
      adjustments: {...DEFAULT_ADJUSTMENTS, [DARKEST]: -0.5},
    }),
    dark: defaultModeState('dark'),
  };

  it('round-trips both palettes', () => {
    expect(parseState(serializeState(edited))).toEqual(edited);
  });

  it('saves the valid values, never the text of an invalid field', () => {
    const typing = {...edited, light: withPrimaryInput(edited.light, '#35')};
    const data = JSON.parse(serializeState(typing)) as Record<string, Record<string, unknown>>;
    expect(data.light).toEqual({primary: '#3578e5', background: '#ffffff', adjustments: edited.light.adjustments});
    expect(Object.keys(data)).toEqual(['light', 'dark']);
    expect(parseState(serializeState(typing)).light.primaryInput).toBe('#3578e5');
  });

  it('gives the defaults for nothing saved and for unreadable JSON', () => {
    expect(parseState(null)).toBe(DEFAULT_STATE);
    expect(parseState('{not json')).toBe(DEFAULT_STATE);
    expect(parseState('"text"')).toEqual(DEFAULT_STATE);
  });

  it('gives the defaults to the mode whose settings are invalid, and keeps the other', () => {
    const state = parseState(JSON.stringify({light: saved(), dark: saved({primary: 'nope'})}));
    expect(state.light.primary).toBe('#3578e5');
    expect(state.dark).toEqual(DEFAULT_STATE.dark);
  });
});

describe('field updates', () => {
  const light = defaultModeState('light');

  it('takes a valid colour as lower-case hex and shows the text as typed', () => {
    expect(withPrimaryInput(light, ' #3578E5')).toMatchObject({primaryInput: ' #3578E5', primary: '#3578e5'});
    expect(withBackgroundInput(light, 'black')).toMatchObject({backgroundInput: 'black', background: '#000000'});
  });

  it('keeps the last valid colour while the text is invalid', () => {
    expect(withPrimaryInput(light, '#35')).toMatchObject({primaryInput: '#35', primary: '#2e8555'});
    expect(withBackgroundInput(light, '')).toMatchObject({backgroundInput: '', background: '#ffffff'});
  });

  it('takes a valid adjustment and keeps the last valid one while the text is invalid', () => {
    const changed = withAdjustmentInput(light, DARKEST, '-0.5');
    expect(changed.adjustments[DARKEST]).toBe(-0.5);
    expect(changed.adjustmentInputs[DARKEST]).toBe('-0.5');
    const typing = withAdjustmentInput(changed, DARKEST, '-');
    expect(typing.adjustments[DARKEST]).toBe(-0.5);
    expect(typing.adjustmentInputs[DARKEST]).toBe('-');
    expect(withAdjustmentInput(light, DARKEST, '3').adjustments[DARKEST]).toBe(-0.3);
  });

  it('changes only the palette of the given mode', () => {
    const state = updateMode(DEFAULT_STATE, 'dark', (previous) => withPrimaryInput(previous, '#ff0000'));
    expect(state.dark.primary).toBe('#ff0000');
    expect(state.light).toBe(DEFAULT_STATE.light);
  });
});
