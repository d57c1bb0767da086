import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {ChangeBlock} from '../../changes';

/** Long lines wrap: the reader reads prose here, not code to copy. */
const PRE_STYLE = {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'} as const;

/**
 * The changes, in page order (Infima's alert colours, which follow the colour mode, so that this page adds nothing to
 * the stylesheet every page loads): removed and added lines marked by a sign and a label as well as colour (readable
 * without colour, in forced colours and by screen readers: <del> and <ins> say what they are), unchanged context
 * between them, and the length of each unchanged passage left out.
 */
export default function ChangeBlocks({
  blocks,
  lang,
}: {
  readonly blocks: readonly ChangeBlock[];
  /** The language of the compared pages when it is not the page's (English pages on a translated site). */
  readonly lang?: string;
}): ReactNode {
  return (
    <div>
      {blocks.map((block, index) => {
        if (block.kind === 'same' && block.lines.length === 0)
          return (
            <p key={index}>
              <em>
                <Translate
                  id="versionChanges.page.skipped"
                  description="Stands for unchanged lines left out of a changes page"
                  values={{count: block.skipped}}>
                  {'… {count} unchanged lines …'}
                </Translate>
              </em>
            </p>
          );
        if (block.kind === 'same')
          return (
            <pre key={index} className="margin-bottom--sm" style={PRE_STYLE} lang={lang}>
              {block.lines.join('\n')}
            </pre>
          );
        const removed = block.kind === 'removed';
        const Tag = removed ? 'del' : 'ins';
        return (
          <div key={index} className={`alert ${removed ? 'alert--danger' : 'alert--success'} margin-bottom--sm`}>
            <p className="margin-bottom--xs">
              <strong>
                {removed ? (
                  <Translate
                    id="versionChanges.page.removed"
                    description="The label of removed lines on a changes page">
                    Removed
                  </Translate>
                ) : (
                  <Translate id="versionChanges.page.added" description="The label of added lines on a changes page">
                    Added
                  </Translate>
                )}
              </strong>
            </p>
            <pre
              className="margin-bottom--none"
              style={{...PRE_STYLE, background: 'transparent', padding: 0}}
              lang={lang}>
              <Tag>{block.lines.map((line) => `${removed ? '−' : '+'} ${line}`).join('\n')}</Tag>
            </pre>
          </div>
        );
      })}
    </div>
  );
}
