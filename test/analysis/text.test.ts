import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';

import { htmlToText } from '../../src/analysis/text/html-text.ts';
import { overlapCoefficient, wordSet } from '../../src/analysis/text/words.ts';
import { hasNumericDateTime, parseDateTime } from '../../src/analysis/mail/date-time.ts';
import { withoutBlocks } from '../../src/analysis/text/delimited.ts';
import { MAX_OPEN_ELEMENTS, parseHtml } from '../../src/analysis/text/html-parse.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('withoutBlocks', () => {
  it('replaces each closed block by a space, and treats an unclosed one as asked', () => {
    assert.equal(withoutBlocks('a/*x*/b/*y*/c', '/*', '*/', 'to-end'), 'a b c');
    assert.equal(withoutBlocks('a/*x*/b/*never closed', '/*', '*/', 'to-end'), 'a b ');
    assert.equal(withoutBlocks('a[x]b[never closed', '[', ']', 'text'), 'a b[never closed');
    assert.equal(withoutBlocks('plain', '[', ']', 'text'), 'plain');
  });
});

describe('parseHtml', () => {
  const trace = (html: string): { events: string[]; exact: boolean } => {
    const events: string[] = [];
    const exact = parseHtml(html, {
      onopentag: (name) => events.push(`<${name}>`),
      onclosetag: (name) => events.push(`</${name}>`),
      ontext: (text) => events.push(text),
    });
    return { events, exact };
  };

  it('passes ordinary documents through exactly, implied and void closings included', () => {
    assert.deepEqual(trace('<p>a<br>b<p>c</p>'), { events: ['<p>', 'a', '<br>', '</br>', 'b', '</p>', '<p>', 'c', '</p>'], exact: true });
  });

  it('reads on past a nesting deeper than its bound, each tag once, and says the reading is approximate', () => {
    const depth = MAX_OPEN_ELEMENTS * 3 + 7;
    const { events, exact } = trace(`${'<div>'.repeat(depth)}<a href="x">after</a><img src="y">`);
    assert.equal(exact, false);
    assert.equal(events.filter((event) => event === '<div>').length, depth);
    const afterDivs = events.lastIndexOf('<div>') + 1;
    assert.deepEqual(events.slice(afterDivs, afterDivs + 5), ['<a>', 'after', '</a>', '<img>', '</img>']);
  });
});

describe('htmlToText', () => {
  it('cuts the source at the bound', () => {
    const html = '<p>Dear <b>reader</b>,</p><p>please sign in</p>';
    assert.equal(htmlToText(html, 20).replace(/\s+/g, ' ').trim(), 'Dear reader');
    assert.equal(htmlToText(html, 1_000), htmlToText(html));
  });

  it('keeps visible text and drops tags, comments, doctype, scripts and styles', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title><style>p { color: red }</style></head>' +
      '<body><!-- hidden note --><p>Hello <b>dear</b> reader</p><script>var x = "<p>no</p>";</script><div>Bye</div></body></html>';
    assert.equal(squash(htmlToText(html)), 'Hello dear reader Bye');
  });

  it('joins inline tags and separates block tags', () => {
    assert.equal(squash(htmlToText('<p>Pay<span>Pal</span></p><p>next</p>')), 'PayPal next');
  });

  it('decodes common and numeric entities', () => {
    assert.equal(squash(htmlToText('caf&eacute; &amp; t&#233; &#x41;&nbsp;B &unknown;')), 'café & té A B &unknown;');
  });

  it('decodes every HTML entity, and an invisible one inside a word gives nothing', () => {
    assert.equal(htmlToText('Pa&ZeroWidthSpace;yPal'), 'PayPal');
    assert.equal(htmlToText('Amaz&zwnj;on &ndash; sign&shy;in &NotNestedGreaterGreater; &rarr; &hearts; &Omega;'), 'Amazon – signin ⪢̸ → ♥ Ω');
    // Legacy names without `;` are decoded as browsers do; unknown names stay as written.
    assert.equal(htmlToText('AT&T &copy2025 &ampx &notin; &notit; &bogus;'), 'AT&T ©2025 &x ∉ ¬it; &bogus;');
  });

  it('keeps tag positions right after characters whose lower case is longer', () => {
    assert.equal(squash(htmlToText('İİİİ<script>hidden</script>İstanbul <b>visible</b>')), 'İİİİ İstanbul visible');
  });

  it('keeps a lone "<" that starts no tag', () => {
    assert.equal(squash(htmlToText('1 < 2 and 3 > 2')), '1 < 2 and 3 > 2');
  });

  it('stops at the character bound and at unterminated markup', () => {
    assert.equal(htmlToText('abcdef', 3), 'abc');
    assert.equal(squash(htmlToText('text <!-- never closed')), 'text');
    assert.equal(squash(htmlToText('text <script>never closed')), 'text');
    assert.equal(squash(htmlToText('text <p never closed')), 'text');
  });

  it('leaves plain text alone and recovers text wrapped in tags, on arbitrary input', () => {
    const plain = fc.string({ maxLength: 200 }).filter((text) => !text.includes('<') && !text.includes('&'));
    fc.assert(
      fc.property(plain, fc.constantFrom('p', 'b', 'div', 'span', 'td'), (text, tag) => {
        assert.equal(htmlToText(text), text);
        assert.equal(squash(htmlToText(`<${tag} class="x">${text}</${tag}>`)), squash(text));
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (html) => typeof htmlToText(html) === 'string'));
  });
});

describe('wordSet and overlapCoefficient', () => {
  it('normalises case and compatibility forms, and skips short and numeric tokens', () => {
    assert.deepEqual([...wordSet('The FULL ｗｉｄｔｈ of it, 2025 and v2')].sort(), ['and', 'full', 'the', 'width'].sort());
  });

  it('measures how much of the smaller set the larger one holds', () => {
    const small = wordSet('budget review friday');
    const large = wordSet('the budget review moves to friday afternoon');
    assert.equal(overlapCoefficient(small, large), 1);
    assert.equal(overlapCoefficient(small, wordSet('parcel customs payment')), 0);
    assert.equal(overlapCoefficient(new Set(), large), 1);
  });

  it('caps the number of distinct words', () => {
    assert.equal(wordSet('alpha beta gamma delta', 2).size, 2);
  });

  it('gives on ASCII text the words of its Unicode definition (NFKC, lower case, letters and digits)', () => {
    const defined = (text: string): string[] => {
      const words = new Set<string>();
      for (const [word] of text
        .normalize('NFKC')
        .toLowerCase()
        .matchAll(/[\p{L}\p{N}]+/gu))
        if (word.length >= 3 && /\p{L}/u.test(word)) words.add(word);
      return [...words];
    };
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: fc.constantFrom(...'aZ9 é-.\n\u00a0ﬁ'), maxLength: 300 }),
    );
    fc.assert(fc.property(text, (sample) => assert.deepEqual([...wordSet(sample)], defined(sample))));
  });
});

describe('parseDateTime', () => {
  const utc = (iso: string) => Date.parse(iso);

  it('reads RFC 5322 date-times with zones, comments and obsolete forms', () => {
    assert.equal(parseDateTime('Tue, 4 Mar 2025 11:14:55 +0100'), utc('2025-03-04T10:14:55Z'));
    assert.equal(parseDateTime(' 4 Mar 2025 11:14 -0000 (UTC)'), utc('2025-03-04T11:14:00Z'));
    assert.equal(parseDateTime('Wed, 11 Sep 02 22:22:04 EDT'), utc('2002-09-12T02:22:04Z'));
    assert.equal(parseDateTime('Mon, 19 Aug 2002 11:05:46 +0100 (IST)'), utc('2002-08-19T10:05:46Z'));
  });

  it('reads the asctime and ISO forms', () => {
    assert.equal(parseDateTime('Tue Mar  4 09:59:58 2025'), utc('2025-03-04T09:59:58Z'));
    assert.equal(parseDateTime('2025-03-04 09:59:57.258036245 +0000 UTC'), utc('2025-03-04T09:59:57Z'));
    assert.equal(parseDateTime('2015-10-29 11:38:32.817089-04:00'), utc('2015-10-29T15:38:32Z'));
  });

  it('refuses what is not a date-time', () => {
    assert.equal(parseDateTime('sometime yesterday'), undefined);
    assert.equal(parseDateTime('32 Mar 2025 10:00:00'), undefined);
    assert.equal(parseDateTime('4 Mar 2025 25:00:00'), undefined);
    assert.equal(parseDateTime(''), undefined);
  });

  it('recognises numeric dates it cannot order', () => {
    assert.equal(hasNumericDateTime('22/08/2002 10:25:57'), true);
    assert.equal(hasNumericDateTime('id 22/08'), false);
  });
});
