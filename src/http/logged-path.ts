// The path of a request as the request log records it: no query string (where clients put
// credentials by mistake), and nothing shaped like a secret, wherever in the path a client put it.

import { SECRET_SHAPE } from '../credentials/credentials.ts';

/** Paths are cut to this length in the log: a long path is an attack or a mistake, not a route. */
const MAX_LOGGED_PATH = 256;
/** A long run of token characters mixing letters and digits: another system's key or token. */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{32,}/g;

export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** The path without query string, secrets and token-like runs replaced, at most 256 characters. */
export function loggedPath(url: string): string {
  const path = pathOf(url).slice(0, MAX_LOGGED_PATH * 4);
  const redacted = path.replace(SECRET_SHAPE, '$1[redacted]').replace(TOKEN_SHAPE, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[redacted]' : run));
  return redacted.length > MAX_LOGGED_PATH ? `${redacted.slice(0, MAX_LOGGED_PATH)}…` : redacted;
}
