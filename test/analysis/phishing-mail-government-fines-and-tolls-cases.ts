// Government, tax, fines and tolls: tax refunds, traffic fines, unpaid tolls,
// benefits, court and police summons (lures tax, authority).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { JPEG, textPdf } from './formats-builders.ts';
import {
  attachment,
  document,
  HOTMAIL_BRA,
  html,
  inlineImage,
  mail,
  multipart,
  OUTLOOK,
  plain,
  qrPdf,
  sesHeaders,
  SPOOFED,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const GOVERNMENT_FINES_AND_TOLLS_CASES: readonly PhishingCase[] = [
  {
    name: 'HMRC tax refund of £428.61, spoofed gov.uk sender failing SPF and DMARC',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'HM Revenue & Customs <no-reply@hmrc.gov.uk>',
      to: 'Gareth Powell <gareth.powell@btinternet.com>',
      subject: 'HMRC: You are eligible to receive a tax refund (Ref: 6637-2291)',
      date: 'Wed, 16 Apr 2025 07:02:11 +0100',
      messageId: '4f1b2d9a7c3e@mailer.dns-host.example.org',
      returnPath: 'bounce@mailer.dns-host.example.org',
      relay: 'mailer.dns-host.example.org [192.0.2.145]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document([
        { image: 'https://www.gov.uk/assets/static/govuk-crest-2x.png', alt: 'GOV.UK' },
        { heading: 'Tax refund notification' },
        'Dear Taxpayer,',
        'After the last annual calculations of your fiscal activity we have determined that you are eligible to receive a tax refund of £428.61. Please submit the tax refund request and allow us 3-5 working days to process it.',
        {
          rows: [
            ['Reference', '6637-2291'],
            ['Refund amount', '£428.61'],
            ['Status', 'Awaiting claimant confirmation'],
          ],
        },
        { button: 'Claim your refund', href: 'https://gov-uk-refund-hmrc.online/claim/?ref=6637-2291' },
        'A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.',
        { small: 'HM Revenue & Customs. This is an automated message, please do not reply.' },
      ]),
    }),
  },

  {
    name: 'AEAT: notificación pendiente con enlace a un ZIP (troyano bancario)',
    lang: 'es',
    lure: 'tax',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Agencia Tributaria <notificaciones@agenciatributaria.es>',
      to: 'Javier Ortega <jortega@talleresortega.es>',
      subject: 'Agencia Tributaria: Notificación pendiente de comparecencia - Ref. 2025/04/118734',
      date: 'Mon, 14 Apr 2025 09:03:17 +0200',
      messageId: '20250414090317.2b7f1c@srv-notif.example.com',
      returnPath: 'no-reply@srv-notif.example.com',
      relay: 'srv-notif.example.com [198.51.100.131]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { image: 'https://sede.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/imagenes/logoAEAT.gif', alt: 'Agencia Tributaria' },
          { heading: 'Notificación electrónica' },
          'Estimado contribuyente:',
          'Le informamos que tiene a su disposición una notificación electrónica de la Agencia Estatal de Administración Tributaria relativa a un procedimiento de comprobación limitada (IRPF 2023). Dispone de 10 días naturales para acceder a su contenido; transcurrido dicho plazo se entenderá rechazada y se continuará el procedimiento.',
          { button: 'Descargar notificación (PDF)', href: 'https://aeat-notificaciones.example-cdn.net/descarga/Notificacion_AEAT_118734.zip' },
          { small: 'Agencia Estatal de Administración Tributaria. Este correo ha sido generado automáticamente.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Receita Federal: CPF com pendência na declaração do IRPF, regularizar em link',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal do Brasil <atendimento@receita.fazenda.gov.br>',
      to: 'Marcos Vinícius <marcos.vinicius.silva@uol.com.br>',
      subject: 'Notificação: seu CPF possui pendências na declaração IRPF 2025',
      date: 'Wed, 2 Jul 2025 08:41:13 -0300',
      messageId: '5e1c7a2f9b3d@smtp-bulk.example.com',
      returnPath: 'envio@smtp-bulk.example.com',
      relay: 'smtp-bulk.example.com [192.0.2.212]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { image: 'https://www.gov.br/receitafederal/pt-br/logo-receita.png', alt: 'Receita Federal' },
          { heading: 'Pendência identificada no seu CPF' },
          'Prezado(a) contribuinte,',
          'Identificamos inconsistências na sua Declaração de Imposto de Renda Pessoa Física 2025. Caso a situação não seja regularizada em até 48 horas, seu CPF será suspenso e poderá haver bloqueio de contas bancárias, do PIX e da restituição.',
          {
            rows: [
              ['Situação', 'PENDENTE DE REGULARIZAÇÃO'],
              ['Prazo', '04/07/2025'],
            ],
          },
          { button: 'Regularizar agora', href: 'https://regularize-cpf-receita.com/gov.br/consulta' },
          { small: 'Ministério da Fazenda — Secretaria Especial da Receita Federal do Brasil. Mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Autoridade Tributária: reembolso de IRS a aguardar confirmação do IBAN',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Portal das Finanças <notificacoes@at.gov.pt>',
      to: 'Ana Sofia Marques <anasofia.marques@gmail.com>',
      subject: 'Reembolso de IRS 2024: confirmação de dados necessária',
      date: 'Thu, 26 Jun 2025 10:17:45 +0100',
      messageId: '9c4a1e7b2f30@vps-mailer.example.com',
      returnPath: 'mailer@vps-mailer.example.com',
      relay: 'vps-mailer.example.com [198.51.100.240]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Autoridade Tributária e Aduaneira' },
          'Exmo(a). Contribuinte,',
          'Após o processamento da sua declaração de IRS de 2024, foi apurado um reembolso no valor de 612,40 €. O pagamento não pôde ser efetuado porque o IBAN associado ao seu NIF está desatualizado.',
          'Para receber o reembolso, aceda ao Portal das Finanças e confirme os seus dados bancários no prazo de 5 dias.',
          { button: 'Confirmar dados e receber reembolso', href: 'https://portaldasfinancas-reembolso.com/at/irs2024' },
          { small: 'Autoridade Tributária e Aduaneira — Portal das Finanças. Mensagem automática.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: "DGFiP / impots.gouv : remboursement d'impôt de 293,56 €, expéditeur usurpé",
    lang: 'fr',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'impots.gouv.fr <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'Philippe Lambert <philippe.lambert@free.fr>',
      subject: 'Avis de remboursement - Impôt sur le revenu 2024',
      date: 'Tue, 3 Jun 2025 09:51:04 +0200',
      messageId: '1f8c3a7e6d2b@mx-out.example.net',
      returnPath: 'contact@mx-out.example.net',
      relay: 'mx-out.example.net [198.51.100.66]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Direction générale des Finances publiques' },
          'Madame, Monsieur,',
          "Après le dernier calcul annuel de votre activité fiscale, nous avons déterminé que vous êtes éligible à un remboursement d'impôt de 293,56 €. Pour recevoir ce remboursement, veuillez compléter le formulaire en ligne et confirmer vos coordonnées bancaires sous 72 heures.",
          { button: 'Accéder au formulaire de remboursement', href: 'https://impots-gouv-remboursement.info/fr/particulier' },
          { small: 'DGFiP — Ce message est envoyé automatiquement, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Belastingdienst: betalingsachterstand met dreigende dwangbevel, iDEAL-link',
    lang: 'nl',
    lure: 'tax',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Belastingdienst <info@belastingdienst.nl>',
      to: 'Pieter Jansen <p.jansen@kpnmail.nl>',
      subject: 'Laatste aanmaning: openstaande aanslag inkomstenbelasting 2023',
      date: 'Tue, 25 Feb 2025 09:38:02 +0100',
      messageId: '7b2e9c1a4f8d@sender-vps.example.com',
      returnPath: 'postmaster@sender-vps.example.com',
      relay: 'sender-vps.example.com [192.0.2.170]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Laatste aanmaning' },
          'Geachte heer/mevrouw,',
          'Uit onze administratie blijkt dat de aanslag inkomstenbelasting 2023 met aanslagnummer 1234.56.789.H.36 nog niet is voldaan. Het openstaande bedrag is € 387,12. Als u niet binnen 3 dagen betaalt, vaardigen wij een dwangbevel uit en komen er invorderingskosten bij.',
          'U kunt direct betalen via iDEAL.',
          { button: 'Betalen via iDEAL', href: 'https://mijn-belastingdienst-betaling.com/ideal/aanslag' },
          { small: 'Belastingdienst. Dit bericht is automatisch verzonden.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // The "convocatoria policial" scam: a letterhead PDF accusing the reader of sex crimes,
    // 72 hours to "justify yourself" by mail; the fine comes in the second message.
    name: 'Policía Nacional: citación en PDF por "pornografía infantil", responder en 72 horas a un correo gratuito',
    lang: 'es',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'POLICIA NACIONAL <comisaria.general.pj@outlook.es>',
      to: 'Antonio Ruiz <antonio.ruiz.m@hotmail.es>',
      replyTo: 'Comisaría General PJ <citaciones.brigada.central@gmx.es>',
      subject: 'CITACIÓN JUDICIAL Nº 2025/0418-PN – URGENTE',
      date: 'Thu, 24 Apr 2025 08:13:55 +0000',
      messageId: 'AM9PR02MB7418C3A1E2B4D5F6A7B8C9D0E1F2A@AM9PR02MB7418.eurprd02.prod.outlook.com',
      dkim: ['outlook.es:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]',
      body: multipart('mixed', [
        plain(
          'Buenos días,\n\nPor orden de la Comisaría General de Policía Judicial le remitimos la citación adjunta.\n\nDispone de 72 horas para responder.\n\nAtentamente,\nComisario Principal\nBrigada Central de Protección al Menor',
        ),
        attachment(
          'Citacion_Judicial_2025-0418.pdf',
          'application/pdf',
          textPdf([
            'MINISTERIO DEL INTERIOR - POLICIA NACIONAL',
            'COMISARIA GENERAL DE POLICIA JUDICIAL',
            'CITACION JUDICIAL N. 2025/0418-PN',
            'Por orden del Juzgado Central de Instruccion, es usted objeto de varios procedimientos',
            'judiciales tras una ciberinfiltracion autorizada, por: pornografia infantil, pedofilia,',
            'exhibicionismo y ciberpornografia.',
            'Para su confidencialidad le enviamos este correo. Tiene 72 horas para justificarse',
            'por correo electronico a citaciones.brigada.central@gmx.es. Pasado este plazo,',
            'transmitiremos el expediente al fiscal y se emitira una orden de detencion,',
            'y sera inscrito en el registro nacional de delincuentes sexuales.',
            'Comisario Principal - Jefe de la Brigada Central',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Agencia Tributaria: devolución de 281,40 € pendiente, remitente falsificado, enlace en web.app',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <notificaciones@agenciatributaria.es>',
      to: 'José Luis Romero <joseluis.romero@telefonica.net>',
      subject: 'Tiene una devolución pendiente de 281,40 €',
      date: 'Mon, 16 Jun 2025 07:48:09 +0200',
      messageId: '8e1c2f7a9b3d@srv-mail-52.example.org',
      returnPath: 'www-data@srv-mail-52.example.org',
      relay: 'srv-mail-52.example.org [198.51.100.52]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Devolución de la Renta 2024' },
          'Estimado/a contribuyente:',
          'Tras el cálculo anual de su actividad fiscal, hemos determinado que tiene derecho a recibir una devolución de 281,40 €. Para recibirla debe confirmar los datos de la tarjeta o cuenta donde desea el abono en un plazo de 3 días hábiles; pasado ese plazo la devolución quedará anulada.',
          { button: 'Solicitar devolución', href: 'https://aeat-devoluciones-2025.web.app/solicitud' },
          { small: 'Agencia Estatal de Administración Tributaria. Este es un mensaje automático, no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // PJe "intimação" lures copy the court's wording and link to a page that drops malware or
    // harvests; the tribunal is named, but nothing comes from jus.br.
    name: 'PJe: "intimação eletrônica" do TJSP de um domínio descartável, mandado num bucket do Google Cloud',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'PJe - Tribunal de Justiça <intimacao@pje-tjsp-intimacoes.com>',
      to: 'Fabiana Rocha <fabiana.rocha@rochamoveis.com.br>',
      subject: 'Intimação Eletrônica – Processo nº 1004821-37.2025.8.26.0100',
      date: 'Wed, 9 Apr 2025 06:47:30 -0300',
      messageId: '20250409094730.9f1c@pje-tjsp-intimacoes.com',
      dkim: ['pje-tjsp-intimacoes.com:default'],
      relay: 'mail.pje-tjsp-intimacoes.com [203.0.113.66]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'PODER JUDICIÁRIO – TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'Processo nº 1004821-37.2025.8.26.0100 – Ação de Cobrança',
          'Fica Vossa Senhoria INTIMADO(A) a comparecer ou a se manifestar no prazo de 5 (cinco) dias úteis, sob pena de revelia e de bloqueio de bens via SISBAJUD.',
          { button: 'Visualizar Mandado de Intimação', href: 'https://storage.googleapis.com/pje-mandados-2025/Mandado_Intimacao_1004821.html' },
          { small: 'Processo Judicial Eletrônico – PJe. Documento assinado eletronicamente. Não responda a este e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Receita Federal: restituição do IRPF 2025 "retida", informar dados bancários em 48 horas',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal <restituicao@receita-restituicao.online>',
      to: 'Sandra Oliveira <sandra.oliveira62@bol.com.br>',
      subject: 'Sua restituição de R$ 1.482,37 está retida – regularize',
      date: 'Tue, 15 Jul 2025 11:03:22 -0300',
      messageId: 'rfb.1752588202.4e9c@receita-restituicao.online',
      dkim: ['receita-restituicao.online:mail'],
      relay: 'smtp.receita-restituicao.online [198.51.100.31]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Restituição retida' },
          'Prezado(a) contribuinte,',
          'Sua restituição do Imposto de Renda 2025, no valor de R$ 1.482,37, foi incluída no lote de julho, mas está retida por divergência nos dados bancários informados na declaração.',
          'Para liberar o crédito, confirme seus dados bancários e sua chave Pix em até 48 horas. Após o prazo, o valor retorna ao Tesouro Nacional.',
          { button: 'Liberar restituição', href: 'https://receita-restituicao.online/consulta/liberar' },
          { small: 'Secretaria Especial da Receita Federal do Brasil.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Polícia Judiciária: "convocatória" em PDF por crimes sexuais, responder a um endereço gratuito',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Policia Judiciaria <pj.cibercrime.unc3t@sapo.pt>',
      to: 'Rui Carvalho <rui.carvalho.lx@gmail.com>',
      replyTo: 'UNC3T Convocatorias <convocatoria.unc3t.pj@mail.com>',
      subject: 'CONVOCATÓRIA – Processo-crime n.º 1187/25.4JAPRT',
      date: 'Mon, 19 May 2025 09:41:02 +0100',
      messageId: '1747644062.36218.pj.cibercrime.unc3t@sapo.pt',
      dkim: ['sapo.pt:sapo2024'],
      relay: 'smtp.sapo.pt [213.13.146.73]',
      body: multipart('mixed', [
        plain(
          'Exmo.(a) Senhor(a),\n\nSegue em anexo a convocatória referente ao processo-crime acima indicado. Tem 48 horas para apresentar a sua justificação por escrito.\n\nUnidade Nacional de Combate ao Cibercrime',
        ),
        attachment(
          'Convocatoria_PJ_1187-25.pdf',
          'application/pdf',
          textPdf([
            'REPUBLICA PORTUGUESA - POLICIA JUDICIARIA',
            'UNIDADE NACIONAL DE COMBATE AO CIBERCRIME E A CRIMINALIDADE TECNOLOGICA',
            'CONVOCATORIA',
            'Na sequencia de uma ciberinfiltracao autorizada pelo Ministerio Publico, foram detetados',
            'acessos do seu computador a conteudos de pornografia infantil e exibicionismo.',
            'Dispoe de 48 horas para enviar a sua justificacao para convocatoria.unc3t.pj@mail.com.',
            'Na ausencia de resposta, o processo sera remetido ao Tribunal e sera emitido',
            'um mandado de detencao, com divulgacao do seu nome na comunicacao social.',
            'O Diretor Nacional',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Autoridade Tributária: processo de execução fiscal com penhora iminente, pagar pela referência no link',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Portal das Finanças <notificacoes@portaldasfinancas.gov.pt>',
      to: 'Ana Sofia Marques <anasofia.marques@netcabo.pt>',
      subject: 'Citação: Processo de Execução Fiscal n.º 3514202501048813',
      date: 'Wed, 12 Mar 2025 08:27:36 +0000',
      messageId: '3514202501048813.7c1e@vps-pt-19.example.net',
      returnPath: 'apache@vps-pt-19.example.net',
      relay: 'vps-pt-19.example.net [192.0.2.19]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Processo de Execução Fiscal' },
          'Exmo.(a) Contribuinte,',
          'Fica citado(a) de que foi instaurado contra si o processo de execução fiscal n.º 3514202501048813, por dívida de IUC não paga, no montante de 148,62 €.',
          'Dispõe de 5 dias para efetuar o pagamento. Findo este prazo, será ordenada a penhora de saldos bancários e de vencimentos.',
          { button: 'Consultar e pagar', href: 'https://financas-execucao-fiscal.com/pt/pagamento?proc=3514202501048813' },
          { small: 'Autoridade Tributária e Aduaneira. Esta mensagem foi gerada automaticamente.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Bundeszentralamt für Steuern: Steuererstattung von 416,50 €, gefälschter Absender, Link auf workers.dev',
    lang: 'de',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Bundeszentralamt für Steuern <info@bzst.de>',
      to: 'Sabine Richter <sabine.richter@gmx.de>',
      subject: 'Steuererstattung 2024: Ihr Anspruch auf 416,50 €',
      date: 'Thu, 3 Apr 2025 06:58:44 +0200',
      messageId: 'c41e9a2f7b@mailer-77.example.net',
      returnPath: 'nobody@mailer-77.example.net',
      relay: 'mailer-77.example.net [198.51.100.77]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Benachrichtigung über eine Steuererstattung' },
          'Sehr geehrte Steuerzahlerin, sehr geehrter Steuerzahler,',
          'nach der letzten Berechnung Ihrer jährlichen steuerlichen Aktivitäten haben Sie Anspruch auf eine Steuererstattung in Höhe von 416,50 €. Bitte reichen Sie den Erstattungsantrag innerhalb von 5 Werktagen ein und bestätigen Sie Ihre Bankverbindung.',
          { button: 'Erstattung beantragen', href: 'https://bzst-erstattung.pages-de.workers.dev/antrag' },
          { small: 'Bundeszentralamt für Steuern, An der Küppe 1, 53225 Bonn.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'BKA: "Vorladung" als PDF wegen Kinderpornografie, Rechtfertigung binnen 48 Stunden per E-Mail',
    lang: 'de',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Bundeskriminalamt <bka.cybercrime.vorladung@outlook.de>',
      to: 'Dieter Wolf <dieter.wolf@freenet.de>',
      replyTo: 'BKA Ermittlungsgruppe <ermittlung.bka.ecr@gmx.com>',
      subject: 'VORLADUNG – Aktenzeichen BKA-SO41-2025-0872',
      date: 'Fri, 30 May 2025 09:14:27 +0000',
      messageId: 'FR4P281MB3619B1C2D3E4F5A6B7C8D9E0F1A2B@FR4P281MB3619.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['outlook.de:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.92.74.12]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte/r Frau/Herr,\n\nanbei erhalten Sie eine Vorladung des Bundeskriminalamts. Bitte lesen Sie das Dokument sorgfältig.\n\nBundeskriminalamt – Referat SO 41',
        ),
        attachment(
          'Vorladung_BKA-SO41-2025-0872.pdf',
          'application/pdf',
          textPdf([
            'BUNDESKRIMINALAMT - REFERAT SO 41 CYBERKRIMINALITAET',
            'VORLADUNG',
            'Im Rahmen einer von der Staatsanwaltschaft genehmigten Cyber-Infiltration wurden Sie',
            'wegen Besitzes und Verbreitung kinderpornografischer Inhalte identifiziert.',
            'Sie haben 48 Stunden Zeit, um sich per E-Mail an ermittlung.bka.ecr@gmx.com zu rechtfertigen.',
            'Ohne Antwort wird ein Haftbefehl beantragt und Ihre Akte an die Presse weitergegeben.',
            'Der Praesident des Bundeskriminalamts',
          ]),
        ),
      ]),
    }),
  },
  {
    // The French "convocation" wave: the letter is a scanned picture, the mail a single line.
    name: 'Gendarmerie : « convocation » en image seule, une phrase et une réponse demandée à un Gmail',
    lang: 'fr',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'GENDARMERIE NATIONALE <brigade.numerique.convocation@laposte.net>',
      to: 'Christophe Lambert <christophe.lambert56@orange.fr>',
      replyTo: 'Cybergendarmerie <cybergendarmerie.convocation@gmail.com>',
      subject: 'Convocation – Dossier n° 2025/C-7741',
      date: 'Wed, 2 Jul 2025 10:05:48 +0200',
      messageId: '1751443548.82213.brigade.numerique.convocation@laposte.net',
      dkim: ['laposte.net:lpn-wlmd'],
      relay: 'smtp-out.laposte.net [160.92.124.66]',
      body: multipart('related', [
        html(
          '<html><body><p>Veuillez prendre connaissance de votre convocation ci-dessous.</p><img src="cid:convocation@gn" width="640" alt=""></body></html>',
        ),
        inlineImage('convocation@gn', 'convocation.jpg', JPEG),
      ]),
    }),
  },

  {
    name: 'ANTAI : avis de contravention, payer 35 € sous 72 heures avant majoration',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'ANTAI <avis@antai-paiement-amende.fr.com>',
      to: 'Nathalie Bernard <nathalie.bernard@free.fr>',
      subject: 'Avis de contravention n° 0518 4471 9921 – paiement en attente',
      date: 'Thu, 6 Mar 2025 08:17:02 +0100',
      messageId: 'antai.1741245422.3b1f@antai-paiement-amende.fr.com',
      dkim: ['antai-paiement-amende.fr.com:mail'],
      relay: 'mx.antai-paiement-amende.fr.com [198.51.100.214]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Avis de contravention' },
          'Madame, Monsieur,',
          "Une infraction au code de la route a été constatée avec votre véhicule le 02/03/2025 (excès de vitesse inférieur à 20 km/h). Le montant de l'amende forfaitaire est de 35 €.",
          "Sans paiement sous 72 heures, l'amende sera majorée à 75 € et transmise au Trésor public pour recouvrement.",
          { button: 'Payer mon amende', href: 'https://antai-paiement-amende.fr.com/paiement?avis=051844719921' },
          { small: 'Agence Nationale de Traitement Automatisé des Infractions. Ne pas répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'CJIB: onbetaalde verkeersboete van € 104, betaal binnen 3 dagen via iDEAL om een verhoging te voorkomen',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'CJIB <noreply@cjib-betaling.com>',
      to: 'Kevin Mulder <kevin.mulder@kpnmail.nl>',
      subject: 'Aanmaning: openstaande verkeersboete CJIB-nummer 2025 0418 8821',
      date: 'Thu, 22 May 2025 13:48:20 +0200',
      messageId: 'cjib.1747914500.7f21@cjib-betaling.com',
      dkim: ['cjib-betaling.com:mail'],
      relay: 'smtp.cjib-betaling.com [198.51.100.201]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Aanmaning verkeersboete' },
          'Geachte heer/mevrouw,',
          'U heeft de beschikking voor een verkeersovertreding (te hard rijden, 14 km/u) nog niet betaald. Het openstaande bedrag is € 104,00.',
          'Betaal binnen 3 dagen via iDEAL. Daarna wordt het bedrag verhoogd met € 52 administratiekosten en kan een deurwaarder worden ingeschakeld.',
          { button: 'Betaal met iDEAL', href: 'https://cjib-betaling.com/ideal/202504188821' },
          { small: 'Centraal Justitieel Incassobureau, Ministerie van Justitie en Veiligheid.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Toll smishing moved to mail in 2025: an "E-ZPass" notice of a small unpaid balance sent
    // through a fresh Amazon SES account on a throw-away .xyz domain.
    name: 'E-ZPass "unpaid toll of $6.85, $50 late fee tomorrow" through Amazon SES from a .xyz domain',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'E-ZPass Customer Service <notice@ezpass-tollservices.xyz>',
      to: 'brian.kowalski@yahoo.com',
      subject: 'Final notice: unpaid toll balance on your account',
      date: 'Mon, 14 Apr 2025 15:33:08 +0000',
      messageId: '010001962da8e3f1-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@email.amazonses.com',
      dkim: ['ezpass-tollservices.xyz:x3k7sd2lq9', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001962da8e3f1-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@amazonses.com',
      relay: 'a8-33.smtp-out.amazonses.com [54.240.8.33]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Zq7pX3mV9kT2rL5wN8cB1hY4dF6gJ0sA=', '2025.04.14-54.240.8.33'),
      body: document([
        { heading: 'Unpaid toll notice' },
        'Our records show an unpaid toll of $6.85 on your vehicle from a trip on March 29, 2025.',
        {
          rows: [
            ['Notice number', 'EZ-0729-55183'],
            ['Amount due', '$6.85'],
            ['Due date', 'April 15, 2025'],
          ],
        },
        'To avoid a late fee of $50.00 and a hold on your vehicle registration, please pay the balance by the due date.',
        { button: 'Pay now', href: 'https://ezpass-tollservices.xyz/pay?n=EZ072955183' },
        { small: 'E-ZPass Customer Service Center. This is an automated message; please do not reply.' },
      ]),
    }),
  },

  {
    // IRS-themed identity phishing in refund season: an "online account" notice that the 2024
    // refund is held until the reader verifies identity on a fake ID.me page.
    name: 'IRS "refund on hold until you verify your identity with ID.me" from a .cfd domain, spoofed display name',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'IRS Online Account <no-reply@irs-onlineservices.cfd>',
      to: 'ramon.delgado@aol.com',
      subject: 'Your 2024 federal tax refund of $1,284.00 is on hold',
      date: 'Fri, 28 Mar 2025 12:44:03 +0000',
      messageId: 'a91c7e3f2b8d4e60@irs-onlineservices.cfd',
      relay: 'mx-out2.irs-onlineservices.cfd [198.51.100.212]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document([
        { heading: 'Internal Revenue Service' },
        'Our records show that your 2024 federal income tax refund of $1,284.00 has been placed on hold because we could not verify your identity (Letter 5071C).',
        'To release your refund, verify your identity online with ID.me within 7 days. After that date, your return will be processed by mail, which may take up to 16 weeks.',
        { button: 'Verify with ID.me', href: 'https://irs-onlineservices.cfd/idme/verify?case=5071C-884120' },
        { small: 'Internal Revenue Service, 1111 Constitution Ave NW, Washington, DC 20224.' },
      ]),
    }),
  },

  {
    // Unemployment-benefit lure: the SEPE "suspends" the benefit unless the bank details are
    // re-entered; the link goes to a .top page copying the SEPE sede.
    name: 'SEPE: prestación por desempleo suspendida hasta actualizar los datos bancarios, enlace .top',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'SEPE - Servicio Público de Empleo <notificaciones@sepe-prestaciones.top>',
      to: 'javier.ortega.g@yahoo.es',
      subject: 'Aviso: su prestación ha sido suspendida temporalmente',
      date: 'Mon, 3 Nov 2025 08:45:10 +0100',
      messageId: '20251103074510.91ac3@sepe-prestaciones.top',
      relay: 'vps8812.sepe-prestaciones.top [203.0.113.177]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Estimado/a ciudadano/a:',
          'Le informamos de que el pago de su prestación por desempleo del mes de noviembre ha quedado suspendido por una incidencia en los datos bancarios comunicados.',
          'Para evitar la extinción de la prestación debe actualizar sus datos en un plazo de 48 horas a través de la sede electrónica:',
          { button: 'Acceder a la Sede Electrónica', href: 'https://sepe-prestaciones.top/sede/actualizar-datos' },
          'Atentamente,\nServicio Público de Empleo Estatal',
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // gov.br account "downgrade": the reader must re-validate with a selfie and the password,
    // or lose access to INSS, FGTS and the digital driving licence.
    name: 'gov.br: "sua conta nível ouro será rebaixada", validar biometria e senha num domínio .sbs',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'gov.br <nao-responda@govbr-validacao.sbs>',
      to: 'paulo.henrique.mendes@gmail.com',
      subject: 'Aviso: sua conta gov.br será rebaixada para o nível bronze',
      date: 'Mon, 18 Aug 2025 08:33:17 -0300',
      messageId: '20250818113317.5c2a@govbr-validacao.sbs',
      relay: 'srv.govbr-validacao.sbs [198.51.100.141]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          { heading: 'Atualização cadastral obrigatória' },
          'Prezado(a) cidadão(ã),',
          'Sua conta gov.br nível ouro precisa ser revalidada. Sem a revalidação até 20/08/2025, a conta será rebaixada para o nível bronze e você perderá o acesso ao Meu INSS, FGTS Digital, CNH do Brasil e à declaração do Imposto de Renda.',
          'A revalidação é feita com a sua senha gov.br e uma selfie (reconhecimento facial):',
          { button: 'Revalidar minha conta', href: 'https://govbr-validacao.sbs/acesso/revalidar' },
          'Ministério da Gestão e da Inovação em Serviços Públicos',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Social-security refund: "reembolso de contribuições" asks for the Segurança Social Direta
    // password and the IBAN on a throw-away page.
    name: 'Segurança Social: reembolso de contribuições de 412,36 €, confirmar IBAN e senha da Segurança Social Direta',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Segurança Social <notificacoes@seg-social-reembolsos.top>',
      to: 'ana.rita.sousa@sapo.pt',
      subject: 'Reembolso de contribuições disponível',
      date: 'Tue, 13 May 2025 10:11:54 +0100',
      messageId: '682319da.7c1e4a@seg-social-reembolsos.top',
      relay: 'mail.seg-social-reembolsos.top [198.51.100.58]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Exmo.(a) Senhor(a),',
          'Após a verificação anual das contribuições, apurou-se um valor pago em excesso de 412,36 €, que lhe será reembolsado.',
          'Para receber o reembolso, aceda à Segurança Social Direta e confirme o seu IBAN no prazo de 5 dias úteis. Findo esse prazo, o valor reverte a favor do Estado.',
          { button: 'Aceder à Segurança Social Direta', href: 'https://seg-social-reembolsos.top/ssd/reembolso' },
          'Instituto da Segurança Social, I.P.',
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // ELSTER certificate "expiring": a .top page collects the certificate file and its PIN.
    name: 'ELSTER: Ihr Zertifikat läuft ab, Verlängerung mit Zertifikatsdatei und PIN auf einer .top-Seite',
    lang: 'de',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'ELSTER - Ihr Online-Finanzamt <noreply@elster-zertifikat.top>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Ihr ELSTER-Zertifikat läuft in 3 Tagen ab',
      date: 'Thu, 10 Jul 2025 18:12:45 +0200',
      messageId: '20250710161245.88c2@elster-zertifikat.top',
      relay: 'server1.elster-zertifikat.top [198.51.100.171]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrte Nutzerin, sehr geehrter Nutzer,',
          'Ihr Zertifikat für Mein ELSTER läuft am 13.07.2025 ab. Nach Ablauf können Sie keine Steuererklärung mehr abgeben und laufende Erstattungen werden angehalten.',
          'Bitte verlängern Sie Ihr Zertifikat rechtzeitig. Halten Sie dazu Ihre Zertifikatsdatei (.pfx) und Ihr Passwort bereit.',
          { button: 'Zertifikat verlängern', href: 'https://elster-zertifikat.top/eportal/verlaengerung' },
          'Ihr ELSTER-Team\nBayerisches Landesamt für Steuern',
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Free-flow motorway tolls (A79, A13–A14) made a new pretext: an unpaid "péage sans
    // barrière" with a surcharge, on a throw-away domain.
    name: "Péage sans barrière : passage non payé sur l'A79, 7,40 € à régler avant majoration de 90 €",
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Service Péage Flux Libre <avis@peage-fluxlibre-paiement.icu>',
      to: 'nathalie.giraud@orange.fr',
      subject: 'Avis de passage non réglé – A79',
      date: 'Wed, 2 Jul 2025 09:31:16 +0200',
      messageId: '6864df54.5a1c@peage-fluxlibre-paiement.icu',
      relay: 'smtp.peage-fluxlibre-paiement.icu [198.51.100.33]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Passage non réglé' },
          'Madame, Monsieur,',
          "Votre véhicule a emprunté le 24/06/2025 un tronçon à péage en flux libre de l'autoroute A79. Le montant de 7,40 € n'a pas été réglé dans le délai de 72 heures.",
          'Sans paiement sous 5 jours, une indemnité forfaitaire de 90 € sera appliquée et le dossier transmis au Trésor public.',
          { button: 'Régler mon passage', href: 'https://peage-fluxlibre-paiement.icu/paiement?dossier=A79-2406-88172' },
          { small: 'Service Client Péage Flux Libre. Ceci est un message automatique.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // CAF "prime d'activité revalorisée": the RIB and the FranceConnect login on a .top page.
    name: "CAF : prime d'activité revalorisée, mettre à jour le RIB via une fausse page FranceConnect",
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: "Caisse d'Allocations Familiales <ne-pas-repondre@caf-allocataires.top>",
      to: 'sophie.lambert84@laposte.net',
      subject: "Revalorisation de votre prime d'activité",
      date: 'Mon, 14 Apr 2025 10:02:59 +0200',
      messageId: '20250414080259.c3a9@caf-allocataires.top',
      relay: 'mail.caf-allocataires.top [203.0.113.143]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Madame, Monsieur,',
          "Suite à la revalorisation du 1er avril 2025, un complément de 186,23 € vous est dû au titre de la prime d'activité.",
          'Pour recevoir ce versement, veuillez vérifier vos coordonnées bancaires (RIB) dans votre espace Mon Compte en vous connectant avec FranceConnect avant le 18 avril.',
          { button: 'Accéder à Mon Compte', href: 'https://caf-allocataires.top/moncompte/franceconnect' },
          'Votre Caf',
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // A refund ("teruggave") instead of a debt: the Belastingdienst look-alike asks for DigiD
    // and IBAN on a .cfd page.
    name: 'Belastingdienst: teruggave van € 327 over 2024, inloggen met DigiD en IBAN bevestigen op een .cfd',
    lang: 'nl',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Belastingdienst <noreply@mijnbelastingdienst-teruggave.cfd>',
      to: 'e.vandijk@ziggo.nl',
      subject: 'U heeft recht op een teruggave',
      date: 'Wed, 11 Jun 2025 09:48:20 +0200',
      messageId: '6849353c.1f7a@mijnbelastingdienst-teruggave.cfd',
      relay: 'mail.mijnbelastingdienst-teruggave.cfd [203.0.113.224]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Na de definitieve berekening van uw aangifte inkomstenbelasting 2024 heeft u recht op een teruggave van € 327,00.',
          'Om de teruggave te ontvangen, logt u in met DigiD en controleert u uw rekeningnummer. Doet u dit niet binnen 14 dagen, dan vervalt uw recht op uitbetaling.',
          { button: 'Teruggave aanvragen', href: 'https://mijnbelastingdienst-teruggave.cfd/digid/inloggen' },
          'Met vriendelijke groet,\nBelastingdienst',
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Authority lure against small companies: the TGSS (Social Security) "embargo" of the
    // company's account for unpaid contributions, from a .icu domain.
    name: 'TGSS: "diligencia de embargo de cuentas por deuda de cotizaciones", consultar en un .icu',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Tesorería General de la Seguridad Social <notificaciones@seg-social-sede.icu>',
      to: 'gerencia@reformasaltozano.es',
      subject: 'Diligencia de embargo de cuentas bancarias – Ref. 28/2025/0041187',
      date: 'Tue, 17 Jun 2025 10:12:40 +0200',
      messageId: '1750147960.41187@seg-social-sede.icu',
      relay: 'srv1.seg-social-sede.icu [203.0.113.58]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Se le comunica que, por deuda de cotizaciones del 4.º trimestre de 2024, se ha dictado diligencia de embargo de sus cuentas bancarias. Puede consultar el expediente y abonar la deuda antes de su ejecución en: https://seg-social-sede.icu/expediente/0041187\n\nUnidad de Recaudación Ejecutiva',
      ),
    }),
  },

  {
    // The 2025 INSS deductions scandal turned into a lure: "unauthorised discount on your
    // benefit, ask for the refund", from a .icu look-alike of gov.br.
    name: 'INSS: "desconto indevido no seu benefício, peça o reembolso" com login gov.br num .icu',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Meu INSS <atendimento@meuinss-reembolso.icu>',
      to: 'josefa.lima1958@bol.com.br',
      subject: 'Desconto indevido identificado no seu benefício',
      date: 'Fri, 16 May 2025 14:44:09 +0000',
      messageId: '20250516144409.77a1@meuinss-reembolso.icu',
      dkim: ['meuinss-reembolso.icu:mail'],
      relay: 'mail.meuinss-reembolso.icu [203.0.113.201]',
      auth: { dmarc: 'none' },
      body: plain(
        'Prezada segurada,\n\nIdentificamos descontos de mensalidade associativa não autorizados no seu benefício. Você tem direito ao reembolso de R$ 1.286,40. Acesse com sua conta gov.br para solicitar até 30/05: https://meuinss-reembolso.icu/gov.br/login\n\nINSS',
      ),
    }),
  },

  {
    // Road-toll lure at hauliers: "Toll Collect" says the truck toll of a vehicle is unpaid and a
    // fine follows; plain text from a .top domain.
    name: 'Toll Collect: offene Lkw-Maut für ein Kennzeichen, Bußgeld droht, Zahlung über eine .top-Seite',
    lang: 'de',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Toll Collect GmbH <forderung@tollcollect-maut.top>',
      to: 'dispo@spedition-kramer.de',
      subject: 'Zahlungserinnerung Maut – Kennzeichen MI-KR 412',
      date: 'Wed, 10 Sep 2025 11:27:38 +0000',
      messageId: '20250910112738.7f1a@tollcollect-maut.top',
      dkim: ['tollcollect-maut.top:mail'],
      relay: 'mail.tollcollect-maut.top [203.0.113.57]',
      auth: { dmarc: 'none' },
      body: plain(
        'Sehr geehrte Damen und Herren,\n\nfür das Fahrzeug MI-KR 412 ist eine Mautforderung von 184,60 € offen (Fahrten 01.–05.09.2025). Bitte begleichen Sie den Betrag bis 12.09., sonst wird ein Bußgeldverfahren beim BALM eingeleitet.\n\nZahlung: https://tollcollect-maut.top/zahlung/MIKR412\n\nToll Collect GmbH',
      ),
    }),
  },

  {
    // Authority lure against small firms: URSSAF "regularisation of contributions, surcharge
    // in 48 hours", from a .icu domain.
    name: 'URSSAF : régularisation de cotisations, majoration sous 48 heures, paiement sur un .icu',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'URSSAF <recouvrement@urssaf-regularisation.icu>',
      to: 'contact@boulangerie-mercier.fr',
      subject: 'Mise en demeure – régularisation de cotisations 2024',
      date: 'Tue, 4 Mar 2025 09:30:18 +0000',
      messageId: '20250304093018.8a1e@urssaf-regularisation.icu',
      dkim: ['urssaf-regularisation.icu:mail'],
      relay: 'mail.urssaf-regularisation.icu [203.0.113.98]',
      auth: { dmarc: 'none' },
      body: plain(
        'Madame, Monsieur,\n\nUn écart de 1 284,00 € a été constaté sur vos déclarations sociales 2024. Sans régularisation sous 48 heures, une majoration de 10 % et une procédure de recouvrement forcé seront engagées.\n\nRégulariser : https://urssaf-regularisation.icu/espace/regul\n\nService recouvrement',
      ),
    }),
  },

  {
    // Authority lure: DUO (student finance) "your repayment is in arrears, the bailiff is next",
    // from a .sbs, pay by iDEAL.
    name: 'DUO: achterstand in aflossing studieschuld, deurwaarder dreigt, betalen via iDEAL op een .sbs',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DUO <info@duo-aflossing.sbs>',
      to: 'sanne.dekker@ziggo.nl',
      subject: 'Laatste herinnering: achterstand aflossing studieschuld',
      date: 'Wed, 9 Apr 2025 14:21:07 +0000',
      messageId: '20250409142107.d1f3@duo-aflossing.sbs',
      dkim: ['duo-aflossing.sbs:mail'],
      relay: 'mail.duo-aflossing.sbs [203.0.113.121]',
      auth: { dmarc: 'none' },
      body: plain(
        'Beste Sanne,\n\nU heeft een achterstand van € 246,18 op de aflossing van uw studieschuld. Betaal binnen 3 dagen via iDEAL, anders wordt de vordering overgedragen aan de deurwaarder en komen de kosten voor uw rekening.\n\nBetalen: https://duo-aflossing.sbs/ideal/246-18\n\nDienst Uitvoering Onderwijs',
      ),
    }),
  },

  {
    // A witness summons from a "courthouse": appear at a video hearing or be brought by force,
    // the "invitation letter" behind a shortened link.
    name: 'Intimação de testemunha do "Fórum Criminal" para audiência por videoconferência, carta atrás de um link encurtado',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Fórum Criminal <intimacoes@cartorio-audiencias-digitais.com>',
      to: 'marcos.teixeira@uol.com.br',
      subject: 'Intimação de testemunha – audiência por videoconferência',
      date: 'Tue, 9 Sep 2025 08:14:51 -0300',
      messageId: '20250909111451.7c2e@cartorio-audiencias-digitais.com',
      dkim: ['cartorio-audiencias-digitais.com:mail'],
      relay: 'mail.cartorio-audiencias-digitais.com [203.0.113.61]',
      body: document([
        'CARTA CONVITE / INTIMAÇÃO DE TESTEMUNHA',
        'Vossa Senhoria deve comparecer à audiência por videoconferência designada no processo em anexo. O não comparecimento sem motivo justificado implicará condução coercitiva e multa.',
        { button: 'Abrir a carta de intimação', href: 'https://bit.ly/3intimacaoTest' },
      ]),
    }),
  },

  {
    // An "extrajudicial notification" in the name of the state civil police: the police report
    // against the reader is behind a link on an abused TLD.
    name: 'Notificação extrajudicial da "Polícia Civil": o boletim de ocorrência está num link .top',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Central de Intimações <avisos@notifica-processos.net>',
      to: 'juliana.prado@terra.com.br',
      subject: 'Notificação extrajudicial – pedido de explicações',
      date: 'Wed, 4 Sep 2024 01:52:10 -0300',
      messageId: '20240904045210.91ab@notifica-processos.net',
      relay: 'mail.notifica-processos.net [203.0.113.62]',
      body: plain(
        'INTIMAÇÃO ELETRÔNICA\n\nÓrgão: Polícia Civil\nClasse: criminal\nTipo: pedido de explicações\n\nPrezado(a), consta em seu nome um boletim de ocorrência. Para ler o teor completo e evitar as medidas cabíveis, acesse em até 48 horas:\nhttps://consulta-boletim.top/bo/88213\n',
      ),
    }),
  },

  {
    // UK parking "penalty charge notice" in the text-message style of 2025: pay £35 now or
    // £70 later, from a free Outlook.com address.
    name: 'Parking penalty charge notice as a text message from Outlook.com: pay £35 before it doubles',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Parking Services <parking.pcn.notice@outlook.com>',
      to: 'sam.okafor@gmail.com',
      subject: 'PCN WK41880273: payment overdue',
      date: 'Thu, 23 Oct 2025 08:02:11 +0000',
      messageId: 'DB9PR02MB7340A2C1E9F7B4D3E6C0A5F1B2D8E@DB9PR02MB7340.eurprd02.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.92.52.19]',
      body: plain(
        'Penalty Charge Notice WK41880273: your vehicle was recorded parking in a restricted zone. The charge of £35 is now overdue. Pay today at https://pcn-payments-gov.icu/uk to avoid the charge increasing to £70 and enforcement action.',
      ),
    }),
  },

  {
    // Toll lure of 2025 in Portugal, in text-message style: an unpaid Via Verde toll of €3,45,
    // a fine of €35 if not paid in 48 hours, from a throw-away domain.
    name: 'Via Verde como SMS: portagem de 3,45 € por pagar, coima de 35 € após 48 horas',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Via Verde <avisos@viaverde-portagens-pt.icu>',
      to: 'ricardo.pinto71@hotmail.com',
      subject: 'Portagem por pagar',
      date: 'Mon, 15 Sep 2025 08:37:59 +0100',
      messageId: '20250915073759.c1e4@viaverde-portagens-pt.icu',
      dkim: ['viaverde-portagens-pt.icu:s1'],
      relay: 'mail.viaverde-portagens-pt.icu [203.0.113.203]',
      auth: { dmarc: 'none' },
      body: plain(
        'Via Verde: tem uma portagem por pagar de 3,45 EUR (A1, 12/09). Regularize em 48 horas para evitar uma coima de 35 EUR: https://viaverde-portagens-pt.icu/pagar',
      ),
    }),
  },

  {
    // A "judicial notification" from an invented institute on a rented server: no real court is
    // named, a penalty is threatened and the "notification" is a download elsewhere.
    name: 'Notificación judicial de un "Instituto de Justicia" inventado desde un servidor alquilado: evite sanciones, descargue el documento',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Departamento Jurídico <avisos@srv-88213.cloudhost.example>',
      to: 'alejandra.ruiz@hotmail.es',
      subject: 'Notificación judicial pendiente de respuesta',
      date: 'Thu, 4 Sep 2025 16:21:37 -0600',
      messageId: '20250904222137.5b10@srv-88213.cloudhost.example',
      relay: 'srv-88213.cloudhost.example [192.0.2.141]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Estimado(a):',
        'No hemos recibido respuesta a la notificación judicial enviada anteriormente. Para evitar sanciones y el embargo de sus bienes, descargue y revise el documento en un plazo de 24 horas.',
        { button: 'Descargar notificación judicial', href: 'https://expedientes-consulta.example/doc?id=77120' },
        'Instituto Nacional de Justicia Civil',
      ]),
    }),
  },
  {
    // The income-tax refund "released" in pt-BR: a per-copy code in the subject, nothing in the
    // body but "details in the attachment", and the PDF's only link on a free host.
    name: 'Restituição do IR liberada com código aleatório no assunto e o link no PDF anexo',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Comunicado ao contribuinte <comunicado.contribuinte.2291@outlook.com>',
      to: 'paulo.henrique@terra.com.br',
      subject: 'Valor disponível para crédito - Qw7ZtR2kNvB9xLp',
      date: 'Tue, 16 Sep 2025 10:21:33 -0300',
      messageId: '<CP6P284MB2291A7E1C9D3B5F4A2E8@CP6P284MB2291.BRAP284.PROD.OUTLOOK.COM>',
      relay: 'BRAPR01CU001.outbound.protection.outlook.com [40.93.12.2]',
      body: multipart('mixed', [
        plain(
          'Prezado(a) contribuinte,\n\nO saldo já está disponível para crédito em conta. Mais informações no documento em anexo.\n\nProtocolo: 88412907735120',
        ),
        attachment(
          'Comprovante_Credito.pdf',
          'application/pdf',
          textPdf(['Comprovante de credito', 'Ver extrato completo'], 'https://extrato-credito.weebly.com/'),
        ),
      ]),
    }),
  },

  {
    // Ameli (French health insurance) refund lure asking for card details.
    name: 'Ameli "remboursement de 126,50 € en attente, mettez à jour votre carte" from a throw-away domain',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Assurance Maladie <remboursement@ameli-dossier-info.fr>',
      to: 'claire.dumont@orange.fr',
      subject: 'Remboursement en attente : 126,50 €',
      date: 'Thu, 6 Mar 2025 10:11:05 +0100',
      messageId: '20250306091105.7d1c@ameli-dossier-info.fr',
      dkim: ['ameli-dossier-info.fr:default'],
      relay: 'smtp.ameli-dossier-info.fr [203.0.113.91]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Votre remboursement est en attente' },
          "Madame, Monsieur, après le dernier calcul de vos droits, vous pouvez bénéficier d'un remboursement de 126,50 €. Votre carte Vitale arrive à expiration et vos coordonnées bancaires doivent être mises à jour pour recevoir le versement.",
          'Sans action de votre part sous 72 heures, le remboursement sera annulé.',
          { button: 'Accéder à mon dossier', href: 'https://ameli-dossier-maj.com/remboursement/?id=FR88412' },
          { small: "L'Assurance Maladie. Ceci est un message automatique." },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // DigiD "your account will be deactivated" from Outlook.com.
    name: 'DigiD "uw account wordt gedeactiveerd, bevestig uw gegevens" from Outlook.com',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'DigiD <digid.beheer.nl@outlook.com>',
      to: 'm.bakker1962@kpnmail.nl',
      subject: 'Uw DigiD wordt gedeactiveerd',
      date: 'Wed, 4 Jun 2025 16:27:09 +0000',
      messageId: 'DB9PR02MB7011E2F3A4B5C6D7E8F9A0B1C2D3E4F5@DB9PR02MB7011.eurprd02.prod.outlook.com',
      ...OUTLOOK,
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Uw DigiD is al meer dan 12 maanden niet gebruikt. Volgens de nieuwe richtlijnen wordt uw DigiD binnen 48 uur gedeactiveerd als u uw gegevens niet bevestigt.',
          { button: 'DigiD behouden', href: 'https://digid-verlengen.info/inloggen' },
          { small: 'Logius, Ministerie van Binnenlandse Zaken en Koninkrijksrelaties' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Receita Federal "CPF com pendência na declaração IRPF 2025, regularize em 48h" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal <atendimento@receita-regularizacao.com>',
      to: 'carlos.henrique.souza@gmail.com',
      subject: 'Aviso: seu CPF possui pendências na Declaração IRPF 2025',
      date: 'Tue, 3 Jun 2025 09:12:40 -0300',
      messageId: '20250603121240.4b7c@receita-regularizacao.com',
      dkim: ['receita-regularizacao.com:default'],
      relay: 'mail.receita-regularizacao.com [203.0.113.14]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Ministério da Fazenda — Receita Federal' },
          'Prezado(a) contribuinte, identificamos divergências na sua Declaração de Imposto de Renda 2025. Seu CPF será suspenso caso a situação não seja regularizada em até 48 horas.',
          {
            rows: [
              ['Situação', 'PENDENTE DE REGULARIZAÇÃO'],
              ['Protocolo', 'IRPF-2025-88412'],
            ],
          },
          { button: 'Regularizar meu CPF', href: 'https://regularize-cpf-receita.com/consulta' },
          { small: 'Receita Federal do Brasil. Não responda este e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Detran-SP "multa com 40% de desconto, pague via PIX hoje" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DETRAN-SP <notificacao@detran-multas-online.com>',
      to: 'fernanda.lima88@hotmail.com',
      subject: 'Notificação de Autuação: infração de trânsito pendente',
      date: 'Thu, 12 Jun 2025 14:08:22 -0300',
      messageId: '20250612170822.1f9a@detran-multas-online.com',
      dkim: ['detran-multas-online.com:default'],
      relay: 'srv1.detran-multas-online.com [203.0.113.33]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Notificação de Autuação' },
          {
            rows: [
              ['Infração', 'Transitar em velocidade superior à máxima permitida'],
              ['Valor', 'R$ 195,23'],
              ['Com desconto', 'R$ 117,14 (pagamento até hoje)'],
            ],
          },
          'Evite a suspensão da sua CNH e a inclusão na dívida ativa. Pague com 40% de desconto via PIX até o fim do dia.',
          { button: 'Consultar e pagar multa', href: 'https://detran-sp-multas.online/pagar?placa=FNL8H42' },
          { small: 'Departamento Estadual de Trânsito de São Paulo' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Caixa "saque FGTS de R$ 1.412,00 liberado, confirme seus dados" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'CAIXA <fgts@caixa-beneficios-saque.com>',
      to: 'rodrigues.patricia72@gmail.com',
      subject: 'Saque FGTS liberado: R$ 1.412,00 disponível para você',
      date: 'Thu, 28 Aug 2025 12:02:33 -0300',
      messageId: '20250828150233.2b8f@caixa-beneficios-saque.com',
      dkim: ['caixa-beneficios-saque.com:default'],
      relay: 'mail.caixa-beneficios-saque.com [203.0.113.208]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Você tem valores disponíveis para saque' },
          'Olá, consta em seu CPF um saldo de FGTS de R$ 1.412,00 disponível para saque imediato. Para receber na sua conta, confirme seus dados cadastrais e bancários até 30/08.',
          { button: 'Confirmar dados e sacar', href: 'https://caixa-beneficios-saque.com/fgts/consulta' },
          { small: 'CAIXA Econômica Federal' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'gov.br "sua conta será suspensa, confirme sua identidade" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'gov.br <naoresponda@govbr-validacao.com>',
      to: 'silvia.nascimento@bol.com.br',
      subject: 'Sua conta gov.br será suspensa em 24 horas',
      date: 'Wed, 17 Sep 2025 16:20:44 -0300',
      messageId: '20250917192044.7c1e@govbr-validacao.com',
      dkim: ['govbr-validacao.com:default'],
      relay: 'mail.govbr-validacao.com [203.0.113.222]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Validação de identidade obrigatória' },
          'Identificamos inconsistências nos dados da sua conta gov.br nível prata. Para evitar a suspensão do acesso aos serviços públicos digitais e ao Meu INSS, valide sua identidade em até 24 horas.',
          { button: 'Validar minha conta', href: 'https://govbr-validacao.com/sso/login' },
          { small: 'Governo Federal — gov.br' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Agencia Tributaria "devolución de 312,48 € pendiente, confirme sus datos" from a throw-away domain',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <notificaciones@agenciatributaria-devolucion.com>',
      to: 'javier.moreno.g@gmail.com',
      subject: 'Tiene una devolución pendiente de 312,48 €',
      date: 'Tue, 13 May 2025 10:25:11 +0200',
      messageId: '20250513082511.3f8d@agenciatributaria-devolucion.com',
      dkim: ['agenciatributaria-devolucion.com:default'],
      relay: 'mail.agenciatributaria-devolucion.com [203.0.113.29]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Agencia Tributaria — Devolución de la Renta 2024' },
          'Estimado contribuyente, tras el cálculo de su declaración le corresponde una devolución de 312,48 €. No hemos podido efectuar el pago porque sus datos bancarios son incorrectos.',
          'Confirme sus datos en un plazo de 48 horas para recibir la devolución.',
          { button: 'Solicitar devolución', href: 'https://agenciatributaria-devolucion.com/sede/devolucion' },
          { small: 'Agencia Estatal de Administración Tributaria' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'DGT "multa pendiente, 50% de descuento pagando hoy" from a throw-away domain',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DGT - Dirección General de Tráfico <notificaciones@dgt-sanciones-online.com>',
      to: 'laura.sanchez.p@hotmail.es',
      subject: 'Notificación de sanción pendiente de pago - Expediente 2025/884127',
      date: 'Thu, 5 Jun 2025 09:02:50 +0200',
      messageId: '20250605070250.1a6e@dgt-sanciones-online.com',
      dkim: ['dgt-sanciones-online.com:default'],
      relay: 'mail.dgt-sanciones-online.com [203.0.113.140]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sanción pendiente de pago' },
          {
            rows: [
              ['Expediente', '2025/884127'],
              ['Importe', '200,00 €'],
              ['Con reducción del 50%', '100,00 €'],
            ],
          },
          'Si no realiza el pago en el plazo indicado, se procederá al cobro por vía ejecutiva con recargo del 20% y a la retirada de puntos.',
          { button: 'Pagar multa', href: 'https://dgt-sanciones-online.com/pago/2025-884127' },
          { small: 'Ministerio del Interior — Dirección General de Tráfico' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Seguridad Social "tiene una prestación pendiente, acceda con Cl@ve" from a throw-away domain',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Seguridad Social <avisos@seg-social-tramites.com>',
      to: 'antonio.herrera@gmail.com',
      subject: 'Aviso: prestación pendiente de cobro',
      date: 'Thu, 17 Jul 2025 13:37:24 +0200',
      messageId: '20250717113724.4e1f@seg-social-tramites.com',
      dkim: ['seg-social-tramites.com:default'],
      relay: 'mail.seg-social-tramites.com [203.0.113.64]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sede Electrónica de la Seguridad Social' },
          'Le informamos de que tiene una prestación pendiente de cobro por importe de 487,20 €. Para recibirla debe actualizar sus datos bancarios identificándose con Cl@ve o certificado digital.',
          { button: 'Acceder a mi expediente', href: 'https://seg-social-tramites.com/sede/acceso-clave' },
          { small: 'Ministerio de Inclusión, Seguridad Social y Migraciones' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Toll fine, the smishing text sent as mail; trace fields stripped.
    name: 'Toll: E-ZPass "unpaid toll balance $6.89, pay to avoid $50 late fee" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'E-ZPass Toll Services <notice@ezpass-tollnotice.com>',
        to: 'bwalker1987@aol.com',
        subject: 'Final Notice: Unpaid Toll Balance',
        date: 'Tue, 20 May 2025 21:40:12 +0000',
        messageId: '20250520214012.5f1c@ezpass-tollnotice.com',
        dkim: ['ezpass-tollnotice.com:default'],
        relay: 'smtp.ezpass-tollnotice.com [203.0.113.202]',
        body: document([
          { heading: 'E-ZPass: Outstanding Toll Notice' },
          'Our records show an unpaid toll balance of $6.89 on your account. To avoid a late fee of $50.00 and suspension of your vehicle registration, please pay the balance by May 22.',
          { button: 'Pay Now', href: 'https://ezpass-tollnotice.com/pay?ref=NY88210' },
          { small: 'E-ZPass Customer Service Center. Please do not reply to this email.' },
        ]),
      }),
    ),
  },

  {
    // HMRC tax rebate from a throw-away domain; stripped.
    name: 'Tax rebate: HMRC "you are eligible for a refund of £428.50, claim before it expires" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'HM Revenue & Customs <refunds@hmrc-taxrefund-online.co.uk>',
        to: 'j.pickering@gmail.com',
        subject: 'Tax refund notification - Reference HMRC/TR/2025/44812',
        date: 'Tue, 24 Jun 2025 10:01:36 +0100',
        messageId: '20250624090136.4d8e@hmrc-taxrefund-online.co.uk',
        dkim: ['hmrc-taxrefund-online.co.uk:default'],
        relay: 'mail.hmrc-taxrefund-online.co.uk [198.51.100.9]',
        body: document([
          { heading: 'HM Revenue & Customs' },
          'After the last annual calculation of your fiscal activity, we have determined that you are eligible to receive a tax refund of £428.50.',
          'Please submit the tax refund request and allow us 3-5 working days to process it. Refund claims not made within 72 hours will be cancelled.',
          { button: 'Claim your refund', href: 'https://hmrc-taxrefund-online.co.uk/claim/?ref=TR44812' },
          { small: 'HM Revenue & Customs, 100 Parliament Street, London SW1A 2BQ' },
        ]),
      }),
    ),
  },

  {
    name: 'DGT: "notificación de multa pendiente, pague con reducción del 50%" from a throw-away domain, no trace fields',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'DGT - Dirección General de Tráfico <notificaciones@dgt-sanciones-pago.com>',
        to: 'mcarmen.lopez@telefonica.net',
        subject: 'Notificación de sanción pendiente de pago - Expediente 2025/118402',
        date: 'Mon, 3 Mar 2025 09:12:20 +0100',
        messageId: '20250303081220.6a1b@dgt-sanciones-pago.com',
        dkim: ['dgt-sanciones-pago.com:default'],
        relay: 'mail.dgt-sanciones-pago.com [203.0.113.31]',
        body: document(
          [
            { heading: 'Dirección General de Tráfico' },
            'Le informamos que tiene una sanción de tráfico pendiente de pago por exceso de velocidad (expediente 2025/118402). Importe: 100,00 €.',
            'Si abona la multa en los próximos 3 días hábiles se aplicará una reducción del 50%. Transcurrido el plazo se iniciará la vía de apremio y se retirarán 4 puntos del permiso.',
            { button: 'Consultar y pagar la multa', href: 'https://dgt-sanciones-pago.com/expediente/118402' },
            { small: 'Dirección General de Tráfico - Ministerio del Interior. No responda a este correo.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },

  {
    name: 'AEAT: "devolución de IRPF de 612,40 € pendiente, confirme su cuenta bancaria" from a throw-away domain',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Agencia Tributaria <devoluciones@agenciatributaria-devolucion.es>',
      to: 'jorge.martin.ruiz@gmail.com',
      subject: 'Devolución de la Renta 2024: 612,40 € pendiente de abono',
      date: 'Wed, 11 Jun 2025 12:40:05 +0200',
      messageId: '20250611104005.3f8c@agenciatributaria-devolucion.es',
      dkim: ['agenciatributaria-devolucion.es:mail'],
      relay: 'smtp.agenciatributaria-devolucion.es [198.51.100.71]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Agencia Tributaria' },
          'Estimado contribuyente:',
          'Tras revisar su declaración de la Renta 2024, le corresponde una devolución de 612,40 €. No hemos podido realizar el abono porque los datos de su cuenta bancaria son incorrectos.',
          'Para recibir la devolución, confirme sus datos bancarios antes de 48 horas.',
          { button: 'Confirmar datos y recibir devolución', href: 'https://agenciatributaria-devolucion.es/renta2024/confirmar?id=612' },
          { small: 'Agencia Estatal de Administración Tributaria. Este mensaje se ha enviado automáticamente.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Receita Federal: "restituição do IRPF 2025 liberada, atualize seus dados bancários" from a throw-away domain, no trace fields',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Receita Federal <restituicao@receita-irpf2025.com.br>',
        to: 'carlos.eduardo.souza@uol.com.br',
        subject: 'Restituição IRPF 2025 - lote liberado para seu CPF',
        date: 'Mon, 16 Jun 2025 10:22:07 -0300',
        messageId: '20250616132207.5c2e@receita-irpf2025.com.br',
        dkim: ['receita-irpf2025.com.br:default'],
        relay: 'mail.receita-irpf2025.com.br [203.0.113.58]',
        body: document(
          [
            { heading: 'Receita Federal do Brasil' },
            'Prezado(a) contribuinte, sua restituição do Imposto de Renda 2025 no valor de R$ 2.318,45 foi liberada no 2º lote.',
            'Identificamos uma inconsistência nos seus dados bancários. Para receber o crédito, atualize suas informações em até 48 horas, caso contrário o valor ficará retido.',
            { button: 'Atualizar dados e receber', href: 'https://receita-irpf2025.com.br/restituicao/consulta' },
            { small: 'Ministério da Fazenda - Receita Federal. Não responda este e-mail.' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },

  {
    // Detran fine payable by PIX: a QR in the PDF.
    name: 'Detran: "multa de trânsito com desconto de 40% via PIX" with a PIX QR code in the PDF, from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: mail({
      from: 'DETRAN-SP Notificações <notificacao@detran-multas-sp.com>',
      to: 'fernanda.ribeiro@terra.com.br',
      subject: 'Notificação de Autuação - Infração de trânsito AIT 5R41288',
      date: 'Wed, 2 Jul 2025 09:41:50 -0300',
      messageId: '20250702124150.8e3b@detran-multas-sp.com',
      dkim: ['detran-multas-sp.com:mail'],
      relay: 'mail.detran-multas-sp.com [198.51.100.102]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document(
          [
            'Prezado(a) condutor(a),',
            'Foi registrada uma infração de trânsito em nome do proprietário do veículo (AIT 5R41288, excesso de velocidade). Valor: R$ 195,23.',
            'Pague até o vencimento com 40% de desconto via PIX, escaneando o QR Code do boleto em anexo. Após o prazo, a multa será inscrita em dívida ativa e o licenciamento bloqueado.',
            { small: 'Departamento Estadual de Trânsito de São Paulo' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Notificacao_AIT_5R41288.pdf',
          'application/pdf',
          qrPdf(
            '00020126580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d5204000053039865406117.145802BR5918DETRAN PAGAMENTOS6009SAO PAULO62070503***6304B1C2',
            ['DETRAN-SP - Notificacao de Autuacao', 'AIT 5R41288 - Valor com desconto: R$ 117,14', 'Pague via PIX escaneando o QR Code'],
          ),
        ),
      ]),
    }),
  },

  {
    name: 'Portagens: "tem portagens em dívida, regularize para evitar coima" from a throw-away domain, no trace fields',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Portagens Portugal <avisos@portagens-regularizacao.pt>',
        to: 'rui.alves.costa@sapo.pt',
        subject: 'Aviso: portagens por pagar - matrícula associada',
        date: 'Mon, 14 Apr 2025 10:05:19 +0100',
        messageId: '20250414090519.4a6c@portagens-regularizacao.pt',
        dkim: ['portagens-regularizacao.pt:default'],
        relay: 'mail.portagens-regularizacao.pt [203.0.113.222]',
        body: document(
          [
            'Caro(a) cliente,',
            'Verificámos que existem portagens por pagar associadas à sua matrícula, no valor de 8,45 €. O prazo de pagamento voluntário termina hoje.',
            'Se não regularizar a situação, será instaurado um processo de contraordenação com coima mínima de 25 € por portagem.',
            { button: 'Regularizar agora', href: 'https://portagens-regularizacao.pt/pagamento?ref=PT88412' },
            { small: 'Serviço de Portagens. Não responda a este email.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },

  {
    name: 'Autoridade Tributária: "reembolso de IRS de 386,20 € disponível, confirme o IBAN" from a throw-away domain',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Portal das Finanças <reembolsos@at-financas-reembolso.com>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Reembolso de IRS 2024 - ação necessária',
      date: 'Thu, 5 Jun 2025 15:17:42 +0100',
      messageId: '20250605141742.9f1d@at-financas-reembolso.com',
      dkim: ['at-financas-reembolso.com:s1'],
      relay: 'smtp.at-financas-reembolso.com [198.51.100.160]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Autoridade Tributária e Aduaneira' },
          'Exmo(a). Senhor(a), após o processamento da sua declaração de IRS 2024, tem direito a um reembolso de 386,20 €.',
          'O reembolso não pôde ser efetuado porque o IBAN registado está desatualizado. Confirme os seus dados no prazo de 5 dias.',
          { button: 'Confirmar IBAN', href: 'https://at-financas-reembolso.com/irs/reembolso?nif=confirmar' },
          { small: 'Portal das Finanças. Mensagem automática.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'ANTAI: "avis de contravention stationnement, payez 35 € avant majoration" from a throw-away domain, no trace fields',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'ANTAI - Service Amendes <avis@antai-paiement-amende.fr>',
        to: 'claire.dubois@orange.fr',
        subject: 'Avis de contravention n° 2025-7741-0092 - paiement en attente',
        date: 'Tue, 15 Apr 2025 08:52:40 +0200',
        messageId: '20250415065240.1d8f@antai-paiement-amende.fr',
        dkim: ['antai-paiement-amende.fr:default'],
        relay: 'mail.antai-paiement-amende.fr [203.0.113.133]',
        body: document(
          [
            { heading: 'Agence Nationale de Traitement Automatisé des Infractions' },
            'Un avis de contravention pour stationnement irrégulier a été émis à votre encontre. Montant : 35 €.',
            "Sans paiement sous 72 heures, l'amende sera majorée à 75 € et transmise au Trésor public.",
            { button: 'Payer mon amende', href: 'https://antai-paiement-amende.fr/paiement?avis=2025774100' },
            { small: 'ANTAI - CS 41101 - 35911 Rennes Cedex 9' },
          ],
          { lang: 'fr' },
        ),
      }),
    ),
  },

  {
    name: 'Ameli: "remboursement de 148,60 € en attente, mettez à jour vos coordonnées bancaires" from a throw-away domain',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Assurance Maladie <remboursement@ameli-compte-assure.com>',
      to: 'p.lefebvre@free.fr',
      subject: 'Remboursement en attente - action requise',
      date: 'Thu, 22 May 2025 14:26:11 +0200',
      messageId: '20250522122611.3c7a@ameli-compte-assure.com',
      dkim: ['ameli-compte-assure.com:mail'],
      relay: 'smtp.ameli-compte-assure.com [198.51.100.57]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Assurance Maladie' },
          'Madame, Monsieur,',
          'Un remboursement de 148,60 € est en attente sur votre compte ameli. Suite à une erreur de nos services, vos coordonnées bancaires doivent être mises à jour afin de recevoir le virement.',
          { button: 'Accéder à mon compte', href: 'https://ameli-compte-assure.com/remboursement/maj-rib' },
          'Sans action de votre part sous 48 heures, le remboursement sera annulé.',
          { small: "L'Assurance Maladie - Caisse Primaire" },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'CJIB: "openstaande verkeersboete € 104, betaal voor aanmaning" from a throw-away domain, no trace fields',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'CJIB <noreply@cjib-betaling-online.nl>',
        to: 'sanne.devries@ziggo.nl',
        subject: 'Laatste herinnering: openstaande verkeersboete',
        date: 'Thu, 13 Mar 2025 09:33:21 +0100',
        messageId: '20250313083321.8d2c@cjib-betaling-online.nl',
        dkim: ['cjib-betaling-online.nl:default'],
        relay: 'mail.cjib-betaling-online.nl [203.0.113.84]',
        body: document(
          [
            { heading: 'Centraal Justitieel Incassobureau' },
            'Volgens onze gegevens heeft u een openstaande verkeersboete van € 104,00 (beschikking 8841 2099 5612). Eerdere herinneringen zijn onbeantwoord gebleven.',
            'Betaalt u niet binnen 2 dagen, dan wordt het bedrag verhoogd en kan beslag worden gelegd op uw inkomen.',
            { button: 'Direct betalen met iDEAL', href: 'https://cjib-betaling-online.nl/betalen?beschikking=884120995612' },
            { small: 'CJIB, Postbus 1794, 8901 CB Leeuwarden' },
          ],
          { lang: 'nl' },
        ),
      }),
    ),
  },

  {
    name: 'Belastingdienst: "u heeft recht op een teruggave van € 287,00, bevestig uw rekening" from a throw-away domain',
    lang: 'nl',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Belastingdienst <teruggave@belastingdienst-teruggaaf.com>',
      to: 'j.vanleeuwen@kpnmail.nl',
      subject: 'Teruggave inkomstenbelasting 2024',
      date: 'Tue, 10 Jun 2025 13:02:45 +0200',
      messageId: '20250610110245.6f3e@belastingdienst-teruggaaf.com',
      dkim: ['belastingdienst-teruggaaf.com:s1'],
      relay: 'smtp.belastingdienst-teruggaaf.com [198.51.100.94]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Belastingdienst' },
          'Geachte heer/mevrouw,',
          'Na controle van uw aangifte inkomstenbelasting 2024 heeft u recht op een teruggave van € 287,00. Wij konden het bedrag niet overmaken omdat uw rekeningnummer niet is geverifieerd.',
          { button: 'Rekeningnummer bevestigen', href: 'https://belastingdienst-teruggaaf.com/teruggave/2024/bevestigen' },
          'Bevestig uw gegevens binnen 5 werkdagen, anders vervalt uw teruggave.',
          { small: 'Belastingdienst. Dit is een automatisch bericht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // The PJe push notice copied word for word, sent from a Hotmail mailbox; the button goes to a throw-away TLD.
    name: 'PJe Push "o processo a seguir sofreu movimentação" from a Hotmail mailbox, process on a .buzz host',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'INTIMAÇÃO <andamento.processual77@hotmail.com>',
      to: 'rafael.lima@terra.com.br',
      subject: 'JUSTIÇA DO TRABALHO',
      date: 'Wed, 1 Feb 2023 09:12:31 +0000',
      messageId: 'CP2P152MB4411A2B3C4D5E6F7A8B9C0D1E2F3A4B5@CP2P152MB4411.LAMP152.PROD.OUTLOOK.COM',
      ...HOTMAIL_BRA,
      body: document(
        [
          { heading: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'PJe Push - Serviço de Acompanhamento automático de processos',
          'Prezado(a), informamos que o processo a seguir sofreu movimentação:',
          {
            rows: [
              ['Número do Processo', '1019852-74.2022.8.26.0100'],
              ['Classe Judicial', 'EXECUÇÃO DE TÍTULO EXTRAJUDICIAL'],
              ['Tipo de Distribuição', 'Intimação'],
            ],
          },
          { button: 'Visualizar Processo', href: 'https://k2v9q.processo-consulta.buzz/pje.html' },
          { small: 'ATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // A cheap-flights "promotion" paid by PIX on a domain that glues "brasilgov" to a slogan: the
    // government's name on a .com that the government does not hold.
    name: 'PIX code "pay today, the promotion ends" for a government flights programme, from a .com named after gov.br',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Voe Mais Brasil <noreply@voemaisbrasilgov.com>',
      to: 'carla.souza@uol.com.br',
      subject: 'Seu código PIX foi gerado',
      date: 'Thu, 19 Oct 2023 21:14:09 -0300',
      messageId: '20231020001409.55ab@voemaisbrasilgov.com',
      dkim: ['voemaisbrasilgov.com:s1'],
      relay: 'mail.voemaisbrasilgov.com [203.0.113.77]',
      auth: { dmarc: 'none' },
      headers: ['List-Unsubscribe: <https://voemaisbrasilgov.com/descadastrar?e=77>'],
      body: document(
        [
          { heading: 'Efetue o pagamento, a promoção termina hoje!' },
          'Olá Carla, não esqueça de pagar seu PIX para enviarmos seu pedido de passagens do programa federal.',
          {
            rows: [
              ['Valor', 'R$ 96,84'],
              ['Validade', '20/10/2023 00:00'],
            ],
          },
          { button: 'Acessar código PIX', href: 'https://pay.voemaisbrasilgov.com/pix/8gmQA' },
          { small: 'Não deseja mais receber nossos e-mails? Descadastre-se.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Kit escribe "¿es de verdad? no me fío" sobre un falso reembolso de Hacienda, desde un dominio parecido al del destinatario',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Luis Ortega <l.ortega@grupomartinezz.es>',
      to: 'Administración <administracion@grupomartinez.es>',
      subject: 'RV: Reembolso pendiente',
      date: 'Wed, 9 Apr 2025 10:02:44 +0200',
      messageId: '20250409080244.3c1d@grupomartinezz.es',
      relay: 'vps-2210.example-hosting.net [203.0.113.80]',
      body: plain(
        '¿Es de verdad lo de Hacienda? No me fío, no he pinchado nada.\n\n-----Mensaje original-----\nDe: Agencia Tributaria <avisos@aeat-reembolso.top>\nEnviado: miércoles, 9 de abril de 2025 9:40\nPara: administracion@grupomartinez.es\nAsunto: Reembolso pendiente\n\nTiene derecho a un reembolso de 412,60 €. Introduzca los datos de su tarjeta en las próximas 24 horas o perderá el derecho.\n\nSolicitar reembolso: https://aeat-reembolso.top/formulario',
      ),
    }),
  },

  {
    // HMRC tax refund, spoofed gov.uk sender (DMARC fails), look-alike domain.
    name: 'HMRC "you are eligible for a tax refund of £428.50" spoofing gov.uk, look-alike claim site',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'HM Revenue & Customs <no-reply@hmrc.gov.uk>',
      to: 'gareth.pryce@btinternet.com',
      subject: 'Tax Refund Notification - Reference HMRC-RF-2291-04',
      date: 'Thu, 4 Sep 2025 08:30:11 +0100',
      messageId: '4f81c3a2e9b7@vps1140.hostnet-eu.net',
      returnPath: 'root@vps1140.hostnet-eu.net',
      relay: 'vps1140.hostnet-eu.net [198.51.100.77]',
      auth: SPOOFED,
      body: document(
        [
          { heading: 'HM Revenue & Customs' },
          'Dear Taxpayer,',
          'After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of £428.50.',
          'Please submit the tax refund request and allow us 3-5 business days in order to process it. A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.',
          { button: 'Claim your refund', href: 'https://gov-uk-taxrefund-claim.com/hmrc/refund.php?ref=RF229104' },
          { small: 'Reference: HMRC-RF-2291-04. Copyright 2025 HM Revenue & Customs.' },
        ],
        { lang: 'en-GB' },
      ),
    }),
  },

  {
    // Agencia Tributaria refund, ES, from a hijacked shop's mailbox (its DKIM passes).
    name: 'Agencia Tributaria "tiene un reembolso pendiente de 386,20 €" desde el buzón secuestrado de una tienda',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Agencia Tributaria <info@ferreteriacastillo.es>',
      to: 'lucia.fernandez@yahoo.es',
      subject: 'Notificación: reembolso de impuestos pendiente (Ref. AEAT-2025-77810)',
      date: 'Mon, 12 May 2025 10:03:27 +0200',
      messageId: '6821a9bf.1c5e@ferreteriacastillo.es',
      dkim: ['ferreteriacastillo.es:default'],
      relay: 'smtp.ferreteriacastillo.es [198.51.100.211]',
      body: document(
        [
          'Estimado/a contribuyente:',
          'Tras el último cálculo anual de su actividad fiscal, hemos determinado que tiene derecho a recibir un reembolso de impuestos por importe de 386,20 €.',
          'Para recibir el reembolso, complete el formulario con los datos de su tarjeta bancaria donde se realizará el abono.',
          { button: 'Solicitar reembolso', href: 'https://sede-agenciatributaria-reembolso.com/formulario?ref=77810' },
          { small: 'Agencia Estatal de Administración Tributaria. Ministerio de Hacienda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Receita Federal "CPF irregular", throw-away domain, HTML template.
    name: 'Receita Federal "seu CPF está irregular e será cancelado, regularize" de domínio descartável',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Receita Federal do Brasil <notificacao@receita-regularizacao-cpf.com>',
      to: 'claudia.martins75@uol.com.br',
      subject: 'Notificação: pendência no CPF - regularize em até 48h',
      date: 'Wed, 21 May 2025 14:30:44 -0300',
      messageId: '20250521173044.4c1a@receita-regularizacao-cpf.com',
      dkim: ['receita-regularizacao-cpf.com:default'],
      relay: 'mail.receita-regularizacao-cpf.com [198.51.100.15]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Ministério da Fazenda - Receita Federal' },
          'Prezado(a) contribuinte,',
          'Identificamos pendências na sua Declaração de Imposto de Renda. Seu CPF foi classificado como IRREGULAR e poderá ser cancelado, bloqueando contas bancárias, PIX e benefícios.',
          'Regularize sua situação e emita o DARF para pagamento em até 48 horas.',
          { button: 'Regularizar CPF', href: 'https://receita-regularizacao-cpf.com/gov/consulta?cpf=' },
          { small: 'Receita Federal do Brasil - Esplanada dos Ministérios, Bloco P, Brasília/DF.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // Ameli carte Vitale renewal.
    name: 'Ameli "votre carte Vitale expire, commandez la nouvelle carte (frais 1,95 €)"',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Assurance Maladie <ne-pas-repondre@ameli-carte-vitale.fr.com>',
      to: 'nathalie.girard@orange.fr',
      subject: 'Votre carte Vitale arrive à expiration',
      date: 'Wed, 19 Mar 2025 11:05:37 +0100',
      messageId: '20250319100537.6a3e@ameli-carte-vitale.fr.com',
      dkim: ['ameli-carte-vitale.fr.com:default'],
      relay: 'mail.ameli-carte-vitale.fr.com [198.51.100.57]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Renouvellement de votre carte Vitale' },
          'Madame, Monsieur,',
          "Votre carte Vitale arrive à expiration. Afin de continuer à bénéficier de vos remboursements de soins, vous devez commander votre nouvelle carte Vitale. Des frais d'envoi de 1,95 € vous seront demandés.",
          { button: 'Commander ma nouvelle carte', href: 'https://ameli-carte-vitale.fr.com/renouvellement/connexion' },
          { small: "L'Assurance Maladie. Ce message est envoyé automatiquement, merci de ne pas y répondre." },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // DigiD "wordt gedeactiveerd", from a Dutch garage's hijacked mailbox.
    name: 'DigiD "uw DigiD wordt binnen 48 uur gedeactiveerd" vanuit de gehackte mailbox van een garage',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'DigiD <info@autobedrijfvanleeuwen.nl>',
      to: 'm.jansen@kpnmail.nl',
      subject: 'Uw DigiD wordt gedeactiveerd',
      date: 'Tue, 26 Aug 2025 17:02:33 +0200',
      messageId: '20250826150233.77e1@autobedrijfvanleeuwen.nl',
      dkim: ['autobedrijfvanleeuwen.nl:default'],
      relay: 'smtp.autobedrijfvanleeuwen.nl [198.51.100.131]',
      body: document(
        [
          { heading: 'Logius - DigiD' },
          'Beste gebruiker,',
          'Uw DigiD is al langere tijd niet gebruikt en uw gegevens zijn niet meer actueel. Als u uw gegevens niet binnen 48 uur bijwerkt, wordt uw DigiD gedeactiveerd en kunt u niet meer inloggen bij de Belastingdienst, uw zorgverzekeraar en gemeente.',
          { button: 'Gegevens bijwerken', href: 'https://mijn-digid-verificatie.nl.eu.org/inloggen' },
          'Met vriendelijke groet, DigiD',
        ],
        { lang: 'nl' },
      ),
    }),
  },
];
