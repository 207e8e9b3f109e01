import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { compilePhrases } from '../../src/analysis/content/lexicon.ts';
import { foldForMatching } from '../../src/analysis/content/normalize.ts';
import { DOCUMENT_LINK_WORDS } from '../../src/analysis/knowledge/document-words.ts';
import { FREE_HOSTING, FREE_HOSTING_SOURCES } from '../../src/analysis/knowledge/free-hosting.ts';
import { isMeetingHost } from '../../src/analysis/links/hosting.ts';
import { IMAGE_SHARING_DOMAINS, IMAGE_SHARING_SOURCES } from '../../src/analysis/knowledge/image-hosts.ts';
import { MEETING_HOST_SOURCES, MEETING_HOSTS } from '../../src/analysis/knowledge/meeting-hosts.ts';
import { MAILBOX_SCOPES, MAILBOX_SCOPE_SOURCES } from '../../src/analysis/knowledge/mailbox-scopes.ts';
import { OPEN_REDIRECTS, OPEN_REDIRECT_SOURCES } from '../../src/analysis/knowledge/open-redirects.ts';
import { OPAQUE_CLICK_TRACKERS, REDIRECTOR_SOURCES, TRACKING_REDIRECTS } from '../../src/analysis/knowledge/redirectors.ts';
import type { RedirectRule } from '../../src/analysis/knowledge/redirectors.ts';
import { SHORTENER_DOMAINS, SHORTENER_SOURCES } from '../../src/analysis/knowledge/shorteners.ts';
import { SECURITY_WRAPPERS, WRAPPER_SOURCES } from '../../src/analysis/knowledge/wrappers.ts';
import { isKnownTld } from '../../src/analysis/links/tld.ts';

/** A lower-case ASCII host name whose last label is a delegated TLD. */
function assertHost(host: string, where: string): void {
  assert.match(host, /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, `${where}: ${host}`);
  assert.ok(isKnownTld(host.slice(host.lastIndexOf('.') + 1)), `${where}: ${host} has no delegated TLD`);
}

function assertUnique(values: readonly string[], where: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    assert.ok(!seen.has(value), `${where}: ${value} listed twice`);
    seen.add(value);
  }
}

describe('link knowledge', () => {
  it('names its sources', () => {
    for (const sources of [
      SHORTENER_SOURCES,
      FREE_HOSTING_SOURCES,
      IMAGE_SHARING_SOURCES,
      MEETING_HOST_SOURCES,
      REDIRECTOR_SOURCES,
      OPEN_REDIRECT_SOURCES,
      WRAPPER_SOURCES,
      MAILBOX_SCOPE_SOURCES,
    ]) {
      assert.ok(sources.length > 20);
    }
  });

  it('lists mailbox scopes in lower case, none a sign-in, profile, calendar or file scope', () => {
    for (const scope of MAILBOX_SCOPES) assert.equal(scope, scope.toLowerCase(), scope);
    for (const scope of [
      'openid',
      'email',
      'profile',
      'offline_access',
      'user.read',
      'calendars.read',
      'files.read',
      'https://www.googleapis.com/auth/calendar',
      'https://www.googleapis.com/auth/drive',
    ])
      assert.ok(!MAILBOX_SCOPES.has(scope), scope);
    for (const scope of ['https://mail.google.com/', 'mail.readwrite', 'https://outlook.office.com/imap.accessasuser.all'])
      assert.ok(MAILBOX_SCOPES.has(scope), scope);
  });

  it('lists image-sharing sites as unique lower-case domains, none a mailing service or a file share', () => {
    assertUnique(IMAGE_SHARING_DOMAINS, 'image sharing');
    for (const domain of IMAGE_SHARING_DOMAINS) assertHost(domain, 'image sharing');
    for (const service of ['mcusercontent.com', 'googleusercontent.com', 'cloudfront.net', 'dropbox.com'])
      assert.ok(!IMAGE_SHARING_DOMAINS.includes(service), service);
  });

  it('lists meeting and calendar services as unique lower-case hosts, none a file share, a form or free hosting', () => {
    assertUnique(MEETING_HOSTS, 'meeting hosts');
    for (const host of MEETING_HOSTS) assertHost(host, 'meeting hosts');
    // Whole platforms where anyone publishes a page are not meeting services, only their meeting hosts are.
    for (const open of ['google.com', 'microsoft.com', 'sharepoint.com', 'dropbox.com', 'forms.office.com', 'docs.google.com', 'vercel.app'])
      assert.ok(!MEETING_HOSTS.includes(open), open);
    assert.ok(
      isMeetingHost('us06web.zoom.us') && isMeetingHost('teams.microsoft.com') && !isMeetingHost('zoom.us.example.com') && !isMeetingHost('forms.office.com'),
    );
  });

  it('lists shorteners as unique lower-case domains', () => {
    assert.ok(SHORTENER_DOMAINS.length >= 40);
    assertUnique(SHORTENER_DOMAINS, 'shorteners');
    for (const domain of SHORTENER_DOMAINS) assertHost(domain, 'shorteners');
    // A brand's own short domain always lands on the brand: not a shortener here.
    for (const own of ['youtu.be', 'amzn.to', 'fb.me']) assert.ok(!SHORTENER_DOMAINS.includes(own), own);
  });

  it("lists free hosting as unique domains with path prefixes where a site is only partly users'", () => {
    assertUnique(
      FREE_HOSTING.map((entry) => `${entry.domain}${entry.pathPrefix ?? ''}`),
      'free hosting',
    );
    for (const entry of FREE_HOSTING) {
      assertHost(entry.domain, 'free hosting');
      if (entry.pathPrefix !== undefined) assert.match(entry.pathPrefix, /^\/[\w./-]*$/, entry.domain);
    }
    // Whole-site entries for platforms with their own pages would flag the platforms themselves.
    for (const domain of ['google.com', 'dropbox.com', 'docs.google.com', 'microsoft.com', 'github.com']) {
      assert.ok(!FREE_HOSTING.some((entry) => entry.domain === domain && entry.match === 'site' && entry.pathPrefix === undefined), domain);
    }
  });

  it('reads each document word in its example link text and not in its counter', () => {
    for (const entry of DOCUMENT_LINK_WORDS) {
      const pattern = compilePhrases([entry.phrase]);
      assert.ok(pattern.test(foldForMatching(entry.example)), entry.example);
      assert.ok(!pattern.test(foldForMatching(entry.counter)), entry.counter);
    }
    const all = compilePhrases(DOCUMENT_LINK_WORDS.map((entry) => entry.phrase));
    for (const entry of DOCUMENT_LINK_WORDS) assert.ok(!all.test(foldForMatching(entry.counter)), `no word reads ${entry.counter}`);
  });

  const ruleSets: readonly (readonly [string, readonly RedirectRule[]])[] = [
    ['wrappers', SECURITY_WRAPPERS],
    ['open redirects', OPEN_REDIRECTS],
    ['tracking redirects', TRACKING_REDIRECTS],
  ];

  for (const [name, rules] of ruleSets) {
    it(`describes each of the ${name} completely`, () => {
      assert.ok(rules.length > 0);
      for (const rule of rules) {
        const where = `${name}: ${rule.host}${rule.pathPrefix}`;
        assertHost(rule.host.replace(/^\./, ''), where);
        assert.ok(rule.pathPrefix.startsWith('/'), where);
        if (rule.carrier === 'param' || rule.carrier === 'param-base64' || rule.carrier === 'domain-only' || rule.carrier === 'proofpoint-v2') {
          assert.ok((rule.params ?? []).length > 0, `${where} needs params`);
        }
        if (rule.carrier === 'path-encoded') assert.ok(Number.isInteger(rule.skipSegments) && (rule.skipSegments ?? -1) >= 0, where);
        if (rule.serviceMarker !== undefined)
          assert.ok(
            rule.serviceMarker.every((part) => /^[a-z_]+$/.test(part)),
            where,
          );
      }
    });
  }

  it('lists each host and path prefix once (the first matching rule wins)', () => {
    assertUnique(
      ruleSets.flatMap(([, rules]) => rules.map((rule) => `${rule.host}${rule.pathPrefix}`)),
      'redirect rules',
    );
  });

  it('lists opaque click trackers as unique lower-case hosts or suffixes', () => {
    assertUnique(OPAQUE_CLICK_TRACKERS, 'click trackers');
    for (const host of OPAQUE_CLICK_TRACKERS) assertHost(host.replace(/^\./, ''), 'click trackers');
  });

  it('keeps security wrappers and click trackers out of the abuse lists', () => {
    const abuse = new Set([...SHORTENER_DOMAINS, ...FREE_HOSTING.map((entry) => entry.domain)]);
    for (const rule of SECURITY_WRAPPERS) assert.ok(!abuse.has(rule.host.replace(/^\./, '')), rule.host);
    for (const host of OPAQUE_CLICK_TRACKERS) assert.ok(!abuse.has(host.replace(/^\./, '')), host);
  });
});
