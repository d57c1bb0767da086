import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** Lower-case `#rrggbb`. */
  readonly background: string;
  /** Id of the generated CSS, the target of the sample link. */
  readonly cssId: string;
};

/** A button, a link and an alert in the primary colours, on the chosen background. */
export default function Preview({background, cssId}: Props): ReactNode {
  return (
    <figure className={styles.preview} style={{backgroundColor: background}}>
      <figcaption className={styles.previewCaption}>
        <Translate
          id="colorGenerator.preview.caption"
          description="Colour generator: caption of the small preview of a button, a link and an alert">
          Preview
        </Translate>
      </figcaption>
      <div className={styles.previewItems}>
        <button type="button" className="button button--primary">
          <Translate
            id="colorGenerator.preview.button"
            description="Colour generator: label of the sample button in the preview">
            Primary button
          </Translate>
        </button>
        <Link className={styles.previewLink} to={`#${cssId}`}>
          <Translate
            id="colorGenerator.preview.link"
            description="Colour generator: sample link in the preview, which jumps to the generated CSS">
            Link to the generated CSS
          </Translate>
        </Link>
      </div>
      <div className={styles.previewAlert}>
        <Translate
          id="colorGenerator.preview.alert"
          description="Colour generator: text of the sample alert in the preview">
          An alert with a border in the dark shade of the primary colour.
        </Translate>
      </div>
    </figure>
  );
}
