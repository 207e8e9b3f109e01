import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stripTrace } from '../../bench/support/strip-trace.ts';

const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('stripTrace', () => {
  it('removes trace fields and signatures, folded lines included, and keeps the rest byte for byte', () => {
    const message = [
      'Received: from mail.example.org (mail.example.org [192.0.2.10])',
      '\tby mx.example.net with ESMTPS; Tue, 4 Mar 2025 10:15:02 +0000',
      'DKIM-Signature: v=1; a=rsa-sha256; d=example.org; s=s1;',
      ' bh=AAAA; b=BBBB',
      'From: Ana <ana@example.org>',
      'Authentication-Results: mx.example.net; dkim=pass header.d=example.org',
      'Subject: =?UTF-8?Q?Caf=C3=A9?=',
      'ARC-Seal: i=1; a=rsa-sha256; cv=none; d=example.net; s=arc; b=CCCC',
      '',
      'Received: in the body stays.',
      '',
    ].join('\r\n');
    assert.equal(
      text(stripTrace(Buffer.from(message, 'latin1'))),
      ['From: Ana <ana@example.org>', 'Subject: =?UTF-8?Q?Caf=C3=A9?=', '', 'Received: in the body stays.', ''].join('\r\n'),
    );
  });

  it('leaves a message without trace fields unchanged, LF line ends and 8-bit bytes included', () => {
    const bytes = Buffer.from('From: Ana <ana@example.org>\nSubject: Caf\xe9\n\nHola\xe9\n', 'latin1');
    assert.deepEqual(Buffer.from(stripTrace(bytes)), bytes);
  });
});
