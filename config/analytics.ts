import type * as Preset from '@docusaurus/preset-classic';

/**
 * Google Analytics (plugin-google-gtag) runs only when a tracking id is given
 * at build time: `GTAG_TRACKING_ID=G-XXXXXXX npm run build`. Without it the
 * preset does not load the plugin and the site makes no third-party request.
 */
export const gtagTrackingId: string | undefined = process.env.GTAG_TRACKING_ID?.trim() || undefined;

/** The preset's `gtag` option: `undefined` leaves the plugin out. */
export const gtag: Preset.Options['gtag'] = gtagTrackingId ? {trackingID: gtagTrackingId} : undefined;
