// Hand-written messages for the analysis tests, parsed for real by parseMessage.

import { parseMessage } from '../../src/message/parse.ts';
import type { MessageModel } from '../../src/message/model.ts';

/** The headers of an ordinary, well-formed message. */
export const BASE_HEADERS: readonly string[] = [
  'Received: from mail.example.org (mail.example.org [192.0.2.10]) by mx.example.net with ESMTPS id 4Zx; Tue, 4 Mar 2025 10:15:02 +0000',
  'Received: from [198.51.100.7] by mail.example.org with ESMTPSA id 9Qa; Tue, 4 Mar 2025 11:14:58 +0100',
  'From: Ana Pérez <ana@example.org>',
  'To: Luis Gómez <luis@example.net>',
  'Subject: Minutes of the Tuesday meeting',
  'Date: Tue, 4 Mar 2025 11:14:55 +0100',
  'Message-ID: <20250304101455.4821@mail.example.org>',
  'MIME-Version: 1.0',
];

/** A DKIM-Signature field of a domain; never verified (the analysis tests run with DNS off). */
export function signedBy(domain: string): string {
  return `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=s1; h=from:to:subject; bh=AAAA; b=BBBB`;
}

export const PLAIN_BODY = 'Hello Luis,\r\n\r\nAttached are the minutes of the Tuesday meeting. See you next week.\r\n\r\nAna\r\n';

export interface MessageSpec {
  /** Header names (lower case) to leave out of BASE_HEADERS. */
  readonly without?: readonly string[];
  /** Header lines added after the base ones. */
  readonly add?: readonly string[];
  /** Content-Type line and the rest of the entity after the top-level headers. */
  readonly contentType?: string;
  readonly body?: string;
}

/** The message as a latin1 string (one character, one byte), CRLF line ends. */
export function rawMessage(spec: MessageSpec = {}): string {
  const without = new Set(spec.without ?? []);
  const headers = BASE_HEADERS.filter((line) => !without.has(line.slice(0, line.indexOf(':')).toLowerCase()));
  return [...headers, ...(spec.add ?? []), `Content-Type: ${spec.contentType ?? 'text/plain; charset=utf-8'}`, '', spec.body ?? PLAIN_BODY].join('\r\n');
}

export function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function parse(raw: string, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<MessageModel> {
  return parseMessage(encoding === 'utf8' ? utf8Bytes(raw) : latin1Bytes(raw));
}

export function message(spec: MessageSpec = {}): Promise<MessageModel> {
  return parse(rawMessage(spec));
}

/** A multipart/alternative body with the given plain and HTML versions. */
export function alternative(plain: string, html: string, boundary = 'alt-7f3a'): Pick<MessageSpec, 'contentType' | 'body'> {
  return {
    contentType: `multipart/alternative; boundary="${boundary}"`,
    body: [
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      plain,
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  };
}
