import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite cluster every suite's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * The API project's global setup: migrates one PGlite cluster and archives it (`dumpDataDir`), so each suite's
 * database is a copy of it instead of a new `initdb` and a migration run. Returns the teardown that deletes it.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'farewise-pglite-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    const archive = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let template: Blob | undefined;

/** The migrated cluster archive the global setup wrote, read once per test file. */
export function pgliteTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
}
