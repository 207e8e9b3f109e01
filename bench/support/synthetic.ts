// Synthetic messages for benchmarks: realistic shapes, generated, never taken from a corpus.

const CRLF = '\r\n';
const WORDS =
  'the invoice for november is attached please review the figures before friday and confirm the delivery address for the new office thanks again for your help with the migration project'.split(
    ' ',
  );

function prose(bytes: number, seed: number): string {
  let out = '';
  let i = seed;
  while (out.length < bytes) {
    out += WORDS[i % WORDS.length] + (i % 17 === 16 ? '.\r\n' : ' ');
    i = (i * 31 + 7) % 9973;
  }
  return out;
}

function base64Lines(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/.{76}/g, `$&${CRLF}`);
}

/** A multipart/alternative newsletter-like message of about `size` bytes, with links. */
export function typicalMessage(size = 50_000, seed = 1): Uint8Array {
  const boundary = `alt-${seed}`;
  const textSize = Math.floor(size * 0.3);
  const htmlSize = size - textSize - 1200;
  const html = `<html><body><p>${prose(htmlSize - 400, seed).replace(/\r\n/g, '</p><p>')}</p><p><a href="https://www.example.com/account?id=${seed}">Your account</a></p></body></html>`;
  return new TextEncoder().encode(
    [
      'Return-Path: <bounce@mail.example.com>',
      'Received: from mail.example.com (mail.example.com [192.0.2.10]) by mx.example.net with ESMTPS id abc; Thu, 19 Nov 2026 10:00:01 +0000',
      'From: Example Store <news@example.com>',
      'To: customer@example.net',
      `Subject: Your November statement ${seed}`,
      'Date: Thu, 19 Nov 2026 10:00:00 +0000',
      `Message-ID: <bench-${seed}@example.com>`,
      'MIME-Version: 1.0',
      'List-Unsubscribe: <https://www.example.com/unsubscribe>',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      prose(textSize, seed),
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      html.replace(/=/g, '=3D').replace(/(.{70})/g, `$1=${CRLF}`),
      `--${boundary}--`,
      '',
    ].join(CRLF),
  );
}

/** A message just under `size` bytes carrying `attachments` base64 attachments of pseudo-random bytes. */
export function largeMessage(size = 10_485_760 - 4096, attachments = 50): Uint8Array {
  const boundary = 'mixed-large';
  const head = [
    'From: Sender <sender@example.org>',
    'To: receiver@example.net',
    'Subject: Large delivery',
    'Date: Thu, 19 Nov 2026 10:00:00 +0000',
    'Message-ID: <large@example.org>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Files attached.',
  ].join(CRLF);
  // base64 grows 4/3 plus line breaks (78/76); leave room for part headers.
  const perPartEncoded = Math.floor((size - head.length - 200 * attachments) / attachments);
  const perPartRaw = Math.floor((perPartEncoded * 76) / 78 / 4) * 3;
  const parts: string[] = [head];
  let state = 12345;
  for (let n = 0; n < attachments; n++) {
    const data = new Uint8Array(perPartRaw);
    for (let i = 0; i < data.length; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      data[i] = state >>> 24;
    }
    parts.push(
      `--${boundary}`,
      `Content-Type: application/octet-stream; name="file-${n}.bin"`,
      `Content-Disposition: attachment; filename="file-${n}.bin"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(data),
    );
  }
  parts.push(`--${boundary}--`, '');
  return new TextEncoder().encode(parts.join(CRLF));
}
