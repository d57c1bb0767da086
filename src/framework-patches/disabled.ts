/**
 * Whether `DISABLE_PATCHES` (a comma-separated list) names the patch `name`.
 * For the patches that are not plugins of their own and are applied from
 * inside a feature; config/patches.ts checks that every name is a patch.
 */
export function isPatchDisabled(name: string, value: string | undefined = process.env.DISABLE_PATCHES): boolean {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .includes(name);
}
