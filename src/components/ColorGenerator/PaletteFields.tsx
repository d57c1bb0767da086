import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {ColorMode} from './colorUtils';
import ColorField from './ColorField';
import type {ModeState} from './state';
import {modeName} from './texts';
import styles from './styles.module.css';

type Props = {
  /** Prefix of the ids of the fields. */
  readonly idPrefix: string;
  readonly mode: ColorMode;
  readonly current: ModeState;
  readonly onPrimaryChange: (input: string) => void;
  readonly onBackgroundChange: (input: string) => void;
  readonly onSwitchMode: () => void;
  readonly onReset: () => void;
};

/** The colour fields of the mode being edited, the mode switch and the reset button. */
export default function PaletteFields({
  idPrefix,
  mode,
  current,
  onPrimaryChange,
  onBackgroundChange,
  onSwitchMode,
  onReset,
}: Props): ReactNode {
  const currentModeName = modeName(mode);
  return (
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
          id={`${idPrefix}-primary`}
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
          onChange={onPrimaryChange}
        />
        <ColorField
          id={`${idPrefix}-background`}
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
          onChange={onBackgroundChange}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onSwitchMode}>
          {mode === 'light' ? (
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
        <button type="button" className="button button--secondary" onClick={onReset}>
          <Translate
            id="colorGenerator.reset"
            description="Colour generator: button that restores the default colours and adjustments; {mode} is the name of the current colour mode"
            values={{mode: currentModeName}}>
            {'Reset to the {mode} mode defaults'}
          </Translate>
        </button>
      </div>
    </fieldset>
  );
}
