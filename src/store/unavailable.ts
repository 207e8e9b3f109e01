import { StoreUnavailableError } from './store.ts';

/**
 * Wraps a driver failure. The message is one generic sentence because it may reach an HTTP
 * client or a log line; the driver's own error (with SQL, paths or hosts) stays in `cause`.
 */
export function storeUnavailable(cause: unknown): StoreUnavailableError {
  if (cause instanceof StoreUnavailableError) return cause;
  return new StoreUnavailableError('The credential and idempotency store is unavailable.', { cause });
}
