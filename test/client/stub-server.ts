// A fault-injecting stand-in for the service: node:http on a random loopback port that records
// every request it receives (headers and exact body bytes) and answers each in turn as scripted:
// a contract answer, a dropped connection, a hang, or a foreign (proxy) page.

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export type Reply =
  | { readonly kind: 'drop' }
  | { readonly kind: 'hang' }
  | { readonly kind: 'answer'; readonly status: number; readonly headers?: Record<string, string>; readonly body: string };

export interface StubServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export const RESULT = {
  analysis_id: 'ana_01JD3Q8Z7K4M2N6P8R0T2V4X6Y',
  verdict: 'phishing',
  risk: 'high',
  completeness: 'complete',
  signal_codes: ['link_display_mismatch', 'content_credential_request'],
  warnings: [],
  created_at: '2026-11-21T10:15:30.123Z',
  schema_version: '1.0',
  request_id: 'req_01JD3Q8Z7K4M2N6P8R0T2V4X6Y',
};

export function ok(body: unknown = RESULT): Reply {
  return { kind: 'answer', status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export function problem(status: number, code: string, extras: Record<string, string | number> = {}, headers: Record<string, string> = {}): Reply {
  const body = { type: `urn:centinela:problem:${code}`, title: code, status, detail: `stub ${code}`, code, request_id: 'req_stub_0001', ...extras };
  return { kind: 'answer', status, headers: { 'content-type': 'application/problem+json', ...headers }, body: JSON.stringify(body) };
}

/** Answers the scripted replies in order; requests beyond the script get the last reply. */
export async function startStub(script: readonly Reply[]): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const reply = script[Math.min(requests.length, script.length) - 1];
      if (reply === undefined || reply.kind === 'drop') {
        request.socket.destroy();
        return;
      }
      if (reply.kind === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, { 'x-request-id': 'req_stub_header', ...reply.headers });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
