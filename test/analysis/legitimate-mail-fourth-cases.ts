// The genuine counterparts of the fourth blind phishing batch (phishing-mail-fourth-cases.ts),
// written the same way and at the same time, without reading the detection code. Most are
// short and plain, as business mail between people is: a purchase order, a bill of lading,
// a transfer receipt, a signed delivery note, each with a real PDF and two lines of text.
// Beside them, the platforms the phishing imitates, as they really write: Xero, Coupa, Duo,
// DHL Express, Chorus Pro, DATEV, Toll Collect, Exact Online, Booking.com, Vortal, Wise and
// PayPal money requests between friends. A rule that catches the lures by their subject, their
// attachment's name or their platform alone fails here.

import { textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';

export const FOURTH_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
  {
    // A buyer's three lines and a real one-page PDF purchase order, from the company's own
    // Microsoft 365 tenant.
    name: 'Buyer sends a revised purchase order as a PDF in three lines',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Dave Hollis <dhollis@tri-countyfabrication.com>',
      to: 'Sales <sales@keystonefasteners.com>',
      subject: 'Revised PO 88102',
      date: 'Tue, 14 Jan 2025 10:12:07 -0500',
      messageId: 'BN8PR12MB3315A7C2E9F1B4D06E3C5A2F8B1D7@BN8PR12MB3315.namprd12.prod.outlook.com',
      dkim: ['tri-countyfabrication.com:selector1'],
      relay: 'mail-bn8nam12on2119.outbound.protection.outlook.com [40.107.237.119]',
      body: multipart('mixed', [
        plain('Hi Tom,\n\nRevised PO attached – qty on line 3 changed to 4,000. Same ship date.\n\nThanks\nDave'),
        attachment(
          'PO_88102_rev1.pdf',
          'application/pdf',
          textPdf(['Tri-County Fabrication Inc.', 'Purchase Order 88102 rev 1', 'Line 3: M8x30 hex bolt zinc, qty 4,000', 'Ship date: 02/03/2025']),
        ),
      ]),
    }),
  },
  {
    // Xero used as intended: a timber merchant's invoice, payment to the account on file, no
    // change announced.
    name: 'Xero: invoice from a timber merchant, due in 30 days',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Harlow Timber Supplies <messaging-service@post.xero.com>',
      to: 'accounts@pennantjoinery.co.uk',
      replyTo: 'accounts@harlowtimber.co.uk',
      subject: 'Invoice INV-4402 from Harlow Timber Supplies for Pennant Joinery',
      date: 'Mon, 4 Aug 2025 08:31:44 +0000',
      messageId: '01020198744c3e21-2f4a6c8e-1b3d-4e5f-a7c9-0d2e4f6a8b1c-000000@eu-west-1.amazonses.com',
      dkim: ['post.xero.com:xero1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '01020198744c3e21-2f4a6c8e-1b3d-4e5f-a7c9-0d2e4f6a8b1c-000000@eu-west-1.amazonses.com',
      relay: 'a7-22.smtp-out.eu-west-1.amazonses.com [54.240.7.22]',
      body: document([
        'Hi Accounts,',
        "Here's invoice INV-4402 for GBP 6,212.40. The amount outstanding is due on 3 Sep 2025.",
        { button: 'View invoice', href: 'https://in.xero.com/Rk2pT9vN4wX1yZ3bC5dF8hJ0lL6nPaQe' },
        'If you have any questions, please let us know.\n\nThanks,\nHarlow Timber Supplies',
      ]),
    }),
  },
  {
    // A freight forwarder's documentation desk sends the draft bill of lading as a PDF from its
    // own domain, asking to check it before cut-off.
    name: 'Freight forwarder: draft bill of lading as a PDF, please check before cut-off',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Export Documentation <docs@kestrelfreight.co.uk>',
      to: 'imports@brightwaterhome.co.uk',
      subject: 'Draft BL – booking KF-552180 – please check',
      date: 'Mon, 2 Jun 2025 09:14:22 +0100',
      messageId: 'LO4P265MB5893C2A1E7F9B4D3E0C6A5F2B8D1E@LO4P265MB5893.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['kestrelfreight.co.uk:selector1'],
      relay: 'mail-lo4gbr01on2102.outbound.protection.outlook.com [40.107.22.102]',
      body: multipart('mixed', [
        plain(
          'Hi Emma,\n\nDraft BL for KF-552180 attached. Please check consignee and HS codes and confirm by Wednesday noon, vessel cut-off is Thursday.\n\nBest regards\nPriya\nKestrel Freight – Export Documentation',
        ),
        attachment(
          'KF-552180_draft_BL.pdf',
          'application/pdf',
          textPdf([
            'Bill of Lading - DRAFT',
            'Booking KF-552180',
            'Shipper: Ningbo Homewares Co. Ltd',
            'Consignee: Brightwater Home Ltd',
            'Port of discharge: Felixstowe',
          ]),
        ),
      ]),
    }),
  },
  {
    // Coupa's own notification: a customer issues a purchase order to a supplier through its
    // Coupa instance.
    name: 'Coupa: a customer sends a new purchase order through its own Coupa instance',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northbridge Foods <do_not_reply@northbridgefoods.coupahost.com>',
      to: 'ar@meridianpackaging.com',
      subject: 'Northbridge Foods Purchase Order #PO-301884',
      date: 'Thu, 5 Jun 2025 14:02:19 +0000',
      messageId: '6841a2eb3c1f7_4a2e1b9f.northbridgefoods@coupahost.com',
      dkim: ['coupahost.com:s1'],
      relay: 'mta-out-03.coupahost.com [198.51.100.203]',
      body: document([
        'Northbridge Foods has sent you a Purchase Order.',
        {
          rows: [
            ['PO number', 'PO-301884'],
            ['Total', 'USD 12,480.00'],
            ['Ship to', 'Northbridge Foods DC, Columbus OH'],
          ],
        },
        { button: 'View PO in Coupa Supplier Portal', href: 'https://supplier.coupahost.com/order_headers/301884' },
        { small: 'Powered by Coupa' },
      ]),
    }),
  },
  {
    // The company's own IT desk, plain and short: an outage is fixed, nothing to do.
    name: 'IT helpdesk from the company domain: Outlook sync issue resolved, just restart Outlook',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Helpdesk <helpdesk@brenmore.com>',
      to: 'All Staff <allstaff@brenmore.com>',
      subject: 'Resolved: Outlook sync issue this morning',
      date: 'Mon, 17 Mar 2025 11:02:45 +0000',
      messageId: 'AS8PR03MB7128E4C1A9F2B7D3C6E0A5F1B2D8C@AS8PR03MB7128.eurprd03.prod.outlook.com',
      dkim: ['brenmore.com:selector1'],
      relay: 'mail-am6eur05on2090.outbound.protection.outlook.com [40.107.22.90]',
      body: plain(
        "Hi all,\n\nThe Outlook sync problem some of you saw this morning has been fixed on Microsoft's side. If your inbox still looks out of date, close Outlook and open it again. No other action needed.\n\nIT Helpdesk, ext. 4400",
      ),
    }),
  },
  {
    // Duo's genuine enrolment mail: the administrator added the user, the link is to the
    // company's Duo tenant on duosecurity.com.
    name: "Duo: your administrator invited you to enrol, link to the company's duosecurity.com portal",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Duo Security <no-reply@duosecurity.com>',
      to: 'Marcus Webb <mwebb@hollowayfreight.com>',
      subject: 'Holloway Freight invites you to set up Duo',
      date: 'Mon, 6 Oct 2025 15:10:02 +0000',
      messageId: '0100019a1c2e3f44-7b9d1f3a-5c7e-4a2b-8d0f-1e3a5c7e9b2d-000000@email.amazonses.com',
      dkim: ['duosecurity.com:s1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a1c2e3f44-7b9d1f3a-5c7e-4a2b-8d0f-1e3a5c7e9b2d-000000@amazonses.com',
      relay: 'a8-51.smtp-out.amazonses.com [54.240.8.51]',
      body: document([
        'Hello Marcus,',
        'Your organization, Holloway Freight, now uses Duo to protect your accounts. Set up Duo by opening the link below; it expires in 30 days.',
        { button: 'Set up Duo', href: 'https://api-4c1e9a7f.duosecurity.com/portal?code=7b2d4f6a1e3c5a7b&akey=DAK9QX2M7V4T1W8N' },
        'Questions? Contact your IT help desk.',
      ]),
    }),
  },

  {
    // Norton's own renewal reminder from norton.com: the subscription ends in a week, renew in
    // the account.
    name: 'Norton AntiVirus: your subscription ends in 7 days, from norton.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Norton <no-reply@norton.com>',
      to: 'gary.holt@comcast.net',
      subject: 'Your Norton AntiVirus Plus subscription ends in 7 days',
      date: 'Thu, 7 Nov 2024 15:00:12 +0000',
      messageId: '20241107150012.a71c9e@mail.norton.com',
      dkim: ['norton.com:s2048'],
      relay: 'mail-a.norton.com [155.64.138.20]',
      body: document([
        'Hi Gary,',
        'Your Norton AntiVirus Plus subscription ends on November 14, 2024. Automatic renewal is off, so you will not be charged. To stay protected, renew in your Norton account.',
        { button: 'Go to my account', href: 'https://my.norton.com/extspa/dashboard' },
        { small: 'Gen Digital Inc., 60 E Rio Salado Pkwy, Tempe, AZ 85281' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    // A customer's accounts department sends the transfer receipt as a real PDF, two lines.
    name: 'Administración de un cliente envía el justificante de transferencia en PDF, dos líneas',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Administración <administracion@suministros-olmedo.es>',
      to: 'contabilidad@talleresgarciaruiz.es',
      subject: 'Justificante transferencia facturas febrero',
      date: 'Fri, 28 Feb 2025 12:41:10 +0100',
      messageId: 'DB7PR02MB4412C8E1A7F2B9D3E6C0A5F1B4D2E@DB7PR02MB4412.eurprd02.prod.outlook.com',
      dkim: ['suministros-olmedo.es:selector1'],
      relay: 'mail-db8eur05on2115.outbound.protection.outlook.com [40.107.20.115]',
      body: multipart('mixed', [
        plain('Buenos días, Pilar:\nos adjunto el justificante de la transferencia de las facturas 112 y 118.\nUn saludo,\nMarta'),
        attachment(
          'Justificante_transferencia_280225.pdf',
          'application/pdf',
          textPdf([
            'Banco Sabadell - Justificante de transferencia',
            'Ordenante: Suministros Olmedo S.L.',
            'Beneficiario: Talleres García Ruiz S.L.',
            'Importe: 3.418,22 EUR',
            'Concepto: Fras. 112 y 118',
          ]),
        ),
      ]),
    }),
  },
  {
    // DHL Express's own notice: import duties to pay on DHL's On Demand Delivery site.
    name: 'DHL Express: aranceles de importación pendientes, pago en del.dhl.com',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Express <noreply@dhl.com>',
      to: 'rocio.navarro@hotmail.es',
      subject: 'DHL Express: pago de aranceles pendiente para el envío 4471820933',
      date: 'Tue, 8 Apr 2025 09:22:31 +0000',
      messageId: '1744104151.4471820933.odd@dhl.com',
      dkim: ['dhl.com:s2048'],
      relay: 'mailout2.dhl.com [165.72.200.12]',
      body: document([
        { heading: 'Su envío tiene aranceles pendientes' },
        'Su envío 4471820933 procedente del Reino Unido está sujeto a aranceles e impuestos de importación. Puede pagarlos en línea para que podamos entregarlo.',
        {
          rows: [
            ['Importe', '21,86 EUR'],
            ['Remitente', 'Harrow Tea Ltd'],
          ],
        },
        { button: 'Pagar ahora', href: 'https://del.dhl.com/es-es/pay?awb=4471820933' },
        { small: 'DHL Express Spain S.L.U.' },
      ]),
    }),
  },
  {
    // The public procurement platform's own subscription alert of a new tender.
    name: 'Plataforma de Contratación del Sector Público: aviso de nueva licitación suscrita',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Plataforma de Contratación del Sector Público <noreply@contrataciondelestado.es>',
      to: 'ofertas@construccionesbarbastro.com',
      subject: 'Nuevas licitaciones de su suscripción: Obras de urbanización',
      date: 'Thu, 22 May 2025 07:00:12 +0200',
      messageId: '1747890012345.2025.suscripcion@contrataciondelestado.es',
      dkim: ['contrataciondelestado.es:default'],
      relay: 'correo.contrataciondelestado.es [193.146.1.81]',
      body: document([
        'Se han publicado nuevas licitaciones que coinciden con su suscripción.',
        {
          rows: [
            ['Expediente', '2025/URB/0418'],
            ['Órgano', 'Ayuntamiento de Barbastro'],
            ['Presentación', 'hasta el 05/06/2025'],
          ],
        },
        '[Ver licitación](https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=Qm7Rk2pT9v)',
      ]),
    }),
  },
  {
    // A friend asks for her share of a birthday present by PayPal's real money request.
    name: 'PayPal: una amiga te pide 25 € del regalo de cumpleaños',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'PayPal <service@paypal.es>',
      to: 'jorge.medina71@gmail.com',
      subject: 'Lucía Herrera le ha enviado una solicitud de 25,00 € EUR',
      date: 'Sun, 16 Feb 2025 19:03:51 +0100',
      messageId: 'RT000311.e4f6a8c1b3d5@paypal.com',
      dkim: ['paypal.es:pp-dkim1'],
      returnPath: 'service@paypal.es',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { heading: 'Lucía Herrera le ha enviado una solicitud de dinero' },
        {
          rows: [
            ['Nota de Lucía Herrera', 'Lo del regalo de Carmen 🎁'],
            ['Importe solicitado', '25,00 € EUR'],
          ],
        },
        { button: 'Pagar', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000311?locale.x=es_ES' },
      ]),
    }),
  },
  {
    // A haulier's traffic office sends the signed delivery note and CMR as PDFs, one line.
    name: 'Transportista envía el albarán firmado y el CMR en PDF, una línea',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Tráfico · Transportes Hnos. Lafuente <trafico@transporteslafuente.com>',
      to: 'almacen@distribucionesmarin.es',
      subject: 'Albarán y CMR entrega 07/10',
      date: 'Tue, 7 Oct 2025 16:20:48 +0200',
      messageId: '000a01dc3788$9c2e4f10$d48aed30$@transporteslafuente.com',
      dkim: ['transporteslafuente.com:default'],
      relay: 'smtp.transporteslafuente.com [198.51.100.144]',
      body: multipart('mixed', [
        plain('Buenas tardes, os paso el albarán firmado y el CMR de la entrega de esta mañana.\nUn saludo, Rubén'),
        attachment('Albaran_0710.pdf', 'application/pdf', textPdf(['Albarán 2025/2291', 'Entregado 07/10/2025 09:40', 'Recibí: J. Marín'])),
        attachment('CMR_0710.pdf', 'application/pdf', textPdf(['CMR 55120', 'Zaragoza - Murcia', '14 palés'])),
      ]),
    }),
  },

  // ---------------------------------------------------------------- Brazilian Portuguese
  {
    // An ERP sends the NF-e as its two real files, XML and PDF DANFE, from the supplier's domain.
    name: 'Fornecedor envia a NF-e com o XML e o DANFE em PDF pelo ERP',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Distribuidora Ipê <nfe@distribuidoraipe.com.br>',
      to: 'compras@mercadinhoboavista.com.br',
      subject: 'NF-e 38190 - Distribuidora Ipê Ltda',
      date: 'Wed, 26 Feb 2025 15:33:02 -0300',
      messageId: '20250226183302.38190@nfe.distribuidoraipe.com.br',
      dkim: ['distribuidoraipe.com.br:default'],
      relay: 'smtp.distribuidoraipe.com.br [198.51.100.202]',
      body: multipart('mixed', [
        plain(
          'Prezado cliente,\n\nSegue em anexo o XML e o DANFE da NF-e 38190, emitida em 26/02/2025.\nChave de acesso: 3525 0212 3456 7800 0190 5500 1000 0381 9010 0038 1901\n\nDistribuidora Ipê Ltda',
        ),
        attachment(
          '35250212345678000190550010000381901000381901-nfe.xml',
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35250212345678000190550010000381901000381901" versao="4.00"><ide><nNF>38190</nNF></ide></infNFe></NFe></nfeProc>',
        ),
        attachment(
          'DANFE_38190.pdf',
          'application/pdf',
          textPdf(['DANFE - Documento Auxiliar da Nota Fiscal Eletronica', 'NF-e 38190 Serie 1', 'Valor total: R$ 4.812,30']),
        ),
      ]),
    }),
  },
  {
    // The real condominium administrator sends the monthly boleto as a PDF from its domain.
    name: 'Administradora do condomínio envia o boleto de novembro em PDF pelo próprio domínio',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Lar Seguro Administradora <boletos@larsegurocondominios.com.br>',
      to: 'apto204.blocob@gmail.com',
      subject: 'Boleto condomínio Residencial Jacarandás - 11/2025',
      date: 'Sat, 1 Nov 2025 06:02:11 -0300',
      messageId: '20251101090211.204b@larsegurocondominios.com.br',
      dkim: ['larsegurocondominios.com.br:default'],
      relay: 'mail.larsegurocondominios.com.br [198.51.100.190]',
      body: multipart('mixed', [
        plain(
          'Prezado(a) condômino(a),\n\nSegue o boleto da taxa condominial de novembro/2025, vencimento 10/11. O boleto também pode ser pago por Pix pelo QR Code impresso nele.\n\nLar Seguro Administradora',
        ),
        attachment(
          'boleto_204B_112025.pdf',
          'application/pdf',
          textPdf(['Residencial Jacarandas - Apto 204 Bloco B', 'Vencimento: 10/11/2025', 'Valor: R$ 687,40']),
        ),
      ]),
    }),
  },
  {
    // The company's accountant, plainly: the digital certificate expires, let us book the
    // video call to renew it.
    name: 'Contador avisa que o certificado digital A1 vence e marca a videoconferência de renovação',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Marcelo Tavares <marcelo@tavarescontabil.com.br>',
      to: 'financeiro@padariaestrela.com.br',
      subject: 'Certificado A1 vence dia 08',
      date: 'Wed, 29 Oct 2025 10:44:51 -0300',
      messageId: 'CAB3vR7xK2mP9tQ1wL4bN8cF5dJ6sY0n_uX2wZ@mail.gmail.com',
      dkim: ['tavarescontabil.com.br:google'],
      relay: 'mail-qk1-f182.google.com [209.85.222.182]',
      body: gmailBody(
        'Oi Cláudia,\nO certificado A1 da padaria vence dia 08/11. A renovação é por videoconferência com a certificadora, leva uns 15 minutos. Pode ser quinta às 10h?\nAbraço,\nMarcelo',
      ),
    }),
  },
  {
    // Nubank's own notice that a scheduled Pix went through.
    name: 'Nubank: seu Pix agendado de R$ 1.200,00 foi realizado',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'renata.alves@uol.com.br',
      subject: 'Seu Pix agendado foi realizado',
      date: 'Tue, 10 Jun 2025 08:01:14 -0300',
      messageId: '0100019757a1b2c3-4d5e6f7a-8b9c-4d0e-a1f2-b3c4d5e6f7a8-000000@email.amazonses.com',
      dkim: ['nubank.com.br:nu1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019757a1b2c3-4d5e6f7a-8b9c-4d0e-a1f2-b3c4d5e6f7a8-000000@amazonses.com',
      relay: 'a48-97.smtp-out.amazonses.com [54.240.48.97]',
      body: document([
        'Olá, Renata.',
        'O Pix agendado para hoje foi realizado.',
        {
          rows: [
            ['Valor', 'R$ 1.200,00'],
            ['Para', 'Imobiliária Horizonte Ltda'],
            ['Data', '10/06/2025'],
          ],
        },
        'O comprovante está no app, em Histórico.',
      ]),
    }),
  },

  {
    // The court's own summons: the state court writes from its jus.br domain, the hearing by
    // video, and the consequences of not appearing as the law states them.
    name: 'TJSP intima testemunha para audiência por videoconferência, pelo próprio domínio jus.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Tribunal de Justiça de São Paulo <naoresponda@tjsp.jus.br>',
      to: 'marcos.teixeira@uol.com.br',
      subject: 'Intimação de testemunha - Processo 1502231-18.2025.8.26.0050',
      date: 'Tue, 9 Sep 2025 14:20:07 -0300',
      messageId: '20250909172007.1502231@tjsp.jus.br',
      dkim: ['tjsp.jus.br:tjsp'],
      relay: 'smtp2.tjsp.jus.br [200.211.140.12]',
      body: plain(
        'Fórum Criminal da Barra Funda - 12ª Vara Criminal\n\nFica Vossa Senhoria intimado(a) como testemunha para a audiência por videoconferência de 14/10/2025, às 14h00, no processo 1502231-18.2025.8.26.0050. O link da sala virtual será enviado pelo cartório na véspera. O não comparecimento injustificado pode implicar condução coercitiva (art. 455, § 5º, do CPC).\n\nConsulte o processo em https://esaj.tjsp.jus.br/cpopg/open.do\n',
      ),
    }),
  },
  {
    // A lawyer tells a client where and when to testify: the courthouse and the summons are
    // named, nothing is asked.
    name: 'Advogada avisa o cliente da audiência no Fórum Criminal em que ele é testemunha',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Renata Lobo <renata@loboadvocacia.adv.br>',
      to: 'Paulo Sarmento <paulo.sarmento@gmail.com>',
      subject: 'Sua audiência como testemunha',
      date: 'Mon, 15 Sep 2025 10:41:55 -0300',
      messageId: 'CAF3kq9r2Lw8VbN5mT1xH7cY0dJ4sP6e_gQ2=zR@mail.gmail.com',
      dkim: ['loboadvocacia.adv.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        'Olá, Paulo,\n\nChegou a intimação de testemunha do Fórum Criminal: a audiência é dia 14/10 às 14h, por videoconferência. Te ligo na semana que vem para conversarmos sobre o que vão perguntar.\n\nAbraço,\nRenata',
      ),
    }),
  },
  {
    // The state civil police's online station confirms a report the reader filed themselves.
    name: 'Delegacia Eletrônica da Polícia Civil confirma o boletim de ocorrência registrado pelo próprio leitor',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Delegacia Eletrônica - Polícia Civil SP <naoresponda@ssp.sp.gov.br>',
      to: 'juliana.prado@terra.com.br',
      subject: 'Boletim de ocorrência registrado - furto de celular',
      date: 'Wed, 4 Sep 2024 19:12:40 -0300',
      messageId: '20240904221240.BO2024-88213@ssp.sp.gov.br',
      dkim: ['ssp.sp.gov.br:ssp'],
      relay: 'smtp.ssp.sp.gov.br [200.144.31.90]',
      body: plain(
        'Prezada Juliana,\n\nSeu boletim de ocorrência (furto de celular) foi registrado na Delegacia Eletrônica com o número BO-2024-88213. Guarde este número: a seguradora e a operadora vão pedi-lo. A consulta está em https://www.delegaciaonline.sp.gov.br\n\nPolícia Civil do Estado de São Paulo',
      ),
    }),
  },
  // ---------------------------------------------------------------- European Portuguese
  {
    // The accountant sends the month's invoice as a real PDF, one sentence.
    name: 'Contabilista envia a fatura do mês em PDF numa frase',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Contabilidade Ferreira & Matos <geral@ferreiramatos-contas.pt>',
      to: 'Ana Rebelo <ana.rebelo@quintadosol-vinhos.pt>',
      subject: 'FT 2025/1102',
      date: 'Tue, 7 Jan 2025 11:20:33 +0000',
      messageId: 'PR3P195MB0861A4C2E7F1B9D3E0C6A5F2B8D1C@PR3P195MB0861.EURP195.PROD.OUTLOOK.COM',
      dkim: ['ferreiramatos-contas.pt:selector1'],
      relay: 'mail-vi1eur05on2084.outbound.protection.outlook.com [40.107.21.84]',
      body: multipart('mixed', [
        plain('Bom dia Ana, segue em anexo a fatura dos serviços de dezembro. Obrigado, Rui'),
        attachment(
          'FT_2025-1102.pdf',
          'application/pdf',
          textPdf(['Ferreira & Matos, Lda', 'Fatura FT 2025/1102', 'Servicos de contabilidade - dezembro 2024', 'Total: 184,50 EUR']),
        ),
      ]),
    }),
  },
  {
    // Vortal, a real Portuguese e-procurement platform, notifies an invitation to a procedure.
    name: 'Vortal: convite para apresentar proposta num procedimento, da própria plataforma',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'VORTAL <noreply@vortal.biz>',
      to: 'propostas@construcoesalvarinho.pt',
      subject: 'Convite para o procedimento 118/2025 - Município de Vila Verde',
      date: 'Tue, 11 Mar 2025 09:02:41 +0000',
      messageId: '20250311090241.118-2025@notifications.vortal.biz',
      dkim: ['vortal.biz:s1'],
      relay: 'smtp-out.vortal.biz [198.51.100.95]',
      body: document([
        'Exmos. Senhores,',
        'A entidade Município de Vila Verde convidou a sua empresa para o procedimento 118/2025 – Requalificação da escola EB1. Consulte as peças na sua área de trabalho da plataforma.',
        { button: 'Aceder ao procedimento', href: 'https://community.vortal.biz/PRODPEP/Procedures/118-2025' },
        { small: 'VORTAL – Comércio Electrónico, Consultadoria e Multimédia, S.A.' },
      ]),
    }),
  },
  {
    // Wise's own notice, in Portuguese, that a transfer arrived.
    name: 'Wise: a sua transferência de 1 240 € foi concluída',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Wise <noreply@wise.com>',
      to: 'ines.carvalho@gmail.com',
      subject: 'A sua transferência foi concluída',
      date: 'Fri, 13 Jun 2025 10:12:08 +0000',
      messageId: '0100019769fa1c2e-7b9d3f5a-1c3e-4a5b-8d7f-9e1a3c5e7b9d-000000@email.amazonses.com',
      dkim: ['wise.com:wise1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019769fa1c2e-7b9d3f5a-1c3e-4a5b-8d7f-9e1a3c5e7b9d-000000@amazonses.com',
      relay: 'a48-33.smtp-out.amazonses.com [54.240.48.33]',
      body: document([
        'Olá Inês,',
        'O dinheiro já chegou à conta de Rui Tavares.',
        {
          rows: [
            ['Enviado', '1 240,00 EUR'],
            ['Referência', 'Renda junho'],
          ],
        },
        { button: 'Ver transferência', href: 'https://wise.com/transactions/activities/by-resource/TRANSFER/1288214471' },
      ]),
    }),
  },
  {
    // Montepio's real newsletter through its marketing platform, with unsubscribe.
    name: 'Banco Montepio: newsletter de poupança com anulação de subscrição',
    lang: 'pt-PT',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Montepio <newsletter@comunicacao.bancomontepio.pt>',
      to: 'carlos.pinheiro@sapo.pt',
      subject: 'Poupar para o verão: conheça o depósito a prazo Montepio 6 meses',
      date: 'Wed, 14 May 2025 10:00:03 +0000',
      messageId: '20250514100003.5f2e.newsletter@comunicacao.bancomontepio.pt',
      dkim: ['comunicacao.bancomontepio.pt:mkt1'],
      relay: 'mta12.comunicacao.bancomontepio.pt [198.51.100.212]',
      headers: [
        'List-Unsubscribe: <https://comunicacao.bancomontepio.pt/unsub?u=5f2e9a1c&l=poupanca>, <mailto:unsubscribe@comunicacao.bancomontepio.pt>',
        LIST_UNSUBSCRIBE_POST,
        'Precedence: bulk',
      ],
      body: document(
        [
          { heading: 'Poupar para o verão' },
          'O depósito a prazo Montepio 6 meses rende 2,00 % TANB, a partir de 500 €. Subscreva na app Montepio24 ou num balcão.',
          '[Saber mais](https://www.bancomontepio.pt/particulares/poupar/depositos-a-prazo)',
          {
            small:
              'Lembre-se: o Banco Montepio nunca lhe pede códigos ou palavras-passe por e-mail. Para deixar de receber estas comunicações, [anule a subscrição](https://comunicacao.bancomontepio.pt/unsub?u=5f2e9a1c&l=poupanca).',
          },
        ],
        { lang: 'pt' },
      ),
    }),
  },

  // ---------------------------------------------------------------- German
  {
    // DATEV's own notice that the tax adviser placed new evaluations in the online service.
    name: 'DATEV: neue Auswertungen Ihrer Steuerkanzlei in DATEV Unternehmen online',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DATEV Unternehmen online <noreply@datev.de>',
      to: 'buchhaltung@baeckerei-huber.de',
      subject: 'Neue Auswertungen bereitgestellt',
      date: 'Wed, 12 Feb 2025 06:15:40 +0100',
      messageId: '20250212051540.88214@mailout.datev.de',
      dkim: ['datev.de:s2025'],
      relay: 'mailout1.datev.de [193.27.49.11]',
      body: document([
        'Guten Tag,',
        'Ihre Steuerkanzlei hat neue Auswertungen (BWA Januar 2025) für Sie bereitgestellt. Sie finden sie in DATEV Unternehmen online unter Auswertungen.',
        '[DATEV Unternehmen online](https://duo.datev.de)',
        { small: 'DATEV eG · Paumgartnerstr. 6–14 · 90429 Nürnberg · Diese E-Mail wurde automatisch erstellt.' },
      ]),
    }),
  },
  {
    // Toll Collect's own notice that the month's toll statement is in the customer portal.
    name: 'Toll Collect: Ihre Mautaufstellung für August steht im Kundenportal bereit',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Toll Collect <noreply@toll-collect.de>',
      to: 'dispo@spedition-kramer.de',
      subject: 'Mautaufstellung 08/2025 verfügbar',
      date: 'Wed, 3 Sep 2025 05:40:11 +0200',
      messageId: '20250903034011.771842@mail.toll-collect.de',
      dkim: ['toll-collect.de:tc1'],
      relay: 'mail.toll-collect.de [194.76.232.17]',
      body: document([
        'Sehr geehrte Damen und Herren,',
        'die Mautaufstellung für August 2025 (Kundennummer 771842) steht im Kundenportal bereit. Der Betrag wird wie gewohnt per SEPA-Lastschrift eingezogen.',
        '[Zum Kundenportal](https://kundenportal.toll-collect.de)',
        { small: 'Toll Collect GmbH · Linkstraße 4 · 10785 Berlin' },
      ]),
    }),
  },
  {
    // An engineering office asks for a quote in plain text with the bill of quantities as a PDF.
    name: 'Ingenieurbüro bittet um ein Angebot, Leistungsverzeichnis als PDF im Anhang',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jürgen Brandt <j.brandt@ib-brandt-soehne.de>',
      to: 'angebote@dachdeckerei-vogt.de',
      subject: 'Angebotsanfrage Flachdach Kita Sonnenschein',
      date: 'Mon, 5 May 2025 14:08:52 +0200',
      messageId: '3f9e1a7c-5b2d-4c8e-a6f0-1d3b5e7a9c2f@ib-brandt-soehne.de',
      dkim: ['ib-brandt-soehne.de:default'],
      relay: 'mx.ib-brandt-soehne.de [198.51.100.186]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrter Herr Vogt,\n\nim Auftrag der Gemeinde bitten wir um Ihr Angebot für die Flachdachsanierung der Kita. Das LV liegt als PDF bei, Angebotsfrist ist der 23.05.\n\nMit freundlichen Grüßen\nJürgen Brandt',
        ),
        attachment(
          'LV_Flachdach_Kita.pdf',
          'application/pdf',
          textPdf(['Leistungsverzeichnis Flachdachsanierung', 'Kita Sonnenschein', 'Pos. 1 Abbruch Dachabdichtung 420 m2']),
        ),
      ]),
    }),
  },
  {
    // A friend's PayPal money request for her share of a holiday flat.
    name: 'PayPal: eine Freundin fordert 180 € für die Ferienwohnung an',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'PayPal <service@paypal.de>',
      to: 'thomas.richter@t-online.de',
      subject: 'Julia Schmitt hat Ihnen eine Zahlungsaufforderung über 180,00 € gesendet',
      date: 'Thu, 27 Mar 2025 18:40:02 +0100',
      messageId: 'RT000998.b3d5f7a9c2e4@paypal.com',
      dkim: ['paypal.de:pp-dkim1'],
      returnPath: 'service@paypal.de',
      relay: 'mx2.phx.paypal.com [66.211.170.87]',
      body: document([
        { heading: 'Julia Schmitt hat Ihnen eine Zahlungsaufforderung gesendet' },
        {
          rows: [
            ['Mitteilung', 'Dein Anteil Ferienwohnung Usedom'],
            ['Betrag', '180,00 €'],
          ],
        },
        { button: 'Jetzt bezahlen', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000998?locale.x=de_DE' },
      ]),
    }),
  },

  // ---------------------------------------------------------------- French
  {
    // Chorus Pro's own notice that an invoice changed status.
    name: 'Chorus Pro : votre facture a été mise à disposition du destinataire',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Chorus Pro <ne-pas-repondre@chorus-pro.gouv.fr>',
      to: 'compta@menuiserie-lebrun.fr',
      subject: 'Chorus Pro - Changement de statut de la facture FA-2025-0598',
      date: 'Tue, 10 Jun 2025 07:30:12 +0200',
      messageId: '1749533412.0598@chorus-pro.gouv.fr',
      dkim: ['chorus-pro.gouv.fr:aife'],
      relay: 'smtp.chorus-pro.gouv.fr [185.24.184.20]',
      body: plain(
        'Bonjour,\n\nLa facture FA-2025-0598 a changé de statut : « Mise à disposition du destinataire ».\n\nVous pouvez suivre son traitement dans votre espace Chorus Pro.\n\nCeci est un message automatique, merci de ne pas y répondre.',
      ),
    }),
  },
  {
    // A colleague shares a document through the firm's own SharePoint, French message.
    name: 'SharePoint : une collègue du même cabinet partage le planning des tournées',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Claire Fontaine via SharePoint <no-reply@sharepointonline.com>',
      to: 'Olivier Marchand <o.marchand@transports-marchand.fr>',
      subject: 'Claire Fontaine a partagé « Planning tournées octobre.xlsx » avec vous',
      date: 'Mon, 29 Sep 2025 08:21:40 +0000',
      messageId: 'c1e3a5f7-9b2d-4f6a-8c0e-2d4f6a8b0c13@sharepointonline.com',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'mail-pr1fra01on2072.outbound.protection.outlook.com [40.107.12.72]',
      body: document(
        [
          'Claire Fontaine a partagé un fichier avec vous',
          'Voilà le planning d’octobre, dis-moi si les tournées du jeudi te vont.',
          { button: 'Ouvrir', href: 'https://transportsmarchand.sharepoint.com/:x:/s/Exploitation/EbR7kP2mT9vN4wX1yZ3bC5d?e=k2Lq9x' },
          { small: 'Microsoft respecte votre confidentialité. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // URSSAF's own notice that a message awaits in the secure account, no link to sign in.
    name: 'URSSAF : un nouveau message est disponible dans votre espace en ligne',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Urssaf <ne-pas-repondre@urssaf.fr>',
      to: 'contact@boulangerie-mercier.fr',
      subject: 'Un nouveau message est disponible dans votre espace',
      date: 'Thu, 6 Mar 2025 10:02:55 +0100',
      messageId: '20250306090255.a81e.notification@urssaf.fr',
      dkim: ['urssaf.fr:urssaf1'],
      relay: 'smtp-out.urssaf.fr [194.5.236.41]',
      body: plain(
        'Bonjour,\n\nUn nouveau message concernant votre compte employeur est disponible dans votre espace en ligne sur urssaf.fr, rubrique Messagerie.\n\nCordialement,\nVotre Urssaf',
      ),
    }),
  },
  {
    // A friend, in two lines: she will pay her share of Saturday's dinner by Lydia tonight.
    name: 'Amie : « je t’envoie mes 20 € par Lydia ce soir »',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Camille Roux <camille.roux88@gmail.com>',
      to: 'julien.bernard@orange.fr',
      subject: 'samedi',
      date: 'Sun, 20 Apr 2025 18:12:09 +0200',
      messageId: 'CAC4wS8xT3vQ2mL1wK9bP5cG7dH6sY0o_vY3xZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f52.google.com [209.85.128.52]',
      body: gmailBody('Merci encore pour samedi, c’était top !\nJe t’envoie mes 20 € par Lydia ce soir.\nBises, Camille'),
    }),
  },

  // ---------------------------------------------------------------- Dutch
  {
    // Exact's own invoice mail for the subscription, paid by direct debit.
    name: 'Exact: uw factuur voor Exact Online, wordt automatisch afgeschreven',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Exact <noreply@exact.com>',
      to: 'administratie@schildersbedrijf-bos.nl',
      subject: 'Uw factuur van Exact – oktober 2025',
      date: 'Wed, 1 Oct 2025 05:12:33 +0200',
      messageId: '20251001031233.4471.invoice@mail.exact.com',
      dkim: ['exact.com:exact1'],
      relay: 'mail-out2.exact.com [185.120.88.12]',
      body: document([
        'Geachte klant,',
        'Uw factuur voor Exact Online (€ 94,38) staat klaar in uw administratie onder Mijn Exact Online > Facturen. Het bedrag wordt rond 8 oktober automatisch van uw rekening afgeschreven.',
        { small: 'Exact Group B.V. · Molengraaffsingel 33 · 2629 JD Delft' },
      ]),
    }),
  },
  {
    // Booking.com's own new-reservation mail to a B&B.
    name: 'Booking.com: nieuwe reservering voor een B&B',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Booking.com <noreply@booking.com>',
      to: 'info@bnb-dewilgenhoeve.nl',
      subject: 'Booking.com – Nieuwe reservering! (4471208833, vrijdag 1 augustus 2025)',
      date: 'Sat, 12 Jul 2025 13:44:02 +0000',
      messageId: '20250712134402.4471208833.reservation@mailout.booking.com',
      dkim: ['booking.com:bk'],
      relay: 'mailout-201.booking.com [5.57.20.201]',
      body: document(
        [
          { heading: 'U heeft een nieuwe reservering' },
          {
            rows: [
              ['Gast', 'Hannah Meyer'],
              ['Aankomst', 'vrijdag 1 augustus 2025'],
              ['Vertrek', 'zondag 3 augustus 2025'],
              ['Prijs', '€ 238'],
            ],
          },
          { button: 'Bekijk reservering', href: 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/booking.html?res_id=4471208833' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A colleague, in two lines: the order has arrived, the invoice follows, a PDF of the
    // delivery note attached.
    name: 'Collega: bestelling is binnen, pakbon als PDF in de bijlage',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Mark de Groot <mark@kuipers-verpakkingen.nl>',
      to: 'Eva Kuipers <eva@kuipers-verpakkingen.nl>',
      subject: 'PO4402 binnen',
      date: 'Thu, 13 Feb 2025 11:05:22 +0100',
      messageId: 'AM9PR04MB8211F3C1A7E2B9D4C6E0A5F1B2D3E@AM9PR04MB8211.eurprd04.prod.outlook.com',
      dkim: ['kuipers-verpakkingen.nl:selector1'],
      relay: 'mail-am0eur02on2105.outbound.protection.outlook.com [40.107.247.105]',
      body: multipart('mixed', [
        plain(
          'Hoi Eva,\nde bestelling van Van Dijk (PO4402) is vanochtend binnengekomen, pakbon zit in de bijlage. Factuur volgt volgens hen volgende week.\nGr. Mark',
        ),
        attachment(
          'Pakbon_PO4402.pdf',
          'application/pdf',
          textPdf(['Van Dijk Groothandel B.V.', 'Pakbon bij PO4402', '24 dozen kartonnen verzenddozen 40x30x20']),
        ),
      ]),
    }),
  },
  // Counterparts of the scam offers: dating platforms' own notices, a pharmacy, a gym, a broker,
  // a licensed casino and a friend, each from its own signed domain (or mailbox) with nothing hidden.
  {
    name: 'Tinder: you have a new match, say hi to Anna',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tinder <noreply@mail.gotinder.com>',
      to: 'Sam Cole <sam.cole@gmail.com>',
      subject: 'You have a new match!',
      date: 'Sat, 15 Nov 2025 21:04:12 +0000',
      messageId: '0100019a8f2b1c44-tinder-match-88f1@email.amazonses.com',
      dkim: ['mail.gotinder.com:tdr1', 'amazonses.com:ses'],
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      headers: ['List-Unsubscribe: <https://tinder.com/unsubscribe?e=sc88f1>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'It’s a match!' },
        'You and Anna liked each other. Send her a message and start the conversation.',
        { button: 'Send a message', href: 'https://tinder.com/app/matches' },
        { small: 'Match Group, LLC, 8750 North Central Expressway, Dallas, TX. Unsubscribe: https://tinder.com/unsubscribe?e=sc88f1' },
      ]),
    }),
  },
  {
    name: 'Parship: Julia hat Ihnen eine Nachricht geschickt und Fotos freigegeben',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'PARSHIP <service@mailing.parship.de>',
      to: 'Thomas Keller <t.keller@t-online.de>',
      subject: 'Neue Nachricht von Julia',
      date: 'Thu, 20 Nov 2025 19:12:40 +0100',
      messageId: '20251120191240.4471.psm@mailing.parship.de',
      dkim: ['mailing.parship.de:ps1'],
      relay: 'mout.mailing.parship.de [212.227.17.24]',
      headers: ['List-Unsubscribe: <https://www.parship.de/settings/notifications>'],
      body: document([
        'Hallo Thomas,',
        'Julia (38) aus Ihrer Region hat Ihnen eine Nachricht geschickt und ihre Fotos für Sie freigegeben. Antworten Sie ihr direkt in Ihrem Postfach.',
        { button: 'Nachricht lesen', href: 'https://www.parship.de/inbox' },
        { small: 'PE Digital GmbH, Speersort 10, 20095 Hamburg. Benachrichtigungen verwalten: https://www.parship.de/settings/notifications' },
      ]),
    }),
  },
  {
    name: 'Relatieplanet: je hebt een nieuw bericht van Sanne',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Relatieplanet <noreply@relatieplanet.nl>',
      to: 'Joost Smit <joost.smit@ziggo.nl>',
      subject: 'Sanne heeft je een bericht gestuurd',
      date: 'Sun, 23 Nov 2025 20:31:05 +0100',
      messageId: '20251123203105.9c2e@relatieplanet.nl',
      dkim: ['relatieplanet.nl:rp1'],
      relay: 'mail-out.relatieplanet.nl [185.21.190.14]',
      headers: ['List-Unsubscribe: <https://www.relatieplanet.nl/instellingen/meldingen>'],
      body: document([
        'Hoi Joost,',
        'Sanne (34) uit Utrecht heeft je een bericht gestuurd. Log in om het te lezen en te antwoorden.',
        { button: 'Bericht lezen', href: 'https://www.relatieplanet.nl/berichten' },
        { small: 'Relatieplanet, Amsterdam. Meldingen aanpassen: https://www.relatieplanet.nl/instellingen/meldingen' },
      ]),
    }),
  },
  {
    name: 'Versandapotheke: Nagelpilz-Lack und Abnehm-Shakes im Angebot',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Apotheke am Markt <newsletter@apotheke-am-markt.de>',
      to: 'Helga Braun <helga.braun@gmx.de>',
      subject: 'Winterangebote: bis zu 30 % sparen',
      date: 'Tue, 2 Dec 2025 08:00:00 +0100',
      messageId: '20251202080000.nl-4412@apotheke-am-markt.de',
      dkim: ['apotheke-am-markt.de:nl1'],
      relay: 'mail.apotheke-am-markt.de [85.13.140.21]',
      headers: ['List-Unsubscribe: <https://www.apotheke-am-markt.de/newsletter/abmelden?u=hb44>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Liebe Frau Braun,',
        'Nagelpilz? Der Nagellack mit Ciclopirox wirkt gegen den Erreger; die Behandlung dauert in der Regel mehrere Monate. Jetzt 20 % günstiger.',
        'Abnehmen mit Plan: Mahlzeitersatz-Shakes für Ihre Diät, dazu Tipps unserer Ernährungsberaterin.',
        {
          small:
            'Apotheke am Markt, Marktplatz 3, 97070 Würzburg. Pflichtangaben: Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker. Abmelden: https://www.apotheke-am-markt.de/newsletter/abmelden?u=hb44',
        },
      ]),
    }),
  },
  {
    name: 'Broker newsletter: spreads from 0.6 pips, most retail accounts lose money',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northgate Markets <news@northgatemarkets.co.uk>',
      to: 'Ian Reid <ian.reid@btinternet.com>',
      subject: 'Your weekly market outlook',
      date: 'Mon, 1 Dec 2025 07:30:00 +0000',
      messageId: '20251201073000.mo-2211@northgatemarkets.co.uk',
      dkim: ['northgatemarkets.co.uk:s1'],
      relay: 'mail.northgatemarkets.co.uk [185.44.12.9]',
      headers: ['List-Unsubscribe: <https://www.northgatemarkets.co.uk/unsubscribe?u=ir22>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'This week: central-bank decisions, oil and the euro. Trade major FX pairs with spreads from 0.6 pips.',
        {
          small:
            'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider. Northgate Markets Ltd is authorised and regulated by the Financial Conduct Authority. Unsubscribe: https://www.northgatemarkets.co.uk/unsubscribe?u=ir22',
        },
      ]),
    }),
  },
  {
    name: 'A friend about her diet: down a few kilos since the summer, want to walk on Sunday?',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Kate Morris <kate.morris84@gmail.com>',
      to: 'Emma Lowe <emma.lowe@gmail.com>',
      subject: 'Sunday walk?',
      date: 'Fri, 28 Nov 2025 17:22:10 +0000',
      messageId: 'CAF7uW2k9XxR4tQ8mN3vB6pL1cH5sJ0e_dY2zA@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f54.google.com [209.85.128.54]',
      body: gmailBody(
        'Hi Em,\n\nThe diet is going well, I finally feel lighter and sleep better since I cut out the late snacks. Fancy a long walk on Sunday morning? Same place as last time?\n\nKate x',
      ),
    }),
  },
  {
    name: 'Lizenziertes Casino: Wochenangebot mit 50 Freispielen für Einzahlungen bis Sonntag',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Spielbank Online <news@spielbank-online.de>',
      to: 'Frank Weber <frank.weber@gmx.de>',
      subject: 'Ihr Wochenangebot',
      date: 'Fri, 5 Dec 2025 18:00:00 +0100',
      messageId: '20251205180000.wk-8812@spielbank-online.de',
      dkim: ['spielbank-online.de:s1'],
      relay: 'mail.spielbank-online.de [185.70.12.33]',
      headers: ['List-Unsubscribe: <https://www.spielbank-online.de/abmelden?u=fw12>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Hallo Frank,',
        'diese Woche gibt es 50 Freispiele auf unseren neuen Slot für alle, die bis Sonntag einzahlen.',
        {
          small:
            'Spielbank Online GmbH, erlaubt durch die Gemeinsame Glücksspielbehörde der Länder (GGL). 18+. Glücksspiel kann süchtig machen. Hilfe: www.check-dein-spiel.de. Abmelden: https://www.spielbank-online.de/abmelden?u=fw12',
        },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Pictures from image-sharing sites, genuinely
  {
    // A meme copied from Imgur and pasted into a Gmail note: the picture stays hot-linked, the
    // note is three words.
    name: 'A friend pastes an Imgur meme into a three-word Gmail note',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jake Morrison <jake.morrison84@gmail.com>',
      to: 'tom.reyes@outlook.com',
      subject: 'monday mood',
      date: 'Mon, 10 Mar 2025 08:02:17 +0000',
      messageId: 'CAF8kQ2vX9mT4pR1wL7nB3cH6dJ0sY5g_e@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wr1-f41.google.com [209.85.221.41]',
      body: multipart('alternative', [
        plain('this is us'),
        html('<div dir="ltr">this is us<br><img src="https://i.imgur.com/Wm4cZ8p.jpeg" alt="image.png"><br></div>'),
      ]),
    }),
  },
  {
    // A forum's daily digest, signed, with a member's Imgur picture of their build linking to
    // its page on Imgur and the rest of the posts in text.
    name: 'Forum digest: a member’s Imgur photo of a workbench among the day’s posts',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Woodnet Forum <noreply@forum.woodnet-community.org>',
      to: 'dana.whitlock@fastmail.com',
      subject: '[Woodnet] Summary',
      date: 'Thu, 13 Mar 2025 07:00:03 +0000',
      messageId: 'digest.2025-03-13.dana@forum.woodnet-community.org',
      dkim: ['woodnet-community.org:discourse'],
      relay: 'mail.woodnet-community.org [198.51.100.70]',
      headers: [
        'List-Unsubscribe: <https://forum.woodnet-community.org/email/unsubscribe/9f2c71ab>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: Woodnet Forum <forum.woodnet-community.org>',
      ],
      body: html(
        '<html><body><h2>Popular topics since your last visit</h2><h3>Finished the Roubo bench</h3><p>Eighteen months of weekends, but the top is finally flat. Legs are white oak, top is laminated maple, leg vise hardware from a local smith.</p><a href="https://imgur.com/gallery/Bn7RfQ2"><img src="https://i.imgur.com/Bn7RfQ2.jpg" width="500"></a><h3>Sharpening: diamond plates or waterstones?</h3><p>I keep going back and forth. Diamond plates stay flat, but the finish off my 8000 stone is hard to beat.</p><p><a href="https://forum.woodnet-community.org/t/sharpening/4471">Read more</a></p><p>You are receiving this because you enabled the daily summary. <a href="https://forum.woodnet-community.org/email/unsubscribe/9f2c71ab">Unsubscribe</a></p></body></html>',
      ),
    }),
  },
  {
    // Una abuela reenvía desde Gmail la foto del nieto pegada desde un enlace de ImgBB.
    name: 'Una abuela manda desde Gmail la foto del nieto pegada desde ImgBB, con dos palabras',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Carmen Ruiz <carmen.ruiz.1951@gmail.com>',
      to: 'elena.ruiz@hotmail.es',
      subject: 'Mira',
      date: 'Sun, 16 Mar 2025 18:44:10 +0100',
      messageId: 'CAJ3pT8wQ1vR6mK2xN9bF4cH7dL0sY5z_k@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ej1-f54.google.com [209.85.218.54]',
      body: multipart('alternative', [
        plain('Qué guapo'),
        html('<div dir="ltr">Qué guapo<br><img src="https://i.ibb.co/3Yx9kLp/pablo.jpg" width="400"><br></div>'),
      ]),
    }),
  },
  // ---------------------------------------------------------------- Rewards from the brand itself
  // The genuine side of the reward lures (phishing-mail-fourth-cases.ts): shops, loyalty
  // programmes and gift-card senders writing the same words from their own signed domains, a
  // friend who won a voucher, and a research firm paying its survey with another brand's gift
  // card. A rule that reads the words alone, without who sends them, fails here.
  {
    name: 'Douglas: eigene Kundenumfrage mit Gutschein als Dankeschön, über den eigenen ESP',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Douglas <newsletter@mail.douglas.de>',
      to: 'sabine.krueger@web.de',
      subject: 'Ihre Meinung ist uns wichtig – 5 € Gutschein als Dankeschön',
      date: 'Tue, 12 Nov 2024 09:00:00 +0100',
      messageId: '20241112080000.3f1a9c@mail.douglas.de',
      dkim: ['mail.douglas.de:dg2024'],
      returnPath: 'bounce-3f1a9c@mail.douglas.de',
      relay: 'mta12.mail.douglas.de [185.21.60.12]',
      headers: ['List-Unsubscribe: <https://mail.douglas.de/abmelden?u=3f1a9c>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Liebe Sabine,',
          'nehmen Sie an unserer kurzen Umfrage teil und erhalten Sie einen 5-€-Gutschein für Ihren nächsten Einkauf.',
          { button: 'Zur Umfrage', href: 'https://www.douglas.de/umfrage?u=3f1a9c' },
          { small: 'Douglas GmbH, Luise-Rainer-Straße 7–11, 40235 Düsseldorf. [Abmelden](https://mail.douglas.de/abmelden?u=3f1a9c)' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Starbucks Rewards: your reward is ready, from the brand',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Starbucks Rewards <Starbucks@e.starbucks.com>',
      to: 'mike.turner@outlook.com',
      subject: 'Your reward is ready',
      date: 'Mon, 9 Dec 2024 13:30:00 +0000',
      messageId: '20241209133000.8a2c4e@e.starbucks.com',
      dkim: ['e.starbucks.com:sb1'],
      returnPath: 'bounce-8a2c4e@e.starbucks.com',
      relay: 'mta5.e.starbucks.com [13.111.64.5]',
      headers: ['List-Unsubscribe: <https://e.starbucks.com/unsub?u=8a2c4e>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'You did it: 100 Stars collected. Your reward is ready to redeem on your next order in the app or in store.',
        { button: 'Order now', href: 'https://app.starbucks.com/menu' },
        { small: 'Starbucks Coffee Company, 2401 Utah Avenue South, Seattle, WA. Unsubscribe any time.' },
      ]),
    }),
  },
  {
    name: 'Lowe’s sweepstakes newsletter: enter to win a gift card, from lowes.com',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: "Lowe's <lowes@e.lowes.com>",
      to: 'jim.baker@gmail.com',
      subject: "Enter for a chance to win a $500 Lowe's gift card",
      date: 'Thu, 3 Apr 2025 12:00:00 +0000',
      messageId: '20250403120000.55be@e.lowes.com',
      dkim: ['e.lowes.com:lw1'],
      returnPath: 'bounce-55be@e.lowes.com',
      relay: 'mta2.e.lowes.com [13.111.20.2]',
      headers: ['List-Unsubscribe: <https://e.lowes.com/unsub?u=55be>', LIST_UNSUBSCRIBE_POST],
      body: document([
        "Spring is here. Enter our Spring Refresh Sweepstakes for a chance to win one of ten $500 Lowe's gift cards. No purchase necessary; official rules at lowes.com/sweepstakes.",
        { button: 'Enter now', href: 'https://www.lowes.com/sweepstakes' },
        { small: "Lowe's Home Improvement, 1000 Lowes Blvd, Mooresville, NC. Unsubscribe." },
      ]),
    }),
  },
  {
    name: 'Amiga: me tocó un vale de El Corte Inglés en la rifa del cole',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Ruiz <marta.ruiz.lopez@gmail.com>',
      to: 'lucia.gomez@gmail.com',
      subject: 'rifa',
      date: 'Sun, 15 Dec 2024 20:11:09 +0100',
      messageId: 'CAF8mQ2pR7xW1vT4kL9sD3bN6cH0jY5gZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        '¡Lucía! Al final me tocó un vale de 50 € de El Corte Inglés en la rifa del cole. Lo usamos para el regalo de la profe, ¿te parece?\n\nUn beso,\nMarta',
      ),
    }),
  },
  {
    name: 'Lidl: eigener Newsletter mit Gratis-Gutschein in der Lidl Plus App',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Lidl <newsletter@lidl.de>',
      to: 'jonas.becker@gmx.de',
      subject: 'Ihr Gratis-Gutschein wartet in Lidl Plus',
      date: 'Fri, 4 Oct 2024 06:00:00 +0200',
      messageId: '20241004040000.7d3e1b@newsletter.lidl.de',
      dkim: ['lidl.de:lidl2024'],
      returnPath: 'bounce-7d3e1b@newsletter.lidl.de',
      relay: 'mout3.newsletter.lidl.de [185.57.120.3]',
      headers: ['List-Unsubscribe: <https://newsletter.lidl.de/abmelden?u=7d3e1b>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Diese Woche in Lidl Plus: Ihr Gutschein wartet auf Sie – ein gratis Croissant zu jedem Einkauf ab 10 €.',
          { button: 'Coupon aktivieren', href: 'https://www.lidl.de/lidl-plus' },
          { small: 'Lidl Vertriebs-GmbH & Co. KG, Stiftsbergstraße 1, 74172 Neckarsulm. [Abmelden](https://newsletter.lidl.de/abmelden?u=7d3e1b)' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'bol: je cadeaukaart van Sanne wacht op je, van bol.com',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'bol <noreply@bol.com>',
      to: 'daan.devries@ziggo.nl',
      subject: 'Sanne stuurt je een bol cadeaukaart',
      date: 'Wed, 18 Dec 2024 10:12:44 +0100',
      messageId: '20241218091244.2c8a@bol.com',
      dkim: ['bol.com:bol1'],
      relay: 'mail-out2.bol.com [185.14.168.2]',
      body: document(
        [
          'Hoi Daan, Sanne heeft je een bol cadeaukaart van € 25 gestuurd: "Fijne feestdagen!". Je cadeaukaart wacht op je; verzilver de code bij het afrekenen.',
          { code: '8841 2207 5519' },
          { small: 'bol, Papendorpseweg 100, Utrecht' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'Amazon: you received a gift card as a present, from amazon.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Amazon.com <gc-orders@gc.email.amazon.com>',
      to: 'mike.turner@outlook.com',
      subject: 'Mark sent you an Amazon gift card!',
      date: 'Wed, 25 Dec 2024 08:01:13 +0000',
      messageId: '0100019401a2b3c4-5d6e7f80-91a2-4b3c-8d4e-5f60718293a4-000000@email.amazonses.com',
      dkim: ['amazon.com:yg4mwqurec', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019401a2b3c4@email.amazonses.com',
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      body: document([
        'Mark sent you a $50 Amazon gift card: "Merry Christmas!" Your gift card is ready to apply to your account.',
        { button: 'Apply to your account', href: 'https://www.amazon.com/gc/redeem' },
        { small: 'Amazon.com, 410 Terry Ave N, Seattle, WA' },
      ]),
    }),
  },
  {
    // Incentive programmes pay in other brands' gift cards from their own signed domains.
    name: 'Research firm: five-minute survey, a $25 Amazon gift card as thanks',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northfield Research <surveys@northfieldresearch.com>',
      to: 'jim.baker@gmail.com',
      subject: 'Share your feedback, get a $25 Amazon gift card',
      date: 'Tue, 14 Jan 2025 15:00:00 +0000',
      messageId: '20250114150000.91c2@northfieldresearch.com',
      dkim: ['northfieldresearch.com:nr1'],
      relay: 'mta1.northfieldresearch.com [192.0.2.44]',
      headers: ['List-Unsubscribe: <https://northfieldresearch.com/unsubscribe?u=91c2>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Hi Jim,',
        'Complete our five-minute customer survey about home internet and receive a $25 Amazon gift card as a thank you.',
        { button: 'Take the survey', href: 'https://northfieldresearch.com/s/hi2025?u=91c2' },
        { small: 'Northfield Research LLC, Madison, WI. Unsubscribe from research invitations.' },
      ]),
    }),
  },
  {
    // A lottery operator telling a player with an account what she won: the windfall words of
    // advance-fee fraud, from the operator's own domain.
    name: "The National Lottery: you've won £30 in Saturday's draw, paid into your account",
    lang: 'en',
    kind: 'transactional',
    todo: "suspicious/medium: content_advance_fee, auth_results_missing; “you've won a prize” reads as a windfall promise. The licensed-operator rule (areas/content.ts: the operator's name on its own signed domain beside a safer_gambling line) would clear it, but its only such line is “Play responsibly”, which rogue casinos print too (a phishing_pot casino scam on a borrowed domain does), so the lexicon holds only regulators' licences, helplines and mandated slogans; the operator's licence line (“licensed by the Gambling Commission”) is not in this mail",
    raw: mail({
      from: 'The National Lottery <noreply@email.national-lottery.co.uk>',
      to: 'emma.briggs@outlook.com',
      subject: "Good news – you've won a prize",
      date: 'Sun, 15 Jun 2025 08:12:44 +0100',
      messageId: '20250615071244.7c1e@email.national-lottery.co.uk',
      dkim: ['email.national-lottery.co.uk:s1'],
      relay: 'mta.email.national-lottery.co.uk [198.51.100.7]',
      body: document([
        'Hi Emma,',
        "Congratulations! You've won a prize in the Lotto draw on Saturday 14 June. Your winnings of £30.00 have been paid into your account.",
        { button: 'Sign in to your account', href: 'https://www.national-lottery.co.uk/sign-in' },
        'Play responsibly.',
      ]),
    }),
  },
];
