// Module boundaries the code shows (docs/ARCHITECTURE.md "Module boundaries"), checked by
// `npm run lint:deps` in CI. There is no baseline of known violations: any violation fails.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      comment: 'A web feature never imports another feature: shared code lives in src/components or src/lib.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
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
