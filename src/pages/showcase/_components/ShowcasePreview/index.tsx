import type {CSSProperties, ReactNode} from 'react';
import {previewAddress, previewHues, previewInitial, siteDomain} from './previewStyle';
import styles from './styles.module.css';

type Props = {readonly title: string; readonly website: string};

/**
 * A showcase card's header, drawn with CSS from the site's own data: a browser
 * window showing its address, initial, domain and title on a gradient whose
 * colours come from the title. Decorative (the card says all of it in text):
 * hidden from assistive technology and from the search index.
 */
export default function ShowcasePreview({title, website}: Props): ReactNode {
  const {hue, hue2} = previewHues(title);
  const style = {'--preview-hue': hue, '--preview-hue2': hue2} as CSSProperties;
  return (
    <div className={styles.preview} style={style} aria-hidden="true" data-pagefind-ignore="all">
      <div className={styles.window}>
        <div className={styles.bar}>
          <span className={styles.dots} />
          <span className={styles.address}>{previewAddress(website)}</span>
        </div>
        <div className={styles.page}>
          <div className={styles.site}>
            <span className={styles.initial}>{previewInitial(title)}</span>
            <span className={styles.domain}>{siteDomain(website)}</span>
          </div>
          <div className={styles.title}>{title}</div>
          <span className={styles.line} />
          <span className={styles.line} />
        </div>
      </div>
    </div>
  );
}
