// One tokenisation of the body HTML serves the links area and the content area's reading
// (content/message-reading.ts, text/html-parse.ts parseHtmlFor): each must get what its own
// function gives alone, in either order, and a reader that throws must fail alone.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bodyHtmlLinks, readMessage } from '../../src/analysis/content/message-reading.ts';
import { readHtml } from '../../src/analysis/content/visible-text.ts';
import { offlineContext } from '../../src/analysis/facts/derived.ts';
import { extractHtmlLinks, htmlLinksReader } from '../../src/analysis/links/html-links.ts';
import { parseHtmlFor, type HtmlReader } from '../../src/analysis/text/html-parse.ts';
import { CONTENT_THRESHOLDS } from '../../src/analysis/content/thresholds.ts';
import { parseMessage } from '../../src/message/parse.ts';

const HTML = [
  '<html><head><title>Notice</title><style>.x{display:none}</style></head><body>',
  '<p>Your <b>mail</b>box is full. <a href="https://example.test/login?a=1&amp;b=2">Sign <i>in</i></a></p>',
  '<div class="x">hidden words</div><!-- a comment --><img src="https://cdn.example.test/logo.png" width="200">',
  '<form action="https://collect.example.test/"><input type="password"></form>',
  `${'<div>'.repeat(1_200)}<a href="https://deep.example.test/">deep</a>`,
].join('');

async function messageWith(html: string) {
  const raw = [
    'From: a@example.test',
    'To: b@example.test',
    'Subject: Notice',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '',
  ].join('\r\n');
  return parseMessage(new TextEncoder().encode(raw));
}

describe('one HTML pass for links and reading', () => {
  it('gives each reader what its own function gives', () => {
    const [reading, links] = parseHtmlFor(HTML, { handler: {}, finish: () => 'none' }, htmlLinksReader(HTML.length));
    assert.deepEqual(reading, { ok: true, value: 'none' });
    assert.deepEqual(links, { ok: true, value: extractHtmlLinks(HTML) });
    assert.equal(extractHtmlLinks(HTML).truncated, true);
  });

  it('fails a throwing reader alone, with its own error', () => {
    const thrown = new Error('reader broke');
    const broken: HtmlReader<string> = {
      handler: {
        onopentag(name) {
          if (name === 'form') throw thrown;
        },
      },
      finish: () => 'never',
    };
    const [first, second] = parseHtmlFor(HTML, broken, htmlLinksReader(HTML.length));
    assert.deepEqual(first, { ok: false, error: thrown });
    assert.deepEqual(second, { ok: true, value: extractHtmlLinks(HTML) });
  });

  it('answers the links first and the reading next as each alone', async () => {
    const model = await messageWith(HTML);
    const context = offlineContext(model);
    assert.deepEqual(bodyHtmlLinks(model, context), extractHtmlLinks(model.html));
    // The links' pass made the reading too: the message's derived values hold it.
    assert.ok(context.derived.peek(model, 'bodyHtml')?.reading.ok);
    const reading = readMessage(model, context);
    assert.deepEqual(reading.html, readHtml(model.html, { maxTextChars: CONTENT_THRESHOLDS.maxTextChars }));
    assert.match(reading.visible, /Your mailbox is full/);
  });

  it('answers the reading first and the links next as each alone', async () => {
    const model = await messageWith(HTML);
    const context = offlineContext(model);
    assert.deepEqual(readMessage(model, context).html, readHtml(model.html, { maxTextChars: CONTENT_THRESHOLDS.maxTextChars }));
    assert.deepEqual(bodyHtmlLinks(model, context), extractHtmlLinks(model.html));
  });
});
