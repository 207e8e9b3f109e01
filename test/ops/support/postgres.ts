// Throw-away PostgreSQL databases for the operations tests: on the server named by
// CENTINELA_TEST_POSTGRES_URL, or on a private cluster started from the PostgreSQL binaries
// (for tests that stop the server, which must never be the machine's shared one).

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Database {
  readonly url: string;
  drop(): Promise<void>;
}

export async function createDatabase(adminUrl: string): Promise<Database> {
  const name = `centinela_ops_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** The bin folder of the newest installed PostgreSQL, or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A cluster of its own in a temporary folder, on a free port; initdb refuses root, so it runs as postgres then. */
export class PrivateCluster {
  readonly url: string;
  readonly #bin: string;
  readonly #dir: string;
  readonly #port: number;
  readonly #asUser: string[];

  private constructor(bin: string, dir: string, port: number, asUser: string[]) {
    this.#bin = bin;
    this.#dir = dir;
    this.#port = port;
    this.#asUser = asUser;
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(bin: string): Promise<PrivateCluster> {
    const dir = mkdtempSync(join(tmpdir(), 'centinela-pg-'));
    const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (asUser.length > 0) {
      const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
      const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
      chownSync(dir, Number(ids), Number(gid));
    }
    const cluster = new PrivateCluster(bin, dir, await freePort(), asUser);
    cluster.#run('initdb', ['-D', cluster.#data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  get #data(): string {
    return join(this.#dir, 'data');
  }

  start(): void {
    this.#run('pg_ctl', [
      '-D',
      this.#data,
      '-l',
      join(this.#dir, 'server.log'),
      '-w',
      '-o',
      `-p ${this.#port} -k ${this.#dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  /** `immediate` is a crash as far as clients can tell: connections are cut mid-statement. */
  stop(mode: 'fast' | 'immediate' = 'immediate'): void {
    this.#run('pg_ctl', ['-D', this.#data, '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }

  #run(tool: string, args: string[]): void {
    const [command, ...prefix] = [...this.#asUser, join(this.#bin, tool)];
    execFileSync(command!, [...prefix, ...args], { stdio: 'ignore', cwd: this.#dir });
  }
}
