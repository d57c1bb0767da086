// Puts the translated message into each `translate()` call and `<Translate>`
// element of a source file (see ./index.ts). CommonJS: the bundler loads
// ./loader.js, which uses this, with require().
const {parse} = require('@babel/parser');

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** @typedef {{start: number, end: number, text: string}} Edit */
/** @typedef {{code: string, ids: string[]}} InlineResult */

/**
 * @param {string} fileName decides the syntax: TypeScript for .ts/.tsx, JSX for .tsx/.js/.jsx
 * @returns {import('@babel/parser').ParserPlugin[]}
 */
function parserPlugins(fileName) {
  if (/\.tsx$/.test(fileName)) return ['typescript', 'jsx'];
  if (/\.ts$/.test(fileName)) return ['typescript'];
  return ['jsx'];
}

/** The local names `@docusaurus/Translate`'s default and `translate` exports have in this file. */
function importedNames(program) {
  const names = {component: new Set(), call: new Set()};
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== TRANSLATE_MODULE) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.component.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && importedName(specifier) === 'translate')
        names.call.add(specifier.local.name);
    }
  }
  return names;
}

function importedName(specifier) {
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
}

function staticString(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'JSXExpressionContainer') return staticString(node.expression);
  return undefined;
}

function propertyName(property) {
  if (property.type !== 'ObjectProperty' || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : staticString(property.key);
}

function where(fileName, node) {
  return `${fileName}:${node.loc.start.line}:${node.loc.start.column + 1}`;
}

function visit(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'extra') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value === 'object') visit(value, enter);
  }
}

/**
 * The edit for `translate({id, message, description}, values)`: the first
 * argument becomes `{message: "<translation>"}`. Docusaurus' translate()
 * returns the message when the id is not in its table.
 */
function callEdit(call, fileName, messages) {
  const [descriptor] = call.arguments;
  if (!descriptor || descriptor.type !== 'ObjectExpression') {
    throw new Error(`[inline-translations] ${where(fileName, call)}: translate() needs an object literal`);
  }
  const fields = {};
  for (const property of descriptor.properties) {
    const name = propertyName(property);
    if (name === undefined) {
      throw new Error(`[inline-translations] ${where(fileName, property)}: translate() takes literal properties only`);
    }
    fields[name] = staticString(property.value);
    if (name === 'id' && fields.id === undefined) {
      throw new Error(`[inline-translations] ${where(fileName, property)}: a translation id must be a string literal`);
    }
  }
  const id = fields.id ?? fields.message;
  if (id === undefined) return undefined;
  // An id the table lacks resolves to the default message at run time: say so directly.
  const inTable = id in messages;
  const message = inTable ? messages[id] : fields.message;
  if (message === undefined) return undefined;
  const text = `{message: ${JSON.stringify(message)}}`;
  return {id: inTable ? id : undefined, edits: [{start: descriptor.start, end: descriptor.end, text}]};
}

/**
 * The edits for `<Translate id description values>message</Translate>`:
 * `id` and `description` go, and the children become the translation.
 */
function elementEdit(element, fileName, messages, source) {
  const opening = element.openingElement;
  let id;
  const removed = [];
  for (const attribute of opening.attributes) {
    if (attribute.type !== 'JSXAttribute') continue;
    const name = attribute.name.name;
    if (name === 'id') {
      id = staticString(attribute.value);
      if (id === undefined) {
        throw new Error(
          `[inline-translations] ${where(fileName, attribute)}: a translation id must be a string literal`,
        );
      }
    }
    if (name === 'id' || name === 'description') removed.push(attribute);
  }
  if (id === undefined) return undefined;
  const edits = removed.map((attribute) => ({start: attribute.start, end: attribute.end, text: ''}));
  if (!(id in messages)) {
    // The children are the message the table lacks; without children the id itself is shown.
    return opening.selfClosing ? undefined : {id: undefined, edits};
  }
  const children = `{${JSON.stringify(messages[id])}}`;
  if (opening.selfClosing) {
    const tag = source.slice(opening.name.start, opening.name.end);
    edits.push({start: opening.end - 2, end: opening.end, text: `>${children}</${tag}>`});
  } else {
    edits.push({start: opening.end, end: element.closingElement.start, text: children});
  }
  return {id, edits};
}

/**
 * Replaces every statically known translation of `source` by its message,
 * without id or description: the one in `messages` when it has the id,
 * otherwise the default message written in the source (what Docusaurus
 * shows for an id its table lacks).
 * @param {string} source
 * @param {string} fileName
 * @param {Record<string, string>} messages id → translated message
 * @returns {InlineResult} the new code and the ids of `messages` it inlined
 */
function inlineTranslations(source, fileName, messages) {
  if (!source.includes(TRANSLATE_MODULE)) return {code: source, ids: []};
  const ast = parse(source, {sourceType: 'module', plugins: parserPlugins(fileName), errorRecovery: false});
  const names = importedNames(ast.program);
  /** @type {Edit[]} */
  const edits = [];
  const ids = [];
  visit(ast.program, (node) => {
    let found;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && names.call.has(node.callee.name)) {
      found = callEdit(node, fileName, messages);
    } else if (
      node.type === 'JSXElement' &&
      node.openingElement.name.type === 'JSXIdentifier' &&
      names.component.has(node.openingElement.name.name)
    ) {
      found = elementEdit(node, fileName, messages, source);
    }
    if (!found) return;
    if (found.id !== undefined) ids.push(found.id);
    edits.push(...found.edits);
  });
  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  }
  return {code, ids};
}

module.exports = {inlineTranslations};
