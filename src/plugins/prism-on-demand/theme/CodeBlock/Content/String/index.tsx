/**
 * Wraps the theme's code block for text content (the one Prism highlights) to
 * load the extra Prism languages with it (see ../../../../index.ts): pages
 * without code do not download Prism, and a page registers only the languages
 * its code blocks use. The language is worked out as theme-classic does (the
 * `language` prop, else the `language-…` class, else `prism.defaultLanguage`).
 * It wraps `@theme-init/CodeBlock/Content/String` (theme-classic's own
 * component): from a plugin's theme, `@theme-original/…` would name this file.
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {parseLanguage} from '@docusaurus/theme-common/internal';
import StringContent from '@theme-init/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {ensurePrismLanguage} from '../../../../registerLanguages';

export default function StringContentWithLanguage(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const language = props.language ?? parseLanguage(props.className) ?? prism.defaultLanguage;
  if (language) ensurePrismLanguage(language);
  return <StringContent {...props} />;
}
