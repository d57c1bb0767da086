import ts from 'typescript';

/** A name a file imports from a module: `default` for a default import. */
export type NamedImport = {readonly name: string; readonly line: number};

function scriptKindOf(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (fileName.endsWith('.js') || fileName.endsWith('.mjs')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Every module specifier a file imports from or re-exports (static imports only). */
export function importedModules(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  return file.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/**
 * The names a file imports (or re-exports) from `specifier`, by the name the
 * module exports them under. A namespace import (`* as x`) names nothing.
 */
export function namedImportsFrom(source: string, fileName: string, specifier: string): NamedImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const names: NamedImport[] = [];
  for (const statement of file.statements) {
    const from = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== specifier) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.push({name: 'default', line: lineOf(clause.name)});
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          names.push({name: (element.propertyName ?? element.name).text, line: lineOf(element)});
        }
      }
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        names.push({name: (element.propertyName ?? element.name).text, line: lineOf(element)});
      }
    }
  }
  return names;
}
