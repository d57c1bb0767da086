import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {getFeatures, type Feature} from '@site/src/data/features';
import {FEATURE_ICONS} from './icons';
import styles from './styles.module.css';

type FeatureRowProps = {
  readonly feature: Feature;
  /** Puts the illustration on the other side on wide screens. */
  readonly reversed: boolean;
};

function FeatureRow({feature, reversed}: FeatureRowProps): ReactNode {
  const {icon, title, description} = feature;
  const Icon = FEATURE_ICONS[icon];
  return (
    <section className={clsx(styles.feature, reversed && styles.reversed)}>
      <div className={clsx('container', styles.row)}>
        <div className={styles.media}>
          <Icon className={styles.icon} size={96} />
        </div>
        <div className={styles.body}>
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.description}>{description}</p>
        </div>
      </div>
    </section>
  );
}

/** One section per feature; the picture alternates sides on wide screens. */
export default function Features(): ReactNode {
  return (
    <div className={styles.features}>
      {getFeatures().map((feature, index) => (
        <FeatureRow key={feature.id} feature={feature} reversed={index % 2 === 1} />
      ))}
    </div>
  );
}
