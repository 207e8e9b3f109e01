// Messages written for the end-to-end tests of the milter and the Haraka plugin.

import { TEST_DOMAIN } from './postfix-instance.ts';

/** A credential-harvesting message written for this test. */
export function phishingMessage(): Buffer {
  return Buffer.from(
    [
      'From: "Microsoft 365 Security" <no-reply@m365-secure-verify.example>',
      `To: ana@${TEST_DOMAIN}`,
      'Subject: Action required: your mailbox password expires today',
      'Date: Sat, 28 Nov 2026 10:00:00 +0000',
      'Message-ID: <pw-expiry-1@m365-secure-verify.example>',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body><p>Dear user,</p>',
      '<p>Your Microsoft 365 mailbox password expires today. To keep access to your email, verify your account and confirm your password now, or your mailbox will be suspended within 24 hours.</p>',
      '<p><a href="http://login-microsoftonline.m365-secure-verify.example/owa/verify?user=ana">https://login.microsoftonline.com/verify</a></p>',
      '<p>Microsoft Account Team</p></body></html>',
      '',
    ].join('\r\n'),
  );
}

/** A plain message with `bytes` of base64-looking body lines, to cross the size cap. */
export function largeMessage(bytes: number, subject = 'Scanned archive'): Buffer {
  const head = Buffer.from(
    `From: Luis <luis@example.org>\r\nTo: ana@${TEST_DOMAIN}\r\nSubject: ${subject}\r\nMessage-ID: <large-${bytes}@example.org>\r\n\r\n`,
  );
  const line = `${'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.repeat(2).slice(0, 76)}\r\n`;
  return Buffer.concat([head, Buffer.from(line.repeat(Math.ceil(bytes / line.length)))]);
}
