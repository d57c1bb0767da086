import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** The name in the URL. */
  readonly name: string;
  readonly onChange: (name: string) => void;
};

/**
 * The search box on site names. It keeps its own value while typing (the URL,
 * and so `name`, is updated a moment later) and follows `name` when it changes
 * from elsewhere: "Clear all", or back and forward in the history.
 */
export default function ShowcaseSearch({name, onChange}: Props): ReactNode {
  const [value, setValue] = useState(name);
  const [followedName, setFollowedName] = useState(name);
  if (name !== followedName) {
    // Adjusted while rendering, not in an effect: the box never shows the old name after a change.
    setFollowedName(name);
    if (value.trim() !== name.trim()) setValue(name);
  }
  return (
    <div className={styles.search}>
      <label className={styles.label} htmlFor="showcase-search">
        <Translate id="showcase.filters.search.label" description="Showcase filters: label of the search box">
          Search by site name
        </Translate>
      </label>
      <input
        className={styles.input}
        id="showcase-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
