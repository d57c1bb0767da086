/**
 * `text` (a URL's pathname or hash) as it is when `decodeURIComponent`
 * accepts it, otherwise with every `%` written `%25`, so that decoding gives
 * back the characters as typed: `/docs/%E0%A4%A` → `/docs/%25E0%25A4%25A`
 * (decoded: `/docs/%E0%A4%A`). Kept this small on purpose: it is in every
 * page's main bundle, and such an address is a broken link anyway.
 */
export function escapeMalformed(text: string): string {
  try {
    decodeURIComponent(text);
    return text;
  } catch {
    return text.replaceAll('%', '%25');
  }
}
