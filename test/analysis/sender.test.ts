import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { messageContext, offlineContext, type AreaEnvironment } from '../../src/analysis/facts/derived.ts';
import { senderArea } from '../../src/analysis/areas/sender.ts';
import {
  domainLabelLooksRandom,
  fileNameLooksRandom,
  localPartLooksRandom,
  displayNameLooksRandom,
  mixedCaseTokenLooksRandom,
} from '../../src/analysis/identity/randomness.ts';
import { addressLooksScripted, mailerLooksSuspicious } from '../../src/analysis/identity/mailer.ts';
import { signatureArmourSignsNothing } from '../../src/analysis/identity/signature-armour.ts';
import { messageIdContradictsClient, messageIdContradictsProvider } from '../../src/analysis/identity/message-id.ts';
import { sameOrganisation } from '../../src/analysis/identity/organisation.ts';
import { threadDomains } from '../../src/analysis/identity/forwarded.ts';
import { freeMailboxesAskedFor } from '../../src/analysis/identity/reply-address.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import type { MessageModel } from '../../src/message/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { signedBy } from './fixtures.ts';

interface Headers {
  readonly from: string;
  readonly to?: string;
  readonly subject?: string;
  readonly messageId?: string;
  readonly date?: string;
  readonly extra?: readonly string[];
  readonly body?: string;
}

/** The line the receiving server adds: the copy shows it travelled, so a missing signature is evidence. */
const RECEIVED = 'Received: from vps-1234.hosting.example (unknown [203.0.113.9]) by mx.example.net with ESMTP; Tue, 4 Mar 2025 11:14:56 +0100';

function raw(headers: Headers): string {
  return [
    `From: ${headers.from}`,
    `To: ${headers.to ?? 'Luis <luis@example.net>'}`,
    `Subject: ${headers.subject ?? 'Your statement'}`,
    `Date: ${headers.date ?? 'Tue, 4 Mar 2025 11:14:55 +0100'}`,
    `Message-ID: ${headers.messageId ?? '<20250304.4821@mail.example.org>'}`,
    'MIME-Version: 1.0',
    ...(headers.extra ?? []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    headers.body ?? 'Hello,\r\n\r\nYour statement is ready.\r\n',
  ].join('\r\n');
}

const ENVIRONMENT: AreaEnvironment = { signal: new AbortController().signal, deadline: Date.now() + 60_000, trustedAuthservIds: [], dns: 'off' };
/** The sender area on one message, with the message's own context. */
const runSender = (model: MessageModel) => senderArea.run(model, messageContext(model, ENVIRONMENT));

async function signalsOf(headers: Headers, trusted: readonly string[] = []): Promise<SignalCode[]> {
  const model = await parseMessage(new TextEncoder().encode(raw(headers)));
  const context = messageContext(model, { signal: new AbortController().signal, deadline: Date.now() + 5_000, trustedAuthservIds: trusted, dns: 'off' });
  return [...(await senderArea.run(model, context)).signals].sort();
}

/** An Exchange Online bounce as it arrives in the sender's mailbox, with the given root type. */
function exchangeReport(domain: string, contentType: string): string {
  return [
    'From: Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@' + domain + '>',
    `To: <ana.ruiz@${domain}>`,
    'Subject: Undeliverable: Contrato revisado',
    'Date: Tue, 10 Nov 2026 09:14:03 +0000',
    'Message-ID: <0c1b7a4e-5f3d-4d52-9a3e-2f1d6c8b9e10@AM0PR01MB1234.eurprd01.prod.exchangelabs.com>',
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}`,
    '',
    '--r',
    'Content-Type: text/plain; charset=utf-8',
    '',
    "Your message to jlopez@example.org couldn't be delivered.",
    '--r',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns;AM0PR01MB1234.eurprd01.prod.exchangelabs.com',
    '',
    'Final-Recipient: rfc822;jlopez@example.org',
    'Action: failed',
    'Status: 5.1.1',
    '--r--',
    '',
  ].join('\r\n');
}

describe('sender area: legitimate senders stay silent', () => {
  it('a PayPal receipt from paypal.com', async () => {
    assert.deepEqual(await signalsOf({ from: 'PayPal <service@paypal.com>', messageId: '<a1b2.c3@paypal.com>', extra: [signedBy('paypal.com')] }), []);
  });

  it('an ordinary colleague', async () => {
    assert.deepEqual(await signalsOf({ from: 'Ana Pérez <ana@example.org>' }), []);
  });

  it('a newsletter whose Return-Path is at its sending service or its own bounce host', async () => {
    assert.deepEqual(await signalsOf({ from: 'Shop News <news@shop.example>', extra: ['Return-Path: <bounces+4821-ab12@em123.sendgrid.net>'] }), []);
    assert.deepEqual(
      await signalsOf({ from: 'Shop News <news@mailing.shop.example>', extra: ['Return-Path: <listbounces-shop@newsletter-host.example>'] }),
      [],
    );
    assert.deepEqual(
      await signalsOf({
        from: 'Shop <news@mailing.rewe.example>',
        extra: ['Reply-To: info@rewe-online.example', 'Return-Path: <nr293@rp.mailing.rewe.example>'],
      }),
      [],
    );
  });

  it('a Microsoft 365 non-delivery report, signed "Microsoft Outlook" from the customer’s own domain', async () => {
    for (const domain of ['fabrikam-legal.es', 'fabrikamlegal.onmicrosoft.com']) {
      const model = await parseMessage(new TextEncoder().encode(exchangeReport(domain, 'multipart/report; report-type=delivery-status; boundary="r"')));
      assert.deepEqual((await runSender(model)).signals, [], domain);
    }
  });

  it('a discussion list post rewritten by the list', async () => {
    const list = ['List-Id: Radio users <radio-users.lists.example.com>', 'List-Post: <mailto:radio-users@lists.example.com>', 'Reply-To: Bob <bob@gmail.com>'];
    const signals = await signalsOf({ from: 'Bob via radio-users <radio-users@lists.example.com>', to: 'radio-users@lists.example.com', extra: list });
    assert.deepEqual(signals, []);
  });

  it('a message to a group whose replies go back to the group', async () => {
    assert.deepEqual(
      await signalsOf({ from: 'Bob <bob@example.org>', to: 'dns-swap@lists.example.net', extra: ['Reply-To: DNS-swap <dns-swap@lists.example.net>'] }),
      [],
    );
  });

  it('a Gmail user, from the web or from a desktop client', async () => {
    assert.deepEqual(await signalsOf({ from: 'Bob <bob@gmail.com>', messageId: '<CAF=abc123@mail.gmail.com>' }), ['sender_freemail']);
    assert.deepEqual(await signalsOf({ from: 'Bob <bob@gmail.com>', messageId: '<0b1c5e2a-77aa-4c1e@gmail.com>' }), ['sender_freemail']);
  });

  it('a mailbox on a Microsoft 365 tenant’s default domain is no free mailbox: schools, small firms and NGOs send from it', async () => {
    assert.deepEqual(
      await signalsOf({ from: 'Secretaría <secretaria@colegio-example.onmicrosoft.com>', messageId: '<a1@colegio-example.onmicrosoft.com>' }),
      [],
    );
  });

  it('a casino, dating or health name on an unrelated business’s domain: its mailing account lent or stolen for someone else’s offer', async () => {
    assert.deepEqual(await signalsOf({ from: 'Lucky Tulip Casino <nieuws@fietsenwinkel-example.nl>', messageId: '<a1.b2@fietsenwinkel-example.nl>' }), [
      'sender_display_name_offer',
    ]);
    assert.deepEqual(await signalsOf({ from: 'UkrainianBeautyDate <info@mail.autoparts-example.com>', messageId: '<a1.b2@mail.autoparts-example.com>' }), [
      'sender_display_name_offer',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Salud y Bienestar <hola@academiadanza-example.es>', messageId: '<a1.b2@academiadanza-example.es>' }), [
      'sender_display_name_offer',
    ]);
    assert.deepEqual(
      await signalsOf({ from: 'Oekraïense Schoonheid Connect <mail@mail.foodblog-example.com>', messageId: '<a1.b2@mail.foodblog-example.com>' }),
      ['sender_display_name_offer'],
    );
    assert.deepEqual(await signalsOf({ from: 'Vind CuteRussisch <mail@mail.tagprinter-example.com>', messageId: '<a1.b2@mail.tagprinter-example.com>' }), [
      'sender_display_name_offer',
    ]);
  });

  it('a casino, dating site or health shop on its own domain, and names that only share a word, raise nothing', async () => {
    assert.deepEqual(await signalsOf({ from: 'Holland Casino Online <nieuws@email.hollandcasino.nl>', messageId: '<a1.b2@email.hollandcasino.nl>' }), []);
    assert.deepEqual(await signalsOf({ from: 'SingleTreff <nachricht@singletreff-example.de>', messageId: '<a1.b2@singletreff-example.de>' }), []);
    assert.deepEqual(await signalsOf({ from: 'Love Andersson <love.andersson@bredband-example.se>', messageId: '<a1.b2@bredband-example.se>' }), []);
    assert.deepEqual(
      await signalsOf({ from: 'Tuincentrum De Linde <nieuws@tuincentrumdelinde-example.nl>', messageId: '<a1.b2@tuincentrumdelinde-example.nl>' }),
      [],
    );
    assert.deepEqual(
      await signalsOf({
        from: 'Ukrainian Institute London <events@ukrainianinstitute-example.org.uk>',
        messageId: '<a1.b2@ukrainianinstitute-example.org.uk>',
      }),
      [],
    );
    assert.deepEqual(await signalsOf({ from: 'Beauty Salon Ilse <afspraak@salonilse-example.nl>', messageId: '<a1.b2@salonilse-example.nl>' }), []);
  });

  it('a sender on a domain whose name a kit generated', async () => {
    assert.deepEqual(await signalsOf({ from: 'Facebook <hk2dc@pa5dpza9wb.example>', messageId: '<a1@pa5dpza9wb.example>' }), [
      'sender_display_name_brand',
      'sender_identifier_random',
    ]);
  });

  it('a webmail provider’s own system sender on a sub-domain', async () => {
    assert.deepEqual(
      await signalsOf({ from: 'Yahoo!News <refertofriend@reply.yahoo.com>', messageId: '<1.2@reply.yahoo.com>', extra: [signedBy('yahoo.com')] }),
      [],
    );
  });

  it('a telecom that also gives mailboxes billing from its own domain, not a customer mailbox using its name', async () => {
    assert.deepEqual(await signalsOf({ from: 'Orange <facture@orange.fr>', messageId: '<a1.b2@orange.fr>', extra: [signedBy('orange.fr')] }), [
      'sender_freemail',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Orange <jean.dupont75@orange.fr>', messageId: '<a1.b2@orange.fr>', extra: [signedBy('orange.fr')] }), [
      'sender_display_name_brand',
      'sender_freemail',
    ]);
  });

  it('a brand’s own sending host under a tenant domain backs its name; the rest of the tenant domain does not', async () => {
    assert.deepEqual(await signalsOf({ from: 'AWS Notifications <no-reply@sns.amazonaws.com>', messageId: '<0100.a1@email.amazonses.com>' }), []);
    assert.deepEqual(await signalsOf({ from: 'HMRC <noreply@tax.service.gov.uk>', messageId: '<a1.b2@tax.service.gov.uk>' }), []);
    assert.deepEqual(
      await signalsOf({ from: 'HM Revenue and Customs <noreply@notifications.service.gov.uk>', messageId: '<0102.a1@eu-west-2.amazonses.com>' }),
      [],
    );
    assert.deepEqual(await signalsOf({ from: 'HMRC <refunds@hmrc-refunds.com>' }), ['sender_display_name_brand', 'sender_domain_lookalike']);
    assert.deepEqual(await signalsOf({ from: 'AWS Billing <billing@my-bucket.s3.amazonaws.com>' }), ['sender_display_name_brand']);
  });

  it('a webmail provider’s own delivery report', async () => {
    assert.deepEqual(await signalsOf({ from: 'Microsoft Outlook <postmaster@outlook.com>', messageId: '<x@AM0PR01.eurprd01.prod.outlook.com>' }), [
      'sender_freemail',
    ]);
  });

  it('a message sent to oneself and authenticated by a trusted server', async () => {
    const headers = { from: 'Ana <ana@example.org>', to: 'ana@example.org', extra: ['Authentication-Results: mx.example.org; dkim=pass header.d=example.org'] };
    assert.deepEqual(await signalsOf(headers, ['mx.example.org']), []);
  });
});

describe('sender area: observations', () => {
  it('brand display names not backed by the sending domain', async () => {
    assert.deepEqual(await signalsOf({ from: 'PayPal Service <alert@secure-mail.xyz>' }), ['sender_display_name_brand', 'sender_domain_suspicious_tld']);
    assert.deepEqual(
      await signalsOf({ from: 'Equipo de cuentas Microsoft <soporte.cuentas@outlook.com>', messageId: '<AM0PR01MB1@AM0PR01MB1.eurprd01.prod.outlook.com>' }),
      ['sender_display_name_brand', 'sender_freemail'],
    );
  });

  it('a name bought under a resold zone (de.com) is a throw-away domain, the zone’s neighbour se.com none', async () => {
    assert.deepEqual(await signalsOf({ from: 'Abo-Service <abo@ticket-aboservice.de.com>', messageId: '<1@ticket-aboservice.de.com>' }), [
      'sender_domain_suspicious_tld',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Schneider Electric <news@se.com>', messageId: '<1@se.com>' }), []);
  });

  it('Exchange’s report mailbox backs "Microsoft Outlook" only on a delivery report', async () => {
    // A fake "undelivered messages" notice in an ordinary multipart body is no report.
    const model = await parseMessage(new TextEncoder().encode(exchangeReport('fabrikam-legal.es', 'multipart/mixed; boundary="r"')));
    assert.deepEqual((await runSender(model)).signals, ['sender_display_name_brand']);
    assert.deepEqual(await signalsOf({ from: 'Microsoft Outlook <postmaster@fabrikam-legal.es>' }), ['sender_display_name_brand']);
  });

  it('Exchange’s system mailbox backs "Microsoft Outlook" on a notice to its own signed organisation, nowhere else', async () => {
    const exchange = (domain: string): string => `Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@${domain}>`;
    // The tenant's own quota warning: the recipient's domain signs it.
    assert.deepEqual(await signalsOf({ from: exchange('fabrikam-legal.es'), to: 'ana.ruiz@fabrikam-legal.es', extra: [signedBy('fabrikam-legal.es')] }), []);
    // The same mailbox unsigned, on a domain of the sender's own, or written to a free mailbox: a forgery.
    assert.deepEqual(await signalsOf({ from: exchange('fabrikam-legal.es'), to: 'ana.ruiz@fabrikam-legal.es' }), ['sender_display_name_brand']);
    assert.deepEqual(
      await signalsOf({ from: exchange('mailbox-quota-notice.com'), to: 'ana.ruiz@fabrikam-legal.es', extra: [signedBy('mailbox-quota-notice.com')] }),
      ['sender_display_name_brand'],
    );
    assert.deepEqual(
      await signalsOf({ from: exchange('gmail.com'), to: 'ana.ruiz@gmail.com', extra: [signedBy('gmail.com')] }).then((codes) =>
        codes.includes('sender_display_name_brand'),
      ),
      true,
    );
  });

  it("a From field padded inside its angle brackets or with two @ is a script's", async () => {
    assert.deepEqual(await signalsOf({ from: 'Audien Atom <eustacia_92905@m40.hearing-offers.example >', messageId: '<1@hearing-offers.example>' }), [
      'sender_mailer_suspicious',
    ]);
    assert.deepEqual(await signalsOf({ from: 'The Studio <support@studio.example@studio.example>', messageId: '<1@studio.example>' }), [
      'sender_mailer_suspicious',
    ]);
    assert.deepEqual(await signalsOf({ from: 'The Studio <support@studio.example>', messageId: '<1@studio.example>' }), []);
  });

  it('brand claims split by an unquoted comma or without any address', async () => {
    assert.deepEqual(await signalsOf({ from: 'Microsoft account team ,_<no-reply@access-security.example>' }), ['sender_display_name_brand']);
    assert.deepEqual(await signalsOf({ from: '"Facebook" <>' }), ['sender_display_name_brand']);
  });

  it('disguised display names', async () => {
    assert.deepEqual(await signalsOf({ from: 'PaypaI <billing@example.org>' }), ['sender_display_name_brand', 'sender_display_name_confusables']);
    assert.deepEqual(await signalsOf({ from: 'Ana\u200b Pérez <ana@example.org>' }), ['sender_display_name_confusables']);
    assert.deepEqual(await signalsOf({ from: 'Аna Pérez <ana@example.org>' }), ['sender_display_name_confusables']);
    // Restyled letters: small capitals, mathematical bold, fullwidth; an accent or one symbol is not.
    assert.deepEqual(await signalsOf({ from: '"ᴜ́ʟᴛɪᴍᴏ ʀᴇᴄᴏʀᴅᴀᴛᴏʀɪᴏ" <info@example.org>' }), ['sender_display_name_confusables']);
    assert.deepEqual(await signalsOf({ from: '"𝐑𝐞𝐰𝐚𝐫𝐝𝐬 𝐂𝐞𝐧𝐭𝐞𝐫" <info@example.org>' }), ['sender_display_name_confusables']);
    assert.deepEqual(await signalsOf({ from: '"ＪＡＬ マイレージバンク" <info@example.org>' }), []);
    assert.deepEqual(await signalsOf({ from: '"Ana 𝟭𝟮𝟯" <ana@example.org>' }), []);
    assert.deepEqual(await signalsOf({ from: '"Zoë Ⓡ Müller" <zoe@example.org>' }), []);
  });

  it('an address of another organisation written in the display name', async () => {
    assert.deepEqual(await signalsOf({ from: '"ana@partner.example" <mailer@bulk.example>' }), ['sender_display_name_address']);
  });

  it('look-alike domains of a brand or of the recipient', async () => {
    assert.deepEqual(await signalsOf({ from: 'Support <support@paypa1.com>' }), ['sender_domain_lookalike']);
    assert.deepEqual(await signalsOf({ from: 'CEO <ceo@acme-c0rp.com>', to: 'ap@acme-corp.com' }), ['sender_domain_lookalike']);
    assert.deepEqual(await signalsOf({ from: 'CEO <ceo@acme-corp.com>', to: 'ap@acme-corp.com', extra: ['Reply-To: ceo@acme-crop.com'] }), [
      'sender_domain_lookalike',
      'sender_reply_to_mismatch',
    ]);
  });

  it('Reply-To and Return-Path elsewhere', async () => {
    assert.deepEqual(await signalsOf({ from: 'Ana <ana@example.org>', extra: ['Reply-To: ana.payments@gmail.com'] }), [
      'sender_reply_to_freemail',
      'sender_reply_to_mismatch',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Ana <ana@example.org>', extra: ['Return-Path: <www-data@vps-1234.hosting.example>'] }), [
      'sender_return_path_mismatch',
    ]);
  });

  it('a brand’s own domain in From that nothing vouches for', async () => {
    const brand = { from: 'PayPal <service@paypal.com>', messageId: '<a1b2.c3@paypal.com>', extra: [RECEIVED] };
    assert.deepEqual(await signalsOf(brand), ['sender_brand_domain_unsigned']);
    assert.deepEqual(await signalsOf({ ...brand, extra: [RECEIVED, signedBy('bulk-sender.example')] }), ['sender_brand_domain_unsigned']);
    // Vouched for: its own signature (unverified without DNS), a sub-domain's, or a trusted pass.
    assert.deepEqual(await signalsOf({ ...brand, extra: [RECEIVED, signedBy('bulk-sender.example'), signedBy('mail.paypal.com')] }), []);
    assert.deepEqual(
      await signalsOf({ ...brand, extra: ['Authentication-Results: mx.example.org; spf=pass smtp.mailfrom=bounce.paypal.com'] }, ['mx.example.org']),
      [],
    );
    assert.deepEqual(
      await signalsOf({ ...brand, extra: ['Authentication-Results: mx.example.org; dmarc=pass header.from=paypal.com'] }, ['mx.example.org']),
      [],
    );
    // Not a brand's domain, a free mailbox anyone opens, or a list that re-signs its posts.
    assert.deepEqual(await signalsOf({ from: 'Ana <ana@example.org>' }), []);
    assert.deepEqual(await signalsOf({ from: 'Bob <bob@gmail.com>', messageId: '<CAF=abc123@mail.gmail.com>' }), ['sender_freemail']);
    const list = ['List-Id: Payments devs <payments-dev.lists.example.com>', 'List-Post: <mailto:payments-dev@lists.example.com>'];
    assert.deepEqual(await signalsOf({ ...brand, to: 'payments-dev@lists.example.com', extra: list }), []);
  });

  it('the sender quoted in a forward, when it claims a brand or comes from a throw-away domain', async () => {
    const forward = (quoted: string, body = 'Sent: Monday, 3 March 2025 09:00') =>
      parseMessage(
        new TextEncoder().encode(
          raw({ from: 'Ana <ana@example.org>' }).replace(
            'Your statement is ready.',
            `---------- Forwarded message ---------\r\nFrom: ${quoted}\r\n${body}\r\nSubject: Reward\r\n\r\nClaim it.`,
          ),
        ),
      );
    const run = async (quoted: string, body?: string) => [...(await runSender(await forward(quoted, body))).signals].sort();
    assert.deepEqual(await run('Cash App Rewards <notify.9F3K@retail-promos.example>'), ['sender_display_name_brand']);
    assert.deepEqual(await run('De Cruz <love@chat-girls.xyz>', 'Date: Mon, 3 Mar 2025 09:00:00 +0000'), ['sender_domain_suspicious_tld']);
    // The brand's own address, a colleague, or a bare address written as the name are nothing to report.
    assert.deepEqual(await run('PayPal <service@paypal.com>'), []);
    assert.deepEqual(await run('Bob Smith <bob@example.net>'), []);
    assert.deepEqual(await run('bob@gmail.com [mailto:bob@gmail.com]'), []);
    // A From line with no Sent/Date line under it is no forward's header.
    assert.deepEqual(await run('Cash App Rewards <notify@retail-promos.example>', 'Hello there'), []);
  });

  it("the person a platform relays for (a Drive share's Reply-To), when on a throw-away domain", async () => {
    const share = (name: string, replyTo: string, from = 'drive-shares-dm-noreply@google.com') =>
      signalsOf({ from: `"${name}" <${from}>`, messageId: '<0000000000001a2b3c@google.com>', extra: [signedBy('google.com'), `Reply-To: ${replyTo}`] });
    const relay = 'sender_platform_relay';
    assert.deepEqual(await share('Ana Ruiz (via Google Docs)', 'Ana Ruiz <admin@payout-desk.hair>'), [
      'sender_domain_suspicious_tld',
      relay,
      'sender_reply_to_mismatch',
    ]);
    assert.deepEqual(await share('Ana Ruiz (über Google Präsentationen)', 'Ana Ruiz <ana@wallet-claims.quest>'), [
      'sender_domain_suspicious_tld',
      relay,
      'sender_reply_to_mismatch',
    ]);
    // Drive's share mailbox is a relay whatever the name says.
    assert.deepEqual(await share('Google Drive', 'Ana Ruiz <admin@payout-desk.hair>'), ['sender_domain_suspicious_tld', relay, 'sender_reply_to_mismatch']);
    // A colleague's share, or the platform's own notice without the relay wording or a relaying mailbox, are as before.
    assert.deepEqual(await share('Ana Ruiz (via Google Docs)', 'Ana Ruiz <ana.ruiz@example.org>'), [relay, 'sender_reply_to_mismatch']);
    assert.deepEqual(await share('Google', 'Ana Ruiz <admin@payout-desk.hair>', 'no-reply@accounts.google.com'), ['sender_reply_to_mismatch']);
    // Off the platform's own domain the name is a claim of Google, not a relay.
    assert.deepEqual(await share('Ana Ruiz (via Google Docs)', 'Ana Ruiz <admin@payout-desk.hair>', 'ana@relay-mails.example'), [
      'sender_display_name_brand',
      'sender_reply_to_mismatch',
    ]);
  });

  it('a platform notice that carries a customer’s words, only when something vouches for the platform’s domain', async () => {
    const notice = (from: string, subject: string, signed: boolean) =>
      signalsOf({ from, subject, messageId: '<a1b2.c3@paypal.com>', extra: [RECEIVED, ...(signed ? [signedBy('paypal.com')] : [])] });
    // PayPal sends its own notices and its customers' invoices from one address: the subject tells them apart.
    assert.deepEqual(await notice('service@paypal.com', 'Invoice from Harbour Supplies (0093)', true), ['sender_platform_relay']);
    assert.deepEqual(await notice('service@paypal.com', 'Receipt for your payment to Harbour Supplies', true), []);
    // A forged platform domain is no relay: it is the forgery sender_brand_domain_unsigned reports.
    assert.deepEqual(await notice('service@paypal.com', 'Invoice from Harbour Supplies (0093)', false), ['sender_brand_domain_unsigned']);
  });

  it('a brand’s own domain: colleagues’ internal mail and mail a sending service signed are vouched for; a made-up signature is not once DNS has checked it', async () => {
    // Exchange does not sign mail between colleagues.
    assert.deepEqual(await signalsOf({ from: 'Marta <marta.gomez@paypal.com>', to: 'Luis <luis.ortega@paypal.com>', messageId: '<a1.b2@paypal.com>' }), []);
    // A sending service signs only for domains their owners proved (SPF-aligned through it).
    assert.deepEqual(await signalsOf({ from: 'PayPal <service@paypal.com>', messageId: '<a1b2.c3@paypal.com>', extra: [signedBy('amazonses.com')] }), []);
    const forged = `${signedBy('paypal.com')}`;
    const raw = new TextEncoder().encode(
      `${forged}\r\n${['From: PayPal <service@paypal.com>', 'To: Luis <luis@example.net>', 'Subject: Your account', 'Date: Tue, 4 Mar 2025 11:14:55 +0100', 'Message-ID: <a1b2.c3@paypal.com>', 'Content-Type: text/plain', '', 'Hello.', ''].join('\r\n')}`,
    );
    const notFound = async (): Promise<never> => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    const model = await parseMessage(raw);
    const checked = messageContext(model, {
      signal: new AbortController().signal,
      deadline: Date.now() + 10_000,
      trustedAuthservIds: [],
      dns: 'off',
      resolver: notFound,
      rawMessage: raw,
    });
    assert.ok((await senderArea.run(model, checked)).signals.includes('sender_brand_domain_unsigned'));
  });

  it('a brand’s own domain writing unsigned to a free mailbox of the same brand: the user is a customer, not a colleague', async () => {
    const spoof = {
      from: 'Microsoft account team <no-reply@account.microsoft.com>',
      to: 'Karen <karen.doyle@outlook.com>',
      messageId: '<a1.b2@account.microsoft.com>',
      extra: [RECEIVED],
    };
    assert.deepEqual(await signalsOf(spoof), ['sender_brand_domain_unsigned']);
    assert.deepEqual(await signalsOf({ ...spoof, extra: [RECEIVED, signedBy('account.microsoft.com')] }), []);
  });

  it('a copy without any transport evidence: a brand’s own domain is forged only when its links lead elsewhere', async () => {
    // Exported or stripped of Received, signatures and results, a genuine notice would read as unsigned.
    const copy = (body: string) => signalsOf({ from: 'PayPal <service@paypal.com>', messageId: '<a1b2.c3@paypal.com>', body });
    assert.deepEqual(await copy('Your statement is ready.\r\n'), []);
    assert.deepEqual(await copy('See it at https://www.paypal.com/myaccount/statements or on https://www.facebook.com/PayPal\r\n'), []);
    // A platform's notice leads into its customers' tenants.
    assert.deepEqual(
      await signalsOf({
        from: 'Ana (via SharePoint Online) <no-reply@sharepointonline.com>',
        messageId: '<a1@sharepointonline.com>',
        body: 'Open https://acme.sharepoint.com/:x:/s/team/doc\r\n',
      }),
      [],
    );
    // A mail service's click tracker stands for the brand's own link.
    assert.deepEqual(await copy('See it at https://u123.ct.sendgrid.net/ls/click?upn=abc\r\n'), []);
    assert.deepEqual(await copy('Confirm your details at https://resolution-centre-online.com/login\r\n'), ['sender_brand_domain_unsigned']);
    // No brand sends its readers to a bare IP address, nor to a host under no known suffix.
    assert.deepEqual(await copy('Confirm at https://www.paypal.com/ or http://203.0.113.7/paypal/login\r\n'), ['sender_brand_domain_unsigned']);
    assert.deepEqual(await copy('Confirm at http://paypal.account-review.invalidtld/login\r\n'), ['sender_brand_domain_unsigned']);
    // Any one line of transport evidence makes the missing signature count again.
    assert.deepEqual(await signalsOf({ from: 'PayPal <service@paypal.com>', messageId: '<a1b2.c3@paypal.com>', extra: [RECEIVED] }), [
      'sender_brand_domain_unsigned',
    ]);
  });

  it('a temporary-mail sender is free-mail and disposable; a lasting free mailbox only free-mail', async () => {
    assert.deepEqual(await signalsOf({ from: 'Ana <ana.lopez@mailinator.com>', messageId: '<a1.b2@mailinator.com>' }), [
      'sender_disposable_domain',
      'sender_freemail',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Ana <ana.lopez@pobox.com>', messageId: '<a1.b2@pobox.com>' }), ['sender_freemail']);
  });

  it('From equal to a recipient without authentication', async () => {
    assert.deepEqual(await signalsOf({ from: 'Luis <luis@example.net>', to: 'luis@example.net' }), ['sender_same_as_recipient']);
  });

  it('machine-made identifiers', async () => {
    assert.deepEqual(await signalsOf({ from: 'Notice <xkqvbzrtplm@example.org>' }), ['sender_identifier_random']);
    assert.deepEqual(await signalsOf({ from: 'a8f3kd92lq <info@example.org>' }), ['sender_identifier_random']);
  });

  it('a Microsoft 365 tenant named by a kit, not one named by its company', async () => {
    assert.deepEqual(await signalsOf({ from: 'Almacenamiento <renew@ventas.n9hri5rq3r9s.onmicrosoft.com>' }), ['sender_identifier_random']);
    assert.deepEqual(await signalsOf({ from: 'IT <it@ferreteriaramos.onmicrosoft.com>' }), []);
  });

  it('mass-mailer and forged client fingerprints', async () => {
    assert.deepEqual(await signalsOf({ from: 'Ana <ana@example.org>', extra: ['X-Mailer: Microsoft Outlook Express 6.00.2900.5512'] }), [
      'sender_mailer_suspicious',
    ]);
    assert.deepEqual(await signalsOf({ from: 'Ana <ana@example.org>', extra: ['X-Mailer: 2'] }), ['sender_mailer_suspicious']);
  });

  it('a free-mail From with a Message-ID made elsewhere', async () => {
    assert.deepEqual(await signalsOf({ from: 'Bob <bob@gmail.com>', messageId: '<20240704042604.6F90C@vps16.hosting.example>' }), [
      'sender_freemail',
      'sender_message_id_inconsistent',
    ]);
  });
});

describe('sender area: a hijacked thread’s look-alike domain', () => {
  /** A reply from `from` to the buyer, its text above the quoted thread. */
  const reply = (from: string, quoted: string, contentType = 'text/plain') =>
    parseMessage(
      new TextEncoder().encode(
        [
          `From: ${from}`,
          'To: Accounts <ap@fenwickfoods.co.uk>',
          'Subject: RE: Outstanding invoices',
          'Date: Mon, 19 May 2025 14:22:08 +0100',
          'Message-ID: <a1b2c3@mail.example.org>',
          'In-Reply-To: <x9y8z7@fenwickfoods.co.uk>',
          'MIME-Version: 1.0',
          `Content-Type: ${contentType}; charset=utf-8`,
          '',
          `Thanks, noted.\r\n\r\n${quoted.replace(/\n/g, '\r\n')}\r\n`,
        ].join('\r\n'),
      ),
    );
  const domainsOf = async (quoted: string, contentType?: string) => {
    const model = await reply('Sarah <s@example.org>', quoted, contentType);
    return threadDomains(model, offlineContext(model)).sort();
  };

  it('reads every quoted header block, recipients included, in the clients’ languages', async () => {
    const outlook =
      'From: Accounts <ap@fenwickfoods.co.uk>\nSent: 16 May 2025 11:03\nTo: Sarah <s.kowalski@bramwell-industrial.co.uk>; Tom <t@fenwickfoods.co.uk>\nCc: credit@bramwell-industrial.co.uk\nSubject: RE: Outstanding invoices\n\nSee you.\n\nFrom: Sarah [mailto:s@bramwell-group.com]\nSent: 15 May 2025\n\nStatement attached.';
    assert.deepEqual(await domainsOf(outlook), ['bramwell-group.com', 'bramwell-industrial.co.uk', 'fenwickfoods.co.uk']);
    assert.deepEqual(
      await domainsOf(
        '-----Ursprüngliche Nachricht-----\nVon: Buchhaltung <b@schaefer-lebensmittel.de>\nGesendet: Mittwoch, 26. März 2025 09:14\nAn: Katrin Vogel <k.vogel@brandt-verpackungen.de>\nBetreff: AW: Offene Posten',
      ),
      ['brandt-verpackungen.de', 'schaefer-lebensmittel.de'],
    );
    assert.deepEqual(
      await domainsOf('De: Ana <ana@construcciones-ruiz.es>\nEnviado: lunes, 3 de marzo de 2025 9:00\nPara: Luis <luis@ferreteria-gomez.es>\nAsunto: Pedido'),
      ['construcciones-ruiz.es', 'ferreteria-gomez.es'],
    );
    // The blank line ends the block: an address in the quoted text is no correspondent's.
    assert.deepEqual(await domainsOf('From: Ana <ana@example.net>\nSent: Monday\nSubject: x\n\nWrite to tickets@support-desk.example.com'), ['example.net']);
  });

  it('reads the attribution lines of replies, wrapped or not', async () => {
    const lines = [
      'On Mon, 3 Mar 2025 at 09:00, Sarah Kowalski <s@bramwell-industrial.co.uk> wrote:',
      'On Mon, Mar 3, 2025 at 9:00 AM Sarah Kowalski <\ns@bramwell-industrial.co.uk> wrote:',
      'Am 26.03.2025 um 09:14 schrieb Katrin Vogel <k.vogel@bramwell-industrial.co.uk>:',
      'Le lun. 3 mars 2025 à 09:00, Sarah <s@bramwell-industrial.co.uk> a écrit :',
      'Op 11 apr. 2025, om 10:22 heeft Mark Visser <m@bramwell-industrial.co.uk> het volgende geschreven:',
      'Op vr 11 apr 2025 om 10:22 schreef Mark Visser <m@bramwell-industrial.co.uk>:',
      'El lun, 3 mar 2025 a las 9:00, Sarah (<s@bramwell-industrial.co.uk>) escribió:',
      'Em seg., 3 de mar. de 2025 às 09:00, Sarah <s@bramwell-industrial.co.uk> escreveu:',
    ];
    for (const line of lines) assert.deepEqual(await domainsOf(`${line}\n> Statement attached.`), ['bramwell-industrial.co.uk'], line);
    // A sentence that only starts like one is no attribution.
    assert.deepEqual(await domainsOf('On Monday I wrote to s@bramwell-industrial.co.uk about it.\nRegards'), []);
  });

  it('an HTML-only reply is read from its rendered text, where the client put line breaks as Outlook does', async () => {
    const html =
      '<div>Thanks</div>\n<hr>\n<div id="divRplyFwdMsg"><b>From:</b> Sarah &lt;s@bramwell-industrial.co.uk&gt;<br>\n<b>Sent:</b> Thursday, May 15, 2025 4:40 PM<br>\n</div>';
    assert.deepEqual(await domainsOf(html, 'text/html'), ['bramwell-industrial.co.uk']);
  });

  it('the sender imitates a correspondent the thread names, unless it takes part itself', async () => {
    const quoted = 'From: Sarah Kowalski <s.kowalski@bramwell-industrial.co.uk>\nSent: 15 May 2025 16:40\nSubject: Outstanding invoices\n\nStatement attached.';
    const run = async (from: string, text = quoted) => [...(await runSender(await reply(from, text))).signals];
    assert.deepEqual(await run('Sarah Kowalski <s.kowalski@bramwell-industrials.com>'), ['sender_domain_lookalike']);
    assert.deepEqual(await run('Sarah Kowalski <s.kowalski@bramwell-industrial.co.uk>'), []);
    assert.deepEqual(
      await run(
        'Sarah Kowalski <s.kowalski@bramwell-industrials.com>',
        `${quoted}\n\nFrom: Sarah Kowalski <s.kowalski@bramwell-industrials.com>\nSent: 12 May 2025 10:00\n\nEarlier.`,
      ),
      [],
    );
  });
});

describe('sender area: a PGP signature that signs nothing', () => {
  const ARMOUR = [
    '-----BEGIN PGP SIGNATURE-----',
    'Version: GnuPG v2',
    '',
    'iQEzBAEBCAAdFiEEk3Hc8Z1qfXl0Yh2m7nR4s5vW9pAFAmZx0sIACgkQ',
    '=Qx9z',
    '-----END PGP SIGNATURE-----',
  ];
  const HEAD = [
    'From: Billing <billing@pay-notice.example>',
    'To: <luis@example.net>',
    'Subject: We cannot cancel your payment',
    'Date: Tue, 4 Mar 2025 11:14:55 +0100',
    'Message-ID: <20250304.4821@pay-notice.example>',
    'MIME-Version: 1.0',
  ];
  const modelOf = (lines: readonly string[]) => parseMessage(new TextEncoder().encode([...HEAD, ...lines].join('\r\n')));

  it('finds the armour a kit pastes under a picture, in the HTML or the plain text, and calls the mailer a script', async () => {
    const inHtml = await modelOf([
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body><a href="https://pay-notice.example/c"><img src="cid:p1"></a></body></html>',
      '',
      ...ARMOUR,
      '',
    ]);
    assert.ok(signatureArmourSignsNothing(inHtml));
    assert.ok((await runSender(inHtml)).signals.includes('sender_mailer_suspicious'));
    assert.ok(
      signatureArmourSignsNothing(await modelOf(['Content-Type: text/plain; charset=utf-8', '', 'Your payment could not be cancelled.', '', ...ARMOUR, ''])),
    );
  });

  it('leaves real signatures alone: inline-signed text, PGP/MIME, a reply quoting one, a digest naming the signature part', async () => {
    const inline = await modelOf([
      'Content-Type: text/plain; charset=utf-8',
      '',
      '-----BEGIN PGP SIGNED MESSAGE-----',
      'Hash: SHA256',
      '',
      'The release tarball is on the mirror.',
      '',
      ...ARMOUR,
      '',
    ]);
    assert.ok(!signatureArmourSignsNothing(inline));
    const mime = await modelOf([
      'Content-Type: multipart/signed; micalg=pgp-sha256; protocol="application/pgp-signature"; boundary="s1"',
      '',
      '--s1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The release tarball is on the mirror.',
      '--s1',
      'Content-Type: application/pgp-signature; name="signature.asc"',
      '',
      ...ARMOUR,
      '--s1--',
      '',
    ]);
    assert.ok(!signatureArmourSignsNothing(mime));
    assert.ok(!(await runSender(mime)).signals.includes('sender_mailer_suspicious'));
    const reply = await modelOf([
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Agreed, ship it.',
      '',
      'On Monday Ana wrote:',
      ...ARMOUR.map((line) => `> ${line}`),
      '',
    ]);
    assert.ok(!signatureArmourSignsNothing(reply));
    const digest = await modelOf([
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Message: 3',
      '--==_Exmh_1988991284P',
      'Content-Type: application/pgp-signature',
      '',
      ...ARMOUR,
      '',
    ]);
    assert.ok(!signatureArmourSignsNothing(digest));
  });
});

describe('sender helpers', () => {
  it('tells generated local parts and names from people’s', () => {
    for (const value of ['xkqvbzrtplm', 'a8f3kd92lq', '7c9e6679f4a1b2c3']) assert.ok(localPartLooksRandom(value), value);
    for (const value of ['john.smith42', 'news', 'no-reply', 'strzelczyk', 'Online#3.19584.83-p1SYlJ1blFvQjRRR.1', 'maria_fernandez1985']) {
      assert.ok(!localPartLooksRandom(value), value);
    }
    assert.ok(displayNameLooksRandom('qzxwvtrpkl'));
    assert.ok(!displayNameLooksRandom('Ana Pérez'));
  });

  it('tells domain labels registered by the dozen from brands’ glued words and abbreviations', () => {
    for (const value of ['vw1l7v6kxg3q5nae00r8', 'x1rae85vn0', 'lflwfzlvwz', 'allvcddvd', 'zhyfzsdnf', 'q7k2x9m4-p8zt3v6w'])
      assert.ok(domainLabelLooksRandom(value), value);
    const ordinary = [
      'mailingmktg',
      'techcrunch',
      'strzelczyk',
      'e2ma',
      'bandsintown',
      'web2print',
      'mp3-shop',
      'abc123news',
      'kkbox',
      'sprinklr',
      'frndlytv',
      'schwartz',
      'sportscheck',
      'schwarzkopf',
      'strongfirst',
    ];
    for (const value of ordinary) assert.ok(!domainLabelLooksRandom(value), value);
  });

  it('tells kit-made file names from people’s, devices’ and document systems’', () => {
    for (const value of ['Q7XW2KD9LM4PZ.pdf', 'K2VQ9XPL-W7M3ZRT8B-P4N8XQ2Z.jpg', 'r8tk2mzqwx4bv.png']) assert.ok(fileNameLooksRandom(value), value);
    const ordinary = [
      '1Z999AA10123456784.pdf',
      'PNR6XK2QZ.pdf',
      'ORDER9F2K3.pdf',
      'JJD0001234567890.pdf',
      'Invoice-8F2A3C4D-0001.pdf',
      'IMG_20240101_123456.jpg',
      'scan0042.pdf',
      '3f2a9c1e-7b4d-4e2a-9c1f-0a1b2c3d4e5f.pdf',
      'eklpdenfmmfcjmmi.jpeg',
      'image001.png',
      'Quarterly report Q3 2025.pdf',
      'DSC01234.JPG',
      'x.pdf',
    ];
    for (const value of ordinary) assert.ok(!fileNameLooksRandom(value), value);
  });

  it('tells kits’ per-copy codes from CamelCase names, hashes and wallet addresses', () => {
    for (const value of ['maHSkh0WLRUIpDf6t', '6NwlyfzWcsNerv0', 'pIsdlCthlCTXTgpZeWBu', 'OnoYfdyGCR5sv', 'v5V0ZVRe1HjazliqQoYz']) {
      assert.ok(mixedCaseTokenLooksRandom(value), value);
    }
    const ordinary = [
      'OpenCourseWare',
      'PerMsgStatus',
      'Mark2CurSeen',
      'iPhone14ProMax',
      'HowToGetItDone',
      'XMLHttpRequest',
      'MyIncErrors',
      'McDonaldsUK',
      'getElementById',
      '9f86d081884c7d659a2feaea0c55ad015a3bf4f8',
      '0x1efF47bc3a10a45D4B230B5d10E37751FE6AA718',
      'ABCDEFGHIJKL',
      'Short1aB',
      // Programmers' names: digits between words, Win32's Ex and W suffixes.
      'urlBase64ToUint8Array',
      'Float32ToFloat16Array',
      'RegOpenKeyExW',
      'LoadLibraryExW',
    ];
    for (const value of ordinary) assert.ok(!mixedCaseTokenLooksRandom(value), value);
  });

  it('knows a From field only a mass-mailing script writes', () => {
    for (const raw of [
      ' Audien <eustacia_92905@m40.hearing-offers.example >',
      ' Studio <support@studio.example@studio.example>',
      ' Support < newsletter@x.example>',
    ]) {
      assert.ok(addressLooksScripted(raw), raw);
    }
    // Valid forms: a quoted local part with an @, an address as the display name, a comment, several mailboxes.
    for (const raw of [
      ' "sales@shop.example"@relay.example',
      ' "ana@home.example" <ana@work.example>',
      ' ana@work.example <ana@work.example>',
      ' ana@work.example (Ana@Home)',
      ' <a@b.example>, <c@d.example>',
      ' Ana\r\n <ana@work.example>',
    ]) {
      assert.ok(!addressLooksScripted(raw), raw);
    }
  });

  it('knows when a client name cannot be true for the date', () => {
    const y2003 = Date.UTC(2003, 5, 1);
    const y2023 = Date.UTC(2023, 5, 1);
    assert.ok(!mailerLooksSuspicious(['Microsoft Outlook Express 6.00.2800.1106'], y2003));
    assert.ok(mailerLooksSuspicious(['Microsoft Outlook Express 6.00.2800.1106'], y2023));
    assert.ok(mailerLooksSuspicious(['PHPMailer [version 1.73]'], y2023));
    assert.ok(!mailerLooksSuspicious(['PHPMailer 6.1.7 (https://github.com/PHPMailer/PHPMailer)'], y2023));
    assert.ok(mailerLooksSuspicious(['Leaf PHPMailer 2.7'], undefined));
    assert.ok(!mailerLooksSuspicious(['Apple Mail (2.3445.104.11)', ''], y2023));
  });

  it('accepts webmail operators’ and clients’ Message-IDs', () => {
    assert.ok(!messageIdContradictsProvider('yahoo.com', '<638c8fe6.050a0220@mx.google.com>'));
    assert.ok(!messageIdContradictsProvider('aol.com', '<1514474467.2067269@mail.yahoo.com>'));
    assert.ok(!messageIdContradictsProvider('gmail.com', '<abc@email.android.com>'));
    assert.ok(!messageIdContradictsProvider('gmail.com', '<abc@DESKTOP-12AB>'));
    assert.ok(!messageIdContradictsProvider('example.org', '<abc@elsewhere.example>'));
    assert.ok(messageIdContradictsProvider('hotmail.com', '<abc@synd.ccsend.com>'));
  });

  it('expects Outlook’s own Message-ID form from a message claiming Outlook', () => {
    const outlook = ['Microsoft Outlook 16.0'];
    assert.ok(!messageIdContradictsClient(outlook, '<000001d9a1b2$3c4d5e60$b5e81b20$@example.org>'));
    assert.ok(!messageIdContradictsClient(outlook, '<AM0PR01MB1@AM0PR01MB1.eurprd01.prod.outlook.com>'));
    assert.ok(messageIdContradictsClient(outlook, '<D5D84C07.7CBECE68@example.org>'));
    assert.ok(!messageIdContradictsClient(['Mozilla Thunderbird'], '<D5D84C07.7CBECE68@example.org>'));
  });

  it('groups domains of one organisation', () => {
    assert.ok(sameOrganisation('mail.example.org', 'example.org'));
    assert.ok(sameOrganisation('example.com', 'example.es'));
    assert.ok(sameOrganisation('paypal.com', 'paypal.me'));
    assert.ok(sameOrganisation('rewe.de', 'rewe-online.de'));
    assert.ok(!sameOrganisation('example.org', 'gmail.com'));
    assert.ok(!sameOrganisation('news.com', 'technews.org'));
  });
});

describe('sender area: a free mailbox the text asks replies at', () => {
  function withBody(from: string, body: string, extra: readonly string[] = []): string {
    return [
      `From: ${from}`,
      'To: Luis <luis@example.net>',
      'Subject: Hello',
      'Date: Tue, 4 Mar 2025 11:14:55 +0100',
      'Message-ID: <20250304.4821@mail.example.org>',
      'MIME-Version: 1.0',
      ...extra,
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
      '',
    ].join('\r\n');
  }
  async function asked(from: string, body: string, extra: readonly string[] = []): Promise<string[]> {
    const model = await parseMessage(new TextEncoder().encode(withBody(from, body, extra)));
    return freeMailboxesAskedFor(model, offlineContext(model)).map((mailbox) => mailbox.address);
  }
  async function signals(from: string, body: string, extra: readonly string[] = []): Promise<SignalCode[]> {
    const model = await parseMessage(new TextEncoder().encode(withBody(from, body, extra)));
    return [...(await runSender(model)).signals].sort();
  }

  it('reads the ask in every language', async () => {
    const cases: readonly [string, string][] = [
      ['Where are you from? Write me at: lena.k1990@gmail.com and I send my photo.', 'lena.k1990@gmail.com'],
      ["I'm a lonely lady. Response to me at jolie.r77@outlook.com ;)", 'jolie.r77@outlook.com'],
      ["It's my e-mail for response marta.v84@gmail.com", 'marta.v84@gmail.com'],
      ['Escríbeme a carla.soltera@hotmail.com y te envío mis fotos.', 'carla.soltera@hotmail.com'],
      ['Mi correo personal es abogado.fondos@yahoo.es', 'abogado.fondos@yahoo.es'],
      ['Me escreva para julia.sozinha@gmail.com que eu mando fotos.', 'julia.sozinha@gmail.com'],
      ['Schreib mir an anna.einsam@gmx.de, ich schicke dir Bilder.', 'anna.einsam@gmx.de'],
      ['Écrivez-moi à notaire.succession@yahoo.fr pour la suite.', 'notaire.succession@yahoo.fr'],
      ['Schrijf me op lieke.alleen@hotmail.com dan stuur ik foto’s.', 'lieke.alleen@hotmail.com'],
    ];
    for (const [body, address] of cases) assert.deepEqual(await asked('Lena <support@kitchen-fitters.example>', body), [address], body);
  });

  it('reads a button that opens a letter already addressed and titled as an ask, an unsubscribe address as none', async () => {
    assert.deepEqual(
      await asked(
        'Security <contact@news.example>',
        '[Report The User]\r\n<mailto:acct.review@gmail.com?cc=acct.review@gmail.com&subject=Report%20User%20Now>',
      ),
      ['acct.review@gmail.com'],
    );
    assert.deepEqual(await asked('Club <news@club.example>', 'Leave the list: <mailto:club.lists@gmail.com?subject=unsubscribe>'), []);
    assert.deepEqual(await asked('Club <news@club.example>', 'Mail the secretary: <mailto:club.secretary@gmail.com>'), []);
    // The "unusual sign-in" scam's only button writes to the scammer's free mailbox: the reply path is diverted.
    const reported = await signals('Security Notice <contact@news.example>', '[Report The User]\r\n<mailto:acct.review@gmail.com?subject=Report%20User%20Now>');
    assert.ok(reported.includes('sender_reply_to_freemail') && reported.includes('sender_reply_to_mismatch'), reported.join(' '));
  });

  it('a company address, or a free address that is only mentioned, is no ask', async () => {
    assert.deepEqual(await asked('Ana <ana@acme.example>', 'Write to me at ana.perez@partner-firm.example from now on.'), []);
    assert.deepEqual(await asked('Ana <ana@acme.example>', 'Contact: ana.perez@gmail.com\r\nPhone: +34 600 000 000'), []);
    assert.deepEqual(await asked('Ana <ana@acme.example>', 'The form was sent by jan.devries@gmail.com yesterday.'), []);
  });

  it('a persona on a borrowed business mailbox, or quoted in a forward, diverts the replies', async () => {
    assert.deepEqual(await signals('Darya <support@kitchen-fitters.example>', 'I am lonely lady. Write at lena.k1990@gmail.com'), [
      'sender_reply_to_freemail',
      'sender_reply_to_mismatch',
    ]);
    const forward =
      'FYI, is this spam?\r\n\r\n-----Original Message-----\r\nFrom: Mira <office@dental-clinic.example>\r\nSent: Monday, 29 May 2023 05:44\r\nTo: Luis <luis@example.net>\r\nSubject: hi\r\n\r\nI am single lady, email me at mira.s32@gmail.com !';
    assert.deepEqual(await signals('Luis Gómez <luis.gomez@example.net>', forward), ['sender_reply_to_freemail', 'sender_reply_to_mismatch']);
  });

  it('a forward quoting a sender on a machine-made domain carries that identity; a person’s quoted mailbox none', async () => {
    const quote = (from: string): string =>
      `FYI\r\n\r\n-----Original Message-----\r\nFrom: ${from}\r\nSent: Friday, 3 February 2023 05:27\r\nTo: Luis <luis@example.net>\r\nSubject: Amazing sale\r\n\r\nAmazing sale!`;
    assert.ok(
      (await signals('Luis Gómez <luis.gomez@example.net>', quote('Weight Loss <cgzgxryiqkhc@cgzgxryiqkhc.com>'))).includes('sender_identifier_random'),
    );
    assert.ok(
      !(await signals('Luis Gómez <luis.gomez@example.net>', quote('Marta Vidal <marta.vidal@floristeria-example.es>'))).includes('sender_identifier_random'),
    );
  });

  it('a bare forward is judged by its letter’s sender: a free mailbox quoted, or the only addresses a name-only letter gives', async () => {
    const forwarder = 'Ana Ruiz <ana.ruiz@acme.example>';
    const fw = (quotedFrom: string, letter: string, above = '________________________________\r\n') =>
      `${above}De: ${quotedFrom}\r\nEnviado: quarta-feira, 16 de agosto de 2023 15:57\r\nAssunto: Good day\r\n\r\n${letter}`;
    const withSubject = async (subject: string, body: string): Promise<SignalCode[]> => {
      const model = await parseMessage(new TextEncoder().encode(withBody(forwarder, body).replace('Subject: Hello', `Subject: ${subject}`)));
      return [...(await runSender(model)).signals].sort();
    };
    const signOff =
      'Get back to me for more details on how to claim your payment.\r\n\r\nYours sincerely,\r\nAmbassador C. Kelapile\r\nambassador.kelapile020@gmail.com';
    assert.deepEqual(await withSubject('Fw: Good day', fw('Ambassador C. Kelapile', signOff)), ['sender_freemail']);
    assert.deepEqual(await withSubject('Fw: Good day', fw('Kelapile <ambassador.kelapile020@gmail.com>', 'Get back to me.')), ['sender_freemail']);
    // A name-only letter that signs with a company address, or gives a free one beside it, is not from a free mailbox.
    assert.deepEqual(await withSubject('Fw: Good day', fw('Marta Vidal', 'See you Monday.\r\nMarta Vidal\r\nmarta.vidal@floristeria.example')), []);
    assert.deepEqual(await withSubject('Fw: Good day', fw('Marta Vidal', 'Marta Vidal\r\nmarta.vidal@floristeria.example\r\nPrivate: marta.v@gmail.com')), []);
    // The forwarder’s own words above the quote, or a reply quoting the mail it answers, are no bare forward.
    assert.deepEqual(await withSubject('Fw: Good day', fw('Ambassador C. Kelapile', signOff, 'FYI\r\n\r\n')), []);
    assert.deepEqual(
      await withSubject('Fw: Good day', fw('Ambassador C. Kelapile', signOff, 'Mum, is this real?\r\n________________________________\r\n')),
      [],
    );
    assert.deepEqual(await withSubject('RE: Good day', fw('Ambassador C. Kelapile', signOff, '')), []);
  });

  it('a free mailbox of the writer’s own provider, or the recipient’s own address, diverts nothing', async () => {
    const own = await signals('Ana <ana.perez@gmail.com>', 'Reply me at ana.work.perez@gmail.com please.');
    assert.ok(!own.includes('sender_reply_to_mismatch') && !own.includes('sender_reply_to_freemail'), own.join());
    assert.deepEqual(await signals('Shop <orders@shop.example>', 'Your account is luis@gmx.de; write to us at support@shop.example.'), []);
  });
});
