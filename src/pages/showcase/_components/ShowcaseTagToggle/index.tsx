import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import type {Tag, TagKey} from '@site/src/data/showcase';
import styles from './styles.module.css';

type Props = {
  readonly tagKey: TagKey;
  readonly tag: Tag;
  readonly pressed: boolean;
  readonly onToggle: (key: TagKey) => void;
};

/**
 * A toggle button for one tag filter. The tag description is a tooltip
 * (`title`) for pointer users and the button's accessible description
 * (`aria-describedby`, a visually hidden text) for screen reader users.
 */
export default function ShowcaseTagToggle({tagKey, tag, pressed, onToggle}: Props): ReactNode {
  const descriptionId = `showcase-tag-description-${tagKey}`;
  return (
    <>
      <button
        type="button"
        className={clsx(styles.toggle, pressed && styles.pressed)}
        style={{'--showcase-tag-color': tag.color} as CSSProperties}
        aria-pressed={pressed}
        aria-describedby={descriptionId}
        title={tag.description}
        onClick={() => onToggle(tagKey)}>
        <span className={styles.mark} aria-hidden="true">
          {pressed ? '✓' : tagKey === 'favorite' ? '★' : ''}
        </span>
        {tag.label}
      </button>
      <span id={descriptionId} className={styles.visuallyHidden}>
        {tag.description}
      </span>
    </>
  );
}
