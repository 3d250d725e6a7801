import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { storageWarning } from './storage.ts';

// Several instances with the default local file storage failed silently (an upload on one
// was -15 on the other). Start warns when the database is shared (PostgreSQL) but files are local.
describe('storage warning at start', () => {
  it('warns when DATABASE_URL is PostgreSQL and files are in the local directory', () => {
    const warning = storageWarning(loadConfig({ DATABASE_URL: 'postgres://db/portal' }));
    expect(warning).toMatch(/S3_BUCKET/);
    expect(warning).toMatch(/one instance/);
  });

  it('is quiet with S3 storage, and with the embedded database (one instance by construction)', () => {
    expect(
      storageWarning(loadConfig({ DATABASE_URL: 'postgres://db/portal', S3_BUCKET: 'files' })),
    ).toBeNull();
    expect(storageWarning(loadConfig({}))).toBeNull();
  });
});
