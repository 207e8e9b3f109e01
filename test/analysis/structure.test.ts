import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { SignalCode } from '../../src/contract/signals.ts';
import type { MessageModel } from '../../src/message/model.ts';
import { messageContext, type AreaEnvironment } from '../../src/analysis/facts/derived.ts';
import { structureArea } from '../../src/analysis/areas/structure.ts';
import { PLAIN_BODY, alternative, message, parse, rawMessage } from './fixtures.ts';

const ENVIRONMENT: AreaEnvironment = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER, trustedAuthservIds: [], dns: 'off' };

async function signalsOf(model: MessageModel): Promise<SignalCode[]> {
  return [...(await structureArea.run(model, messageContext(model, ENVIRONMENT))).signals];
}

async function fires(model: MessageModel, code: SignalCode): Promise<boolean> {
  return (await signalsOf(model)).includes(code);
}

const MEETING_TEXT =
  'Hello Luis, here are the minutes of the Tuesday meeting. We agreed to move the budget review to Friday, ' +
  'Marta will send the supplier comparison, and the office move is planned for the second week of April.';
const MEETING_HTML =
  '<!DOCTYPE html><html><head><title>Minutes</title><style>p{color:#333}</style></head><body>' +
  '<p>Hello Luis, here are the <b>minutes</b> of the Tuesday meeting.</p><ul><li>We agreed to move the budget review to Friday,</li>' +
  '<li>Marta will send the supplier comparison, and</li><li>the office move is planned for the second week of April.</li></ul>' +
  '<p style="font-size:11px">&copy; Example&nbsp;Org</p></body></html>';
const PRIZE_HTML =
  '<html><body><h1>Your parcel is waiting</h1><p>Confirm your delivery address and pay the customs fee of 1.99 EUR ' +
  'within 24 hours or the shipment returns to sender. Tracking number 0049 1827 3345.</p><a href="https://x.invalid/p">Pay now</a></body></html>';

describe('structure area: a well-formed message', () => {
  it('raises nothing', async () => {
    assert.deepEqual(await signalsOf(await message()), []);
  });

  it('raises nothing for a faithful multipart/alternative', async () => {
    assert.deepEqual(await signalsOf(await message(alternative(MEETING_TEXT, MEETING_HTML))), []);
  });

  it('raises nothing for a message without any Received field (trace removed or client-submitted)', async () => {
    assert.deepEqual(await signalsOf(await message({ without: ['received'] })), []);
  });
});

describe('structure_duplicate_headers', () => {
  it('fires on a repeated Subject', async () => {
    assert.ok(await fires(await message({ add: ['Subject: Second subject'] }), 'structure_duplicate_headers'));
  });

  it('fires on a repeated From', async () => {
    assert.ok(await fires(await message({ add: ['From: Other <other@example.com>'] }), 'structure_duplicate_headers'));
  });

  it('fires on several From mailboxes', async () => {
    const model = await message({ without: ['from'], add: ['From: Ana <ana@example.org>, Bank Support <support@bank.example>'] });
    assert.ok(await fires(model, 'structure_duplicate_headers'));
  });

  it('stays silent on repeatable headers (Received, Comments, Resent-*)', async () => {
    const model = await message({
      add: ['Comments: first', 'Comments: second', 'Resent-From: a@example.org', 'Resent-From: b@example.org'],
    });
    assert.equal(await fires(model, 'structure_duplicate_headers'), false);
  });
});

describe('structure_missing_headers', () => {
  for (const header of ['from', 'date', 'message-id']) {
    it(`fires when ${header} is missing`, async () => {
      assert.ok(await fires(await message({ without: [header] }), 'structure_missing_headers'));
    });
  }

  it('fires when Message-ID is present but empty', async () => {
    assert.ok(await fires(await message({ without: ['message-id'], add: ['Message-ID: '] }), 'structure_missing_headers'));
  });

  it('stays silent when only optional headers are missing (Subject, To)', async () => {
    assert.equal(await fires(await message({ without: ['subject'] }), 'structure_missing_headers'), false);
  });
});

describe('structure_undisclosed_recipients', () => {
  it('fires on an empty group', async () => {
    const model = await message({ without: ['to'], add: ['To: undisclosed-recipients:;'] });
    assert.ok(await fires(model, 'structure_undisclosed_recipients'));
  });

  it('fires when there is no To and no Cc', async () => {
    assert.ok(await fires(await message({ without: ['to'] }), 'structure_undisclosed_recipients'));
  });

  it('stays silent when only Cc names a recipient', async () => {
    const model = await message({ without: ['to'], add: ['Cc: team@example.net'] });
    assert.equal(await fires(model, 'structure_undisclosed_recipients'), false);
  });

  it('stays silent for a group with members', async () => {
    const model = await message({ without: ['to'], add: ['To: Team: luis@example.net, marta@example.net;'] });
    assert.equal(await fires(model, 'structure_undisclosed_recipients'), false);
  });
});

describe('structure_received_anomaly', () => {
  const withReceived = (...received: string[]) => message({ without: ['received'], add: received.map((value) => `Received: ${value}`) });

  it('fires on a Received field without any date', async () => {
    assert.ok(await fires(await withReceived('from mail.example.org by mx.example.net with ESMTP id 77'), 'structure_received_anomaly'));
  });

  it('fires on a date that cannot be read', async () => {
    assert.ok(await fires(await withReceived('from a by b with SMTP; sometime yesterday'), 'structure_received_anomaly'));
  });

  it('fires when an earlier hop is stamped a day after the later one', async () => {
    const model = await withReceived(
      'from b by c with ESMTP id 2; Tue, 4 Mar 2025 10:00:00 +0000',
      'from a by b with ESMTP id 1; Wed, 5 Mar 2025 10:00:00 +0000',
    );
    assert.ok(await fires(model, 'structure_received_anomaly'));
  });

  it('tolerates clock drift and zones: an earlier hop a few minutes or hours "later"', async () => {
    const model = await withReceived(
      'from b by c with ESMTP id 2; Tue, 4 Mar 2025 10:00:00 +0000',
      'from a by b with ESMTP id 1; Tue, 4 Mar 2025 13:30:00 +0000',
      'from z by a with ESMTP id 0; Tue, 4 Mar 2025 05:00:00 -0500 (EST)',
    );
    assert.equal(await fires(model, 'structure_received_anomaly'), false);
  });

  it('accepts the forms real servers write: no weekday, asctime, ISO, numeric dates, no semicolon', async () => {
    const model = await withReceived(
      'from b by c with ESMTP id 2; 4 Mar 2025 10:00:00 -0000',
      'by relay.example.net (Postfix) id 8A; Tue Mar  4 09:59:58 2025',
      'by filter.example.net with SMTP id f1-2; 2025-03-04 09:59:57.258036245 +0000 UTC',
      'by scanner.example.net (virus check: clean); 04/03/2025 09:59:55',
      'from mda by mx.example.com id 0LvVA5 Tue, 04 Mar 2025 09:59:54 +0000',
    );
    assert.equal(await fires(model, 'structure_received_anomaly'), false);
  });
});

describe('structure_parts_differ', () => {
  it('fires when the HTML alternative says something else than the text one', async () => {
    assert.ok(await fires(await message(alternative(MEETING_TEXT, PRIZE_HTML)), 'structure_parts_differ'));
  });

  it('fires when the text alternative is empty and the HTML one is not', async () => {
    assert.ok(await fires(await message(alternative('', PRIZE_HTML)), 'structure_parts_differ'));
  });

  it('stays silent for a short "view it in a browser" stub', async () => {
    const model = await message(alternative('This message is best viewed in a browser: https://example.org/v/1', PRIZE_HTML));
    assert.equal(await fires(model, 'structure_parts_differ'), false);
  });

  it('stays silent when the text is a summary of a longer HTML body', async () => {
    const summary = 'Hello Luis, minutes of the Tuesday meeting: budget review moved to Friday, office move in April.';
    const html = `${MEETING_HTML}<p>${'Further notes on the supplier comparison and the planning of the second quarter. '.repeat(20)}</p>`;
    assert.equal(await fires(await message(alternative(summary, html)), 'structure_parts_differ'), false);
  });

  it('finds the HTML inside multipart/related', async () => {
    const body = [
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      '',
      MEETING_TEXT,
      '--outer',
      'Content-Type: multipart/related; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      '',
      PRIZE_HTML,
      '--inner',
      'Content-Type: image/png',
      'Content-Transfer-Encoding: base64',
      'Content-ID: <logo@example.org>',
      '',
      'iVBORw0KGgo=',
      '--inner--',
      '--outer--',
      '',
    ].join('\r\n');
    assert.ok(await fires(await message({ contentType: 'multipart/alternative; boundary="outer"', body }), 'structure_parts_differ'));
  });

  it('stays silent for a message with a single body', async () => {
    assert.equal(await fires(await message({ contentType: 'text/html; charset=utf-8', body: PRIZE_HTML }), 'structure_parts_differ'), false);
  });
});

describe('structure_encoding_anomaly', () => {
  it('fires when a charset label lies about the bytes', async () => {
    const raw = rawMessage({ contentType: 'text/plain; charset=us-ascii', body: 'Caf\xe9 con le\xf1a, se\xf1or.\r\n' });
    assert.ok(await fires(await parse(raw, 'latin1'), 'structure_encoding_anomaly'));
  });

  it('fires on broken base64', async () => {
    const model = await message({ add: ['Content-Transfer-Encoding: base64'], body: 'SGVsbG8g!!!d29y*bGQ=\r\n' });
    assert.ok(await fires(model, 'structure_encoding_anomaly'));
  });

  it('stays silent for correctly labelled latin1 text', async () => {
    const raw = rawMessage({ contentType: 'text/plain; charset=iso-8859-1', body: 'Caf\xe9 con le\xf1a, se\xf1or.\r\n' });
    assert.equal(await fires(await parse(raw, 'latin1'), 'structure_encoding_anomaly'), false);
  });
});

describe('structure_mime_anomaly', () => {
  it('fires on an unterminated boundary', async () => {
    const body = ['--b1', 'Content-Type: text/plain', '', PLAIN_BODY, '--b1', 'Content-Type: text/plain', '', 'second part, never closed', ''].join('\r\n');
    assert.ok(await fires(await message({ contentType: 'multipart/mixed; boundary="b1"', body }), 'structure_mime_anomaly'));
  });

  it('fires on unusually deep nesting', async () => {
    const depth = 12;
    const open = Array.from({ length: depth }, (_, level) => [`--n${level}`, `Content-Type: multipart/mixed; boundary="n${level + 1}"`, ''].join('\r\n'));
    const close = Array.from({ length: depth }, (_, level) => `--n${depth - level}--`);
    const body = [...open, `--n${depth}`, 'Content-Type: text/plain', '', 'deep', ...close, '--n0--', ''].join('\r\n');
    assert.ok(await fires(await message({ contentType: 'multipart/mixed; boundary="n0"', body }), 'structure_mime_anomaly'));
  });

  it('stays silent for ordinary nesting (mixed > alternative > related)', async () => {
    const body = [
      '--m',
      'Content-Type: multipart/alternative; boundary="a"',
      '',
      '--a',
      'Content-Type: text/plain; charset=utf-8',
      '',
      MEETING_TEXT,
      '--a',
      'Content-Type: multipart/related; boundary="r"',
      '',
      '--r',
      'Content-Type: text/html; charset=utf-8',
      '',
      MEETING_HTML,
      '--r--',
      '--a--',
      '--m',
      'Content-Type: application/pdf; name="minutes.pdf"',
      'Content-Disposition: attachment; filename="minutes.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      'JVBERi0xLjQK',
      '--m--',
      '',
    ].join('\r\n');
    assert.deepEqual(await signalsOf(await message({ contentType: 'multipart/mixed; boundary="m"', body })), []);
  });
});

describe('structure area: transport conventions are not evidence', () => {
  it('stays silent on an mbox From line and LF line endings', async () => {
    const raw = `From ana@example.org Tue Mar  4 10:15:02 2025\n${rawMessage().replaceAll('\r\n', '\n')}`;
    assert.deepEqual(await signalsOf(await parse(raw)), []);
  });

  it('stays silent on a message without MIME-Version', async () => {
    assert.deepEqual(await signalsOf(await message({ without: ['mime-version'] })), []);
  });
});
