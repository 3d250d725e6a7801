import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { installJobSchema } from '../lib/job-queue.ts';
import { seedDemo } from '../seed/demo.ts';
import { adminQuery, randomDbName, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    testTmp: string;
  }
}

/** Migrates and seeds one template per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  // The run's temporary files (test/harness.ts gives each worker a directory under it), removed at the end.
  const runTmp = await mkdtemp(path.join(os.tmpdir(), 'pp-test-run-'));
  project.provide('testTmp', runTmp);
  const removeRunTmp = () => rm(runTmp, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = randomDbName('pp_tpl');
    await adminQuery(url, `create database ${name}`);
    const database = openPostgres(withDatabase(url, name), 2);
    await migrateDatabase(database);
    await installJobSchema(database);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      await removeRunTmp();
    };
  }
  const database = await openPglite();
  await migrateDatabase(database);
  await installJobSchema(database);
  await seedDemo(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `pp-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return async () => {
    await rm(file, { force: true });
    await removeRunTmp();
  };
}
