/**
 * A PNG imported from a script goes through plugin-ideal-image's loader: in a
 * production build it is the responsive image module `<IdealImage img>` takes,
 * in development (`disableInDev`) the file's URL. Both fit `img`.
 */
declare module '*.png' {
  import type {Props} from '@theme/IdealImage';

  const image: Props['img'];
  export default image;
}
