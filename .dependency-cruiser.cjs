/**
 * The layers of the house (ARCHITECTURE.md, "Layers are enforced, not hoped for"), checked by
 * `npm run lint`. Each rule names what may not import what; a cycle anywhere is an error too.
 */
const server = '^apps/server/src/';
const modules = `${server}modules/`;
// Server modules by layer: a module imports only from its own layer or below.
const L1 = `${modules}(audit\\.ts|audit|access|auth|health|remote-config|geography)(/|$)`;
const L2 = `${modules}(users|forms|answer-access)/`;
// Webhooks: below the answers, whose repository queues their deliveries (webhooks/outbox.ts).
const L3 = `${modules}(files|citizens|places|webhooks)/`;
const L4 = `${modules}answers/`;
// Statistics, records (PDF, e-mail copy), the public lookups and the recipient search read the answers: above them.
const L5 = `${modules}(statistics|records|lookup|citizen-portal|recipients|payments|appointments)/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No cycle, but through context.ts: it only names the types of the services the app context holds (type-only imports), and every module types its routes by it.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: `^${server}context\\.ts$` } },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is pure: it never imports the server, the web app, e2e or bench.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-features-never-import-app',
      comment:
        'app/ (router, shell, guards) sits on top of the features; features and shared code never import it.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|api|session|i18n)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code-never-imports-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|api|session|i18n)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'server-infrastructure-below-modules',
      comment: 'db, http, adapters and live know nothing of the feature modules or the seeds.',
      severity: 'error',
      from: { path: `${server}(db|http|adapters|live|spreadsheet)/` },
      to: { path: `${server}(modules|seed)/` },
    },
    {
      name: 'seeds-on-top',
      comment: 'The demo and admin seeds use the modules; only main.ts (and tests, benches) use the seeds.',
      severity: 'error',
      from: { path: server, pathNot: `${server}(seed/|main\\.ts$)` },
      to: { path: `${server}seed/` },
    },
    {
      name: 'modules-layer-1-imports-down',
      severity: 'error',
      from: { path: L1 },
      to: { path: `(${L2})|(${L3})|(${L4})|(${L5})` },
    },
    {
      name: 'modules-layer-2-imports-down',
      severity: 'error',
      from: { path: L2 },
      to: { path: `(${L3})|(${L4})|(${L5})` },
    },
    {
      name: 'modules-layer-3-imports-down',
      severity: 'error',
      from: { path: L3 },
      to: { path: `(${L4})|(${L5})` },
    },
    { name: 'modules-layer-4-imports-down', severity: 'error', from: { path: L4 }, to: { path: L5 } },
    {
      name: 'modules-enter-by-their-index',
      comment:
        "A module uses another through its index.ts only (the module's own files are free among themselves); tests and benches may import inner files.",
      severity: 'error',
      from: { path: `${modules}([^/.]+)/` },
      to: { path: `${modules}[^/]+/.+`, pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-modules-enter-by-their-index',
      comment:
        'The rest of the server (seeds, ops, jobs, services, main) uses a module through its index.ts; the route table (routes.ts) registers its route plugins, and the app context type (context.ts) names its services.',
      severity: 'error',
      from: { path: server, pathNot: [`${modules}`, `${server}(routes|context)\\.ts$`] },
      to: { path: `${modules}[^/]+/.+`, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
    {
      name: 'route-table-registers-route-plugins',
      comment:
        "routes.ts takes each module's route plugins (routes.ts, *-routes.ts) and nothing else from inside a module.",
      severity: 'error',
      from: { path: `${server}routes\\.ts$` },
      to: {
        path: `${modules}[^/]+/.+`,
        pathNot: [
          `${modules}[^/]+/index\\.ts$`,
          `${modules}.*routes\\.ts$`,
          `${modules}health/metrics\\.ts$`,
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@cabildo/source', 'import', 'require', 'node', 'default'],
    },
  },
};
