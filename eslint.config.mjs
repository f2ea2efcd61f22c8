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
    },
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
