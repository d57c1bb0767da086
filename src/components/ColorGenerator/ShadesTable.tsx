import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {contrastRatio} from '../../utils/colorContrast';
import {BASE_VARIABLE, MAX_ADJUSTMENT, MIN_ADJUSTMENT, wcagRating, type Shade, type ShadeVariable} from './colorUtils';
import {formatRatio} from './advice';
import {parseAdjustment} from './state';
import {ratingLabel} from './texts';
import styles from './styles.module.css';

type Props = {
  /** Prefix of the ids that name and describe the adjustment fields. */
  readonly idPrefix: string;
  readonly shades: readonly Shade[];
  /** Lower-case `#rrggbb`. */
  readonly background: string;
  /** Text of each adjustment field, possibly invalid. */
  readonly adjustmentInputs: Readonly<Record<ShadeVariable, string>>;
  readonly onAdjustmentChange: (variable: ShadeVariable, input: string) => void;
};

/** The seven shades with their adjustment fields and contrast, and the hint that explains adjustments. */
export default function ShadesTable({
  idPrefix,
  shades,
  background,
  adjustmentInputs,
  onAdjustmentChange,
}: Props): ReactNode {
  const headerId = `${idPrefix}-adjustment`;
  const hintId = `${idPrefix}-adjustment-hint`;
  const rowId = (index: number) => `${idPrefix}-row-${index}`;
  return (
    <>
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
                <Translate
                  id="colorGenerator.table.variable"
                  description="Colour generator: table column header, CSS variable name">
                  Variable
                </Translate>
              </th>
              <th scope="col">
                <Translate
                  id="colorGenerator.table.hex"
                  description="Colour generator: table column header, hex colour code">
                  Hex
                </Translate>
              </th>
              <th scope="col" id={headerId}>
                <Translate
                  id="colorGenerator.table.adjustment"
                  description="Colour generator: table column header, the lightness adjustment of a shade; also part of the accessible name of each adjustment field">
                  Adjustment
                </Translate>
              </th>
              <th scope="col">
                <Translate
                  id="colorGenerator.table.swatch"
                  description="Colour generator: table column header, a sample of the colour">
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
              const ratio = contrastRatio(shade.hex, background);
              const isBase = shade.variable === BASE_VARIABLE;
              const input = adjustmentInputs[shade.variable];
              return (
                <tr key={shade.variable} className={isBase ? styles.baseRow : undefined}>
                  <th scope="row" id={rowId(index)} className={styles.variable}>
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
                        aria-labelledby={`${headerId} ${rowId(index)}`}
                        aria-describedby={hintId}
                        aria-invalid={parseAdjustment(input) === undefined}
                        onChange={(event) => onAdjustmentChange(shade.variable, event.target.value)}
                      />
                    )}
                  </td>
                  <td>
                    <span className={styles.swatch} style={{backgroundColor: shade.hex}} aria-hidden="true" />
                  </td>
                  <td className={styles.contrast}>
                    {formatRatio(ratio)} <strong className={styles.rating}>{ratingLabel(wcagRating(ratio))}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p id={hintId} className={styles.hint}>
        <Translate
          id="colorGenerator.table.adjustmentHint"
          description="Colour generator: explains the adjustment fields; {min} and {max} are the limits"
          values={{min: String(MIN_ADJUSTMENT), max: String(MAX_ADJUSTMENT)}}>
          {
            'Adjustments go from {min} to {max}. A negative value darkens the base colour, a positive value lightens it: the HSL lightness is multiplied by 1 plus the adjustment, so -0.1 means 10% darker.'
          }
        </Translate>
      </p>
    </>
  );
}
