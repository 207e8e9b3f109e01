// Property: whatever is done to a valid message, parsing ends in a MessageModel within the
// limits or in a contract rejection, never in another throw.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import type { MessageModel, MimePart } from '../../src/message/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { isMessageRejection } from '../../src/message/rejection.ts';
import { concat, entity, multipartBody, TOP } from './mime.ts';
import type { Entity } from './mime.ts';

const leaf: fc.Arbitrary<Entity> = fc.oneof(
  fc.string({ maxLength: 40 }).map((text) => ({ headers: ['Content-Type: text/plain; charset=utf-8'], body: text })),
  fc.string({ maxLength: 40 }).map((html) => ({ headers: ['Content-Type: text/html'], body: `<p>${html}</p>` })),
  fc.uint8Array({ maxLength: 60 }).map((data) => ({
    headers: ['Content-Type: application/octet-stream; name="f.bin"', 'Content-Transfer-Encoding: base64'],
    body: Buffer.from(data).toString('base64'),
  })),
  fc.string({ maxLength: 40 }).map((text) => ({
    headers: ['Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: quoted-printable'],
    body: text.replace(/=/g, '=3D'),
  })),
);

// Every generated multipart gets a boundary of its own (a counter, so shrinking cannot make two equal).
let boundarySerial = 0;

const { tree } = fc.letrec<{ tree: Entity; multipart: Entity }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('multipart')),
  multipart: fc.tuple(fc.constantFrom('mixed', 'alternative', 'related'), fc.array(tie('tree'), { minLength: 1, maxLength: 4 })).map(([subtype, parts]) => {
    const boundary = `=_b${boundarySerial++}`;
    return { headers: [`Content-Type: multipart/${subtype}; boundary="${boundary}"`], body: multipartBody(boundary, parts) };
  }),
}));

const message: fc.Arbitrary<Uint8Array> = fc.tuple(tree, fc.constantFrom('\r\n', '\n')).map(([root, eol]) => entity([...TOP, ...root.headers], root.body, eol));

const deepNesting: fc.Arbitrary<Uint8Array> = fc.tuple(leaf, fc.integer({ min: 0, max: 40 })).map(([inner, depth]) => {
  let part = inner;
  for (let level = 0; level < depth; level++) {
    const boundary = `d${level}`;
    part = { headers: [`Content-Type: multipart/mixed; boundary="${boundary}"`], body: multipartBody(boundary, [part]) };
  }
  return entity([...TOP, ...part.headers], part.body);
});

type Mutation = (bytes: Uint8Array) => Uint8Array;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map(
    (at): Mutation =>
      (bytes) =>
        bytes.subarray(0, Math.floor(bytes.length * at)),
  ),
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([seed, junk]): Mutation => (bytes) => {
    // damage a boundary delimiter: the n-th `--` becomes junk
    const text = Buffer.from(bytes).toString('latin1');
    const positions = [...text.matchAll(/\n--/g)].map((match) => match.index + 1);
    if (positions.length === 0) return bytes;
    const at = positions[seed % positions.length]!;
    return concat([bytes.subarray(0, at), junk, bytes.subarray(at + 2)]);
  }),
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([seed, junk]): Mutation => (bytes) => {
    // random bytes inside the top-level header section
    const end = Math.max(1, Buffer.from(bytes).indexOf('\n\n') === -1 ? bytes.indexOf(0x0a) : Buffer.from(bytes).indexOf('\n\n'));
    const at = seed % end;
    return concat([bytes.subarray(0, at), junk, bytes.subarray(at)]);
  }),
  fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 10 }).map((flips): Mutation => (bytes) => {
    const copy = Uint8Array.from(bytes);
    for (const [position, value] of flips) if (copy.length > 0) copy[position % copy.length] = value;
    return copy;
  }),
);

function checkPart(part: MimePart, seen: { count: number; maxDepth: number }): void {
  seen.count++;
  seen.maxDepth = Math.max(seen.maxDepth, part.depth);
  assert.ok(part.contentType.includes('/'));
  assert.ok(part.content() instanceof Uint8Array);
  for (const child of part.children) checkPart(child, seen);
}

function checkModel(model: MessageModel): void {
  const limits = CONTRACT_LIMITS.structural;
  const { metrics } = model;
  assert.ok(metrics.headerBlockBytes <= limits.header_block_bytes);
  assert.ok(metrics.headerCount <= limits.header_count);
  assert.ok(metrics.partCount <= limits.mime_parts);
  assert.ok(metrics.maxDepth <= limits.mime_depth);
  assert.ok(metrics.attachmentCount <= limits.attachments);
  assert.ok(metrics.decodedBytes <= limits.decoded_bytes);
  const seen = { count: 0, maxDepth: 0 };
  checkPart(model.root, seen);
  assert.ok(seen.count <= metrics.partCount);
  assert.equal(typeof model.text, 'string');
  assert.equal(typeof model.html, 'string');
}

async function modelOrRejection(bytes: Uint8Array): Promise<void> {
  try {
    checkModel(await parseMessage(bytes));
  } catch (error) {
    if (error instanceof assert.AssertionError) throw error;
    assert.ok(isMessageRejection(error), `not a contract rejection: ${String((error as Error)?.stack ?? error)}`);
  }
}

describe('property: any damage ends in a model or a contract rejection', () => {
  it('valid generated messages parse to a model without structural anomalies', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (bytes) => {
        const model = await parseMessage(bytes);
        checkModel(model);
        for (const anomaly of ['unterminated_boundary', 'reused_boundary', 'bad_base64', 'mime_parse_failed'] as const) {
          assert.equal(model.anomalies.has(anomaly), false, anomaly);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('mutated messages (truncation, boundary damage, header bytes, byte flips)', async () => {
    await fc.assert(
      fc.asyncProperty(message, fc.array(mutation, { minLength: 1, maxLength: 3 }), async (bytes, mutations) => {
        await modelOrRejection(mutations.reduce((current, mutate) => mutate(current), bytes));
      }),
      { numRuns: 400 },
    );
  });

  it('deep nesting, intact or mutated', async () => {
    await fc.assert(
      fc.asyncProperty(deepNesting, fc.option(mutation), async (bytes, mutate) => {
        await modelOrRejection(mutate === null ? bytes : mutate(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('arbitrary bytes after a valid header line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (tail) => {
        await modelOrRejection(concat(['From: a@b.c\r\n', tail]));
      }),
      { numRuns: 300 },
    );
  });
});
