// ESLint flat config: `npm run lint` (first step of `npm test`).
// Every rule turned off below says why; fix code rather than disabling rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Texts that are the same in every language: symbols, brand and product names, code. */
const UNTRANSLATED_ALLOWED = [
  ...[
    '·',
    '→',
    '←',
    '×',
    '—',
    '–',
    '|',
    '/',
    ':',
    '(',
    ')',
    '#',
    'Docusaurus',
    'GitHub',
    'npm',
    'CSS',
    'HTML',
    'JSON',
    'AA',
    'AAA',
  ],
  // The separator between a date and a title (blog archive).
  '-',
  // Before a GitHub handle (changelog committers).
  '@',
  // The favourite mark of a showcase card (hidden from screen readers: the tag's name follows).
  '★',
  // The social network's name (team profile cards).
  'X',
  // JavaScript values, shown as code by the debug pages' JSON view.
  'null',
  'undefined',
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-hosted/**',
      '.bench-patches/**',
      '.docusaurus/**',
      'changelog/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'static/**',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.node},
    },
    rules: {
      // `_`-prefixed parameters are the documented way to mark a required but unused argument.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      // @docusaurus/logger's tagged templates (logger.info`…`) print: they are calls, not unused values.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    // Scripts and configs in CommonJS, and the bundler loaders (and their logic) it loads with require().
    files: [
      '**/*.cjs',
      'src/framework-patches/ask-ai-styles/askAiStyles*.js',
      'src/framework-patches/inline-translations/*.js',
    ],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Code that runs in the browser: pages, components, theme, plugins' client and theme code.
    files: ['src/**/*.{ts,tsx,js,jsx}', '_dogfooding/**/*.{ts,tsx,js,jsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // Service worker code (plugin-pwa's swCustom): the site's and the search plugin's.
    files: ['src/sw/**/*.js', 'src/plugins/*/sw/**/*.js'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {parserOptions: {ecmaFeatures: {jsx: true}}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The site's own pages and components: every text a reader sees goes through translate()/<Translate>.
    files: [
      'src/pages/**/*.tsx',
      'src/components/**/*.tsx',
      'src/theme/**/*.tsx',
      'src/plugins/*/theme/**/*.tsx',
      'src/framework-patches/*/theme/**/*.tsx',
    ],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: UNTRANSLATED_ALLOWED}],
    },
  },
  {
    files: ['_dogfooding/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      // Tests read framework internals whose types are not exported.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
