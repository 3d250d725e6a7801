// Module boundaries the code shows (docs/ARCHITECTURE.md "Module boundaries"), checked by
// `npm run lint:deps` in CI. There is no baseline of known violations: any violation fails, with one named
// exception below (READS_NOT_YET_THROUGH_DOORS), which only shrinks.

// Table ownership (docs/ARCHITECTURE.md "Table owners"): modules/<m> imports only its own schema file
// db/schema/<m>.ts. The modules listed here still use some other owners' tables directly, each with the schema
// files it may still import; an entry shrinks as the module goes through the owners' doors instead, and no
// entry may grow (a module not listed, or a new module, gets the plain rule).
const READS_NOT_YET_THROUGH_DOORS = {
  'complete-units': ['catalogue', 'companies', 'files', 'units', 'users'],
  'master-data': ['catalogue', 'spares', 'units'],
  audit: ['users'],
  auth: ['companies', 'users'],
  catalogue: ['companies', 'units'],
  companies: ['catalogue', 'spares'],
  compatibility: ['catalogue'],
  feedback: ['catalogue', 'companies', 'files', 'units', 'users'],
  notifications: ['users'],
  rma: ['catalogue', 'companies', 'complete-units', 'units', 'users'],
  search: ['catalogue', 'companies', 'rma', 'spares', 'units'],
  spares: ['catalogue', 'companies', 'users'],
  statistics: ['companies', 'feedback', 'rma', 'users'],
  units: ['catalogue', 'warranty'],
  users: ['auth', 'companies'],
  warranty: ['catalogue', 'companies', 'files', 'units', 'users'],
};
// Tests and their helpers check what a route wrote anywhere: they read any table.
const TESTS = '([.]test[.]ts|/test-helpers[.]ts)$';
const schemaFile = (names) => `^apps/server/src/db/schema/(${names.join('|')})[.]ts$`;
const tableOwnership = [
  {
    name: 'server-module-own-tables',
    comment:
      "A server module imports only its own schema file db/schema/<module>.ts: another module's tables are read and written through that module's door.",
    severity: 'error',
    from: {
      path: '^apps/server/src/modules/([^/]+)/',
      pathNot: [`^apps/server/src/modules/(${Object.keys(READS_NOT_YET_THROUGH_DOORS).join('|')})/`, TESTS],
    },
    to: { path: '^apps/server/src/db/schema/', pathNot: '^apps/server/src/db/schema/$1[.]ts$' },
  },
  ...Object.entries(READS_NOT_YET_THROUGH_DOORS).map(([module, owners]) => ({
    name: 'server-module-own-tables',
    comment: `${module} reads these owners' tables directly until it reads them through their doors: ${owners.join(', ')}.`,
    severity: 'error',
    from: { path: `^apps/server/src/modules/${module}/`, pathNot: TESTS },
    to: { path: '^apps/server/src/db/schema/', pathNot: schemaFile([module, ...owners]) },
  })),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...tableOwnership,
    {
      name: 'server-module-public-door',
      comment:
        'A server module uses another module only through its public door modules/<b>/index.ts, never its internal files.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'web-features-independent',
      comment:
        'A web feature imports another feature only through its public index.ts (features/<x>/index.ts), never its other files.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'packages/contract is shared by web and server: it imports nothing from apps/.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular-between-modules',
      comment: 'Two server modules never import each other (through their doors or otherwise).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/$1/',
        circular: true,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    includeOnly: '^(apps/server/src|apps/web/src|packages/contract/src)/',
    // TypeScript 7 has no JavaScript API: parse with swc (type-only imports count as dependencies too).
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
