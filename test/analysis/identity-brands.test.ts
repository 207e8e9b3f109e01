import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { messageContext } from '../../src/analysis/facts/derived.ts';
import { senderArea } from '../../src/analysis/areas/sender.ts';
import { brandsBesideWords, brandsDisguisedIn, brandsNamedIn } from '../../src/analysis/identity/domains.ts';
import { REWARD_NOUNS } from '../../src/analysis/knowledge/reward-words.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { parseMessage } from '../../src/message/parse.ts';

// The sender area with the wider brand list: a brand named from a domain that is not its own
// fires, the brand's own domains (and its member institutions') stay silent.

async function senderSignals(from: string): Promise<SignalCode[]> {
  const raw = [
    `From: ${from}`,
    'To: Luis <luis@example.net>',
    'Subject: Your account',
    'Date: Tue, 4 Mar 2025 11:14:55 +0100',
    'Message-ID: <20250304.4821@mail.example.org>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello,\r\n',
  ].join('\r\n');
  const model = await parseMessage(new TextEncoder().encode(raw));
  const context = messageContext(model, { signal: new AbortController().signal, deadline: Date.now() + 5_000, trustedAuthservIds: [], dns: 'off' });
  return [...(await senderArea.run(model, context)).signals].sort();
}

const claims = (signals: readonly SignalCode[]): boolean => signals.includes('sender_display_name_brand');
const imitates = (signals: readonly SignalCode[]): boolean => signals.includes('sender_domain_lookalike');

describe('new brands in the sender area', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      'Costco Customer Support <win@promo-rewards.example>',
      'Sparkasse <sicherheit@kunden-info.example>',
      'Belastingdienst <noreply@aanslag.example>',
      'GLS Seguimiento del paquete <info@envios.example>',
      'Temu <gift@prize.example>',
      'T-Mobile <rewards@points.example>',
      'CAIXA - FGTS <saque@autoescola.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from their own domains and member institutions', async () => {
    for (const from of [
      'Costco <costco@online.costco.com>',
      'Sparkasse KölnBonn <info@sparkasse-koelnbonn.de>',
      'Volksbank Mittelhessen <newsletter@vb-mittelhessen.de>',
      'Belastingdienst <noreply@belastingdienst.nl>',
      'GLS <noreply@gls-spain.es>',
      'Temu <news@temu.com>',
      'Lidl <news@news.lidl.de>',
      'DETRAN-SP <avisos@detran.sp.gov.br>',
    ]) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });

  it('read an embedded brand in the From domain as a lookalike', async () => {
    assert.ok(imitates(await senderSignals('Kundenservice <info@email-telekom.de>')));
    assert.ok(imitates(await senderSignals('Rabobank <alert@rabobank-verificatie.example>')));
  });

  it('leave people and ordinary words that share a brand name alone', async () => {
    for (const from of [
      'Otto Weber <otto@weber-bau.example>',
      'Tim Lee <tim@example.org>',
      'Free Delivery <offers@shop.example>',
      'Orange County Register <news@ocregister.example>',
    ]) {
      assert.deepEqual(await senderSignals(from), [], from);
    }
  });
});

describe('brands added for crypto, insurance, health, travel and regional banks', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      'Geico <offers@winner.example>',
      'Unstoppable Domains <info@mint.example>',
      'Team Lido <drop@claims.example>',
      'Sicredi <aviso@conta.example>',
      'MB WAY <pagamentos@ref.example>',
      'Walgreens <survey@gift.example>',
      'Delta Air Lines <miles@bonus.example>',
      'CarShield Team <offer@warranty.example>',
      'Bybit <kyc@verify.example>',
      'Europa Park <tickets@gewinn.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from their own domains', async () => {
    for (const from of [
      'GEICO <noreply@e.geico.com>',
      'Sicredi <comunicados@sicredi.com.br>',
      'Lido <hello@lido.fi>',
      'Delta Air Lines <deltaairlines@t.delta.com>',
      'GitHub <noreply@github.com>',
      'MB WAY <info@mbway.pt>',
    ]) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });

  it('leave people, departments and other companies that share a word alone', async () => {
    for (const from of [
      'Séphora Martin <sephora@atelier.example>',
      'Jens Kröger <jens@hafen.example>',
      'Amil <amil@family.example>',
      'Delta Dental <claims@dental.example>',
      'Steam Team <jobs@cleaning.example>',
      'Stellar Support <help@datarecovery.example>',
      'Hilton <hilton@family.example>',
    ]) {
      assert.deepEqual(await senderSignals(from), [], from);
    }
  });
});

describe('courts and governments named by legal-notice lures', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      'PROJUDI 1º Grau <intimacao@consulta-processos.example>',
      'Tribunal de Justiça do Estado <pje@avisos-judiciais.example>',
      'Secretaría de Seguridad Ciudadana <multas@infracciones.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from the judiciary’s and the government’s own domains', async () => {
    for (const from of [
      'PJe <nao-responda@trt14.jus.br>',
      'Tribunal de Justiça <comunicacao@tjsp.jus.br>',
      'Poder Judicial de la Federación <avisos@pjf.gob.mx>',
      'Secretaría de Seguridad Ciudadana <contacto@ssc.cdmx.gob.mx>',
      'CGPJ <prensa@poderjudicial.es>',
    ]) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });
});

describe('police forces, authorities and e-signature services named by convocation, fine and signing lures', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      'POLICIA NACIONAL <comisaria.general@outlook.es>',
      'Guardia Civil <citaciones@avisos.example>',
      'Policia Judiciaria <pj.cibercrime@sapo.pt>',
      'PSP Notificações <psp@avisos.example>',
      'Guarda Nacional Republicana <gnr@multas.example>',
      'Polícia Federal <intimacao@processos.example>',
      'GENDARMERIE NATIONALE <brigade@laposte.net>',
      'Police nationale <convocation@dossier.example>',
      'Bundeskriminalamt <vorladung@outlook.de>',
      'Bundespolizei <hinweis@ermittlung.example>',
      'Politie <melding@boete.example>',
      'Europol <cybercrime@investigation.example>',
      'INTERPOL <notice@red.example>',
      'FBI Support <ic3@complaint.example>',
      'Bundeszentralamt für Steuern <info@erstattung.example>',
      'Deutscher Zoll <benachrichtigung@paket.example>',
      'CJIB <noreply@boete.example>',
      'Mon Compte Formation <info@droits.example>',
      'Pix - Banco Central <pix@seguranca.example>',
      'Banco Central do Brasil <bacen@aviso.example>',
      'Clicksign <naoresponda@contratos.example>',
      'Yousign <notification@signature.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from their own domains, the French government’s and the Brazilian government’s', async () => {
    for (const from of [
      'Policía Nacional <denuncias@policia.es>',
      'Guardia Civil <no-responder@guardiacivil.es>',
      'Ministerio del Interior <prensa@interior.gob.es>',
      'Policía Nacional de Colombia <atencion@policia.gov.co>',
      'Polícia Judiciária <geral@policiajudiciaria.pt>',
      'PSP <contacto@psp.pt>',
      'GNR <geral@gnr.pt>',
      'Polícia Federal <comunicacao@pf.gov.br>',
      'Gendarmerie nationale <brigade@gendarmerie.interieur.gouv.fr>',
      'Police nationale <plainte@pre-plainte-en-ligne.gouv.fr>',
      'Bundeskriminalamt <info@bka.de>',
      'Bundespolizei <presse@bundespolizei.de>',
      'Politie <noreply@politie.nl>',
      'Politie <info@politie.be>',
      'Europol <press@europol.europa.eu>',
      'INTERPOL <media@interpol.int>',
      'FBI <noreply@fbi.gov>',
      'IC3 <donotreply@ic3.gov>',
      'Bundeszentralamt für Steuern <noreply@bzst.de>',
      'Deutscher Zoll <info@zoll.de>',
      'CJIB <noreply@cjib.nl>',
      'Mon Compte Formation <ne-pas-repondre@moncompteformation.gouv.fr>',
      'Caisse des Dépôts <info@caissedesdepots.fr>',
      'Banco Central do Brasil <naoresponda@bcb.gov.br>',
      'Clicksign <naoresponda@clicksign.com>',
      'Yousign <noreply@yousign.com>',
      'KPN <noreply@kpnmail.nl>',
    ]) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });

  it('read the services’ and the CJIB’s names in a look-alike domain, private zones included', async () => {
    for (const from of [
      'Yousign <notification@yousign-signature.fr.com>',
      'Clicksign <naoresponda@clicksign-documentos.com>',
      'CJIB <noreply@cjib-betaling.com>',
      'Notificação <pj@policiajudiciaria-convocatoria.com>',
    ]) {
      assert.ok(imitates(await senderSignals(from)), from);
    }
  });

  it('leave ordinary words, unions, other central banks and a customer’s KPN mailbox alone', async () => {
    for (const from of [
      'Police Department <records@springfield.example>',
      'GdP Bezirk Bundespolizei <info@gdp.de>',
      'Banco Central de Chile <contacto@bcentral.cl>',
      'Pix Pagamentos <pix@loja.example>',
      'Zoll Service GmbH <info@zollagentur.example>',
      'ZOLL Medical <news@zoll.com>',
      'Politie en Justitie <redactie@nieuws.example>',
      'Interpol Tour <news@band.example>',
      'Caisse Régionale <info@banque.example>',
    ]) {
      assert.ok(!claims(await senderSignals(from)), from);
    }
    assert.ok(claims(await senderSignals('KPN <ria.bosman@kpnmail.nl>')), 'a customer mailbox at kpnmail.nl claiming KPN');
  });
});

describe('brands of the third blind batch: utilities, employment and social security, tax portal, classifieds, wallets, identity', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      'Iberdrola Clientes <clientes@reembolsos.example>',
      'SEPE <notificaciones@prestaciones.example>',
      'Servicio Público de Empleo Estatal <avisos@empleo.example>',
      'Segurança Social <notificacoes@reembolsos.example>',
      'ELSTER - Ihr Online-Finanzamt <noreply@zertifikat.example>',
      'Kleinanzeigen <sicher-bezahlen@zahlung.example>',
      'Marktplaats <betalingen@oversteken.example>',
      'Wero <activation@paiements.example>',
      'Paylib <service@paiements.example>',
      'Bit2Me <soporte@cumplimiento.example>',
      'Okta Verify <noreply@enroll.example>',
      'Okta Support <help@sso.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from their own domains, Spain’s and Portugal’s social security each from its own', async () => {
    for (const from of [
      'Iberdrola Clientes <facturaelectronica@iberdrola.es>',
      'i-DE Grupo Iberdrola <averias@i-de.es>',
      'SEPE <citaprevia@sepe.es>',
      'SEPE <notificaciones@sede.sepe.gob.es>',
      'Segurança Social <nao-responder@seg-social.pt>',
      'Seguridad Social <noreply@seg-social.es>',
      'ELSTER - Ihr Online-Finanzamt <noreply@elster.de>',
      'Kleinanzeigen <noreply@kleinanzeigen.de>',
      'eBay Kleinanzeigen <noreply@mail.ebay-kleinanzeigen.de>',
      'Marktplaats <noreply@marktplaats.nl>',
      'Wero <newsletter@epicompany.eu>',
      'Paylib <contact@paylib.fr>',
      'Bit2Me <news@bit2me.com>',
      'Okta <noreply@okta.com>',
      'Okta <noreply@okta-emea.com>',
    ]) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });

  it('back both owners of a shared name under a third country’s suffix, each listed domain only its own', async () => {
    for (const from of ['T-Mobile Polska <bok@t-mobile.pl>', 'Telekom <info@t-mobile.pl>', 'Seguridad Social <info@seg-social.fr>']) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
    assert.ok(claims(await senderSignals('Seguridad Social <noreply@seg-social.pt>')));
  });

  it('read their names in a look-alike domain', async () => {
    for (const from of [
      'Soporte <soporte@bit2me-cumplimiento.com>',
      'Clientes <clientes@iberdrola-reembolsos.com>',
      'Avisos <avisos@sepe-prestaciones.com>',
      'IT <it@corvant-okta.com>',
      'Service <service@paylib-activation.com>',
    ]) {
      assert.ok(imitates(await senderSignals(from)), from);
    }
  });

  it('leave the ordinary words, other offices and people that share their names alone', async () => {
    for (const from of [
      'Kleinanzeigen Südkurier <anzeigen@suedkurier.example>',
      'Boeken Marktplaats <info@boekenbeurs.example>',
      'Servicio Público de Empleo de Castilla-La Mancha <empleo@jccm.example>',
      'Marco Sepe <marco.sepe@studio.example>',
      'El Wero Tacos <pedidos@tacos.example>',
      'Okta Weather Station <obs@meteo.example>',
      'Elster Gaszähler <service@zaehler.example>',
    ]) {
      assert.ok(!claims(await senderSignals(from)), from);
    }
  });
});

describe('display-name evasions', () => {
  const disguised = (text: string): string[] => brandsDisguisedIn(text).map((brand) => brand.key);

  it('read letters spaced, dotted, hyphenated or decorated apart as the name', () => {
    for (const [text, key] of [
      ['T E M U', 'temu'],
      ['N e t f l i x !', 'netflix'],
      ['P.a.y.P.a.l', 'paypal'],
      ['Net-flix Billing', 'netflix'],
      ['C_o_i_n_b_a_s_e', 'coinbase'],
      ['★ Pay✦Pa✦l ✅', 'paypal'],
      ['U.P.S.', 'ups'],
      ['D H L Express', 'dhl'],
      ['W e l l s F a r g o', 'wellsfargo'],
    ] as const) {
      assert.deepEqual(disguised(text), [key], text);
    }
  });

  it('do not read a person’s initials as a three-letter brand', () => {
    for (const text of ['Dr. D. H. L. Ramos', 'D.P.D. Sánchez', 'J. R. R. Tolkien']) assert.deepEqual(disguised(text), [], text);
  });

  it('split a service word glued to the end of a name, and read i and l as one letter', () => {
    for (const [text, key] of [
      ['MetaMaskTeam', 'metamask'],
      ['TrustwaIIetTeam', 'trustwallet'],
      ['CoinbaseWaIIet', 'coinbase'],
      ['FTXTeam.', 'ftx'],
      ['lCIoud Almacenamiento', 'apple'],
      ['Netfl1x', 'netflix'],
      ['AppIe Support', 'apple'],
    ] as const) {
      assert.deepEqual(disguised(text), [key], text);
    }
  });

  it('take weak names in other languages with service and reward words', () => {
    for (const [text, key] of [
      ['Apple Rewards', 'apple'],
      ['UPS-ES', 'ups'],
      ['Santander Atendimento', 'santander'],
      ['Amazon Gutschein', 'amazon'],
      ['Correos Ayuda', 'correos'],
    ] as const) {
      assert.deepEqual(
        brandsNamedIn(text).map((brand) => brand.key),
        [key],
        text,
      );
    }
  });

  it('take a weak name a person signs for ("Katie from Ledger"), but not a name particle or a longer company', () => {
    for (const [text, key] of [
      ['Katie from Ledger', 'ledger'],
      ['Freddie from Ripple Support', 'ripple'],
      ['Anna Smith at Kraken', 'kraken'],
    ] as const) {
      assert.deepEqual(
        brandsNamedIn(text).map((brand) => brand.key),
        [key],
        text,
      );
    }
    for (const text of ['Jan van Ing', 'Sam from Target Marketing', 'Mark from the Ledger team', 'A note from your friends at Apple Valley Farm']) {
      assert.deepEqual(brandsNamedIn(text), [], text);
    }
  });

  it('read a name with a trade mark glued to it', () => {
    for (const [text, key] of [
      ['Total AV™', 'totalav'],
      ['DEWALT™ Giveaway', 'dewalt'],
      ['PayPal®', 'paypal'],
    ] as const) {
      assert.deepEqual(
        brandsNamedIn(text).map((brand) => brand.key),
        [key],
        text,
      );
    }
  });

  it('leave names, initials and acronyms that only look like a brand alone', () => {
    for (const text of [
      'Kim Lee',
      'KIM',
      'GIS Team',
      'LNG Alerts',
      'J. R. R. Tolkien',
      'Jean-Marc Dupont',
      "O'Reilly Media",
      'Mailman',
      'The Ledger',
      'Chase Smith',
      'CVS Update',
      'Steam-Team',
    ]) {
      assert.deepEqual([...brandsNamedIn(text), ...brandsDisguisedIn(text)], [], text);
    }
  });

  // Only the first tokens of a name are read, so these return at once; timing is bench:analyze's job.
  it('reads long hostile names without finding a brand', () => {
    assert.deepEqual(brandsDisguisedIn('a '.repeat(50_000)), []);
    assert.deepEqual(brandsDisguisedIn('x.'.repeat(50_000)), []);
  });
});

describe('weak brand names beside reward nouns', () => {
  const nouns = new Set(REWARD_NOUNS);
  const keys = (text: string): string[] => brandsBesideWords(text, nouns).map((brand) => brand.key);

  it('name the shop a reward story welds to its customer or voucher', () => {
    assert.deepEqual(keys('Sehr geehrter Douglas-Kunde, wir laden Sie ein'), ['douglas']);
    assert.deepEqual(keys('RE: dein DECATHLON-Gutschein wartet auf dich'), ['decathlon']);
    assert.deepEqual(keys('ein exklusives RITUALS-GESCHENKSET'), ['rituals']);
  });

  it('leave the same words elsewhere alone', () => {
    assert.deepEqual(keys('Kirk Douglas spielte die Hauptrolle.'), []);
    assert.deepEqual(keys('Your customer number is 4471.'), []);
    assert.deepEqual(keys('Ein Gemälde von Hieronymus Bosch hängt im Museum.'), []);
  });
});

describe('brand names written as a plus set apart, a cut service word, an offers mailbox or an address', () => {
  it('fire from a foreign domain', async () => {
    for (const from of [
      '"Paramount +" <billing@renew-plan.example>',
      '"Disney - offres" <webmestre@promo-mag.example>',
      '"Decathlon Service clientèl" <alert@finance-tools.example>',
      '"Transport@GLS.de" <service@community-site.example>',
      '"alerts@norton.com" <noreply@renewal-centre.example>',
      '"Decathlon Ofertas" <ofertas@descuentos.example>',
      '"MediaMarkt Angebote" <news@deals-verteiler.example>',
    ]) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from the brand’s own domains', async () => {
    for (const from of [
      '"Paramount +" <news@paramountplus.com>',
      '"Disney - offres" <news@disney.com>',
      '"Decathlon Service clientèle" <service@decathlon.fr>',
      '"alerts@norton.com" <noreply@norton.com>',
    ]) {
      assert.ok(!claims(await senderSignals(from)), from);
    }
  });

  it('leave fan clubs, resellers, shops naming their own address, people and the word target alone', async () => {
    for (const from of [
      '"Disney Fan Club Newsletter" <news@mouse-fans.example>',
      '"Camping Outlet - Decathlon Deals" <news@camping-outlet.example>',
      '"Offres Disney de la Librairie Dupont" <offres@librairie-dupont.example>',
      '"info@tech-reseller.example" <offers@tech-reseller.example>',
      '"Norton Smith" <norton.smith@example.org>',
      '"Target Practice Club" <club@archery.example>',
      '"Our target: zero emissions" <news@climate.example>',
      '"Service Client" <service@shop.example>',
      '"Canal + Fans" <fans@forum.example>',
    ]) {
      assert.ok(!claims(await senderSignals(from)), from);
    }
  });

  it('read the plus set apart and a name cut mid-word, not a short ordinary word', () => {
    const named = (text: string): string[] => brandsNamedIn(text).map((brand) => brand.key);
    assert.deepEqual(named('Paramount +'), ['paramountplus']);
    assert.deepEqual(named('Disney +'), ['disney']);
    assert.deepEqual(named('Decathlon Servic'), ['decathlon']);
    assert.deepEqual(named('Apple Card'), []);
    assert.deepEqual(named('Decathlon Serv'), []);
  });
});
