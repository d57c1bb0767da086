import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every name a module exports, following `export *` and re-exports, read
 * with the TypeScript checker from its declaration file (values and types).
 * Only the declaration files of its own folder are loaded: re-exports inside
 * the package resolve, and the checker does not read every dependency's types.
 */
export function moduleExports(declarationFile: string): Set<string> {
  const dir = path.dirname(declarationFile);
  const declarations = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => path.join(dir, name));
  const program = ts.createProgram(declarations, {
    noEmit: true,
    noResolve: true,
    noLib: true,
    types: [],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(declarationFile);
  const symbol = file && checker.getSymbolAtLocation(file);
  if (!symbol) throw new Error(`${declarationFile} is not a module`);
  return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.getName()));
}
