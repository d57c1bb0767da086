/**
 * Ejected (not wrapped) on purpose: the original renders every line as a
 * <div> inside <code>, which is invalid HTML (<code> only accepts phrasing
 * content) and is the main source of Nu HTML checker errors on a stock build.
 * A wrapper cannot change the element, so this renders each line as a <span>
 * made a block by CSS. Everything else matches the original behaviour.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/**
 * A line holding only '\n' would otherwise render two breaks (the newline
 * and the <br/> that keeps empty lines from collapsing).
 */
function withoutLoneNewline(line: Token[]): Token[] {
  const onlyToken = line.length === 1 ? line[0] : undefined;
  return onlyToken?.content === '\n' ? [{...onlyToken, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = withoutLoneNewline(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx('code-line', classNames, showLineNumbers && styles.codeLine),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
