const ESCAPES_OR_PERCENT = /(?:%[0-9A-Fa-f]{2})+|%/g;

/** Bytes of the UTF-8 sequence a lead byte starts (0: not a lead byte). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >> 5 === 0b110) return 2;
  if (lead >> 4 === 0b1110) return 3;
  if (lead >> 3 === 0b11110) return 4;
  return 0;
}

function decodes(escapes: string): boolean {
  try {
    decodeURIComponent(escapes);
    return true;
  } catch {
    return false;
  }
}

/** A run of `%XX` escapes with each escape that is not part of a UTF-8 character escaped itself (`%` → `%25`). */
function escapeRun(run: string): string {
  const escapes = run.match(/%[0-9A-Fa-f]{2}/g)!;
  let out = '';
  for (let i = 0; i < escapes.length;) {
    const length = sequenceLength(parseInt(escapes[i]!.slice(1), 16));
    const sequence = escapes.slice(i, i + length).join('');
    if (length > 0 && i + length <= escapes.length && decodes(sequence)) {
      out += sequence;
      i += length;
    } else {
      out += `%25${escapes[i]!.slice(1)}`;
      i += 1;
    }
  }
  return out;
}

/**
 * `text` (a URL's pathname or hash) with every `%` that does not start a
 * well-formed escape of UTF-8 text written as `%25`, so that `decodeURI` and
 * `decodeURIComponent` accept it and give back the characters as typed:
 * `/docs/%E0%A4%A` → `/docs/%25E0%25A4%25A` (decoded: `/docs/%E0%A4%A`).
 * Well-formed text comes back unchanged.
 */
export function escapeMalformed(text: string): string {
  if (decodes(text)) return text;
  return text.replace(ESCAPES_OR_PERCENT, (match) => (match === '%' ? '%25' : escapeRun(match)));
}
