/**
 * Ejected from @docusaurus/theme-classic 3.10.2.
 * One change: each line is a <span> (made a block by `.code-line` in
 * src/css/custom.css) instead of a <div>. <code> only accepts phrasing
 * content, so the original's <div>s were the main source of Nu HTML checker
 * errors on a stock build, and a wrapper cannot change the element. With it,
 * the line-number and content spans also carry stable class names
 * (code-line-number, code-line-content) next to the CSS-module ones.
 * Remove when the theme renders code lines as phrasing content (no upstream
 * issue found). `npm run check:swizzles` fails when the upstream file changes.
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
          <span className={clsx('code-line-number', styles.codeLineNumber)} />
          <span className={clsx('code-line-content', styles.codeLineContent)}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
