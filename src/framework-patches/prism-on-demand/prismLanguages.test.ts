import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {prism} from '../../../config/prism';
import {languageToRegister, PRISM_ALIASES} from './prismLanguages';

type Component = {alias?: string | string[]; require?: string | string[]};
const require = createRequire(import.meta.url);
const components = (require('prismjs/components.json') as {languages: Record<string, Component>}).languages;
const additionalLanguages: string[] = (prism?.additionalLanguages ?? []).filter(
  (l): l is string => typeof l === 'string',
);
const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

describe('the Prism languages the site adds, registered on first use', () => {
  it.each(additionalLanguages)('%s: the alias table matches prismjs/components.json', (language) => {
    expect(components[language], `${language} is not a Prism component`).toBeDefined();
    expect(PRISM_ALIASES[language] ?? []).toEqual(asList(components[language]!.alias));
  });

  // Registering a language on its own (not after the others) is only sound if what it builds on is always there.
  it.each(additionalLanguages)(
    '%s: every grammar it requires is built into prism-react-renderer or loaded with it',
    (language) => {
      for (const dependency of asList(components[language]!.require)) {
        const loadedWithIt = language === 'php' && dependency === 'markup-templating';
        expect(loadedWithIt || dependency in Prism.languages, `${language} requires ${dependency}`).toBe(true);
      }
    },
  );

  it('finds a configured language by name or alias, in any case, and nothing else', () => {
    expect(languageToRegister('bash', additionalLanguages)).toBe('bash');
    expect(languageToRegister('sh', additionalLanguages)).toBe('bash');
    expect(languageToRegister('Shell', additionalLanguages)).toBe('bash');
    expect(languageToRegister('tex', additionalLanguages)).toBe('latex');
    expect(languageToRegister('PHP', additionalLanguages)).toBe('php');
    expect(languageToRegister('jsx', additionalLanguages)).toBeUndefined();
    expect(languageToRegister('sh', ['java'])).toBeUndefined();
  });
});
