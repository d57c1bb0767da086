import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {BASE_VARIABLE} from './colorUtils';
import {formatRatio, primaryContrast} from './advice';
import {ratingLabel} from './texts';
import styles from './styles.module.css';

type Props = {
  /** Lower-case `#rrggbb`. */
  readonly primary: string;
  /** Lower-case `#rrggbb`. */
  readonly background: string;
  /** Called with the suggested colour when the user accepts it. */
  readonly onUseSuggestion: (color: string) => void;
};

/** Whether the primary colour reaches AA on the background and, when it does not, the closest colour that does. */
export default function ContrastAdvice({primary, background, onUseSuggestion}: Props): ReactNode {
  const {ratio, rating, suggestion} = primaryContrast(primary, background);
  return (
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
            values={{ratio: formatRatio(ratio), rating: ratingLabel(rating)}}>
            {'Your primary colour reaches a contrast of {ratio}, rated {rating}.'}
          </Translate>
        ) : (
          <>
            <Translate
              id="colorGenerator.advice.fail"
              description="Colour generator: the primary colour fails WCAG AA; {ratio} is like 2.26:1 and {suggestion} is a hex colour code"
              values={{ratio: formatRatio(ratio), suggestion: <code>{suggestion}</code>}}>
              {
                'Your primary colour only reaches a contrast of {ratio}. The closest colour that reaches AA is {suggestion}.'
              }
            </Translate>{' '}
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => onUseSuggestion(suggestion)}>
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
  );
}
