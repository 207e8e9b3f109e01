import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';
import { zlibSync } from 'fflate';

import { DEFAULT_LIMITS } from '../../src/analysis/formats/limits.ts';
import { inspectPdf } from '../../src/analysis/formats/pdf.ts';
import { analyzeUrl } from '../../src/analysis/links/analyze-url.ts';
import { framed, pdfImagePixels } from '../../src/analysis/links/document-images.ts';
import { displayedHost } from '../../src/analysis/links/display.ts';
import { downloadClass, isRiskyDownload, presentsDocument } from '../../src/analysis/links/download.ts';
import { userNamedPlatform } from '../../src/analysis/links/hosting.ts';
import { extractHtmlLinks } from '../../src/analysis/links/html-links.ts';
import { isObfuscated } from '../../src/analysis/links/obfuscation.ts';
import { MAX_QR_PIXELS } from '../../src/analysis/links/qr.ts';
import { recipientNeedles, recipientPlacement } from '../../src/analysis/links/recipient.ts';
import { asOpenedLink, extractTextUrls } from '../../src/analysis/links/text-urls.ts';
import { MAX_UNWRAP_DEPTH, unwrap } from '../../src/analysis/links/unwrap.ts';
import { parseUrl } from '../../src/analysis/links/url.ts';
import { imagePdf, packBits, pngPredicted, qrGrey } from './formats-builders.ts';

const destinations = (url: string): string[] => unwrap(parseUrl(url)).map((hop) => `${hop.via} ${hop.url.url?.href}`);

describe('links: text extraction', () => {
  it('finds scheme, www and bare domain-with-path forms and trims sentence punctuation', () => {
    const text = 'See https://example.org/a(b)c). Or www.example.net, and docs.example.de/guide. Done (http://example.com/x)';
    assert.deepEqual(extractTextUrls(text), ['https://example.org/a(b)c', 'www.example.net', 'docs.example.de/guide', 'http://example.com/x']);
  });

  it('leaves file names, addresses, bare domains and defanged links alone', () => {
    const text = 'Edit setup.py and notes.txt, write to ana@example.org/x, visit example.com or hxxp://bad.example/x';
    assert.deepEqual(extractTextUrls(text), []);
  });

  it('needs a delegated TLD before a bare path', () => {
    assert.deepEqual(extractTextUrls('build/lib.linux/x and portal.example.notatld/x and portal.example.com/x'), ['portal.example.com/x']);
  });

  it('reads bare hosts without a path only when asked (SMS), never file names or addresses', () => {
    const text = 'Pague en correos-aviso.top o llame. Vea setup.py y escriba a ana@correos.es';
    assert.deepEqual(extractTextUrls(text), []);
    assert.deepEqual(extractTextUrls(text, 20, { bareHosts: true }), ['correos-aviso.top']);
  });

  it('reads internationalised bare hosts whole, homographs included, and opens them as http', () => {
    const text = 'Sign in at pаypal.com/login, or аррӏе.com/id; Bestellung: müller-bäckerei.de/shop and ελληνικά.gr/x.';
    const found = extractTextUrls(text);
    assert.deepEqual(found, ['pаypal.com/login', 'аррӏе.com/id', 'müller-bäckerei.de/shop', 'ελληνικά.gr/x']);
    assert.deepEqual(
      found.map(asOpenedLink),
      found.map((candidate) => `http://${candidate}`),
    );
    // ASCII bare forms and scheme forms are returned as found.
    assert.deepEqual(['docs.example.de/guide', 'www.example.net', 'https://pаypal.com/a'].map(asOpenedLink), [
      'docs.example.de/guide',
      'www.example.net',
      'https://pаypal.com/a',
    ]);
    assert.deepEqual(extractTextUrls('Text STOP to pаypal.com now', 5, { bareHosts: true }), ['pаypal.com']);
    // In mail too: a bare host that mixes scripts is no file name, path or not; ASCII ones without a path stay prose.
    assert.deepEqual(extractTextUrls('Confirm your details at pаypal.com today, see setup.py and example.com.'), ['pаypal.com']);
    assert.equal(asOpenedLink('pаypal.com'), 'http://pаypal.com');
    // A URL written against Japanese text starts at its first Latin letter, as before; an
    // address's domain is still no link, nor a Unicode label under an unknown TLD.
    assert.deepEqual(extractTextUrls('詳細はexample.com/pathをご覧'), ['example.com/pathをご覧']);
    assert.deepEqual(extractTextUrls('write to ana@pаypal.com/x or see ящик.notatld/x'), []);
  });

  it('stays linear on long runs of letters in any script', () => {
    // Each start of a label scans at most 63 characters: a run of letters is read once.
    for (const letter of ['a', 'а', 'ü']) assert.deepEqual(extractTextUrls(`${letter.repeat(200_000)}.com/x ${'x.'.repeat(100_000)}`), []);
  });

  it('stops at its limit and lists each URL once', () => {
    const text = Array.from({ length: 20 }, (_, index) => `https://example.org/${index % 10}`).join(' ');
    assert.equal(extractTextUrls(text).length, 10);
    assert.equal(extractTextUrls(text, 3).length, 3);
  });
});

describe('links: HTML extraction', () => {
  it('reads anchors with their text, images, areas, frames, forms, meta refresh and CSS', () => {
    const html = `<html><head><meta http-equiv="Refresh" content="0; URL='https://refresh.example/go'">
      <style>body { background: url("https://css.example/bg.png") }</style></head><body>
      <a href="https://a.example/x">Visit <b>www.a.example</b></a>
      <img src="https://img.example/logo.png" alt="logo">
      <map><area href="https://area.example/" alt="Area"></map>
      <iframe src="https://frame.example/"></iframe>
      <div style="background-image:url(https://inline.example/i.png)"></div>
      <form action="https://post.example/collect"><input type="email"><input type="password"></form>
      </body></html>`;
    const found = extractHtmlLinks(html);
    const summary = found.links.map((link) => `${link.source}:${link.role}:${link.href}${link.text === undefined ? '' : `:${link.text}`}`);
    assert.deepEqual(summary.sort(), [
      'a:navigation:https://a.example/x:Visit www.a.example',
      'area:navigation:https://area.example/:Area',
      'css:resource:https://css.example/bg.png',
      'css:resource:https://inline.example/i.png',
      'form:navigation:https://post.example/collect',
      'iframe:navigation:https://frame.example/',
      'img:resource:https://img.example/logo.png',
      'meta-refresh:navigation:https://refresh.example/go',
    ]);
    assert.deepEqual(found.forms, [{ action: 'https://post.example/collect', hasPassword: true, typedInputs: 2 }]);
    assert.equal(found.looseFormPassword, false);
    assert.equal(found.truncated, false);
  });

  it('finds links past a nesting thousands of elements deep and says the reading is approximate', () => {
    const found = extractHtmlLinks(`${'<div>'.repeat(5_000)}<a href="https://after.example/">Sign in</a>`);
    assert.deepEqual(
      found.links.map((link) => [link.href, link.text]),
      [['https://after.example/', 'Sign in']],
    );
    assert.equal(found.truncated, true);
    // An anchor left open before the deep part does not swallow the text of the links after it.
    const open = extractHtmlLinks(`<a href="https://first.example/">first${'<span>'.repeat(1_001)}</a><a href="https://second.example/">second</a>`);
    assert.deepEqual(
      open.links.map((link) => link.text),
      ['first', 'second'],
    );
  });

  it('decodes entities in hrefs and notices a password input outside any form', () => {
    const found = extractHtmlLinks('<a href="https://a.example/?a=1&amp;b=2">x</a><input type=password>');
    assert.equal(found.links[0]?.href, 'https://a.example/?a=1&b=2');
    assert.equal(found.looseFormPassword, true);
  });

  it('does not count search boxes as typed fields', () => {
    const found = extractHtmlLinks('<form action="https://search.example/"><input type="search" name="q"><input type="submit"></form>');
    assert.equal(found.forms[0]?.typedInputs, 0);
  });

  it('stops at its link limit and says so', () => {
    const found = extractHtmlLinks('<a href="https://a.example/">a</a>'.repeat(10), 4);
    assert.equal(found.links.length, 4);
    assert.equal(found.truncated, true);
  });
});

describe('links: parsing and obfuscation', () => {
  it('reads the host as written and as a browser reaches it', () => {
    const link = parseUrl('http://0x7f.0.0.1/');
    assert.equal(link.rawHost, '0x7f.0.0.1');
    assert.equal(link.host, '127.0.0.1');
    assert.equal(link.hostKind, 'ipv4');
    assert.equal(parseUrl('www.example.org/x').host, 'www.example.org');
    assert.equal(parseUrl('mailto:ana@example.org').hostKind, 'none');
  });

  for (const url of [
    'https://www.bank.example@login.example/',
    'http://3232235777/',
    'http://0x2d.0x43.0x59.0x0a/',
    'https://evil.example\\@bank.example/',
    'https://ex\u200bample.org/',
    'https://login.example/%73%69%67%6e%69%6e',
    'https://%6c%6f%67%69%6e.example/',
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PGgxPkhpPC9oMT4=',
  ]) {
    it(`calls ${JSON.stringify(url)} obfuscated`, () => assert.equal(isObfuscated(parseUrl(url)), true));
  }

  for (const url of [
    'https://example.org/search?q=caf%C3%A9%20au%20lait',
    'https://example.org/a%2Fb',
    'mailto:ana@example.org',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://45.67.89.10/',
  ]) {
    it(`leaves ${JSON.stringify(url)} alone`, () => assert.equal(isObfuscated(parseUrl(url)), false));
  }
});

describe('links: unwrapping', () => {
  it('unwraps Microsoft Safe Links', () => {
    assert.deepEqual(destinations('https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fshop.example%2Fa%3Fb%3D1&data=05%7C01&reserved=0'), [
      'wrapper https://shop.example/a?b=1',
    ]);
  });

  it('unwraps Proofpoint URL Defense v2 and v3', () => {
    assert.deepEqual(destinations('https://urldefense.proofpoint.com/v2/url?u=https-3A__shop.example_a-3Fb-3D1&d=DwMF&c=x'), [
      'wrapper https://shop.example/a?b=1',
    ]);
    // `*` stands for one replaced character, `**A` for a run of two; they follow base64url-encoded.
    const encoded = Buffer.from('?=&', 'utf8').toString('base64url');
    assert.deepEqual(destinations(`https://urldefense.com/v3/__https://shop.example/a*b**A1__;${encoded}!!AbC!xyz$`), ['wrapper https://shop.example/a?b=&1']);
  });

  it('unwraps Mimecast (host only), Barracuda, Cisco and Sophos', () => {
    assert.deepEqual(destinations('https://protect-eu.mimecast.com/s/AbCdEf?domain=shop.example'), ['wrapper https://shop.example/']);
    assert.deepEqual(destinations('https://linkprotect.cudasvc.com/url?a=https%3a%2f%2fshop.example%2fx&c=E,1,abc'), ['wrapper https://shop.example/x']);
    assert.deepEqual(destinations('https://secure-web.cisco.com/1AbCdEf/https%3A%2F%2Fshop.example%2Fx'), ['wrapper https://shop.example/x']);
    const sophos = Buffer.from('https://shop.example/x').toString('base64');
    assert.deepEqual(destinations(`https://eu-central-1.protection.sophos.com/?d=shop.example&u=${sophos}&i=1`), ['wrapper https://shop.example/x']);
  });

  it('unwraps open redirectors, trackers and any parameter holding a whole URL', () => {
    assert.deepEqual(destinations('https://www.google.com/url?sa=t&url=https://evil.example/x'), ['open-redirect https://evil.example/x']);
    assert.deepEqual(destinations('https://www.google.com/amp/s/evil.example/x'), ['open-redirect https://evil.example/x']);
    const bing = `a1${Buffer.from('https://evil.example/x').toString('base64url')}`;
    assert.deepEqual(destinations(`https://www.bing.com/ck/a?!&&p=abc&u=${bing}&ntb=1`), ['open-redirect https://evil.example/x']);
    assert.deepEqual(destinations('https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2F&h=AT0'), ['tracking https://shop.example/']);
    assert.deepEqual(destinations('https://r.eu-west-1.awstrack.me/L0/https:%2F%2Fshop.example%2Fx/1/0102-abc=/xyz=123'), ['tracking https://shop.example/x']);
    const activeCampaign = encodeURIComponent(Buffer.from('https://shop.example/sale?c=7').toString('base64'));
    assert.deepEqual(
      destinations(
        `https://gym.lt.acemlnb.com/Prod/link-tracker?redirectUrl=${activeCampaign}&sig=Ab1&iat=1757775605&account=gym%2Eactivehosted%2Ecom&i=1A2A3`,
      ),
      ['tracking https://shop.example/sale?c=7'],
    );
    assert.deepEqual(destinations('https://t.news.example/c?id=7&target=https%3A%2F%2Fshop.example%2Fsale'), ['parameter https://shop.example/sale']);
    assert.deepEqual(destinations('https://shop.example/product?id=7&ref=abc'), []);
    // Without `//` (browsers accept it) or without any scheme, when the host has a delegated TLD.
    assert.deepEqual(destinations('https://aff.example/click?out=%68%74%74%70%3Aoffer.example.com%2Fx'), ['parameter http://offer.example.com/x']);
    assert.deepEqual(destinations('https://landing.example/?fer=t.co/AbC123?9'), ['parameter https://t.co/AbC123?9']);
    assert.deepEqual(destinations('https://landing.example/?next=build.local/x&file=report.pdf'), []);
  });

  it("reads the site Google Translate's proxy serves from its host name, without the proxy's own parameters", () => {
    assert.deepEqual(destinations('https://shop-example-com.translate.goog/a/b?id=7&_x_tr_sl=auto&_x_tr_tl=en'), [
      'open-redirect https://shop.example.com/a/b?id=7',
    ]);
    assert.deepEqual(destinations('https://www-my--shop-example.translate.goog/?_x_tr_sl=de'), ['open-redirect https://www.my-shop.example/']);
    assert.deepEqual(destinations('https://translate.goog/'), []);
  });

  it('follows nested wrappers only to its depth bound', () => {
    let url = 'https://final.example/';
    for (let level = 0; level < MAX_UNWRAP_DEPTH + 2; level++) url = `https://r${level}.example/go?to=${encodeURIComponent(url)}`;
    const hosts = unwrap(parseUrl(url)).map((hop) => hop.url.host);
    assert.deepEqual(hosts, ['r3.example', 'r2.example', 'r1.example'].slice(0, MAX_UNWRAP_DEPTH));
  });
});

describe('links: displayed hosts', () => {
  it('reads a host from URL and domain texts', () => {
    assert.equal(displayedHost('https://www.bank.example.com/signin'), 'www.bank.example.com');
    assert.equal(displayedHost(' www.Bank.com '), 'www.bank.com');
    assert.equal(displayedHost('bank.com.'), 'bank.com');
    assert.equal(displayedHost('<https://bank.com>'), 'bank.com');
  });

  it('reads none from words, addresses, file names and unknown TLDs', () => {
    for (const text of ['Click here', 'Sign in to bank.com', 'ana@bank.com', 'README.md', 'setup.py', 'report.docx', '']) {
      assert.equal(displayedHost(text), undefined, text);
    }
  });
});

describe('links: downloads', () => {
  const url = (text: string): URL => new URL(text);

  it('classes the file a link serves by its path or a download parameter', () => {
    assert.equal(downloadClass(url('https://x.example/d/Setup%20Tool.EXE')), 'executable');
    assert.equal(downloadClass(url('https://x.example/d/run.ps1')), 'script');
    assert.equal(downloadClass(url('https://x.example/d/disk.vhdx')), 'disk_image');
    assert.equal(downloadClass(url('https://x.example/d/src-1.2.tar.gz')), 'archive');
    assert.equal(downloadClass(url('https://x.example/get.php?file=report.scr')), 'executable');
    assert.equal(downloadClass(url('https://x.example/o?rscd=attachment%3B%20filename%3D%22a.hta%22')), 'executable');
  });

  it('reads no download in pages, documents, domain names and server extensions', () => {
    for (const text of [
      'https://x.example/',
      'https://x.example/report.pdf',
      'https://x.example/index.html',
      'https://x.example/whois/example.com',
      'https://x.example/ws/eBayISAPI.dll?ViewItem',
      'https://x.example/a.js/?download=1',
    ]) {
      assert.equal(downloadClass(url(text)), undefined, text);
    }
  });

  it('tells a text presenting a document from any other', () => {
    for (const text of ['Descargar notificación (PDF)', 'View Documents (3)', 'Visualizar DANFE / XML', 'Rechnung_4711.pdf', 'Bekijk uw factuur'])
      assert.ok(presentsDocument(text), text);
    for (const text of ['Download the photos', 'Source tarball', 'Get the installer', 'https://x.example/f.zip', '']) assert.ok(!presentsDocument(text), text);
    assert.ok(!presentsDocument(undefined));
  });

  it("excuses the sender's own files, but no program whose text presents a document", () => {
    const msi = url('https://x.example/d/tool.msi');
    assert.ok(isRiskyDownload(msi, 'Download', false));
    assert.ok(!isRiskyDownload(msi, 'Download', true));
    assert.ok(isRiskyDownload(msi, 'Invoice (PDF)', true));
    const zip = url('https://x.example/d/docs.zip');
    assert.ok(isRiskyDownload(zip, 'Invoice (PDF)', false));
    assert.ok(!isRiskyDownload(zip, 'Invoice (PDF)', true));
    assert.ok(!isRiskyDownload(zip, 'Photos', false));
  });
});

describe('links: free platforms', () => {
  it("names the free platform under which a host's labels are a user's choice", () => {
    assert.equal(userNamedPlatform('a.b.workers.dev'), 'workers.dev');
    assert.equal(userNamedPlatform('x.netlify.app'), 'netlify.app');
    assert.equal(userNamedPlatform('netlify.app'), undefined);
    // File drops name their hosts themselves; code hosts' pages are named after the account.
    assert.equal(userNamedPlatform('www.wetransfer.com'), undefined);
    assert.equal(userNamedPlatform('microsoft.github.io'), undefined);
  });
});

describe('links: deep links', () => {
  it("reads an app's own deep link as its own, another app's as a short link", () => {
    assert.deepEqual(analyzeUrl('https://hinge.app.link/likes', { senderDomain: 'mail.hinge.co' }), []);
    assert.deepEqual(analyzeUrl('https://hinge.app.link/likes', { senderDomain: 'dates-near-you.example' }), ['link_shortener']);
    assert.deepEqual(analyzeUrl('https://hinge.app.link/likes'), ['link_shortener']);
    // Free mail is nobody's app; the zone alone is no app; other names on .link keep their TLD's standing.
    assert.deepEqual(analyzeUrl('https://gmail.app.link/x', { senderDomain: 'gmail.com' }), ['link_shortener']);
    assert.deepEqual(analyzeUrl('https://app.link/x'), ['link_suspicious_tld']);
    // Google's Photos and Maps share links open Google's own pages; goo.gl itself stays a shortener.
    assert.deepEqual(analyzeUrl('https://photos.app.goo.gl/Xq2vN8mT4pR7yZ3b6'), []);
    assert.deepEqual(analyzeUrl('https://maps.app.goo.gl/5bC7dK9sQm4vR8pT2'), []);
    assert.deepEqual(analyzeUrl('https://goo.gl/Xq2vN8'), ['link_shortener']);
    assert.deepEqual(analyzeUrl('https://hinge-match.link/likes', { senderDomain: 'hinge.co' }), ['link_suspicious_tld']);
  });
});

describe('links: recipient address', () => {
  const needles = recipientNeedles(['Luis@Example.net']);
  const base64At = (prefix: string): string => Buffer.from(`${prefix}luis@example.net`).toString('base64');

  it('finds the address in the fragment, the path, and encoded at every alignment', () => {
    assert.equal(recipientPlacement('https://kit.example/#luis@example.net', needles), 'fragment');
    assert.equal(recipientPlacement('https://kit.example/#bHVpc0BleGFtcGxlLm5ldA', needles), 'encoded');
    assert.equal(recipientPlacement('https://kit.example/u/luis%40example.net/login', needles), 'path');
    for (const prefix of ['', 'x', 'xy', 'xyz']) {
      assert.equal(recipientPlacement(`https://kit.example/?d=${base64At(prefix)}`, needles), 'encoded', prefix);
    }
    const urlSafe = Buffer.from('??luis@example.net??').toString('base64url');
    assert.equal(recipientPlacement(`https://kit.example/${urlSafe}`, needles), 'encoded');
    assert.equal(recipientPlacement(`https://kit.example/${Buffer.from('luis@example.net').toString('hex').toUpperCase()}`, needles), 'encoded');
  });

  it('tells a plain address in the query apart, and finds nothing of another address', () => {
    assert.equal(recipientPlacement('https://news.example/unsubscribe?email=luis%40example.net', needles), 'query');
    assert.equal(recipientPlacement('https://kit.example/#ana@example.net', needles), 'none');
    assert.equal(recipientPlacement('https://kit.example/#luis@example.net', recipientNeedles([])), 'none');
  });
});

describe('links: arbitrary input', () => {
  const linkish = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .tuple(fc.constantFrom('http://', 'https://', 'www.', 'javascript:', 'data:', 'https://a@', 'http:\\\\'), fc.string({ maxLength: 200 }))
      .map(([head, tail]) => head + tail),
  );

  it('extracts, parses, unwraps and analyses without throwing, within its limits', () => {
    fc.assert(
      fc.property(linkish, fc.string({ maxLength: 40 }), (text, display) => {
        assert.ok(extractTextUrls(text, 5, { bareHosts: true }).length <= 5);
        const links = extractHtmlLinks(`<a href="${text}">${display}</a><form action='${text}'><input type=password></form>`, 5);
        assert.ok(links.links.length <= 5);
        assert.ok(unwrap(parseUrl(text)).length <= MAX_UNWRAP_DEPTH);
        for (const code of analyzeUrl(text, { displayText: display, recipients: ['luis@example.net'] })) assert.match(code, /^link_/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('links: PDF images, arbitrary damage', () => {
  const { side, pixels } = qrGrey('https://mfa-renewal.example.com/?u=77', 3);
  const documents = [
    imagePdf(
      `/Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /Columns ${side} >>`,
      zlibSync(
        pngPredicted(
          Uint8Array.from({ length: pixels.length * 3 }, (_, index) => pixels[Math.floor(index / 3)]!),
          side * 3,
          3,
        ),
      ),
    ),
    imagePdf(`/Width ${side} /Height ${side} /ColorSpace 6 0 R /BitsPerComponent 1`, packBits(pixels, side), [
      '[/Indexed [/ICCBased 8 0 R] 1 7 0 R]',
      '<< /Length 6 >>\nstream\n\x00\x00\x00\xff\xff\xff\nendstream',
    ]),
    imagePdf(`/Width ${side} /Height ${side} /ImageMask true /Decode [1 0]`, packBits(pixels, side)),
  ];
  const damage = fc.array(
    fc.tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(...'0123456789 /[]<>R'.split('').map((char) => char.charCodeAt(0)))),
    ),
    { minLength: 1, maxLength: 8 },
  );

  it('reads and decodes damaged image PDFs without throwing, never past the pixel bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: documents.length - 1 }), damage, (which, changes) => {
        const bytes = Uint8Array.from(documents[which]!);
        for (const [where, value] of changes) bytes[Math.min(bytes.length - 1, Math.floor(where * bytes.length))] = value;
        for (const image of inspectPdf(bytes, DEFAULT_LIMITS, { max: 16, maxPixels: MAX_QR_PIXELS }).images) {
          const decoded = image.encoding === 'jpeg' ? undefined : pdfImagePixels(image);
          if (decoded !== undefined) assert.ok(decoded.width * decoded.height <= MAX_QR_PIXELS * 2, `${decoded.width}×${decoded.height}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('frames an image exactly as a pixel-by-pixel nearest-neighbour enlargement inside a white border', () => {
    // The reference: every output pixel read from its source pixel, the border white.
    const reference = (image: { data: Uint8ClampedArray; width: number; height: number }) => {
      const fits = Math.floor(Math.sqrt(MAX_QR_PIXELS / (image.width * image.height)));
      const factor = Math.max(1, Math.min(fits, Math.floor(200 / Math.min(image.width, image.height))));
      const border = 4 * factor;
      const width = image.width * factor + border * 2;
      const height = image.height * factor + border * 2;
      const data = new Uint8ClampedArray(width * height * 4).fill(255);
      for (let y = 0; y < image.height * factor; y++)
        for (let x = 0; x < image.width * factor; x++)
          for (let c = 0; c < 4; c++)
            data[((y + border) * width + x + border) * 4 + c] = image.data[(Math.floor(y / factor) * image.width + Math.floor(x / factor)) * 4 + c]!;
      return { data, width, height };
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 260 }), fc.integer({ min: 1, max: 60 }), fc.integer(), (width, height, seed) => {
        const data = new Uint8ClampedArray(width * height * 4);
        for (let i = 0, v = seed; i < data.length; i++) data[i] = v = (v * 1103515245 + 12345) >>> 16;
        const image = { data, width, height };
        const ours = framed(image);
        const expected = reference(image);
        assert.equal(ours.width, expected.width);
        assert.equal(ours.height, expected.height);
        assert.deepEqual(ours.data, expected.data);
      }),
      { numRuns: 60 },
    );
  });
});
