import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import type {ColorMode} from './colorUtils';
import {modeName} from './texts';
import styles from './styles.module.css';

type Props = {
  readonly id: string;
  readonly mode: ColorMode;
  /** The rule to copy (`generateCss`). */
  readonly css: string;
};

/** The CSS rule of the current mode, ready to paste into custom.css. */
export default function GeneratedCss({id, mode, css}: Props): ReactNode {
  // The preview's sample link points here: the broken-anchor check must know the id.
  useBrokenLinks().collectAnchor(id);
  return (
    <div id={id} className={styles.css}>
      <p>
        <Translate
          id="colorGenerator.css.intro"
          description="Colour generator: text above the generated CSS; {mode} is the name of the current colour mode"
          values={{mode: modeName(mode)}}>
          {
            'Copy this rule into your custom CSS file. It covers the {mode} mode only: switch the mode to get the rule for the other one.'
          }
        </Translate>
      </p>
      <CodeBlock language="css" title="/src/css/custom.css">
        {css}
      </CodeBlock>
    </div>
  );
}
