/**
 * Ejected from @docusaurus/theme-live-codeblock 3.10.2.
 * One change: no `aria-label="Reset code to original"`, an English text that replaced the translated visible label
 * as the button's name (in Japanese, the name did not contain the visible 「リセット」: WCAG 2.5.3, axe
 * label-content-name-mismatch); the visible label names it, and the title is translated.
 * Remove when the theme's button takes its name from its translations (no upstream issue found).
 * `npm run check:swizzles` fails when the upstream file changes. The styles stay the theme's own file.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {usePlayground} from '@docusaurus/theme-live-codeblock/client';
import type {Props} from '@theme/Playground/Buttons/ResetButton';
import styles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Buttons/ResetButton/styles.module.css';

function Icon() {
  return (
    <svg className={styles.resetButtonIcon} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 3a5 5 0 1 0 4.546 2.914.5.5 0 0 1 .908-.417A6 6 0 1 1 8 2v1z" />
      <path d="M8 4.466V.534a.25.25 0 0 1 .41-.192l2.36 1.966c.12.1.12.284 0 .384L8.41 4.658A.25.25 0 0 1 8 4.466z" />
    </svg>
  );
}

function Label() {
  return (
    <Translate id="theme.Playground.buttons.reset" description="The reset button label for live code blocks">
      Reset
    </Translate>
  );
}

export default function ResetButton({className}: Props): ReactNode {
  const {reset} = usePlayground();
  return (
    <button
      type="button"
      title={translate({
        id: 'playground.reset.title',
        message: 'Reset the code to the original',
        description: 'The tooltip of the reset button of a live code block',
      })}
      className={clsx('clean-btn', className, styles.resetButton)}
      onClick={() => reset()}>
      <Icon />
      <Label />
    </button>
  );
}
