// A private Postfix instance for the end-to-end tests: its own config_directory,
// queue_directory and data_directory in a temporary folder, SMTP on a 127.0.0.1 port of its
// own, every message for the test domain delivered into one Maildir by the virtual agent.
// The machine's own Postfix configuration and service are never read or touched: every
// command runs with `-c DIR`.

import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTFIX = '/usr/sbin/postfix';
export const TEST_DOMAIN = 'mail.test';

/** Why the Postfix tests cannot run here, or undefined when they can. */
export function postfixMissing(): string | undefined {
  if (!existsSync(POSTFIX)) return "Debian's postfix is not installed (.ci/run installs it): the Postfix end-to-end test skips";
  if (process.getuid?.() !== 0) return 'the Postfix end-to-end test needs root to start a private Postfix instance: skipped';
  const user = spawnSync('id', ['-u', 'postfix'], { encoding: 'utf8' });
  if (user.status !== 0) return 'there is no postfix user: the Postfix end-to-end test skips';
  return undefined;
}

export interface PostfixInstance {
  readonly dir: string;
  readonly smtpPort: number;
  /** The files delivered into the test Maildir (new/), read whole. */
  delivered(): Buffer[];
  /** The queue files in the hold queue (quarantined messages). */
  held(): string[];
  /** The instance's log, for a failing test to show. */
  log(): string;
  stop(): void;
}

export interface PostfixOptions {
  readonly smtpPort: number;
  /** `inet:127.0.0.1:PORT`, or undefined for no milter. */
  readonly milter: string | undefined;
  /** Larger than the contract's 10 MiB, so the milter's size cap is what is tested. */
  readonly messageSizeLimit?: number;
}

export function startPostfix(options: PostfixOptions): PostfixInstance {
  const dir = mkdtempSync(join(tmpdir(), 'centinela-postfix-'));
  // The postfix user must reach its data and mail folders inside.
  chmodSync(dir, 0o755);
  const configDir = join(dir, 'etc');
  const queueDir = join(dir, 'queue');
  const dataDir = join(dir, 'data');
  const mailDir = join(dir, 'mail');
  for (const folder of [configDir, queueDir, dataDir, mailDir]) mkdirSync(folder, { recursive: true });
  const uid = Number(execFileSync('id', ['-u', 'postfix'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postfix'], { encoding: 'utf8' }).trim());
  chownSync(dataDir, uid, gid);
  chownSync(mailDir, uid, gid);

  const main = [
    'compatibility_level = 3.6',
    `queue_directory = ${queueDir}`,
    `data_directory = ${dataDir}`,
    'mail_owner = postfix',
    'setgid_group = postdrop',
    `maillog_file = ${join(dir, 'maillog')}`,
    `maillog_file_prefixes = ${dir}`,
    'inet_interfaces = 127.0.0.1',
    'inet_protocols = ipv4',
    'myhostname = mx.centinela-test.invalid',
    'mydomain = centinela-test.invalid',
    'myorigin = $myhostname',
    'mydestination =',
    'mynetworks = 127.0.0.0/8',
    'relay_domains =',
    'smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination',
    'alias_maps =',
    'alias_database =',
    'local_recipient_maps =',
    `virtual_mailbox_domains = ${TEST_DOMAIN}`,
    `virtual_mailbox_base = ${mailDir}`,
    // Every recipient of the test domain shares one Maildir (the trailing slash).
    'virtual_mailbox_maps = static:inbox/',
    `virtual_uid_maps = static:${uid}`,
    `virtual_gid_maps = static:${gid}`,
    `message_size_limit = ${options.messageSizeLimit ?? 32 * 1024 * 1024}`,
    `virtual_mailbox_limit = ${256 * 1024 * 1024}`,
    'smtpd_tls_security_level = none',
    'smtp_tls_security_level = none',
    'smtputf8_enable = no',
    'biff = no',
    'queue_run_delay = 1s',
    'minimal_backoff_time = 1s',
    ...(options.milter === undefined
      ? []
      : [`smtpd_milters = ${options.milter}`, 'milter_protocol = 6', 'milter_default_action = accept', 'milter_content_timeout = 60s']),
  ];
  writeFileSync(join(configDir, 'main.cf'), main.join('\n') + '\n');
  // No chroot (the jail would need copies of system files), only the services used here.
  const master = [
    `127.0.0.1:${options.smtpPort} inet n - n - - smtpd`,
    'cleanup unix n - n - 0 cleanup',
    'qmgr unix n - n 300 1 qmgr',
    'rewrite unix - - n - - trivial-rewrite',
    'bounce unix - - n - 0 bounce',
    'defer unix - - n - 0 bounce',
    'trace unix - - n - 0 bounce',
    'verify unix - - n - 1 verify',
    'flush unix n - n 1000? 0 flush',
    'proxymap unix - - n - - proxymap',
    'smtp unix - - n - - smtp',
    'relay unix - - n - - smtp',
    'showq unix n - n - - showq',
    'error unix - - n - - error',
    'retry unix - - n - - error',
    'discard unix - - n - - discard',
    'local unix - n n - - local',
    'virtual unix - n n - - virtual',
    'anvil unix - - n - 1 anvil',
    'scache unix - - n - 1 scache',
    'postlog unix-dgram n - n - 1 postlogd',
  ];
  writeFileSync(join(configDir, 'master.cf'), master.join('\n') + '\n');

  const postfix = (...args: string[]): void => {
    const run = spawnSync(POSTFIX, ['-c', configDir, ...args], { encoding: 'utf8', env: { ...process.env, MAIL_CONFIG: configDir } });
    if (run.status !== 0) throw new Error(`postfix ${args.join(' ')} failed: ${run.stderr}${run.stdout}`);
  };
  postfix('start');

  const maildirNew = join(mailDir, 'inbox', 'new');
  const holdDir = join(queueDir, 'hold');
  let stopped = false;
  return {
    dir,
    smtpPort: options.smtpPort,
    delivered: () =>
      existsSync(maildirNew)
        ? readdirSync(maildirNew)
            .sort()
            .map((name) => readFileSync(join(maildirNew, name)))
        : [],
    held: () => (existsSync(holdDir) ? readdirSync(holdDir) : []),
    log: () => (existsSync(join(dir, 'maillog')) ? readFileSync(join(dir, 'maillog'), 'utf8') : ''),
    stop() {
      if (stopped) return;
      stopped = true;
      const pidFile = join(queueDir, 'pid', 'master.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN;
      try {
        postfix('stop');
        waitForExit(pid);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Waits (up to 10 s) until the instance's master process has gone. */
function waitForExit(pid: number): void {
  if (!Number.isInteger(pid) || pid <= 0) return;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    spawnSync('sleep', ['0.1']);
  }
  throw new Error(`the private Postfix master (pid ${pid}) did not stop`);
}
