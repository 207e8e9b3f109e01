// A contract error raised anywhere in request handling; the server's error handler renders it
// as application/problem+json (contract 1.4). Anything else thrown becomes internal_error.

import { type ProblemCode, type ProblemExtensions } from '../contract/problems.ts';

export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly detail: string;
  readonly extensions: ProblemExtensions;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ProblemCode, detail: string, options: { extensions?: ProblemExtensions; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'ProblemError';
    this.code = code;
    this.detail = detail;
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
  }
}
