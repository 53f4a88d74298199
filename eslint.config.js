// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Pure folders must run in node tests and in codegen: no React, no router, no browser globals. */
const pureFolders = ['src/engine/**', 'src/domain/**', 'src/survey/model/**', 'codegen/**'];

/** Every global a browser has and node does not (window, document, localStorage, HTMLElement, requestAnimationFrame...). */
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));

/** Files are kebab-case so names read the same everywhere (generated files and configs included). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { bad: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const base = path.basename(context.filename).replace(/\.(gen\.)?(test\.|spec\.)?[cm]?[jt]sx?$/, '');
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(base)) {
          context.report({ node, messageId: 'bad', data: { name: path.basename(context.filename) } });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-real-api/**', 'dist-site/**', '.data/**', 'public/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'reports/**', '.stryker-tmp*/**', 'src/generated/validators/**', 'src/generated/requests/request-validators.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } }, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: pureFolders,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // rjsf's validator compiler is plain node code: codegen precompiles form validators with it.
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@rjsf/*', '!@rjsf/validator-ajv8', '!@rjsf/validator-ajv8/dist/compileSchemaValidators', '!@rjsf/utils', '@tanstack/react-query'], message: 'Pure modules must not depend on React or the router.' },
        ],
      }],
      'no-restricted-globals': ['error', ...browserOnlyGlobals.map((name) => ({ name, message: 'Pure modules must not touch browser globals; pass what you need in.' }))],
    },
  },
);
