// Invoices, payments and banking: invoices and reminders, receipts, bank and
// card alerts, transfers, payment requests, crypto exchanges.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { textPdf } from './formats-builders.ts';
import { attachment, document, listHeaders, mail, multipart, plain, sendgridHeaders, sesHeaders } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const INVOICES_PAYMENTS_AND_BANKING_CASES: readonly LegitimateCase[] = [
  {
    name: 'Chase card transaction alert',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'Megan Alvarez <megan.alvarez@yahoo.com>',
      subject: 'Your $84.27 transaction with WHOLEFDS BRK 10427',
      date: 'Fri, 15 Aug 2025 18:22:09 -0400',
      messageId: '1234567890.1755296529877.JavaMail.alerts@ealerts.chase.com',
      dkim: ['chase.com:chase2'],
      relay: 'mx-out-ealerts.chase.com [159.53.110.20]',
      body: document([
        { heading: 'You made a $84.27 transaction with WHOLEFDS BRK 10427' },
        {
          rows: [
            ['Account', 'Chase Freedom Unlimited Visa (...4417)'],
            ['Date', 'Aug 15, 2025 at 6:21 PM ET'],
            ['Merchant', 'WHOLEFDS BRK 10427'],
            ['Amount', '$84.27'],
          ],
        },
        'You are receiving this alert because your transaction was more than the $50.00 you set in your alert settings. Review your account activity on the Chase Mobile app or at [chase.com](https://www.chase.com/personal/online-banking).',
        {
          small:
            'Securely access your accounts at chase.com. Please don’t reply to this automated message. To manage your alerts, sign in to chase.com and go to Profile & settings. JPMorgan Chase Bank, N.A. Member FDIC.',
        },
      ]),
    }),
  },

  {
    name: 'Stripe receipt and invoice PDFs from a hosting company',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northbeam Hosting <invoice+statements+acct_1NqR4sJ2xK7vWb3Z@stripe.com>',
      to: 'accounts@fieldline-studio.co.uk',
      replyTo: 'Northbeam Hosting <billing@northbeam.host>',
      subject: 'Your receipt from Northbeam Hosting #2311-4907',
      date: 'Mon, 3 Mar 2025 09:00:14 +0000',
      messageId: '0102019560e6d1a2-4b8c7a3e-2f91-4d5a-bf0e-61c3a2d7e948-000000@eu-west-1.amazonses.com',
      dkim: ['stripe.com:f4mhv5k4ijqbbrwnwxdvrbcbdwpuboz5', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019560e6d1a2-4b8c7a3e-2f91-4d5a-bf0e-61c3a2d7e948-000000@eu-west-1.amazonses.com',
      relay: 'b224-13.smtp-out.eu-west-1.amazonses.com [54.240.224.13]',
      headers: ['Feedback-ID: 1.eu-west-1.ICQyCy7Ds2wAELXN+aCJUzFwzLGgPjuKZOsIOeUdF7c=:AmazonSES'],
      body: multipart('mixed', [
        document([
          { heading: 'Receipt from Northbeam Hosting' },
          {
            rows: [
              ['Amount paid', '£24.00'],
              ['Date paid', 'March 3, 2025'],
              ['Payment method', 'Visa – 9012'],
            ],
          },
          {
            rows: [
              ['Business VPS (Mar 3 – Apr 3, 2025)', '£20.00'],
              ['VAT (20%)', '£4.00'],
              ['Amount paid', '£24.00'],
            ],
          },
          'If you have any questions, contact us at [billing@northbeam.host](mailto:billing@northbeam.host) or call us at +44 20 3807 1150.',
          {
            small:
              'Something wrong with the email? [View it in your browser](https://invoice.stripe.com/i/acct_1NqR4sJ2xK7vWb3Z/live_YWNjdF8xTnFSNHNKMnhLN3ZXYjNa). You’re receiving this email because you made a purchase at Northbeam Hosting, which partners with Stripe to provide invoicing and payment processing.',
          },
        ]),
        attachment(
          'Invoice-8F2A3C4D-0001.pdf',
          'application/pdf',
          textPdf(
            [
              'Invoice 8F2A3C4D-0001',
              'Northbeam Hosting Ltd',
              'Bill to: Fieldline Studio',
              'Business VPS  GBP 20.00',
              'VAT 20%  GBP 4.00',
              'Total  GBP 24.00  Paid',
            ],
            'https://invoice.stripe.com/i/acct_1NqR4sJ2xK7vWb3Z/live_YWNjdF8xTnFSNHNKMnhLN3ZXYjNa',
          ),
        ),
        attachment('Receipt-2311-4907.pdf', 'application/pdf', textPdf(['Receipt 2311-4907', 'Amount paid GBP 24.00', 'Visa ending 9012'])),
      ]),
    }),
  },

  {
    name: 'Dropbox Plus renewal notice with the card on file',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Dropbox <no-reply@dropbox.com>',
      to: 'Hannah Weiss <hannah.weiss@icloud.com>',
      subject: 'Your Dropbox Plus plan renews soon',
      date: 'Tue, 1 Oct 2024 16:40:03 +0000',
      messageId: '20241001164003.7c2a1e9b4f3d@mandrill.dropbox.com',
      dkim: ['dropbox.com:scph0922'],
      relay: 'mail-ej1-f100.dropbox.com [162.125.6.100]',
      body: document([
        { image: 'https://cfl.dropboxstatic.com/static/images/logo_catalog/dropbox_logo_glyph_m1.png', alt: 'Dropbox' },
        'Hi Hannah,',
        'Your Dropbox Plus annual plan will renew on October 15, 2024. We’ll charge €119.88 to the Mastercard ending in 3381.',
        'You don’t need to do anything to keep your plan. To change your plan or payment details, visit your [billing page](https://www.dropbox.com/account/billing).',
        'Thanks for using Dropbox!',
        '- The Dropbox Team',
        { small: '© 2024 Dropbox, Inc., 1800 Owens St, San Francisco, CA 94158. Help Center: https://help.dropbox.com' },
      ]),
    }),
  },

  {
    name: 'PayPal: you sent a payment',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.com <service@paypal.com>',
      to: 'Chris Dunne <chris.dunne@gmail.com>',
      subject: 'You sent a payment of $45.00 USD to Riverside Ceramics',
      date: 'Thu, 12 Sep 2024 21:05:48 -0700',
      messageId: '1726200348.7314@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        {
          image: 'https://www.paypalobjects.com/digitalassets/c/system-triggered-email/n/layout/images/paypal-rebranding/pp-logo-in-circle-2x.png',
          alt: 'PayPal',
        },
        { heading: 'You sent $45.00 USD to Riverside Ceramics' },
        {
          rows: [
            ['Transaction ID', '7HX04512KT3398410'],
            ['Transaction date', 'September 12, 2024'],
            ['Funding', 'Visa Debit x-2207: $45.00 USD'],
          ],
        },
        'It may take a few moments for this transaction to appear in your account.',
        { button: 'View transaction details', href: 'https://www.paypal.com/myaccount/transactions/details/7HX04512KT3398410' },
        {
          small:
            'Help & Contact | Security | Apps. PayPal is committed to preventing fraudulent emails. Emails from PayPal will always contain your full name. Copyright © 1999-2024 PayPal, Inc. All rights reserved.',
        },
      ]),
    }),
  },

  {
    name: 'Apple: your subscription is renewing soon',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Apple <no_reply@email.apple.com>',
      to: 'Hannah Weiss <hannah.weiss@icloud.com>',
      subject: 'Your subscription is renewing soon',
      date: 'Wed, 8 Jan 2025 03:12:44 +0000',
      messageId: '2F.8B.51432.C4E0E776@ph-mmrelay-tx01.apple.com',
      dkim: ['email.apple.com:email0517'],
      relay: 'rn2-txn-msbadger06103.apple.com [17.111.110.84]',
      body: document([
        { heading: 'Your subscription is renewing soon' },
        'Dear Hannah, this is a reminder that your Apple One Individual subscription will automatically renew on January 15, 2025 for €19.95 per month.',
        'If you don’t want it to renew, you can cancel at least one day before the renewal date in Settings > your name > Subscriptions, or at [apple.com/account](https://account.apple.com/account/manage/section/subscriptions).',
        {
          small:
            'Apple Distribution International Ltd., Hollyhill Industrial Estate, Hollyhill, Cork, Republic of Ireland. Privacy Policy: https://www.apple.com/legal/privacy/',
        },
      ]),
    }),
  },

  {
    name: 'BBVA: compra con tarjeta',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'BBVA <avisos@bbva.es>',
      to: 'Javier Ortega <javier.ortega.r@hotmail.es>',
      subject: 'Has realizado una compra con tu tarjeta',
      date: 'Sat, 14 Jun 2025 13:47:05 +0200',
      messageId: '20250614134705.6F3A2B1C@avisos.bbva.es',
      dkim: ['bbva.es:bbva2024'],
      relay: 'mx-avisos.bbva.es [195.76.9.140]',
      body: document(
        [
          'Hola, Javier:',
          'Te informamos de que se ha realizado una compra con tu tarjeta Aqua Débito terminada en 5521.',
          {
            rows: [
              ['Comercio', 'MERCADONA VALENCIA'],
              ['Importe', '63,18 €'],
              ['Fecha', '14/06/2025 13:46'],
            ],
          },
          'Si no reconoces esta operación, puedes apagar tu tarjeta desde la app BBVA en un momento y llamarnos al 91 224 94 26.',
          {
            small:
              'Has recibido este aviso porque lo tienes activado en tu configuración de notificaciones. BBVA nunca te pedirá claves ni códigos por email. Banco Bilbao Vizcaya Argentaria, S.A., Plaza de San Nicolás 4, 48005 Bilbao.',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Nubank: a fatura do cartão fechou',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'Ana Souza <ana.souza.rj@gmail.com>',
      subject: 'A fatura do seu cartão fechou',
      date: 'Sun, 30 Mar 2025 09:12:44 -0300',
      messageId: '0100019609b7c3e2-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d-000000@email.amazonses.com',
      dkim: ['nubank.com.br:nu2024', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019609b7c3e2-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d-000000@amazonses.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      headers: ['Feedback-ID: 1.us-east-1.Tm9VYmFua0ZhdHVyYTIwMjU=:AmazonSES'],
      body: document(
        [
          'Olá, Ana',
          'A fatura do seu cartão de crédito fechou. Confira os detalhes:',
          {
            rows: [
              ['Valor da fatura', 'R$ 1.284,37'],
              ['Vencimento', '07/04/2025'],
              ['Melhor dia de compra', '31/03'],
            ],
          },
          'Você pode pagar pelo app com Pix, boleto ou débito automático. No app também dá para parcelar a fatura.',
          { button: 'Ver fatura no app', href: 'https://nubank.com.br/app/fatura' },
          { small: 'Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58. O Nubank nunca pede sua senha ou dados do cartão por e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'EDP: a sua fatura (PDF e referência Multibanco)',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'EDP Comercial <faturaeletronica@edp.pt>',
      to: 'João Silva <joao.m.silva@sapo.pt>',
      subject: 'A sua fatura de eletricidade de janeiro já está disponível',
      date: 'Mon, 10 Feb 2025 11:30:05 +0000',
      messageId: '20250210113005.77421903@mail.edp.pt',
      dkim: ['edp.pt:edp2023'],
      relay: 'mail2.edp.pt [195.22.19.42]',
      body: multipart('mixed', [
        document(
          [
            'Caro cliente,',
            'Enviamos em anexo a sua fatura de eletricidade referente a janeiro de 2025.',
            {
              rows: [
                ['Valor', '58,72 €'],
                ['Data limite de pagamento', '27/02/2025'],
                ['Entidade', '10611'],
                ['Referência', '123 456 789'],
              ],
            },
            'Se aderiu ao débito direto, o valor será cobrado na data limite e não precisa de fazer nada.',
            'Pode consultar as suas faturas na [área de cliente EDP](https://www.edp.pt/particulares/area-cliente/).',
            { small: 'EDP Comercial – Comercialização de Energia, S.A. Av. 24 de Julho, 12, 1249-300 Lisboa. Esta mensagem foi enviada automaticamente.' },
          ],
          { lang: 'pt-PT' },
        ),
        attachment(
          'Fatura_FT2025-0012345678.pdf',
          'application/pdf',
          textPdf([
            'EDP Comercial',
            'Fatura FT 2025/0012345678',
            'Periodo: 01/01/2025 a 31/01/2025',
            'Total a pagar: 58,72 EUR',
            'Entidade 10611  Referencia 123 456 789',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Orange : votre facture est disponible',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Orange <facture@orange.fr>',
      to: 'Claire Dubois <claire.dubois@orange.fr>',
      subject: 'Votre facture Orange de février est disponible',
      date: 'Wed, 5 Feb 2025 10:22:47 +0100',
      messageId: '20250205092247.FAC.1029384756@facture.orange.fr',
      dkim: ['orange.fr:orange2024'],
      relay: 'smtp-out.facture.orange.fr [193.252.22.80]',
      body: document(
        [
          'Bonjour,',
          'Votre facture de février pour votre offre Livebox Fibre est disponible dans votre Espace Client.',
          {
            rows: [
              ['Montant', '42,99 €'],
              ['Prélèvement prévu le', '20/02/2025'],
            ],
          },
          'Vous n’avez rien à faire : le montant sera prélevé automatiquement sur votre compte.',
          { button: 'Consulter ma facture', href: 'https://espace-client.orange.fr/facture-paiement' },
          { small: 'Orange SA, 111 quai du Président Roosevelt, 92130 Issy-les-Moulineaux. Ceci est un message automatique, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Coffee subscription: we were unable to process your last payment (PayPal)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Little Bean Roasters <orders@littlebeanroasters.co.uk>',
      to: 'tom.hughes@gmail.com',
      subject: 'Problem with your subscription',
      date: 'Mon, 03 Nov 2025 10:01:12 +0000',
      messageId: '20251103100112.1f2e3d4c5b6a@littlebeanroasters.co.uk',
      dkim: ['littlebeanroasters.co.uk:s1'],
      relay: 'mail.littlebeanroasters.co.uk [185.52.1.20]',
      body: plain(
        [
          'Hi Tom,',
          '',
          'We were unable to process your last payment for your monthly beans via PayPal. Could you update your payment details in your account so we can send November’s bag?',
          '',
          'https://littlebeanroasters.co.uk/account/subscriptions',
          '',
          'Thanks, the Little Bean team',
        ].join('\n'),
      ),
    }),
  },

  {
    // A billing service's alert quoting the payment processor's customer ID in the subject: a
    // machine-made code, but in signed mail it stays a reference (content_random_strings alone is clean).
    name: 'Billing alert quoting a Stripe customer ID',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Acme Billing <billing@acmeapp.io>',
      to: 'Ops <ops@northwind-analytics.com>',
      subject: '[Acme] Renewal invoice for customer cus_NffrFeUfNV2Hib',
      date: 'Wed, 5 Nov 2025 07:12:40 +0000',
      messageId: '20251105071240.8c1f2a9b@acmeapp.io',
      dkim: ['acmeapp.io:s1'],
      relay: 'mail.acmeapp.io [203.0.113.25]',
      body: plain(
        [
          'Hello,',
          '',
          'The renewal invoice for customer cus_NffrFeUfNV2Hib (Northwind Analytics) was created and will be charged to the card on file on 12 November.',
          'You can see it in the dashboard under Billing > Invoices.',
          '',
          'Acme Billing',
        ].join('\n'),
      ),
    }),
  },

  {
    // BTCPay Server is self-hosted; its invoice IDs are 22 base58 characters.
    name: 'Self-hosted BTCPay Server payment receipt quoting its invoice ID (unsigned)',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Café Lumen Loja <loja@cafelumen.pt>',
      to: 'Rui Almeida <rui.almeida@gmail.com>',
      subject: 'Fatura Ag9cXTxq4q5d2g9C3i5Gk6 - pagamento recebido',
      date: 'Mon, 10 Nov 2025 16:20:05 +0000',
      messageId: 'Ag9cXTxq4q5d2g9C3i5Gk6.settled@btcpay.cafelumen.pt',
      relay: 'btcpay.cafelumen.pt [203.0.113.77]',
      body: plain(
        [
          'Olá,',
          '',
          'O pagamento da fatura Ag9cXTxq4q5d2g9C3i5Gk6 (encomenda 1042, 0,00045 BTC) foi recebido e está confirmado.',
          'Obrigado pela sua encomenda.',
          '',
          'Café Lumen',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Bank notice: inactive savings account, dormant funds go to the state',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Lakeshore Community Bank <notices@lakeshorecb.com>',
      to: 'Harold Petersen <hpetersen1951@comcast.net>',
      subject: 'Your savings account ending 4417 has been inactive',
      date: 'Wed, 11 Sep 2024 14:05:33 -0500',
      messageId: '0100019fe21a.notices.4417@lakeshorecb.com',
      dkim: ['lakeshorecb.com:s2024'],
      relay: 'mail.lakeshorecb.com [204.89.112.40]',
      body: document([
        { heading: 'Please let us know you still use this account' },
        'Dear Harold Petersen,',
        'Our records show no customer-initiated activity on your savings account ending 4417 since March 2021. Under Michigan law, dormant funds must be reported and remitted to the Michigan Department of Treasury after three years without contact.',
        'To keep the account open, make a deposit or withdrawal, sign in to online banking, or call us at (231) 555-0144. If the funds are remitted, you can still claim them from the state’s unclaimed property program at any time.',
        { small: 'Lakeshore Community Bank, Member FDIC. We will never ask for your password or PIN by email.' },
      ]),
    }),
  },

  {
    name: 'Exchange: confirm your BTC withdrawal or it will be cancelled in 24 hours',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'ollie.brandt@proton.me',
      subject: 'Confirm your withdrawal request',
      date: 'Sat, 8 Mar 2025 21:11:40 +0000',
      messageId: 'wd-7Q2K-X9P4-LM3R.confirm@kraken.com',
      dkim: ['kraken.com:k1'],
      relay: 'mail-out-14.kraken.com [104.16.150.14]',
      body: document([
        'You requested a withdrawal of 0.0150 BTC to the address labelled “Cold storage”.',
        { button: 'Confirm withdrawal', href: 'https://www.kraken.com/u/funding/withdraw/confirm?t=7Q2KX9P4LM3R' },
        'Your withdrawal of 0.0150 BTC will be cancelled in 24 hours unless you confirm it. If you did not make this request, do not click the link: sign in and change your password.',
      ]),
    }),
  },

  {
    name: 'Nubank: compra aprovada, não reconhece essa compra?',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'carla.menezes@gmail.com',
      subject: 'Compra aprovada no seu cartão final 8831',
      date: 'Sat, 12 Apr 2025 22:41:05 -0300',
      messageId: '20250413014105.e7f1c2a9@nubank.com.br',
      dkim: ['nubank.com.br:nu1'],
      relay: 'mail-a41.nubank.com.br [52.67.41.9]',
      body: document(
        [
          'Olá, Carla!',
          'Sua compra de R$ 186,40 em PAGUE MENOS FORTALEZA no cartão final 8831 foi aprovada às 22:40.',
          'Não reconhece essa compra? Bloqueie o cartão pelo app e fale com a gente pelo chat. Nunca pedimos senha ou código por e-mail.',
          { small: 'Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Itaú: Pix enviado, com o botão “não reconheço esta transação”',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú <comunicado@itau-unibanco.com.br>',
      to: 'fabio.teixeira@uol.com.br',
      subject: 'Pix enviado: R$ 1.250,00',
      date: 'Fri, 16 May 2025 19:03:27 -0300',
      messageId: '20250516220327.5b7e@itau-unibanco.com.br',
      dkim: ['itau-unibanco.com.br:s1'],
      relay: 'mta12.itau-unibanco.com.br [200.196.152.12]',
      body: document(
        [
          'Olá, Fábio.',
          {
            rows: [
              ['Valor', 'R$ 1.250,00'],
              ['Para', 'MARCOS V. SILVA ME'],
              ['Instituição', 'Banco Inter'],
              ['Data', '16/05/2025 às 19:02'],
            ],
          },
          'Se você não reconhece esta transação, toque abaixo ou ligue para 4004 4828 (capitais) ou 0800 970 4828. Pelo Mecanismo Especial de Devolução, a contestação pode ser feita em até 80 dias.',
          { button: 'Não reconheço esta transação', href: 'https://www.itau.com.br/atendimento/contestar-pix?id=E60701190202505162202a8b3c4d5e6f' },
          { small: 'O Itaú nunca pede senhas, tokens ou códigos por e-mail, SMS ou telefone.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Banco (PT): transferência recebida, se não reconhece esta transferência contacte-nos',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Caixa Geral de Depósitos <avisos@cgd.pt>',
      to: 'rui.fonseca@sapo.pt',
      subject: 'Transferência SEPA enviada',
      date: 'Thu, 6 Feb 2025 11:02:44 +0000',
      messageId: '20250206110244.8812@cgd.pt',
      dkim: ['cgd.pt:s1'],
      relay: 'smtp3.cgd.pt [194.65.200.33]',
      body: document(
        [
          'Caro cliente,',
          'Foi efetuada uma transferência SEPA de 450,00 EUR da sua conta terminada em 0172 para PT50 0035 **** **** 3381 0, no dia 06-02-2025 às 10:58.',
          'Se não reconhece esta transferência, contacte de imediato a Linha Caixa (+351 217 900 790, disponível 24 horas). A CGD nunca lhe pede códigos por email ou SMS.',
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Plumber on x.onmicrosoft.com: invoice overdue, please pay by Friday',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Harris Plumbing <accounts@harrisplumbing.onmicrosoft.com>',
      to: 'Dave Miller <dave.miller@gmail.com>',
      subject: 'Invoice 1043 overdue',
      date: 'Mon, 3 Mar 2025 08:00:00 +0000',
      messageId: 'PAXPR01MB8821A9B8C7D6E5F4@PAXPR01MB8821.eurprd01.prod.exchangelabs.com',
      dkim: ['harrisplumbing.onmicrosoft.com:selector1-harrisplumbing-onmicrosoft-com'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.41]',
      body: plain(
        'Hi Dave,\n\nJust a reminder that invoice 1043 (£240 for the boiler repair) is now overdue. Please pay by Friday to avoid a late fee. Bank transfer to the account on the invoice, or card over the phone.\n\nThanks,\nSteve Harris',
      ),
    }),
  },

  {
    name: 'Nubank: seu empréstimo foi aprovado, confirme seus dados no app',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'Carla Souza <carla.souza@gmail.com>',
      subject: 'Seu empréstimo foi aprovado',
      date: 'Wed, 5 Mar 2025 14:20:11 -0300',
      messageId: '0100019565a1b2c3-nb-emprestimo-4471@nubank.com.br',
      dkim: ['nubank.com.br:nu2024'],
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      body: document(
        [
          'Oi, Carla!',
          'Boa notícia: seu empréstimo de R$ 3.000,00 foi aprovado.',
          'Para receber o dinheiro na sua conta, abra o app do Nubank e confirme seus dados.',
          { small: 'Nu Financeira S.A. – Sociedade de Crédito, Financiamento e Investimento. CNPJ 30.680.829/0001-43.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Itaú: seu crédito pessoal foi aprovado, contrate pelo app',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú <comunicacao@itau.com.br>',
      to: 'Marcos Ribeiro <marcos.ribeiro.sp@gmail.com>',
      subject: 'Seu crédito pessoal foi aprovado',
      date: 'Tue, 18 Mar 2025 10:05:44 -0300',
      messageId: '20250318130544.cp-88213@itau.com.br',
      dkim: ['itau.com.br:itau2024'],
      relay: 'mail-out3.itau.com.br [200.196.151.3]',
      body: document(
        [
          'Olá, Marcos!',
          'Boa notícia: seu crédito pessoal foi aprovado. O valor de R$ 8.000,00 fica disponível para contratação no app Itaú até 31/03, em até 24 parcelas.',
          'Para contratar, abra o app, toque em Empréstimos e confira as condições antes de confirmar.',
          { small: 'Itaú Unibanco S.A. O Itaú não envia links para você informar senhas ou dados do cartão.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Santander UK: your personal loan application has been processed and approved',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Santander <loans@santander.co.uk>',
      to: 'Priya Shah <priya.shah82@outlook.com>',
      subject: 'Your personal loan has been approved',
      date: 'Thu, 20 Mar 2025 11:32:09 +0000',
      messageId: '20250320113209.pl-55102@santander.co.uk',
      dkim: ['santander.co.uk:s2024'],
      relay: 'mailout2.santander.co.uk [193.127.210.22]',
      body: document([
        'Dear Priya,',
        'Your personal loan application has been processed and approved. The £7,500 will be paid into your current account ending 2291 within two working days.',
        'Your first monthly repayment of £228.41 will be taken on 20 April. You can see your agreement in the Santander app under Loans.',
        { small: 'Santander UK plc. We will never ask you to move money or share your online banking passcode by email.' },
      ]),
    }),
  },

  {
    name: 'Holded: factura de un estudio de diseño con PDF y datos de transferencia',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Estudio Lumen <no-reply@holded.com>',
      to: 'Administración Tostadero Norte <administracion@tostaderonorte.es>',
      replyTo: 'Estudio Lumen <hola@estudiolumen.es>',
      subject: 'Factura F250042 de Estudio Lumen SL',
      date: 'Mon, 3 Feb 2025 10:14:51 +0000',
      messageId: 'SGjQ7xvbRz2m8YlKc3wA4B@geopod-ismtpd-11',
      dkim: ['holded.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+9912034-7c1e-administracion=tostaderonorte.es@em7151.holded.com',
      relay: 'o5.em7151.holded.com [149.72.201.38]',
      body: multipart('mixed', [
        document(
          [
            'Hola,',
            'Estudio Lumen SL te ha enviado la factura F250042 por importe de 1.452,00 €, con vencimiento el 5 de marzo de 2025.',
            {
              rows: [
                ['Concepto', 'Rediseño de etiquetas, 3 referencias'],
                ['Base imponible', '1.200,00 €'],
                ['IVA 21 %', '252,00 €'],
                ['Total', '1.452,00 €'],
              ],
            },
            'Forma de pago: transferencia bancaria a ES21 0081 0216 7100 0123 4567 (Banco Sabadell), indicando el número de factura.',
            { button: 'Ver factura', href: 'https://app.holded.com/public/document/invoice/67a095d2c4f1e80a2b3c4d5e?token=pTz8Kq2LmX' },
            { small: 'Factura emitida con Holded. Si tienes cualquier duda sobre esta factura, responde a este correo y le llegará a Estudio Lumen SL.' },
          ],
          { lang: 'es' },
        ),
        attachment(
          'F250042.pdf',
          'application/pdf',
          textPdf([
            'Estudio Lumen SL - B12345678',
            'Factura F250042',
            'Cliente: Tostadero Norte SL',
            'Base 1.200,00 EUR  IVA 21% 252,00 EUR',
            'Total 1.452,00 EUR',
            'IBAN ES21 0081 0216 7100 0123 4567',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Factorial: tu nómina de marzo ya está disponible',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Factorial <no-reply@factorialhr.com>',
      to: 'Pablo Martín <pablo.martin@tostaderonorte.es>',
      subject: 'Tienes un nuevo documento: Nómina marzo 2025',
      date: 'Mon, 31 Mar 2025 16:40:02 +0000',
      messageId: '01020195ed5a1f3c-3b7e9d21-6a4c-4f0e-8b2d-9c1a7e5f3d40-000000@eu-west-1.amazonses.com',
      dkim: ['factorialhr.com:fhr2023', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '01020195ed5a1f3c-3b7e9d21-6a4c-4f0e-8b2d-9c1a7e5f3d40-000000@mail.factorialhr.com',
      relay: 'b224-21.smtp-out.eu-west-1.amazonses.com [54.240.224.21]',
      headers: ['Feedback-ID: 1.eu-west-1.Zm9vYmFyZmFjdG9yaWFs:AmazonSES'],
      body: document(
        [
          { image: 'https://factorialhr.com/images/email/factorial-logo.png', alt: 'Factorial' },
          'Hola Pablo,',
          'Tostadero Norte SL ha compartido contigo un nuevo documento en la carpeta Nóminas: «Nómina marzo 2025».',
          { button: 'Ver documento', href: 'https://app.factorialhr.com/documents/folders/412883?document_id=9918277' },
          'Por seguridad, el documento no se adjunta a este correo. Inicia sesión en Factorial para consultarlo y descargarlo.',
          { small: 'Everyday Software SL, Calle de Pallars 108, 08018 Barcelona. Recibes este correo porque tu empresa usa Factorial.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Wise: has recibido 1.250,00 EUR de un cliente',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Wise <noreply@wise.com>',
      to: 'Irene Vidal <irene.vidal.traducciones@gmail.com>',
      subject: 'Has recibido 1.250,00 EUR',
      date: 'Thu, 10 Apr 2025 11:02:37 +0000',
      messageId: '0100019620a4c7e1-5d2b8f3a-1e4c-4a9b-b7d0-2c3e5f6a7b8c-000000@email.amazonses.com',
      dkim: ['wise.com:wise2', 'amazonses.com:6gbrjpgwjskckoa6a5zn6fwqkn67xbtw'],
      returnPath: '0100019620a4c7e1-5d2b8f3a-1e4c-4a9b-b7d0-2c3e5f6a7b8c-000000@amazonses.com',
      relay: 'a8-41.smtp-out.amazonses.com [54.240.8.41]',
      headers: ['Feedback-ID: 1.us-east-1.d2lzZS10cmFuc2FjdGlvbmFs:AmazonSES'],
      body: document(
        [
          { heading: 'Has recibido 1.250,00 EUR' },
          'Hola, Irene:',
          'Meridian Translations Ltd te ha enviado 1.250,00 EUR. Ya están en tu cuenta de EUR.',
          {
            rows: [
              ['De', 'Meridian Translations Ltd'],
              ['Referencia', 'INV 2025-031'],
              ['Importe', '1.250,00 EUR'],
            ],
          },
          { button: 'Ver transferencia', href: 'https://wise.com/transactions/activities/by-resource/DEPOSIT/2219847731' },
          { small: 'Wise Europe SA, Rue du Trône 100, 1050 Bruselas. Nunca te pediremos tu contraseña ni tus códigos por correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Mercado Pago: você recebeu R$ 150,00 via Pix',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Pago <info@mercadopago.com>',
      to: 'Juliana Costa <juliana.costa.doces@gmail.com>',
      subject: 'Você recebeu R$ 150,00 via Pix',
      date: 'Sat, 26 Apr 2025 15:41:18 -0300',
      messageId: '0100019673f1a2b4-8c9d0e1f-2a3b-4c5d-6e7f-8a9b0c1d2e3f-000000@email.amazonses.com',
      dkim: ['mercadopago.com:mp1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019673f1a2b4-8c9d0e1f-2a3b-4c5d-6e7f-8a9b0c1d2e3f-000000@amazonses.com',
      relay: 'a9-12.smtp-out.amazonses.com [54.240.9.12]',
      headers: ['Feedback-ID: 1.us-east-1.bWVyY2Fkb3BhZ28tcGl4:AmazonSES'],
      body: document(
        [
          { image: 'https://http2.mlstatic.com/frontend-assets/mp-web-navigation/ui-navigation/6.6.73/mercadopago/logo__large@2x.png', alt: 'Mercado Pago' },
          { heading: 'Você recebeu um Pix' },
          'Oi, Juliana! Chegou dinheiro na sua conta.',
          {
            rows: [
              ['Valor', 'R$ 150,00'],
              ['De', 'Renata S. Oliveira'],
              ['Data', '26/04/2025 às 15:41'],
              ['ID da transação', 'E18236120202504261841s0a1b2c3d4e'],
            ],
          },
          { button: 'Ver comprovante', href: 'https://www.mercadopago.com.br/activities/detail/pix_in-108733421947' },
          {
            small:
              'Mercado Pago Instituição de Pagamento Ltda. CNPJ 10.573.521/0001-91. O Mercado Pago nunca pede sua senha ou código de segurança por e-mail.',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Conta Azul: fornecedor envia a cobrança com boleto e nota fiscal',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Gráfica Ponto Certo <nao-responda@contaazul.com>',
      to: 'Financeiro Doceria Bem Casado <financeiro@doceriabemcasado.com.br>',
      replyTo: 'Gráfica Ponto Certo <financeiro@graficapontocerto.com.br>',
      subject: 'Gráfica Ponto Certo enviou uma cobrança de R$ 1.280,00',
      date: 'Tue, 4 Feb 2025 10:30:44 -0300',
      messageId: 'GvB3kX8wQ2pL9mZ4rT1nYc@geopod-ismtpd-5',
      dkim: ['contaazul.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+4418273-9a2c-financeiro=doceriabemcasado.com.br@em.contaazul.com',
      relay: 'o3.em.contaazul.com [149.72.88.17]',
      body: multipart('mixed', [
        document(
          [
            'Olá, Doceria Bem Casado!',
            'A Gráfica Ponto Certo enviou uma cobrança referente à venda nº 1187.',
            {
              rows: [
                ['Valor', 'R$ 1.280,00'],
                ['Vencimento', '14/02/2025'],
                ['Descrição', '5.000 caixinhas personalizadas kraft'],
              ],
            },
            { button: 'Visualizar boleto', href: 'https://boleto.contaazul.com/9f3e2a1b-7c4d-4e5f-8a9b-0c1d2e3f4a5b' },
            'A nota fiscal eletrônica (NF-e) e o boleto seguem em anexo. Em caso de dúvidas, responda a este e-mail.',
            { small: 'Cobrança emitida pelo Conta Azul em nome de Gráfica Ponto Certo Ltda, CNPJ 21.345.678/0001-90.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Boleto_1187_GraficaPontoCerto.pdf',
          'application/pdf',
          textPdf([
            'Grafica Ponto Certo Ltda',
            'Beneficiario CNPJ 21.345.678/0001-90',
            'Pagador: Doceria Bem Casado',
            'Vencimento 14/02/2025  Valor R$ 1.280,00',
            '34191.79001 01043.510047 91020.150008 8 99990000128000',
          ]),
        ),
        attachment(
          'NFe_35250221345678000190550010000011871.pdf',
          'application/pdf',
          textPdf(['DANFE', 'NF-e 000.001.187 Serie 1', 'Grafica Ponto Certo Ltda', 'Valor total da nota R$ 1.280,00']),
        ),
      ]),
    }),
  },

  {
    name: 'Moloni: fatura de uma gráfica com PDF e referência Multibanco',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Gráfica Tejo <noreply@moloni.pt>',
      to: 'Inês Carvalho <ines.carvalho@azulejo-arquitetos.pt>',
      replyTo: 'Gráfica Tejo <geral@graficatejo.pt>',
      subject: 'Fatura FT 2025/118 - Gráfica Tejo, Lda.',
      date: 'Thu, 6 Mar 2025 15:20:31 +0000',
      messageId: '67c9bd4f2a1e8.20250306152031@moloni.pt',
      dkim: ['moloni.pt:mln1'],
      relay: 'mail3.moloni.pt [185.32.188.44]',
      body: multipart('mixed', [
        plain(
          [
            'Exmos. Senhores,',
            '',
            'Em anexo enviamos a Fatura FT 2025/118, no valor de 369,00 €, com vencimento a 05/04/2025.',
            '',
            'Pagamento por Multibanco: Entidade 21160, Referência 912 483 117, Valor 369,00 €',
            'Ou por transferência para o IBAN PT50 0035 0183 0001 2345 6783 0.',
            '',
            'Com os melhores cumprimentos,',
            'Gráfica Tejo, Lda.',
            '',
            'Documento processado por programa certificado n.º 1455/AT – Moloni',
          ].join('\n'),
        ),
        attachment(
          'FT_2025_118.pdf',
          'application/pdf',
          textPdf([
            'Grafica Tejo, Lda. NIF 509876543',
            'Fatura FT 2025/118',
            'Cliente: Azulejo Arquitetos',
            'Impressao de 50 paineis A1',
            'Total 369,00 EUR',
            'Entidade 21160 Referencia 912 483 117',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Personio: neue Gehaltsabrechnung im Dokumentenbereich',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Personio <noreply@personio.de>',
      to: 'Jana Schulz <j.schulz@hoffmann-maschinenbau.de>',
      subject: 'Neues Dokument: Gehaltsabrechnung März 2025',
      date: 'Fri, 28 Mar 2025 12:05:40 +0100',
      messageId: '01020195dc8a3f7e-6b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e-000000@eu-west-1.amazonses.com',
      dkim: ['personio.de:prs1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '01020195dc8a3f7e-6b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e-000000@mail.personio.de',
      relay: 'b224-30.smtp-out.eu-west-1.amazonses.com [54.240.224.30]',
      headers: ['Feedback-ID: 1.eu-west-1.cGVyc29uaW8tZG9jcw==:AmazonSES'],
      body: document(
        [
          'Hallo Jana,',
          'Hoffmann Maschinenbau GmbH hat ein neues Dokument für dich hochgeladen:',
          {
            rows: [
              ['Dokument', 'Gehaltsabrechnung März 2025'],
              ['Kategorie', 'Gehaltsabrechnungen'],
            ],
          },
          { button: 'Dokument ansehen', href: 'https://hoffmann-maschinenbau.personio.de/my-desk/documents?category=payslips' },
          'Aus Datenschutzgründen ist das Dokument nicht angehängt. Melde dich in Personio an, um es anzusehen.',
          { small: 'Personio SE & Co. KG, Seidlstraße 3, 80335 München. Du erhältst diese E-Mail, weil dein Arbeitgeber Personio nutzt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'lexoffice: Rechnung eines Malerbetriebs mit PDF und Zahlungsziel',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Malerbetrieb Krause <noreply@lexoffice.de>',
      to: 'Thomas Becker <thomas.becker@t-online.de>',
      replyTo: 'Malerbetrieb Krause <info@maler-krause-siegburg.de>',
      subject: 'Rechnung RE-2025-118 von Malerbetrieb Krause',
      date: 'Tue, 8 Apr 2025 08:47:12 +0200',
      messageId: '8f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b@lexoffice.de',
      dkim: ['lexoffice.de:lex1'],
      relay: 'mout.lexoffice.de [185.28.184.12]',
      body: multipart('mixed', [
        plain(
          [
            'Sehr geehrter Herr Becker,',
            '',
            'vielen Dank für Ihren Auftrag. Anbei erhalten Sie unsere Rechnung RE-2025-118 über 2.618,00 € für die Malerarbeiten im Treppenhaus.',
            '',
            'Bitte überweisen Sie den Betrag bis zum 22.04.2025 auf unser Konto:',
            'IBAN DE89 3705 0198 0012 3456 78, Kreissparkasse Köln',
            'Verwendungszweck: RE-2025-118',
            '',
            'Mit freundlichen Grüßen',
            'Andreas Krause',
            'Malerbetrieb Krause, Kaiserstraße 41, 53721 Siegburg',
          ].join('\n'),
        ),
        attachment(
          'RE-2025-118.pdf',
          'application/pdf',
          textPdf([
            'Malerbetrieb Krause',
            'Rechnung RE-2025-118',
            'Malerarbeiten Treppenhaus',
            'Netto 2.200,00 EUR  USt 19% 418,00 EUR',
            'Gesamt 2.618,00 EUR',
            'IBAN DE89 3705 0198 0012 3456 78',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Lydia : vous avez reçu 15,00 € de Camille',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Lydia <noreply@lydia-app.com>',
      to: 'Théo Lambert <theo.lambert@gmail.com>',
      subject: 'Camille Durand vous a envoyé 15,00 €',
      date: 'Sat, 5 Apr 2025 22:17:30 +0200',
      messageId: '20250405201730.49e8a7c3b1@lydia-app.com',
      dkim: ['lydia-app.com:mailjet'],
      relay: 'o147.p9.mailjet.com [87.253.232.147]',
      body: document(
        [
          { heading: 'Vous avez reçu 15,00 €' },
          'Camille Durand vous a envoyé 15,00 € : « pizzas de ce soir 🍕 ».',
          'L’argent est disponible sur votre compte Lydia. Vous pouvez le virer sur votre compte bancaire depuis l’application.',
          { small: 'Lydia Solutions SAS, 14 avenue de l’Opéra, 75001 Paris. Lydia ne vous demandera jamais vos codes par e-mail.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Moneybird: factuur van een ontwerpstudio met PDF en iDEAL-betaallink',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Studio Noord <noreply@moneybird.nl>',
      to: 'Lotte Bakker <administratie@bakkerij-bakker.nl>',
      replyTo: 'Studio Noord <hallo@studionoord.nl>',
      subject: 'Factuur 2025-0112 van Studio Noord',
      date: 'Tue, 1 Apr 2025 09:30:48 +0200',
      messageId: '67eb94b8a1c2d_4f3e2d1c0b9a8@moneybird-mailer-7b9c.mail',
      dkim: ['moneybird.nl:mb1'],
      relay: 'mail2.moneybird.nl [185.3.211.40]',
      body: multipart('mixed', [
        document(
          [
            'Beste Lotte,',
            'Bijgaand ontvang je factuur 2025-0112 voor het ontwerp van de nieuwe verpakkingen.',
            {
              rows: [
                ['Factuurnummer', '2025-0112'],
                ['Bedrag', '€ 1.815,00'],
                ['Vervaldatum', '15 april 2025'],
              ],
            },
            'Je kunt het bedrag overmaken naar NL91 INGB 0004 3867 21 t.n.v. Studio Noord o.v.v. het factuurnummer, of direct online betalen:',
            { button: 'Betaal online', href: 'https://moneybird.com/312998177104283/invoices/9ab2c3d4e5f6/pay' },
            'Met vriendelijke groet,',
            'Studio Noord',
            { small: 'Deze factuur is verstuurd met Moneybird namens Studio Noord, KvK 81234567.' },
          ],
          { lang: 'nl' },
        ),
        attachment(
          'Factuur_2025-0112.pdf',
          'application/pdf',
          textPdf([
            'Studio Noord',
            'Factuur 2025-0112',
            'Ontwerp verpakkingen',
            'Subtotaal 1.500,00 EUR  BTW 21% 315,00 EUR',
            'Totaal 1.815,00 EUR',
            'NL91 INGB 0004 3867 21',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Bitvavo: bevestig je opname van bitcoin',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Bitvavo <noreply@bitvavo.com>',
      to: 'Daan Visser <daan.visser@gmail.com>',
      subject: 'Bevestig je opname van 0,05120000 BTC',
      date: 'Sun, 16 Mar 2025 20:44:19 +0100',
      messageId: '0102019599f2b3c4-1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a-000000@eu-west-1.amazonses.com',
      dkim: ['bitvavo.com:bv1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019599f2b3c4-1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a-000000@mail.bitvavo.com',
      relay: 'b224-40.smtp-out.eu-west-1.amazonses.com [54.240.224.40]',
      headers: ['Feedback-ID: 1.eu-west-1.Yml0dmF2by13aXRoZHJhd2Fs:AmazonSES'],
      body: document(
        [
          { heading: 'Bevestig je opname' },
          'Hoi Daan,',
          'Je hebt zojuist een opname aangevraagd.',
          {
            rows: [
              ['Bedrag', '0,05120000 BTC'],
              ['Adres', 'bc1q8x4k2m7n9p3r5t7v9w2y4z6a8c0e2g4j6l8n0q'],
              ['Netwerk', 'Bitcoin'],
            ],
          },
          'Bevestig deze opname binnen 30 minuten, anders wordt hij geannuleerd.',
          { button: 'Opname bevestigen', href: 'https://account.bitvavo.com/withdrawal/confirm?token=b7Q2xLm9Kp4RzT1w' },
          'Heb je deze opname niet zelf aangevraagd? Bevestig dan niets, wijzig je wachtwoord en neem direct contact op met onze klantenservice.',
          { small: 'Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam. Bitvavo staat onder toezicht van De Nederlandsche Bank.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Apple receipt for an App Store subscription',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Apple <no_reply@email.apple.com>',
      to: 'Megan Alvarez <megan.alvarez@yahoo.com>',
      subject: 'Your receipt from Apple.',
      date: 'Thu, 4 Sep 2025 02:41:38 +0000',
      messageId: '7E.1F.48219.2A3F8B86@ph-mmrelay-tx05.apple.com',
      dkim: ['email.apple.com:email0517'],
      relay: 'rn2-txn-msbadger06112.apple.com [17.111.110.93]',
      body: document([
        { heading: 'Receipt' },
        {
          rows: [
            ['APPLE ACCOUNT', 'megan.alvarez@yahoo.com'],
            ['DATE', 'Sep 3, 2025'],
            ['ORDER ID', 'MT4K9XQ2LP'],
            ['DOCUMENT NO.', '158214470331'],
          ],
        },
        {
          rows: [
            ['Duolingo: Super Duolingo (Monthly)', '$12.99'],
            ['Renews Oct 3, 2025', ''],
            ['Subtotal', '$12.99'],
            ['Tax', '$1.17'],
            ['TOTAL', '$14.16'],
          ],
        },
        'Billed to Visa •••• 5512.',
        'If you have any questions about your bill, visit [Apple Support](https://support.apple.com/billing). To cancel a subscription, go to [Subscriptions](https://apps.apple.com/account/subscriptions).',
        {
          small:
            'Apple Account | Terms of Sale | Privacy Policy. Copyright © 2025 Apple Inc. One Apple Park Way, Cupertino, CA 95014, United States. All rights reserved.',
        },
      ]),
    }),
  },

  {
    name: 'ADP: your pay statement is ready',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'ADP <SecurityServices_NoReply@adp.com>',
      to: 'Sam Okafor <sam.okafor@riverbend-health.org>',
      subject: 'Your pay statement is ready to view',
      date: 'Fri, 14 Nov 2025 10:02:17 -0500',
      messageId: '1763132537114.8823.JavaMail.adpmail@adp.com',
      dkim: ['adp.com:adp2'],
      relay: 'mailout12.adp.com [170.146.187.12]',
      body: document([
        'Hello Sam,',
        'Your pay statement for the pay date November 14, 2025 from Riverbend Health is now available.',
        'To view it, sign in to [MyADP](https://my.adp.com) or the ADP Mobile app.',
        {
          small:
            'This email was sent from an unmonitored mailbox. ADP will never ask you for your password or personal information by email. ADP, Inc., One ADP Boulevard, Roseland, NJ 07068.',
        },
      ]),
    }),
  },
  // Near misses of the session's new lexicon entries (vendor bank-detail changes, CEO-fraud
  // urgency and payment wording, French inheritance and file share, German pushTAN, Dutch
  // blocked account) and of the display-name lure: what real senders write in the same words.
  {
    name: 'Supplier: bank merger, our bank details have not changed (en)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Accounts Receivable <accounts@northgate-packaging.co.uk>',
      to: 'Purchase Ledger <purchase.ledger@hollins-foods.co.uk>',
      subject: 'Virgin Money / Nationwide merger - no change to our payment details',
      date: 'Tue, 07 Oct 2025 09:14:22 +0100',
      messageId: 'DB9PR02MB7321C0A4E2B1D3F5A6C7E8F9A0B1C@DB9PR02MB7321.eurprd02.prod.outlook.com',
      dkim: ['northgate-packaging.co.uk:selector1'],
      relay: 'EUR02-DB5-obe.outbound.protection.outlook.com [40.107.22.101]',
      body: plain(
        [
          'Dear Customer,',
          '',
          'You may have read that Virgin Money, where we hold our business account, is now part of Nationwide. We have had a few calls about it, so to be clear: our bank details have not changed. Please continue to pay invoices to the same account (sort code and account number as printed on every invoice).',
          '',
          'If you ever receive an email claiming that our bank details have changed, please do not act on it and call us on 0161 496 0732 to check.',
          '',
          'Kind regards,',
          'Joanne Platt',
          'Credit Control, Northgate Packaging Ltd',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Proveedor: tras la fusión de bancos, sin cambios en nuestros datos bancarios (es)',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Administración Suministros Ebro <administracion@suministrosebro.es>',
      to: 'Compras <compras@conservasmoncayo.es>',
      subject: 'Fusión Sabadell: sin cambios en nuestros datos bancarios',
      date: 'Mon, 13 Oct 2025 10:02:51 +0200',
      messageId: '20251013080251.3c9d1e@suministrosebro.es',
      dkim: ['suministrosebro.es:s1'],
      relay: 'smtp.suministrosebro.es [185.42.105.18]',
      body: plain(
        [
          'Estimado cliente:',
          '',
          'Varios clientes nos han preguntado por la operación entre bancos de la que habla la prensa. Nuestra cuenta sigue en la misma entidad y nuestros datos bancarios no han cambiado: puede seguir pagando las facturas en la cuenta que figura en cada una de ellas.',
          '',
          'Si recibe un correo que afirme que nuestros datos bancarios han cambiado, no lo atienda y llámenos al 976 55 01 42.',
          '',
          'Un saludo,',
          'Pilar Lasheras',
          'Administración, Suministros Ebro S.L.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Fournisseur : nos coordonnées bancaires restent inchangées, méfiez-vous des faux courriels (fr)',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Service comptabilité <compta@imprimerie-vallet.fr>',
      to: 'Fournisseurs <fournisseurs@boulangeries-morel.fr>',
      subject: 'Information : nos coordonnées bancaires restent inchangées',
      date: 'Thu, 16 Oct 2025 14:31:09 +0200',
      messageId: '20251016123109.77ab21@imprimerie-vallet.fr',
      dkim: ['imprimerie-vallet.fr:mail2025'],
      relay: 'smtp-out.imprimerie-vallet.fr [91.121.84.201]',
      body: plain(
        [
          'Madame, Monsieur,',
          '',
          'Plusieurs entreprises de notre région ont reçu de faux courriels de fournisseurs. Nous vous confirmons que nos coordonnées bancaires restent inchangées : le RIB imprimé sur nos factures est le seul valable.',
          '',
          'Si vous recevez un e-mail prétendant que nos coordonnées bancaires ont changé, ne faites aucun virement et appelez-nous au 02 41 88 30 12.',
          '',
          'Bien cordialement,',
          'Nathalie Vallet',
          'Imprimerie Vallet',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Supplier: our bank account is moving after the Volksbank merger, the IBAN stays (de)',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Buchhaltung Schreinerei Maier <buchhaltung@schreinerei-maier.de>',
      to: 'Einkauf <einkauf@hofmann-innenausbau.de>',
      subject: 'Fusion unserer Hausbank – Ihre Zahlungen',
      date: 'Mon, 03 Mar 2025 10:22:40 +0100',
      messageId: '5f2a9c1e-7b3d-4e8a-9c6f-1d2e3f4a5b6c@schreinerei-maier.de',
      dkim: ['schreinerei-maier.de:dkim1'],
      relay: 'mo4-p00-ob.smtp.rzone.de [81.169.146.160]',
      body: plain(
        [
          'Sehr geehrte Damen und Herren,',
          '',
          'unsere Hausbank, die Volksbank Ludwigsburg, fusioniert zum 1. April mit der Volksbank Stuttgart. Unsere Bankverbindung ändert sich durch die Fusion nicht: IBAN und BIC bleiben gleich, Sie müssen nichts anpassen.',
          '',
          'Sollten Sie jemals eine E-Mail erhalten, nach der wir eine neue Bankverbindung hätten, rufen Sie uns bitte vorher unter 07141 98 76 50 an.',
          '',
          'Mit freundlichen Grüßen',
          'Sabine Maier',
          'Schreinerei Maier GmbH',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Administrador de fincas: la comunidad ha cambiado de banco, los recibos se cargan desde la nueva cuenta (es)',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Administración Fincas Lorente <administracion@fincaslorente.es>',
      to: 'Pilar Sanz <pilar.sanz@gmail.com>',
      subject: 'Comunidad de Propietarios Av. de Madrid 41: cambio de entidad bancaria',
      date: 'Mon, 15 Dec 2025 12:30:00 +0100',
      messageId: '20251215113000.24871@fincaslorente.es',
      dkim: ['fincaslorente.es:default'],
      relay: 'smtp.fincaslorente.es [185.47.129.18]',
      body: plain(
        [
          'Estimado/a propietario/a:',
          '',
          'Tal como se aprobó en la junta del 20 de noviembre, la comunidad ha cambiado de banco: a partir de enero los recibos de la cuota se cargarán desde la nueva cuenta de la comunidad en Ibercaja. No tiene que hacer nada, la domiciliación en su cuenta sigue igual.',
          '',
          'Quien pague por transferencia encontrará el nuevo IBAN en el acta de la junta, en el tablón del portal.',
          '',
          'Un saludo,',
          'Administración Fincas Lorente',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'ING: pas als gestolen gemeld, uw pas wordt direct geblokkeerd (nl)',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ING <noreply@ing.nl>',
      to: 'Pieter Jansen <pieter.jansen@ziggo.nl>',
      subject: 'Bevestiging: u heeft uw betaalpas geblokkeerd',
      date: 'Sun, 27 Jul 2025 19:44:02 +0200',
      messageId: '20250727174402.5521.bevestiging@ing.nl',
      dkim: ['ing.nl:ing1'],
      relay: 'mailout2.ing.nl [145.221.80.12]',
      body: document(
        [
          'Beste heer Jansen,',
          'U heeft vandaag in de ING App uw betaalpas eindigend op 4821 als gestolen gemeld. Daarom wordt uw pas direct geblokkeerd; u kunt er niet meer mee betalen of pinnen.',
          'Een nieuwe pas ontvangt u binnen 5 werkdagen per post. Uw rekening zelf blijft gewoon bruikbaar, bijvoorbeeld met Apple Pay of Google Pay.',
          'ING vraagt nooit per e-mail om uw pincode of inlogcodes.',
          { small: 'ING Bank N.V., Bijlmerdreef 106, 1102 CT Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Kraken: your bitcoin withdrawal has been sent, with the address and transaction ID',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'Daniel Ortiz <dan.ortiz.88@gmail.com>',
      subject: 'Withdrawal sent: 0.2500 BTC',
      date: 'Sun, 9 Mar 2025 14:22:06 +0000',
      messageId: '01000195745c3d2a-7b1e9c4f-2a6d-4e8b-9c0f-1d3e5a7b9c2d-000000@email.amazonses.com',
      dkim: ['kraken.com:krk2023', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000195745c3d2a-7b1e9c4f-2a6d-4e8b-9c0f-1d3e5a7b9c2d-000000@amazonses.com',
      relay: 'a8-31.smtp-out.amazonses.com [54.240.8.31]',
      headers: ['Feedback-ID: 1.us-east-1.a3Jha2VuLXdpdGhkcmF3YWw=:AmazonSES'],
      body: document([
        { heading: 'Your withdrawal is on its way' },
        'Hi Daniel, the withdrawal you requested has been sent to the blockchain.',
        {
          rows: [
            ['Amount', '0.2500 BTC'],
            ['Fee', '0.00002 BTC'],
            ['To', 'bc1qa7d3k9m2x5p8r1t4w6y0z3c5e7g9j2l4n6q8s0'],
            ['Transaction ID', '4e8a1c3f5b7d9e2a4c6f8b0d1e3a5c7f9b2d4e6a8c0f1b3d5e7a9c2f4b6d8e0a'],
          ],
        },
        'It usually takes 30 to 60 minutes for the network to confirm. You can follow it in your account history.',
        { button: 'View in Kraken', href: 'https://pro.kraken.com/app/history/funding' },
        {
          small:
            'If you did not make this withdrawal, contact us through support.kraken.com right away. Payward, Inc. · Kraken will never ask for your password or 2FA codes.',
        },
      ]),
    }),
  },

  {
    name: 'PayPal invoice from a guitar teacher for four lessons',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.com',
      to: 'Angela Ruiz <angela.ruiz77@gmail.com>',
      subject: 'Invoice from Harbor Guitar Lessons (#0142)',
      date: 'Sat, 1 Mar 2025 09:12:40 -0800',
      messageId: '5b2e9c1a-7f3d-4e8a-9c0b-1d2e3f4a5b6c@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'bounce-3118@bounce.paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.227]',
      body: document([
        { image: 'https://www.paypalobjects.com/digitalassets/c/website/logo/full-text/pp_fc_hl.svg', alt: 'PayPal' },
        { heading: 'Harbor Guitar Lessons sent you an invoice for $160.00 USD' },
        {
          rows: [
            ['Invoice number', '0142'],
            ['Due date', 'March 8, 2025'],
            ['Item', 'Guitar lessons (4 × 45 min), March'],
            ['Amount', '$160.00 USD'],
          ],
        },
        'Note from seller: Thanks Angela! Lessons stay on Tuesdays at 5pm. See Leo next week.',
        { button: 'View and Pay Invoice', href: 'https://www.paypal.com/invoice/p/#INV2-K8RZ-2LMQ-7NWB-5XCV' },
        { small: "Don't recognize this invoice? Report this invoice. PayPal, Inc. 2211 North First Street, San Jose, California 95131." },
      ]),
    }),
  },

  {
    name: 'Square invoice from a landscaping company for the spring clean-up',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Greenline Landscaping via Square <invoicing@messaging.squareup.com>',
      to: 'Teresa Nguyen <teresa.nguyen.home@yahoo.com>',
      replyTo: 'Greenline Landscaping <office@greenlinelandscaping.com>',
      subject: 'Invoice #000238 from Greenline Landscaping',
      date: 'Thu, 17 Apr 2025 21:40:13 +0000',
      messageId: '01000196456d1e2f-b3c4d5e6-7f8a-4b9c-8d0e-1f2a3b4c5d6e-000000@messaging.squareup.com',
      dkim: ['messaging.squareup.com:sq1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000196456d1e2f-b3c4d5e6-7f8a-4b9c-8d0e-1f2a3b4c5d6e-000000@amazonses.com',
      relay: 'a8-52.smtp-out.amazonses.com [54.240.8.52]',
      headers: ['Feedback-ID: 1.us-east-1.c3F1YXJlLWludm9pY2Vz:AmazonSES'],
      body: document([
        { heading: 'Greenline Landscaping sent you an invoice for $485.00' },
        {
          rows: [
            ['Invoice', '#000238'],
            ['Due', 'May 1, 2025'],
            ['Item', 'Spring clean-up, mulch (3 yd), hedge trim'],
            ['Total', '$485.00'],
          ],
        },
        'Message from Greenline Landscaping: Thanks for having us out on Tuesday. Card or ACH both work.',
        { button: 'Pay invoice', href: 'https://squareup.com/pay-invoice/inv:0-ChDk3Lm9Rz2Nw6Vb1Xc7Mp4T' },
        { small: 'Square, Inc., 1955 Broadway, Suite 600, Oakland, CA 94612. Square processes payments for Greenline Landscaping.' },
      ]),
    }),
  },

  {
    name: "Zendesk: an app's support team solves a ticket about a double charge",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Pinwheel Support <support@pinwheelapp.zendesk.com>',
      to: 'Hassan Qureshi <hassan.qureshi.uk@gmail.com>',
      subject: '[Pinwheel] Re: Charged twice for annual plan',
      date: 'Tue, 22 Apr 2025 13:05:48 +0000',
      messageId: 'ZD7J3L5P0Q_6807923c4a1e_sprut@zendesk.com',
      dkim: ['zendesk.com:zendesk1'],
      returnPath: 'support+id27741-k2m9xq@pinwheelapp.zendesk.com',
      relay: 'out-22.smtp.zendesk.com [192.161.144.22]',
      headers: ['X-Mailer: Zendesk Mailer', 'X-Zendesk-From-Account-Id: 7c2e1a9', 'X-Zendesk-Email-Id: 01JSF3L5P0Q7TM8ZW2XV4YA6B9'],
      body: document([
        '##- Please type your reply above this line -##',
        'Your request (27741) has been solved. To reopen this request, reply to this email.',
        'Sam (Pinwheel Support)',
        'Hi Hassan, thanks for your patience. You were right: the renewal ran twice on April 18. I have refunded the second charge of £39.99 to the card ending 4417; it should show within 5 to 10 working days.',
        'Hassan Qureshi: Hi, I was charged twice for the annual plan this week, can you refund one of them?',
        { small: 'This email is a service from Pinwheel Support. Delivered by Zendesk' },
      ]),
    }),
  },

  {
    name: 'CaixaBank: has recibido un Bizum de 20,00 € de un amigo',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'CaixaBank <notificaciones@caixabank.com>',
      to: 'Montserrat Puig <montse.puig@gmail.com>',
      subject: 'Has recibido un Bizum',
      date: 'Sat, 12 Apr 2025 21:48:33 +0200',
      messageId: '20250412194833.BZ.3318472@caixabank.com',
      dkim: ['caixabank.com:cxb1'],
      relay: 'mail-out3.caixabank.com [195.76.9.83]',
      body: document(
        [
          { heading: 'Has recibido un Bizum' },
          'Hola, Montserrat:',
          'Jordi Ferrer te ha enviado 20,00 € por Bizum con el concepto «Entradas concierto».',
          {
            rows: [
              ['Importe', '20,00 €'],
              ['Fecha', '12/04/2025 21:47'],
              ['Cuenta de abono', 'ES** **** **** **** **** 4417'],
            ],
          },
          'Puedes ver el detalle en CaixaBankNow.',
          { small: 'CaixaBank, S.A. Nunca te pediremos tus claves, códigos ni datos de tarjeta por correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Banco Inter: Pix recebido de R$ 320,00',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Inter <naoresponda@bancointer.com.br>',
      to: 'Roberto Nunes <roberto.nunes.sp@gmail.com>',
      subject: 'Você recebeu um Pix de R$ 320,00',
      date: 'Fri, 22 Aug 2025 14:03:51 -0300',
      messageId: '20250822170351.PIX.9921334@bancointer.com.br',
      dkim: ['bancointer.com.br:inter1'],
      relay: 'mail2.bancointer.com.br [177.71.245.18]',
      body: document(
        [
          { heading: 'Pix recebido' },
          'Olá, Roberto! Você recebeu um Pix.',
          {
            rows: [
              ['Valor', 'R$ 320,00'],
              ['De', 'Carla M. Souza'],
              ['Instituição', 'Nu Pagamentos S.A.'],
              ['Data', '22/08/2025 às 14:03'],
              ['Identificador', 'E18236120202508221703s08a2c4e6f1'],
            ],
          },
          'O valor já está disponível na sua conta.',
          { small: 'Banco Inter S.A. O Inter nunca pede senhas, códigos ou que você faça transferências para liberar valores.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Mercado Bitcoin: saque de 0,015 BTC concluído',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Bitcoin <naoresponda@mercadobitcoin.com.br>',
      to: 'Thiago Mendes <thiago.mendes.cripto@gmail.com>',
      subject: 'Seu saque de BTC foi concluído',
      date: 'Wed, 2 Jul 2025 16:21:07 -0300',
      messageId: '0100019a1c2d3e4f-5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d-000000@email.amazonses.com',
      dkim: ['mercadobitcoin.com.br:mb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a1c2d3e4f-5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d-000000@amazonses.com',
      relay: 'a9-44.smtp-out.amazonses.com [54.240.9.44]',
      headers: ['Feedback-ID: 1.us-east-1.bWItc2FxdWVz:AmazonSES'],
      body: document(
        [
          { heading: 'Saque concluído' },
          'Olá, Thiago. Seu saque foi enviado.',
          {
            rows: [
              ['Valor', '0,01500000 BTC'],
              ['Taxa de rede', '0,00001 BTC'],
              ['Endereço de destino', 'bc1q3f8k2m7n1p5r9t4w6y0z8c2e5g7j1l3n9q4s6'],
              ['Data', '02/07/2025 16:20'],
            ],
          },
          'Se você não reconhece esta operação, entre em contato pelo app, na área de Ajuda.',
          { small: 'Mercado Bitcoin Serviços Digitais Ltda. Nunca pedimos sua senha, código 2FA ou frase de recuperação.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'ActivoBank: recebeu 25,00 € por MB WAY',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'ActivoBank <notificacoes@activobank.pt>',
      to: 'João Pereira <joao.pereira.porto@gmail.com>',
      subject: 'Recebeu uma transferência MB WAY',
      date: 'Sun, 16 Nov 2025 20:31:09 +0000',
      messageId: '20251116203109.MBW.1182734@activobank.pt',
      dkim: ['activobank.pt:ab1'],
      relay: 'mail.activobank.pt [194.117.32.81]',
      body: document(
        [
          'Olá João,',
          'Recebeu 25,00 € de MIGUEL SANTOS por MB WAY, com a descrição "Bilhetes Dragão".',
          {
            rows: [
              ['Montante', '25,00 €'],
              ['Data', '16/11/2025 20:30'],
              ['Conta', 'PT50 **** **** **** 4417 2'],
            ],
          },
          { small: 'ActivoBank, S.A. Nunca lhe pediremos códigos, PIN ou credenciais por e-mail ou telefone.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Millennium bcp: novo dispositivo associado à app, do próprio banco e sem links',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Millennium bcp <alertas@millenniumbcp.pt>',
      to: 'João Pereira <joao.pereira.porto@gmail.com>',
      subject: 'Novo dispositivo associado à app Millennium',
      date: 'Thu, 9 Oct 2025 18:04:22 +0100',
      messageId: '20251009170422.DEV.7741182@millenniumbcp.pt',
      dkim: ['millenniumbcp.pt:mbcp1'],
      relay: 'smtpout2.millenniumbcp.pt [195.245.148.12]',
      body: plain(
        [
          'Caro(a) Cliente,',
          '',
          'Foi associado um novo dispositivo (iPhone 15) à sua app Millennium em 09/10/2025, às 18:02.',
          '',
          'Se foi o próprio, não precisa de fazer nada. Se não reconhece esta associação, ligue de imediato para o 707 50 24 24 (ou +351 21 005 24 24 do estrangeiro), 24 horas por dia.',
          '',
          'O Millennium bcp nunca lhe pede códigos, credenciais ou confirmações através de links enviados por e-mail ou SMS.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'La Banque Postale : Certicode Plus activé sur un nouvel appareil, sans lien',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'La Banque Postale <ne-pas-repondre@labanquepostale.fr>',
      to: 'Monique Dubois <monique.dubois43@wanadoo.fr>',
      subject: 'Certicode Plus activé sur un nouvel appareil',
      date: 'Wed, 12 Feb 2025 18:27:40 +0100',
      messageId: '20250212172740.CPL.6618823@labanquepostale.fr',
      dkim: ['labanquepostale.fr:lbp1'],
      relay: 'smtp-out2.labanquepostale.fr [160.92.55.12]',
      body: plain(
        [
          'Madame Dubois,',
          '',
          "Le service Certicode Plus vient d'être activé sur un nouvel appareil (Samsung Galaxy A54) le 12/02/2025 à 18:25.",
          '',
          "Si vous êtes à l'origine de cette activation, vous n'avez rien à faire. Dans le cas contraire, appelez immédiatement le 3639 (service gratuit + prix d'un appel).",
          '',
          'La Banque Postale ne vous demandera jamais vos codes confidentiels par courriel, SMS ou téléphone.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'CGD: crédito pessoal aprovado, comissão de abertura de processo descontada do montante',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Caixa Geral de Depósitos <notificacoes@cgd.pt>',
      to: 'João Pereira <joao.pereira.porto@gmail.com>',
      subject: 'O seu pedido de Crédito Pessoal foi aprovado',
      date: 'Fri, 7 Nov 2025 11:30:12 +0000',
      messageId: '20251107113012.CP.99182@cgd.pt',
      dkim: ['cgd.pt:cgd2024'],
      relay: 'mx-out1.cgd.pt [193.236.30.21]',
      body: plain(
        [
          'Caro(a) Cliente,',
          '',
          'O seu pedido de Crédito Pessoal de 15.000 €, a 60 meses, foi aprovado.',
          '',
          'Antes do desembolso, é necessário assinar o contrato na app Caixadirecta. A comissão de abertura de processo e o imposto do selo são descontados do montante transferido: não tem de pagar nada antes da transferência para a sua conta.',
          '',
          'A Caixa nunca lhe pede pagamentos, códigos ou senhas por e-mail ou SMS.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'LCL : prêt personnel accordé, frais de dossier prélevés au déblocage des fonds',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'LCL <ne-pas-repondre@lcl.fr>',
      to: 'Gérard Martin <gerard.martin.1959@orange.fr>',
      subject: 'Votre prêt personnel est accordé',
      date: 'Mon, 22 Sep 2025 09:12:40 +0200',
      messageId: '20250922071240.PP.55120@lcl.fr',
      dkim: ['lcl.fr:lcl1'],
      relay: 'smtp-out2.lcl.fr [194.51.204.20]',
      body: plain(
        [
          'Bonjour Monsieur Martin,',
          '',
          'Votre prêt personnel de 15 000 € est accordé. Les fonds seront versés sur votre compte LCL sous 8 jours après la fin du délai de rétractation.',
          '',
          "Les frais de dossier (150 €) sont prélevés lors du déblocage des fonds : vous n'avez rien à régler avant le versement.",
          '',
          'Votre conseiller reste à votre disposition.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Square invoice from a plumber with his phone number: call me if anything is unclear',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Dave Kowalski Plumbing via Square <invoicing@messaging.squareup.com>',
      to: 'Helen Ortiz <helen.ortiz.pdx@gmail.com>',
      replyTo: 'Dave Kowalski Plumbing <dave@kowalskiplumbing.com>',
      subject: 'Invoice #000094 from Dave Kowalski Plumbing',
      date: 'Wed, 5 Nov 2025 23:02:18 +0000',
      messageId: '0100019a5c2e4f6a-c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f-000000@messaging.squareup.com',
      dkim: ['messaging.squareup.com:sq1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a5c2e4f6a-c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f-000000@amazonses.com',
      relay: 'a8-61.smtp-out.amazonses.com [54.240.8.61]',
      headers: ['Feedback-ID: 1.us-east-1.c3F1YXJlLWludm9pY2Vz:AmazonSES'],
      body: document([
        { heading: 'Dave Kowalski Plumbing sent you an invoice for $312.50' },
        {
          rows: [
            ['Invoice', '#000094'],
            ['Due', 'November 19, 2025'],
            ['Item', 'Water heater thermostat replaced, 1.5 h labour'],
            ['Total', '$312.50'],
          ],
        },
        'Message from Dave Kowalski Plumbing: Thanks Helen, the heater should hold temperature now. Call me at (503) 555-0142 if anything on the invoice is unclear.',
        { button: 'Pay invoice', href: 'https://squareup.com/pay-invoice/inv:0-ChBv7Kq2Lm9Rz4Nw1Xc8Mp3T' },
        { small: 'Square, Inc., 1955 Broadway, Suite 600, Oakland, CA 94612. Square processes payments for Dave Kowalski Plumbing.' },
      ]),
    }),
  },

  {
    name: "PayPal invoice from a supplier whose note gives the billing department's number",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.com',
      to: 'Sam Whitaker <orders@whitakerbakery.com>',
      subject: 'Invoice from Cascade Paper Goods (INV-2291)',
      date: 'Mon, 3 Nov 2025 17:44:09 -0800',
      messageId: '9e1c3a5b-7d2f-4a6e-8c0b-2d4f6a8c0e1b@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'bounce-7731@bounce.paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { image: 'https://www.paypalobjects.com/digitalassets/c/website/logo/full-text/pp_fc_hl.svg', alt: 'PayPal' },
        { heading: 'Cascade Paper Goods sent you an invoice for $1,284.00 USD' },
        {
          rows: [
            ['Invoice number', 'INV-2291'],
            ['Due date', 'December 3, 2025'],
            ['Item', 'Kraft bakery boxes, 40 cases'],
            ['Amount', '$1,284.00 USD'],
          ],
        },
        'Note from seller: Thanks for the October order, Sam. Net 30 as usual. Questions about this invoice? Call our billing department at +1 (206) 555-0187.',
        { button: 'View and Pay Invoice', href: 'https://www.paypal.com/invoice/p/#INV2-M4QZ-8RTW-2KLB-6YHD' },
        { small: "Don't recognize this invoice? Report this invoice. PayPal, Inc. 2211 North First Street, San Jose, California 95131." },
      ]),
    }),
  },

  {
    // A friend's real PayPal money request from paypal.de, her note her own: no charge story, no number.
    name: 'PayPal-Zahlungsaufforderung einer Freundin für das Konzertticket',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'PayPal <service@paypal.de>',
      to: 'thomas.richter@t-online.de',
      subject: 'Anna Weber hat Ihnen eine Zahlungsaufforderung über 48,00 € gesendet',
      date: 'Thu, 3 Apr 2025 19:22:10 -0700',
      messageId: '<RT000412.c3e5a7b9d1f2@paypal.com>',
      dkim: ['paypal.de:pp-dkim1'],
      returnPath: 'service@paypal.de',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document(
        [
          { heading: 'Anna Weber hat Ihnen eine Zahlungsaufforderung über 48,00 € gesendet' },
          {
            rows: [
              ['Mitteilung', 'Für das Konzertticket am Samstag – danke! Ich bringe die Karten mit.'],
              ['Betrag', '48,00 €'],
            ],
          },
          { button: 'Bezahlen', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000412' },
          { small: 'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxembourg.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Intuit's invoicing used as intended: a plumber's invoice, pay link on Intuit, the
    // plumber's own phone number in the footer.
    name: 'QuickBooks invoice from a plumbing company for a water-heater replacement',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Ridgeway Plumbing & Heating <quickbooks@notification.intuit.com>',
      to: 'patricia.lindgren@comcast.net',
      replyTo: 'office@ridgewayplumbing.com',
      subject: 'Invoice 3318 from Ridgeway Plumbing & Heating',
      date: 'Tue, 14 Jan 2025 17:22:09 +0000',
      messageId: '1472608819.3120544.1736875329044@qbo-notify-prd-use2-4c1a2.intuit.com',
      dkim: ['notification.intuit.com:s1'],
      returnPath: 'bounce-qbo-4c1a2e77@notification.intuit.com',
      relay: 'mail-use2.notification.intuit.com [206.108.40.21]',
      body: document([
        { heading: 'Ridgeway Plumbing & Heating' },
        'Dear Patricia Lindgren,',
        "Here's your invoice! We appreciate your prompt payment.",
        {
          rows: [
            ['Invoice no.', '3318'],
            ['Due date', '02/13/2025'],
            ['Balance due', '$1,842.50'],
          ],
        },
        "Message from Ridgeway Plumbing & Heating: Thank you for choosing us for the replacement of your 50-gallon water heater. The manufacturer's warranty card is in the utility room. Questions about this invoice? Call the office at (615) 555-0182.",
        {
          button: 'Review and pay',
          href: 'https://connect.intuit.com/portal/app/CommerceNetwork/view/scs-v1-9c1a4f3d8e60a5b2c7d9e1f3a4b8c6d0e2f5a7b9c1d3e5f7a9b1c3d5e7f92b7e?locale=en_US&cta=viewinvoicenow',
        },
        { small: 'Ridgeway Plumbing & Heating · 412 Main St, Franklin, TN 37064 · Powered by QuickBooks. © Intuit Inc. All rights reserved.' },
      ]),
    }),
  },
  {
    // Iberdrola's real bill notice: its own domain, the amount, direct debit, the customer area.
    name: 'Iberdrola: su factura de luz de enero ya está disponible, cargo por domiciliación',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Iberdrola Clientes <facturaelectronica@iberdrola.es>',
      to: 'maria.jose.navarro@hotmail.es',
      subject: 'Su factura de Iberdrola ya está disponible',
      date: 'Thu, 6 Feb 2025 08:12:30 +0100',
      messageId: '20250206071230.FE.88123341@comunicaciones.iberdrola.es',
      dkim: ['iberdrola.es:ibd2024'],
      returnPath: 'bounce-fe-88123341@comunicaciones.iberdrola.es',
      relay: 'mail3.comunicaciones.iberdrola.es [185.116.236.13]',
      body: document(
        [
          { heading: 'Ya tiene disponible su factura' },
          'Estimada María José:',
          'Le informamos de que ya puede consultar su factura de electricidad del periodo 01/01/2025 – 31/01/2025.',
          {
            rows: [
              ['Importe', '64,18 €'],
              ['Fecha de cargo', '12/02/2025'],
              ['Forma de pago', 'Domiciliación bancaria (ES** **** **** **** **** 2285)'],
            ],
          },
          'Puede descargarla en su Área Clientes o en la app de Iberdrola.',
          { button: 'Ver factura', href: 'https://www.iberdrola.es/clientes/facturas' },
          { small: 'Iberdrola Clientes, S.A.U. – Plaza Euskadi 5, 48009 Bilbao. Iberdrola nunca le pedirá los datos de su tarjeta por correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // HR's own notice that payslips are in the employee portal: same domain, no attachment,
    // no login link beyond the company's portal.
    name: 'RR. HH.: las nóminas de diciembre y la paga extra ya están en el portal del empleado',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Recursos Humanos <rrhh@grupovallsindustrial.com>',
      to: 'Marta Soler Vidal <msoler@grupovallsindustrial.com>',
      subject: 'Nóminas de diciembre disponibles',
      date: 'Tue, 23 Dec 2025 12:05:44 +0100',
      messageId: 'VI1PR02MB6120A3E1C9F7B5D24E8A0C6F1B2D9@VI1PR02MB6120.eurprd02.prod.outlook.com',
      dkim: ['grupovallsindustrial.com:selector1'],
      relay: 'mail-vi1eur02on2120.outbound.protection.outlook.com [40.107.6.120]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal'],
      body: plain(
        'Hola a todos:\n\nYa podéis consultar la nómina de diciembre y la paga extraordinaria en el portal del empleado (Intranet > Mis documentos > Nóminas). El ingreso se hará el día 29.\n\nOs recordamos que cualquier cambio de cuenta bancaria debe hacerse desde el propio portal o en persona en RR. HH. con el certificado de titularidad; no se aceptan cambios por correo.\n\nFelices fiestas,\nRecursos Humanos\nGrupo Valls Industrial',
      ),
    }),
  },
  {
    // Nubank's real purchase notice: its own domain, no phone number to call, the app.
    name: 'Nubank: compra aprovada no cartão, "se não reconhecer, bloqueie pelo app"',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'fernanda.ribeiro.sp@gmail.com',
      subject: 'Compra aprovada de R$ 287,40',
      date: 'Sat, 11 Oct 2025 13:22:08 -0300',
      messageId: '01000199d2c1a7e4-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b88-000000@email.amazonses.com',
      dkim: ['nubank.com.br:nu1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199d2c1a7e4-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b88-000000@mail.nubank.com.br',
      relay: 'a8-52.smtp-out.amazonses.com [54.240.8.52]',
      headers: ['Feedback-ID: 1.us-east-1.Nu7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6As0G=:AmazonSES', 'X-SES-Outgoing: 2025.10.11-54.240.8.52'],
      body: document(
        [
          'Olá, Fernanda.',
          'Uma compra de R$ 287,40 em SUPERMERCADO PAO DOURADO foi aprovada no seu cartão de crédito final 4417 em 11/10 às 13:21.',
          'Não reconhece essa compra? Bloqueie o cartão pelo app e fale com a gente pelo chat do app. O Nubank nunca liga pedindo senha ou para fazer transferências.',
          { small: 'Nu Pagamentos S.A. – Instituição de Pagamento. Rua Capote Valente, 39, São Paulo – SP.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // Mercado Pago's real "you received": the money is already in the account.
    name: 'Mercado Pago: você recebeu R$ 150,00 por Pix, já disponível na conta',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Pago <info@mercadopago.com>',
      to: 'rodrigo.almeida82@hotmail.com',
      subject: 'Você recebeu R$ 150,00',
      date: 'Wed, 2 Jul 2025 19:04:51 -0300',
      messageId: '20250702220451.1a7c2e9f4b8d@mercadopago.com',
      dkim: ['mercadopago.com:mp2048'],
      returnPath: 'bounces@mail.mercadopago.com',
      relay: 'mail-out6.mercadopago.com [216.33.197.6]',
      body: document(
        [
          { heading: 'Você recebeu um Pix' },
          'Carlos Eduardo Souza te enviou R$ 150,00 por Pix. O dinheiro já está disponível na sua conta.',
          {
            rows: [
              ['Valor', 'R$ 150,00'],
              ['Data', '02/07/2025 19:04'],
              ['Mensagem', 'racha do churrasco'],
            ],
          },
          { button: 'Ver no Mercado Pago', href: 'https://www.mercadopago.com.br/activities/detail/88120044912' },
          { small: 'Mercado Pago nunca pede senhas, códigos ou pagamentos para liberar dinheiro recebido.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // EDP's real bill notice: own domain, direct debit, the customer area, no cut-off threat.
    name: 'EDP: a sua fatura de outubro está disponível, pagamento por débito direto',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'EDP Comercial <faturaeletronica@edp.pt>',
      to: 'jose.m.carvalho@gmail.com',
      subject: 'A sua fatura EDP já está disponível',
      date: 'Tue, 4 Nov 2025 09:02:41 +0000',
      messageId: '20251104090241.FE.7710293@edp.pt',
      dkim: ['edp.pt:edp2024'],
      returnPath: 'bounces-fe@comunicacoes.edp.pt',
      relay: 'mta4.comunicacoes.edp.pt [185.103.116.4]',
      body: document(
        [
          { heading: 'A sua fatura já está disponível' },
          'Olá, José,',
          'A fatura de eletricidade referente a outubro já pode ser consultada na sua área de cliente EDP.',
          {
            rows: [
              ['Valor', '68,42 €'],
              ['Data de débito', '18/11/2025'],
              ['Pagamento', 'Débito direto'],
            ],
          },
          { button: 'Ver fatura', href: 'https://www.edp.pt/particulares/area-cliente/faturas/' },
          { small: 'EDP Comercial – Comercialização de Energia, S.A. A EDP nunca solicita pagamentos por links enviados por SMS ou e-mail de terceiros.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // A transit company's real Deutschlandticket order confirmation: own domain, subscription
    // details, direct debit.
    name: 'MVG: Bestätigung Ihres Deutschlandticket-Abos mit SEPA-Lastschrift',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'MVG Abo-Service <abo@mvg.de>',
      to: 'lukas.hartmann93@web.de',
      subject: 'Ihre Bestellung: Deutschlandticket ab 01.10.2025',
      date: 'Sat, 20 Sep 2025 14:31:07 +0200',
      messageId: '20250920123107.DT.88120443@mvg.de',
      dkim: ['mvg.de:mvg1'],
      relay: 'mailout2.swm.de [195.145.143.12]',
      body: document(
        [
          'Hallo Lukas Hartmann,',
          'vielen Dank für Ihre Bestellung. Ihr Deutschlandticket gilt ab dem 01.10.2025 und verlängert sich monatlich, bis Sie es kündigen.',
          {
            rows: [
              ['Preis', '58,00 € monatlich'],
              ['Zahlungsart', 'SEPA-Lastschrift, IBAN DE** **** **** **** **12 34'],
              ['Kundennummer', '88120443'],
            ],
          },
          'Ihr Ticket finden Sie in der App MVGO unter „Meine Tickets“.',
          { small: 'Münchner Verkehrsgesellschaft mbH, Emmy-Noether-Straße 2, 80992 München.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // The real heating firm's invoice as a PDF, the counterpart of the template-injection lure.
    name: 'Haustechnik-Firma schickt die Wartungsrechnung als PDF mit Zahlungsziel',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Buchhaltung Weber Haustechnik <buchhaltung@weber-haustechnik.de>',
      to: 'info@autohaus-lindner.de',
      subject: 'Rechnung Nr. 2025-3301',
      date: 'Tue, 21 Oct 2025 09:05:48 +0200',
      messageId: '4b9d3e608f1c7e2a@weber-haustechnik.de',
      dkim: ['weber-haustechnik.de:default'],
      relay: 'mout.kundenserver.de [212.227.126.187]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Rechnung Nr. 2025-3301 über die Heizungswartung vom 20.10.2025. Bitte überweisen Sie den Betrag von 487,90 € innerhalb von 14 Tagen auf das in der Rechnung angegebene Konto.\n\nMit freundlichen Grüßen\nBuchhaltung\nWeber Haustechnik GmbH\nAm Mühlbach 4, 63741 Aschaffenburg',
        ),
        attachment(
          'Rechnung_2025-3301.pdf',
          'application/pdf',
          textPdf([
            'Weber Haustechnik GmbH',
            'Rechnung Nr. 2025-3301',
            'Heizungswartung 20.10.2025',
            'Gesamtbetrag: 487,90 EUR',
            'Zahlbar innerhalb von 14 Tagen ohne Abzug',
          ]),
        ),
      ]),
    }),
  },

  {
    // Orange's real bill notice: orange.fr, the amount, direct debit.
    name: 'Orange : votre facture internet de septembre est disponible',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Orange <facture@orange.fr>',
      to: 'bernard.lefebvre@orange.fr',
      subject: 'Votre facture Orange est disponible',
      date: 'Wed, 10 Sep 2025 08:15:00 +0200',
      messageId: '20250910061500.FACT.77120044@orange.fr',
      dkim: ['orange.fr:or2024'],
      relay: 'smtp-out.orange.fr [80.12.242.15]',
      body: document(
        [
          'Bonjour,',
          'Votre facture Livebox Fibre de septembre est disponible dans votre Espace Client.',
          {
            rows: [
              ['Montant', '42,99 €'],
              ['Prélèvement', 'le 20/09/2025'],
            ],
          },
          { button: 'Voir ma facture', href: 'https://espace-client.orange.fr/facture-paiement' },
          { small: 'Orange SA, 111 quai du Président Roosevelt, 92130 Issy-les-Moulineaux.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // Zilveren Kruis's real claim notice: own domain, the amount paid back, the portal.
    name: 'Zilveren Kruis: uw declaratie is verwerkt, € 86,40 wordt overgemaakt',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Zilveren Kruis <noreply@zilverenkruis.nl>',
      to: 'h.jansen@hetnet.nl',
      subject: 'Uw declaratie is verwerkt',
      date: 'Thu, 23 Jan 2025 14:12:09 +0100',
      messageId: '20250123131209.DECL.4471188@zilverenkruis.nl',
      dkim: ['zilverenkruis.nl:zk2024'],
      relay: 'mail-out2.achmea.nl [193.172.44.12]',
      body: document(
        [
          'Beste heer Jansen,',
          'Wij hebben uw declaratie van de fysiotherapeut verwerkt. Wij maken € 86,40 binnen 5 werkdagen over op uw rekening die eindigt op 4471.',
          'Het overzicht vindt u in Mijn Zilveren Kruis onder "Declaraties".',
          { button: 'Naar Mijn Zilveren Kruis', href: 'https://www.zilverenkruis.nl/consumenten/mijn-zilveren-kruis' },
          { small: 'Zilveren Kruis Zorgverzekeringen N.V., onderdeel van Achmea.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  // Near misses of the lexicon round for this batch (a card "to receive the money", sign-in with
  // the mailbox, deadlines that annul or block, unpaid tolls, French callback wording, and a rule
  // about "any change" of bank details): what real senders write in the same words.
  {
    // A utility's real refund: the money goes back to the account the bills are paid from.
    name: 'Iberdrola: le devolvemos 86,42 € del cobro duplicado en la cuenta de domiciliación, sin hacer nada',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Iberdrola Clientes <clientes@iberdrola.es>',
      to: 'maria.jose.navarro@hotmail.es',
      subject: 'Devolución del cobro duplicado de su factura de diciembre',
      date: 'Mon, 10 Feb 2025 09:41:07 +0100',
      messageId: '20250210084107.DV.88123341@comunicaciones.iberdrola.es',
      dkim: ['iberdrola.es:ibd2024'],
      returnPath: 'bounce-dv-88123341@comunicaciones.iberdrola.es',
      relay: 'mail3.comunicaciones.iberdrola.es [185.116.236.13]',
      body: document(
        [
          { heading: 'Devolución de 86,42 €' },
          'Estimada María José:',
          'Hemos comprobado que la factura de diciembre de 2024 se le cargó dos veces. Le devolveremos 86,42 € en un plazo de 10 días.',
          'Para recibir el importe no tiene que hacer nada: el abono se realizará en la cuenta en la que tiene domiciliados sus recibos. Pasado ese plazo, si no lo ha recibido, puede consultarlo en su Área Clientes.',
          { button: 'Ir a Área Clientes', href: 'https://www.iberdrola.es/clientes' },
          { small: 'Iberdrola Clientes, S.A.U. – Plaza Euskadi 5, 48009 Bilbao. Iberdrola nunca le pedirá los datos de su tarjeta por correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // A supplier's own warning: bank changes only by signed letter, never by mail.
    name: 'Proveedor: factura de mayo y aviso de que no aceptamos cambios de cuenta por correo',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Administración Suministros Levante <administracion@suministroslevante.es>',
      to: 'Compras <compras@talleresbernal.com>',
      subject: 'Factura FV-2025-0512 y aviso sobre nuestros datos bancarios',
      date: 'Fri, 30 May 2025 10:05:12 +0200',
      messageId: 'PR3P195MB0712C1E9A4B7F3D26E8A0C5F1B9D4@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['suministroslevante.es:selector1'],
      relay: 'mail-db5eur02on2091.outbound.protection.outlook.com [40.107.249.91]',
      body: plain(
        'Buenos días:\n\nLes enviamos la factura FV-2025-0512 del pedido 4471 por 1.284,60 €, con vencimiento a 60 días en la cuenta de siempre.\n\nCon los intentos de fraude de estos meses, les recordamos que cualquier cambio de cuenta bancaria se comunica solo por carta firmada por la gerencia: no aceptamos cambios de cuenta por correo y les rogamos que tampoco los acepten en nuestro nombre. Ante cualquier duda, llamen al 963 41 22 80.\n\nUn saludo,\nAdministración\nSuministros Levante',
      ),
    }),
  },

  {
    // A bank's real alert on a card payment: "if it was not you", call the bank's own line.
    name: "Banque : paiement par carte de 1 249 €, « si vous n'êtes pas à l'origine de cette opération », appelez votre conseiller",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Crédit Mutuel <alertes@creditmutuel.fr>',
      to: 'monique.dupuis@wanadoo.fr',
      subject: 'Alerte : paiement par carte de 1 249,00 €',
      date: 'Fri, 31 Oct 2025 18:40:02 +0100',
      messageId: '20251031174002.ALR.88127743@creditmutuel.fr',
      dkim: ['creditmutuel.fr:cm2025'],
      relay: 'smtp-out3.creditmutuel.fr [194.5.160.23]',
      body: document(
        [
          'Bonjour,',
          'Un paiement par carte de 1 249,00 € a été effectué le 31/10/2025 chez FNAC PARIS avec votre carte se terminant par 4471.',
          "Si vous n'êtes pas à l'origine de cette opération, faites opposition dans votre application ou contactez votre conseiller au 03 88 14 88 14.",
          { small: 'Crédit Mutuel ne vous demandera jamais vos codes par e-mail ou par téléphone.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // A Dutch motoring club's real refund: nothing to do to receive the money.
    name: 'ANWB: terugbetaling van € 42,50 voor de Wegenwacht, u hoeft niets te doen',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ANWB <service@anwb.nl>',
      to: 'e.vandijk@ziggo.nl',
      subject: 'Terugbetaling van uw contributie',
      date: 'Tue, 8 Apr 2025 10:22:15 +0200',
      messageId: '20250408082215.TB.3318821@anwb.nl',
      dkim: ['anwb.nl:anwb2024'],
      relay: 'mail-out1.anwb.nl [145.100.10.21]',
      body: document(
        [
          'Beste heer Van Dijk,',
          'U heeft uw Wegenwacht Europa per 1 april opgezegd. Over de resterende maanden betalen wij € 42,50 terug. Om het geld te ontvangen hoeft u niets te doen: wij maken het binnen 10 werkdagen over op uw rekening die eindigt op 2291.',
          { button: 'Naar Mijn ANWB', href: 'https://www.anwb.nl/mijn-anwb' },
          { small: 'ANWB B.V., Wassenaarseweg 220, Den Haag.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // A bank's real maintenance notice: the account and the app are briefly unavailable.
    name: 'ABN AMRO: onderhoud zondagnacht, betaalrekening en Mobiel Bankieren even niet bereikbaar',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ABN AMRO <service@mail.abnamro.nl>',
      to: 'r.bakker1968@kpnmail.nl',
      subject: 'Gepland onderhoud zondag 9 maart',
      date: 'Wed, 5 Mar 2025 12:00:41 +0100',
      messageId: '20250305110041.OH.8813014@mail.abnamro.nl',
      dkim: ['mail.abnamro.nl:abn1', 'abnamro.nl:abn1'],
      relay: 'mailout2.abnamro.nl [145.72.120.12]',
      body: document(
        [
          'Geachte heer Bakker,',
          'Zondag 9 maart tussen 01.00 en 05.00 uur voeren wij onderhoud uit. In die uren zijn uw betaalrekening en Mobiel Bankieren even niet bereikbaar; pinnen en betalen met uw pas blijft mogelijk.',
          'U hoeft niets te doen.',
          { small: 'ABN AMRO Bank N.V. Wij vragen u nooit om via een link in te loggen.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // A marketplace's real payout: log in to see your sales, the money comes by itself.
    name: 'Bol: je uitbetaling van € 65,00 is onderweg, log in om je verkopen te bekijken',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'bol <verkopen@service.bol.com>',
      to: 'sanne.devries@gmail.com',
      subject: 'Je uitbetaling is onderweg',
      date: 'Mon, 20 Oct 2025 08:30:00 +0200',
      messageId: '20251020063000.UB.2291877@service.bol.com',
      dkim: ['service.bol.com:bol1', 'bol.com:bol1'],
      relay: 'mail-out.service.bol.com [185.14.168.20]',
      body: document(
        [
          'Hoi Sanne,',
          'Je uitbetaling van € 65,00 voor "Kinderwagen Joolz Day+" is onderweg en staat binnen 2 werkdagen op je rekening.',
          'Log in om je verkopen te bekijken.',
          { button: 'Naar mijn verkopen', href: 'https://www.bol.com/nl/rnwy/account/verkopen' },
          { small: 'bol.com b.v., Papendorpseweg 100, Utrecht.' },
        ],
        { lang: 'nl' },
      ),
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
    // A lottery operator telling a player with an account what she won: the windfall words of
    // advance-fee fraud, from the operator's own domain.
    name: "The National Lottery: you've won £30 in Saturday's draw, paid into your account",
    lang: 'en',
    kind: 'transactional',
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

  {
    // A crypto exchange's own receipt: a deposit arrived, nothing to do.
    name: 'Coinbase: you received 0.05 ETH, from info.coinbase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'tyler.benson@gmail.com',
      subject: 'You just received 0.05 ETH',
      date: 'Sun, 13 Apr 2025 15:48:09 +0000',
      messageId: '0100019630c1a2e3-5f6d7e8a-9b0c-4d1e-a2f3-b4c5d6e7f809-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019630c1a2e3-5f6d7e8a-9b0c-4d1e-a2f3-b4c5d6e7f809-000000@amazonses.com',
      relay: 'a8-97.smtp-out.amazonses.com [54.240.8.97]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Zk2vR8pT4mQ9wN1xL5bC7d=', '2025.04.13-54.240.8.97'),
      body: document([
        { heading: 'You received 0.05 ETH' },
        "You received 0.05 ETH (about $79.12) from an external address. It's now available in your Coinbase account.",
        {
          rows: [
            ['Amount', '0.05 ETH'],
            ['Network', 'Ethereum'],
            ['Date', 'Apr 13, 2025, 3:47 PM UTC'],
          ],
        },
        { button: 'View transaction', href: 'https://www.coinbase.com/transactions' },
        { small: 'Coinbase will never ask for your password or 2-step verification codes. Coinbase, Inc., 82 Nassau St #61234, New York, NY 10038' },
      ]),
    }),
  },

  {
    // A bank's transaction alert the customer set up: an amount, the merchant, call the number
    // on the back of the card if not recognised.
    name: 'Chase alert: a $612.40 card transaction above your alert limit',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'dennis.coleman@sbcglobal.net',
      subject: 'Your $612.40 transaction with BEST BUY 00412',
      date: 'Sat, 8 Mar 2025 14:07:21 -0500',
      messageId: '1741460841221.JPMC.alerts.7730512@chase.com',
      dkim: ['chase.com:alerts'],
      relay: 'mail-gw14.chase.com [159.53.46.14]',
      body: document([
        { heading: 'You made a transaction above your alert limit' },
        {
          rows: [
            ['Account', 'Chase Freedom Unlimited (...4410)'],
            ['Merchant', 'BEST BUY 00412'],
            ['Amount', '$612.40'],
            ['Date', 'Mar 8, 2025 at 2:06 PM ET'],
          ],
        },
        "You are receiving this alert because you chose to get alerts for card transactions over $500. If you don't recognize this transaction, call the number on the back of your card.",
        { small: 'Securely manage your alerts in the Chase Mobile app. JPMorgan Chase Bank, N.A. Member FDIC' },
      ]),
    }),
  },

  {
    // A Brazilian exchange's own notice: a Pix deposit was credited.
    name: 'Mercado Bitcoin: seu depósito via Pix de R$ 500,00 foi creditado',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Bitcoin <nao-responda@mercadobitcoin.com.br>',
      to: 'joao.batista.ce@yahoo.com.br',
      subject: 'Depósito confirmado: R$ 500,00',
      date: 'Mon, 20 Oct 2025 09:44:17 -0300',
      messageId: '01000199fa1c2e3d-6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b901-000000@email.amazonses.com',
      dkim: ['mercadobitcoin.com.br:mb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199fa1c2e3d-6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b901-000000@amazonses.com',
      relay: 'a8-104.smtp-out.amazonses.com [54.240.8.104]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Mb4vR8pT2mQ9wN1xL5bC7d=', '2025.10.20-54.240.8.104'),
      body: document(
        [
          'Olá, João,',
          'Seu depósito via Pix de R$ 500,00 foi creditado na sua conta Mercado Bitcoin e já está disponível para negociação.',
          {
            rows: [
              ['Valor', 'R$ 500,00'],
              ['Origem', 'Banco do Brasil – conta de mesma titularidade'],
              ['Data', '20/10/2025 09:43'],
            ],
          },
          { small: 'O Mercado Bitcoin nunca pede sua senha ou código 2FA por e-mail, telefone ou WhatsApp.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // A crypto broker's own receipt: a SEPA deposit arrived.
    name: 'Bitpanda: Ihre Einzahlung von 250 € ist eingegangen',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Bitpanda <no-reply@bitpanda.com>',
      to: 'gerhard.fischer@t-online.de',
      subject: 'Einzahlung erfolgreich: 250,00 €',
      date: 'Wed, 15 Oct 2025 11:18:40 +0200',
      messageId: '0102019a1e2c3d4e-7f8a9b0c-1d2e-4f3a-b4c5-d6e7f8a9b012-000000@eu-west-1.amazonses.com',
      dkim: ['bitpanda.com:bp1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019a1e2c3d4e-7f8a9b0c-1d2e-4f3a-b4c5-d6e7f8a9b012-000000@eu-west-1.amazonses.com',
      relay: 'a7-63.smtp-out.eu-west-1.amazonses.com [54.240.7.63]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Bp3vR8pT2mQ9wN1xL5bC7d=', '2025.10.15-54.240.7.63'),
      body: document(
        [
          'Hallo Gerhard,',
          'Ihre SEPA-Einzahlung von 250,00 € ist eingegangen und steht in Ihrem Euro-Wallet zur Verfügung.',
          {
            rows: [
              ['Betrag', '250,00 €'],
              ['Methode', 'SEPA-Überweisung'],
              ['Datum', '15.10.2025'],
            ],
          },
          { small: 'Bitpanda fragt Sie niemals nach Ihrem Passwort oder Ihren 2FA-Codes. Bitpanda GmbH, Stella-Klein-Löw-Weg 17, 1020 Wien' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // A crypto exchange's own receipt in Dutch: an iDEAL deposit arrived.
    name: 'Bitvavo: je storting van € 250 via iDEAL is ontvangen',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Bitvavo <no-reply@bitvavo.com>',
      to: 'henk.de.graaf@planet.nl',
      subject: 'Storting ontvangen: € 250,00',
      date: 'Tue, 19 Aug 2025 12:21:06 +0200',
      messageId: '0102019898c1a2e3-9f0a1b2c-3d4e-4f5a-b6c7-d8e9f0a1b234-000000@eu-west-1.amazonses.com',
      dkim: ['bitvavo.com:bv1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019898c1a2e3-9f0a1b2c-3d4e-4f5a-b6c7-d8e9f0a1b234-000000@eu-west-1.amazonses.com',
      relay: 'a7-74.smtp-out.eu-west-1.amazonses.com [54.240.7.74]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Bv7vR8pT2mQ9wN1xL5bC7d=', '2025.08.19-54.240.7.74'),
      body: document(
        [
          'Hoi Henk,',
          'Je storting van € 250,00 via iDEAL is bijgeschreven op je Bitvavo-account.',
          {
            rows: [
              ['Bedrag', '€ 250,00'],
              ['Methode', 'iDEAL (ING)'],
              ['Datum', '19-08-2025 12:20'],
            ],
          },
          { small: 'Bitvavo vraagt je nooit om je wachtwoord, herstelcodes of 2FA-code. Bitvavo B.V., Keizersgracht 281, Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // A crypto exchange's receipt for a first deposit, and its note that nobody from the exchange
    // will call to "activate" anything.
    name: 'Coinbase: your first deposit of $250 has arrived, from coinbase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'j.patterson@verizon.net',
      subject: 'Your first deposit of $250.00 has arrived',
      date: 'Tue, 16 Sep 2025 14:02:11 +0000',
      messageId: '01000199528ac3e1-5a7c9b2d-1e3f-4a6b-8c0d-2e4f6a8b0c12-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199528ac3e1-5a7c9b2d-1e3f-4a6b-8c0d-2e4f6a8b0c12-000000@amazonses.com',
      relay: 'a8-45.smtp-out.amazonses.com [54.240.8.45]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Cb4vR8pT2mQ9wN1xL5bC7d=', '2025.09.16-54.240.8.45'),
      body: document([
        'Your first deposit of $250.00 from your bank account ending 0412 has arrived and is ready to use.',
        'Coinbase will never call you to activate your account or ask you to move funds to another platform.',
        { button: 'View transaction', href: 'https://www.coinbase.com/transactions' },
      ]),
    }),
  },

  {
    name: 'American Express: large purchase alert for $1,249.99 at Best Buy, from americanexpress.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'American Express <AmericanExpress@welcome.americanexpress.com>',
      to: 'p.nakamura@outlook.com',
      subject: 'Large Purchase Approved',
      date: 'Wed, 2 Apr 2025 23:58:10 +0000',
      messageId: '0.0.2F.A41.1DBA4C2E7F3B8D0.0@welcome.americanexpress.com',
      dkim: ['welcome.americanexpress.com:sfmc'],
      returnPath: 'bounce-9_HTML-4471102-4478-7300211-8@bounce.welcome.americanexpress.com',
      relay: 'mta3.welcome.americanexpress.com [13.111.22.3]',
      body: document([
        { heading: 'A large purchase was approved' },
        {
          rows: [
            ['Merchant', 'BESTBUY.COM 00412'],
            ['Amount', '$1,249.99'],
            ['Card', 'Platinum Card® ending in 1008'],
          ],
        },
        'If you recognize this purchase, no action is needed. If not, review it in the Amex App or on [americanexpress.com](https://www.americanexpress.com/en-us/account/login).',
        { small: 'You are receiving this alert because you enrolled in Account Alerts. American Express, 200 Vesey Street, New York, NY 10285.' },
      ]),
    }),
  },

  {
    name: 'Netflix: "we couldn\'t process your payment", from account.netflix.com to netflix.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Netflix <info@account.netflix.com>',
      to: 'sophie.turnbull@hotmail.com',
      subject: 'Update your payment information',
      date: 'Thu, 15 May 2025 10:22:31 +0000',
      messageId: '0.1.AB.C9D.1DBC55E2A7F3B40.0@account.netflix.com',
      dkim: ['account.netflix.com:s2048', 'netflix.com:s2048'],
      returnPath: 'bounces@bounce.account.netflix.com',
      relay: 'mta-35.account.netflix.com [69.53.224.35]',
      body: document([
        { heading: 'Your payment was declined' },
        "Hi Sophie, we're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.",
        { button: 'Update account', href: 'https://www.netflix.com/YourAccountPayment' },
        { small: 'Questions? Visit the [Help Center](https://help.netflix.com). Netflix International B.V.' },
      ]),
    }),
  },

  {
    name: 'Apple: receipt for iCloud+ 200 GB from email.apple.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Apple <no_reply@email.apple.com>',
      to: 'gordon.mcbride@comcast.net',
      subject: 'Your receipt from Apple.',
      date: 'Mon, 19 May 2025 07:41:06 +0000',
      messageId: '4A.B3.44821.9F2C6D8E@st11p00mm-asmtp002.mac.com',
      dkim: ['email.apple.com:dkim20230316'],
      relay: 'rn2-txn-msbadger06104.apple.com [17.111.110.76]',
      body: document([
        { heading: 'Receipt' },
        {
          rows: [
            ['Order ID', 'MT6Q2WX9PL'],
            ['Document', '182044871225'],
            ['iCloud+ with 200 GB (Monthly)', '$2.99'],
            ['Billed to', 'Visa •••• 4417'],
          ],
        },
        'If you have questions about your bill, visit [Apple Support](https://support.apple.com/billing). You can manage your subscriptions in Settings.',
        { small: 'Apple Distribution International Ltd. [Privacy Policy](https://www.apple.com/legal/privacy/)' },
      ]),
    }),
  },

  {
    // A supplier's genuine bank change: signed from its own domain, a PDF letter, and the
    // instruction to confirm by phone on a known number before changing anything.
    name: 'Supplier\'s genuine bank-change letter: signed domain, PDF, "confirm by phone on the number you already hold"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northgate Supply Co. Accounts <ar@northgatesupply.com>',
      to: 'ap@harwoodlogistics.com',
      subject: 'Notice of change of bank account - please verify by phone',
      date: 'Mon, 1 Sep 2025 14:20:11 -0500',
      messageId: 'SJ0PR11MB4893A0B1C2D3E4F5A6B7C8D9E0F1A2B3@SJ0PR11MB4893.namprd11.prod.outlook.com',
      dkim: ['northgatesupply.com:selector1', 'northgatesupply.onmicrosoft.com:selector1'],
      relay: 'NAM11-SJ0-obe.outbound.protection.outlook.com [40.107.223.60]',
      body: multipart('mixed', [
        plain(
          'Dear customer,\n\nAs announced in our August statement, Northgate Supply Co. is moving its operating account to a new bank from 1 October 2025. The attached letter, signed by our CFO, has also been sent to you by post.\n\nPlease do NOT change any payment details on the strength of this email alone. Call your usual account manager on the number you already hold for us, or our main line (312) 555-0110, to confirm the new details before your first payment after 1 October. We will never ask you to change bank details urgently or by email only.\n\nKind regards,\nAccounts Receivable\nNorthgate Supply Co.',
        ),
        attachment(
          'Northgate_Bank_Change_Notice.pdf',
          'application/pdf',
          textPdf([
            'Northgate Supply Co. - Notice of change of bank account',
            'Effective 1 October 2025',
            'Please confirm by telephone with your account manager before updating your records.',
            'Signed: Laura Kim, Chief Financial Officer',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'PayPal: a friend\'s money request for $42.50, note "concert tickets"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.com',
      to: 'rebecca.long@gmail.com',
      subject: 'Sarah Klein sent you a money request',
      date: 'Sun, 22 Jun 2025 18:12:09 -0700',
      messageId: 'E1:c73a1e4f9b2d0-4a7c-11f0-b2d3-3cfdfe0c9b20@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Sarah Klein sent you a money request for $42.50 USD' },
        {
          rows: [
            ['Amount requested', '$42.50 USD'],
            ['Note from Sarah Klein', 'concert tickets 🎶 thanks!'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/7KL44120PQ882931X' },
        { small: 'Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },

  {
    name: 'Nubank: "sua fatura fechou", signed by nubank.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'lucas.martins.sp@gmail.com',
      subject: 'A fatura do seu cartão fechou',
      date: 'Fri, 8 Aug 2025 09:00:12 -0300',
      messageId: '0100019889a2b3c4-d5e6f7a8-b9c0-4d1e-a2f3-b4c5d6e7f8a9-000000@email.amazonses.com',
      dkim: ['nubank.com.br:nu1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019889a2b3c4-d5e6f7a8-b9c0-4d1e-a2f3-b4c5d6e7f8a9-000000@bounces.nubank.com.br',
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      headers: sesHeaders('us-east-1', '1.us-east-1.nU8kP2xQ7zW=', '2025.08.08-54.240.8.30'),
      body: document(
        [
          { heading: 'Sua fatura fechou' },
          {
            rows: [
              ['Valor', 'R$ 1.874,32'],
              ['Vencimento', '15/08/2025'],
            ],
          },
          'Você pode pagar pelo app com PIX, boleto ou débito em conta. O Nubank nunca liga pedindo senha nem envia links para "contestar compras" por e-mail.',
          { small: 'Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Itaú: "seu extrato mensal está disponível no app", signed by itau.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú <comunicacao@info.itau.com.br>',
      to: 'marcia.ferreira@uol.com.br',
      subject: 'Seu extrato de agosto já está disponível',
      date: 'Mon, 1 Sep 2025 08:15:00 -0300',
      messageId: '0.0.3A.77C.1DC1B2E3F4A5B60.0@info.itau.com.br',
      dkim: ['info.itau.com.br:200608'],
      returnPath: 'bounce-7_HTML-8841220-1120-4471-2@bounce.info.itau.com.br',
      relay: 'mta7.info.itau.com.br [13.111.70.7]',
      body: document(
        [
          'Olá, Márcia,',
          'O extrato consolidado da sua conta referente a agosto de 2025 já está disponível no app Itaú, em Conta > Extratos.',
          'Lembre-se: o Itaú não envia links pedindo atualização do iToken, senhas ou dados do cartão.',
          { small: 'Itaú Unibanco S.A. Central de atendimento: 4004 4828 (capitais) ou 0800 970 4828.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // A shop's ERP sends the NF-e: the XML and the DANFE PDF attached, no download link.
    name: "NF-e from a hardware shop's ERP with the XML and the DANFE PDF attached",
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Ferragens Paulista <nfe@ferragenspaulista.com.br>',
      to: 'compras@metalurgicavitoria.com.br',
      subject: 'NF-e nº 000.031.772 - Ferragens Paulista Ltda',
      date: 'Tue, 22 Jul 2025 16:40:05 -0300',
      messageId: '20250722194005.31772@ferragenspaulista.com.br',
      dkim: ['ferragenspaulista.com.br:default'],
      relay: 'smtp.ferragenspaulista.com.br [177.71.200.14]',
      body: multipart('mixed', [
        plain(
          'Prezado cliente,\n\nSegue em anexo o XML e o DANFE da Nota Fiscal Eletrônica nº 000.031.772, referente ao pedido 8841.\n\nChave de acesso: 3525 0712 3456 7800 0190 5500 1000 0317 7210 0031 7729\n\nA autenticidade pode ser consultada no Portal da NF-e da Receita Federal.\n\nFerragens Paulista Ltda',
        ),
        attachment(
          'NFe35250712345678000190550010000317721000317729.xml',
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35250712345678000190550010000317721000317729" versao="4.00"><ide><nNF>31772</nNF></ide></infNFe></NFe></nfeProc>',
        ),
        attachment(
          'DANFE_31772.pdf',
          'application/pdf',
          textPdf([
            'DANFE - Documento Auxiliar da Nota Fiscal Eletronica',
            'NF-e No 000.031.772 Serie 001',
            'Ferragens Paulista Ltda',
            'Valor total: R$ 3.418,60',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'BBVA: "has realizado una compra de 62,40 € con tu tarjeta", signed by bbva.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'BBVA <avisos@comunicaciones.bbva.es>',
      to: 'sergio.navarro77@gmail.com',
      subject: 'Compra con tu tarjeta terminada en 2281',
      date: 'Mon, 23 Jun 2025 20:41:33 +0200',
      messageId: '0.0.2C.B17.1DBE47A3C2F1D00.0@comunicaciones.bbva.es',
      dkim: ['comunicaciones.bbva.es:200608'],
      returnPath: 'bounce-3_HTML-2281044-7730-1120-4@bounce.comunicaciones.bbva.es',
      relay: 'mta4.comunicaciones.bbva.es [13.111.33.4]',
      body: document(
        [
          'Hola Sergio,',
          {
            rows: [
              ['Comercio', 'MERCADONA VALENCIA'],
              ['Importe', '62,40 €'],
              ['Tarjeta', 'Aqua débito ...2281'],
            ],
          },
          'Si no reconoces esta operación, llámanos al 91 224 94 26 o apaga tu tarjeta desde la app BBVA. BBVA nunca te pedirá claves ni códigos por correo o SMS.',
          { small: 'Banco Bilbao Vizcaya Argentaria, S.A. Puedes gestionar tus avisos en la app.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'ING: "uw nieuwe betaalpas is onderweg", from ing.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ING <noreply@mail.ing.nl>',
      to: 'p.vandijk@ziggo.nl',
      subject: 'Uw nieuwe betaalpas is onderweg',
      date: 'Tue, 13 May 2025 10:05:41 +0200',
      messageId: '1747123541412.33108@mail.ing.nl',
      dkim: ['mail.ing.nl:ing2048'],
      relay: 'smtp-out2.mail.ing.nl [145.221.80.22]',
      body: document(
        [
          'Beste heer Van Dijk,',
          'Uw huidige betaalpas verloopt eind mei. Uw nieuwe pas is onderweg en ligt binnen 5 werkdagen in de brievenbus. U hoeft hiervoor niets te doen.',
          'Activeer de nieuwe pas door er voor het eerst mee te betalen met uw pincode. ING vraagt u nooit om uw pas op te sturen of uw gegevens via een link te bevestigen.',
          { small: 'ING Bank N.V., Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // A friend's PayPal money request whose note gives a phone number: no charge the reader did not make.
    name: 'PayPal money request from a friend: "concert tickets, call me on 07700 900 123 if the amount is wrong"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.co.uk',
      to: 'rebecca.long@gmail.com',
      subject: "You've got a money request from Hannah Cole",
      date: 'Tue, 24 Jun 2025 19:30:48 +0100',
      messageId: 'E1:a41c9f2b7a8e0-3b6f-11f0-a1c2-3cfdfe0c9b21@paypal.co.uk',
      dkim: ['paypal.co.uk:pp-dkim1'],
      returnPath: 'service@paypal.co.uk',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Hannah Cole sent you a money request for £64.00 GBP' },
        {
          rows: [
            ['Amount requested', '£64.00 GBP'],
            ['Note from Hannah Cole', 'Two tickets for Saturday, order 5512 total £64. Call me on 07700 900 123 if the amount is wrong!'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/7HK28812WX447310N' },
        { small: 'PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },

  {
    // A bank's own signed card alert: "Not you? Call us on" the number printed on the card.
    name: 'Barclaycard\'s own alert: "a payment of £249.00 was declined. Not you? Call us on 0800 …", from barclaycard.co.uk',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Barclaycard <alerts@notifications.barclaycard.co.uk>',
      to: 'sam.hughes@btinternet.com',
      subject: 'A payment on your card was declined',
      date: 'Fri, 11 Apr 2025 21:04:12 +0100',
      messageId: '20250411200412.61aa9c@notifications.barclaycard.co.uk',
      dkim: ['notifications.barclaycard.co.uk:bc1'],
      relay: 'mta2.notifications.barclaycard.co.uk [195.130.217.40]',
      body: document([
        'Hi Sam,',
        'We declined a payment of £249.00 at ELECTRO-WORLD ONLINE on your card ending 4417 because it looked unusual.',
        'If this was you, approve it in the Barclaycard app and try again. Not you? Call us on 0800 151 0900, the number on the back of your card; we will never ask for your PIN or passcode.',
        { small: 'Barclaycard is a trading name of Barclays Bank UK PLC.' },
      ]),
    }),
  },

  {
    name: 'Stripe: "invoice from Northline Hosting is overdue, pay now" reminder',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Northline Hosting <invoice+statements+acct_1Pq8xK2mL4nT7vB9@stripe.com>',
      to: 'ops@fernwoodstudio.co',
      subject: 'Reminder: your invoice from Northline Hosting is overdue',
      date: 'Mon, 14 Apr 2025 15:00:11 +0000',
      messageId: '0102019634e2b1c4-a8b7c6d5-e4f3-4a2b-9c1d-8e7f6a5b4c3d-000000@eu-west-1.amazonses.com',
      dkim: ['stripe.com:f4mhv5k4ijqbbrwnwxdvrbcbdwpuboz5', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019634e2b1c4-a8b7c6d5@eu-west-1.amazonses.com',
      relay: 'a7-12.smtp-out.eu-west-1.amazonses.com [54.240.7.12]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Lq8xK2mT4nR7vB9cW1zY5sD6fG0hJ3kL2pQ=', '2025.04.14-54.240.7.12'),
      body: document([
        { heading: 'Invoice #A7C2E91F-0004 is overdue' },
        {
          rows: [
            ['Amount due', '£48.00'],
            ['Due date', '31 March 2025'],
            ['From', 'Northline Hosting Ltd'],
          ],
        },
        'This is a friendly reminder that your invoice is now 14 days overdue. Please pay as soon as possible to avoid any interruption to your hosting services.',
        { button: 'Pay this invoice', href: 'https://invoice.stripe.com/i/acct_1Pq8xK2mL4nT7vB9/live_YWNjdF8xUHE4eEsybUw0blQ3dkI5' },
        { small: 'Questions? Contact Northline Hosting at billing@northlinehosting.co.uk. Powered by Stripe.' },
      ]),
    }),
  },

  {
    name: 'Coinbase: "confirm your withdrawal of 0.05 BTC" with a cancel link, from info.coinbase.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'tyler.brooks92@hotmail.com',
      subject: 'Confirm your withdrawal request',
      date: 'Thu, 12 Jun 2025 19:05:22 +0000',
      messageId: '0100019765c4d3e2-f1a0b9c8-d7e6-4f5a-8b3c-2d1e0f9a8b7c-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:s1', 'amazonses.com:ug7nbtf4gccmlpwj322ax3p6ow6yfsug'],
      returnPath: '0100019765c4d3e2-f1a0b9c8@bounces.coinbase.com',
      relay: 'a8-42.smtp-out.amazonses.com [54.240.8.42]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Cb4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.06.12-54.240.8.42'),
      body: document([
        { heading: 'Confirm your withdrawal' },
        'You requested to send 0.05 BTC to bc1q9x7k2m4p6t8v0n2r4w6y8c0f2h4j6l8q0s2d4.',
        { button: 'Confirm withdrawal', href: 'https://accounts.coinbase.com/withdrawals/confirm?token=Wq8e2R4t6Y8u0I2o4P6a8S0d' },
        "This request expires in 10 minutes. If you didn't make this request, [cancel it](https://accounts.coinbase.com/withdrawals/cancel?token=Wq8e2R4t6Y8u0I2o4P6a8S0d) and change your password immediately. Coinbase will never ask you for your password or 2-step verification codes.",
        { small: 'Coinbase, 248 3rd St #434, Oakland, CA 94607' },
      ]),
    }),
  },

  {
    name: 'Gusto: "your pay stub for May 30 is ready" from gusto.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Gusto <no-reply@gusto.com>',
      to: 'rhonda.mills@gmail.com',
      subject: 'Your paystub from Lakeside Pediatrics is ready',
      date: 'Fri, 30 May 2025 11:04:28 +0000',
      messageId: 'Gq7Kx2LmTnR4vB9cP1sZ@geopod-ismtpd-9',
      dkim: ['gusto.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+2291044-3c1d-rhonda.mills=gmail.com@em.gusto.com',
      relay: 'o3.em.gusto.com [167.89.101.33]',
      headers: sendgridHeaders('Gq7Kx2LmTnR4vB9cP1sZaQ8wE3rT6yU0iO5pA2s'),
      body: document([
        'Hi Rhonda,',
        'Lakeside Pediatrics just ran payroll. Your paystub for the pay period ending May 30, 2025 is ready to view.',
        { button: 'View paystub', href: 'https://app.gusto.com/paystubs' },
        'Want to change your direct deposit or tax withholdings? Sign in to Gusto and go to Profile.',
        { small: 'Gusto, 525 20th St, San Francisco, CA 94107. This email was sent to rhonda.mills@gmail.com because your employer uses Gusto for payroll.' },
      ]),
    }),
  },

  {
    name: 'Enel: "sua fatura de junho vence amanhã" with the boleto PDF',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Enel Distribuição São Paulo <faturadigital@enel.com>',
      to: 'fernanda.ribeiro@terra.com.br',
      subject: 'Sua conta de luz de junho vence amanhã',
      date: 'Wed, 9 Jul 2025 08:15:47 -0300',
      messageId: '20250709111547.3301884120@enel.com',
      dkim: ['enel.com:selector1'],
      returnPath: 'faturadigital@enel.com',
      relay: 'mail-br1.enel.com [200.221.12.80]',
      body: multipart('mixed', [
        document(
          [
            'Olá, Fernanda!',
            'Sua fatura de energia de junho, no valor de R$ 212,48, vence amanhã (10/07). O boleto está em anexo; você também pode pagar com PIX pelo app Enel SP.',
            {
              rows: [
                ['Instalação', '3301884120'],
                ['Valor', 'R$ 212,48'],
                ['Vencimento', '10/07/2025'],
              ],
            },
            { small: 'Enel Distribuição São Paulo. A Enel nunca solicita pagamento para contas de terceiros.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Fatura_Enel_062025.pdf',
          'application/pdf',
          textPdf([
            'Enel Distribuicao Sao Paulo',
            'Instalacao 3301884120 - Fernanda Ribeiro',
            'Consumo junho: 287 kWh',
            'Total a pagar: R$ 212,48  Vencimento: 10/07/2025',
            '83660000002-1 12480097000-5 33018841200-1 70725066201-2',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Personio: "Ihre Gehaltsabrechnung Mai 2025 ist verfügbar"',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Personio <no-reply@personio.de>',
      to: 'k.hoffmann@schreinerei-koehler.de',
      subject: 'Neues Dokument: Gehaltsabrechnung Mai 2025',
      date: 'Fri, 30 May 2025 14:00:03 +0200',
      messageId: '0102019721b3c4d5-e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8a9b-000000@eu-west-1.amazonses.com',
      dkim: ['personio.de:p1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019721b3c4d5-e6f7a8b9@eu-west-1.amazonses.com',
      relay: 'a7-18.smtp-out.eu-west-1.amazonses.com [54.240.7.18]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Ps4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.05.30-54.240.7.18'),
      body: document(
        [
          'Hallo Katrin,',
          'in Ihrem Personio-Profil wurde ein neues Dokument abgelegt: Gehaltsabrechnung Mai 2025 (Kategorie: Gehaltsabrechnungen).',
          { button: 'Dokument ansehen', href: 'https://schreinerei-koehler.personio.de/my-desk/documents' },
          { small: 'Diese E-Mail wurde automatisch von Personio im Auftrag der Schreinerei Köhler GmbH versendet.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Qonto: a supplier\'s "relance : facture F-2025-0418 arrive à échéance" payment reminder',
    lang: 'fr',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Imprimerie Lesage <factures@qonto.com>',
      to: 'comptabilite@agence-horizon-lyon.fr',
      replyTo: 'n.girard@imprimerie-lesage.fr',
      subject: 'Relance : votre facture F-2025-0418 arrive à échéance',
      date: 'Wed, 28 May 2025 09:00:22 +0200',
      messageId: '0102019710c2d3e4-f5a6b7c8-d9e0-4f1a-8b2c-3d4e5f6a7b8c-000000@eu-west-1.amazonses.com',
      dkim: ['qonto.com:qonto1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019710c2d3e4-f5a6b7c8@eu-west-1.amazonses.com',
      relay: 'a7-33.smtp-out.eu-west-1.amazonses.com [54.240.7.33]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Qo4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.05.28-54.240.7.33'),
      body: multipart('mixed', [
        document(
          [
            'Bonjour,',
            "Imprimerie Lesage vous rappelle que la facture F-2025-0418 d'un montant de 6 840,00 € TTC arrive à échéance le 31 mai 2025.",
            {
              rows: [
                ['IBAN', 'FR76 1695 8000 0144 1202 9953 718'],
                ['Référence', 'F-2025-0418'],
              ],
            },
            { button: 'Voir la facture', href: 'https://pay.qonto.com/invoices/8f2c4e6a-1b3d-4f5a-9c7e-0d2f4a6b8c1e' },
            { small: "Envoyé avec Qonto pour le compte d'Imprimerie Lesage. Qonto, 18 rue de Navarin, 75009 Paris." },
          ],
          { lang: 'fr' },
        ),
        attachment(
          'F-2025-0418.pdf',
          'application/pdf',
          textPdf([
            'Imprimerie Lesage',
            'Facture F-2025-0418 - 16/05/2025',
            'Client : Agence Horizon Lyon',
            'Brochures A4 x 2000   5 700,00 EUR HT',
            'TVA 20 %  1 140,00 EUR   Total TTC 6 840,00 EUR',
            'IBAN FR76 1695 8000 0144 1202 9953 718',
          ]),
        ),
      ]),
    }),
  },

  {
    // A friend's Tikkie: ABN AMRO's own payment-request mail, the friend's note.
    name: 'Tikkie: "Kevin vraagt € 12,50 voor pizza vrijdag" from tikkie.me',
    lang: 'nl',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Tikkie <noreply@tikkie.me>',
      to: 'linda.visser@gmail.com',
      subject: 'Kevin Jansen heeft je een Tikkie gestuurd',
      date: 'Sun, 6 Jul 2025 21:14:50 +0200',
      messageId: '20250706191450.7f3c2a1b@tikkie.me',
      dkim: ['tikkie.me:tk1'],
      returnPath: 'bounce@tikkie.me',
      relay: 'mail-out2.tikkie.me [185.52.64.21]',
      body: document(
        [
          'Hoi Linda,',
          'Kevin Jansen vraagt € 12,50 voor: "pizza vrijdag 🍕".',
          { button: 'Betaal met iDEAL', href: 'https://tikkie.me/pay/Tikkie/8Kq2Lm4Tn6Rv8Bx0' },
          'Dit betaalverzoek is 14 dagen geldig.',
          { small: 'Tikkie is een dienst van ABN AMRO Bank N.V., Gustav Mahlerlaan 10, Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // The bank promoting its own client, from its own signed domain.
    name: 'Itaú\'s own "Parabéns! Você alcançou o status Personnalité" from itau.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú Personnalité <comunicacao@itau.com.br>',
      to: 'carla.mendes@uol.com.br',
      subject: 'Parabéns! Você alcançou o status Personnalité',
      date: 'Mon, 15 Jan 2024 10:41:09 -0300',
      messageId: '20240115134109.9f2a1c@itau.com.br',
      dkim: ['itau.com.br:s2048'],
      relay: 'mx-out2.itau.com.br [200.196.152.40]',
      body: document(
        [
          { heading: 'Bem-vinda ao Itaú Personnalité, Carla' },
          'Parabéns! Você alcançou o status Personnalité. A partir de hoje seu atendimento passa a ser feito pela sua gerente, Renata, na agência 0912, e o seu cartão será substituído pelo Personnalité Black na próxima renovação.',
          'Os benefícios já aparecem no app Itaú, em Meus benefícios.',
          { small: 'Itaú Unibanco S.A. Nunca pedimos senhas ou códigos por e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // A broker's own mail: the words in full, a hyphenated line break, initials and "e-mail".
    name: 'Mortgage broker from its signed domain: "your mortgage offer … refinance", with a word hyphenated across a line',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Hannah Price <h.price@brightwater-mortgages.co.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'Your mortgage offer',
      date: 'Wed, 12 Mar 2025 10:04:11 +0000',
      messageId: '20250312100411.3fa2@brightwater-mortgages.co.uk',
      dkim: ['brightwater-mortgages.co.uk:s1'],
      relay: 'mail.brightwater-mortgages.co.uk [198.51.100.71]',
      body: plain(
        'Dear Sam,\n\nThe lender has issued your mortgage offer; it is attached to the portal message I sent this morning. If you decide to refinance after the two-year fixed period, the early repayment charge no longer applies.\n\nPlease read the offer with your solicitor, J. R. Whitfield, and reply by e-mail with any ques-\ntions.\n\nKind regards,\nHannah Price\nBrightwater Mortgages',
      ),
    }),
  },

  {
    // An exchange's own deposit instructions: coins "to this address", and no hold over the reader.
    name: 'Crypto exchange: "send only BTC to this address" deposit instructions, from its signed domain',
    todo: "suspicious/medium: content_crypto_address, content_fraud_wording; the learned layer (held out from its training) reads an exchange's deposit instructions as fraud wording, and beside a wallet address its weight reaches suspicious (it did not with the model trained on 5,273 written messages, and does again with 6,189)",
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'm.iverson@fastmail.com',
      subject: 'Your Bitcoin deposit address',
      date: 'Tue, 3 Jun 2025 12:00:41 +0000',
      messageId: '<20250603120041.5c2e9a@kraken.com>',
      dkim: ['kraken.com:k1'],
      relay: 'mail.kraken.com [198.51.100.201]',
      body: plain(
        'Hello,\n\nYou requested a new deposit address for Bitcoin (BTC). Send only BTC on the Bitcoin network to this address:\n\nbc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el\n\nDeposits are credited after 3 network confirmations. Sending any other coin or network to this address may result in the loss of your deposit.\n\nKraken',
      ),
    }),
  },

  {
    // An exchange's deposit instructions in Spanish: coins "a esta dirección", a real address, no hold over the reader.
    name: 'Exchange (es): "envía solo BTC a esta dirección de depósito" with the address, from its signed domain',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    todo: 'suspicious/medium: content_crypto_address, content_fraud_wording, auth_results_missing (it passes or fails as the fraud threshold moves between retrains); the learned layer reads "send only BTC to this address" as the crypto-doubling letters it was trained on (weak fraud code 4 + crypto address 2); nothing in the wording holds the reader, which is what an exchange\'s own deposit notice and a scam share',
    raw: mail({
      from: 'Criptolonja <soporte@criptolonja.es>',
      to: 'a.vidal@gmail.com',
      subject: 'Tu dirección de depósito de BTC',
      date: 'Mon, 16 Jun 2025 10:00:00 +0200',
      messageId: '20250616080000.7712@criptolonja.es',
      dkim: ['criptolonja.es:k1'],
      relay: 'mail.criptolonja.es [198.51.100.150]',
      body: plain(
        'Hola Ana,\n\nHas pedido una dirección para depositar bitcoin en tu cuenta. Envía solo BTC a esta dirección: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT\n\nSi envías otra moneda a esta dirección, se perderá. El depósito aparece en tu cuenta tras 3 confirmaciones.\n\nEl equipo de Criptolonja',
      ),
    }),
  },

  {
    // The installer reminds a customer of the yearly service; the savings are those of a serviced unit.
    name: 'French installer’s maintenance reminder: "l’entretien … vous fait économiser jusqu’à 15 % sur vos factures"',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Atelier Clim Services <contrats@atelier-clim-services.example.fr>',
      to: 'c.martin@example-conseil.fr',
      subject: 'Votre entretien annuel du 12 juin',
      date: 'Mon, 2 Jun 2025 09:15:00 +0200',
      messageId: '20250602071500.4411@atelier-clim-services.example.fr',
      dkim: ['atelier-clim-services.example.fr'],
      relay: 'smtp.atelier-clim-services.example.fr [198.51.100.52]',
      body: plain(
        "Bonjour Madame Martin,\n\nL'entretien annuel de votre climatisation réversible, prévu à votre contrat, aura lieu le jeudi 12 juin entre 9 h et 12 h. Un appareil bien entretenu vous fait économiser jusqu'à 15 % sur vos factures d'électricité.\n\nSi ce créneau ne vous convient pas, répondez à ce message.\n\nCordialement,\nAtelier Clim Services",
      ),
    }),
  },

  {
    // A SaaS vendor's invoice through Stripe, with the PDF attached.
    name: 'Stripe invoice from a SaaS vendor: "Your invoice from Linear #1F2A-0042" with the PDF',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Linear <invoice+statements@stripe.com>',
      to: 'billing@silverbirchmedia.com',
      subject: 'Your invoice from Linear Orbit, Inc. #1F2A9C4D-0042',
      date: 'Sun, 1 Jun 2025 08:03:55 +0000',
      messageId: '010001973a1b2c3d-8e9f0a1b-2c3d-4e5f-6a7b-8c9d0e1f2a3b-000000@email.amazonses.com',
      dkim: ['stripe.com:pnbjg2ef7qvxjvqrqpnavx5ukjzzpbnq', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001973a1b2c3d-8e9f0a1b-2c3d-4e5f-6a7b-8c9d0e1f2a3b-000000@bounces.stripe.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      body: multipart('mixed', [
        document([
          { heading: 'Invoice from Linear Orbit, Inc.' },
          {
            rows: [
              ['Amount due', '$192.00'],
              ['Due date', 'June 1, 2025'],
              ['Invoice number', '1F2A9C4D-0042'],
              ['Plan', 'Business, 12 seats'],
            ],
          },
          'This invoice will be charged to the card ending in 4242 on file.',
          { button: 'View invoice and payment details', href: 'https://invoice.stripe.com/i/acct_1Hq2x3Y4z5A6b7C8/live_YWNjdF8xSHEyeDNZNHo1QTZiN0M4LF9SbDJ4' },
          { small: 'Questions? Contact Linear Orbit, Inc. at billing@linear.app. Powered by Stripe.' },
        ]),
        attachment(
          'Invoice-1F2A9C4D-0042.pdf',
          'application/pdf',
          textPdf(['Linear Orbit, Inc.', 'Invoice 1F2A9C4D-0042', 'Business plan, 12 seats: $192.00', 'Paid by card ending 4242']),
        ),
      ]),
    }),
  },

  {
    // Chase's own "statement is ready", no link to sign in beyond chase.com.
    name: 'Chase "Your credit card statement is ready" alert from chase.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'tmoreno77@aol.com',
      subject: 'Your credit card statement is ready',
      date: 'Fri, 18 Jul 2025 09:14:52 +0000',
      messageId: '1752830092412.8841.JavaMail.alerts@vsin28p5017',
      dkim: ['chase.com:d4345'],
      returnPath: 'bounce-alerts@chase.com',
      relay: 'mxo2.dmz.chase.com [159.53.110.42]',
      body: document([
        { heading: 'Your statement is ready' },
        {
          rows: [
            ['Account', 'Freedom Unlimited (...4471)'],
            ['Statement balance', '$1,284.17'],
            ['Minimum payment due', '$40.00'],
            ['Payment due date', 'Aug 12, 2025'],
          ],
        },
        'You can see your statement by signing in at chase.com or in the Chase Mobile app.',
        {
          small:
            'Securely access your accounts at chase.com. This service email was sent to you because of your account preferences. Chase will never ask for your password or Social Security number by email. JPMorgan Chase Bank, N.A. Member FDIC.',
        },
      ]),
    }),
  },

  {
    // ADP's own pay statement notice, sign in through the usual portal.
    name: 'ADP "Your pay statement is now available" from adp.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'ADP <SecurityServices_NoReply@adp.com>',
      to: 'a.novak@silverbirchmedia.com',
      subject: 'Your pay statement is now available',
      date: 'Fri, 31 Oct 2025 06:02:17 -0400',
      messageId: '1761904937.44218.Notification@adp.com',
      dkim: ['adp.com:s2048'],
      relay: 'mailout2.adp.com [170.146.8.22]',
      body: document([
        'Hello Anna,',
        'Your pay statement for the pay date 10/31/2025 is now available in ADP. To view it, sign in to My ADP at [my.adp.com](https://my.adp.com) or use the ADP Mobile app.',
        {
          small:
            'This is an automated message; please do not reply. ADP, Inc., One ADP Boulevard, Roseland, NJ 07068. ADP will never ask you for your password or full Social Security number by email.',
        },
      ]),
    }),
  },
  {
    // BBVA's own card purchase alert.
    name: 'BBVA "Has realizado una compra de 64,90 € con tu tarjeta" desde bbva.es',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'BBVA <bbva@comunicaciones.bbva.es>',
      to: 'mjose.navarro@telefonica.net',
      subject: 'Compra con tu tarjeta terminada en 3312',
      date: 'Tue, 11 Feb 2025 19:47:05 +0100',
      messageId: '20250211184705.5f2a1c@comunicaciones.bbva.es',
      dkim: ['comunicaciones.bbva.es:bbva1'],
      relay: 'mta12.comunicaciones.bbva.es [195.235.92.12]',
      body: document(
        [
          'Hola, María José:',
          'Has realizado una compra con tu tarjeta terminada en 3312.',
          {
            rows: [
              ['Comercio', 'MERCADONA VALENCIA'],
              ['Importe', '64,90 €'],
              ['Fecha', '11/02/2025 19:46'],
            ],
          },
          'Si no reconoces esta operación, llámanos al 91 224 94 26 o consulta el detalle en la app BBVA. Nunca te pediremos tus claves por correo electrónico.',
          { small: 'Banco Bilbao Vizcaya Argentaria, S.A. Plaza de San Nicolás 4, 48005 Bilbao.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Itaú's own Pix received notification.
    name: 'Itaú "Pix recebido de R$ 350,00" do domínio do banco',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Itaú <comunicado@itau-unibanco.com.br>',
      to: 'rafaela.lima.sp@gmail.com',
      subject: 'Você recebeu um Pix',
      date: 'Fri, 14 Mar 2025 12:04:33 -0300',
      messageId: '20250314150433.8812.pix@itau-unibanco.com.br',
      dkim: ['itau-unibanco.com.br:itau'],
      relay: 'mx-out2.itau-unibanco.com.br [200.196.152.20]',
      body: document(
        [
          'Olá, Rafaela.',
          'Você recebeu um Pix na sua conta.',
          {
            rows: [
              ['Valor', 'R$ 350,00'],
              ['De', 'MARCOS A SILVA'],
              ['Data', '14/03/2025 12:04'],
            ],
          },
          'Consulte o comprovante no app Itaú. O Itaú não envia links pedindo senha, token ou atualização de dados.',
          { small: 'Itaú Unibanco S.A. Esta é uma mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // ING's own "nieuwe betaalpas onderweg" notice.
    name: 'ING "Je nieuwe betaalpas is onderweg" van ing.nl, geen actie nodig',
    lang: 'nl',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'ING <noreply@ing.nl>',
      to: 'pieter.devries@ziggo.nl',
      subject: 'Je nieuwe betaalpas is onderweg',
      date: 'Thu, 5 Jun 2025 10:02:55 +0200',
      messageId: '20250605080255.pas.99120@ing.nl',
      dkim: ['ing.nl:ing2024'],
      relay: 'mailout1.ing.nl [145.221.74.20]',
      body: document(
        [
          'Beste Pieter de Vries,',
          'Je huidige betaalpas verloopt eind deze maand. Je nieuwe pas is onderweg en ligt binnen 5 werkdagen bij je in de bus. Je pincode blijft hetzelfde.',
          'Je hoeft niets te doen. Knip je oude pas door de chip door zodra je de nieuwe hebt gebruikt.',
          {
            small: 'ING vraagt je nooit om je pas op te sturen of via een link je gegevens te bevestigen. ING Bank N.V., Bijlmerdreef 106, 1102 CT Amsterdam.',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // Netflix's own "update your payment" notice from netflix.com.
    name: 'Netflix "Your payment was declined, update your payment method" from netflix.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Netflix <info@account.netflix.com>',
      to: 'dwayne.carter.tx@yahoo.com',
      subject: 'Update your payment information',
      date: 'Wed, 2 Jul 2025 14:05:10 +0000',
      messageId: '20250702140510.netflix.88421@account.netflix.com',
      dkim: ['account.netflix.com:kk6c473czcop4fqv6yhfgiqupmfz3cm2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001979a1b2c3d-netflix-payment-000000@bounces.account.netflix.com',
      relay: 'a9-33.smtp-out.amazonses.com [54.240.9.33]',
      headers: listHeaders('https://www.netflix.com/EmailUnsubscribe?id=8842'),
      body: document([
        { heading: 'Your payment was declined' },
        "Hi Dwayne, we're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.",
        { button: 'Update payment', href: 'https://www.netflix.com/YourAccount?lnktrk=EMP&g=5f1a2b3c' },
        { small: 'Questions? Visit the Help Center at help.netflix.com. Netflix International B.V.' },
      ]),
    }),
  },

  {
    name: 'Concessionária de energia: "segue a 2ª via do boleto com vencimento hoje" com link para o PDF no seu domínio assinado',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Energia Paulista <faturas@energiapaulista.com.br>',
      to: 'contato@padariasantaclara.com.br',
      subject: 'Sua conta de energia vence hoje',
      date: 'Mon, 15 Sep 2025 07:10:44 -0300',
      messageId: '20250915101044.fat.55102@energiapaulista.com.br',
      dkim: ['energiapaulista.com.br:fat1'],
      relay: 'smtp2.energiapaulista.com.br [192.0.2.140]',
      body: document(
        [
          'Olá, Padaria Santa Clara,',
          'Segue a 2ª via do boleto da sua conta de energia com vencimento hoje, no valor de R$ 812,40 (instalação 5510-2291).',
          { button: 'Baixar boleto (PDF)', href: 'https://agencia.energiapaulista.com.br/faturas/2via/Boleto_55102291_092025.pdf' },
          { small: 'Se você já pagou, desconsidere esta mensagem. Energia Paulista S.A.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Handwerksbetrieb: "2. Mahnung", der Betrag nicht beglichen, von der eigenen signierten Domain',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Elektro Brandt GmbH <buchhaltung@elektro-brandt.de>',
      to: 'familie.koenig@web.de',
      subject: '2. Mahnung zu Rechnung 2025-0871',
      date: 'Tue, 11 Nov 2025 08:40:05 +0100',
      messageId: '20251111074005.m2.0871@elektro-brandt.de',
      dkim: ['elektro-brandt.de:mail'],
      relay: 'mout.kundenserver.de [212.227.17.10]',
      body: plain(
        'Sehr geehrte Familie König,\n\nzu unserer Rechnung 2025-0871 vom 15.09.2025 über 642,60 € konnten wir leider noch keinen Zahlungseingang feststellen. Sollte der Betrag nicht bis zum 25.11.2025 beglichen werden, müssen wir Mahngebühren berechnen.\n\nBankverbindung: Sparkasse Hannover, IBAN DE12 2505 0180 0000 1234 56.\n\nFalls Sie bereits gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.\n\nMit freundlichen Grüßen\nElektro Brandt GmbH',
      ),
    }),
  },

  {
    // A builder's dunning from web.de, as small trades send it.
    name: 'Probe: Handwerker mahnt von web.de eine offene Rechnung (zweite Mahnung, Frist, Mahngebühr)',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Malerbetrieb Krüger <malerbetrieb.krueger@web.de>',
      to: 'Familie Hofmann <s.hofmann@t-online.de>',
      subject: '2. Mahnung Rechnung Nr. 2025-031',
      date: 'Fri, 16 May 2025 14:22:10 +0200',
      messageId: 'trinity-7a8b9c0d-1e2f-3a4b-5c6d-7e8f9a0b1c2d-1747398130@3c-app-webde-bs12',
      dkim: ['web.de:dbaedf251592'],
      relay: 'mout.web.de [217.72.192.78]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte Familie Hofmann,\n\nleider konnten wir für unsere Rechnung Nr. 2025-031 vom 02.04.2025 über 1.845,00 EUR (Malerarbeiten Treppenhaus) bis heute keinen Zahlungseingang feststellen.\n\nWir bitten Sie, den offenen Betrag zuzüglich 5,00 EUR Mahngebühr bis zum 30.05.2025 auf unser bekanntes Konto bei der Sparkasse zu überweisen. Sollte sich Ihre Zahlung mit diesem Schreiben überschnitten haben, betrachten Sie es bitte als gegenstandslos.\n\nMit freundlichen Grüßen\nUwe Krüger\nMalerbetrieb Krüger, Lindenstr. 8, 34117 Kassel',
        ),
        attachment(
          'Mahnung_2025-031.pdf',
          'application/pdf',
          textPdf([
            'Malerbetrieb Krueger',
            '2. Mahnung',
            'Rechnung 2025-031',
            'Offener Betrag 1.845,00 EUR zzgl. 5,00 EUR Mahngebuehr',
            'Zahlbar bis 30.05.2025',
          ]),
        ),
      ]),
    }),
  },

  {
    // A condominium administrator's own second copy, with the links to its app in the stores.
    name: 'Probe: administradora envia a 2ª via do boleto e convida a baixar o aplicativo do condomínio',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Lello Condomínios <boletos@lellocondominios.com.br>',
      to: 'Ana Beatriz Souza <anabsouza@terra.com.br>',
      subject: 'Segunda via do boleto - Condomínio Residencial Ipê - vencimento 10/06',
      date: 'Tue, 3 Jun 2025 08:00:00 -0300',
      messageId: '20250603080000.77a1b2c3@lellocondominios.com.br',
      dkim: ['lellocondominios.com.br:s1'],
      relay: 'smtp2.lellocondominios.com.br [200.147.36.15]',
      body: multipart('mixed', [
        document(
          [
            { heading: 'Sua 2ª via do boleto' },
            {
              rows: [
                ['Condomínio', 'Residencial Ipê - Bloco B, apto 42'],
                ['Vencimento', '10/06/2025'],
                ['Valor', 'R$ 945,30'],
              ],
            },
            'O boleto segue em anexo em PDF. Você também pode pagar pelo Pix com o QR Code impresso no boleto.',
            'Baixe o aplicativo Lello Condomínios para ver seus boletos, reservar o salão e falar com o síndico: [Google Play](https://play.google.com/store/apps/details?id=br.com.lello.condominios) ou [App Store](https://apps.apple.com/br/app/lello-condominios/id1187654321).',
            { small: 'Lello Condomínios, Rua Bela Cintra 1200, São Paulo - SP. Este é um e-mail automático.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment('boleto_2via_ipe_b42_junho.pdf', 'application/pdf', textPdf(['Residencial Ipe - Bloco B 42', 'Vencimento 10/06/2025', 'Valor R$ 945,30'])),
      ]),
    }),
  },
];
