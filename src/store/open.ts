// Chooses and opens the store named by CENTINELA_DATABASE (contract section 5).

import { resolve } from 'node:path';
import { PostgresStore } from './postgres.ts';
import { SQLITE_MEMORY, type SqliteOptions, SqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

export const DEFAULT_DATABASE_URL = 'sqlite:./data/centinela.db';

/** CENTINELA_DATABASE as the server reads it: trimmed, and the default when unset or blank. */
export function databaseUrlFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const value = env.CENTINELA_DATABASE?.trim();
  return value === undefined || value === '' ? DEFAULT_DATABASE_URL : value;
}

/** A CENTINELA_DATABASE value that names no store this service knows. */
export class StoreConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConfigurationError';
  }
}

/**
 * Opens and initialises (migrates) the store for `url`: `sqlite:PATH` (relative to the
 * working directory; `sqlite::memory:` for tests) or `postgres://…` / `postgresql://…`.
 * Throws StoreConfigurationError for any other value and StoreUnavailableError when the
 * store cannot be reached.
 */
export async function openStore(url: string, sqlite: SqliteOptions = {}): Promise<Store> {
  const store = storeFor(url, sqlite);
  try {
    await store.init();
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}

function storeFor(url: string, sqlite: SqliteOptions): Store {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path === SQLITE_MEMORY) return new SqliteStore(SQLITE_MEMORY, sqlite);
    if (path.trim() !== '') return new SqliteStore(resolve(path), sqlite);
  } else if (/^postgres(ql)?:\/\/./i.test(url)) {
    return new PostgresStore(url);
  }
  // The value is not echoed: a mistyped connection string may hold a password.
  throw new StoreConfigurationError('CENTINELA_DATABASE must be sqlite:PATH (for example sqlite:./data/centinela.db) or postgres://USER@HOST/DATABASE.');
}
