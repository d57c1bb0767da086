import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {isValidColor} from './colorUtils';
import styles from './styles.module.css';

type Props = {
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
export default function ColorField({id, label, pickerLabel, input, value, onChange}: Props): ReactNode {
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
            {
              'Not a valid colour. Enter a hex code such as #2e8555, an rgb() or hsl() value, or a CSS colour name, without transparency. The last valid colour is still used.'
            }
          </Translate>
        </p>
      )}
    </div>
  );
}
