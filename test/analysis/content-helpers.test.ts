import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { suppliesDeviceCode } from '../../src/analysis/content/device-code.ts';
import { findCryptoAddresses, isBase58CheckAddress, isBech32Address, isEthereumAddress } from '../../src/analysis/content/crypto-address.ts';
import { largeSumOffsets } from '../../src/analysis/content/large-sum.ts';
import { hidesText } from '../../src/analysis/content/hidden.ts';
import { WINNER_FEE_WORDS } from '../../src/analysis/knowledge/reward-words.ts';
import { CONFUSABLES, foldForMatching, stripInvisible } from '../../src/analysis/content/normalize.ts';
import { namesSendersOwnAccount } from '../../src/analysis/content/own-account.ts';
import { findPhoneNumbers } from '../../src/analysis/content/phone.ts';
import { looksLikeForward, looksLikeReply, mailQuoteStart, quoteStart, quotesAMessage } from '../../src/analysis/content/thread.ts';
import * as askedAbout from '../../src/analysis/content/asked-about.ts';
import { ownWordsAskingAboutQuote } from '../../src/analysis/content/asked-about.ts';
import { withoutWrittenLinks } from '../../src/analysis/content/message-reading.ts';
import { offlineContext } from '../../src/analysis/facts/derived.ts';
import * as forwarded from '../../src/analysis/identity/forwarded.ts';
import type { MessageModel } from '../../src/message/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { parseStyle } from '../../src/analysis/content/style-sheet.ts';
import { cssColor, readHtml } from '../../src/analysis/content/visible-text.ts';
import { BULK_PRECEDENCE, ESP_HEADER_NAMES, ESP_HEADER_PREFIXES, LIST_HEADERS } from '../../src/analysis/knowledge/esp-headers.ts';
import { DEVICE_LOGIN_PAGES } from '../../src/analysis/knowledge/device-login.ts';

// The message helpers as an analysis calls them: each message with a context of its own.
const personAsksAboutQuote = (model: MessageModel) => askedAbout.personAsksAboutQuote(model, offlineContext(model));
const writtenByPerson = (model: MessageModel) => askedAbout.writtenByPerson(model, offlineContext(model));
const bareForward = (model: MessageModel) => forwarded.bareForward(model, offlineContext(model));
const forwardedSender = (model: MessageModel) => forwarded.forwardedSender(model, offlineContext(model));
const threadDomains = (model: MessageModel) => forwarded.threadDomains(model, offlineContext(model));

describe('normalisation', () => {
  it('folds case, accents, compatibility forms, look-alike letters and punctuation', () => {
    assert.equal(foldForMatching('Verifique su CONTRASEÑA, ¡ya!'), ' verifique su contrasena ya ');
    assert.equal(foldForMatching('ｖｅｒｉｆｙ   your\taccount'), ' verify your account ');
    assert.equal(foldForMatching('Раураl Straße'), ' paypal strasse ');
    assert.equal(foldForMatching('Action Requiгed'), ' action required ');
    assert.equal(foldForMatching('sign-in / log_in'), ' sign in log in ');
    // A capital I inside a lower-case word is the l it imitates; acronyms and "I" stay as they are.
    assert.equal(foldForMatching('UnusuaI activity at PaypaI'), ' unusual activity at paypal ');
    assert.equal(foldForMatching('I think OpenAI and IBM are fine'), ' i think openai and ibm are fine ');
    assert.equal(foldForMatching('LogIn or SignIn with LinkedIn, Mr McIntosh'), ' login or signin with linkedin mr mcintosh ');
  });

  // Folding walks a table of every UTF-16 unit where it once ran these patterns one after the other.
  const patternFold = (text: string): string => {
    const visible = text
      .replace(/[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu, '')
      .replace(/(?<=\p{Ll})I(?![\p{Lu}n])/gu, 'l');
    const folded = visible
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/ß/g, 'ss')
      .replace(new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu'), (char) => CONFUSABLES[char] ?? char);
    return ` ${folded.replace(/[^\p{L}\p{N}$€£%]+/gu, ' ').trim()} `;
  };
  it('folds every character as the pattern chain did', () => {
    for (let unit = 0; unit < 0x10000; unit++) {
      const char = String.fromCharCode(unit);
      for (const text of [char, `a${char}b`, `A ${char}${char} I`]) assert.equal(foldForMatching(text), patternFold(text), `U+${unit.toString(16)}`);
    }
  });
  it('folds mixed scripts, marks, surrogates and separator runs as the pattern chain did', () => {
    const pieces = [
      ...'aZ I$€£%-_ .\t\n',
      '\u00a0',
      '\u0301',
      '\u0308',
      'é',
      'É',
      'ß',
      'ẞ',
      'İ',
      'ı',
      'Σ',
      'ς',
      'ﬁ',
      '①',
      '²',
      'ǅ',
      'Ⅻ',
      '\u2019',
      '\u200b',
      '\u00ad',
    ];
    pieces.push(
      '\u{1d400}',
      '\u{1f600}',
      '\u{10000}',
      '\u{1d167}',
      '\ud800',
      '\udfff',
      'а',
      'с',
      'р',
      '\u0345',
      '\u212a',
      '\u2126',
      '가',
      '\u1100\u1161\u11a8',
      '\u0627\u064b',
      '\u0915\u093f',
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 16 }), (parts) => foldForMatching(parts.join('')) === patternFold(parts.join(''))),
      { numRuns: 20_000 },
    );
  });

  it('removes invisible characters and counts those that split Latin words', () => {
    const stripped = stripInvisible('pa\u200Bss\u200Cword ve\u2060rify \u200Bstart');
    assert.equal(stripped.text, 'password verify start');
    assert.equal(stripped.wordBreaks, 3);
  });

  it('does not count soft hyphens, which hyphenate long words legitimately', () => {
    const stripped = stripInvisible('Daten\u00ADüber\u00ADtragung');
    assert.equal(stripped.text, 'Datenübertragung');
    assert.equal(stripped.wordBreaks, 0);
  });
});

describe('large sums of money', () => {
  it('reads millions in figures, with a currency sign or word, and in words', () => {
    for (const text of [
      'US$10,500,000.00',
      '£4,265,000.00',
      '$ 3,500,000.00',
      '2,500,000 USD',
      '$18 Million',
      'payment of$10.5m',
      'USD$87M',
      '€2.1 billion',
      'five million US dollars',
      'dos millones de dólares',
      'três milhões de euros',
      'una herencia de 2.370.000 €',
      '1.850.000,00 € a su favor',
      '4 500 000 $',
    ]) {
      assert.equal(largeSumOffsets(foldForMatching(text)).length, 1, text);
    }
  });
  it('leaves ordinary amounts and millions of things alone', () => {
    for (const text of [
      '$1,500 per week',
      '5,000,000 downloads',
      'the 2 million users',
      '$999.99',
      'version 10.5m of the build',
      'un total de 64.500 €',
      'ref. 2.370.000 del expediente',
      'their multi-billion dollar campaigns',
    ]) {
      assert.deepEqual(largeSumOffsets(foldForMatching(text)), [], text);
    }
  });
  it('says where each sum is', () => {
    const folded = foldForMatching('First $18 million, then nothing, then five million US dollars.');
    const offsets = largeSumOffsets(folded);
    assert.equal(offsets.length, 2);
    assert.ok(folded.slice(offsets[0]).startsWith('$18 million'));
    assert.ok(folded.slice(offsets[1]).startsWith(' million us dollars'));
    assert.deepEqual(largeSumOffsets(folded, 1), [offsets[0]]);
    assert.equal(largeSumOffsets(foldForMatching('$5 million '.repeat(10_000)), 3).length, 3);
  });
});

describe('winner fee words', () => {
  it('are single folded tokens, as the sweepstakes guard compares them', () => {
    for (const word of WINNER_FEE_WORDS) assert.equal(foldForMatching(word).trim(), word);
  });
});

describe('visible and hidden HTML text', () => {
  it('keeps what a reader sees apart from what styling hides', () => {
    const reading = readHtml(
      '<html><head><title>T</title><style>p{}</style></head><body>' +
        '<div style="display:none">preheader words</div>' +
        '<p>Hello <b>there</b> &amp; welcome</p>' +
        '<span style="visibility: hidden">invisible one</span>' +
        '<span style="font-size:0px">zero font</span>' +
        '<span style="font-size:1px">tiny font</span>' +
        '<span style="opacity:0">transparent</span>' +
        '<div style="position:absolute;left:-9999px">far away</div>' +
        '<div style="text-indent:-5000px">indented away</div>' +
        '<div style="height:0;overflow:hidden">collapsed box</div>' +
        '<p hidden>attribute hidden</p>' +
        '<p style="color:#FFF;background-color:white">white on white</p>' +
        '<table bgcolor="#000000"><tr><td><font color="black">black on black</font></td></tr></table>' +
        '<!-- a comment -->' +
        '<p>Goodbye</p></body></html>',
    );
    assert.equal(reading.visible.replace(/\s+/g, ' ').trim(), 'Hello there & welcome Goodbye');
    for (const phrase of [
      'preheader words',
      'invisible one',
      'zero font',
      'tiny font',
      'transparent',
      'far away',
      'indented away',
      'collapsed box',
      'attribute hidden',
      'white on white',
      'black on black',
    ]) {
      assert.ok(reading.hidden.includes(phrase), phrase);
    }
    assert.equal(reading.comments.trim(), 'a comment');
  });

  it('lets a descendant undo a tiny font or a colour, but not display:none', () => {
    const reading = readHtml(
      '<td style="font-size:0"><p style="font-size:14px">readable again</p></td>' +
        '<div style="color:#fff;background:#fff"><span style="color:#333">dark text</span></div>' +
        '<div style="display:none"><p style="display:block;font-size:14px">still hidden</p></div>',
    );
    assert.match(reading.visible, /readable again/);
    assert.match(reading.visible, /dark text/);
    assert.match(reading.hidden, /still hidden/);
  });

  it('counts hidden letters spliced inside visible words', () => {
    const reading = readHtml(
      '<p>Pay<span style="display:none">zq</span>Pal and pass<span style="font-size:0">x</span>word, but <span style="display:none">not</span> here</p>',
    );
    assert.equal(reading.hiddenInsideWords, 2);
  });

  it('takes a hidden machine-made code for hidden text, a hidden hash or preheader for none', () => {
    assert.ok(hidesText(readHtml('<img src="a.png"><div style="display:none">7hQzK2mPw9XbR4tLc8VnY3sJd6FgA1uE5oHiT0qWeRy</div>')));
    assert.ok(!hidesText(readHtml('<p>Hello</p><div style="display:none">Our picks 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</div>')));
    assert.ok(!hidesText(readHtml('<p>Hello</p><div style="display:none">Your order QX7Pk2 ships today</div>')));
  });

  it('counts images, linked images, and leaves out tracking pixels', () => {
    const reading = readHtml(
      '<a href="https://x.example"><img src="a.png" width="600"></a><img src="b.png"><img src="p.gif" width="1" height="1"><img src="q.gif" style="width:0px">',
    );
    assert.equal(reading.images, 2);
    assert.equal(reading.linkedImages, 1);
  });

  it('reads colours and inline styles', () => {
    assert.equal(cssColor('#FfF'), 'ffffff');
    assert.equal(cssColor('rgb(255, 255, 255)'), 'ffffff');
    assert.equal(cssColor('rgba(0,0,0,0)'), undefined);
    assert.equal(cssColor('White'), 'ffffff');
    assert.equal(cssColor('inherit'), undefined);
    assert.deepEqual(
      [...parseStyle('Color: Red ; FONT-SIZE:0 !important;;bad')],
      [
        ['color', 'red'],
        ['font-size', '0'],
      ],
    );
  });

  it('answers a repeated style from its parse, and every style apart', () => {
    const styles = ['display:none', 'display: none ', 'DISPLAY:NONE', 'color:#fff;background:#fff', 'display:none'];
    const first = styles.map((style) => [...parseStyle(style)]);
    assert.deepEqual(first, [
      [['display', 'none']],
      [['display', 'none']],
      [['display', 'none']],
      [
        ['color', '#fff'],
        ['background', '#fff'],
      ],
      [['display', 'none']],
    ]);
    assert.deepEqual(
      styles.map((style) => [...parseStyle(style)]),
      first,
    );
    // Styles past the kept length are parsed anew each time, with the same answer.
    const long = `color:red;${' '.repeat(3_000)}`;
    assert.deepEqual([...parseStyle(long)], [['color', 'red']]);
    assert.notEqual(parseStyle(long), parseStyle(long));
    assert.equal(parseStyle('display:none'), parseStyle('display:none'));
  });

  it('hides text through the simple class and id rules of style blocks, not through @media or descendant rules', () => {
    const reading = readHtml(
      '<style>/* x */ .gone, p#off { display: none } div.faint{opacity:0} @media (max-width:600px){ .wide{display:none} } .box .inner{display:none} .shown{color:red}' +
        '.mobile{display:none} @media screen and (max-width:480px){ .mobile{display:block!important} }</style>' +
        '<p class="Gone">alpha</p><p id="off">beta</p><div class="x faint">gamma</div><p class="wide">delta</p><p class="inner">epsilon</p><p class="shown" style="display:none">zeta</p><p class="gone" style="display:block">eta</p><p class="mobile">theta</p>',
    );
    for (const word of ['alpha', 'beta', 'gamma', 'zeta']) assert.match(reading.hidden, new RegExp(word));
    // A class a media query also styles is a responsive swap: which version shows depends on the screen.
    for (const word of ['delta', 'epsilon', 'theta']) assert.match(reading.visible, new RegExp(word));
    // An inline style overrides the class rule, as in CSS: `display:block` leaves eta visible.
    assert.match(reading.visible, /eta/);
  });

  it('hides text through rules inside @media blocks that apply on every screen, and inside @supports', () => {
    const reading = readHtml(
      '<style>@media all{.a{display:none}} @media only screen and (min-width:0){#b{visibility:hidden}} @media screen,print{ .c{display:none} }' +
        '@supports (display:grid){ @media (max-width: 4000px) { div.d{font-size:0} } } @media (width >= 0px){.e{display:none}} @layer base{.f{display:none}}' +
        '@media (max-width:600px){.g{display:none}} @media print{.h{display:none}} @media (prefers-color-scheme:dark){.i{display:none}}' +
        '@media (min-width: 1px){.j{display:none}} @media (min-width:700px){.k{display:none}} @font-face{font-family:x;src:url(x.woff)}</style>' +
        '<p class="a">alpha</p><p id="b">beta</p><p class="c">gamma</p><div class="d">delta</div><p class="e">epsilon</p><p class="f">zeta</p>' +
        '<p class="g">omicron</p><p class="h">sigma</p><p class="i">upsilon</p><p class="j">kappa</p><p class="k">omega</p>',
    );
    for (const word of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'kappa']) assert.match(reading.hidden, new RegExp(word), word);
    // Breakpoints, print and dark mode depend on the screen: what they hide shows elsewhere.
    for (const word of ['omicron', 'sigma', 'upsilon', 'omega']) assert.match(reading.visible, new RegExp(word), word);
    assert.doesNotMatch(reading.visible, /alpha|beta|gamma|delta|epsilon|zeta|kappa/);
  });

  it('keeps a class a breakpoint also styles visible, whichever block hides it', () => {
    const reading = readHtml('<style>@media all{.m{display:none}} @media (max-width:480px){.m{display:block}}</style><p class="m">mobile offer</p>');
    assert.match(reading.visible, /mobile offer/);
  });

  it('treats what a giant spacer or top margin pushes out of sight as hidden, and does not count its images', () => {
    const spacer = readHtml(
      '<a href="https://x.example"><img src="lure.png"></a><style>.tall{height:470500px}</style><div class="tall">top of the box</div><p>filler words</p><img src="logo.png">',
    );
    assert.match(spacer.visible, /top of the box/);
    assert.match(spacer.hidden, /filler words/);
    assert.equal(spacer.images, 1);
    const margin = readHtml('<p>Read me</p><div style="margin-top: 20000px">pushed <b>down</b></div><p>after</p>');
    assert.match(margin.visible, /Read me/);
    assert.doesNotMatch(margin.visible, /pushed|down|after/);
    const ordinary = readHtml('<div style="height:600px;margin-top:40px">hero</div><p>footer</p>');
    assert.match(ordinary.visible, /hero[\s\S]*footer/);
    // Positioned, inline or capped boxes leave the flow alone: what follows them stays visible.
    for (const box of [
      '<div style="position:absolute;top:12000px"></div>',
      '<span style="height:50000px"></span>',
      '<div style="height:50000px;max-height:0"></div>',
      '<div style="position:absolute;height:50000px"></div>',
    ]) {
      assert.match(readHtml(`${box}<p>Please sign in to keep your account</p>`).visible, /Please sign in/, box);
    }
  });

  it('reads on past a nesting thousands of elements deep, where no wrapper opened before can hide the rest, and says the reading is approximate', () => {
    const deep = '<span>'.repeat(5_000);
    const shown = readHtml(`<p>Dear customer</p>${deep}<p>Please sign in to keep your account</p>`);
    assert.match(shown.visible, /Dear customer[\s\S]*Please sign in/);
    assert.equal(shown.truncated, true);
    for (const wrapper of ['div style="display:none"', 'noscript', 'svg']) {
      const name = wrapper.split(' ')[0];
      const reading = readHtml(`<${wrapper}>filler${'<span>'.repeat(1_001)}</${name}><p>Verify your password within 24 hours</p>`);
      assert.match(reading.visible, /Verify your password/, wrapper);
      assert.equal(reading.truncated, true);
    }
    assert.equal(readHtml('<div><p>ordinary</p></div>').truncated, false);
  });

  it('reads style sheets with unclosed comments and many signature markers in linear time', { timeout: 20_000 }, () => {
    const css = `<style>${'/* '.repeat(100_000)}</style><p>text</p>`;
    assert.match(readHtml(css).visible, /text/);
  });

  it('ends a head that is never closed where the body content starts, as a browser does', () => {
    const unclosed = readHtml(
      '<html><head><title>Notice</title><meta charset="utf-8"><br>Dear member, please sign in.<table><tr><td>Thank you</td></tr></table></html>',
    );
    assert.match(unclosed.visible, /Dear member, please sign in\./);
    assert.match(unclosed.visible, /Thank you/);
    assert.doesNotMatch(unclosed.visible, /Notice/);
    const bareText = readHtml('<html><head><style>p{color:red}</style>Your account is ready</html>');
    assert.match(bareText.visible, /Your account is ready/);
    assert.doesNotMatch(bareText.visible, /color:red/);
    const closed = readHtml('<html><head><title>Only a title</title>\n</head><body><p>Body text</p></body></html>');
    assert.doesNotMatch(closed.visible, /Only a title/);
    assert.match(closed.visible, /Body text/);
  });
});

describe("the sender's own account", () => {
  it('reads "your <own name> account" when the name is in the sender\'s domain label', () => {
    assert.equal(namesSendersOwnAccount(foldForMatching('Sign in to your Tandem account within 30 days.'), 'Tandem Docs', 'tandemdocs.io'), true);
    assert.equal(namesSendersOwnAccount(foldForMatching('Your Acme workspace will be archived.'), 'Acme Tools', 'mail.acme-tools.com'), true);
    assert.equal(namesSendersOwnAccount(foldForMatching('Sign in to your Tandem Docs account.'), 'Tandem Docs', 'tandemdocs.io'), true);
  });
  it('is no other name, a name the domain does not carry, a service word or a listed brand', () => {
    assert.equal(
      namesSendersOwnAccount(foldForMatching('Sign in to your Coinbase account within 30 days.'), 'Brightwave Florist', 'brightwaveflorist.com'),
      false,
    );
    assert.equal(namesSendersOwnAccount(foldForMatching('Sign in to your Tandem account within 30 days.'), 'Tandem Docs', 'docs-notices.com'), false);
    assert.equal(namesSendersOwnAccount(foldForMatching('Your mail account will be deleted.'), 'Mail Service', 'mailservice-center.com'), false);
    assert.equal(namesSendersOwnAccount(foldForMatching('Your Coinbase account is locked.'), 'Coinbase', 'coinbase-help.io'), false);
    assert.equal(namesSendersOwnAccount(foldForMatching('Sign in to your account within 30 days.'), 'Tandem Docs', 'tandemdocs.io'), false);
    // A look-alike's label says more than the name; a listed brand's word is the brand's.
    assert.equal(namesSendersOwnAccount(foldForMatching('New device added to your Chase account.'), 'Chase Online', 'chaseonline-devicecheck.com'), false);
    assert.equal(namesSendersOwnAccount(foldForMatching('Your Lakeshore account is limited.'), 'Lakeshore Credit Union', 'lakeshorecu-verify.com'), false);
    assert.equal(namesSendersOwnAccount(foldForMatching('New device added to your Chase account.'), 'Chase', 'chase-alerts.com'), false);
  });
});

describe('phone numbers', () => {
  it('reads numbers written with separators, brackets, letter O and non-ASCII digits', () => {
    assert.deepEqual(findPhoneNumbers('Call +1 (8OO) 555-0199 now'), ['18005550199']);
    assert.deepEqual(findPhoneNumbers('Call 1-888-234-5678 or 1.888.234.5678'), ['18882345678', '18882345678']);
    assert.deepEqual(findPhoneNumbers('Línea: ８８８ ２３４ ５６７８'), ['8882345678']);
    assert.deepEqual(findPhoneNumbers('هاتف ٨٨٨٢٣٤٥٦٧٨'), ['8882345678']);
    assert.deepEqual(findPhoneNumbers('Ligue +351 912 345 678'), ['351912345678']);
  });

  it('ignores dates, IP addresses, short numbers, long references and words full of O', () => {
    assert.deepEqual(findPhoneNumbers('On 2024-01-15 10:30 from 192.168.100.200, order 123-45, ref 1234567890123456789, GOOOOOOOOOOAL'), []);
  });
});

describe('cryptocurrency addresses', () => {
  it('accepts addresses whose checksums verify', () => {
    assert.ok(isBase58CheckAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'));
    assert.ok(isBase58CheckAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'));
    assert.ok(isBech32Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'));
    assert.ok(isBech32Address('abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx'), 'a bech32m vector');
    assert.ok(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'));
    assert.ok(isEthereumAddress('0x52908400098527886e0f7030069857d2e4169ee7'), 'one case carries no checksum');
  });

  it('rejects look-alikes whose checksums fail', () => {
    assert.ok(!isBase58CheckAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'));
    assert.ok(!isBech32Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz'));
    assert.ok(!isBech32Address('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwF5mdq'), 'mixed case');
    assert.ok(!isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'));
    assert.ok(!isEthereumAddress('0x0000000000000000000000000000000000000000'));
  });

  it('finds addresses in running text but not inside longer tokens', () => {
    assert.deepEqual(findCryptoAddresses('Send 0.1 BTC to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq today.'), ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']);
    assert.deepEqual(findCryptoAddresses('id=x1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 and https://x.example/0x52908400098527886e0f7030069857d2e4169ee7'), []);
  });
});

describe('device codes', () => {
  it('finds a code supplied for a device-login page', () => {
    assert.ok(suppliesDeviceCode('1. Go to https://microsoft.com/devicelogin\n2. Enter the code KQ7ZP4M2X and sign in'));
    assert.ok(suppliesDeviceCode('Bitte öffnen Sie https://www.microsoft.com/devicelogin und geben Sie folgenden Code ein: BXQ4-7LMT'));
    assert.ok(suppliesDeviceCode('Open github.com/login/device and type WDJB-MJHT'));
  });
  it("needs both the page and a code of the flow's shape", () => {
    // The screen shows the code; dates, phone numbers, lower-case words and other pages are no code.
    assert.equal(suppliesDeviceCode('Go to microsoft.com/devicelogin and type the code the screen shows.'), false);
    assert.equal(suppliesDeviceCode('See microsoft.com/devicelogin, ticket 2025-0418, call 0800-1234.'), false);
    assert.equal(suppliesDeviceCode('Enter the code KQ7ZP4M2X at example.com/devicelogin'), false);
    assert.equal(suppliesDeviceCode('Enter the code KQ7ZP4M2X at notmicrosoft.com/devicelogin'), false);
  });
  it('lists pages as lower-case host and path', () => {
    for (const page of DEVICE_LOGIN_PAGES) assert.match(page, /^[a-z0-9.-]+\.[a-z]+\/[a-z0-9/]+$/, page);
  });
});

describe('threads', () => {
  it('recognises reply and forward prefixes in several languages', () => {
    for (const subject of ['RE: invoice', 'Fwd: docs', 'RV: factura', 'ENC: boleto', 'AW: Rechnung', 'WG: Termin', 'TR: facture', '[list] Re[2]: hello']) {
      assert.ok(looksLikeReply(subject), subject);
    }
    for (const subject of ['Receipt for your order', 'Forward planning', 'Renewal']) assert.ok(!looksLikeReply(subject), subject);
  });

  it('tells a forward from a reply by its prefixes', () => {
    for (const subject of [
      'Fwd: docs',
      'FW: invoice',
      'RV: factura',
      'ENC: boleto',
      'WG: Termin',
      'TR: facture',
      'Doorst: factuur',
      'Re: Fwd: docs',
      '[ext] Fw: hello',
    ]) {
      assert.ok(looksLikeForward(subject), subject);
    }
    for (const subject of ['RE: invoice', 'AW: Rechnung', 'Re[2]: hello', 'Forward planning', 'Renewal: FW 2025', 'VS: kokous'])
      assert.ok(!looksLikeForward(subject), subject);
  });

  it('reads the letter of a bare forward: its quoted sender and the addresses it gives for itself', async () => {
    const message = (subject: string, body: string) =>
      parseMessage(
        new TextEncoder().encode(
          `From: Ana <ana@acme.example>\r\nTo: Security <security@acme.example>\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}`,
        ),
      );
    const header = 'De: HELEN MARSH\r\nEnviado: terça-feira, 8 de abril de 2025 10:12\r\nPara: Ana <ana@acme.example>\r\nAssunto: Restitution\r\n\r\n';
    const letter = 'You are eligible for restitution of USD 2,400,000.00.\r\nEmail: (claims.desk.hm@gmail.com)\r\nHelen Marsh';
    const bare = bareForward(await message('Fw: Restitution', `\r\n________________________________\r\n${header}${letter}`));
    assert.deepEqual(bare?.sender, { name: 'HELEN MARSH', address: '', domain: '' });
    // The forward's own people (the quoted To line, the forwarder) are not the letter's.
    assert.deepEqual(
      bare?.addresses.map((mailbox) => mailbox.address),
      ['claims.desk.hm@gmail.com'],
    );
    assert.equal(bare?.text.trim(), letter.replace(/\r/g, ''));
    const quoted = bareForward(
      await message(
        'Restitution',
        `---------- Forwarded message ---------\r\nFrom: Helen <h.marsh@claims-desk.example>\r\nDate: Tue, 8 Apr 2025\r\n\r\n${letter}`,
      ),
    );
    assert.equal(quoted?.sender.address, 'h.marsh@claims-desk.example');
    // Outlook's rule alone above the letter passes it on under any subject that does not answer it.
    assert.equal(bareForward(await message('Restitution', `\r\n________________________________\r\n${header}${letter}`))?.sender.name, 'HELEN MARSH');
    assert.equal(bareForward(await message('', `\r\n________________________________\r\n${header}${letter}`))?.sender.name, 'HELEN MARSH');
    assert.equal(bareForward(await message('RE: Restitution', `\r\n________________________________\r\n${header}${letter}`)), undefined);
    // Words of the forwarder's own, a reply, or no quoted header: no bare forward.
    assert.equal(bareForward(await message('Fw: Restitution', `FYI\r\n\r\n${header}${letter}`)), undefined);
    assert.equal(bareForward(await message('Fw: Restitution', `Is this real??\r\n________________________________\r\n${header}${letter}`)), undefined);
    assert.equal(bareForward(await message('RE: Restitution', `${header}${letter}`)), undefined);
    assert.equal(bareForward(await message('Fw: Restitution', letter)), undefined);
    // A letter listing more addresses than a sign-off has gives none of its own.
    const directory = ['a@gmail.com', 'b@gmail.com', 'c@gmail.com', 'd@gmail.com'].join('\r\n');
    assert.deepEqual(bareForward(await message('Fw: Committee', `${header}${directory}`))?.addresses, []);
  });

  it('recognises a quoted header block, but not a header dump', () => {
    assert.ok(quotesAMessage('See below\n\nFrom: Ana <ana@example.org>\nSent: Monday\nTo: Bo'));
    assert.ok(quotesAMessage('-----Mensaje original-----\nDe: Ana'));
    // French typography puts a no-break space before the colon.
    assert.ok(quotesAMessage('De\u00a0: Ana <ana@example.org>\nEnvoyé\u00a0: lundi 3 mars 2025 09:00'));
    assert.ok(!quotesAMessage('From: mailer-daemon@example.org\nDate: Mon, 1 Jan 2024'));
  });
});

describe('a quote asked about', () => {
  it('finds where the quote starts: a header block, a rule, a > line or a line opening with a quotation mark', () => {
    assert.equal(quoteStart('Look\n\n"Your toll is unpaid"'), 6);
    assert.equal(quoteStart('Look\n> Your toll is unpaid'), 5);
    assert.equal(quoteStart('Look\n-----Original Message-----\nFrom: a'), 5);
    assert.equal(quoteStart('No quote here, only "a word" inside a line.'), -1);
    // A message pasted in to show it: From and Subject indented together (one space left by format=flowed).
    assert.equal(quoteStart('It looks like this:\n\n From: Webmail <a@b.example>\n Subject: Verify now\n\n Dear user'), 21);
    assert.equal(quoteStart('Our office moved.\nFrom: Monday we open at 9.\nSubject: to change.'), -1);
  });

  it("finds where a mail client's quotation starts, and not at a line opening with a quotation mark", () => {
    assert.equal(mailQuoteStart('Look\n> Your toll is unpaid'), 5);
    assert.equal(mailQuoteStart('Is this real?\n\n---------- Forwarded message ---------\nFrom: a'), 15);
    assert.equal(mailQuoteStart('Thanks!\n\nFrom: Ana <ana@example.org>\nSent: Monday\nSubject: x'), 9);
    assert.equal(mailQuoteStart('Our readers wrote:\n"Best shop in town"\nSee you soon.'), -1);
  });

  it("gives the writer's own words when they ask whether the quote is a scam", () => {
    assert.equal(
      ownWordsAskingAboutQuote('is this legit??\nGot this text. Is it real or one of those scams?\n\n"You have an unpaid toll, pay now"'),
      'is this legit??\nGot this text. Is it real or one of those scams?\n\n',
    );
    assert.equal(ownWordsAskingAboutQuote('Hola, ¿esto es una estafa?\n> Su paquete está retenido'), 'Hola, ¿esto es una estafa?\n');
    // No question, no quote, or the question inside the quote: the whole text is the sender's.
    assert.equal(ownWordsAskingAboutQuote('Please pay the invoice below.\n> Invoice 12: 300 EUR'), undefined);
    assert.equal(ownWordsAskingAboutQuote('Is this a scam? You have an unpaid toll, pay now.'), undefined);
    assert.equal(ownWordsAskingAboutQuote('"Is this a scam?" people ask. It is not: pay your toll today.'), undefined);
  });

  it("finds Apple Mail's forward banner, which has no Sent line under it, in every covered language", () => {
    assert.equal(quoteStart('FYI\n\nBegin forwarded message:\n\nFrom: A <a@example.org>\nSubject: x\nDate: 1 May 2025'), 5);
    for (const banner of [
      'Inicio del mensaje reenviado:',
      'Início da mensagem reencaminhada:',
      'Anfang der weitergeleiteten Nachricht:',
      'Début du message réexpédié :',
      'Begin doorgestuurd bericht:',
    ]) {
      assert.equal(quoteStart(`Hm?\n${banner}\nFrom: a`), 4, banner);
    }
  });

  it('reads questions and warnings about the quote in the six languages', () => {
    const asked = [
      'FYI got this, looks fake.',
      'I think this is phishing, I did not click it.',
      'This looks off to me. Is it safe to delete?',
      'Could you check if this is legit?',
      '¿Es de verdad lo de Hacienda? No me fío.',
      'Creo que es phishing, no he pinchado en nada.',
      'É verdade isto, filha?',
      'Acho que é golpe.',
      'Ist das echt? Sieht nach Phishing aus.',
      'Ich glaube, das ist Phishing.',
      "C'est une arnaque ?",
      "Je pense que c'est du phishing.",
      'Is dit echt? Lijkt me phishing.',
      'Kun je checken of dit echt is?',
      // An IT desk or a bank warning about the lure it quotes.
      'These messages are NOT from the University. A typical example reads:',
      'PHISHING ALERT: fake voicemail emails',
      'The Service Desk will never ask you for your password by email.',
      'Desde ayer recibimos una campaña de correos fraudulentos. El mensaje tiene este aspecto:',
      'Recebemos relatos de emails falsos. Nunca pedimos a sua senha.',
      'Derzeit kursieren Phishing-Mails im Namen der IT.',
      'Ce message ne vient pas de nous : ne cliquez pas.',
      'Er gaat een phishingmail rond. Wij vragen nooit per e-mail om uw wachtwoord.',
    ];
    for (const words of asked) assert.equal(ownWordsAskingAboutQuote(`${words}\n> Your parcel is on hold`), `${words}\n`, words);
    // Ordinary notes above a forward ask nothing of the kind: "please check" alone is what a
    // forged forward asking for a payment says.
    for (const words of [
      'Please check and pay today.',
      'FYI, see below.',
      'Kannst du das bitte prüfen?',
      'Pouvez-vous vérifier ?',
      'Es de verdad importante.',
    ]) {
      assert.equal(ownWordsAskingAboutQuote(`${words}\n> Invoice 12: 300 EUR`), undefined, words);
    }
  });

  it('gives that reading only to a person writing from a mailbox of their own', async () => {
    const body =
      'Is this legit? I did not click it.\r\n\r\n---------- Forwarded message ---------\r\nFrom: Microsoft <alerts@m365-reset.example>\r\nDate: Mon, 3 Mar 2025\r\n\r\nYour password expires today.';
    const model = (from: string, headers = '') =>
      parseMessage(
        new TextEncoder().encode(
          `From: ${from}\r\nTo: Bob <bob@pinecrestbuilders.com>\r\nSubject: Fwd: Password expiry\r\n${headers}Content-Type: text/plain; charset=utf-8\r\n\r\n${body}`,
        ),
      );
    const person = await model('Ana Ruiz <ana.ruiz@gmail.com>');
    assert.ok(writtenByPerson(person));
    // The subject is the forwarded message's: only the body's own words are the writer's.
    assert.deepEqual(personAsksAboutQuote(person), { words: 'Is this legit? I did not click it.\n\n', subject: '' });
    for (const [from, headers] of [
      ['Ana Ruiz <ana@helpdesk-notice.top>', ''],
      ['Ana Ruiz <ana@pinecrestbuiders.com>', ''],
      ['Microsoft Support <ana.ruiz@gmail.com>', ''],
      ['Ana Ruiz <xkqvbzrtwp@acme.example>', ''],
      ['Ana Ruiz <ana@news.acme.example>', 'List-Unsubscribe: <https://news.acme.example/u>\r\n'],
      ['IT Service Desk <servicedesk@acme.example>', 'List-Id: <abc123.list-id.mcsv.net>\r\nList-Unsubscribe: <https://acme.us1.list-manage.com/u>\r\n'],
    ] as const) {
      const kit = await model(from, headers);
      assert.ok(!writtenByPerson(kit), from);
      assert.equal(personAsksAboutQuote(kit), undefined, from);
    }
    // An organisation's own announce list (List-Id under its domain) is still its own voice.
    const announce = await model(
      'IT Service Desk <servicedesk@acme.example>',
      'List-Id: IT announcements <it-announce.lists.acme.example>\r\nList-Unsubscribe: <https://lists.acme.example/u>\r\nPrecedence: list\r\n',
    );
    assert.ok(writtenByPerson(announce));
  });
});

describe('bulk-mail header knowledge', () => {
  it('is lower case and free of duplicates', () => {
    for (const list of [LIST_HEADERS, BULK_PRECEDENCE, ESP_HEADER_NAMES, ESP_HEADER_PREFIXES]) {
      assert.equal(new Set(list).size, list.length);
      for (const entry of list) assert.match(entry, /^[a-z][a-z0-9-]*$/);
    }
    for (const prefix of ESP_HEADER_PREFIXES) assert.ok(prefix.startsWith('x-') && prefix.endsWith('-'), prefix);
  });
});

describe('written links', () => {
  it('takes the links and addresses a client writes out as text away from the words', () => {
    assert.equal(
      withoutWrittenLinks('See <https://x.example/a> and [https://x.example/b.png] or mail <mailto:a@x.example>.').split(/\s+/).filter(Boolean).join(' '),
      'See and or mail',
    );
    assert.equal(withoutWrittenLinks('Dear<b>friend</b>, call us'), 'Dear friend , call us');
  });
  it('reads a long run of non-blanks in linear time', { timeout: 20_000 }, () => {
    assert.equal(withoutWrittenLinks('A'.repeat(1_000_000)).length, 1_000_000);
    assert.equal(withoutWrittenLinks('<'.repeat(500_000)).length, 500_000);
  });
});

describe('quoted header blocks on hostile text', () => {
  // Complexity, not speed: a quadratic pattern needs minutes on these inputs, a linear one
  // milliseconds; the generous timeout only keeps a regression from hanging the suite.
  const hostile = ['\n'.repeat(200_000), ' \n'.repeat(100_000), `From:${' '.repeat(200_000)}x`, `From:${'*'.repeat(200_000)}`, 'From: a\n'.repeat(25_000)];
  it('finds no quoted block in blank lines, blanks or stars, in linear time', { timeout: 20_000 }, () => {
    for (const text of hostile) assert.equal(quotesAMessage(text), false);
  });
  it('reads reply and forward prefixes and banners on a page of blanks or dashes in linear time', { timeout: 20_000 }, () => {
    for (const prefix of ['', 'fw', 'Re[2]', '[ext] re:']) {
      assert.equal(looksLikeReply(`${prefix}${' '.repeat(200_000)}x`), prefix === '[ext] re:');
      assert.equal(looksLikeForward(`${prefix}${' '.repeat(200_000)}x`), false);
    }
    assert.equal(quotesAMessage('-'.repeat(200_000)), false);
    assert.equal(quotesAMessage(`--${' '.repeat(200_000)}--`), false);
  });
  it('finds no quote start, and no question above one, in linear time', { timeout: 20_000 }, () => {
    for (const text of [...hostile, '-'.repeat(200_000), ' '.repeat(200_000)]) assert.equal(ownWordsAskingAboutQuote(`is this a scam?${text}`), undefined);
    assert.equal(quoteStart(`Hm?\n${'-'.repeat(200_000)} Original Message --`), 4);
    assert.equal(quoteStart(`Hm?\n${' '.repeat(200_000)}Begin forwarded message`), -1);
  });
  it('finds no forwarded sender there either', { timeout: 20_000 }, async () => {
    for (const text of hostile) {
      const model = await parseMessage(new TextEncoder().encode(`From: a@example.org\r\nSubject: Fw: x\r\nContent-Type: text/plain\r\n\r\n${text}`));
      assert.equal(forwardedSender(model), undefined);
      assert.equal(bareForward(model), undefined);
    }
  });
  it('reads a bare forward under a page of blanks, rules or addresses in linear time', { timeout: 20_000 }, async () => {
    const header = 'From: Ana\nSent: Monday\n\n';
    for (const [above, below] of [
      [' '.repeat(19_000), 'x'],
      ['-'.repeat(19_000), 'x'],
      [' \n'.repeat(9_000), 'x'],
      ['', 'a@b.example '.repeat(1_500)],
    ]) {
      const model = await parseMessage(
        new TextEncoder().encode(`From: a@example.org\r\nSubject: Fw: x\r\nContent-Type: text/plain\r\n\r\n${above}${header}${below}`),
      );
      assert.ok((bareForward(model)?.addresses.length ?? 0) <= 1);
    }
  });
  it('reads the people of a thread of nothing but header blocks or attribution openings in linear time', { timeout: 20_000 }, async () => {
    const crowded = [
      'From: a@example.org\nSent: x\n'.repeat(10_000),
      `On ${'x'.repeat(200_000)}`,
      'On a\n'.repeat(50_000),
      `On x ${'a@b '.repeat(50_000)}wrote:`,
    ];
    for (const text of [...hostile, ...crowded]) {
      const model = await parseMessage(new TextEncoder().encode(`From: a@example.org\r\nSubject: Re: x\r\nContent-Type: text/plain\r\n\r\n${text}`));
      assert.ok(threadDomains(model).length <= 1);
    }
  });
});
