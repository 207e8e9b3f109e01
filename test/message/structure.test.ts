import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Budget } from '../../src/message/budget.ts';
import { buildFallbackModel } from '../../src/message/build.ts';
import { Findings } from '../../src/message/findings.ts';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import type { MimePart } from '../../src/message/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { preflight } from '../../src/message/preflight.ts';
import { bytes, entity, filePart, latin1, mixed, multipartBody, simple, textPart, TOP } from './mime.ts';

const text = (part: MimePart): string => new TextDecoder().decode(part.content());

describe('headers', () => {
  it('keeps every field in order, duplicates included, raw and decoded', async () => {
    const model = await parseMessage(
      entity(
        [
          'Received: from a',
          'Received: from b',
          'Subject: =?UTF-8?B?SMOpbGxv?=',
          '  =?ISO-8859-1?Q?_w=F6rld?=',
          'From: a@b.c',
          'Date: Mon, 1 Jan 2024 10:00:00 +0000',
        ],
        'hi',
      ),
    );
    assert.deepEqual(
      model.headers.map((field) => field.name),
      ['Received', 'Received', 'Subject', 'From', 'Date'],
    );
    assert.deepEqual(model.header('received'), ['from a', 'from b']);
    const subject = model.headers[2]!;
    assert.equal(subject.raw, ' =?UTF-8?B?SMOpbGxv?=\r\n  =?ISO-8859-1?Q?_w=F6rld?=');
    assert.equal(subject.value, 'Héllo wörld');
    assert.equal(model.subject, 'Héllo wörld');
    assert.equal(model.header('Subject')[0], 'Héllo wörld');
  });

  it('reads UTF-8 header bytes as UTF-8 and other 8-bit bytes as latin1, reporting the latter', async () => {
    const utf8 = await parseMessage(bytes('From: a@b.c\r\nSubject: Grüße\r\n\r\nx'));
    assert.equal(utf8.subject, 'Grüße');
    assert.equal(utf8.anomalies.has('eight_bit_headers'), false);
    const legacy = await parseMessage(bytes(latin1('From: a@b.c\r\nSubject: Gr\xfc\xdfe\r\n\r\nx')));
    assert.equal(legacy.subject, 'Grüße');
    assert.ok(legacy.anomalies.has('eight_bit_headers'));
    assert.ok(legacy.warnings.has('malformed_message_accepted'));
  });

  it('parses the address lists, lower-casing and decoding the domain', async () => {
    const model = await parseMessage(
      entity(
        [
          'From: =?UTF-8?Q?Jos=C3=A9?= <Jose@XN--BCHER-KVA.Example>',
          'Sender: s@example.org',
          'Reply-To: Team: r1@example.org, r2@example.org;',
          'To: a@example.org, "B, Bee" <b@example.org>',
          'To: c@example.org',
          'Cc: d@example.org',
          'Return-Path: <bounce@example.org>',
        ],
        'x',
      ),
    );
    assert.deepEqual(model.addresses.from, [{ name: 'José', address: 'Jose@xn--bcher-kva.example', domain: 'bücher.example' }]);
    assert.deepEqual(
      model.addresses.replyTo.map((box) => box.address),
      ['r1@example.org', 'r2@example.org'],
    );
    assert.deepEqual(
      model.addresses.to.map((box) => box.name),
      ['', 'B, Bee', ''],
    );
    assert.deepEqual(
      model.addresses.sender.map((box) => box.address),
      ['s@example.org'],
    );
    assert.deepEqual(
      model.addresses.cc.map((box) => box.address),
      ['d@example.org'],
    );
    assert.deepEqual(
      model.addresses.returnPath.map((box) => box.address),
      ['bounce@example.org'],
    );
  });

  it('reads a quoted address standing alone beside a real mailbox as the name a reader is shown', async () => {
    const model = await parseMessage(
      entity(['From: "Transport@Parcels.example", <service@relay.example>', 'To: "x@y.example" <x@y.example>, "z@w.example", v@w.example'], 'x'),
    );
    assert.deepEqual(model.addresses.from, [
      { name: 'Transport@Parcels.example', address: '', domain: '' },
      { name: '', address: 'service@relay.example', domain: 'relay.example' },
    ]);
    assert.ok(model.anomalies.has('multiple_from_mailboxes'));
    // Written in angle brackets or bare, an address stays one.
    assert.deepEqual(
      model.addresses.to.map((box) => box.address),
      ['x@y.example', '', 'v@w.example'],
    );
  });

  it('reports repeated singleton headers and several From mailboxes', async () => {
    const model = await parseMessage(entity(['From: a@b.c, d@e.f', 'Subject: one', 'Subject: two'], 'x'));
    assert.ok(model.anomalies.has('duplicate_singleton_header'));
    assert.ok(model.anomalies.has('multiple_from_mailboxes'));
    assert.deepEqual([...model.warnings], []);
  });

  it('accepts several authors with one Sender, but not a From piece without an address', async () => {
    const authors = await parseMessage(entity(['From: Ann <a@e.f>, Dee <d@e.f>', 'Sender: Dee <d@e.f>'], 'x'));
    assert.ok(!authors.anomalies.has('multiple_from_mailboxes'));
    const brandBeside = await parseMessage(entity(['From: PayPal <service@paypal.com>, Billing <billing@evil.example>', 'Sender: billing@evil.example'], 'x'));
    assert.ok(brandBeside.anomalies.has('multiple_from_mailboxes'));
    const split = await parseMessage(entity(['From: UPS, <info@news.example>', 'Sender: UPS, <info@news.example>'], 'x'));
    assert.ok(split.anomalies.has('multiple_from_mailboxes'));
    const elsewhere = await parseMessage(entity(['From: <pay@shop.example>, <top@shop.example>', 'Sender: <bulk@other.example>'], 'x'));
    assert.ok(elsewhere.anomalies.has('multiple_from_mailboxes'));
  });

  it('reads "Surname, First <first.surname@x>" without quotes as one person, a kit\'s unrelated pieces not', async () => {
    for (const from of [
      'Whitfield, Karen <karen.whitfield@freight.example>',
      '=?UTF-8?Q?Garc=C3=ADa_Ortega?=, =?UTF-8?Q?Luc=C3=ADa?= <lucia.garcia@asesoria.example>',
    ]) {
      const model = await parseMessage(entity([`From: ${from}`], 'x'));
      assert.equal(model.addresses.from.length, 2, from);
      assert.ok(!model.anomalies.has('multiple_from_mailboxes'), from);
    }
    // Nothing before the comma names the mailbox; the mailbox has no name; or a third piece.
    for (const from of [
      'Reifefrauen, jehd <service@friends.example>',
      'Whitfield, <karen.whitfield@freight.example>',
      'Whitfield, Karen, Ops <karen.whitfield@freight.example>',
      'Lee, Ann <ann.lee@a.example>, Bo <bo@b.example>',
    ]) {
      const model = await parseMessage(entity([`From: ${from}`], 'x'));
      assert.ok(model.anomalies.has('multiple_from_mailboxes'), from);
    }
  });

  it('reports a line in a header block that is not a field', async () => {
    const model = await parseMessage(bytes('From: a@b.c\r\nthis is not a header\r\nSubject: s\r\n\r\nx'));
    assert.deepEqual(
      model.headers.map((field) => field.key),
      ['from', 'subject'],
    );
    assert.ok(model.anomalies.has('invalid_header_line'));
    assert.ok(model.warnings.has('malformed_message_accepted'));
  });

  it('reports broken encoded words', async () => {
    for (const subject of ['=?x-nothing?Q?abc?=', '=?utf-8?B?###?=', '=?utf-8?Z?abc?=', '=?utf-8?Q?never closed']) {
      const model = await parseMessage(entity(['From: a@b.c', `Subject: ${subject}`], 'x'));
      assert.ok(model.anomalies.has('broken_encoded_word'), subject);
    }
    const fine = await parseMessage(entity(['From: a@b.c', 'Subject: =?utf-8?Q?caf=C3=A9?= ok'], 'x'));
    assert.equal(fine.anomalies.has('broken_encoded_word'), false);
  });
});

describe('line endings and envelopes', () => {
  const plain = ['From: a@b.c', 'Subject: s', '', 'line one', 'line two', ''];

  it('reads LF, CRLF and bare-CR messages alike', async () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const model = await parseMessage(bytes(plain.join(eol)));
      assert.equal(model.subject, 's');
      assert.equal(model.text.replace(/\r?\n/g, '\n'), 'line one\nline two\n');
      assert.equal(model.anomalies.has('bare_cr_line_endings'), eol === '\r');
      assert.equal(model.warnings.has('malformed_message_accepted'), eol === '\r');
    }
  });

  it('keeps a stray CR inside a line as content, reported as mixed endings', async () => {
    const model = await parseMessage(bytes('From: a@b.c\r\nSubject: a\rBcc: x@y.z\r\n\r\nbody\r\n'));
    assert.deepEqual(
      model.headers.map((field) => field.key),
      ['from', 'subject'],
    );
    assert.ok(model.anomalies.has('mixed_line_endings'));
    assert.deepEqual([...model.warnings], []);
  });

  it('skips a leading mbox From line', async () => {
    const model = await parseMessage(bytes('From sender@example.org Mon Jan  1 00:00:00 2024\nFrom: a@b.c\nSubject: s\n\nbody\n'));
    assert.deepEqual(
      model.headers.map((field) => field.key),
      ['from', 'subject'],
    );
    assert.ok(model.anomalies.has('mbox_from_line'));
    assert.deepEqual([...model.warnings], []);
  });

  it('reports a multipart without MIME-Version, not a plain message without it', async () => {
    const multipart = entity(['From: a@b.c', 'Content-Type: multipart/mixed; boundary=z'], multipartBody('z', [textPart('x')]));
    assert.ok((await parseMessage(multipart)).anomalies.has('missing_mime_version'));
    const plainText = entity(['From: a@b.c', 'Content-Type: text/plain'], 'x');
    assert.equal((await parseMessage(plainText)).anomalies.has('missing_mime_version'), false);
  });
});

describe('the MIME tree', () => {
  it('describes every part: ids, depth, type, parameters, disposition, names, sizes and content', async () => {
    const model = await parseMessage(
      mixed([
        {
          headers: ['Content-Type: multipart/alternative; boundary="alt"'],
          body: multipartBody('alt', [
            { headers: ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable'], body: 'Hola =C3=B1' },
            { headers: ['Content-Type: text/html; charset=utf-8'], body: '<p>Hola</p>' },
          ]),
        },
        {
          headers: [
            'Content-Type: application/pdf',
            'Content-Transfer-Encoding: base64',
            'Content-Disposition: attachment; filename*0*=UTF-8\'\'Factura%20n%C2%BA; filename*1="12.pdf"',
            'Content-ID: <doc@x>',
          ],
          body: 'JVBERi0xLjQ=',
        },
        { headers: ['Content-Type: image/png; name="=?UTF-8?Q?logo=C3=B1.png?="', 'Content-Disposition: inline'], body: 'PNG' },
      ]),
    );
    const root = model.root;
    assert.equal(root.id, '1');
    assert.equal(root.contentType, 'multipart/mixed');
    assert.equal(root.params['boundary'], 'b0');
    assert.equal(root.content().length, 0);
    const [alternative, pdf, image] = root.children;
    assert.equal(alternative!.id, '1.1');
    assert.deepEqual(
      alternative!.children.map((part) => [part.id, part.depth, part.contentType, part.charset]),
      [
        ['1.1.1', 2, 'text/plain', 'utf-8'],
        ['1.1.2', 2, 'text/html', 'utf-8'],
      ],
    );
    assert.equal(alternative!.children[0]!.transferEncoding, 'quoted-printable');
    assert.equal(alternative!.children[0]!.size, 'Hola =C3=B1'.length);
    assert.equal(text(alternative!.children[0]!), 'Hola ñ\n');
    assert.equal(pdf!.filename, 'Factura nº12.pdf');
    assert.equal(pdf!.disposition, 'attachment');
    assert.equal(pdf!.contentId, '<doc@x>');
    assert.equal(pdf!.headers.length, 4);
    assert.equal(text(pdf!), '%PDF-1.4');
    assert.equal(image!.filename, 'logoñ.png');
    assert.equal(image!.transferEncoding, '7bit');

    assert.equal(model.text, 'Hola ñ\n');
    assert.equal(model.html, '<p>Hola</p>');
    assert.deepEqual(
      model.attachments.map((a) => [a.partId, a.source, a.filename, a.contentType, a.size]),
      [
        ['1.2', 'mime', 'Factura nº12.pdf', 'application/pdf', 8],
        ['1.3', 'mime', 'logoñ.png', 'image/png', 3],
      ],
    );
    assert.deepEqual(model.metrics, {
      headerBlockBytes: model.metrics.headerBlockBytes,
      headerCount: TOP.length + 1 + 1 + 2 + 1 + 4 + 2,
      partCount: 6,
      maxDepth: 2,
      attachmentCount: 2,
      decodedBytes: 'Hola ñ\n'.length + 1 + '<p>Hola</p>'.length + 8 + 3,
      totalBytes: model.metrics.totalBytes,
    });
    assert.deepEqual([...model.anomalies], []);
    assert.deepEqual([...model.warnings], []);
  });

  it('treats a text part with an attachment disposition as an attachment', async () => {
    const model = await parseMessage(
      mixed([textPart('body'), { headers: ['Content-Type: text/plain', 'Content-Disposition: attachment; filename=a.txt'], body: 'file' }]),
    );
    assert.equal(model.text, 'body');
    assert.deepEqual(
      model.attachments.map((a) => a.filename),
      ['a.txt'],
    );
  });

  it('parses message/rfc822 parts as nested messages whose depth continues the parent', async () => {
    const inner = mixed([textPart('inner text'), filePart('inner.zip')], {}, 'inner');
    const model = await parseMessage(mixed([textPart('outer'), { headers: ['Content-Type: message/rfc822'], body: inner }]));
    const forwarded = model.attachments[0]!;
    assert.equal(forwarded.contentType, 'message/rfc822');
    const nested = forwarded.message!;
    assert.equal(nested.text, 'inner text');
    assert.equal(nested.root.depth, 2);
    assert.deepEqual(
      nested.attachments.map((a) => a.filename),
      ['inner.zip'],
    );
    assert.equal(nested.metrics.partCount, 3);
    assert.equal(model.metrics.partCount, 6);
    assert.equal(model.metrics.maxDepth, 3);
    assert.equal(model.metrics.attachmentCount, 2);
    assert.equal(model.text, 'outer');
  });

  it('keeps a message/rfc822 part that is not a message as an opaque attachment', async () => {
    const model = await parseMessage(mixed([{ headers: ['Content-Type: message/rfc822'], body: 'just words' }]));
    assert.equal(model.attachments[0]!.message, undefined);
    assert.equal(model.attachments[0]!.size, 'just words'.length);
  });

  it('extracts uuencoded files from text bodies', async () => {
    const model = await parseMessage(simple('text/plain', 'Here it is:\r\nbegin 644 hi.txt\r\n#:&DA\r\n`\r\nend\r\nbye\r\n'));
    assert.deepEqual(
      model.attachments.map((a) => [a.source, a.filename, new TextDecoder().decode(a.content())]),
      [['uuencode', 'hi.txt', 'hi!']],
    );
    assert.equal(model.text, 'Here it is:\nbye\n');
    assert.equal(model.metrics.attachmentCount, 1);
  });

  it('keeps TNEF winmail.dat as one opaque attachment', async () => {
    const model = await parseMessage(mixed([textPart('x'), filePart('winmail.dat', 'eJ8+IgAA', 'application/ms-tnef')]));
    assert.deepEqual(
      model.attachments.map((a) => [a.source, a.filename, a.contentType]),
      [['mime', 'winmail.dat', 'application/ms-tnef']],
    );
  });
});

describe('damaged structure is read and reported', () => {
  it('an unterminated boundary', async () => {
    const model = await parseMessage(mixed([textPart('a'), filePart('f.bin')], { close: false }));
    assert.equal(model.attachments.length, 1);
    assert.ok(model.anomalies.has('unterminated_boundary'));
    assert.ok(model.warnings.has('malformed_message_accepted'));
  });

  it('an inner multipart left open is closed by its parent boundary', async () => {
    const model = await parseMessage(
      mixed([
        { headers: ['Content-Type: multipart/alternative; boundary="alt"'], body: multipartBody('alt', [textPart('a')], { close: false }) },
        filePart('after.bin'),
      ]),
    );
    assert.deepEqual(
      model.attachments.map((a) => a.filename),
      ['after.bin'],
    );
    assert.ok(model.anomalies.has('unterminated_boundary'));
  });

  it('a boundary reused by a nested multipart', async () => {
    const model = await parseMessage(mixed([{ headers: ['Content-Type: multipart/alternative; boundary="b0"'], body: multipartBody('b0', [textPart('a')]) }]));
    assert.ok(model.anomalies.has('reused_boundary'));
  });

  it('a multipart without a boundary parameter, and one without parts', async () => {
    const noBoundary = await parseMessage(simple('multipart/mixed', 'text\r\n'));
    assert.ok(noBoundary.anomalies.has('missing_boundary_parameter'));
    const empty = await parseMessage(simple('multipart/mixed; boundary="q"', 'nothing here\r\n'));
    assert.ok(empty.anomalies.has('empty_multipart'));
    assert.ok(empty.warnings.has('malformed_message_accepted'));
  });

  it('bad base64, bad quoted-printable and unknown transfer encodings', async () => {
    const cases = [
      ['base64', 'aGVs*bG8=', 'bad_base64'],
      ['base64', 'aGVsb', 'bad_base64'],
      ['quoted-printable', 'a=ZZb', 'bad_quoted_printable'],
      ['x-rot13', 'uryyb', 'unknown_transfer_encoding'],
    ] as const;
    for (const [encoding, body, anomaly] of cases) {
      const model = await parseMessage(simple('application/octet-stream', body, [`Content-Transfer-Encoding: ${encoding}`]));
      assert.ok(model.anomalies.has(anomaly), `${encoding} ${body}`);
      assert.ok(model.warnings.has('malformed_message_accepted'));
    }
    const good = await parseMessage(simple('text/plain', 'soft =\r\nbreak =3D ok', ['Content-Transfer-Encoding: quoted-printable']));
    assert.deepEqual([...good.anomalies], []);
    assert.equal(good.text, 'soft break = ok\n');
  });

  it('a parser failure keeps the top-level headers and the raw body as one text part', () => {
    const checked = preflight(bytes('From: a@b.c\r\nSubject: s\r\n\r\nthe body'), CONTRACT_LIMITS);
    const budget = new Budget(CONTRACT_LIMITS);
    const findings = new Findings();
    findings.add('mime_parse_failed');
    const model = buildFallbackModel({ checked, totalBytes: checked.bytes.length, budget, baseDepth: 0, findings, start: budget.snapshot() });
    assert.equal(model.subject, 's');
    assert.equal(model.text, 'the body');
    assert.equal(model.metrics.headerCount, 2);
    assert.ok(model.warnings.has('malformed_message_accepted'));
  });
});
