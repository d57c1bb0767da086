/** What the drawn header of a showcase card shows: its colours, the site's address and initial. */

/** 32-bit FNV-1a hash of a string (UTF-16 code units): stable across runs and platforms. */
export function titleHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The host name of a site's URL, without a leading `www.`. */
export function siteDomain(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}

/** The two hues of the header's gradient, from the title: each site keeps its colours from build to build. */
export function previewHues(title: string): {readonly hue: number; readonly hue2: number} {
  const hash = titleHash(title);
  const hue = hash % 360;
  return {hue, hue2: (hue + 40 + ((hash >>> 9) % 40)) % 360};
}

/** The address shown in the header's address bar: host and path, without a trailing slash. */
export function previewAddress(website: string): string {
  const url = new URL(website);
  return `${url.hostname}${url.pathname.replace(/\/$/, '')}`;
}

/** The header's badge: the first letter or digit of the title, upper case (`#` when there is none). */
export function previewInitial(title: string): string {
  const letter = [...title].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  return letter?.toUpperCase() ?? '#';
}
