// @ts-check
// The layers of the code, held by `npm run lint` (dependency-cruiser): see docs/architecture.md.

// The kernel knows no shop rule; channels are how people and the worker reach the domains; support
// is demo data and test support. Everything else in lib/server is a domain.
const KERNEL = '^lib/server/(db|outbox|kernel)/|^lib/time/|^lib/server/auth/clock\\.ts$';
const CHANNEL = '^lib/server/(console|operator|http|worker)/';
const SUPPORT = '^lib/server/(seed|testing|testHooks|__tests__)/';
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kernel-imports-no-domain',
      comment:
        'The kernel (database, outbox, clock, Taiwan time, errors) stands alone: no shop rule below it.',
      severity: 'error',
      from: { path: KERNEL, pathNot: [TEST] },
      to: { path: '^lib/server/', pathNot: [KERNEL] },
    },
    {
      name: 'domains-import-no-channel',
      comment:
        'Domains are called by the channels (shopper HTTP, console, operator, worker), never the other ' +
        'way round; what both need lives in the kernel or a contract.',
      severity: 'error',
      from: { path: '^lib/server/', pathNot: [KERNEL, CHANNEL, SUPPORT, TEST] },
      to: { path: CHANNEL },
    },
    {
      name: 'console-contract-stands-alone',
      comment:
        "The console's browser code and contract (lib/console) import nothing from lib/server: the " +
        'server imports the contract, not the reverse.',
      severity: 'error',
      from: { path: '^lib/console/' },
      to: { path: '^lib/server/' },
    },
    {
      name: 'production-uses-no-test-support',
      comment:
        'Demo seed and test support never serve a request: only tests, the test-hook routes ' +
        '(route.testhook.ts, built with STOREFRONT_TEST_HOOKS=1) and instrumentation.ts use them.',
      severity: 'error',
      from: { path: '^(lib|app|components)/', pathNot: [SUPPORT, TEST, '\\.testhook\\.ts$'] },
      to: { path: SUPPORT },
    },
    {
      name: 'statuses-at-the-edge',
      comment:
        'Domains throw DomainError (lib/server/kernel/errors.ts) by kind; the shopper HTTP edge ' +
        '(lib/server/http), the channels (console, operator) and routes choose the status.',
      severity: 'error',
      from: {
        path: '^lib/server/',
        pathNot: ['^lib/server/(http|console|operator|worker|seed|testing|testHooks|__tests__)/', TEST],
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
