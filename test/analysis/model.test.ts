import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { classScores, softmax } from '../../src/analysis/model/classifier.ts';
import { offlineContext } from '../../src/analysis/facts/derived.ts';
import { extractFeatures, symbolTokens } from '../../src/analysis/model/features.ts';
import fc from 'fast-check';
import { bucketOf, fnv1a32 } from '../../src/analysis/model/hash.ts';
import { readModelFile } from '../../src/analysis/model/layer.ts';
import { decodeModel, encodeModel, FEATURE_SET_VERSION, type LearnedModel, ModelFileError } from '../../src/analysis/model/model-file.ts';
import { vectorize } from '../../src/analysis/model/vector.ts';
import { runModel } from '../../src/cli/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { trainAveragedLogistic, trainLogistic } from '../../src/model-training/logistic.ts';
import { chooseTemperature, trainNaiveBayes } from '../../src/model-training/naive-bayes.ts';
import { smoothQuantile, stratifiedFolds, thresholdFor, tierThreshold } from '../../src/model-training/evaluate.ts';
import { train } from '../../src/model-training/train.ts';
import { extractExample } from '../../src/model-training/extract.ts';
import { newestDate } from '../../src/model-training/card.ts';

const encoder = new TextEncoder();

function message(headers: readonly string[], body: string): Uint8Array {
  return encoder.encode([...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\r\n'));
}

async function features(bytes: Uint8Array, signals: readonly string[] = []): Promise<Map<string, number>> {
  const model = await parseMessage(bytes);
  return extractFeatures(model, offlineContext(model), signals as never);
}

describe('symbolTokens', () => {
  it('gives the tokens the pattern cuts that hold a digit or a symbol, in order', () => {
    const defined = (text: string): string[] =>
      [...text.matchAll(/[^\s<>()[\]{}"',;:]{4,20}/gu)].map(([token]) => token).filter((token) => /[\d@$!|*_.]/.test(token));
    const units = fc.constantFrom(...'ab9.@$ <(:,"\u00a0\u2003é', 'xxxxxxxxxx', 'p4ssw0rd', '\ud83d\ude00');
    const text = fc.oneof(
      fc.array(units, { maxLength: 80 }).map((parts) => parts.join('')),
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, (sample) => assert.deepEqual([...symbolTokens(sample)], defined(sample))),
      { numRuns: 3000 },
    );
    assert.deepEqual([...symbolTokens(`${'x'.repeat(25)}1 ${'y'.repeat(21)}2 v!agra`)], [`${'x'.repeat(5)}1`, 'v!agra']);
  });
});

describe('learned layer: hashing', () => {
  it('is 32-bit FNV-1a', () => {
    assert.equal(fnv1a32(''), 0x811c9dc5);
    assert.equal(fnv1a32('a'), 0xe40c292c);
    assert.equal(fnv1a32('foobar'), 0xbf9cf968);
  });

  it('puts every name in one of the buckets', () => {
    for (const name of ['w:invoice', 's:sign', 'sig:link_ip_host', 'ü']) {
      const bucket = bucketOf(name, 1 << 10);
      assert.ok(bucket >= 0 && bucket < 1 << 10);
      assert.equal(bucket, bucketOf(name, 1 << 10));
    }
  });
});

describe('learned layer: vectors', () => {
  it('log-scales counts, sorts buckets and has unit length', () => {
    const vector = vectorize(
      new Map([
        ['w:a', 1],
        ['w:b', 10],
        ['w:c', 3],
      ]),
      1 << 16,
    );
    assert.deepEqual(
      [...vector.indices],
      [...vector.indices].sort((a, b) => a - b),
    );
    const norm = Math.sqrt([...vector.values].reduce((sum, value) => sum + value * value, 0));
    assert.ok(Math.abs(norm - 1) < 1e-6);
    const byName = (name: string): number => vector.values[[...vector.indices].indexOf(bucketOf(name, 1 << 16))]!;
    assert.ok(Math.abs(byName('w:b') / byName('w:a') - (1 + Math.log(10))) < 1e-5);
  });

  it('gives an empty message an empty vector', () => {
    const vector = vectorize(new Map(), 1 << 8);
    assert.equal(vector.indices.length, 0);
  });
});

describe('learned layer: features', () => {
  const base = [
    'From: Ana Ruiz <ana@example.org>',
    'To: Bo <bo@example.net>',
    'Subject: Lunch on Friday',
    'Date: Mon, 3 Mar 2025 10:00:00 +0000',
    'Message-ID: <1@example.org>',
  ];

  it('reads words, subject words and header facts, and no word pairs', async () => {
    const found = await features(message(base, 'Shall we meet at noon? Visit https://cafe.example.com/menu/today for the menu.'));
    assert.ok(found.has('w:shall'));
    assert.ok(found.has('w:meet') && ![...found.keys()].some((name) => name.startsWith('b:')));
    assert.ok(found.has('s:lunch'));
    assert.ok(found.has('fn:ana'));
    assert.ok(found.has('h:message_id_author_domain'));
    // A link written out is read as a link, not as words.
    assert.ok(!found.has('w:https'));
  });

  it('reads the end of a long text too: filler put before the words does not hide them', async () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(4_000);
    const found = await features(message(base, `${filler}\nPlease confirm your mailbox password before midnight.`));
    assert.ok(found.has('w:lorem'), 'the beginning is read');
    assert.ok(found.has('w:password') && found.has('w:mailbox'), 'and so is the end, past 100 KB of filler');
  });

  it("reads the words a sender quotes apart from the sender's own", async () => {
    const found = await features(
      message(
        base,
        'Is this real? It looks odd to me.\n\n---------- Forwarded message ---------\nFrom: Parcel <info@parcel.example>\nYour parcel is held, pay the fee.',
      ),
    );
    assert.ok(found.has('w:real') && found.has('w:odd'), 'own words');
    assert.ok(found.has('q:parcel') && found.has('q:fee'), 'quoted words');
    assert.ok(!found.has('w:fee') && !found.has('q:odd'));
  });

  it('reads character n-grams of disguised words only', async () => {
    const found = await features(message(base, 'Verify your p4ssw0rd now. Normal words stay words.'));
    assert.ok(found.has('c:p4s') && found.has('c:^p4'));
    assert.ok(!found.has('c:p4ss') && !found.has('c:^p4ss'), 'trigrams only');
    assert.ok(found.has('c:disguised'));
    assert.ok(![...found.keys()].some((name) => name.startsWith('c:nor')));
  });

  it("reads a domain's top-level label, digits and hyphens, not its length or the www label", async () => {
    // Link features read the links the engine's analysis collected, as training does.
    const example = await extractExample(message(base, 'See https://www.secure-login-portal.net/x and https://shop.example.org/y'));
    assert.equal(example.kind, 'example');
    const found = new Map(example.kind === 'example' ? example.features : []);
    assert.ok(found.has('ur:hyphens:2') && found.has('ur:tld:net'));
    assert.ok(![...found.keys()].some((name) => /^(ur|hf):(len|entropy|hyphens:0)/.test(name)));
    assert.ok(found.has('uh:shop') && !found.has('uh:www'));
  });

  it('ignores trace and transport headers, and the auth_ codes', async () => {
    const plain = await features(message(base, 'See you there.'), ['content_urgency_threat']);
    const traced = await features(
      message(
        [
          'Received: from mx.example.org (mx.example.org [192.0.2.1]) by mx.example.net',
          'Return-Path: <bounce-123@mailer.example.com>',
          'X-Originating-IP: [198.51.100.7]',
          'Delivered-To: bo@example.net',
          'Authentication-Results: mx.example.net; dkim=pass header.d=example.org; spf=pass',
          'ARC-Seal: i=1; a=rsa-sha256; cv=none; d=example.net; s=arc; b=abc',
          'DKIM-Signature: v=1; a=rsa-sha256; d=example.org; s=s1; h=from; bh=abc; b=def',
          'Received-SPF: pass',
          ...base,
        ],
        'See you there.',
      ),
      ['content_urgency_threat', 'auth_dkim_missing', 'auth_spf_fail', 'coverage_auth_unverified', 'sender_return_path_mismatch', 'structure_received_anomaly'],
    );
    assert.deepEqual([...traced].sort(), [...plain].sort());
    assert.ok(plain.has('sig:content_urgency_threat'));
  });

  it('reads blank fields, placeholders and undeliverable addresses as absent, in any class', async () => {
    const absent = await features(message(['Subject: Your payment', 'Date: Mon, 3 Mar 2025 10:00:00 +0000'], 'Send the fee to claim the funds.'), [
      'structure_missing_headers',
      'structure_undisclosed_recipients',
    ]);
    const scrubbed = await features(
      message(
        ['From:[removed]', 'To:[removed]', 'Reply-To:[removed]', 'Message-ID: <[removed]>', 'Subject: Your payment', 'Date: Mon, 3 Mar 2025 10:00:00 +0000'],
        'Send the fee [removed] to claim the funds.',
      ),
      ['structure_missing_headers', 'structure_undisclosed_recipients', 'sender_identifier_random'],
    );
    assert.deepEqual([...scrubbed].sort(), [...absent].sort());
    // An address that cannot be delivered (no dot in its domain) reads as absent; an address
    // written in the text is no word, whatever collection rewrote it.
    const undeliverable = await features(
      message(['From: someone@nowhere', 'Subject: Hello'], 'Hello there, write to clerk@archive.example or someone@nowhere.'),
    );
    const names = [...undeliverable.keys()].join(' ');
    assert.doesNotMatch(names, /h:from|hf:|fn:|w:clerk|w:archive|w:nowhere|w:someone/);
    assert.ok(undeliverable.has('w:hello'));
  });

  it('is deterministic', async () => {
    const bytes = message(base, 'Your account is suspended. Sign in at http://secure-login.example.top/verify to restore it.');
    const first = await features(bytes, ['content_credential_request']);
    const second = await features(bytes, ['content_credential_request']);
    assert.deepEqual([...first], [...second]);
  });
});

describe('learned layer: classifier maths', () => {
  // Two classes, three buckets: bucket 0 says class 0, bucket 1 says class 1, bucket 2 both.
  const vectors = [
    { indices: Int32Array.from([0, 2]), values: Float32Array.from([0.8, 0.6]) },
    { indices: Int32Array.from([0]), values: Float32Array.from([1]) },
    { indices: Int32Array.from([1, 2]), values: Float32Array.from([0.8, 0.6]) },
    { indices: Int32Array.from([1]), values: Float32Array.from([1]) },
  ];
  const labels = [0, 0, 1, 1];

  it('scores a vector as bias plus weights times values, and softmax sums to one', () => {
    const model = { dims: 4, classes: ['a', 'b'], weights: Float32Array.from([1, -1, -1, 1, 0.5, 0.5, 0, 0]), bias: Float32Array.from([0.1, -0.1]) };
    const scores = classScores(model, vectors[0]!);
    assert.ok(Math.abs(scores[0]! - (0.1 + 0.8 * 1 + 0.6 * 0.5)) < 1e-6);
    assert.ok(Math.abs(scores[1]! - (-0.1 - 0.8 + 0.6 * 0.5)) < 1e-6);
    const probabilities = softmax(Float64Array.from([1000, 1000]));
    assert.deepEqual([...probabilities], [0.5, 0.5]);
  });

  it('logistic regression learns the hand-made problem, the same way twice', () => {
    const options = { dims: 4, classes: ['a', 'b'], epochs: 30, learningRate: 0.5, l2: 1e-4, seed: 7 };
    const model = trainLogistic(vectors, labels, options);
    vectors.forEach((vector, n) => {
      const p = softmax(classScores(model, vector));
      assert.ok(p[labels[n]!]! > 0.8, `example ${n}: ${p[labels[n]!]}`);
    });
    assert.deepEqual([...trainLogistic(vectors, labels, options).weights], [...model.weights]);
    // The shared bucket does not lean either way.
    assert.ok(Math.abs(model.weights[2 * 2]! - model.weights[2 * 2 + 1]!) < Math.abs(model.weights[0]! - model.weights[1]!));
  });

  it('averaged logistic regression is the mean of the runs in their shuffle orders', () => {
    const options = { dims: 4, classes: ['a', 'b'], epochs: 30, learningRate: 0.5, l2: 1e-4, seed: 7 };
    const averaged = trainAveragedLogistic(vectors, labels, options, 2);
    const first = trainLogistic(vectors, labels, options);
    const second = trainLogistic(vectors, labels, { ...options, seed: 7 + 7919 });
    averaged.weights.forEach((weight, i) => assert.ok(Math.abs(weight - (first.weights[i]! + second.weights[i]!) / 2) < 1e-6));
    averaged.bias.forEach((value, c) => assert.ok(Math.abs(value - (first.bias[c]! + second.bias[c]!) / 2) < 1e-6));
    assert.notDeepEqual([...first.weights], [...second.weights], 'the orders differ');
    assert.deepEqual([...trainAveragedLogistic(vectors, labels, options, 2).weights], [...averaged.weights]);
  });

  it('naive Bayes learns it too, and its temperature is chosen by held-out loss', () => {
    const model = trainNaiveBayes(vectors, labels, 4, ['a', 'b'], 0.01);
    const raw = vectors.map((vector) => classScores(model, vector));
    raw.forEach((scores, n) => assert.ok(scores[labels[n]!]! > scores[1 - labels[n]!]!));
    const temperature = chooseTemperature(raw, labels);
    assert.ok(temperature > 0 && temperature < 1, `sharper than raw: ${temperature}`);
  });

  it('folds are stratified and seeded; thresholds let the given share of legitimate through', () => {
    const many = [...Array(20).fill(0), ...Array(10).fill(1)];
    const folds = stratifiedFolds(many, 5, 3);
    for (let fold = 0; fold < 5; fold++) {
      assert.equal(many.filter((label, n) => label === 0 && folds[n] === fold).length, 4);
      assert.equal(many.filter((label, n) => label === 1 && folds[n] === fold).length, 2);
    }
    assert.deepEqual([...stratifiedFolds(many, 5, 3)], [...folds]);
    const legitimate = Array.from({ length: 1000 }, (_, i) => i / 1000);
    const threshold = thresholdFor(legitimate, 0.005, 0.5);
    const through = legitimate.filter((p) => p >= threshold).length;
    assert.ok(through >= 4 && through <= 6, String(through));
    assert.equal(thresholdFor([0.01, 0.02], 0.005, 0.5), 0.5);
    // A small hard source is not drowned by a large easy one: about 5% of it passes.
    const easy = Array.from({ length: 2000 }, () => 0.001);
    const hard = Array.from({ length: 50 }, (_, i) => i / 50);
    const tier = tierThreshold(
      new Map([
        ['ham/easy', easy],
        ['ham/hard', hard],
      ]),
      0.005,
      0.05,
      0.5,
    );
    assert.ok(hard.filter((p) => p >= tier).length <= 3, String(tier));
    assert.ok(thresholdFor([...easy, ...hard], 0.005, 0.5) < tier);
    assert.equal(tierThreshold(new Map([['ham/tiny', [0.9, 0.95]]]), 0.5, 0.05, 0.5), thresholdFor([0.9, 0.95], 0.5, 0.5));
  });

  it('a threshold is a smoothed quantile: one message crossing a cliff barely moves it', () => {
    assert.equal(smoothQuantile([1, 2, 3, 4, 5, 6, 7, 8, 9], 0.5), 5);
    assert.equal(smoothQuantile([3, 1, 2], 0.5), 2);
    assert.equal(smoothQuantile([], 0.5), 0);
    // 250 legitimate messages; 12 or 13 of them score high, the rest far lower. The 13th highest
    // alone would jump from 0.3 to 0.8 between the two; the smoothed 5% point moves little.
    const cliff = (high: number) => Array.from({ length: 250 }, (_, i) => (i < high ? 0.8 : 0.3));
    const twelve = thresholdFor(cliff(12), 0.05, 0);
    const thirteen = thresholdFor(cliff(13), 0.05, 0);
    assert.ok(thirteen > twelve && thirteen - twelve < 0.1, `${twelve} → ${thirteen}`);
  });
});

describe('learned layer: the model file', () => {
  const model: LearnedModel = {
    dims: 8,
    classes: ['phishing', 'fraud', 'spam', 'legitimate'],
    weights: Float32Array.from({ length: 32 }, (_, i) => (i % 5 === 0 ? 0 : (i - 16) / 8)),
    bias: Float32Array.from([0.5, -0.25, 0, 1]),
    thresholds: [
      { threshold: 0.6, strong: 0.9 },
      { threshold: 0.55, strong: 0.95 },
      { threshold: 0.7, strong: 0.99 },
      { threshold: 2, strong: 2 },
    ],
    featureSetVersion: FEATURE_SET_VERSION,
  };

  it('round-trips, each weight within half a 16-bit step of its class', () => {
    const decoded = decodeModel(encodeModel(model));
    assert.deepEqual(decoded.classes, model.classes);
    const step = (c: number) => Math.max(...[...model.weights].filter((_, i) => i % 4 === c).map(Math.abs)) / 32767;
    model.weights.forEach((weight, i) => assert.ok(Math.abs(decoded.weights[i]! - weight) <= step(i % 4) / 2 + 1e-9, `weight ${i}`));
    assert.deepEqual([...decoded.bias], [...model.bias]);
    assert.equal(decoded.dims, 8);
    assert.ok(Math.abs(decoded.thresholds[1]!.strong - 0.95) < 1e-6);
  });

  it('still reads format 1, sparse rows of 32-bit weights', () => {
    const names = model.classes.map((name) => Buffer.from(name, 'utf8'));
    const rows = [...Array(model.dims).keys()].filter((j) => [0, 1, 2, 3].some((c) => model.weights[j * 4 + c] !== 0));
    const head = Buffer.alloc(17);
    head.write('CNTLMODL', 0, 'latin1');
    head.writeUInt16LE(1, 8);
    head.writeUInt16LE(FEATURE_SET_VERSION, 10);
    head.writeUInt32LE(model.dims, 12);
    head.writeUInt8(4, 16);
    const parts: Buffer[] = [head];
    names.forEach((name, c) => {
      const entry = Buffer.alloc(1 + name.length + 8);
      entry.writeUInt8(name.length, 0);
      name.copy(entry, 1);
      entry.writeFloatLE(model.thresholds[c]!.threshold, 1 + name.length);
      entry.writeFloatLE(model.thresholds[c]!.strong, 5 + name.length);
      parts.push(entry);
    });
    const table = Buffer.alloc(16 + 4 + rows.length * 20);
    model.bias.forEach((bias, c) => table.writeFloatLE(bias, c * 4));
    table.writeUInt32LE(rows.length, 16);
    rows.forEach((j, r) => {
      table.writeUInt32LE(j, 20 + r * 20);
      for (let c = 0; c < 4; c++) table.writeFloatLE(model.weights[j * 4 + c]!, 24 + r * 20 + c * 4);
    });
    parts.push(table);
    const body = Buffer.concat(parts);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32LE(crc32(body));
    const decoded = decodeModel(Buffer.concat([body, checksum]));
    assert.deepEqual([...decoded.weights], [...model.weights]);
    assert.deepEqual(decoded.classes, model.classes);
  });

  it('refuses corrupt, truncated, foreign and wrong-version files with one line', () => {
    const bytes = encodeModel(model);
    const corrupt = Uint8Array.from(bytes);
    corrupt[40]! ^= 0xff;
    const withVersion = (at: number, version: number): Uint8Array => {
      const copy = Buffer.from(bytes);
      copy.writeUInt16LE(version, at);
      copy.writeUInt32LE(crc32(copy.subarray(0, copy.length - 4)), copy.length - 4);
      return copy;
    };
    const cases: [Uint8Array, RegExp][] = [
      [corrupt, /corrupt \(checksum/],
      [bytes.subarray(0, 30), /corrupt \(checksum|truncated/],
      [encoder.encode('hello, not a model at all'), /bad magic/],
      [withVersion(8, 99), /format version 99/],
      [withVersion(10, FEATURE_SET_VERSION + 1), /retrain/],
    ];
    for (const [input, expected] of cases) {
      assert.throws(
        () => decodeModel(input),
        (error: unknown) => error instanceof ModelFileError && expected.test(error.message) && !error.message.includes('\n'),
      );
    }
  });

  it('names a missing file', () => {
    assert.throws(() => readModelFile('/nonexistent/centinela.model'), /no model file at \/nonexistent/);
  });
});

describe('learned layer: training, the command and the engine', () => {
  let dir: string;
  const spamWords = ['cheap', 'pills', 'casino', 'bonus', 'winner', 'viagra', 'discount', 'offer', 'free', 'money'];
  const hamWords = ['meeting', 'agenda', 'minutes', 'project', 'review', 'schedule', 'draft', 'report', 'team', 'notes'];

  function write(label: string, source: string, n: number, words: readonly string[], offset: number): void {
    const folder = join(dir, 'data', label, source);
    mkdirSync(folder, { recursive: true });
    const text = Array.from({ length: 30 }, (_, i) => words[(i * 7 + n * 3 + offset) % words.length]).join(' ');
    writeFileSync(
      join(folder, `${n}.eml`),
      message(
        [
          `From: Sender ${n} <s${n}@${label}${n}.example.com>`,
          `To: <you@example.net>`,
          `Subject: ${words[n % words.length]} ${words[(n + 3) % words.length]}`,
          `Date: Tue, ${n + 1} Apr 2025 09:00:00 +0000`,
          `Message-ID: <${n}@${label}.example.com>`,
        ],
        text,
      ),
    );
  }

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'centinela-model-'));
    for (let n = 0; n < 12; n++) {
      write('spam', 'made-up', n, spamWords, 0);
      write('ham', 'made-up', n, hamWords, 1);
    }
    mkdirSync(join(dir, 'data', 'fixture', 'anything'), { recursive: true });
    writeFileSync(join(dir, 'data', 'fixture', 'anything', 'x.eml'), 'not read');
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('trains twice to the same bytes and card', async () => {
    const options = { dataDirs: [join(dir, 'data')], seed: 3, folds: 3, dims: 1 << 12, log: () => {} };
    const first = await train(options);
    const second = await train(options);
    assert.deepEqual(Buffer.from(second.model), Buffer.from(first.model));
    assert.equal(second.card, first.card);
    assert.match(first.card, /Date \(newest training message[^)]*\): 2025-04-12/);
    assert.match(first.card, /\| spam \| made-up \| 12 \|/);
    const decoded = decodeModel(first.model);
    assert.deepEqual(decoded.classes, ['phishing', 'fraud', 'spam', 'legitimate']);
  });

  it('dates the card by the newest believable training message', () => {
    const day = 86_400_000;
    const dates = Array.from({ length: 400 }, (_, i) => Date.UTC(2024, 0, 1) + i * day);
    assert.equal(newestDate(dates), '2025-02-03');
    assert.equal(newestDate([...dates, Date.UTC(2037, 0, 1)]), '2025-02-03');
    assert.equal(newestDate([]), 'unknown');
  });

  it('the command refuses measure-only sources with one line', async () => {
    const out: string[] = [];
    const io = { stdout: { write: (text: string) => out.push(text) }, stderr: { write: (text: string) => out.push(text) }, env: {} } as never;
    assert.equal(await runModel(['train', '--data', join(dir, 'data'), '--out', join(dir, 'x.model'), '--source', 'phishing_pot'], io), 2);
    assert.match(out.join(''), /^centinela model: refusing to train on phishing_pot: its licence allows measuring only; see "centinela model --help"\n$/);
    mkdirSync(join(dir, 'measured', 'ham', 'usrp-users-list'), { recursive: true });
    writeFileSync(join(dir, 'measured', 'ham', 'usrp-users-list', '1.eml'), message(['From: a@b.example', 'Subject: x'], 'y'));
    out.length = 0;
    assert.equal(await runModel(['train', '--data', join(dir, 'measured'), '--out', join(dir, 'x.model')], io), 2);
    assert.match(out.join(''), /refusing to train on usrp-users-list/);
  });

  it('the command writes the model and its card; the engine emits the codes with it', async () => {
    const out: string[] = [];
    const io = { stdout: { write: (text: string) => out.push(text) }, stderr: { write: (text: string) => out.push(text) }, env: {} } as never;
    const modelPath = join(dir, 'model', 'tiny.model');
    const oofPath = join(dir, 'model', 'oof.jsonl');
    assert.equal(
      await runModel(['train', '--data', join(dir, 'data'), '--out', modelPath, '--folds', '3', '--seed', '5', '--oof', oofPath], io),
      0,
      out.join(''),
    );
    assert.match(out.join(''), /logistic regression, out of fold/);
    assert.match(readFileSync(join(dir, 'model', 'MODEL_CARD.md'), 'utf8'), /# Centinela model card/);
    // One line per trained message, in bench:quality's --json shape, so bench:policy can read it.
    const rows = readFileSync(oofPath, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; label: string; outcome: string; verdict: string; signals: string[] });
    assert.ok(
      rows.length > 0 &&
        rows.every((row) => row.outcome === 'analysis' && typeof row.verdict === 'string' && Array.isArray(row.signals) && row.file.endsWith('.eml')),
    );
    assert.ok(rows.some((row) => row.label === 'spam') && rows.some((row) => row.label === 'ham'));

    const spammy = message(
      [
        'From: Promo <promo@deals.example.com>',
        'To: <you@example.net>',
        'Subject: casino bonus winner',
        'Date: Tue, 1 Apr 2025 09:00:00 +0000',
        'Message-ID: <x@deals.example.com>',
      ],
      'cheap pills casino bonus winner free money discount offer',
    );
    const hammy = message(
      [
        'From: Lee <lee@work.example.com>',
        'To: <you@example.net>',
        'Subject: meeting agenda',
        'Date: Tue, 1 Apr 2025 09:00:00 +0000',
        'Message-ID: <y@work.example.com>',
      ],
      'meeting agenda minutes project review schedule draft report team notes',
    );
    const options = { budgetMs: 10_000, dns: 'off', model: modelPath };
    assert.ok((await analyzeBytes(spammy, options)).signalCodes.includes('content_spam_wording'));
    assert.ok(!(await analyzeBytes(hammy, options)).signalCodes.some((code) => code.endsWith('_wording')));
    assert.ok(!(await analyzeBytes(spammy, { ...options, model: 'off' })).signalCodes.includes('content_spam_wording'));
  });
});
