// Callback scams: a fake invoice or subscription with a phone number to call (lure callback).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { textPdf } from './formats-builders.ts';
import { attachment, document, GMAIL, gmailBody, mail, multipart, plain, THROWAWAY, withoutTrace } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const CALLBACK_CASES: readonly PhishingCase[] = [
  {
    name: 'Geek Squad auto-renewal invoice from Gmail with a spaced-out phone number (callback)',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Geek Squad Billing <harveylmorrison883@gmail.com>',
      to: 'Donald Price <dprice1958@aol.com>',
      subject: 'Your Order Confirmation #GS-8827410 has been processed',
      date: 'Sat, 19 Oct 2024 22:03:41 -0700',
      messageId: 'CAPr8xQ1wZ7kN2mB4vT9yH3cL6fD0sJ5gE8aR1uW7iOq=Kp@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: gmailBody(
        [
          'Dear Customer,',
          '',
          'Thank you for renewing your Geek Squad Total Protection plan. Your subscription has been renewed successfully and the amount will be debited from your account within 24 hours.',
          '',
          'Invoice No: GS-8827410',
          'Product: Geek Squad Total Tech Support (3 Years, 5 Devices)',
          'Amount: $399.99',
          'Payment Method: Auto Debit',
          '',
          'If you did not authorize this renewal or wish to cancel and get a refund, please call our billing department within 24 hours at:',
          '',
          '+1 ( 8 0 5 ) - 4 1 2 - 7 7 1 9',
          '',
          'Regards,',
          'Geek Squad Billing Team',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'PayPal\'s own invoice service abused: passing paypal.com mail with a "call us" note',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'service@paypal.com',
      to: 'Angela Ruiz <angela.ruiz77@gmail.com>',
      subject: 'Invoice from Billing Department (0093)',
      date: 'Wed, 12 Feb 2025 16:20:33 -0800',
      messageId: 'c0a8e1f3-7b2d-4e9a-8f1c-5d3b7a2e9c04@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'bounce-2941@bounce.paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { image: 'https://www.paypalobjects.com/digitalassets/c/website/logo/full-text/pp_fc_hl.svg', alt: 'PayPal' },
        { heading: 'Billing Department sent you an invoice for $699.99 USD' },
        {
          rows: [
            ['Invoice number', '0093'],
            ['Due date', 'On receipt'],
            ['Amount', '$699.99 USD'],
          ],
        },
        'Note from seller: Your PayPal account has been charged $699.99 for Bitcoin purchase (BTC 0.0071). If you did not authorize this transaction, call PayPal Support immediately at +1 (888)-451-0236 to cancel and get a full refund. Do not pay this invoice.',
        { button: 'View and Pay Invoice', href: 'https://www.paypal.com/invoice/p/#INV2-Q7XK-4D9M-2WBT-8HRC' },
        {
          small:
            "Don't recognize this invoice? Report this invoice. PayPal Pte. Ltd. PayPal is located at 2211 North First Street, San Jose, California 95131.",
        },
      ]),
    }),
  },

  {
    // Square's genuine invoice mail: the "business" is the criminal's, the line item and the
    // note carry the lure, and the reader is told to call rather than pay.
    name: 'Square invoice from an "Apple Billing" seller: $849.99 iPhone charge, call to cancel',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Apple Billing Support via Square <invoicing@messaging.squareup.com>',
      to: 'Teresa Nguyen <teresa.nguyen.home@yahoo.com>',
      replyTo: 'Apple Billing Support <applebilling.helpdesk24@outlook.com>',
      subject: 'Invoice #000417 from Apple Billing Support',
      date: 'Fri, 23 May 2025 20:12:54 +0000',
      messageId: '0100019700d2e4f6-a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d-000000@messaging.squareup.com',
      dkim: ['messaging.squareup.com:sq1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019700d2e4f6-a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d-000000@amazonses.com',
      relay: 'a8-77.smtp-out.amazonses.com [54.240.8.77]',
      headers: ['Feedback-ID: 1.us-east-1.c3F1YXJlLWludm9pY2Vz:AmazonSES'],
      body: document([
        { heading: 'Apple Billing Support sent you an invoice for $849.99' },
        {
          rows: [
            ['Invoice', '#000417'],
            ['Due', 'Upon receipt'],
            ['Item', 'iPhone 15 Pro Max 256GB – Apple Pay order'],
            ['Total', '$849.99'],
          ],
        },
        'Message from Apple Billing Support: Your Apple Pay wallet was charged $849.99 for the order above. If you did not place this order, DO NOT PAY. Call Apple Billing at +1 (833) 604-2197 within 24 hours to cancel and receive your refund.',
        { button: 'Pay invoice', href: 'https://squareup.com/pay-invoice/inv:0-ChAq8Lm2Rz5Nw7Vb3Xc9Mp4T' },
        { small: 'Square, Inc., 1955 Broadway, Suite 600, Oakland, CA 94612. Square processes payments for Apple Billing Support.' },
      ]),
    }),
  },

  {
    // Intuit's own invoicing abused: a QuickBooks account named after a security brand sends a
    // real invoice from notification.intuit.com; the only lure is the phone number in the memo.
    name: 'Real QuickBooks invoice from a seller called "Norton Renewal Dept": $399.99 auto-renewal, call to dispute',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Norton Renewal Dept <quickbooks@notification.intuit.com>',
      to: 'patricia.lindgren@comcast.net',
      replyTo: 'nortonbilling.dept@outlook.com',
      subject: 'Invoice 10482 from Norton Renewal Dept',
      date: 'Thu, 23 Jan 2025 20:41:17 +0000',
      messageId: '1472608819.3340117.1737664877120@qbo-notify-prd-use2-7b9c4.intuit.com',
      dkim: ['notification.intuit.com:s1'],
      returnPath: 'bounce-qbo-93a1c7e4@notification.intuit.com',
      relay: 'mail-use2.notification.intuit.com [206.108.40.21]',
      body: document([
        { heading: 'Norton Renewal Dept' },
        'Dear Customer,',
        "Here's your invoice! We appreciate your prompt payment.",
        {
          rows: [
            ['Invoice no.', '10482'],
            ['Due date', '01/24/2025'],
            ['Balance due', '$399.99'],
          ],
        },
        'Message from Norton Renewal Dept: Your Norton 360 Total Protection (5 devices) has been auto-renewed for 3 years and $399.99 will be charged to your card on file today. If you did not authorize this renewal or want a refund, call our billing department at +1 (808) 745-3391 within 24 hours. Do not pay online.',
        {
          button: 'Review and pay',
          href: 'https://connect.intuit.com/portal/app/CommerceNetwork/view/scs-v1-2b7e9c1a4f3d8e60a5b2c7d9e1f3a4b8c6d0e2f5a7b9c1d3e5f7a9b1c3d5e7f9?locale=en_US&cta=viewinvoicenow',
        },
        { small: 'Norton Renewal Dept · Powered by QuickBooks. © Intuit Inc. All rights reserved. Privacy | Security | Terms of Service' },
      ]),
    }),
  },

  {
    // Callback (TOAD) in Spanish: a renewal "invoice" from Gmail with no link at all, only a
    // phone number where a fake agent installs remote-access software.
    name: 'Factura de renovación de McAfee de 349,99 € desde Gmail, sin enlaces: "llame para cancelar"',
    lang: 'es',
    lure: 'callback',
    expect: ['fraud'],
    raw: mail({
      from: 'Facturación Online <facturas.renovacion2025@gmail.com>',
      to: 'carmen.iglesias58@hotmail.com',
      subject: 'Confirmación de pedido #MCF-77302914',
      date: 'Thu, 6 Nov 2025 14:12:40 +0000',
      messageId: 'CAF9w2Lq7Rk5Mz1Xb8Vn4Tc3Hp6Jd0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-lf1-f41.google.com [209.85.167.41]',
      body: gmailBody(
        'Estimado cliente:\n\nGracias por renovar su suscripción. Su plan se ha renovado automáticamente y el cargo aparecerá en su extracto en las próximas 24 horas.\n\nProducto: McAfee Total Protection – 10 dispositivos\nDuración: 3 años\nImporte: 349,99 €\nMétodo de pago: tarjeta registrada\nNº de pedido: MCF-77302914\n\nSi usted no ha autorizado esta renovación o desea cancelarla y obtener el reembolso, llame a nuestro servicio de atención al cliente en las próximas 24 horas:\n\n+34 910 48 73 21\n\nAtentamente,\nDepartamento de Facturación',
      ),
    }),
  },
  {
    // Fake fraud-alert callback: a "compra aprovada" of a large amount, no link, only a
    // "central de segurança" number that leads to the false-agent scam.
    name: 'Nubank falso: "compra aprovada de R$ 4.879,00", sem link, ligue para a central se não reconhece',
    lang: 'pt-BR',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Nubank Segurança <seguranca.nubank.alerta@outlook.com>',
      to: 'fernanda.ribeiro.sp@gmail.com',
      subject: 'Compra aprovada no seu cartão final 4417',
      date: 'Sat, 11 Oct 2025 21:47:02 -0300',
      messageId: 'CP4P284MB1936F1A0C9E7B3D52A8E4C6F0D1B9@CP4P284MB1936.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp2bra01olkn2040.outbound.protection.outlook.com [40.92.42.40]',
      body: plain(
        'Olá, Fernanda.\n\nUma compra foi aprovada no seu cartão de crédito final 4417:\n\nEstabelecimento: MAGAZINE ONLINE ELETRO\nValor: R$ 4.879,00 (à vista)\nData: 11/10/2025 21:39\n\nNão reconhece esta compra? Ligue imediatamente para a nossa Central de Segurança 24h: 0800 591 4782 e informe o protocolo 55128. Não responda este e-mail.\n\nNubank',
      ),
    }),
  },

  {
    // Callback fraud in French: a fake Amazon order confirmation with a phone number only.
    name: "Fausse commande Amazon d'un iPhone à 1 249 € depuis Gmail, sans lien : « appelez pour annuler »",
    lang: 'fr',
    lure: 'callback',
    expect: ['fraud'],
    raw: mail({
      from: 'Service Commandes <confirmation.commande.fr@gmail.com>',
      to: 'monique.dupuis@wanadoo.fr',
      subject: 'Votre commande n° 402-7731845-2219 a été expédiée',
      date: 'Fri, 31 Oct 2025 18:27:44 +0100',
      messageId: 'CAB8w1Lq3Rk6Mz9Xb2Vn7Tc4Hp5Jd0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f52.google.com [209.85.128.52]',
      body: gmailBody(
        "Bonjour,\n\nNous vous confirmons l'expédition de votre commande :\n\nArticle : Apple iPhone 16 Pro Max 512 Go – Titane naturel\nMontant : 1 249,00 € TTC\nPaiement : carte bancaire enregistrée\nLivraison prévue : lundi 3 novembre\nAdresse : Paris 75011\n\nSi vous n'êtes pas à l'origine de cette commande, contactez immédiatement notre service d'annulation au 01 84 88 47 20 (appel gratuit) afin de bloquer l'expédition et d'obtenir le remboursement.\n\nCordialement,\nService Client",
      ),
    }),
  },

  {
    // Callback through PayPal's own money request: the English PayPal template with a Spanish
    // note from "Soporte Técnico Microsoft" that says to call to cancel.
    name: 'Solicitud de dinero real de PayPal de "Soporte Técnico Microsoft" por 489 €: plantilla en inglés, nota en español, llamar',
    lang: 'es',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'PayPal <service@paypal.es>',
      to: 'jorge.medina71@gmail.com',
      subject: 'Soporte Tecnico Microsoft sent you a request for €489.00 EUR',
      date: 'Fri, 14 Feb 2025 20:03:51 -0800',
      messageId: 'RT000248.d7b4f9a21c3e5@paypal.com',
      dkim: ['paypal.es:pp-dkim1'],
      returnPath: 'service@paypal.es',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { heading: 'Soporte Tecnico Microsoft sent you a request for €489.00 EUR' },
        {
          rows: [
            [
              'Note from Soporte Tecnico Microsoft',
              'Su licencia de Microsoft 365 se ha renovado por 3 años. Si no ha autorizado este cargo llame al +34 910 48 27 66 para la cancelación y el reembolso. No pague por PayPal.',
            ],
            ['Amount requested', '€489.00 EUR'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000248?locale.x=es_ES' },
        { small: 'PayPal Europe S.à r.l. et Cie, S.C.A.' },
      ]),
    }),
  },

  {
    // Callback through PayPal's own money request in German: the note from "PayPal Käuferschutz"
    // gives a phone number to dispute a 699 € charge.
    name: 'Echte PayPal-Zahlungsaufforderung von „PayPal Käuferschutz“ über 699 €: „rufen Sie uns an“',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'PayPal <service@paypal.de>',
      to: 'thomas.richter@t-online.de',
      subject: 'PayPal Kaeuferschutz hat Ihnen eine Zahlungsaufforderung über 699,00 € gesendet',
      date: 'Tue, 25 Mar 2025 10:12:44 -0700',
      messageId: 'RT000991.a2c4e6f8b1d3@paypal.com',
      dkim: ['paypal.de:pp-dkim1'],
      returnPath: 'service@paypal.de',
      relay: 'mx2.phx.paypal.com [66.211.170.87]',
      body: document([
        { heading: 'PayPal Kaeuferschutz hat Ihnen eine Zahlungsaufforderung gesendet' },
        {
          rows: [
            [
              'Mitteilung',
              'Für Ihr Konto wurde eine Zahlung von 699,00 € an Apple Store autorisiert. Falls Sie das nicht waren, rufen Sie sofort unseren Käuferschutz unter 0800 184 7722 an. Nicht online bezahlen.',
            ],
            ['Betrag', '699,00 €'],
          ],
        },
        { button: 'Jetzt bezahlen', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000991?locale.x=de_DE' },
      ]),
    }),
  },

  {
    // Callback with no link in Dutch: a "bol" order of an iPad for € 899 from a Gmail address,
    // "call us if you did not order this".
    name: 'Nepbestelling van bol van een iPad à € 899 vanaf Gmail, zonder link: "bel ons als u dit niet heeft besteld"',
    lang: 'nl',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'bol Klantenservice <bol.klantenservice.nl@gmail.com>',
      to: 'ria.vermeulen@kpnmail.nl',
      subject: 'Bestelbevestiging 4471208833',
      date: 'Thu, 27 Nov 2025 20:14:36 +0000',
      messageId: 'CAQ2tU5xS8vR3mK1wM9bP6cJ4dH7sY0m_sW5vX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ej1-f67.google.com [209.85.218.67]',
      body: plain(
        'Beste klant,\n\nBedankt voor uw bestelling: Apple iPad Pro 13" 256 GB, € 899,00, wordt morgen afgeschreven. Heeft u dit niet besteld? Bel dan direct onze klantenservice op 085 208 4471 om de bestelling te annuleren.\n\nbol',
      ),
    }),
  },

  {
    // Tech-support callback: a "Geek Squad" renewal of $399.99 as a PDF invoice, call to cancel
    // (the call ends with remote access), from Gmail.
    name: 'Geek Squad "auto-renewal $399.99" PDF invoice from Gmail: call to cancel within 24 hours',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Geek Squad Billing <geeksquad.billing.desk@gmail.com>',
      to: 'harold.jenkins@frontier.com',
      subject: 'Invoice GS-88410275 – Total Tech Support renewed',
      date: 'Tue, 18 Nov 2025 15:36:20 +0000',
      messageId: 'CAP9vT2xR5mQ8wK1nL4bC7dF3hJ6sY0g_rW8pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: multipart('mixed', [
        plain(
          'Dear Customer,\n\nThank you for renewing Geek Squad Total Tech Support for 2 years. $399.99 will be debited from your account within 24 hours. Invoice attached.\n\nIf you did not authorise this renewal or want a refund, call our billing department at +1 (808) 555-0147 within 24 hours.\n\nGeek Squad Billing',
        ),
        attachment(
          'Invoice_GS-88410275.pdf',
          'application/pdf',
          textPdf([
            'GEEK SQUAD – INVOICE GS-88410275',
            'Total Tech Support (2 years)  $399.99',
            'Payment: auto-debit',
            'To cancel or refund call +1 (808) 555-0147',
          ]),
        ),
      ]),
    }),
  },

  {
    // Tech-support scam: "Microsoft Sicherheitswarnung", the PC is "blocked" after a Trojan,
    // call a German-looking number, from a throw-away domain.
    name: 'Tech-Support-Betrug: "Microsoft-Sicherheitswarnung, Ihr PC wurde gesperrt", rufen Sie sofort an',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Microsoft Sicherheitscenter <warnung@windows-sicherheit-support.com>',
      to: 'gerhard.fischer@t-online.de',
      subject: 'WARNUNG: Trojaner erkannt – Ihr Computer wurde gesperrt',
      date: 'Mon, 10 Nov 2025 14:12:08 +0100',
      messageId: '20251110131208.4a7c@windows-sicherheit-support.com',
      dkim: ['windows-sicherheit-support.com:default'],
      relay: 'mail.windows-sicherheit-support.com [203.0.113.233]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Windows Defender – Sicherheitswarnung' },
        'Auf Ihrem Computer wurde der Trojaner „Zeus.Banker.X" gefunden. Ihre Bankdaten, Passwörter und Fotos sind in Gefahr. Zu Ihrem Schutz wurde der Computer gesperrt.',
        'Schalten Sie den Computer nicht aus. Rufen Sie sofort den Microsoft-Support an: 0800 555 0192 (kostenlos). Ein Techniker entfernt den Virus per Fernwartung.',
        { small: 'Microsoft Windows Defender Sicherheitscenter' },
      ]),
    }),
  },

  {
    // Google Drive's own share notice abused for a callback scam: the "document" title carries
    // the fake Geek Squad renewal and the phone number; Google signs it.
    name: 'Google Drive share notice abused: document title is a $399.99 Geek Squad renewal with a phone number',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Billing Department (via Google Docs) <drive-shares-dm-noreply@google.com>',
      to: 'janet.pruitt@yahoo.com',
      replyTo: 'Billing Department <gsquad.billing.desk@gmail.com>',
      subject: 'Document shared with you: "INVOICE GS-88412 Total Protection renewed $399.99 call +1 (808) 555-0142"',
      date: 'Mon, 10 Feb 2025 18:22:09 +0000',
      messageId: '0000000000003f9c2b05e1a7d4c8@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Rf2pZxoKCW8ab0d-7e1g2h3i4j@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: document([
        { heading: 'Billing Department shared a document' },
        'Billing Department (gsquad.billing.desk@gmail.com) has invited you to view the following document:',
        'INVOICE GS-88412 Total Protection renewed $399.99 call +1 (808) 555-0142',
        { button: 'Open', href: 'https://docs.google.com/document/d/1xQ8vT2mN4pK7wR9yZ3bC5dF8hJ0lL6nPqS4tU2vW/edit?usp=sharing_eil&ts=67aa4b91' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because gsquad.billing.desk@gmail.com shared a document with you from Google Docs.',
        },
      ]),
    }),
  },

  {
    // Subject-only callback: the whole lure is in the subject, the body a reference number.
    name: 'Coinbase callback in the subject only: "withdrawal of 0.4821 BTC requested, not you? call", body a reference',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Coinbase Security <support@cb-security-desk.com>',
      to: 'alan.whitford@gmail.com',
      subject: 'Coinbase: withdrawal of 0.4821 BTC requested. Not you? Call +1 (888) 555-0168 now',
      date: 'Sun, 27 Apr 2025 01:55:02 +0000',
      messageId: '20250427015502.2a9f@cb-security-desk.com',
      dkim: ['cb-security-desk.com:default'],
      relay: 'mx.cb-security-desk.com [203.0.113.152]',
      auth: THROWAWAY,
      body: plain('Ref: CB-WD-88412-7731'),
    }),
  },

  {
    // App-store callback from Gmail: a "receipt" PDF for Final Cut Pro with a refund number.
    name: 'Apple "receipt for Final Cut Pro $299.99" from Gmail with a PDF invoice and a refund phone number',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Apple Billing <appleinvoice.dept83@gmail.com>',
      to: 'gordon.mcbride@comcast.net',
      subject: 'Your receipt from Apple. Order No. MT44821QX',
      date: 'Tue, 20 May 2025 15:07:33 +0000',
      messageId: 'CAK4pN2xV8mR1tK7wQ3bL9cF5dH6sY0a_qT8pX@mail.gmail.com',
      ...GMAIL,
      body: multipart('mixed', [
        gmailBody(
          'Dear Customer,\n\nThank you for your purchase of Final Cut Pro (1 year) for $299.99, charged to your card on file. Your invoice is attached.\n\nIf you did not make this purchase or wish to cancel and get a refund, call Apple Billing Support at +1 (844) 555-0127 within 24 hours.\n\nApple Billing Team',
        ),
        attachment(
          'Invoice_MT44821QX.pdf',
          'application/pdf',
          textPdf([
            'Apple Store Invoice',
            'Order No. MT44821QX',
            'Final Cut Pro - 1 year subscription    $299.99',
            'Payment: Visa ending 4417',
            'Not you? Cancel and refund: +1 (844) 555-0127 (24/7)',
          ]),
        ),
      ]),
    }),
  },

  {
    // PayPal's own invoice feature: the note from the "merchant" is the callback lure; PayPal signs it.
    name: 'PayPal invoice abused: genuine PayPal mail whose merchant note says "$749.99 Bitcoin purchase, call +1 (888) 555-0199 to cancel"',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'service@paypal.com <service@paypal.com>',
      to: 'gary.holt55@yahoo.com',
      subject: 'You have a new invoice from Billing Support Dept',
      date: 'Sat, 8 Feb 2025 02:18:41 -0800',
      messageId: 'AQAAAb1xK2e9-7f3c-4a1b-8e2d-1c9f0a7b6d5e@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { heading: 'Billing Support Dept sent you an invoice for $749.99 USD' },
        {
          rows: [
            ['Invoice number', 'INV2-KX4T-9QPL-88WZ-3MRE'],
            ['Due on receipt', '$749.99 USD'],
          ],
        },
        'Seller note to customer: Your PayPal account has been charged $749.99 for a Bitcoin purchase. If you did not authorize this transaction, call our support line at +1 (888) 555-0199 within 24 hours to cancel and receive a full refund.',
        { button: 'View and Pay Invoice', href: 'https://www.paypal.com/invoice/p/#INV2KX4T9QPL88WZ3MRE' },
        {
          small:
            "Don't recognize this invoice? Report this invoice. PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.",
        },
      ]),
    }),
  },

  {
    // Norton callback: a free mailbox, a PDF "invoice" with the phone number, trace fields stripped.
    name: 'Callback: Norton "auto-renewal $389.95" PDF invoice from a Gmail mailbox, phone number to cancel, no trace fields',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Norton LifeLock Billing <billing.desk.nl360@gmail.com>',
        to: 'margaret.o.brien@comcast.net',
        subject: 'Order Confirmation #NL-5520198 - Auto Renewal Successful',
        date: 'Thu, 13 Mar 2025 20:11:07 -0700',
        messageId: 'CAH7xq2Lk9mT4rN8vB3c_wZ5pQ1yX6sD0fG4hJ7k@mail.gmail.com',
        ...GMAIL,
        body: multipart('mixed', [
          gmailBody(
            'Dear Customer,\n\nThank you for renewing your Norton 360 Deluxe subscription. Your payment of $389.95 has been processed and will appear on your statement within 24 hours.\n\nPlease find your invoice attached.\n\nIf you wish to cancel and claim a refund, contact our billing department at +1 (855) 555-0176.\n\nRegards,\nBilling Team',
          ),
          attachment(
            'Invoice_NL-5520198.pdf',
            'application/pdf',
            textPdf([
              'NortonLifeLock - INVOICE',
              'Order: NL-5520198   Date: 13/03/2025',
              'Product: Norton 360 Deluxe (5 devices) - 2 years',
              'Amount: $389.95   Payment: Auto-debit',
              'Not authorized? Call +1 (855) 555-0176 to cancel within 48 hours',
            ]),
          ),
        ]),
      }),
    ),
  },

  {
    name: 'Nubank callback: "compra não reconhecida de R$ 4.899,00, ligue para a central" from a throw-away domain, no trace fields',
    lang: 'pt-BR',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Nubank Segurança <seguranca@nubank-alerta.com>',
        to: 'juliana.mendes@gmail.com',
        subject: 'Compra aprovada: R$ 4.899,00 - Magazine Online',
        date: 'Sat, 19 Jul 2025 20:48:15 -0300',
        messageId: '20250719234815.2b7a@nubank-alerta.com',
        dkim: ['nubank-alerta.com:default'],
        relay: 'mail.nubank-alerta.com [203.0.113.177]',
        body: document(
          [
            { heading: 'Compra aprovada no seu cartão' },
            {
              rows: [
                ['Valor', 'R$ 4.899,00'],
                ['Estabelecimento', 'MAGAZINE ONLINE SP'],
                ['Cartão final', '•••• 3321'],
              ],
            },
            'Não reconhece esta compra? Ligue imediatamente para a nossa central de segurança no 0800 555 0199 para cancelar a transação e bloquear o cartão. Atendimento 24 horas.',
            { small: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },

  {
    // Callback invoice: "PayPal" order of $599.99 for Bitcoin with a phone number, Gmail.
    name: 'Callback: "PayPal order confirmation, $599.99 Bitcoin purchase, call to cancel" from a Gmail account',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'PayPal Billing <paypal.billing.dept.2025@gmail.com>',
      to: 'linda.hartman@sbcglobal.net',
      subject: 'Your order of $599.99 has been confirmed - Order #PP-6624-1183',
      date: 'Mon, 20 Oct 2025 14:48:02 +0000',
      messageId: 'CAB4nT9vL2pQ7xW1mR5bZ8cK3dY6eF0gJ_a@mail.gmail.com',
      ...GMAIL,
      body: document([
        { heading: 'PayPal' },
        'Hello Linda,',
        'Thank you for your purchase. Your payment of $599.99 USD to Bitcoin Exchange Ltd has been processed and will appear on your statement within 24 hours.',
        {
          rows: [
            ['Order', 'PP-6624-1183'],
            ['Item', 'Bitcoin (BTC) 0.0061'],
            ['Amount', '$599.99 USD'],
            ['Payment', 'PayPal balance'],
          ],
        },
        'If you did not authorize this transaction, please call our billing department immediately at +1 (888) 555-0147 to cancel and get a full refund. Refund requests must be made within 24 hours.',
        'PayPal Billing Department',
      ]),
    }),
  },

  {
    // German fake dunning: "letzte Mahnung, Inkasso", a link to the "invoice", free mail.
    name: 'Falsche Mahnung: "Letzte Mahnung vor Inkasso, offener Betrag 389,90 €" mit Link zur "Rechnung" von einem Freemail-Konto',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Inkasso Abteilung <forderungsmanagement.de@gmail.com>',
      to: 'juergen.schmitt@t-online.de',
      subject: 'Letzte Mahnung vor Übergabe an das Inkassobüro - Kundennummer 88412',
      date: 'Mon, 3 Nov 2025 08:15:27 +0100',
      messageId: 'CAK9pT2vL5mQ8xW1nR4bZ7cJ3dY6eF0gH+c@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Sehr geehrter Herr Schmitt,\n\ntrotz mehrfacher Zahlungserinnerung ist der Betrag von 389,90 € aus Ihrer Bestellung vom 12.09.2025 weiterhin offen.\n\nDies ist die letzte Mahnung. Sollte der Betrag nicht innerhalb von 3 Tagen beglichen werden, übergeben wir die Forderung an unser Inkassobüro. Dadurch entstehen Ihnen weitere Kosten von mindestens 120,00 €.\n\nRechnung und Zahlungsdaten: [https://rechnung-einsehen.online/kunde/88412](https://rechnung-einsehen.online/kunde/88412)\n\nMit freundlichen Grüßen\nForderungsmanagement',
      ),
    }),
  },

  {
    name: 'Dunning: "final notice before collections, $412.60 overdue" from Outlook.com, invoice on a .online domain',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Collections Department <accounts.recovery.dept@outlook.com>',
      to: 'p.hendricks@comcast.net',
      subject: 'FINAL NOTICE before collections - account 50217',
      date: 'Wed, 12 Nov 2025 14:05:33 +0000',
      messageId: 'PH7PR12MB6644A1B2C3D4E5F6@PH7PR12MB6644.namprd12.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'NAM12-MW2-obe.outbound.protection.outlook.com [40.92.22.41]',
      body: plain(
        'Dear customer,\n\nYour balance of $412.60 is now 60 days overdue. This is the final notice: if the amount is not paid within 48 hours, your account will be transferred to a collection agency and additional fees will apply.\n\nView your invoice and pay now: https://invoice-view-pay.online/acct/50217\n\nCollections Department',
      ),
    }),
  },
];
