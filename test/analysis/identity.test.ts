import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'node:test';

import {
  brandOfDomain,
  brandOfReportMailbox,
  brandsDisguisedIn,
  brandsNamedIn,
  hostedLookalike,
  brandsOfCountryVariant,
  lookalike,
  namesNoticePayment,
  registrableDomain,
  tenantBrandOfDomain,
  tenantNameOfDomain,
} from '../../src/analysis/identity/domains.ts';
import { confusableKey, hasInvisibleCharacters, hasMixedScriptWord, skeleton } from '../../src/analysis/identity/confusables.ts';
import { isDeliveryReport } from '../../src/analysis/identity/delivery-report.ts';
import { namesCelebrityNotOwned } from '../../src/analysis/identity/display-name.ts';
import { ENDORSEMENT_CELEBRITIES } from '../../src/analysis/knowledge/celebrities.ts';
import { editDistanceWithin } from '../../src/analysis/identity/edit-distance.ts';
import { isPrivateCorrespondence } from '../../src/analysis/identity/private-correspondence.ts';
import { displayNameSpellingDomain, displayNameWords } from '../../src/analysis/identity/display-name.ts';
import { parseMessage } from '../../src/message/parse.ts';

const keys = (brands: readonly { key: string }[]): string[] => brands.map((brand) => brand.key).sort();

describe('registrableDomain', () => {
  it('keeps the public suffix and one label', () => {
    assert.equal(registrableDomain('a.b.PAYPAL.co.uk.'), 'paypal.co.uk');
    assert.equal(registrableDomain('mail.google.com'), 'google.com');
    assert.equal(registrableDomain('contoso.sharepoint.com'), 'sharepoint.com');
  });

  it('answers in Unicode for punycode hosts', () => {
    assert.equal(registrableDomain('www.xn--pypal-4ve.com'), 'pаypal.com');
  });

  it('has no answer for IP addresses, suffixes and single labels', () => {
    assert.equal(registrableDomain('192.0.2.1'), undefined);
    assert.equal(registrableDomain('co.uk'), undefined);
    assert.equal(registrableDomain('localhost'), undefined);
    assert.equal(registrableDomain(''), undefined);
  });
});

describe('brandOfDomain and tenantBrandOfDomain', () => {
  it('finds the owner of a listed domain and of hosts under it', () => {
    assert.equal(brandOfDomain('paypal.com')?.key, 'paypal');
    assert.equal(brandOfDomain('email.microsoft.com')?.key, 'microsoft');
    assert.equal(brandOfDomain('dse.docusign.net')?.key, 'docusign');
    assert.equal(brandOfDomain('paypal-secure-login.com'), undefined);
  });

  it('keeps customer-controlled platforms apart from the brand’s own domains', () => {
    assert.equal(brandOfDomain('contoso.sharepoint.com'), undefined);
    assert.equal(tenantBrandOfDomain('contoso.sharepoint.com')?.key, 'microsoft');
    assert.equal(tenantBrandOfDomain('paypal.com'), undefined);
  });

  it("names the customer's tenant under a tenant domain", () => {
    assert.equal(tenantNameOfDomain('contoso.sharepoint.com'), 'contoso');
    assert.equal(tenantNameOfDomain('contoso-my.sharepoint.com'), 'contoso-my');
    assert.equal(tenantNameOfDomain('mail.contoso.onmicrosoft.com'), 'contoso');
    assert.equal(tenantNameOfDomain('contoso.com'), undefined);
  });
});

describe('delivery reports and their mailboxes', () => {
  const report = (contentType: string, inner: string): Promise<boolean> =>
    parseMessage(
      new TextEncoder().encode(
        `From: <postmaster@example.org>\r\nContent-Type: ${contentType}\r\n\r\n--r\r\nContent-Type: text/plain\r\n\r\nNot delivered.\r\n--r\r\nContent-Type: ${inner}\r\n\r\nAction: failed\r\n--r--\r\n`,
      ),
    ).then(isDeliveryReport);

  it('knows a delivery status notification by its report type or its status part', async () => {
    assert.equal(await report('multipart/report; report-type=delivery-status; boundary=r', 'text/plain'), true);
    assert.equal(await report('multipart/report; boundary=r', 'message/delivery-status'), true);
  });

  it('does not take read receipts or ordinary multiparts for one', async () => {
    assert.equal(await report('multipart/report; report-type=disposition-notification; boundary=r', 'message/disposition-notification'), false);
    assert.equal(await report('multipart/mixed; boundary=r', 'message/delivery-status'), false);
  });

  it('knows Exchange’s report mailbox in any case, and no ordinary one', () => {
    assert.equal(brandOfReportMailbox('MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e')?.key, 'microsoft');
    assert.equal(brandOfReportMailbox('microsoftexchange'), undefined);
    assert.equal(brandOfReportMailbox('support'), undefined);
  });
});

describe('namesNoticePayment', () => {
  it('reads a domain joining a fine or toll to paying it, not either word alone', () => {
    for (const domain of ['portagens-regularizacao.pt', 'cjib-boete-betalen.nl', 'antai-paiement-amende.fr', 'toll-pay.com', 'mail.peaje-pago.es'])
      assert.ok(namesNoticePayment(domain), domain);
    // Operators name themselves (toll-collect.de), and a fine word beside no payment word is a name.
    for (const domain of ['toll-collect.de', 'viaverde.pt', 'fine-wines.co.uk', 'pay-online.com', 'e-zpassny.com', 'tollpay.com'])
      assert.ok(!namesNoticePayment(domain), domain);
  });
});

describe('displayNameSpellingDomain', () => {
  it('finds the run of display-name words that spells the whole domain label', () => {
    assert.deepEqual(displayNameSpellingDomain('Tandem Docs', 'mail.tandemdocs.io'), ['tandem', 'docs']);
    assert.deepEqual(displayNameSpellingDomain('The National Lottery', 'email.national-lottery.co.uk'), ['national', 'lottery']);
    assert.deepEqual(displayNameSpellingDomain('Chase Online', 'chaseonline-devicecheck.com'), []);
    assert.deepEqual(displayNameSpellingDomain('Maya Brooks', 'crewline-staffing.com'), []);
  });
});

describe('isPrivateCorrespondence', () => {
  const headers = (...lines: string[]): Promise<boolean> =>
    parseMessage(new TextEncoder().encode([...lines, 'Subject: Rent', 'Date: Sat, 13 Dec 2025 10:17:36 +0100', '', 'Hi'].join('\r\n'))).then(
      isPrivateCorrespondence,
    );

  it('reads one free mailbox writing to a few others, replies coming back', async () => {
    assert.equal(await headers('From: Henk <henk.verhuur@gmail.com>', 'To: Sanne <sanne.bakker@hotmail.nl>'), true);
    assert.equal(await headers('From: <mhelena.sousa@sapo.pt>', 'To: <rui@gmail.com>', 'Cc: <ana@outlook.com>', 'Reply-To: <MHelena.Sousa@sapo.pt>'), true);
  });

  it('is not an organisation on either side, a reply elsewhere, no recipient or a mailing', async () => {
    assert.equal(await headers('From: <henk.verhuur@gmail.com>', 'To: <payroll@harwoodlogistics.com>'), false);
    assert.equal(await headers('From: <accounts@northgatesupply.com>', 'To: <sanne.bakker@hotmail.nl>'), false);
    assert.equal(await headers('From: <henk.verhuur@gmail.com>', 'To: <sanne.bakker@hotmail.nl>', 'Reply-To: <rent.office@outlook.com>'), false);
    assert.equal(await headers('From: <henk.verhuur@gmail.com>'), false);
    assert.equal(await headers('From: <henk.verhuur@gmail.com>', 'To: <a@gmail.com>, <b@gmail.com>, <c@gmail.com>, <d@gmail.com>, <e@gmail.com>'), false);
  });
});

describe('brandsOfCountryVariant', () => {
  it('finds a brand’s own name under another country’s suffix only', () => {
    assert.deepEqual(keys(brandsOfCountryVariant('service.paypal.com.br')), ['paypal']);
    assert.deepEqual(keys(brandsOfCountryVariant('santander.cl')), ['santander']);
    assert.deepEqual(brandsOfCountryVariant('paypal.tk'), []);
    assert.deepEqual(brandsOfCountryVariant('paypal.online'), []);
    assert.deepEqual(brandsOfCountryVariant('paypal-secure.com.br'), []);
    // The list names Mercado Livre's Brazilian domain, so another one in Brazil is not it.
    assert.deepEqual(brandsOfCountryVariant('mercadolivre.br'), []);
    assert.deepEqual(keys(brandsOfCountryVariant('mercadolivre.com.ar')), ['mercadolibre']);
  });

  it('reads each of two bodies that own one name in two countries as its own domain’s owner alone', () => {
    // seg-social.es is Spain's Seguridad Social, seg-social.pt Portugal's Segurança Social.
    assert.equal(brandOfDomain('seg-social.pt')?.key, 'segsocialpt');
    assert.equal(brandOfDomain('www.seg-social.es')?.key, 'segsocial');
    assert.deepEqual(brandsOfCountryVariant('seg-social.pt'), []);
    assert.equal(lookalike('seg-social.pt'), undefined);
    // Elsewhere the name may be either's, as t-mobile.pl may be T-Mobile's or Telekom's.
    assert.deepEqual(keys(brandsOfCountryVariant('seg-social.fr')), ['segsocial', 'segsocialpt']);
    assert.deepEqual(keys(brandsOfCountryVariant('t-mobile.pl')), ['telekom', 'tmobile']);
  });

  it('reads the Brazilian government\'s name glued to "gov" outside gov.br as its look-alike', () => {
    for (const domain of ['voebrasilgov.com', 'pay.govbrasil-pix.net']) {
      const found = lookalike(domain);
      assert.equal(found?.kind === 'brand' ? found.brand.key : undefined, 'govbr', domain);
    }
    assert.equal(lookalike('bcb.gov.br'), undefined);
    assert.equal(lookalike('public.govdelivery.com'), undefined);
  });

  it("reads a product's short-link name (1drv) in any label, and a classifieds site's ordinary name only beside a payout word", () => {
    for (const [domain, key] of [
      ['1drv-ms.fileportal-secure.com', 'microsoft'],
      ['marktplaats-betaalverzoek.com', 'marktplaats'],
      ['kleinanzeigen-zahlung.de', 'kleinanzeigen'],
      ['secure.marktplaats-ontvangen.nl', 'marktplaats'],
    ] as const) {
      const found = lookalike(domain);
      assert.equal(found?.kind === 'brand' ? found.brand.key : undefined, key, domain);
    }
    for (const domain of ['1drv.ms', 'auto-marktplaats.nl', 'boeken-marktplaats.com', 'marktplaats.nl', 'kleinanzeigen-nord.de'])
      assert.equal(lookalike(domain), undefined, domain);
  });

  it('is no look-alike of the brand it belongs to', () => {
    // One edit (the hyphen) from Itaú's token, but its own domain name under .pt.
    assert.deepEqual(keys(brandsOfCountryVariant('itau-unibanco.pt')), ['itau']);
    assert.equal(lookalike('itau-unibanco.pt'), undefined);
    assert.equal(lookalike('itau-unibanco.xyz')?.method, 'brand_token');
  });
});

describe('brandsNamedIn', () => {
  it('finds distinctive names anywhere, folded', () => {
    assert.deepEqual(keys(brandsNamedIn('Service PayPal')), ['paypal']);
    assert.deepEqual(keys(brandsNamedIn('Equipo de Microsoft 365')), ['microsoft']);
    assert.deepEqual(keys(brandsNamedIn('ITAÚ UNIBANCO')), ['itau']);
    assert.deepEqual(keys(brandsNamedIn('Ｐａｙｐａｌ')), ['paypal']);
    assert.deepEqual(keys(brandsNamedIn('Banco do Brasil S.A.')), ['bancodobrasil']);
  });

  it('takes weak names only when nothing but service words surround them', () => {
    assert.deepEqual(keys(brandsNamedIn('Apple Support')), ['apple']);
    assert.deepEqual(keys(brandsNamedIn('UPS Notificaciones')), ['ups']);
    assert.deepEqual(keys(brandsNamedIn('Chase Online Banking')), ['chase']);
    assert.deepEqual(brandsNamedIn('Chase'), []);
    assert.deepEqual(brandsNamedIn('Office'), []);
    assert.deepEqual(brandsNamedIn('Booking'), []);
    assert.deepEqual(keys(brandsNamedIn('Ledger Notice')), ['ledger']);
    assert.deepEqual(brandsNamedIn('The Ledger'), []);
    assert.deepEqual(brandsNamedIn('Lista de correos del proyecto'), []);
    assert.deepEqual(brandsNamedIn('ups and downs'), []);
  });

  it('reads a bounded number of words, more on request', () => {
    const long = `${'word '.repeat(300)}PayPal`;
    assert.deepEqual(brandsNamedIn(long), []);
    assert.deepEqual(keys(brandsNamedIn(long, 400)), ['paypal']);
  });

  it('does not match inside words', () => {
    assert.deepEqual(brandsNamedIn('Paypalooza Festival'), []);
    assert.deepEqual(brandsNamedIn('Ana Gómez'), []);
  });
});

describe('brandsDisguisedIn', () => {
  it('finds names written with look-alike characters, and only those', () => {
    assert.deepEqual(keys(brandsDisguisedIn('PaypaI')), ['paypal']);
    assert.deepEqual(keys(brandsDisguisedIn('Micr0soft Team')), ['microsoft']);
    assert.deepEqual(keys(brandsDisguisedIn('раypal')), ['paypal']);
    assert.deepEqual(brandsDisguisedIn('PayPal'), []);
    assert.deepEqual(brandsDisguisedIn('Ana Gómez'), []);
  });
});

describe('lookalike', () => {
  const brandOf = (domain: string, recipientDomains: string[] = []): string | undefined => {
    const found = lookalike(domain, { recipientDomains });
    return found === undefined
      ? undefined
      : `${found.kind === 'brand' ? found.brand.key : found.kind === 'recipient' ? found.domain : found.name}/${found.method}`;
  };

  it('finds brand tokens in labels and sub-domains', () => {
    assert.equal(brandOf('paypal-secure-login.com'), 'paypal/brand_token');
    assert.equal(brandOf('secure-paypal.com.verify.info'), 'paypal/brand_token');
    assert.equal(brandOf('securepaypal.com'), 'paypal/brand_token');
    assert.equal(brandOf('dhl-tracking.com'), 'dhl/brand_token');
    assert.equal(brandOf('paypal.xyz'), 'paypal/brand_token');
  });

  it('finds confusable skeletons, ASCII and internationalised', () => {
    assert.equal(brandOf('paypa1.com'), 'paypal/confusable');
    assert.equal(brandOf('rnicrosoft.com'), 'microsoft/confusable');
    assert.equal(brandOf('xn--pypal-4ve.com'), 'paypal/punycode');
  });

  it('finds one edit from a distinctive name', () => {
    assert.equal(brandOf('microsfot.com'), 'microsoft/edit_distance');
    assert.equal(brandOf('netfliix.com'), 'netflix/edit_distance');
  });

  describe('the name the sender gives itself, joined to a customer-service word', () => {
    const claimed = (domain: string, name: string): string | undefined => {
      const found = lookalike(domain, { claimedName: displayNameWords(name) });
      return found === undefined ? undefined : `${found.kind === 'claimed_name' ? found.name : found.kind}/${found.method}`;
    };

    it('finds a business no brand list names, dressed as its account, order or booking desk', () => {
      assert.equal(claimed('check24-kundenkonto.info', 'CHECK24'), 'check24/brand_token');
      assert.equal(claimed('galaxus-bestellung.ch-kunden.com', 'Digitec Galaxus'), 'galaxus/brand_token');
      assert.equal(claimed('doctolib-termin.info', 'Doctolib'), 'doctolib/brand_token');
      assert.equal(claimed('refund-imkerbund.net', 'Deutscher Imkerbund'), 'imkerbund/brand_token');
    });

    it('leaves the owner’s own names and second domains alone', () => {
      // The name spells the whole label: the owner named its domain after itself.
      assert.equal(claimed('migros-online.ch', 'Migros Online'), undefined);
      assert.equal(claimed('atelier-clim-services.fr', 'Atelier Clim Services'), undefined);
      // Words businesses use for a second domain when the bare name is taken.
      assert.equal(claimed('lydia-app.com', 'Lydia'), undefined);
      assert.equal(claimed('norma-online.info', 'NORMA Newsletter'), undefined);
      assert.equal(claimed('keller-group.de', 'Keller'), undefined);
      // What the business is or where it is, not a desk of its customers.
      assert.equal(claimed('lv-imker-hessen.de', 'Landesverband Hessischer Imker'), undefined);
      assert.equal(claimed('sparkasse-koelnbonn.de', 'Sparkasse KölnBonn'), undefined);
      // Short name words, and service words themselves, name no business.
      assert.equal(claimed('abc-account.com', 'ABC'), undefined);
      assert.equal(claimed('service-konto.com', 'Kundenservice Konto'), undefined);
      // Without a name, nothing is claimed.
      assert.equal(claimed('check24-kundenkonto.info', ''), undefined);
    });

    it('never reads a free mailbox provider’s domain', () => {
      assert.equal(claimed('gmail.com', 'Gmail Account Security'), undefined);
    });
  });

  it('finds imitations of the recipient’s domain', () => {
    assert.equal(brandOf('acme-c0rp.com', ['acme-corp.com']), 'acme-corp.com/confusable');
    assert.equal(brandOf('acme-crop.com', ['mail.acme-corp.com']), 'acme-corp.com/edit_distance');
    assert.equal(brandOf('acme-corp.com', ['acme-corp.com']), undefined);
  });

  describe('the conversation: recipients and the people a quoted thread names', () => {
    const imitated = (domain: string, thread: string[], recipients: string[] = []): string | undefined => {
      const found = lookalike(domain, { recipientDomains: recipients, threadDomains: thread });
      return found === undefined
        ? undefined
        : `${found.kind === 'brand' ? found.brand.key : found.kind === 'recipient' ? found.domain : found.name}/${found.method}`;
    };

    it('a letter added, dropped or two swapped, a hyphen added', () => {
      assert.equal(imitated('bramwell-industrials.com', ['bramwell-industrial.co.uk']), 'bramwell-industrial.co.uk/edit_distance');
      assert.equal(imitated('bramwel-industrial.com', ['bramwell-industrial.co.uk']), 'bramwell-industrial.co.uk/edit_distance');
      assert.equal(imitated('bramwell-indsutrial.co.uk', ['fenwickfoods.co.uk', 'bramwell-industrial.co.uk']), 'bramwell-industrial.co.uk/edit_distance');
      assert.equal(imitated('hartmann-bau.de', ['hartmannbau.de']), 'hartmannbau.de/edit_distance');
    });

    it('the name padded with its own country code', () => {
      assert.equal(imitated('imprimerie-lesage-fr.com', ['imprimerie-lesage.fr']), 'imprimerie-lesage.fr/brand_token');
      assert.equal(imitated('uk-bramwell-industrial.com', ['bramwell-industrial.co.uk']), 'bramwell-industrial.co.uk/brand_token');
      // Another country's code may be the group's subsidiary; a group, trade or service joined to
      // the name may be the company's own other domain.
      assert.equal(imitated('northwind-uk.com', ['northwind.com']), undefined);
      assert.equal(imitated('de-northwind.com', ['northwind.fr']), undefined);
      assert.equal(imitated('northwind-billing.com', ['northwind.com']), undefined);
      assert.equal(imitated('northwind-group.com', ['northwind.com']), undefined);
      assert.equal(imitated('northwind-logistics.com', ['northwind.com']), undefined);
    });

    it('a look-alike letter: l for i, rn for m, 0 for o', () => {
      assert.equal(imitated('vanderlinden-logistlek.nl', ['vanderlinden-logistiek.nl']), 'vanderlinden-logistiek.nl/confusable');
      assert.equal(imitated('hartrnann-bau.de', ['hartmann-bau.de']), 'hartmann-bau.de/confusable');
      assert.equal(imitated('sch0ll-metall.de', ['scholl-metall.de']), 'scholl-metall.de/confusable');
    });

    it('the real domain moved under another suffix', () => {
      // de.com and uk.com are private registries: anyone buys a name under them.
      assert.equal(imitated('brandt-verpackungen.de.com', ['brandt-verpackungen.de']), 'brandt-verpackungen.de/other_suffix');
      assert.equal(imitated('bramwell.co.uk.com', ['bramwell.co.uk']), 'bramwell.co.uk/other_suffix');
      // The same name under such a zone is no sister domain, as acme-tools.com.br is acme-tools.com's.
      assert.equal(imitated('brandt-verpackungen.us.com', ['brandt-verpackungen.de']), 'brandt-verpackungen.de/other_suffix');
    });

    it("a recipient's company name dressed as its sign-in, IT or staff service", () => {
      assert.equal(imitated('corvant-sso.com', [], ['corvant.com']), 'corvant.com/brand_token');
      assert.equal(imitated('sso-corvant.com', [], ['mail.corvant.com']), 'corvant.com/brand_token');
      // A listed brand's name in it makes it that brand's look-alike first.
      assert.equal(imitated('okta-corvant.com', [], ['corvant.com']), 'okta/brand_token');
      assert.equal(imitated('corvant-it-helpdesk.net', [], ['corvant.co.uk']), 'corvant.co.uk/brand_token');
      // What the company sells or where it is: its own other domains, or another company.
      assert.equal(imitated('corvant-logistics.com', [], ['corvant.com']), undefined);
      assert.equal(imitated('corvant-group.de', [], ['corvant.com']), undefined);
      // Only recipients: a correspondent quoted in a thread may run a support domain of its own.
      assert.equal(imitated('corvant-support.com', ['corvant.com']), undefined);
      // Short names neighbour too many others; free mail is no company.
      assert.equal(imitated('acme-sso.com', [], ['acme.com']), undefined);
      assert.equal(imitated('btinternet-sso.com', [], ['btinternet.com']), undefined);
    });

    it('recipients and thread are one conversation', () => {
      assert.equal(imitated('bramwell-industrials.com', [], ['bramwell-industrial.co.uk']), 'bramwell-industrial.co.uk/edit_distance');
    });

    it('never when the sender takes part in the conversation itself', () => {
      assert.equal(imitated('bramwell-industrials.com', ['bramwell-industrial.co.uk', 'mail.bramwell-industrials.com']), undefined);
      assert.equal(imitated('bramwell-industrials.com', ['bramwell-industrial.co.uk'], ['bramwell-industrials.com']), undefined);
    });

    it('never for the same name under two public suffixes: one company owns both', () => {
      assert.equal(imitated('acme-tools.de', ['acme-tools.com']), undefined);
      assert.equal(imitated('acme-tools.com.br', ['acme-tools.com']), undefined);
    });

    it('never against a free-mail provider', () => {
      // One letter from libero.it, which is a mailbox provider and no correspondent's company.
      assert.equal(imitated('liberio.it', ['libero.it']), undefined);
      assert.equal(imitated('fastmall.com', ['fastmail.com']), undefined);
    });

    it('never for short names, which neighbour unrelated companies', () => {
      assert.equal(imitated('acrne.com', ['acme.com']), undefined);
      assert.equal(imitated('nordx.com', ['nords.com']), undefined);
      assert.equal(imitated('mlnt.de', ['mint.de']), undefined);
    });

    it('never for one letter replaced by another that does not look like it: those are other companies', () => {
      assert.equal(imitated('nordic-tools.com', ['nordic-pools.com']), undefined);
      assert.equal(imitated('acme-tools.com', ['acme-pools.com']), undefined);
      assert.equal(imitated('berger-bau.de', ['berger-rau.de']), undefined);
      // Nor a subsidiary or a group company, whose names differ by more.
      assert.equal(imitated('grupo-acme.com', ['grupo-acme-logistica.com']), undefined);
    });

    it('a thread does not excuse a brand look-alike (a kit can quote its own domain)', () => {
      assert.equal(imitated('paypa1.com', ['paypa1.com']), 'paypal/confusable');
    });
  });

  it('reads a name under a resold zone (de.com, us.com) as its registrant’s own domain', () => {
    assert.equal(brandOf('dhl-paket.de.com'), 'dhl/brand_token');
    // The bare name there is on a throw-away zone, as paypal.xyz is.
    assert.equal(brandOf('dhl.de.com'), 'dhl/brand_token');
    assert.equal(brandOf('login.paypal.us.com'), 'paypal/brand_token');
    assert.equal(brandOf('dticket-aboservice.de.com'), undefined);
    // se.com left the zones: it is Schneider Electric's.
    assert.equal(brandOf('www.se.com'), undefined);
  });

  it('never flags the brand’s own, tenant, free-mail or unrelated domains', () => {
    for (const domain of [
      'paypal.com',
      'mail.google.com',
      'contoso.sharepoint.com',
      'outlook.es',
      'dhl.de',
      'docusign.co.uk',
      'example.org',
      'revolution.com',
      'finance.com',
      'ups.example.com',
      'chasephotography.com',
      'applied.com',
      '192.0.2.1',
    ]) {
      assert.equal(brandOf(domain), undefined, domain);
    }
  });
});

describe('hostedLookalike', () => {
  const brandOf = (host: string, platform: string): string | undefined => {
    const found = hostedLookalike(host, platform);
    return found?.kind === 'brand' ? found.brand.key : undefined;
  };

  it('reads the labels a user chose under a platform as a name', () => {
    assert.equal(brandOf('acme-my.sharepoint-docs.workers.dev', 'workers.dev'), 'microsoft');
    assert.equal(brandOf('secure-paypa1.netlify.app', 'netlify.app'), 'paypal');
    assert.equal(brandOf('docusign-review.pages.dev', 'pages.dev'), 'docusign');
  });

  it("leaves ordinary words, a brand's bare name and the platform owner's brand alone", () => {
    assert.equal(hostedLookalike('room-booking.netlify.app', 'netlify.app'), undefined);
    assert.equal(hostedLookalike('meet-ups.vercel.app', 'vercel.app'), undefined);
    assert.equal(hostedLookalike('docusign.pages.dev', 'pages.dev'), undefined);
    assert.equal(hostedLookalike('youtube-clips.web.app', 'web.app'), undefined);
    assert.equal(hostedLookalike('onedrive-files.azurewebsites.net', 'azurewebsites.net'), undefined);
    assert.equal(hostedLookalike('pages.dev', 'pages.dev'), undefined);
  });
});

describe('confusables', () => {
  it('computes UTS #39 skeletons', () => {
    assert.equal(skeleton('раypal'), skeleton('paypal'));
    assert.equal(skeleton('m'), 'rn');
    assert.equal(confusableKey('PaypaI'), confusableKey('paypal'));
    assert.notEqual(confusableKey('paypal'), confusableKey('paypai'));
  });

  it('finds mixed scripts inside one word only', () => {
    assert.ok(hasMixedScriptWord('Pаypal Support'));
    assert.ok(!hasMixedScriptWord('Иван Ivanov'));
    assert.ok(!hasMixedScriptWord('José Müller'));
    assert.ok(!hasMixedScriptWord('山田 太郎 やまだ'));
  });

  it('finds invisible characters', () => {
    assert.ok(hasInvisibleCharacters('Pay\u200bPal'));
    assert.ok(hasInvisibleCharacters('Micro\u00adsoft'));
    assert.ok(!hasInvisibleCharacters('PayPal Service'));
  });
});

describe('editDistanceWithin', () => {
  it('counts insertions, deletions, substitutions and transpositions, cut off at max', () => {
    assert.equal(editDistanceWithin('paypal', 'paypal', 2), 0);
    assert.equal(editDistanceWithin('paypal', 'payapl', 2), 1);
    assert.equal(editDistanceWithin('paypal', 'paypl', 2), 1);
    assert.equal(editDistanceWithin('kitten', 'sitting', 3), 3);
    assert.equal(editDistanceWithin('microsoft', 'example', 2), 3);
  });

  it('agrees with the textbook table on any pair, called one after another', () => {
    // The function reuses its rows between calls: a long pair must leave nothing a short one reads.
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'y'), maxLength: 90 });
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word, fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 4 }), (pairs) => {
        for (const [a, b, max] of pairs) assert.equal(editDistanceWithin(a, b, max), Math.min(reference(a, b), max + 1));
      }),
    );
  });
});

describe('brands of the wider markets', () => {
  const brandOf = (domain: string): string | undefined => {
    const found = lookalike(domain);
    return found === undefined
      ? undefined
      : `${found.kind === 'brand' ? found.brand.key : found.kind === 'recipient' ? found.domain : found.name}/${found.method}`;
  };

  it('names retail, telecom, bank, government and carrier brands', () => {
    assert.deepEqual(keys(brandsNamedIn('Costco Customer Support')), ['costco']);
    assert.deepEqual(keys(brandsNamedIn('Nachricht von Fressnapf')), ['fressnapf']);
    assert.deepEqual(keys(brandsNamedIn('Sparkasse KölnBonn')), ['sparkasse']);
    assert.deepEqual(keys(brandsNamedIn('Belastingdienst')), ['belastingdienst']);
    assert.deepEqual(keys(brandsNamedIn('GLS Seguimiento del paquete')), ['gls']);
    assert.deepEqual(keys(brandsNamedIn('AT&T Customer Care')), ['att']);
    assert.deepEqual(keys(brandsNamedIn('Orange France')), ['orange']);
  });

  it('leaves ordinary words, first names and offers that share a brand name alone', () => {
    for (const name of [
      'Otto Müller',
      'Tim Cook',
      'Max Mustermann',
      'Free Delivery',
      'Free Shipping Update',
      'Orange County Register',
      'Target Marketing Group',
      'Claro que sí',
      'Vivo Support',
      'Inter Milan Fans',
      'Discover Magazine',
      'Ripple Effect Consulting',
      'The Wise Investor',
      'Hacienda Los Olivos',
      'Decathlon Results 2024',
      'Hermes Paris Boutique',
    ]) {
      assert.deepEqual(brandsNamedIn(name), [], name);
    }
  });

  it('backs a brand by its own domains, member institutions and country variants', () => {
    assert.equal(brandOfDomain('news.lidl.de')?.key, 'lidl');
    assert.equal(brandOfDomain('sparkasse-koelnbonn.de')?.key, 'sparkasse');
    assert.equal(brandOfDomain('ksk-koeln.de')?.key, 'sparkasse');
    assert.equal(brandOfDomain('berliner-volksbank.de')?.key, 'volksbank');
    assert.equal(brandOfDomain('mailing.vb-mittelhessen.de')?.key, 'volksbank');
    assert.equal(brandOfDomain('raiba-musterstadt.de')?.key, 'volksbank');
    // Short forms count only as a first piece, and vr- not at all (virtual-reality studios).
    for (const domain of ['autoteile-vb.de', 'vr-agentur.de', 'vb-mittelhessen.com']) assert.equal(brandOfDomain(domain), undefined, domain);
    // Members join the name to a place; a banking procedure or a service desk in the name is a look-alike's.
    assert.equal(brandOfDomain('sparkasse-oberlausitz-niederschlesien.de')?.key, 'sparkasse');
    for (const domain of [
      'sparkasse-pushtan-update.de',
      'sparkasse-pushtan-info.de',
      'kreissparkasse-sicherheit.de',
      'volksbank-tan-aktualisierung.de',
      'vb-kundenservice.de',
    ]) {
      assert.equal(brandOfDomain(domain), undefined, domain);
    }
    assert.equal(brandOfDomain('detran.sp.gov.br')?.key, 'detran');
    assert.equal(brandOfDomain('servicos.receita.fazenda.gov.br')?.key, 'receitafederal');
    assert.equal(brandOfDomain('www.tesouro.gov.br')?.key, 'govbr');
    assert.equal(brandOfDomain('sparkasse-login.com'), undefined);
    assert.equal(brandOfDomain('volksbank-sicherheit.info'), undefined);
    assert.deepEqual(keys(brandsOfCountryVariant('zalando.pl')), ['zalando']);
  });

  it('finds lookalikes of the new brands', () => {
    assert.equal(brandOf('email-telekom.de'), 'telekom/brand_token');
    assert.equal(brandOf('fressnapf.gewinnspiel.info'), 'fressnapf/brand_token');
    assert.equal(brandOf('rabobank-verificatie.nl'), 'rabobank/brand_token');
    assert.equal(brandOf('belfuis.be'), 'belfius/edit_distance');
    assert.equal(brandOf('costco-rewards.com'), 'costco/brand_token');
  });

  it('keeps ordinary near misses of short or common brand names apart', () => {
    for (const domain of [
      'commercebank.com',
      'mobile.de',
      'telecom.pt',
      'proximos.es',
      'falando.com.br',
      'costcontrol.com',
      'magaluf.com',
      'bancointernacional.com.ec',
      'airexpress.com',
      'mediamarket.com',
      'starbuck.com',
      'carrefourdesmetiers.fr',
      'transferiste.com',
      'verzon.nl',
      'dolcissimo.it',
      'tercel.com',
      'edeka-suedwest.de',
      'aldi-reisen.de',
      'rewe-digital.com',
      'vivo.com',
      'gls.de',
      'uber-alles.de',
    ]) {
      assert.equal(brandOf(domain), undefined, domain);
    }
  });
});

describe('famous names in display names', () => {
  it('reads an endorsement or an impersonation off the person’s own domains, and nothing in a lookalike word or an ordinary name', () => {
    assert.ok(namesCelebrityNotOwned('Eco Savings  by Elon Musk', 'mail.brandkey-concept.example'));
    assert.ok(namesCelebrityNotOwned("Elon Musk's Portable Heater Team", 'z2vhcn8dn9.example'));
    assert.ok(namesCelebrityNotOwned('Mr.Warren Buffett Billionaire investor', 'gmail.com'));
    assert.ok(!namesCelebrityNotOwned('Bill Gates', 'gatesnotes.com'));
    assert.ok(!namesCelebrityNotOwned('Jeff Bezos', 'amazon.com'));
    assert.ok(!namesCelebrityNotOwned('Muskrat Elon Farm', 'farm.example'));
    assert.ok(!namesCelebrityNotOwned('Martin Lewis', 'lewis-plumbing.example'));
    // A namesake's bare name: nothing borrows it.
    assert.ok(!namesCelebrityNotOwned('Bill Gates', 'gmail.com'));
    assert.ok(namesCelebrityNotOwned('Bill Gates Foundation Grants', 'gmail.com'));
  });

  it('lists full names only, each with a domain of its own', () => {
    for (const celebrity of ENDORSEMENT_CELEBRITIES) {
      assert.ok(celebrity.name.length >= 2, celebrity.name.join(' '));
      assert.ok(celebrity.domains.length > 0 && celebrity.domains.every((domain) => registrableDomain(domain) === domain), celebrity.name.join(' '));
    }
  });
});
