/** What a locale says about the site in its web manifest and OpenSearch description. */
export type LocaleTexts = {
  /** Up to 16 characters (OpenSearch ShortName). */
  readonly shortName: string;
  readonly name: string;
  readonly description: string;
};

type WebManifest = Record<string, unknown>;

/** The static web manifest with the locale's language, names and description. */
export function localizeManifest(manifest: WebManifest, texts: LocaleTexts, lang: string): WebManifest {
  return {...manifest, name: texts.name, short_name: texts.shortName, description: texts.description, lang};
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An OpenSearch description (https://github.com/dewitt/opensearch), so a
 * browser can add the locale's search page as a search engine.
 * `siteBaseUrl` is the locale's absolute base URL, ending with a slash.
 */
export function openSearchDescription(params: {
  readonly texts: LocaleTexts;
  readonly lang: string;
  readonly siteBaseUrl: string;
  readonly iconPath: string;
}): string {
  const {texts, lang, siteBaseUrl, iconPath} = params;
  if ([...texts.shortName].length > 16) {
    throw new Error(`OpenSearch ShortName "${texts.shortName}" is longer than 16 characters.`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(texts.shortName)}</ShortName>
  <Description>${escapeXml(texts.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${escapeXml(lang)}</Language>
  <Image width="16" height="16" type="image/x-icon">${escapeXml(siteBaseUrl + iconPath)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(`${siteBaseUrl}search?q={searchTerms}`)}"/>
  <moz:SearchForm>${escapeXml(`${siteBaseUrl}search`)}</moz:SearchForm>
</OpenSearchDescription>
`;
}
