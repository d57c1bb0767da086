/**
 * Line icons for the home page feature sections, drawn for this site on a
 * 64 × 64 grid. They inherit `currentColor`, so the parent decides their colour
 * for light and dark mode. They are decorative: the feature title next to each
 * one says what it stands for, so every icon is hidden from assistive tech.
 * No element uses an `id`, so an icon can be rendered many times on a page.
 */
import type {ComponentType, ReactNode} from 'react';
import type {FeatureIconName} from '@site/src/data/features';

export type IconProps = {
  /** Rendered width and height in CSS pixels (kept as attributes to avoid layout shift). */
  readonly size?: number;
  readonly className?: string;
};

export type FeatureIcon = ComponentType<IconProps>;

/** Soft fill used for the "body" of a shape, on top of the stroke colour. */
const TINT = 0.14;

function IconFrame({size = 96, className, children}: IconProps & {readonly children: ReactNode}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}>
      {children}
    </svg>
  );
}

/** A page of text that ends in a `</>` tag: Markdown with components inside. */
function MdxIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <path
        d="M14 6h26l12 12v38a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M40 6v12h12" />
      <path d="M19 24h14M19 32h24" />
      <path d="M26 42l-6 5 6 5M38 42l6 5-6 5M34 40l-4 14" />
    </IconFrame>
  );
}

/** A small tree of boxes: pages composed from nested components. */
function ComponentsIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <rect x={23} y={4} width={18} height={12} rx={3} fill="currentColor" fillOpacity={TINT * 2} />
      <path d="M32 16v6M13 22h38M13 22v5M51 22v5" />
      <rect x={4} y={27} width={18} height={12} rx={3} fill="currentColor" fillOpacity={TINT} />
      <rect x={42} y={27} width={18} height={12} rx={3} fill="currentColor" fillOpacity={TINT} />
      <path d="M13 39v7M51 39v7" />
      <rect x={7} y={46} width={12} height={10} rx={2.5} />
      <rect x={45} y={46} width={12} height={10} rx={2.5} />
    </IconFrame>
  );
}

/** Two speech bubbles, a Latin letter and a CJK-like glyph, swapped by arrows. */
function TranslationIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <path
        d="M8 4h22a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H18l-7 6v-6H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M12 24l7-14 7 14M15 19h8" />
      <path
        d="M34 32h22a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4h-3v6l-7-6H34a4 4 0 0 1-4-4V36a4 4 0 0 1 4-4z"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M45 35.5v3M37 38.5h16M40 38.5l10 12M50 38.5l-10 12" />
      <path d="M42 10c8 0 13 5 13 13M51 19.5l4 4 4-4" />
      <path d="M22 58c-8 0-13-5-13-13M5 48.5l4-4 4 4" />
    </IconFrame>
  );
}

/** A stack of pages whose front one shows a branch: one set of docs per release. */
function VersioningIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <path d="M16 10V8a4 4 0 0 1 4-4h32a4 4 0 0 1 4 4v36a4 4 0 0 1-4 4h-2" strokeOpacity={0.55} />
      <path d="M10 16v-2a4 4 0 0 1 4-4h32a4 4 0 0 1 4 4v36a4 4 0 0 1-4 4h-2" strokeOpacity={0.8} />
      <rect x={4} y={16} width={40} height={44} rx={4} fill="currentColor" fillOpacity={TINT} />
      <path d="M14 30v16M14 34c0 4 4 5 8 5h6" />
      <circle cx={14} cy={27} r={3} />
      <circle cx={14} cy={49} r={3} />
      <circle cx={31} cy={39} r={3} />
    </IconFrame>
  );
}

/** A magnifying glass held over a page of text. */
function SearchIcon(props: IconProps): ReactNode {
  return (
    <IconFrame {...props}>
      <path d="M42 26V14L32 4H12a4 4 0 0 0-4 4v44a4 4 0 0 0 4 4h14" />
      <path d="M32 4v10h10" />
      <path d="M15 20h12M15 28h14M15 36h7" />
      <circle cx={40} cy={42} r={11} fill="currentColor" fillOpacity={TINT} />
      <path d="M48 50l10 10" strokeWidth={4} />
    </IconFrame>
  );
}

/** The icon of each name the feature data uses. */
export const FEATURE_ICONS: Readonly<Record<FeatureIconName, FeatureIcon>> = {
  mdx: MdxIcon,
  components: ComponentsIcon,
  translation: TranslationIcon,
  versioning: VersioningIcon,
  search: SearchIcon,
};
