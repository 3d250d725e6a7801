// The server's module graph, checked by `npm run lint:deps` in CI beside .dependency-cruiser.cjs: no cycle
// between modules (a module depends on another only if that one does not depend back on it, directly or through
// others), so each module can be read and changed from the bottom (access) up. Cruised apart from the main
// configuration because the rule is on module folders: tests and the code outside the modules (db, lib,
// plugins, seed, test) are left out, their imports of modules are not module dependencies.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment:
        'Server modules form no cycle: the access module at the bottom imports no other module, and no module reaches back to one that imports it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'access-imports-no-module',
      comment: 'The access module (Actor, visibleTo, require*) is the bottom of the module graph.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/access/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/access/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '[.]test[.]ts$'] },
    includeOnly: '^apps/server/src/modules/',
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
