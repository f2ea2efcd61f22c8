import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      '.data-*/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // A message is for people: code that acts on an error reads its code (lib/api/result.ts Failure,
      // HttpError details), so a reworded message never changes what the code does.
      'no-restricted-syntax': [
        'error',
        ...['msg', 'message'].flatMap((name) => [
          {
            selector: `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|search)$/][callee.object.name='${name}']`,
            message: `Branch on the error's code, not on its ${name}'s text.`,
          },
          {
            selector: `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|search)$/][callee.object.property.name='${name}']`,
            message: `Branch on the error's code, not on its ${name}'s text.`,
          },
          {
            selector: `CallExpression[callee.property.name=/^(exec|test)$/][arguments.0.name='${name}']`,
            message: `Branch on the error's code, not on its ${name}'s text.`,
          },
          {
            selector: `CallExpression[callee.property.name=/^(exec|test)$/][arguments.0.property.name='${name}']`,
            message: `Branch on the error's code, not on its ${name}'s text.`,
          },
          {
            selector: `BinaryExpression[operator=/^[!=]==?$/][left.property.name='${name}'][right.type=/^(Literal|TemplateLiteral|MemberExpression|CallExpression)$/]:not([right.value=null])`,
            message: `Branch on the error's code, not on its ${name}'s text.`,
          },
        ]),
      ],
    },
  },
  {
    // Tests assert what a message says.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'lib/server/__tests__/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The storefront reaches the shop API over HTTP only (lib/api); lib/server is the backend.
    files: ['components/**', 'app/[host]/**', 'lib/api/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server', '@/lib/server/*'],
              message: 'The storefront talks to the shop API through lib/api.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
