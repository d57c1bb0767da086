// Replaces @docusaurus/core/lib/client/preload.js in the client bundle (see ../index.ts).
import routes from '@generated/routes';
import {preloadRoutes} from './sections';

export default function preload(pathname: string): Promise<unknown[]> {
  return preloadRoutes(routes, pathname);
}
