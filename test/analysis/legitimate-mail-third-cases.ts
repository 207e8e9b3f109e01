// The genuine counterparts of the third blind phishing batch (phishing-mail-third-cases.ts),
// written the same way and at the same time, without reading the detection code: QuickBooks,
// Canva, Adobe, Zoom, Okta, SharePoint and Workday mail as the platforms send it, toll and
// utility bills, marketplace sales (Wallapop, OLX, Kleinanzeigen, Marktplaats), payment apps
// (Mercado Pago, Nubank, Wero), tax and social-security offices from their own domains,
// banks' newsletters through their ESPs, small businesses' invoices, and friends settling up.
// A rule that catches the lures by their words or their platform alone fails here.

import { textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';

export const THIRD_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
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
    // E-ZPass New York's real statement notice: the account number, a link to the real site,
    // no amount to "pay now".
    name: 'E-ZPass New York: your monthly statement is available, from e-zpassny.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'E-ZPass New York <customerservice@e-zpassny.com>',
      to: 'brian.kowalski@yahoo.com',
      subject: 'Your E-ZPass New York statement is available',
      date: 'Sat, 5 Apr 2025 06:10:44 -0400',
      messageId: '20250405101044.5521887.statement@e-zpassny.com',
      dkim: ['e-zpassny.com:ezp2023'],
      relay: 'mta2.e-zpassny.com [170.75.241.20]',
      body: document([
        'Dear Brian Kowalski,',
        'Your E-ZPass statement for account ending 4471 for the period 03/01/2025 – 03/31/2025 is now available. Your account is set to replenish automatically from your card on file.',
        {
          rows: [
            ['Tolls this period', '$42.18'],
            ['Current prepaid balance', '$27.82'],
          ],
        },
        'To view your statement, sign in at [www.e-zpassny.com](https://www.e-zpassny.com/vector/account/home/accountLogin.do).',
        { small: 'E-ZPass New York Customer Service Center, P.O. Box 15186, Albany, NY 12212-5186. Please do not reply to this email.' },
      ]),
    }),
  },
  {
    // Canva's share mail for what it is for: a colleague's flyer draft.
    name: 'Canva: a colleague shares the spring open-house flyer for comments',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Natarajan via Canva <no-reply@canva.com>',
      to: 'tom.whitaker@larkspurfinancial.com',
      replyTo: 'priya.natarajan@larkspurfinancial.com',
      subject: 'Priya Natarajan shared "Spring Open House Flyer" with you',
      date: 'Mon, 10 Mar 2025 15:04:12 +0000',
      messageId: '01000195808a3c21-4e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a11-000000@email.amazonses.com',
      dkim: ['canva.com:s2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000195808a3c21-4e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a11-000000@mail.canva.com',
      relay: 'a48-93.smtp-out.amazonses.com [54.240.48.93]',
      headers: ['Feedback-ID: 1.us-east-1.Pk3Vx8Lm2Tz7Rb4Wn9Qc5Hd1Fj6As0Gy=:AmazonSES', 'X-SES-Outgoing: 2025.03.10-54.240.48.93'],
      body: document([
        { heading: 'Priya Natarajan shared a design with you' },
        "“Here's the first draft of the open-house flyer. Can you check the date and the parking info before I send it to print on Thursday?”",
        {
          button: 'Edit design',
          href: 'https://www.canva.com/design/DAGh3Kq9Lm2/2vXbT3mN1pQw9YcK4hF6zB/edit?utm_content=DAGh3Kq9Lm2&utm_campaign=designshare&utm_medium=link&utm_source=sharebutton',
        },
        { small: 'Canva, 110 Kippax St, Surry Hills NSW 2010, Australia. You received this email because Priya Natarajan shared a design with you.' },
      ]),
    }),
  },
  {
    // The company's real Okta tenant tells the user a factor was reset by an administrator.
    name: 'Okta: your Okta Verify factor was reset by an administrator, sign in to the company tenant to set it up again',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Okta <noreply@okta.com>',
      to: 'Megan Doyle <megan.doyle@corvant.com>',
      subject: 'Your Okta Verify factor was reset',
      date: 'Fri, 19 Sep 2025 14:02:51 +0000',
      messageId: '1758290571044.91c2e7a4.okta@okta.com',
      dkim: ['okta.com:okta1'],
      returnPath: 'bounces+2281774-megan.doyle=corvant.com@em.okta.com',
      relay: 'o10.email.okta.com [167.89.10.5]',
      body: document([
        { heading: 'Okta Verify was reset' },
        'Hi Megan,',
        'Your Okta Verify factor for Corvant was reset by an administrator on September 19, 2025 at 10:02 AM EDT, following your request to the Service Desk (ticket INC0041187).',
        'The next time you sign in, you will be asked to set up Okta Verify again.',
        { button: 'Sign in to Corvant', href: 'https://corvant.okta.com' },
        'If you did not request this, contact your IT department.',
        { small: 'This is an automatically generated message from Okta. Replies are not monitored.' },
      ]),
    }),
  },
  {
    // A real Zoom invitation from a colleague's paid account: zoom.us links, nothing to install.
    name: 'Zoom: a colleague invites you to the Q2 budget review',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Laura Benson <no-reply@zoom.us>',
      to: 'Tom Whitaker <tom.whitaker@larkspurfinancial.com>',
      replyTo: 'laura.benson@larkspurfinancial.com',
      subject: 'Invitation: Q2 Budget Review @ Tue Apr 22, 2025 2pm - 3pm (EDT)',
      date: 'Thu, 17 Apr 2025 13:44:30 +0000',
      messageId: 'zm-20250417134430-7b9c4a21e3@zoom.us',
      dkim: ['zoom.us:zoomus'],
      returnPath: 'bounces+18817-tom.whitaker=larkspurfinancial.com@mail.zoom.us',
      relay: 'smtp1.zoom.us [170.114.52.21]',
      body: document([
        'Laura Benson is inviting you to a scheduled Zoom meeting.',
        {
          rows: [
            ['Topic', 'Q2 Budget Review'],
            ['Time', 'Apr 22, 2025 02:00 PM Eastern Time (US and Canada)'],
            ['Meeting ID', '842 7731 0945'],
            ['Passcode', '551902'],
          ],
        },
        { button: 'Join Zoom Meeting', href: 'https://larkspurfinancial.zoom.us/j/84277310945?pwd=bQ2R7mX1vNk4Lp8Tz3Wc5Hd9Fj' },
        'One tap mobile: +13017158592,,84277310945#,,,,*551902# US (Washington DC)',
        { small: 'Copyright ©2025 Zoom Communications, Inc. All rights reserved.' },
      ]),
    }),
  },
  {
    // Workday's own mail for the company's open enrolment: myworkday.com, the tenant's URL.
    name: "Workday: benefits open enrolment is open until November 21, from the company's own tenant",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Meridian Health Group <meridianhealth@myworkday.com>',
      to: 'Lisa Romero <lisa.romero@meridianhealthgroup.org>',
      subject: 'Open Enrollment 2026: make your benefit elections by November 21',
      date: 'Mon, 3 Nov 2025 14:00:12 +0000',
      messageId: '1762178412000.42.wd5-prvt-notif-7c1e@myworkday.com',
      dkim: ['myworkday.com:wd2'],
      relay: 'mail-out5.myworkday.com [216.69.181.5]',
      body: document([
        'Hi Lisa,',
        "Open Enrollment for 2026 benefits runs from November 3 to November 21. If you don't make changes, your current medical, dental and vision elections roll over, but your FSA and HSA contributions will be set to $0.",
        'To review your options and make your elections, open the Benefits app in Workday.',
        { button: 'Go to Workday', href: 'https://wd5.myworkday.com/meridianhealth/d/task/2997$3107.htmld' },
        'Questions? Visit the Benefits page on the intranet or email benefits@meridianhealthgroup.org.',
        { small: 'This is a system-generated message from Workday. Please do not reply.' },
      ]),
    }),
  },
  {
    // SharePoint's own share notice from a colleague in the same tenant, the counterpart of
    // the consent-link lure: the link is the tenant's SharePoint, not a sign-in page.
    name: "SharePoint: the firm's paralegal shares the signed settlement agreement with a client",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Rachel Whitmore <no-reply@sharepointonline.com>',
      to: 'Jason Pruitt <jpruitt@summitridgebuilders.com>',
      replyTo: 'rwhitmore@whitmorecaldwell-law.com',
      subject: 'Rachel Whitmore shared "Settlement Agreement - executed.pdf" with you',
      date: 'Wed, 11 Jun 2025 18:31:07 +0000',
      messageId: '7c4e2a91-3b8d-4f6e-a1c5-9d0b2e7f4a36@odspnotify',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'mail-bn1nam02on2071.outbound.protection.outlook.com [40.107.212.71]',
      body: document([
        'Rachel Whitmore shared a file with you',
        '“Jason, here is the fully executed agreement for your records. The first payment is due July 1 as discussed.”',
        { button: 'Open', href: 'https://whitmorecaldwelllaw.sharepoint.com/:b:/s/Clients/EbK2mQ8vLx4Rz7Tn1Wc9HdAB3kPq2Lm5Nz7Rb3Wt9Yc?e=4fHj2K' },
        {
          small:
            'This link will work for anyone outside Whitmore Caldwell LLP. Microsoft respects your privacy. To learn more, please read our Privacy Statement. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052',
        },
      ]),
    }),
  },
  {
    // A friend settling up concert tickets by Venmo: money, a handle, a deadline, all benign.
    name: 'Friend asks for $48.50 by Venmo for the concert tickets before the resale window closes',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jess Park <jess.park.nyc@gmail.com>',
      to: 'jordan.price.97@gmail.com',
      subject: 'tickets!!',
      date: 'Thu, 24 Apr 2025 21:18:40 -0400',
      messageId: 'CAPv4Lq8Rk2mT7vX9Qw3nZb1Yc5Hf6Gs0Ae@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Got them!! Two floor seats for the June 14 show, section B.\n\nYour half is $48.50 with the fees. Venmo me whenever (@jess-park-22), no rush, but if you can't make it anymore tell me by Friday so I can list yours on the resale page before it closes.\n\nSo excited\nJess",
      ),
    }),
  },
  // ---------------------------------------------------------------- Spanish
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
    // Wallapop's own "you sold it": shipping label, the money arrives after delivery.
    name: 'Wallapop: ¡has vendido! prepara el envío y el dinero llega cuando el comprador lo reciba',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Wallapop <no-reply@wallapop.com>',
      to: 'Sergio Rubio <sergio.rubio.mtz@gmail.com>',
      subject: '¡Has vendido Bicicleta de carretera Orbea Avant!',
      date: 'Sun, 18 May 2025 10:41:02 +0200',
      messageId: '0102019736a1c4e2-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@eu-west-1.amazonses.com',
      dkim: ['wallapop.com:wp1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019736a1c4e2-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@mail.wallapop.com',
      relay: 'b224-52.smtp-out.eu-west-1.amazonses.com [54.240.4.52]',
      headers: ['Feedback-ID: 1.eu-west-1.Rk4Vb1Wn8Pc3Hd5Fj6As0GyLm7Qx2Tz9=:AmazonSES', 'X-SES-Outgoing: 2025.05.18-54.240.4.52'],
      body: document(
        [
          { heading: '¡Enhorabuena, has vendido!' },
          'El comprador ha pagado tu Bicicleta de carretera Orbea Avant. Tienes 5 días para entregar el paquete en un punto de recogida con la etiqueta que encontrarás en la app.',
          'Cuando el comprador reciba el producto y lo acepte, te ingresaremos 180,00 € en tu monedero de Wallapop.',
          { button: 'Ver la venta en la app', href: 'https://es.wallapop.com/app/chat?itemId=983314772' },
          { small: 'Wallapop nunca te pedirá los datos de tu tarjeta para recibir un pago. Wallapop S.L., Av. Diagonal 211, Barcelona.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // The SEPE's real appointment confirmation: sepe.es, the office, nothing to enter.
    name: 'SEPE: confirmación de cita previa en la oficina de prestaciones',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'SEPE Cita Previa <citaprevia@sepe.es>',
      to: 'javier.ortega.g@yahoo.es',
      subject: 'Confirmación de cita previa',
      date: 'Tue, 4 Nov 2025 12:31:09 +0100',
      messageId: '1762255869123.CP.4471@sepe.es',
      dkim: ['sepe.es:sepe'],
      relay: 'correo2.sepe.es [195.57.86.12]',
      body: plain(
        'Estimado/a JAVIER ORTEGA GÓMEZ:\n\nSu cita previa ha quedado registrada con los siguientes datos:\n\nServicio: Prestaciones por desempleo\nOficina: Oficina de Prestaciones de Valencia - Avenida del Puerto\nFecha: 12/11/2025\nHora: 09:40\nLocalizador: CP-46-771203\n\nAcuda con su DNI o NIE. Si no puede asistir, anule la cita en la sede electrónica del SEPE o llamando al 060.\n\nServicio Público de Empleo Estatal\nEste mensaje se ha generado automáticamente. Por favor, no responda.',
      ),
    }),
  },
  {
    // Adobe's real share mail from a colleague: a contract draft for review.
    name: 'Adobe Acrobat: una compañera comparte el borrador del contrato para revisar',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Elena Ruiz via Adobe Acrobat <message@adobe.com>',
      to: 'lucia.ferrer@inmoferrer.es',
      replyTo: 'elena.ruiz@inmoferrer.es',
      subject: 'Elena Ruiz le ha invitado a revisar «Contrato_arrendamiento_local_v2.pdf»',
      date: 'Mon, 10 Mar 2025 16:02:20 +0000',
      messageId: '1741622540877.2c7d9e1f@acrobat.adobe.com',
      dkim: ['adobe.com:ac1'],
      returnPath: 'bounce-acrobat-77310@mail.adobe.com',
      relay: 'mail-out21.adobe.com [192.150.8.121]',
      body: document(
        [
          { heading: 'Elena Ruiz le ha invitado a revisar un archivo' },
          '«Lucía, te paso el borrador con los cambios del propietario en la cláusula 7. Añade tus comentarios antes del jueves, porfa.»',
          { button: 'Revisar', href: 'https://acrobat.adobe.com/id/urn:aaid:sc:EU:2d4f4a6e-8c0b-5f1e-9d2a-7c4b3e7c1b9a' },
          { small: 'Adobe Inc., 345 Park Avenue, San José, CA 95110-2704, EE. UU.' },
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
    // A retailer's newsletter through Salesforce Marketing Cloud, list headers and all.
    name: 'El Corte Inglés: boletín de rebajas de enero por Salesforce Marketing Cloud',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'El Corte Inglés <elcorteingles@info.elcorteingles.es>',
      to: 'carmen.iglesias58@hotmail.com',
      subject: 'Empiezan las Rebajas: hasta un 50 % en moda y hogar',
      date: 'Tue, 7 Jan 2025 07:00:00 -0600',
      messageId: 'c1a7e9f2-3b4d-4e8a-9c1b-6f0e2d8a1b35@ind1s06mta1722.xt.local',
      dkim: ['info.elcorteingles.es:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-41_HTML-771203-5512-7300881-44@bounce.info.elcorteingles.es',
      relay: 'mta1722.info.elcorteingles.es [13.111.48.172]',
      headers: [
        'List-Unsubscribe: <https://click.info.elcorteingles.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAwODgxIn0.Lq8Km2Rz5Nw7>, <mailto:leave-fd7c1a7e9f@leave.info.elcorteingles.es>',
        LIST_UNSUBSCRIBE_POST,
        'X-SFMC-Stack: 6',
      ],
      body: document(
        [
          { heading: 'Rebajas de enero' },
          'Hasta un 50 % en moda, hogar y deportes, en tienda y en elcorteingles.es.',
          { button: 'Ver las rebajas', href: 'https://click.info.elcorteingles.es/?qs=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b' },
          {
            small:
              'El Corte Inglés, S.A. – Hermosilla 112, 28009 Madrid. Recibe este correo porque está suscrito a nuestras comunicaciones. [Darse de baja](https://click.info.elcorteingles.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'es', preheader: 'Hasta un 50 % en moda y hogar' },
      ),
    }),
  },
  {
    // Friends splitting a dinner by Bizum: phone number, amount, "when you can".
    name: 'Amigo pide por Bizum los 27 € de la cena del sábado',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Dani Herrero <daniherrero84@gmail.com>',
      to: 'alvaro.pineda@gmail.com',
      subject: 'cena del sábado',
      date: 'Mon, 12 May 2025 09:47:15 +0200',
      messageId: 'CAD3k8Pq2Lm7Xw4Rt1Zn8Vb3Hc6Jd0Fz@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Buenas Álvaro,\n\nal final la cena salió a 27 € por cabeza con el vino. Cuando puedas me haces un Bizum al 612 48 73 90, sin prisa.\n\nLas fotos las subo al álbum compartido esta tarde.\n\nAbrazo,\nDani',
      ),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Brazil)
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
    // Serasa's own newsletter about the real Feirão Limpa Nome: its domain, its ESP, opt-out.
    name: 'Serasa: newsletter do Feirão Limpa Nome com ofertas no app e no site oficial',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Serasa <comunicacao@news.serasa.com.br>',
      to: 'juliana.costa.rj@yahoo.com.br',
      subject: 'Feirão Limpa Nome começou: negocie pelo app ou site oficial',
      date: 'Mon, 3 Mar 2025 10:00:00 -0300',
      messageId: '4b8d0e3c-5a6f-4c1e-9f2a-7e1c3a8b2d9f@ind1s03mta641.xt.local',
      dkim: ['news.serasa.com.br:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-77_HTML-228133-1190-7300412-12@bounce.news.serasa.com.br',
      relay: 'mta641.news.serasa.com.br [13.111.19.141]',
      headers: [
        'List-Unsubscribe: <https://click.news.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAwNDEyIn0.Tz7Rb4Wn8Pc1>, <mailto:leave-fd4b8d0e3c@leave.news.serasa.com.br>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Até 31 de março, mais de 500 empresas oferecem descontos para quitar dívidas. Consulte seu CPF de graça pelo app Serasa ou em serasa.com.br.',
          'Atenção: a Serasa não envia boletos por e-mail sem que você tenha feito o acordo no site ou no app.',
          { button: 'Consultar meu CPF', href: 'https://click.news.serasa.com.br/?qs=7e1c3a8b2d9f4b8d0e3c5a6f' },
          {
            small:
              'Serasa S.A. – Av. das Nações Unidas, 14401, São Paulo – SP. [Descadastrar](https://click.news.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'pt-BR', preheader: 'Descontos de até 99% no app e no site oficial' },
      ),
    }),
  },
  {
    // Locaweb's real quota warning: its domain, the webmail's own URL, no password form.
    name: 'Locaweb: sua caixa postal atingiu 90% do espaço, limpe a lixeira pelo Webmail',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Locaweb <nao-responda@locaweb.com.br>',
      to: 'financeiro@distribuidoramarajo.com.br',
      subject: 'Sua caixa postal está quase cheia',
      date: 'Tue, 17 Jun 2025 06:00:31 -0300',
      messageId: '20250617090031.4471.quota@locaweb.com.br',
      dkim: ['locaweb.com.br:lw2023'],
      relay: 'smtp-notif2.locaweb.com.br [186.202.4.42]',
      body: document(
        [
          'Olá,',
          'A caixa postal financeiro@distribuidoramarajo.com.br atingiu 90% do espaço contratado (9,0 GB de 10 GB). Quando chegar a 100%, novas mensagens serão recusadas.',
          'Para liberar espaço, apague mensagens antigas e esvazie a lixeira pelo Webmail ou peça ao administrador do domínio para aumentar a cota no Painel Locaweb.',
          { small: 'Locaweb – Esta é uma mensagem automática. A Locaweb nunca pede sua senha por e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A real selection process on Gupy: the company, the job, the test, nothing to pay.
    name: 'Gupy: você avançou para a etapa de entrevista na vaga de Analista Financeiro',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Grupo Boticário via Gupy <naoresponda@gupy.io>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Você avançou no processo seletivo – Analista Financeiro Pl',
      date: 'Fri, 25 Jul 2025 11:30:22 -0300',
      messageId: '0100019841a2c7e1-7b9a3c41-4d8e-a5b7-1f9c2e4d6a80-000000@email.amazonses.com',
      dkim: ['gupy.io:gupy1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019841a2c7e1-7b9a3c41-4d8e-a5b7-1f9c2e4d6a80-000000@mail.gupy.io',
      relay: 'a8-77.smtp-out.amazonses.com [54.240.8.77]',
      headers: ['Feedback-ID: 1.us-east-1.Gp2Lm7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6A=:AmazonSES', 'X-SES-Outgoing: 2025.07.25-54.240.8.77'],
      body: document(
        [
          'Olá, Larissa!',
          'Parabéns, você avançou para a etapa de entrevista com a área na vaga de Analista Financeiro Pl (Curitiba – híbrido).',
          'Escolha um horário disponível na sua página de candidatura. A entrevista será por Microsoft Teams, com duração de 45 minutos.',
          { button: 'Ver minha candidatura', href: 'https://login.gupy.io/candidates/applications' },
          { small: 'Gupy – Nenhuma etapa do processo seletivo exige pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A colleague replies in a real thread with the revised sheet on the company's own
    // SharePoint: same domain on both sides.
    name: 'Colega responde no thread com a planilha revisada no SharePoint da própria empresa',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Paulo Teixeira <paulo@guimaraesarquitetura.com.br>',
      subject: 'RE: orçamento reforma sala comercial',
      date: 'Wed, 5 Feb 2025 16:48:02 -0300',
      messageId: 'CPVP152MB4471B3F0D2E8C1A47A9D5F7E3C1B0@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2108.outbound.protection.outlook.com [40.107.246.108]',
      headers: [
        'In-Reply-To: <CPVP152MB3310A2E9C1F7B3D05A8C4E6F2D0B1@CPVP152MB3310.LAMP152.PROD.OUTLOOK.COM>',
        'References: <CPVP152MB3310A2E9C1F7B3D05A8C4E6F2D0B1@CPVP152MB3310.LAMP152.PROD.OUTLOOK.COM>',
        'X-MS-Exchange-Organization-AuthAs: Internal',
      ],
      body: plain(
        'Paulo,\n\nAtualizei a aba de marcenaria com o orçamento novo do fornecedor, ficou R$ 4.200 mais barato. Está na pasta do projeto:\n\nhttps://guimaraesarquitetura.sharepoint.com/:x:/s/Projetos/EcK2mQ8vLx4Rz7Tn1Wc9HdAB?e=Pq2Lm5\n\nSe estiver ok, mando para a construtora amanhã.\n\nRenata\n\nEm qua., 5 de fev. de 2025 às 14:10, Paulo Teixeira <paulo@guimaraesarquitetura.com.br> escreveu:\n> Renata, conseguiu rever os valores da marcenaria?',
      ),
    }),
  },
  {
    // An accountant sends the monthly DAS guide as a PDF: money, a due date, an attachment.
    name: 'Contador envia a guia do DAS de junho em PDF com vencimento dia 20',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Rogério Tavares | Tavares Contabilidade <rogerio@tavarescontabil.com.br>',
      to: 'sandra.moraes@uol.com.br',
      subject: 'DAS 06/2025 - Moraes Estética ME',
      date: 'Tue, 8 Jul 2025 10:14:37 -0300',
      messageId: '3f8c2a7e1d9b4c60@tavarescontabil.com.br',
      dkim: ['tavarescontabil.com.br:default'],
      relay: 'smtp.tavarescontabil.com.br [177.70.120.14]',
      body: multipart('mixed', [
        plain(
          'Bom dia, Sandra!\n\nSegue em anexo a guia do DAS referente a junho/2025, no valor de R$ 1.184,32, com vencimento em 20/07. Pode pagar pelo código de barras ou pelo QR Code Pix que está na própria guia.\n\nQualquer dúvida estou à disposição.\n\nAbraço,\nRogério Tavares\nTavares Contabilidade – CRC PR-041187/O',
        ),
        attachment(
          'DAS_062025_MoraesEstetica.pdf',
          'application/pdf',
          textPdf(['Documento de Arrecadacao do Simples Nacional', 'Periodo de apuracao: Junho/2025', 'Vencimento: 20/07/2025', 'Valor total: R$ 1.184,32']),
        ),
      ]),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Portugal)
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
    // OLX's real "your ad is live" mail.
    name: 'OLX: o teu anúncio "Carrinho de bebé Bugaboo Fox" foi publicado',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'OLX <no-reply@olx.pt>',
      to: 'tiago.fonseca.90@hotmail.com',
      subject: 'O teu anúncio está publicado!',
      date: 'Fri, 20 Jun 2025 21:15:09 +0100',
      messageId: '0102019791c2a7e4-1b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b12-000000@eu-west-1.amazonses.com',
      dkim: ['olx.pt:olx1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019791c2a7e4-1b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b12-000000@mail.olx.pt',
      relay: 'b224-61.smtp-out.eu-west-1.amazonses.com [54.240.4.61]',
      headers: ['Feedback-ID: 1.eu-west-1.Ox7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6As0G=:AmazonSES', 'X-SES-Outgoing: 2025.06.20-54.240.4.61'],
      body: document(
        [
          { heading: 'O teu anúncio já está online' },
          'Olá! O anúncio «Carrinho de bebé Bugaboo Fox» (95 €) já está visível para os compradores.',
          'Dica de segurança: nunca partilhes os dados do teu cartão nem códigos MB WAY para receber um pagamento. Conversa sempre pelo chat do OLX.',
          { button: 'Ver anúncio', href: 'https://www.olx.pt/d/anuncio/carrinho-de-bebe-bugaboo-fox-IDHq2Lm9.html' },
          { small: 'OLX Portugal, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // The Segurança Social's real "new message" notice: its domain, no link to log in from.
    name: 'Segurança Social Direta: tem uma nova mensagem na sua caixa, sem links',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Segurança Social <nao-responder@seg-social.pt>',
      to: 'ana.rita.sousa@sapo.pt',
      subject: 'Segurança Social Direta – nova mensagem',
      date: 'Wed, 14 May 2025 15:40:02 +0100',
      messageId: '1747233602.SSD.881203@seg-social.pt',
      dkim: ['seg-social.pt:ssd'],
      relay: 'smtp.seg-social.pt [62.28.236.10]',
      body: plain(
        'Exmo.(a) Senhor(a),\n\nInformamos que tem uma nova mensagem na sua caixa de correio da Segurança Social Direta, relativa à sua declaração de rendimentos de trabalhador independente.\n\nPara a consultar, aceda à Segurança Social Direta através do portal da Segurança Social (www.seg-social.pt), com as suas credenciais ou com a Chave Móvel Digital.\n\nA Segurança Social nunca solicita dados bancários ou palavras-passe por e-mail.\n\nInstituto da Segurança Social, I.P.\nEsta mensagem foi gerada automaticamente. Por favor, não responda.',
      ),
    }),
  },
  {
    // The small bakery's accountant sends the invoice-receipt as a PDF: the real thing the
    // HTA dropper imitates.
    name: 'Contabilista envia a fatura-recibo de junho em PDF à padaria cliente',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Helena Matos <helena.matos@contabilidade-matosvaz.pt>',
      to: 'geral@padariaestrelinha.pt',
      subject: 'Fatura-recibo FR 2025/1187',
      date: 'Mon, 7 Jul 2025 11:20:15 +0100',
      messageId: '9a1c3e5b7d2f4b6a@contabilidade-matosvaz.pt',
      dkim: ['contabilidade-matosvaz.pt:default'],
      relay: 'cpanel03.ptisp.pt [94.46.13.73]',
      body: multipart('mixed', [
        plain(
          'Bom dia, D. Fátima,\n\nEnvio em anexo a fatura-recibo dos serviços de contabilidade de junho (150,00 € + IVA), já paga por transferência. Lembro que a declaração periódica do IVA do 2.º trimestre tem de ser entregue até 20 de agosto; preciso das faturas de compras até ao fim do mês.\n\nCom os melhores cumprimentos,\nHelena Matos\nMatos & Vaz Contabilidade',
        ),
        attachment(
          'FR_2025_1187.pdf',
          'application/pdf',
          textPdf([
            'Matos & Vaz Contabilidade, Lda.',
            'Fatura-recibo FR 2025/1187',
            'Cliente: Padaria Estrelinha, Lda.',
            'Servicos de contabilidade - junho de 2025',
            'Total: 184,50 EUR (IVA incluido) - Pago',
          ]),
        ),
      ]),
    }),
  },
  // ---------------------------------------------------------------- German
  {
    // A Volksbank newsletter through its ESP: the app, a security tip, an unsubscribe link.
    name: 'Volksbank-Newsletter: Neuerungen in der VR Banking App und ein Hinweis auf Phishing',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Volksbank Mittelhessen <newsletter@vb-mittelhessen.de>',
      to: 'h.baumgartner@t-online.de',
      subject: 'Neu in der VR Banking App: Wero und Kontowecker',
      date: 'Thu, 15 May 2025 10:00:00 +0200',
      messageId: '20250515080000.4471.1183554@mailing.vb-mittelhessen.de',
      dkim: ['vb-mittelhessen.de:nl2024', 'inxmail.de:ix1'],
      returnPath: 'bounce-4471-1183554@mailing.vb-mittelhessen.de',
      relay: 'mx-out7.inxserver.de [185.15.192.7]',
      headers: [
        'List-Unsubscribe: <https://mailing.vb-mittelhessen.de/unsubscribe?k=9f2e7a1c3b8d4e6f>, <mailto:unsubscribe-4471-1183554@mailing.vb-mittelhessen.de>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Inxmail Professional',
      ],
      body: document(
        [
          { heading: 'Neu in Ihrer VR Banking App' },
          'Mit Wero senden Sie Geld in Sekunden an Freunde und Familie – direkt aus der VR Banking App. Und der Kontowecker informiert Sie über jede Buchung.',
          'Sicherheitshinweis: Wir fordern Sie niemals per E-Mail oder SMS auf, VR SecureGo plus neu zu registrieren oder Zugangsdaten einzugeben.',
          { button: 'Mehr erfahren', href: 'https://mailing.vb-mittelhessen.de/c/4471/1183554/wero' },
          {
            small:
              'Volksbank Mittelhessen eG, Schiffenberger Weg 110, 35394 Gießen. [Newsletter abbestellen](https://mailing.vb-mittelhessen.de/unsubscribe?k=9f2e7a1c3b8d4e6f).',
          },
        ],
        { lang: 'de', preheader: 'Wero und Kontowecker jetzt in der App' },
      ),
    }),
  },
  {
    // ELSTER's real notice that tax-assessment data are ready to fetch: its domain, no link.
    name: 'ELSTER: Bescheiddaten liegen zur Abholung bereit, ohne Link',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'ELSTER <noreply@elster.de>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Bereitstellung von Bescheiddaten',
      date: 'Mon, 14 Jul 2025 04:12:33 +0200',
      messageId: '20250714021233.BESCHEID.4471203@elster.de',
      dkim: ['elster.de:elster'],
      relay: 'mail2.elster.de [193.109.238.12]',
      body: plain(
        'Sehr geehrte Nutzerin, sehr geehrter Nutzer,\n\nfür Sie liegen neue Bescheiddaten zur Abholung bereit. Sie können diese in Mein ELSTER unter „Formulare & Leistungen > Bescheidabholung“ abrufen.\n\nBitte beachten Sie: Maßgeblich ist der Steuerbescheid, den Sie per Post oder elektronisch von Ihrem Finanzamt erhalten.\n\nDiese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht auf diese E-Mail.\n\nIhr ELSTER-Team',
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
    // Kleinanzeigen's own "new message about your ad" notice.
    name: 'Kleinanzeigen: neue Nachricht zu Deiner Anzeige „Kinderfahrrad Puky 20 Zoll“',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Kleinanzeigen <noreply@kleinanzeigen.de>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Neue Nachricht zu „Kinderfahrrad Puky 20 Zoll“',
      date: 'Fri, 11 Apr 2025 18:44:02 +0200',
      messageId: '1744389842211.msg.2891174@kleinanzeigen.de',
      dkim: ['kleinanzeigen.de:ka2023'],
      returnPath: 'bounce@mail.kleinanzeigen.de',
      relay: 'mailout12.kleinanzeigen.de [195.50.150.12]',
      body: document(
        [
          'Hallo Jan,',
          'Du hast eine neue Nachricht zu Deiner Anzeige „Kinderfahrrad Puky 20 Zoll“:',
          '„Hallo, ist das Fahrrad noch zu haben? Ich könnte morgen Nachmittag vorbeikommen und bar bezahlen. Gruß, Heike“',
          { button: 'Nachricht beantworten', href: 'https://www.kleinanzeigen.de/m-nachrichten.html?conversationId=2891174' },
          { small: 'Tipp: Bleib bei der Kommunikation auf Kleinanzeigen und klicke nicht auf Links zu angeblichen Zahlungsseiten.' },
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
  // ---------------------------------------------------------------- French
  {
    // Vinci's real free-flow toll account notice: own domain, account, direct debit.
    name: 'Ulys (VINCI Autoroutes) : votre relevé de péages du mois est disponible',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Ulys by VINCI Autoroutes <noreply@ulys.vinci-autoroutes.com>',
      to: 'nathalie.giraud@orange.fr',
      subject: 'Votre relevé Ulys de juin est disponible',
      date: 'Sat, 5 Jul 2025 06:30:12 +0200',
      messageId: '20250705043012.REL.5512887@ulys.vinci-autoroutes.com',
      dkim: ['ulys.vinci-autoroutes.com:ulys1'],
      relay: 'mail-out3.vinci-autoroutes.com [193.248.62.43]',
      body: document(
        [
          'Bonjour Nathalie,',
          'Votre relevé de péages de juin 2025 est disponible dans votre espace client.',
          {
            rows: [
              ['Trajets', '6'],
              ['Montant', '38,70 €'],
              ['Prélèvement', 'le 10/07/2025'],
            ],
          },
          { button: 'Consulter mon relevé', href: 'https://www.ulys.vinci-autoroutes.com/espace-client/releves' },
          { small: 'VINCI Autoroutes ne vous demandera jamais vos coordonnées bancaires par e-mail ou SMS.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // The CAF's real notification: caf.fr, a document in the account, no RIB to update.
    name: 'CAF : un nouveau document est disponible dans votre espace Mon Compte',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Caf <ne-pas-repondre@caf.fr>',
      to: 'sophie.lambert84@laposte.net',
      subject: 'Un nouveau document est disponible',
      date: 'Tue, 15 Apr 2025 05:44:30 +0200',
      messageId: '1744688670.NOTIF.4471203@caf.fr',
      dkim: ['caf.fr:caf2023'],
      relay: 'smtp-out2.cnaf.fr [194.5.169.12]',
      body: plain(
        "Madame,\n\nUn nouveau document concernant votre prime d'activité est disponible dans votre espace Mon Compte, rubrique « Mes courriers ».\n\nPour le consulter, connectez-vous sur caf.fr ou sur l'application mobile Caf - Mon Compte.\n\nLa Caf ne vous demande jamais vos coordonnées bancaires ou vos mots de passe par courriel.\n\nVotre Caf",
      ),
    }),
  },
  {
    // A bank's newsletter announcing Wero: its own domain and ESP, list headers, the app.
    name: 'Société Générale : newsletter « Wero arrive dans votre appli » avec désinscription',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Société Générale <infos@communication.societegenerale.fr>',
      to: 'julien.moreau@free.fr',
      subject: "Wero arrive dans votre appli : envoyez de l'argent en quelques secondes",
      date: 'Tue, 1 Jul 2025 10:00:00 +0200',
      messageId: '2a7c1e9f-4b3d-4e8a-9c1b-6f0e2d8a1b35@sgmail.communication.societegenerale.fr',
      dkim: ['communication.societegenerale.fr:sg2024', 'sparkpostmail.com:scph0325'],
      returnPath: 'msprvs1=19912AbCdEf12=bounces-44712@sparkpostmail.com',
      relay: 'mta-112-44.sparkpostmail.com [192.174.92.44]',
      headers: [
        'List-Unsubscribe: <https://communication.societegenerale.fr/desabonnement?u=9f2e7a1c3b8d>, <mailto:unsubscribe@communication.societegenerale.fr?subject=9f2e7a1c3b8d>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Wero est disponible' },
          "Envoyez et recevez de l'argent entre amis en quelques secondes avec un simple numéro de téléphone. Wero remplace Paylib : activez-le directement depuis l'appli Société Générale, rubrique Paiements.",
          "Nous ne vous demanderons jamais d'activer Wero depuis un lien reçu par e-mail ou SMS.",
          { button: 'Découvrir Wero', href: 'https://communication.societegenerale.fr/c/wero?u=9f2e7a1c3b8d' },
          {
            small:
              'Société Générale, S.A. au capital de 1 000 395 971,25 €, 29 bd Haussmann, 75009 Paris. [Se désabonner](https://communication.societegenerale.fr/desabonnement?u=9f2e7a1c3b8d).',
          },
        ],
        { lang: 'fr', preheader: 'Wero remplace Paylib dans votre appli' },
      ),
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
    // A friend pays back her share of the weekend by Wero.
    name: "Amie : je t'ai envoyé 85 € par Wero pour le week-end à Annecy",
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Camille Roux <camille.roux.lyon@gmail.com>',
      to: 'julien.moreau@free.fr',
      subject: 'Annecy',
      date: 'Mon, 29 Sep 2025 20:12:44 +0200',
      messageId: 'CAF2r7Lq9Mx4Tz1Vb8Pn5Wc3Hd6Jf0Gt@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Coucou Julien,\n\nJe viens de t'envoyer 85 € par Wero pour ma part du gîte et des courses, dis-moi si c'est bien arrivé (c'était la première fois que je l'utilisais, au lieu de Lydia).\n\nMerci encore pour l'organisation, on remet ça au printemps ?\n\nBises,\nCamille",
      ),
    }),
  },
  // ---------------------------------------------------------------- Dutch
  {
    // The Belastingdienst's real notice: a new message in Mijn Belastingdienst, no link.
    name: 'Belastingdienst: er staat een nieuw bericht voor u klaar in Mijn Belastingdienst',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Belastingdienst <noreply@belastingdienst.nl>',
      to: 'e.vandijk@ziggo.nl',
      subject: 'U heeft een nieuw bericht van de Belastingdienst',
      date: 'Tue, 10 Jun 2025 07:30:18 +0200',
      messageId: '1749533418.BERICHT.881203@belastingdienst.nl',
      dkim: ['belastingdienst.nl:bd2024'],
      relay: 'smtp3.belastingdienst.nl [145.21.165.3]',
      body: plain(
        'Geachte heer/mevrouw,\n\nEr staat een nieuw bericht voor u klaar in Mijn Belastingdienst. Het gaat over uw aanslag inkomstenbelasting 2024.\n\nU leest het bericht door in te loggen op Mijn Belastingdienst via belastingdienst.nl met DigiD. In deze e-mail staan geen links; wij vragen u nooit per e-mail om gegevens.\n\nMet vriendelijke groet,\nBelastingdienst',
      ),
    }),
  },
  {
    // ABN AMRO's real newsletter through its ESP: list headers, a security tip.
    name: 'ABN AMRO-nieuwsbrief: sparen voor later en hoe u nepberichten herkent',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'ABN AMRO <nieuwsbrief@nieuws.abnamro.nl>',
      to: 'r.bakker1968@kpnmail.nl',
      subject: 'Uw nieuwsbrief van maart: sparen voor later en veilig bankieren',
      date: 'Thu, 13 Mar 2025 09:00:00 +0100',
      messageId: '5e8b2d9a-7c3f-4a1e-b6d2-9f0e1c8a3b47@ind1s09mta1530.xt.local',
      dkim: ['nieuws.abnamro.nl:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-63_HTML-8813014-1190-7301140-3@bounce.nieuws.abnamro.nl',
      relay: 'mta1530.nieuws.abnamro.nl [13.111.73.30]',
      headers: [
        'List-Unsubscribe: <https://click.nieuws.abnamro.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAxMTQwIn0.Wn8Pc1Hd5F>, <mailto:leave-fd5e8b2d9a@leave.nieuws.abnamro.nl>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Sparen voor later' },
          'Met een lijfrenterekening bouwt u fiscaal voordelig aan uw pensioen. Bekijk in de app hoeveel ruimte u heeft.',
          'Veilig bankieren: wij vragen u nooit via een link in een e-mail om in te loggen of uw gegevens te controleren. Twijfelt u? Bel ons via het nummer op de achterkant van uw pas.',
          { button: 'Meer over sparen voor later', href: 'https://click.nieuws.abnamro.nl/?qs=5e8b2d9a7c3f4a1eb6d2' },
          {
            small:
              'ABN AMRO Bank N.V., Gustav Mahlerlaan 10, 1082 PP Amsterdam. [Afmelden](https://click.nieuws.abnamro.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'nl', preheader: 'Sparen voor later en veilig bankieren' },
      ),
    }),
  },
  {
    // Marktplaats's real sale confirmation through Gelijk Oversteken.
    name: 'Marktplaats: je artikel is verkocht via Gelijk Oversteken, verstuur het pakket',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Marktplaats <noreply@marktplaats.nl>',
      to: 'sanne.devries@gmail.com',
      subject: 'Verkocht! Verstuur "Kinderwagen Joolz Day+"',
      date: 'Sun, 19 Oct 2025 10:05:31 +0200',
      messageId: '1760861131442.go.m2188473920@marktplaats.nl',
      dkim: ['marktplaats.nl:mp2023'],
      returnPath: 'bounce@mail.marktplaats.nl',
      relay: 'mailout4.marktplaats.nl [185.34.37.14]',
      body: document(
        [
          { heading: 'Je artikel is verkocht' },
          'Hoi Sanne,',
          'De koper heeft "Kinderwagen Joolz Day+" betaald via Gelijk Oversteken. Verstuur het pakket binnen 5 dagen met het verzendlabel in de app. Zodra het pakket is afgeleverd, staat € 65,00 binnen 2 werkdagen op je rekening.',
          { button: 'Naar je verkoop', href: 'https://www.marktplaats.nl/my-account/sell/m2188473920' },
          { small: 'Marktplaats vraagt je nooit om in te loggen bij je bank om geld te ontvangen.' },
        ],
        { lang: 'nl' },
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
    // A colleague announcing the new holiday portal: "tenéis que iniciar sesión en el portal".
    name: 'Compañera: las vacaciones se piden en el portal nuevo, tenéis que iniciar sesión con el usuario de siempre',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Nuria Castells <ncastells@grupovallsindustrial.com>',
      to: 'Equipo Compras <compras@grupovallsindustrial.com>',
      subject: 'Vacaciones de verano: se piden en el portal nuevo',
      date: 'Wed, 14 May 2025 11:20:31 +0200',
      messageId: 'VI1PR02MB6120B4F2D0A8C6E35F9B1D7A2C3E0@VI1PR02MB6120.eurprd02.prod.outlook.com',
      dkim: ['grupovallsindustrial.com:selector1'],
      relay: 'mail-vi1eur02on2121.outbound.protection.outlook.com [40.107.6.121]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal'],
      body: plain(
        'Hola a todos:\n\nEste año las vacaciones de verano ya no se piden por correo. Tenéis que iniciar sesión en el portal nuevo con el usuario de siempre (el del ordenador) y pedirlas en Mis ausencias antes del 30 de mayo.\n\nSi no os deja entrar, avisad a Sistemas en la extensión 2210.\n\nGracias,\nNuria',
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
    // The tax authority's own refund notice: the IBAN on file, nothing to confirm.
    name: 'Autoridade Tributária: reembolso do IRS emitido para o IBAN registado, sem nada a confirmar',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Portal das Finanças <notificacoes@at.gov.pt>',
      to: 'ana.rita.sousa@sapo.pt',
      subject: 'Reembolso de IRS 2024 emitido',
      date: 'Thu, 22 May 2025 15:02:44 +0100',
      messageId: '20250522140244.IRS.7712093@at.gov.pt',
      dkim: ['at.gov.pt:at2024'],
      relay: 'smtp-out.at.gov.pt [193.137.200.14]',
      body: document(
        [
          'Exmo.(a) Senhor(a),',
          'Informamos que o reembolso do IRS de 2024, no valor de 412,36 €, foi emitido e será transferido para o IBAN registado no Portal das Finanças. Não tem de fazer nada para o receber.',
          'Se não concordar com a liquidação, pode apresentar reclamação graciosa no prazo de 120 dias. Findo esse prazo, a liquidação torna-se definitiva.',
          { small: 'Autoridade Tributária e Aduaneira. A AT nunca lhe pede dados bancários ou senhas por e-mail ou SMS.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A colleague in a real thread: the spreadsheet is on the company SharePoint.
    name: 'Colega: a planilha está no SharePoint da empresa, é só entrar com o seu login de sempre',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Obras <obras@guimaraesarquitetura.com.br>',
      subject: 'RE: planilha de medições da obra Paraná',
      date: 'Thu, 6 Feb 2025 09:14:51 -0300',
      messageId: 'CPVP152MB4471B3F0D2A8C4E16B9D5F7A3E1C0@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2103.outbound.protection.outlook.com [40.107.246.103]',
      headers: ['In-Reply-To: <b8d3f0a2c5e9@guimaraesarquitetura.com.br>', 'References: <b8d3f0a2c5e9@guimaraesarquitetura.com.br>'],
      body: plain(
        'Bom dia,\n\nA planilha de medições está na pasta Obras > Paraná do SharePoint. Para abrir é só entrar com o seu login de sempre, o mesmo do computador.\n\nAbs,\nRenata',
      ),
    }),
  },
  {
    // Kleinanzeigen's own payout notice: the money arrives on the account on file.
    name: 'Kleinanzeigen: Sicher bezahlen, das Geld ist unterwegs, du musst nichts weiter tun',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Kleinanzeigen <noreply@mail.kleinanzeigen.de>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Auszahlung veranlasst: 240,00 € für „Kinderfahrrad Puky 20 Zoll“',
      date: 'Tue, 15 Apr 2025 10:31:02 +0200',
      messageId: '20250415083102.71c3a9e2@mail.kleinanzeigen.de',
      dkim: ['mail.kleinanzeigen.de:k1', 'kleinanzeigen.de:k1'],
      relay: 'mout.mail.kleinanzeigen.de [194.50.70.15]',
      body: document(
        [
          { heading: 'Dein Geld ist unterwegs' },
          'Hallo Jan,',
          'der Käufer hat den Erhalt von „Kinderfahrrad Puky 20 Zoll“ bestätigt. Um das Geld zu erhalten, musst du nichts weiter tun: 240,00 € werden in 1–2 Werktagen auf dein hinterlegtes Konto überwiesen.',
          { button: 'Zur Anzeige', href: 'https://www.kleinanzeigen.de/m-meine-anzeigen.html' },
          { small: 'Kleinanzeigen fragt dich nie nach deinen Kartendaten, um dir Geld auszuzahlen.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // A web host's routine notice that a TLS certificate expires and renews itself.
    name: 'Webhoster: Ihr SSL-Zertifikat läuft am 30.09. ab und wird automatisch verlängert',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Nordwest Webhosting Support <support@nordwest-webhosting.de>',
      to: 'info@baeckerei-hofmann.de',
      subject: 'SSL-Zertifikat für baeckerei-hofmann.de läuft bald ab',
      date: 'Mon, 1 Sep 2025 06:00:12 +0200',
      messageId: '20250901040012.ssl.99127@nordwest-webhosting.de',
      dkim: ['nordwest-webhosting.de:mail'],
      relay: 'mail.nordwest-webhosting.de [192.0.2.140]',
      body: plain(
        'Guten Tag,\n\ndas SSL-Zertifikat für baeckerei-hofmann.de läuft am 30.09.2025 ab. Es wird wie jedes Jahr automatisch verlängert; Sie müssen nichts tun.\n\nMit freundlichen Grüßen\nIhr Support-Team\nNordwest Webhosting GmbH',
      ),
    }),
  },
  {
    // A motorway operator's real free-flow toll notice, with its real late-payment penalty.
    name: "Sanef flux libre : passage sur l'A13 à régler sous 72 heures, indemnité forfaitaire à défaut",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Sanef Flux Libre <ne-pas-repondre@fluxlibre.sanef.com>',
      to: 'nathalie.giraud@orange.fr',
      subject: "Votre passage du 24/06/2025 sur l'A13",
      date: 'Tue, 24 Jun 2025 20:11:42 +0200',
      messageId: '20250624181142.FL.5521873@fluxlibre.sanef.com',
      dkim: ['fluxlibre.sanef.com:fl2024'],
      relay: 'smtp2.fluxlibre.sanef.com [194.2.196.40]',
      body: document(
        [
          'Madame, Monsieur,',
          "Votre véhicule immatriculé GH-418-PL est passé le 24/06/2025 à 17 h 52 sous le portique de l'A13 (Boulogne – Rouen). Montant : 3,20 €.",
          'Vous pouvez régler ce passage sur fluxlibre.sanef.com dans les 72 heures. À défaut de paiement dans ce délai, une indemnité forfaitaire vous sera réclamée par courrier.',
          { button: 'Régler mon passage', href: 'https://fluxlibre.sanef.com/paiement' },
          { small: 'Sanef – 30 boulevard Gallieni, 92130 Issy-les-Moulineaux. Un abonnement à un badge télépéage vous évite ces démarches.' },
        ],
        { lang: 'fr' },
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
];
