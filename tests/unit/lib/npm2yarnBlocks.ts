/** A fenced code block of a Markdown source. */
export type FencedBlock = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly body: readonly string[];
  /** The last non-blank line before the block. */
  readonly previous: string;
};

const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
// Subcommands npm-to-yarn converts for Yarn, pnpm and Bun (`npm ci`, `npm exec` are not).
const CONVERTIBLE = /^npm (?:install|i|add|run|init|uninstall|remove|rm|update|start|test)(?:\s|$)/;
const SHELL_LANGS = new Set(['', 'bash', 'sh', 'shell', 'zsh']);
/** The meta the plugin looks for: it compares the whole meta string. */
export const NPM2YARN_META = 'npm2yarn';

/**
 * Top-level fenced blocks (CommonMark: the closing fence uses the same
 * character and is at least as long), so an example fence shown inside a
 * four-backtick block is part of that block's body, not a block of its own.
 */
export function fencedBlocks(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: (Omit<FencedBlock, 'body'> & {marker: string; body: string[]}) | null = null;
  let previous = '';
  source.split('\n').forEach((text, index) => {
    if (open) {
      const closing = text.trim();
      if (closing[0] === open.marker[0] && /^(`+|~+)$/.test(closing) && closing.length >= open.marker.length) {
        const {marker: _marker, ...block} = open;
        blocks.push(block);
        open = null;
        previous = closing;
      } else open.body.push(text);
      return;
    }
    const match = OPENING.exec(text);
    if (match) open = {line: index + 1, marker: match[2]!, lang: match[3]!, meta: match[4]!.trim(), body: [], previous};
    else if (text.trim() !== '') previous = text.trim();
  });
  return blocks;
}

/** True when every command line of a shell block is an npm command the plugin can convert. */
export function isNpmOnly(block: FencedBlock): boolean {
  if (!SHELL_LANGS.has(block.lang)) return false;
  const commands = block.body.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  return commands.length > 0 && commands.every((line) => CONVERTIBLE.test(line));
}

// The npm tab of hand-written tabs that demonstrate <Tabs> itself.
const NPM_TAB_ITEM = /^<TabItem\s+value="npm"/;

/**
 * npm-only blocks without the exact `npm2yarn` meta: they would show npm
 * alone. The npm tab of a hand-written `<Tabs>` demo already has siblings.
 */
export function unmarkedNpmBlocks(source: string): FencedBlock[] {
  return fencedBlocks(source).filter(
    (block) => isNpmOnly(block) && block.meta !== NPM2YARN_META && !NPM_TAB_ITEM.test(block.previous),
  );
}
