/**
 * What tests/build read in a built page: the HTML is minified, so attribute
 * values may come with double quotes, single quotes or none.
 */
const ATTRIBUTE_VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+))`;

/** The value of attribute `name` in one start tag, or undefined when it is absent. */
export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(String.raw`\s${name}=${ATTRIBUTE_VALUE}`, 'i').exec(tag);
  if (!match) return new RegExp(String.raw`\s${name}(?=[\s/>])`, 'i').test(tag) ? '' : undefined;
  return match[1] ?? match[2] ?? match[3];
}

/**
 * The scripts a page loads before anything else: every `<script src>` of the
 * HTML (Docusaurus writes its entry chunks there; route chunks load later).
 */
export function entryScripts(html: string): string[] {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  return tags.map((tag) => attributeOf(tag, 'src')).filter((src): src is string => src !== undefined && src !== '');
}

/** The start tag of every `<img>` inside a `<noscript>` element (raw text to an HTML parser with scripting on). */
export function noscriptImages(html: string): string[] {
  const blocks = html.match(/<noscript>[\s\S]*?<\/noscript>/gi) ?? [];
  return blocks.flatMap((block) => block.match(/<img\b[^>]*>/gi) ?? []);
}
