import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'coverage/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['DatePicker', 'TimePicker'],
              message: "Use the kit's DatePicker (components/date-picker): it writes the user's digits.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:matches([name.name='Input'], [name.object.name='Input']) > JSXAttribute[name.name='dir'][value.value='auto']",
          message:
            "Use the kit's AnyLanguageInput or AnyLanguageTextArea (components/any-language-input): empty, an `auto` field is left to right on an Arabic form.",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/date-picker.tsx', 'apps/web/build/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/**', 'scripts/**', 'e2e/**', 'eslint-rules/**', '*.config.{js,ts}', 'packages/**'],
    languageOptions: { globals: globals.node },
  },
);
