/** Translated words the generator puts inside its sentences. */
import {translate} from '@docusaurus/Translate';
import type {ColorMode, WcagRating} from './colorUtils';

export function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({
        id: 'colorGenerator.mode.dark',
        message: 'dark',
        description: 'Colour generator: name of the dark colour mode, used inside other sentences',
      })
    : translate({
        id: 'colorGenerator.mode.light',
        message: 'light',
        description: 'Colour generator: name of the light colour mode, used inside other sentences',
      });
}

export function ratingLabel(rating: WcagRating): string {
  switch (rating) {
    case 'AAA':
      return translate({
        id: 'colorGenerator.rating.aaa',
        message: 'AAA',
        description: 'Colour generator: WCAG rating for a contrast of at least 7:1',
      });
    case 'AA':
      return translate({
        id: 'colorGenerator.rating.aa',
        message: 'AA',
        description: 'Colour generator: WCAG rating for a contrast of at least 4.5:1',
      });
    default:
      return translate({
        id: 'colorGenerator.rating.fail',
        message: 'Fail',
        description: 'Colour generator: WCAG rating for a contrast below 4.5:1',
      });
  }
}
