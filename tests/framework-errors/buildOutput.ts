/**
 * Reading what `docusaurus build` printed. The CLI logs a failure with
 * `util.inspect`, which indents each nested cause, and the bundler draws a
 * gutter (`│`) in front of the lines of a compilation error: lines are
 * compared without either.
 */

/** The output with every line's indentation, bundler gutter and trailing spaces removed. */
export function unindented(output: string): string {
  return output
    .split('\n')
    .map((line) => line.replace(/^[\s│]+/, '').trimEnd())
    .join('\n');
}

const FAILED_PATH = /^Error: Can't render static file for pathname "(.+)"$/;
const CAUSE = '[cause]: Error: ';
const STACK_LINE = /^(at |\.\.\. \d+ lines? matching)/;

/**
 * The pages whose static rendering failed, each with the message of the error
 * that stopped it (the first cause logged under core's "Can't render static
 * file for pathname" error), as printed.
 */
export function ssgFailures(output: string): Record<string, string> {
  const lines = unindented(output).split('\n');
  const failures: Record<string, string> = {};
  let path: string | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const failed = FAILED_PATH.exec(line);
    if (failed) {
      path = failed[1];
    } else if (path !== undefined && line.startsWith(CAUSE)) {
      const message = [line.slice(CAUSE.length)];
      while (i + 1 < lines.length && !STACK_LINE.test(lines[i + 1]!) && !lines[i + 1]!.startsWith(CAUSE)) {
        message.push(lines[(i += 1)]!);
      }
      failures[path] ??= message.join('\n');
      path = undefined;
    }
  }
  return failures;
}
