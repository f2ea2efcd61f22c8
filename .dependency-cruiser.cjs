// @ts-check
// The layers of the code, held by `npm run lint` (dependency-cruiser): see docs/architecture.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'statuses-at-the-edge',
      comment:
        'Domains throw DomainError (lib/server/kernel/errors.ts) by kind; the shopper HTTP edge ' +
        '(lib/server/http), the channels (console, operator) and routes choose the status.',
      severity: 'error',
      from: {
        path: '^lib/server/',
        pathNot: ['^lib/server/(http|console|operator|seed|testing|testHooks|__tests__)/', '\\.test\\.ts$'],
      },
      to: { path: '^lib/server/http/(errors|status|respond)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*)/' },
  },
};
