// What both stores share about versioned migrations: which ones still have to run.

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The migrations not yet applied, in order. A database that records a version this code does
 * not know was migrated by a newer release: running on it could misread its tables, so refuse.
 */
export function pendingMigrations(migrations: readonly Migration[], applied: Iterable<number>): Migration[] {
  const known = new Set(migrations.map((migration) => migration.version));
  const done = new Set(applied);
  for (const version of done) {
    if (!known.has(version)) {
      throw new Error(`the database schema is at version ${version}, newer than this release knows; upgrade Centinela`);
    }
  }
  return migrations.filter((migration) => !done.has(migration.version)).sort((a, b) => a.version - b.version);
}
