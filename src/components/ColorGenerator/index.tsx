import {useCallback, useId, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useColorMode} from '@docusaurus/theme-common';
import {cssVariables, generateCss, generateShades, type ColorMode, type ShadeVariable} from './colorUtils';
import ContrastAdvice from './ContrastAdvice';
import GeneratedCss from './GeneratedCss';
import PaletteFields from './PaletteFields';
import Preview from './Preview';
import ShadesTable from './ShadesTable';
import {
  defaultModeState,
  updateMode,
  withAdjustmentInput,
  withBackgroundInput,
  withPrimaryInput,
  type ModeState,
} from './state';
import {useLivePreview} from './useLivePreview';
import {useStoredState} from './useStoredState';
import styles from './styles.module.css';

/**
 * Interactive generator of the seven Infima primary-colour variables.
 * Edits the palette of the site's current colour mode, previews it live on the
 * whole page while mounted, and keeps both palettes for the browser session.
 */
export default function ColorGenerator(): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const mode: ColorMode = colorMode === 'dark' ? 'dark' : 'light';
  const [state, setState, loaded] = useStoredState();
  const baseId = useId();
  const current = state[mode];

  const shades = useMemo(
    () => generateShades(current.primary, current.adjustments),
    [current.primary, current.adjustments],
  );
  const css = useMemo(() => generateCss(shades, current.background, mode), [shades, current.background, mode]);
  const declarations = useMemo(
    () => cssVariables(shades, current.background, mode),
    [shades, current.background, mode],
  );
  useLivePreview(loaded, mode, declarations);

  const update = useCallback(
    (change: (previous: ModeState) => ModeState) => setState((previous) => updateMode(previous, mode, change)),
    [mode, setState],
  );
  const setPrimary = (input: string) => update((previous) => withPrimaryInput(previous, input));
  const setBackground = (input: string) => update((previous) => withBackgroundInput(previous, input));
  const setAdjustment = (variable: ShadeVariable, input: string) =>
    update((previous) => withAdjustmentInput(previous, variable, input));
  const cssId = `${baseId}-css`;

  return (
    <div className={clsx('color-generator', styles.generator)}>
      <PaletteFields
        idPrefix={baseId}
        mode={mode}
        current={current}
        onPrimaryChange={setPrimary}
        onBackgroundChange={setBackground}
        onSwitchMode={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
        onReset={() => update(() => defaultModeState(mode))}
      />
      <ShadesTable
        idPrefix={baseId}
        shades={shades}
        background={current.background}
        adjustmentInputs={current.adjustmentInputs}
        onAdjustmentChange={setAdjustment}
      />
      <ContrastAdvice primary={current.primary} background={current.background} onUseSuggestion={setPrimary} />
      <Preview background={current.background} cssId={cssId} />
      <GeneratedCss id={cssId} mode={mode} css={css} />
    </div>
  );
}
