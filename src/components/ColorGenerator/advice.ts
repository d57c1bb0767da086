import {contrastRatio, ensureContrast} from '../../utils/colorContrast';
import {wcagRating, type WcagRating} from './colorUtils';

/** The contrast of normal text WCAG AA asks for, which Infima's links in the primary colour need. */
export const AA_RATIO = 4.5;

export type PrimaryContrast = {
  readonly ratio: number;
  readonly rating: WcagRating;
  /** The closest colour that reaches AA, only when the primary colour does not. */
  readonly suggestion?: string;
};

/** How the primary colour reads on the background, and what to use instead when it fails AA. */
export function primaryContrast(primary: string, background: string): PrimaryContrast {
  const ratio = contrastRatio(primary, background);
  const rating = wcagRating(ratio);
  return rating === 'Fail'
    ? {ratio, rating, suggestion: ensureContrast(primary, background, AA_RATIO)}
    : {ratio, rating};
}

/** `4.5634…` → `4.56:1`. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
