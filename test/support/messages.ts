// Hand-written messages for the service tests (never taken from any corpus).

const CRLF = '\r\n';

export function simpleMessage(
  subject = 'Quarterly figures',
  body = 'Hello Ana,\r\n\r\nThe figures are attached as agreed.\r\n\r\nBest,\r\nLuis\r\n',
): Uint8Array {
  return new TextEncoder().encode(
    [
      'From: Luis Ortega <luis@example.org>',
      'To: Ana Ruiz <ana@example.net>',
      `Subject: ${subject}`,
      'Date: Thu, 19 Nov 2026 10:00:00 +0100',
      'Message-ID: <20261119100000.1234@example.org>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join(CRLF),
  );
}

/** A multipart/mixed message with `parts` leaf parts (the root container counts as one more). */
export function manyPartsMessage(parts: number): Uint8Array {
  const boundary = 'b0undary-xyz';
  const lines = [
    'From: a@example.org',
    'To: b@example.net',
    'Subject: parts',
    'Date: Thu, 19 Nov 2026 10:00:00 +0100',
    'Message-ID: <parts@example.org>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
  ];
  for (let i = 0; i < parts; i++) lines.push(`--${boundary}`, 'Content-Type: text/plain', '', `part ${i}`);
  lines.push(`--${boundary}--`, '');
  return new TextEncoder().encode(lines.join(CRLF));
}
