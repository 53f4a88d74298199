// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** Pure folders must run in node tests and in codegen: no React, no router, no browser globals. */
const pureFolders = ['src/engine/**', 'src/domain/**', 'src/survey/model/**', 'codegen/**'];

// rjsf's validator compiler is plain node code: codegen precompiles form validators with it.
const PURE_IMPORTS = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    'react-router',
    'react-router-dom',
    '@rjsf/*',
    '!@rjsf/validator-ajv8',
    '!@rjsf/validator-ajv8/dist/compileSchemaValidators',
    '!@rjsf/utils',
    '@tanstack/react-query',
  ],
  message: 'Pure modules must not depend on React or the router.',
};

/** The staff studio (src/studio) is served by the dev server only: nothing the production bundle holds may import it. */
const STUDIO_IMPORT = {
  group: ['**/studio/*', '!**/codegen/studio/*'],
  message: 'The staff studio is dev only: app code must not import src/studio.',
};

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
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-real-api/**',
      'dist-site/**',
      '.data/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'reports/**',
      '.stryker-tmp*/**',
      'src/generated/validators/**',
      'src/generated/requests/request-validators.gen.ts',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [PURE_IMPORTS],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({ name, message: 'Pure modules must not touch browser globals; pass what you need in.' })),
      ],
    },
  },
  // After the pure folders' block, so src's pure folders keep its React rule and gain this one (a later block's
  // options replace an earlier one's for the same rule).
  {
    files: ['src/**'],
    ignores: ['src/studio/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STUDIO_IMPORT] }] },
  },
  {
    files: pureFolders.filter((folder) => folder.startsWith('src/')),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PURE_IMPORTS, STUDIO_IMPORT],
        },
      ],
    },
  },
);
