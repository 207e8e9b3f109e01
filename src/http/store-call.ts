// Store calls made while answering a request: an unreachable store becomes
// 503 service_unavailable (contract 1.4 row 16); the store guarantees nothing was half-written.

import { StoreUnavailableError } from '../store/store.ts';
import { ProblemError } from './problem-error.ts';

export async function storeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      throw new ProblemError('service_unavailable', 'A store the service depends on is unreachable; retry shortly.', {
        headers: { 'retry-after': '5' },
      });
    }
    throw error;
  }
}
