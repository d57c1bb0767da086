const JAPANESE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー、。「」]';

/** Half-width punctuation touching Japanese text, which STYLE.md 2.1 writes full-width. */
const RULES: ReadonlyArray<{readonly pattern: RegExp; readonly message: string}> = [
  {pattern: new RegExp(`${JAPANESE}\\s?\\((?!\\))`, 'u'), message: 'half-width "(" after Japanese text: use （）'},
  {
    pattern: new RegExp(`\\((?:[^()\\]\`]*?)${JAPANESE}[^()\`]*\\)`, 'u'),
    message: 'half-width parentheses around Japanese text: use （）',
  },
  {pattern: new RegExp(`${JAPANESE}[:?!]`, 'u'), message: 'half-width ":", "?" or "!" after Japanese text: use ：？！'},
  {pattern: /\*\*[^*\n]+[:：]\*\*/u, message: 'colon inside bold: write **label**：'},
  {
    pattern: new RegExp(`${JAPANESE}\\.\\.\\.|${JAPANESE}["“”]|["“”]${JAPANESE}`, 'u'),
    message: 'English quotes or "..." in Japanese text: use 「」 and …',
  },
];

/** Removes inline code, link targets and URLs, where half-width punctuation is code. */
function proseOf(line: string): string {
  return line
    .replace(/`[^`]*`/g, '``')
    .replace(/\]\([^)]*\)/g, ']()')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\})/g, '');
}

/** The prose of each line of a Markdown file: outside code blocks without inline code, in code blocks the comments. */
export function proseLines(
  content: string,
): {readonly line: number; readonly text: string; readonly inCode: boolean; readonly raw: string}[] {
  const lines: {line: number; text: string; inCode: boolean; raw: string}[] = [];
  let fence: string | undefined;
  content.split('\n').forEach((raw, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1]!.startsWith(fence)) fence = undefined;
      return;
    }
    // In code, only comments are Japanese prose.
    const text = fence ? (/(?:\/\/|#|<!--|\/\*)\s(.*)$/.exec(raw)?.[1] ?? '') : proseOf(raw);
    if (/^\s*(import|export) /.test(text) || /^---$/.test(text)) return;
    lines.push({line: index + 1, text, inCode: !!fence, raw});
  });
  return lines;
}

/** The punctuation rules `text` (one line of prose, or a UI message) breaks. */
export function punctuationOf(text: string, {inCode = false}: {inCode?: boolean} = {}): string[] {
  // Quoted literals in code comments are code ("production"), not English quotation marks.
  const rules = inCode ? RULES.filter(({message}) => !message.startsWith('English quotes')) : RULES;
  return rules.filter(({pattern}) => pattern.test(text)).map(({message}) => message);
}

/**
 * Lines of a translated Markdown file that break the punctuation rules of the
 * style guide, outside code blocks and inline code (comments inside code
 * blocks are prose, so they are checked too).
 */
export function punctuationProblems(content: string): string[] {
  return proseLines(content).flatMap(({line, text, inCode, raw}) => {
    const broken = punctuationOf(text, {inCode});
    return broken.length ? [`line ${line}: ${broken.join('; ')}: ${raw.trim().slice(0, 100)}`] : [];
  });
}
