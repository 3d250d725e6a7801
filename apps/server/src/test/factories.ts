// Test data factories (docs/ARCHITECTURE.md "Test factories"): each builds one record with sensible defaults
// and takes overrides, so a test says only what matters to it. Rows the rules do not guard (companies,
// users, robots, files, contents, audit entries) go straight to the database; records whose rules are
// the subject of the suite (repair lines, RMAs, warranty updates) go through the API as a user would, so
// a factory never builds something the server would refuse.
// One file per domain in factories/; import them from here.
export * from './factories/ids.ts';
export * from './factories/people.ts';
export * from './factories/sessions.ts';
export * from './factories/robots.ts';
export * from './factories/rmas.ts';
export * from './factories/files.ts';
export * from './factories/contents.ts';
