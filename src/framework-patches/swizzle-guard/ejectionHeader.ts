/** What the header of an ejected file says about its origin. */
export type EjectionHeader = {readonly package: string; readonly version: string; readonly saysWhenToRemove: boolean};

/**
 * Reads the header comment an ejected file starts with: "Ejected from
 * <package> <version>", the change made, and when to remove the copy.
 * Undefined when the file does not start with such a comment.
 */
export function ejectionHeader(source: string): EjectionHeader | undefined {
  const comment = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(source)?.[1];
  if (comment === undefined) return undefined;
  const text = comment.replace(/^\s*\* ?/gm, '').replace(/\s+/g, ' ');
  const origin = /Ejected from (@[\w-]+\/[\w-]+) (\d+\.\d+\.\d+(?:-\w+(?:\.\w+)*)?)/.exec(text);
  if (!origin) return undefined;
  return {
    package: origin[1]!,
    version: origin[2]!,
    saysWhenToRemove: /\bRemove (it |this (copy |file )?)?when\b/i.test(text),
  };
}
