import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { domainToASCII } from 'node:url';

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { zlibSync } from 'fflate';

import { messageContext, type AreaEnvironment } from '../../src/analysis/facts/derived.ts';
import { linksArea } from '../../src/analysis/areas/links.ts';
import { analyzeUrl, asksForMailbox } from '../../src/analysis/links/analyze-url.ts';
import { parseUrl } from '../../src/analysis/links/url.ts';
import { pdfImagePixels } from '../../src/analysis/links/document-images.ts';
import { decodeQr, imageSize, qrCandidatePixels } from '../../src/analysis/links/qr.ts';
import { loadQrReader } from '../../src/analysis/links/qr-reader.ts';
import { MAX_QR_IMAGES } from '../../src/analysis/links/collect.ts';
import { AREAS } from '../../src/analysis/registry.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { areaAfterDrops } from './after-drops.ts';
import { alternative, rawMessage, signedBy, utf8Bytes } from './fixtures.ts';
import type { MessageSpec } from './fixtures.ts';
import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { DEFAULT_LIMITS } from '../../src/analysis/formats/limits.ts';
import { inspectPdf } from '../../src/analysis/formats/pdf.ts';
import { base64, docx, imagePdf, join, latin1Bytes, packBits, pdf, pngPredicted, qrGrey, relationships } from './formats-builders.ts';

// BASE_HEADERS: From ana@example.org, To luis@example.net.

function environment(): AreaEnvironment {
  return { signal: new AbortController().signal, deadline: Date.now() + 60_000, trustedAuthservIds: [], dns: 'off' };
}

/** The area's signals after the shipped drop rules, as the result carries them. */
async function signalsOf(spec: MessageSpec): Promise<Set<SignalCode>> {
  const model = await parseMessage(utf8Bytes(rawMessage(spec)));
  return areaAfterDrops(linksArea, model, environment());
}

const html = (body: string, add: readonly string[] = []): MessageSpec => ({
  contentType: 'text/html; charset=utf-8',
  body: `<html><body><p>Hello Luis,</p>${body}<p>Ana</p></body></html>`,
  add,
});

const plain = (body: string, add: readonly string[] = []): MessageSpec => ({ body: `Hello Luis,\r\n\r\n${body}\r\n\r\nAna\r\n`, add });

interface Part {
  readonly headers: readonly string[];
  readonly body: string;
}

function withParts(parts: readonly Part[], add: readonly string[] = []): MessageSpec {
  const boundary = 'mix-4c1e';
  const rendered = parts.map((part) => [`--${boundary}`, ...part.headers, '', part.body].join('\r\n'));
  return {
    contentType: `multipart/mixed; boundary="${boundary}"`,
    body: ['--' + boundary, 'Content-Type: text/plain; charset=utf-8', '', 'Please see the attachment.', ...rendered, `--${boundary}--`, ''].join('\r\n'),
    add,
  };
}

function attachment(name: string, type: string, bytes: Uint8Array | string, disposition = 'attachment'): Part {
  return {
    headers: [`Content-Type: ${type}; name="${name}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: ${disposition}; filename="${name}"`],
    body: base64(bytes),
  };
}

async function qrPng(text: string): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer(text, { type: 'png', scale: 6, margin: 4 }));
}

async function qrJpeg(text: string): Promise<Uint8Array> {
  const image = PNG.sync.read(Buffer.from(await qrPng(text)));
  return new Uint8Array(jpeg.encode({ data: image.data, width: image.width, height: image.height }, 90).data);
}

/** The picture turned by `degrees` about its centre on a white field large enough to hold it (nearest pixel). */
function rotated(image: PNG, degrees: number): PNG {
  const angle = (degrees * Math.PI) / 180;
  const side = Math.ceil(Math.hypot(image.width, image.height));
  const out = new PNG({ width: side, height: side });
  out.data.fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const dx = x - side / 2;
      const dy = y - side / 2;
      const sx = Math.round(Math.cos(angle) * dx + Math.sin(angle) * dy + image.width / 2);
      const sy = Math.round(-Math.sin(angle) * dx + Math.cos(angle) * dy + image.height / 2);
      if (sx < 0 || sy < 0 || sx >= image.width || sy >= image.height) continue;
      for (let c = 0; c < 4; c++) out.data[(y * side + x) * 4 + c] = image.data[(sy * image.width + sx) * 4 + c]!;
    }
  }
  return out;
}

function assertHas(signals: ReadonlySet<SignalCode>, code: SignalCode): void {
  assert.ok(signals.has(code), `expected ${code} in ${[...signals].join(', ') || 'nothing'}`);
}

function assertLacks(signals: ReadonlySet<SignalCode>, code: SignalCode): void {
  assert.ok(!signals.has(code), `did not expect ${code} in ${[...signals].join(', ')}`);
}

// Images are read here without the engine, which would make the QR reader first.
before(() => loadQrReader());

describe('links area', () => {
  it('is registered with the engine', () => {
    assert.ok(AREAS.includes(linksArea));
    assert.equal(linksArea.name, 'links');
  });

  it('stays silent on an ordinary message with ordinary links', async () => {
    const signals = await signalsOf(
      alternative(
        'The minutes are at https://wiki.example.org/minutes/2025-03-04 (see www.example.org).',
        '<p>The minutes are <a href="https://wiki.example.org/minutes/2025-03-04">on the wiki</a>, see <a href="https://www.example.org/">www.example.org</a>.</p><img src="https://cdn.example.net/logo.png">',
      ),
    );
    assert.deepEqual([...signals], []);
  });
});

describe('links area: link_display_mismatch', () => {
  it('fires when the text shows another domain than the target', async () => {
    assertHas(await signalsOf(html('<a href="https://account-review.example.com/signin">https://www.paypal.com/signin</a>')), 'link_display_mismatch');
    assertHas(await signalsOf(html('<a href="https://evil.example.com/">www.bank.example.org</a>')), 'link_display_mismatch');
  });

  it('looks through security wrappers to the real destination', async () => {
    const wrapped = (target: string): string => `https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(target)}&data=05`;
    assertHas(await signalsOf(html(`<a href="${wrapped('https://evil.example.com/')}">www.paypal.com</a>`)), 'link_display_mismatch');
    assertLacks(await signalsOf(html(`<a href="${wrapped('https://www.paypal.com/x')}">www.paypal.com</a>`)), 'link_display_mismatch');
  });

  it('is silent when the text is no domain, the domain matches, or the brand matches', async () => {
    assertLacks(await signalsOf(html('<a href="https://evil.example.com/">Click here to review</a>')), 'link_display_mismatch');
    assertLacks(await signalsOf(html('<a href="https://www.paypal.com/myaccount">paypal.com</a>')), 'link_display_mismatch');
    assertLacks(await signalsOf(html('<a href="https://www.paypal.me/ana">www.paypal.com</a>')), 'link_display_mismatch');
    assertLacks(await signalsOf(html('<a href="https://github.com/org/repo/blob/main/README.md">README.md</a>')), 'link_display_mismatch');
  });

  it("is silent on a newsletter's click tracking of the domain it shows", async () => {
    const bulk = ['List-Unsubscribe: <https://news.shop.example/unsub?id=123>'];
    assertLacks(await signalsOf(html('<a href="https://u1234.ct.sendgrid.net/ls/click?upn=AbC123dEf456GhI789">www.shop.example</a>')), 'link_display_mismatch');
    assertLacks(await signalsOf(html('<a href="https://click.mailer.example.net/?qs=4f9a8b7c6d5e4f3a2b1c">www.shop.example</a>')), 'link_display_mismatch');
    assertLacks(
      await signalsOf(html('<a href="https://shop.mailer.example.net/lists/lt.php?tid=cR8CUwYAVQFSAUkBDAVS">www.shop.example</a>', bulk)),
      'link_display_mismatch',
    );
    assertLacks(
      await signalsOf(html('<a href="https://tracker.example.net/c?u=9&url=https%3A%2F%2Fwww.shop.example%2Fsale">www.shop.example</a>')),
      'link_display_mismatch',
    );
  });
});

describe('links area: URLs written as text', () => {
  it('reads URLs shown as text in an HTML-only body', async () => {
    assertHas(await signalsOf(html('<p>Copy this address into your browser: http://45.67.89.10/verify</p>')), 'link_ip_host');
  });
});

describe('links area: hosts', () => {
  it('link_ip_host fires on a public IP host, not on private or documentation ones', async () => {
    assertHas(await signalsOf(plain('Sign in at http://45.67.89.10/login.php')), 'link_ip_host');
    assertHas(await signalsOf(html('<a href="http://[2a01:4f8::1]/x">here</a>')), 'link_ip_host');
    assertLacks(await signalsOf(plain('The device answers at http://192.168.10.2/ and http://10.0.0.1:8080/')), 'link_ip_host');
  });

  it("leaves out the hosting of sites listed in a directory of hundreds, and keeps it among a lure's few decoys", async () => {
    const sites = (count: number): string => Array.from({ length: count }, (_, index) => `Weblog ${index}: https://www.journal${index}.org/`).join('\n');
    const directory = await signalsOf(
      plain(`Updated weblogs:\n${sites(220)}\nFarm diary: http://45.67.89.10/diary/\nPoems: https://poems-daily.blogspot.com/`),
    );
    assertLacks(directory, 'link_ip_host');
    assertLacks(directory, 'link_free_hosting');
    // The area observes them; the drop rule, reading the fact the area reports, removes them.
    const listing = await parseMessage(utf8Bytes(rawMessage(plain(`Updated weblogs:\n${sites(220)}\nFarm diary: http://45.67.89.10/diary/`))));
    const observed = await linksArea.run(listing, messageContext(listing, environment()));
    assert.ok(observed.signals.includes('link_ip_host'));
    assert.deepEqual(observed.facts, ['directory_listing']);
    const lure = await signalsOf(plain(`Sign in at http://45.67.89.10/login.php\n${sites(40)}`));
    assertHas(lure, 'link_ip_host');
  });

  it('link_image_sharing_host fires on a picture from an image-sharing site used as a link to another site (as <img> or an image button), not on one merely shown or linked', async () => {
    assertHas(await signalsOf(html('<a href="https://offers.example.com/x"><img src="https://i.imgur.com/Qe7rT2b.png"></a>')), 'link_image_sharing_host');
    assertHas(
      await signalsOf(html('<a href="https://offers.example.com/x"><input type="image" src="//i.ibb.co/4Fq1cZx/promo.jpg"></a>')),
      'link_image_sharing_host',
    );
    // A meme pasted into a note, a picture linking to its own page there, a link to an album, a mailing's own CDN.
    assertLacks(await signalsOf(html('<p>Look at him 😂</p><img src="https://i.imgur.com/Qe7rT2b.png">')), 'link_image_sharing_host');
    assertLacks(
      await signalsOf(html('<a href="https://imgur.com/gallery/Qe7rT2b"><img src="https://i.imgur.com/Qe7rT2b.png"></a>')),
      'link_image_sharing_host',
    );
    assertLacks(await signalsOf(plain('Here is the screenshot of the error: https://imgur.com/a/Xk2pQ9r')), 'link_image_sharing_host');
    assertLacks(
      await signalsOf(html('<a href="https://shop.example.com/"><img src="https://mcusercontent.com/5f1a/images/header.png"></a>')),
      'link_image_sharing_host',
    );
  });

  it("link_shortener fires on a shortening service, not on a brand's own short domain", async () => {
    assertHas(await signalsOf(plain('Track it: https://bit.ly/3xYzAbC')), 'link_shortener');
    assertLacks(await signalsOf(plain('Watch: https://youtu.be/dQw4w9WgXcQ')), 'link_shortener');
  });

  it("link_shortener is silent on a brand's own shortener in its own mail, not in a free mailbox's", async () => {
    const from = (...lines: string[]): MessageSpec => ({ ...plain('New reply: https://t.co/AbCdEf1234'), without: ['from'], add: lines });
    assertLacks(await signalsOf(from('From: X <notify@x.com>', signedBy('x.com'))), 'link_shortener');
    // Only when the brand really sent it: an unsigned From of the brand's domain proves nothing.
    assertHas(await signalsOf(from('From: X <notify@x.com>')), 'link_shortener');
    assertHas(await signalsOf(plain('New reply: https://t.co/AbCdEf1234')), 'link_shortener');
    const viaGmail = (text: string): MessageSpec => ({ ...plain(text), without: ['from'], add: ['From: Eva <eva.r1987@gmail.com>'] });
    assertHas(await signalsOf(viaGmail('Shortened: https://goo.gl/AbCdEf')), 'link_shortener');
    assertHas(await signalsOf(viaGmail('Form: https://forms.gle/AbCdEf1234')), 'link_free_hosting');
  });

  it('link_free_hosting is silent on a sharing service’s own notice linking to its shares, not on anyone else’s', async () => {
    const share = 'Tom shared a folder with you: https://www.dropbox.com/scl/fo/k2q8x1/h?rlkey=abc123';
    assertLacks(
      await signalsOf({ ...plain(share), without: ['from'], add: ['From: Tom Becker (via Dropbox) <no-reply@dropbox.com>', signedBy('dropbox.com')] }),
      'link_free_hosting',
    );
    assertHas(await signalsOf({ ...plain(share), without: ['from'], add: ['From: Tom Becker (via Dropbox) <no-reply@dropbox.com>'] }), 'link_free_hosting');
    assertHas(await signalsOf({ ...plain(share), without: ['from'], add: ['From: Files <notice@files-notice.example>'] }), 'link_free_hosting');
  });

  it('link_domain_lookalike is silent on the brand’s own name in its own vouched mail, not in anyone else’s', async () => {
    const news = 'Lees meer: https://bitvavo.us6.list-manage.com/track/click?u=4f1a&id=9c2e';
    assertLacks(
      await signalsOf({ ...plain(news), without: ['from'], add: ['From: Bitvavo <news@bitvavo.com>', signedBy('bitvavo.com')] }),
      'link_domain_lookalike',
    );
    assertHas(await signalsOf({ ...plain(news), without: ['from'], add: ['From: Bitvavo <news@bitvavo.com>'] }), 'link_domain_lookalike');
    assertHas(
      await signalsOf({ ...plain(news), without: ['from'], add: ['From: Nieuws <news@crypto-nieuws.example>', signedBy('crypto-nieuws.example')] }),
      'link_domain_lookalike',
    );
  });

  it('link_domain_lookalike counts a host elsewhere carrying the platform’s name in the words a customer wrote into its notice', async () => {
    const comment = 'Your refund is on hold, confirm it here: https://docs-google-refund.com/claim';
    const own = await signalsOf({ ...plain(comment), without: ['from'], add: ['From: Google <no-reply@accounts.google.com>', signedBy('google.com')] });
    assertLacks(own, 'link_domain_lookalike');
    const relayed = await signalsOf({
      ...plain(comment),
      without: ['from'],
      add: ['From: Marcus Hale (Google Docs) <comments-noreply@docs.google.com>', signedBy('google.com')],
    });
    assertHas(relayed, 'link_domain_lookalike');
    // The same on free hosting: a user's name there carrying the relaying platform's brand.
    const hosted = 'Your refund is on hold, confirm it here: https://docs-g00gle-refund.pages.dev/claim';
    assertLacks(
      await signalsOf({ ...plain(hosted), without: ['from'], add: ['From: Google <no-reply@accounts.google.com>', signedBy('google.com')] }),
      'link_domain_lookalike',
    );
    assertHas(
      await signalsOf({
        ...plain(hosted),
        without: ['from'],
        add: ['From: Marcus Hale (Google Docs) <comments-noreply@docs.google.com>', signedBy('google.com')],
      }),
      'link_domain_lookalike',
    );
    // The platform's own shares stay its own.
    const share = 'Tom shared a folder with you: https://www.dropbox.com/scl/fo/k2q8x1/h?rlkey=abc123';
    assertLacks(
      await signalsOf({ ...plain(share), without: ['from'], add: ['From: Tom Becker (via Dropbox) <no-reply@dropbox.com>', signedBy('dropbox.com')] }),
      'link_free_hosting',
    );
  });

  it('link_open_redirect fires when a known redirector hands over to another domain', async () => {
    assertHas(await signalsOf(html('<a href="https://www.google.com/url?q=https://login-check.example.com/&sa=D">Open</a>')), 'link_open_redirect');
    // Google Calendar's own rewriting of an event description's links.
    assertLacks(
      await signalsOf(html('<a href="https://www.google.com/url?q=https://meet.example.com/j/123&sa=D&source=calendar&usg=AOvVaw1">Join</a>')),
      'link_open_redirect',
    );
    assertLacks(await signalsOf(html('<a href="https://www.google.com/url?q=https://maps.google.com/place&sa=D">Open</a>')), 'link_open_redirect');
    assertLacks(await signalsOf(html('<a href="https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2F">Open</a>')), 'link_open_redirect');
  });

  it('link_open_redirect fires on an OAuth consent link that hands the grant to another domain, not home to the vouched sender', async () => {
    const consent = (callback: string, scope = 'User.Read Calendars.Read'): string =>
      `<a href="https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=7c4e2a91&response_type=code&redirect_uri=${encodeURIComponent(callback)}&scope=${encodeURIComponent(scope)}&prompt=consent">View document</a>`;
    const vendor = (body: string, ...add: string[]): MessageSpec => ({
      ...html(body),
      without: ['from'],
      add: ['From: Onboarding <hello@vendor.example>', ...add],
    });
    assertHas(await signalsOf(vendor(consent('https://docview.example.net/cb'), signedBy('vendor.example'))), 'link_open_redirect');
    assertLacks(await signalsOf(vendor(consent('https://app.vendor.example/m365/callback'), signedBy('vendor.example'))), 'link_open_redirect');
    // Unsigned, anyone can write that From.
    assertHas(await signalsOf(vendor(consent('https://app.vendor.example/m365/callback'))), 'link_open_redirect');
    // Only a sign-in page's grant goes home: a search engine's redirect to the sender's own site still hides it.
    assertHas(
      await signalsOf(vendor('<a href="https://www.google.com/url?q=https://app.vendor.example/x&sa=D">Open</a>', signedBy('vendor.example'))),
      'link_open_redirect',
    );
    // A grant of the reader's mailbox is consent phishing even when it goes home.
    assertHas(
      await signalsOf(vendor(consent('https://app.vendor.example/m365/callback', 'offline_access Mail.ReadWrite'), signedBy('vendor.example'))),
      'link_open_redirect',
    );
    const google = (scope: string): string =>
      `<a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=1-a.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.vendor.example%2Fg&response_type=code&scope=${encodeURIComponent(scope)}">Connect</a>`;
    assertHas(await signalsOf(vendor(google('https://mail.google.com/'), signedBy('vendor.example'))), 'link_open_redirect');
    assertLacks(
      await signalsOf(vendor(google('openid email https://www.googleapis.com/auth/calendar.events'), signedBy('vendor.example'))),
      'link_open_redirect',
    );
  });

  it('asksForMailbox reads the mailbox scopes of a consent link, split by spaces or commas', () => {
    assert.equal(asksForMailbox(parseUrl('https://login.microsoftonline.com/common/oauth2/v2.0/authorize?scope=openid%20Mail.Send')), true);
    assert.equal(asksForMailbox(parseUrl('https://accounts.google.com/o/oauth2/auth?scope=https://www.googleapis.com/auth/gmail.readonly,email')), true);
    assert.equal(asksForMailbox(parseUrl('https://accounts.google.com/o/oauth2/auth?scope=openid+email+profile')), false);
    assert.equal(asksForMailbox(parseUrl('https://login.microsoftonline.com/common/oauth2/v2.0/authorize?scope=Calendars.Read')), false);
    assert.equal(asksForMailbox(parseUrl('https://login.microsoftonline.com/common/oauth2/v2.0/authorize')), false);
  });

  it("link_free_hosting fires on free subdomains, forms and file drops, not on the platforms' own pages", async () => {
    assertHas(await signalsOf(plain('Invoice: https://invoice-view-3321.pages.dev/')), 'link_free_hosting');
    assertHas(await signalsOf(plain('Form: https://docs.google.com/forms/d/e/1FAIpQLSd/viewform')), 'link_free_hosting');
    assertHas(await signalsOf(plain('Gateway: https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')), 'link_free_hosting');
    assertHas(await signalsOf(plain('Form: https://forms.yandex.com/cloud/65a1b2c3d4e5f60718293a4b/')), 'link_free_hosting');
    // An IPFS page behind Google Translate's website proxy: the proxied host is the one judged.
    assertHas(
      await signalsOf(
        plain('Wallet: https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi-ipfs-dweb-link.translate.goog/?_x_tr_sl=auto&_x_tr_tl=en'),
      ),
      'link_free_hosting',
    );
    assertLacks(await signalsOf(plain('Docs: https://pages.dev/ and https://docs.google.com/document/d/1abc/edit')), 'link_free_hosting');
  });

  it('link_suspicious_tld fires on an abused TLD', async () => {
    assertHas(await signalsOf(plain('Claim it at https://reward-center.top/claim')), 'link_suspicious_tld');
    assertLacks(await signalsOf(plain('Claim it at https://reward-center.example.com/claim')), 'link_suspicious_tld');
  });

  it('link_domain_lookalike fires on a brand lookalike, not on the brand or listed services', async () => {
    assertHas(await signalsOf(plain('Verify at https://paypal-secure-login.com/verify')), 'link_domain_lookalike');
    assertLacks(await signalsOf(plain('Verify at https://www.paypal.com/verify')), 'link_domain_lookalike');
    assertLacks(await signalsOf(plain('Photos at https://u.pcloud.link/publink/show?code=XZ1')), 'link_domain_lookalike');
  });

  it("link_domain_lookalike fires on a brand in a user's name on free hosting, not on ordinary words, project pages or the platform owner's", async () => {
    assertHas(await signalsOf(plain('Documents: https://acme-my.sharepoint-docs.workers.dev/:b:/g/personal/x')), 'link_domain_lookalike');
    assertHas(await signalsOf(plain('Sign: https://docusign-review.pages.dev/')), 'link_domain_lookalike');
    assertHas(await signalsOf(plain('Login: https://secure-paypal.firebaseapp.com/')), 'link_domain_lookalike');
    // Ordinary words that are also brand tokens, a code host's project pages, Google on its own web.app.
    for (const url of [
      'https://room-booking.netlify.app/',
      'https://meet-ups.vercel.app/',
      'https://microsoftdocs.github.io/x',
      'https://adobe-fonts.github.io/source-code-pro/',
      'https://paypal.github.io/',
      'https://google-docs.web.app/',
    ]) {
      assertLacks(await signalsOf(plain(`See ${url}`)), 'link_domain_lookalike');
    }
  });

  it('link_idn_homograph fires on mixed-script or whole-script confusable hosts, not on ordinary IDNs', async () => {
    assertHas(await signalsOf(plain(`Sign in: https://${domainToASCII('pаypal.com')}/signin`)), 'link_idn_homograph');
    assertHas(await signalsOf(plain(`Sign in: https://${domainToASCII('аррӏе.com')}/`)), 'link_idn_homograph');
    assertLacks(
      await signalsOf(plain(`Shop: https://${domainToASCII('müller-bäckerei.de')}/ and https://${domainToASCII('ελληνικά.gr')}/`)),
      'link_idn_homograph',
    );
    // Written bare in the text, as a client links it: the whole host, not `ypal.com/login`.
    assertHas(await signalsOf(plain('Sign in: pаypal.com/login')), 'link_idn_homograph');
    assertHas(await signalsOf(html('<p>Sign in: pаypal.com/login</p>')), 'link_idn_homograph');
    assertLacks(await signalsOf(plain('Shop: müller-bäckerei.de/angebote and ελληνικά.gr/news')), 'link_idn_homograph');
  });
});

describe('links area: link_executable_download', () => {
  it('fires on a link to a program, script, installer or disk image, however the file is named', async () => {
    for (const href of [
      'https://files.example.com/NFe_000087412_DANFE.msi',
      'https://cdn.example.com/x/update.js',
      'https://dl.example.com/Invoice.iso',
      'https://get.example.com/d.php?filename=setup.exe',
      'https://bucket.example.com/o?response-content-disposition=attachment%3B%20filename%3D%22scan.vbs%22',
    ]) {
      assertHas(await signalsOf(html(`<a href="${href}">Open</a>`)), 'link_executable_download');
    }
    assertHas(await signalsOf(plain('Installer: https://files.example.com/tool.exe')), 'link_executable_download');
  });

  it('fires on an archive only when the link text presents a document', async () => {
    assertHas(
      await signalsOf(html('<a href="https://cdn.example.com/d/Notificacion_118734.zip">Descargar notificación (PDF)</a>')),
      'link_executable_download',
    );
    assertHas(await signalsOf(html('<a href="https://cdn.example.com/d/f.rar">Invoice_2291.pdf</a>')), 'link_executable_download');
    assertLacks(await signalsOf(html('<a href="https://share.example.com/d/holiday-photos.zip">Download the photos</a>')), 'link_executable_download');
    assertLacks(await signalsOf(plain('Source: https://lists.example.org/pub/tool-1.2.tar.gz')), 'link_executable_download');
  });

  it('fires on an archive linked from inside an attached document, whatever its label', async () => {
    const withZip = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://cdn.example.net/f/FE-2025-00871.zip) >> >>',
    ]);
    assertHas(await signalsOf(withParts([attachment('factura.pdf', 'application/pdf', withZip)])), 'link_executable_download');
    const withPage = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://shop.example.net/orders/871) >> >>',
    ]);
    assertLacks(await signalsOf(withParts([attachment('factura.pdf', 'application/pdf', withPage)])), 'link_executable_download');
    assertHas(
      await signalsOf(withParts([attachment('factura.html', 'text/html', '<a href="https://cdn.example.net/f/FE-2025-00871.zip">Descargar</a>')])),
      'link_executable_download',
    );
    // A forwarded message is not a document: its links keep their labels.
    const forwarded = [
      'From: Eva <eva@example.com>',
      'To: ana@example.org',
      'Subject: Fwd: trip',
      'Content-Type: text/html',
      '',
      '<a href="https://cdn.example.net/f/trip-photos.zip">Download the photos</a>',
    ].join('\r\n');
    assertLacks(await signalsOf(withParts([{ headers: ['Content-Type: message/rfc822'], body: forwarded }])), 'link_executable_download');
  });

  it('is silent on server pages and domain names that end a path', async () => {
    assertLacks(
      await signalsOf(plain('Item: http://cgi.example.com/ws/eBayISAPI.dll?ViewItem&item=123 and https://who.example/whois/example.com')),
      'link_executable_download',
    );
  });

  it("is silent on the vouched sender's own installer, unless its text presents a document", async () => {
    const vendor = (body: string, ...add: string[]): MessageSpec => ({
      ...html(body),
      without: ['from'],
      add: ['From: Releases <news@vendor.example>', ...add],
    });
    const installer = '<a href="https://downloads.vendor.example/app/Vendor-4.2.msi">Download 4.2 for Windows</a>';
    assertLacks(await signalsOf(vendor(installer, signedBy('vendor.example'))), 'link_executable_download');
    // Unsigned, anyone can write that From.
    assertHas(await signalsOf(vendor(installer)), 'link_executable_download');
    assertHas(
      await signalsOf(vendor('<a href="https://downloads.vendor.example/d/Factura_2291.msi">Ver factura</a>', signedBy('vendor.example'))),
      'link_executable_download',
    );
    // A vendor's own archive of invoices (e-invoicing systems send PDF and XML zipped).
    assertLacks(
      await signalsOf(vendor('<a href="https://downloads.vendor.example/d/Factura_2291.zip">Descargar factura (PDF + XML)</a>', signedBy('vendor.example'))),
      'link_executable_download',
    );
  });
});

describe('links area: link_obfuscated', () => {
  for (const href of [
    'https://www.paypal.com@evil.example.com/',
    'http://758340874/',
    "javascript:void(location='https://evil.example.com/')",
    'data:text/html;base64,PGgxPkhpPC9oMT4=',
    'https://evil.example.com/%6c%6f%67%69%6e%2e%70%68%70',
  ]) {
    it(`fires on ${href.slice(0, 40)}`, async () => {
      assertHas(await signalsOf(html(`<a href="${href}">Review</a>`)), 'link_obfuscated');
    });
  }

  it('is silent on inline data images and ordinary encoded queries', async () => {
    assertLacks(
      await signalsOf(html('<img src="data:image/png;base64,iVBORw0KGgo="><a href="https://shop.example/search?q=caf%C3%A9">x</a>')),
      'link_obfuscated',
    );
  });
});

describe('links area: link_recipient_address', () => {
  const encoded = Buffer.from('luis@example.net').toString('base64');

  it('fires when a link carries the recipient in its fragment or encoded', async () => {
    assertHas(await signalsOf(html('<a href="https://kit.example.com/login#luis@example.net">Review</a>')), 'link_recipient_address');
    assertHas(await signalsOf(html(`<a href="https://kit.example.com/login?d=${encoded}">Review</a>`)), 'link_recipient_address');
  });

  it('is silent on a plain address in the query, and on encoded forms in a mailing', async () => {
    assertLacks(await signalsOf(html('<a href="https://shop.example/account?email=luis%40example.net">Account</a>')), 'link_recipient_address');
    const bulk = ['List-Unsubscribe: <mailto:leave@news.example>'];
    assertLacks(await signalsOf(html(`<a href="https://news.example/prefs?d=${encoded}">Preferences</a>`, bulk)), 'link_recipient_address');
    assertHas(await signalsOf(html('<a href="https://kit.example.com/#luis@example.net">Review</a>', bulk)), 'link_recipient_address');
  });

  it('fires on a plain address in the query of a page built on free hosting, outside mailings; not on a form service', async () => {
    assertHas(await signalsOf(html('<a href="https://hr-docs.bright-sky-6d2.workers.dev/?u=luis@example.net">View</a>')), 'link_recipient_address');
    assertHas(await signalsOf(html('<a href="https://portal-2026.firebaseapp.com/enroll?user=luis%40example.net">View</a>')), 'link_recipient_address');
    assertLacks(
      await signalsOf(html('<a href="https://docs.google.com/forms/d/e/1FAIpQL/viewform?entry.1=luis@example.net">Form</a>')),
      'link_recipient_address',
    );
    const bulk = ['List-Unsubscribe: <mailto:leave@news.example>'];
    assertLacks(await signalsOf(html('<a href="https://events.pages.dev/rsvp?email=luis@example.net">RSVP</a>', bulk)), 'link_recipient_address');
  });
});

describe('links area: QR codes', () => {
  it('link_qr_code fires on a PNG or JPEG attachment holding a QR code with a URL', async () => {
    const png = await qrPng('https://mfa-renewal.example.com/?u=77');
    assertHas(await signalsOf(withParts([attachment('scan.png', 'image/png', png)])), 'link_qr_code');
    const jpg = await qrJpeg('https://mfa-renewal.example.com/?u=77');
    assertHas(await signalsOf(withParts([attachment('scan.jpg', 'image/jpeg', jpg, 'inline')])), 'link_qr_code');
  });

  it('does not search an interlaced PNG (no QR code is sent so, and its data is bounded per picture, not per pass)', async () => {
    const png = await qrPng('https://mfa-renewal.example.com/?u=77');
    assert.notEqual(qrCandidatePixels(png), undefined);
    const interlaced = Uint8Array.from(png);
    interlaced[28] = 1;
    assert.equal(qrCandidatePixels(interlaced), undefined);
    assert.equal(decodeQr(interlaced), undefined);
  });

  it('reads a JPEG frame size after fill bytes, as the decoder does', async () => {
    const jpg = await qrJpeg('https://mfa-renewal.example.com/?u=77');
    let frame = 2;
    while (!(jpg[frame] === 0xff && jpg[frame + 1] === 0xc0)) frame++;
    const filled = new Uint8Array([...jpg.subarray(0, frame), 0xff, 0xff, ...jpg.subarray(frame)]);
    assert.deepEqual(imageSize(filled, 'jpeg'), imageSize(jpg, 'jpeg'));
  });

  it("analyses the QR code's URL like any link", async () => {
    const png = await qrPng('https://bit.ly/3qRcOdE');
    const signals = await signalsOf(withParts([attachment('scan.png', 'image/png', png)]));
    assertHas(signals, 'link_shortener');
    assertLacks(signals, 'link_in_attachment');
  });

  it('finds a QR code inlined as a data: image in the HTML body', async () => {
    const inline = Buffer.from(await qrPng('https://mfa-renewal.example.com/?u=77')).toString('base64');
    assertHas(await signalsOf(html(`<p>Scan to keep your access:</p><img src="data:image/png;base64,${inline}">`)), 'link_qr_code');
    assertHas(await signalsOf(html(`<div style="background:url('data:image/png;base64,${inline}')"></div>`)), 'link_qr_code');
  });

  it('skips the search in long discussions unless they mention a QR code', async () => {
    const png = await qrPng('https://mfa-renewal.example.com/?u=77');
    const discussion = 'The receiver drops samples at high rates and we traced it to the host buffer settings. '.repeat(30);
    const withImage = (text: string): MessageSpec => {
      const spec = withParts([attachment('screenshot.png', 'image/png', png)]);
      return { ...spec, body: (spec.body as string).replace('Please see the attachment.', text) };
    };
    assertLacks(await signalsOf(withImage(discussion)), 'link_qr_code');
    assertHas(await signalsOf(withImage(`${discussion} Scan the QR code to continue.`)), 'link_qr_code');
  });

  it("finds a QR code in a PDF's JPEG image and in an Office document's media", async () => {
    const jpg = await qrJpeg('https://mfa-renewal.example.com/?u=77');
    const size = imageSize(jpg, 'jpeg')!;
    const document = join(
      `%PDF-1.7\n1 0 obj\n<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /Filter /DCTDecode /Length ${jpg.length} >>\nstream\n`,
      jpg,
      '\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n',
    );
    assertHas(await signalsOf(withParts([attachment('scan.pdf', 'application/pdf', document)])), 'link_qr_code');
    const office = docx({ 'word/media/image1.png': await qrPng('https://mfa-renewal.example.com/?u=77') });
    assertHas(await signalsOf(withParts([attachment('scan.docx', 'application/octet-stream', office)])), 'link_qr_code');
  });

  it('is silent on a QR code holding text, and on an image without one', async () => {
    assertLacks(await signalsOf(withParts([attachment('ticket.png', 'image/png', await qrPng('TICKET 4471 ROW 12'))])), 'link_qr_code');
    const blank = new PNG({ width: 64, height: 64 });
    blank.data.fill(255);
    assertLacks(await signalsOf(withParts([attachment('blank.png', 'image/png', new Uint8Array(PNG.sync.write(blank)))])), 'link_qr_code');
  });

  it('reads a code printed light on dark, and one turned a quarter or tilted, as phone cameras do', async () => {
    const png = PNG.sync.read(Buffer.from(await qrPng('https://mfa-renewal.example.com/?u=77')));
    const inverted = new PNG({ width: png.width, height: png.height });
    for (let i = 0; i < png.data.length; i += 4) {
      for (let c = 0; c < 3; c++) inverted.data[i + c] = 255 - png.data[i + c]!;
      inverted.data[i + 3] = 255;
    }
    assertHas(await signalsOf(withParts([attachment('scan.png', 'image/png', new Uint8Array(PNG.sync.write(inverted)))])), 'link_qr_code');
    for (const degrees of [90, 20]) {
      const turned = rotated(png, degrees);
      assert.equal(decodeQr(new Uint8Array(PNG.sync.write(turned))), 'https://mfa-renewal.example.com/?u=77', `${degrees}°`);
    }
  });

  it('reads a QR code sent twice in one message, and still counts each copy against the image allowance', async () => {
    const png = await qrPng('https://mfa-renewal.example.com/?u=77');
    assertHas(await signalsOf(withParts([attachment('scan.png', 'image/png', png), attachment('copy.png', 'image/png', png, 'inline')])), 'link_qr_code');
    const blank = new PNG({ width: 64, height: 64 });
    blank.data.fill(255);
    const spacer = attachment('blank.png', 'image/png', new Uint8Array(PNG.sync.write(blank)));
    // Three copies of one picture spend the three searches a message gets, as three pictures would.
    const copies = Array.from({ length: MAX_QR_IMAGES }, () => spacer);
    assertLacks(await signalsOf(withParts([...copies, attachment('scan.png', 'image/png', png)])), 'link_qr_code');
    assertHas(await signalsOf(withParts([...copies.slice(1), attachment('scan.png', 'image/png', png)])), 'link_qr_code');
  });
});

describe('links area: QR codes in PDF images stored as pixels', () => {
  const URL = 'https://mfa-renewal.example.com/?u=77';
  const pdfSignals = async (document: Uint8Array): Promise<Set<SignalCode>> => signalsOf(withParts([attachment('statement.pdf', 'application/pdf', document)]));
  const rgb = (grey: Uint8Array): Uint8Array => Uint8Array.from({ length: grey.length * 3 }, (_, index) => grey[Math.floor(index / 3)]!);

  it('reads grey samples unfiltered and RGB samples deflated', async () => {
    const { side, pixels } = qrGrey(URL, 4);
    assertHas(await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels)), 'link_qr_code');
    const deflated = zlibSync(rgb(pixels));
    assertHas(
      await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, deflated)),
      'link_qr_code',
    );
  });

  it("undoes PNG predictors (every row filter) and infers an ICC profile's components from the size", async () => {
    const { side, pixels } = qrGrey(URL, 3);
    const predicted = zlibSync(pngPredicted(rgb(pixels), side * 3, 3));
    const parms = `/DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns ${side} >>`;
    assertHas(
      await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode ${parms}`, predicted)),
      'link_qr_code',
    );
    const icc = imagePdf(`/Width ${side} /Height ${side} /ColorSpace [/ICCBased 6 0 R] /BitsPerComponent 8 /Filter [/FlateDecode] ${parms}`, predicted, [
      '<< /N 3 /Length 0 >>\nstream\n\nendstream',
    ]);
    assertHas(await pdfSignals(icc), 'link_qr_code');
  });

  it('reads a one-bit image mask at one pixel per module without a quiet zone, and /Decode [1 0]', async () => {
    const { side, pixels } = qrGrey(URL, 1, 0);
    assertHas(
      await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ImageMask true /BitsPerComponent 1 /Filter /FlateDecode`, zlibSync(packBits(pixels, side)))),
      'link_qr_code',
    );
    const inverted = packBits(pixels, side).map((byte) => byte ^ 0xff);
    assertHas(await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Decode [1 0]`, inverted)), 'link_qr_code');
  });

  it('reads indexed colour with the table as a hex string or as a deflated stream behind a reference', async () => {
    const { side, pixels } = qrGrey(URL, 4);
    const indices = pixels.map((value) => (value === 0 ? 1 : 0));
    assertHas(
      await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace [/Indexed /DeviceRGB 1 <FFFFFF 1A1A40>] /BitsPerComponent 8`, indices)),
      'link_qr_code',
    );
    const table = zlibSync(Uint8Array.of(250, 250, 250, 20, 20, 20));
    const referenced = imagePdf(`/Width ${side} /Height ${side} /ColorSpace 6 0 R /BitsPerComponent 8 /Filter /FlateDecode`, zlibSync(indices), [
      '[/Indexed /DeviceRGB 1 7 0 R]',
      join(`<< /Filter /FlateDecode /Length ${table.length} >>\nstream\n`, table, '\nendstream').reduce((text, byte) => text + String.fromCharCode(byte), ''),
    ]);
    assertHas(await pdfSignals(referenced), 'link_qr_code');
  });

  it('finds the code among wider images that come first (logos, banners)', async () => {
    const { side, pixels } = qrGrey(URL, 4);
    const banner = '/Width 300 /Height 60 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 18000';
    const banners = Array.from({ length: 4 }, () => `<< /Type /XObject /Subtype /Image ${banner} >>\nstream\n${'\x80'.repeat(18_000)}\nendstream`);
    const document = pdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      ...banners,
      `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${String.fromCharCode(...pixels)}\nendstream`,
    ]);
    assertHas(await pdfSignals(document), 'link_qr_code');
  });

  it('lays an image over white through its soft mask (transparent pixels kept black by the writer)', async () => {
    const { side, pixels } = qrGrey(URL, 4);
    const black = new Uint8Array(side * side * 3);
    const opacity = zlibSync(pixels.map((value) => 255 - value));
    const entries = `/Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`;
    const mask = `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${opacity.length} >>\nstream\n${Buffer.from(opacity).toString('latin1')}\nendstream`;
    assertHas(await pdfSignals(imagePdf(`${entries} /SMask 6 0 R`, zlibSync(black), [mask])), 'link_qr_code');
    // The writer's black pixels alone, without the mask that makes them a code, hold none.
    assertLacks(await pdfSignals(imagePdf(entries, zlibSync(black))), 'link_qr_code');
  });

  it("leaves out images that are other images' transparency masks", () => {
    const { side, pixels } = qrGrey(URL, 4);
    const mask = `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${String.fromCharCode(...pixels)}\nendstream`;
    const document = imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask 6 0 R`, pixels, [mask]);
    const wish = { max: 16, maxPixels: 2_000_000 };
    assert.equal(inspectPdf(document, DEFAULT_LIMITS, wish).images.length, 1);
    assert.equal(
      inspectPdf(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels, [mask]), DEFAULT_LIMITS, wish).images.length,
      2,
    );
  });

  it('stays silent, without failing, on corrupt or short streams, an unknown row filter and images outside the bounds', async () => {
    const { side, pixels } = qrGrey(URL, 4);
    const grey = `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`;
    const deflated = zlibSync(pixels);
    const unknownFilter = pngPredicted(pixels, side, 1).map((byte, index) => (index % (side + 1) === 0 ? 9 : byte));
    const documents = [
      imagePdf(`${grey} /Filter /FlateDecode`, deflated.subarray(0, deflated.length >> 1)),
      imagePdf(`${grey} /Filter /FlateDecode`, latin1Bytes('not deflate data at all, just text')),
      imagePdf(
        `${grey} /Filter /FlateDecode`,
        Uint8Array.from(deflated, (byte, index) => (index > 2 && index % 7 === 0 ? byte ^ 0x5a : byte)),
      ),
      imagePdf(`${grey} /Filter /FlateDecode /DecodeParms << /Predictor 15 /Columns ${side} >>`, zlibSync(unknownFilter)),
      imagePdf(`/Width ${side * 2} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels),
      imagePdf(`/Width 5000 /Height 5000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, zlibSync(new Uint8Array(25_000_000))),
      imagePdf(`/Width ${side} /Height ${side} /ColorSpace [/Indexed /DeviceRGB 1 99 0 R] /BitsPerComponent 8`, pixels),
      imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /CCITTFaxDecode`, pixels),
    ];
    for (const [index, document] of documents.entries()) assert.ok(!(await pdfSignals(document)).has('link_qr_code'), `document ${index}`);
  });

  it('does not enlarge a narrow image past the pixel bound', () => {
    const strip = imagePdf('/Width 21 /Height 90000 /ColorSpace /DeviceGray /BitsPerComponent 8', new Uint8Array(21 * 90_000).fill(255));
    const [image] = inspectPdf(strip, DEFAULT_LIMITS, { max: 16, maxPixels: 2_000_000 }).images;
    const pixels = pdfImagePixels(image!);
    // Not enlarged: only the four-pixel white border is added on each side.
    assert.deepEqual([pixels?.width, pixels?.height], [21 + 8, 90_000 + 8]);
  });

  it('stays silent on a photo-like image without a code', async () => {
    const side = 400;
    const photo = Uint8Array.from({ length: side * side * 3 }, (_, index) => {
      const pixel = Math.floor(index / 3);
      return (Math.sin(pixel / 97) * 60 + Math.cos((pixel % side) / 13) * 50 + 128 + (index % 3) * 20) & 0xff;
    });
    assertLacks(
      await pdfSignals(imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, zlibSync(photo))),
      'link_qr_code',
    );
  });

  it('leaves an invoice with a payment QR code (EPC credit transfer, Pix) clean', async () => {
    const payments = [
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nHarbour Supplies GmbH\nDE89370400440532013000\nEUR1290.50\n\n\nInvoice 2025-0412',
      '00020126360014BR.GOV.BCB.PIX0114+55119876543215204000053039865406129.905802BR5913LOJA EXEMPLO6009SAO PAULO62070503***6304B1F3',
    ];
    for (const payment of payments) {
      const { side, pixels } = qrGrey(payment, 3);
      const invoice = imagePdf(
        `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        zlibSync(pixels),
        [],
        [
          'Harbour Supplies - Invoice 2025-0412',
          'Office chairs (4) 1,290.50',
          'Due within 30 days. Pay by bank transfer, or scan the code with your banking app.',
        ],
      );
      assertLacks(await pdfSignals(invoice), 'link_qr_code');
      const spec = withParts([attachment('Invoice_2025-0412.pdf', 'application/pdf', invoice)]);
      const raw = utf8Bytes(
        rawMessage({
          ...spec,
          body: (spec.body as string).replace(
            'Please see the attachment.',
            'Please find attached invoice 2025-0412 for March. You can pay by transfer or scan the QR code in your banking app.',
          ),
          add: [
            'Authentication-Results: mx.example.net; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=example.org; dmarc=pass header.from=example.org',
          ],
        }),
      );
      const analysis = await analyzeBytes(raw, { budgetMs: 20_000, dns: 'off' });
      assert.equal(analysis.verdict, 'clean', analysis.signalCodes.join(', '));
    }
  });
});

describe('links area: link_in_attachment', () => {
  it('fires on links in an HTML attachment, a PDF, an Office document and a nested message', async () => {
    assertHas(
      await signalsOf(withParts([attachment('invoice.html', 'text/html', '<a href="https://invoice.example.com/view">Open</a>')])),
      'link_in_attachment',
    );
    const withUri = pdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://invoice.example.com/pdf) >> >>']);
    assertHas(await signalsOf(withParts([attachment('invoice.pdf', 'application/pdf', withUri)])), 'link_in_attachment');
    const office = docx({ 'word/_rels/document.xml.rels': relationships([{ type: 'hyperlink', target: 'https://invoice.example.com/docx', external: true }]) });
    assertHas(
      await signalsOf(withParts([attachment('invoice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', office)])),
      'link_in_attachment',
    );
    const inner = [
      'From: Eva <eva@example.com>',
      'To: ana@example.org',
      'Subject: fwd',
      'Content-Type: text/plain',
      '',
      'See https://shared.example.com/file',
    ].join('\r\n');
    assertHas(await signalsOf(withParts([{ headers: ['Content-Type: message/rfc822'], body: inner }])), 'link_in_attachment');
  });

  it('fires on an Internet shortcut attachment', async () => {
    const shortcut = '[InternetShortcut]\r\nURL=https://update-check.example.com/setup\r\n';
    assertHas(await signalsOf(withParts([attachment('Invoice.url', 'application/octet-stream', shortcut)])), 'link_in_attachment');
  });

  it('analyses attachment links like any link', async () => {
    const signals = await signalsOf(withParts([attachment('invoice.html', 'text/html', '<a href="http://45.67.89.10/x">Open</a>')]));
    assertHas(signals, 'link_ip_host');
  });

  it('is silent on attachments without links', async () => {
    const noUri = pdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    assertLacks(
      await signalsOf(withParts([attachment('report.pdf', 'application/pdf', noUri), attachment('notes.docx', 'application/octet-stream', docx())])),
      'link_in_attachment',
    );
  });
});

describe('links area: link_credential_form', () => {
  it('fires on a form asking for a password, in the body or an attachment', async () => {
    assertHas(
      await signalsOf(html('<form action="https://collect.example.com/p" method="post"><input type="email" name="u"><input type="password" name="p"></form>')),
      'link_credential_form',
    );
    const page =
      '<html><body><form action="https://collect.example.com/p" method="post"><input type="email" name="u"><button>Open document</button></form></body></html>';
    assertHas(await signalsOf(withParts([attachment('document.html', 'text/html', page)])), 'link_credential_form');
  });

  it('fires on a body form sending several fields to another domain', async () => {
    assertHas(
      await signalsOf(html('<form action="https://collect.example.com/card"><input name="name"><input name="card"><input name="cvv"></form>')),
      'link_credential_form',
    );
  });

  it('is silent on search boxes and one-field sign-ups', async () => {
    assertLacks(
      await signalsOf(html('<form action="https://search.example.com/"><input type="search" name="q"><input type="submit"></form>')),
      'link_credential_form',
    );
    assertLacks(
      await signalsOf(html('<form action="https://lists.example.com/join"><input type="email" name="e"><input type="submit"></form>')),
      'link_credential_form',
    );
  });
});

describe('links area: limits', () => {
  it('reports coverage_limit_reached when a message has more links than it reads', async () => {
    const many = Array.from({ length: 600 }, (_, index) => `<a href="https://example.org/p/${index}">page ${index}</a>`).join(' ');
    assertHas(await signalsOf(html(many)), 'coverage_limit_reached');
  });
});

describe('analyzeUrl', () => {
  it('gives the link codes of one URL', () => {
    assert.deepEqual(analyzeUrl('https://paypal-secure-login.com/verify').sort(), ['link_domain_lookalike']);
    assert.deepEqual(analyzeUrl('https://www.example.org/').sort(), []);
    assert.deepEqual(analyzeUrl('https://www.google.com/url?q=https://reward.top/').sort(), ['link_open_redirect', 'link_suspicious_tld']);
  });

  it('takes the display text and recipients as context', () => {
    assert.deepEqual(analyzeUrl('https://evil.example.com/', { displayText: 'www.bank.example.org' }), ['link_display_mismatch']);
    assert.deepEqual(analyzeUrl('https://kit.example.com/#luis@example.net', { recipients: ['luis@example.net'] }), ['link_recipient_address']);
    // The sender's own installer is its own; a document text on it is not.
    assert.deepEqual(analyzeUrl('https://dl.vendor.example/v2/setup.msi', { senderDomain: 'vendor.example' }), []);
    assert.deepEqual(analyzeUrl('https://dl.vendor.example/v2/setup.msi', { senderDomain: 'vendor.example', displayText: 'Invoice (PDF)' }), [
      'link_executable_download',
    ]);
    assert.deepEqual(analyzeUrl('https://dl.vendor.example/v2/setup.msi', { senderDomain: 'other.example' }), ['link_executable_download']);
  });

  it('reads images as resources: only an IP host counts there', () => {
    assert.deepEqual(analyzeUrl('https://cdn.pages.dev/x.png', { role: 'resource' }), []);
    assert.deepEqual(analyzeUrl('http://45.67.89.10/x.png', { role: 'resource' }), ['link_ip_host']);
  });
});
