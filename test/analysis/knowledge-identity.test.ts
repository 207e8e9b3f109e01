import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BRANDS, NEAR_MISS_WORDS, SERVICE_WORDS } from '../../src/analysis/knowledge/brands.ts';
import { BRAND_WEBMAIL_DOMAINS, isDisposableDomain, isFreemailDomain, OWN_LISTED_DOMAINS } from '../../src/analysis/knowledge/freemail.ts';
import { getPublicSuffix } from 'tldts';
import { RESOLD_ZONES, SUSPICIOUS_TLDS, hasSuspiciousTld, resoldZoneOf } from '../../src/analysis/knowledge/tlds.ts';
import { ESP_BOUNCE_DOMAINS, isEspBounceDomain } from '../../src/analysis/knowledge/esp.ts';
import { MASS_MAILER_FRAGMENTS, NUMERIC_MAILER, RETIRED_CLIENTS } from '../../src/analysis/knowledge/mailers.ts';
import { foldText } from '../../src/analysis/identity/fold.ts';
import { brandOfDomain, registrableDomain } from '../../src/analysis/identity/domains.ts';
import { relayingNoticeOf } from '../../src/analysis/identity/relayed.ts';
import { RELAYING_NOTICES } from '../../src/analysis/knowledge/relaying-platforms.ts';
import { ACCESS_WORDS, BANK_ACCESS_WORDS, NOTICE_PAYMENT_WORDS, NOTICE_WORDS, PAYOUT_WORDS } from '../../src/analysis/knowledge/access-words.ts';
import { APPLE_FORWARD_BANNERS, FORWARD_PREFIXES, FORWARDED_BANNERS, ORIGINAL_BANNERS, REPLY_PREFIXES } from '../../src/analysis/knowledge/thread-markers.ts';

function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    assert.ok(!seen.has(value), `${what}: ${value} listed twice`);
    seen.add(value);
  }
}

describe('brand list', () => {
  it('has unique keys, lower-case snake-free keys and at least one name and domain each', () => {
    assertUnique(
      BRANDS.map((brand) => brand.key),
      'brand keys',
    );
    for (const brand of BRANDS) {
      assert.match(brand.key, /^[a-z0-9]+$/, brand.key);
      assert.ok(brand.names.length + (brand.weakNames?.length ?? 0) > 0, brand.key);
      assert.ok(brand.domains.length > 0, brand.key);
    }
  });

  it('lists registrable domains, lower case, each owned by one brand', () => {
    const all = BRANDS.flatMap((brand) => [...brand.domains, ...(brand.tenantDomains ?? [])]);
    assertUnique(all, 'brand domains');
    for (const domain of all) {
      assert.equal(domain, domain.toLowerCase(), domain);
      assert.equal(registrableDomain(domain), domain, `${domain} is not a registrable domain`);
    }
  });

  it('lists sending hosts only under the brand’s own tenant domains, each once', () => {
    const hosts = BRANDS.flatMap((brand) => brand.sendingHosts ?? []);
    assertUnique(hosts, 'sending hosts');
    for (const brand of BRANDS) {
      for (const host of brand.sendingHosts ?? []) {
        assert.equal(host, host.toLowerCase(), host);
        assert.ok(
          (brand.tenantDomains ?? []).some((domain) => host.endsWith(`.${domain}`)),
          `${host} is not under a tenant domain of ${brand.key}`,
        );
      }
    }
  });

  it('lists report mailboxes as lower-case local parts, each of one brand', () => {
    const locals = BRANDS.flatMap((brand) => brand.reportMailboxes ?? []);
    assertUnique(locals, 'report mailboxes');
    for (const local of locals) assert.match(local, /^[a-z0-9._-]+$/, local);
  });

  it('writes names folded (no accents, lower case) and unique per brand list', () => {
    const names = BRANDS.flatMap((brand) => [...brand.names, ...(brand.weakNames ?? [])]);
    assertUnique(names, 'brand names');
    for (const name of names) assert.equal(foldText(name), name, name);
  });

  it('keeps domain tokens lower-case ASCII, unique, and infix tokens six characters or longer or holding a digit (1drv: no word holds one)', () => {
    const whole = BRANDS.flatMap((brand) => brand.tokens);
    const infix = BRANDS.flatMap((brand) => brand.infixTokens ?? []);
    assertUnique([...whole, ...infix], 'tokens');
    for (const token of [...whole, ...infix]) assert.match(token, /^[a-z0-9]+$/, token);
    for (const token of infix) assert.ok(token.length >= 6 || (/\d/.test(token) && token.length >= 4), token);
  });

  it('names the required markets (global tech, parcels, banks, tax authorities, crypto)', () => {
    const keys = new Set(BRANDS.map((brand) => brand.key));
    for (const key of [
      'microsoft',
      'google',
      'apple',
      'paypal',
      'docusign',
      'dhl',
      'correos',
      'ctt',
      'correios',
      'santander',
      'itau',
      'banorte',
      'chase',
      'aeat',
      'atportugal',
      'receitafederal',
      'irs',
      'hmrc',
      'coinbase',
      'meta',
    ]) {
      assert.ok(keys.has(key), key);
    }
  });

  it('names the wider markets (retail, telecoms, European and Latin American banks, governments, carriers)', () => {
    const keys = new Set(BRANDS.map((brand) => brand.key));
    for (const key of [
      'costco',
      'walmart',
      'lidl',
      'zalando',
      'mercadolibre',
      'temu',
      'att',
      'telekom',
      'orange',
      'sparkasse',
      'bnpparibas',
      'rabobank',
      'bancolombia',
      'westernunion',
      'digid',
      'impots',
      'govbr',
      'gls',
      'laposte',
      'estafeta',
      'ripple',
    ]) {
      assert.ok(keys.has(key), key);
    }
  });

  it('anchors member-domain patterns and keeps them off public suffixes', () => {
    for (const brand of BRANDS) {
      for (const pattern of brand.memberDomains ?? []) {
        assert.ok(pattern.source.endsWith('$'), `${brand.key}: ${pattern.source}`);
        for (const suffix of ['de', 'fr', 'gov.br', 'com']) assert.ok(!pattern.test(suffix), `${brand.key} matches ${suffix}`);
      }
    }
  });

  it('keeps service and near-miss words folded and unique', () => {
    assertUnique(SERVICE_WORDS, 'service words');
    assertUnique(NEAR_MISS_WORDS, 'near misses');
    for (const word of [...SERVICE_WORDS, ...NEAR_MISS_WORDS]) assert.equal(foldText(word), word);
  });
});

describe('free-mail list', () => {
  it('holds unique, lower-case registrable domains of its own', () => {
    assertUnique(OWN_LISTED_DOMAINS, 'free-mail');
    for (const domain of OWN_LISTED_DOMAINS) assert.equal(registrableDomain(domain), domain, domain);
  });

  it('reads the packages: free mailboxes and temporary-mail services far beyond its own list', () => {
    for (const domain of ['pobox.com', 'eircom.net', 'fastmail.fm', 'seznam.cz', 'naver.com', 'rediffmail.com']) assert.ok(isFreemailDomain(domain), domain);
    for (const domain of ['10minutemail.net', 'mailinator.com', 'guerrillamail.info', 'yopmail.com']) assert.ok(isDisposableDomain(domain), domain);
  });

  it('keeps companies that send their own mail from a domain the package calls free-mail out', () => {
    for (const domain of ['facebook.com', 'bt.com', 'alibaba.com', 'telenet.be', 'example.com']) assert.ok(!isFreemailDomain(domain), domain);
    // The webmail brands it keeps deliberately are their providers' mailboxes.
    for (const domain of BRAND_WEBMAIL_DOMAINS) assert.ok(isFreemailDomain(domain) && brandOfDomain(domain) !== undefined, domain);
  });

  it('tells disposable hosts by the host or a parent, never by a public suffix or a provider', () => {
    assert.ok(isDisposableDomain('Mailinator.com'));
    assert.ok(isDisposableDomain('x.mailinator.com'));
    assert.ok(isDisposableDomain('temp-mail.io'));
    for (const domain of ['gmail.com', 'com', 'dynv6.net', 'example.org', 'outlook.es', 'posteo.de']) assert.ok(!isDisposableDomain(domain), domain);
  });

  it('answers for the big providers and not for companies', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'hotmail.es', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'gmx.de', 'proton.me'])
      assert.ok(isFreemailDomain(domain), domain);
    for (const domain of ['paypal.com', 'example.org', 'google.com']) assert.ok(!isFreemailDomain(domain), domain);
  });

  it('answers for the German, French, Italian, Portuguese, Dutch and Belgian mailboxes, not for telecoms that bill from the same domain', () => {
    for (const domain of [
      'mail.de',
      'posteo.de',
      'mailbox.org',
      'web.de',
      'gmx.ch',
      'neuf.fr',
      'alice.it',
      'iol.pt',
      'hetnet.nl',
      'home.nl',
      'skynet.be',
      'hotmail.nl',
    ]) {
      assert.ok(isFreemailDomain(domain), domain);
    }
    for (const domain of ['ziggo.nl', 'telenet.be']) assert.ok(!isFreemailDomain(domain), domain);
  });

  it('answers for the temporary-mail services, whose addresses expire in minutes', () => {
    for (const domain of ['mailinator.com', 'yopmail.fr', 'guerrillamail.net', 'tempr.email', 'generator.email', '1secmail.com', 'uorak.com', 'maildrop.cc']) {
      assert.ok(isFreemailDomain(domain), domain);
    }
  });
});

describe('abused TLD list', () => {
  it('holds unique lower-case TLD labels', () => {
    assertUnique(SUSPICIOUS_TLDS, 'TLDs');
    for (const tld of SUSPICIOUS_TLDS) assert.match(tld, /^[a-z]{2,}$/, tld);
  });

  it('leaves the ordinary generic and market TLDs out', () => {
    for (const tld of ['com', 'org', 'net', 'es', 'pt', 'br', 'mx', 'uk', 'de', 'io', 'edu', 'gov']) assert.ok(!SUSPICIOUS_TLDS.includes(tld), tld);
  });

  it('checks the last label only', () => {
    assert.ok(hasSuspiciousTld('login-update.xyz'));
    assert.ok(hasSuspiciousTld('a.b.TK'));
    assert.ok(!hasSuspiciousTld('xyz.com'));
    assert.ok(!hasSuspiciousTld('localhost'));
  });

  it('lists resold zones that the Public Suffix List’s private section names, and counts the names under them', () => {
    assertUnique(RESOLD_ZONES, 'resold zones');
    for (const zone of RESOLD_ZONES) {
      assert.equal(getPublicSuffix(`x.${zone}`, { allowPrivateDomains: true }), zone, zone);
      assert.equal(registrableDomain(zone), zone, zone);
    }
    assert.equal(resoldZoneOf('abo.dticket-aboservice.de.com'), 'de.com');
    assert.ok(hasSuspiciousTld('dticket-aboservice.de.com'));
    assert.ok(hasSuspiciousTld('login.paypal.US.com'));
    // The zone's own site is its registry's, and se.com is Schneider Electric's.
    for (const domain of ['de.com', 'www.se.com', 'se.com', 'example.com.br', 'bit.com']) assert.ok(!hasSuspiciousTld(domain), domain);
  });
});

describe('sending-service list', () => {
  it('holds unique, lower-case registrable domains, none of them free-mail', () => {
    assertUnique(ESP_BOUNCE_DOMAINS, 'ESP domains');
    for (const domain of ESP_BOUNCE_DOMAINS) {
      assert.equal(registrableDomain(domain), domain, domain);
      assert.ok(!isFreemailDomain(domain), domain);
    }
    assert.ok(isEspBounceDomain('sendgrid.net'));
    assert.ok(!isEspBounceDomain('example.org'));
  });
});

describe('mailer fingerprints', () => {
  it('keeps kit fragments lower case, unique and long enough not to match ordinary clients', () => {
    assertUnique(MASS_MAILER_FRAGMENTS, 'mailer fragments');
    for (const fragment of MASS_MAILER_FRAGMENTS) {
      assert.equal(fragment, fragment.toLowerCase());
      assert.ok(fragment.length >= 6, fragment);
    }
    for (const client of [
      'apple mail (2.3445)',
      'microsoft outlook 16.0',
      'mozilla thunderbird',
      'phpmailer 6.8.0 (https://github.com/phpmailer/phpmailer)',
      'iphone mail (20b101)',
    ]) {
      assert.ok(!MASS_MAILER_FRAGMENTS.some((fragment) => client.includes(fragment)), client);
    }
  });

  it('dates retired clients after their end of life, and reads numeric mailers', () => {
    for (const client of RETIRED_CLIENTS) assert.ok(client.forgedFrom >= 2007 && client.forgedFrom <= new Date().getUTCFullYear(), String(client.pattern));
    assert.ok(NUMERIC_MAILER.test('2'));
    assert.ok(!NUMERIC_MAILER.test('Mutt/2.2'));
  });
});

describe('platform notices that carry a customer’s words', () => {
  it('name a listed brand whose own domain sends them, and say how to tell them from the platform’s own mail', () => {
    for (const notice of RELAYING_NOTICES) {
      for (const domain of notice.domains) assert.equal(brandOfDomain(domain)?.key, notice.platform, domain);
      assert.ok(notice.sender !== undefined || (notice.subjects?.length ?? 0) > 0, `${notice.domains[0]}: a sender mailbox or subjects`);
    }
  });

  it('match their example and not their counter (one of the platform’s own notices)', () => {
    for (const notice of RELAYING_NOTICES) {
      assert.equal(relayingNoticeOf(notice.example.from, notice.example.subject)?.slot, notice.slot, notice.example.subject);
      assert.equal(relayingNoticeOf(notice.counter.from, notice.counter.subject), undefined, notice.counter.subject);
    }
  });

  it('hold only on the platform’s own domain and its sub-domains', () => {
    assert.equal(relayingNoticeOf('drive-shares-noreply@google.com', 'Shared with you')?.slot, 'share');
    assert.equal(relayingNoticeOf('service@paypal-invoices.example', 'Invoice from Harbour Supplies'), undefined);
    assert.equal(relayingNoticeOf('comments-noreply@notdocs.google.com.example', 'Ana mentioned you'), undefined);
  });

  it("hold on the platform's country domains and translated subjects", () => {
    assert.equal(relayingNoticeOf('service@paypal.de', 'Anna Weber hat Ihnen eine Zahlungsaufforderung über 20,00 € gesendet')?.slot, 'money request');
    assert.equal(relayingNoticeOf('service@paypal.es', 'Soporte Tecnico sent you a request for €489.00 EUR')?.slot, 'money request');
    assert.equal(relayingNoticeOf('service@paypal.fr', "Vous avez reçu une demande d'argent de Luc")?.slot, 'money request');
    assert.equal(relayingNoticeOf('service@paypal.de', 'Ihre Zahlung an Zalando'), undefined);
  });
});

describe('access words', () => {
  it('are single pieces of a host label: look-alikes are compared piece by piece between hyphens', () => {
    for (const words of [ACCESS_WORDS, BANK_ACCESS_WORDS, NOTICE_WORDS, NOTICE_PAYMENT_WORDS, PAYOUT_WORDS]) {
      for (const word of words) assert.match(word, /^[a-z0-9]+$/, word);
    }
  });
});

describe('thread markers', () => {
  // content/thread.ts and identity/forwarded.ts join the entries into patterns as they are.
  it('are lower case, listed once, and hold no character a pattern reads as syntax', () => {
    const all = [...REPLY_PREFIXES, ...FORWARD_PREFIXES, ...FORWARDED_BANNERS, ...APPLE_FORWARD_BANNERS, ...ORIGINAL_BANNERS];
    assertUnique(all, 'thread markers');
    for (const marker of all) {
      assert.equal(marker, marker.toLowerCase(), marker);
      assert.match(marker, /^[\p{L}' ]+$/u, marker);
    }
  });
});
