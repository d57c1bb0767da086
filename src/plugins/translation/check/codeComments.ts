const HASH_COMMENT_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'yaml',
  'yml',
  'toml',
  'dockerfile',
  'docker',
  'python',
  'py',
  'ini',
  'properties',
  'nginx',
  'conf',
  'apacheconf',
  'text',
  'txt',
  'gitignore',
  'ignore',
  'makefile',
  'r',
]);
const SLASH_COMMENT_LANGUAGES = new Set([
  'js',
  'jsx',
  'ts',
  'tsx',
  'javascript',
  'typescript',
  'mjs',
  'cjs',
  'json5',
  'jsonc',
  'json',
  'css',
  'scss',
  'sass',
  'less',
  'java',
  'kotlin',
  'swift',
  'go',
  'rust',
  'c',
  'cpp',
  'csharp',
  'php',
  'mdx',
  'diff',
]);
const MARKUP_LANGUAGES = new Set(['html', 'xml', 'svg', 'md', 'markdown', 'mdx', 'jsx', 'tsx', 'vue']);

/**
 * A code block with its comments removed, for comparing a translation with
 * its English source: comments are the only part of a code block a
 * translator changes. Removes the comment syntaxes of the block's language
 * (`//` and `/* … *\/`, `#`, `<!-- … -->`, `{/* … *\/}`), then trailing
 * spaces and blank lines. Approximate on purpose (a `#` inside a shell
 * string counts as a comment): it must treat source and translation alike,
 * not parse every language.
 */
export function stripCodeComments(code: string, lang: string | null | undefined): string {
  const language = (lang ?? '').toLowerCase();
  let text = code;
  if (MARKUP_LANGUAGES.has(language)) {
    text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/<!--[\s\S]*?-->/g, '');
  }
  if (SLASH_COMMENT_LANGUAGES.has(language)) {
    text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;,{}()[\]])\/\/.*$/gm, '$1');
  }
  if (HASH_COMMENT_LANGUAGES.has(language)) {
    text = text.replace(/(^|\s)#(?![!{]).*$/gm, '$1');
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n');
}
