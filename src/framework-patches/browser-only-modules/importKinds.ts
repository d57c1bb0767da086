/** How a module's source imports `request`: with `import()` only, statically (also), or not at all. */
export type ImportKind = 'dynamic' | 'static' | 'none';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Erased by the compiler: `import type {…} from '…';`
const TYPE_IMPORT = /^\s*import\s+type\b[^;]*;/gm;

export function importKind(source: string, request: string): ImportKind {
  source = source.replace(TYPE_IMPORT, '');
  const quoted = `['"]${escape(request)}['"]`;
  const isStatic = new RegExp(`(?:\\bfrom\\s*${quoted}|\\bimport\\s*${quoted}|\\brequire\\(\\s*${quoted}\\s*\\))`).test(
    source,
  );
  if (isStatic) return 'static';
  return new RegExp(`\\bimport\\(\\s*${quoted}\\s*\\)`).test(source) ? 'dynamic' : 'none';
}
