import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ShowcaseOperator} from '../showcaseQuery';
import styles from './styles.module.css';

type Props = {
  readonly operator: ShowcaseOperator;
  readonly onChange: (operator: ShowcaseOperator) => void;
};

/** How selected tags combine, as a two-option radio group (arrow keys move between the options). */
export default function ShowcaseOperatorToggle({operator, onChange}: Props): ReactNode {
  const options: readonly {value: ShowcaseOperator; label: string}[] = [
    {
      value: 'OR',
      label: translate({
        id: 'showcase.filters.operator.or',
        message: 'Any tag (OR)',
        description: 'Showcase filters: option to show sites having at least one of the selected tags',
      }),
    },
    {
      value: 'AND',
      label: translate({
        id: 'showcase.filters.operator.and',
        message: 'All tags (AND)',
        description: 'Showcase filters: option to show only sites having every selected tag',
      }),
    },
  ];
  return (
    <fieldset className={styles.operator}>
      <legend className={styles.legend}>
        {translate({
          id: 'showcase.filters.operator.legend',
          message: 'Sites must have',
          description: 'Showcase filters: label of the choice between matching any or all selected tags',
        })}
      </legend>
      <div className={styles.options}>
        {options.map(({value, label}) => (
          <span key={value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              id={`showcase-operator-${value.toLowerCase()}`}
              name="showcase-operator"
              value={value}
              checked={operator === value}
              onChange={() => onChange(value)}
            />
            <label className={styles.label} htmlFor={`showcase-operator-${value.toLowerCase()}`}>
              {label}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
