// People passing on a lure to ask whether it is real, or to warn that it is not: a colleague to
// the company's IT desk from the company's own signed domain, relatives from their own mailboxes,
// in the six languages, under Outlook's, Gmail's and Apple Mail's forward headers. The quoted
// lure's brand name, deadline and fee are what they ask about, not what they ask of their reader
// (content/asked-about.ts). Invented people and lures, documentation IP ranges; not from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { gmailBody, mail, plain } from './mail-builder.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const ICLOUD = { dkim: ['icloud.com:1a1hai'], relay: 'qs51p00im-qukt01072701.me.com [17.57.155.12]' } as const;

export const ASKED_FORWARD_CASES: readonly LegitimateCase[] = [
  {
    // Apple Mail's forward banner, no Sent line; a warning, not a question.
    name: 'iPhone forward to a sister: "FYI got this, looks fake, don\'t click" above a PayPal lure',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Megan Doyle <megan.doyle@icloud.com>',
      to: 'Kate Doyle <katedoyle88@gmail.com>',
      subject: 'Fwd: Your account access has been limited',
      date: 'Wed, 14 May 2025 21:04:11 +0100',
      messageId: '5B1E7C2A-9F3D-4E8A-B6C1-2D7F0A9E4C31@icloud.com',
      ...ICLOUD,
      body: plain(
        'FYI got this tonight, looks fake. Mum had the same one, tell her not to click anything!\n\nSent from my iPhone\n\nBegin forwarded message:\n\nFrom: PayPal <service@account-review-center.top>\nSubject: Your account access has been limited\nDate: 14 May 2025 at 19:22:40 BST\nTo: megan.doyle@icloud.com\n\nWe noticed unusual activity on your PayPal account. Your access has been limited until you confirm your information within 24 hours.\n\nConfirm now: https://account-review-center.top/paypal/login',
      ),
    }),
  },
  {
    // An employee to the company's own IT desk, signed by the company's M365 tenant.
    name: 'Empleada reenvía al soporte de su empresa un aviso falso de Microsoft 365: "creo que es phishing"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Gil <marta.gil@construccionesvalle.es>',
      to: 'Soporte IT <soporte@construccionesvalle.es>',
      subject: 'RV: Su contraseña caduca hoy',
      date: 'Thu, 5 Jun 2025 09:12:40 +0200',
      messageId: 'PR3P195MB0712A1B2C3D4E5F6@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['construccionesvalle.es:selector1', 'construccionesvalle.onmicrosoft.com:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.107.20.61]',
      body: plain(
        'Hola,\n\nMe ha llegado esto esta mañana. Creo que es phishing, no he pinchado en nada. ¿Lo borro?\n\nGracias,\nMarta\n\n________________________________\nDe: Microsoft 365 <no-reply@office-passwd-notice.xyz>\nEnviado: jueves, 5 de junio de 2025 8:47\nPara: Marta Gil <marta.gil@construccionesvalle.es>\nAsunto: Su contraseña caduca hoy\n\nLa contraseña de su buzón caduca hoy. Para conservar su correo, confirme su contraseña actual en las próximas 12 horas.\n\nMantener contraseña: https://office-passwd-notice.xyz/owa/keep',
      ),
    }),
  },
  {
    // A mother asks her son from Gmail (Portuguese client banner).
    name: 'Mãe encaminha ao filho um e-mail dos "CTT" a pedir 1,99 €: "é verdade isto?"',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Graça Pereira <graca.pereira61@gmail.com>',
      to: 'Rui Pereira <rui.pereira@sapo.pt>',
      subject: 'Fwd: A sua encomenda aguarda pagamento',
      date: 'Tue, 22 Apr 2025 18:40:02 +0100',
      messageId: 'CAJ8x2Lm4Qp7Rt9Vw1Yz3Bc5Df6Gh8Jk0Lm-w@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Rui, é verdade isto? Não estou à espera de nada. Não cliquei em nada.\n\nBeijinhos, mãe\n\n---------- Mensagem encaminhada ---------\nDe: CTT Expresso <envios@encomendas-pendentes.top>\nDate: ter., 22/04/2025 às 14:03\nSubject: A sua encomenda aguarda pagamento\nTo: <graca.pereira61@gmail.com>\n\nA sua encomenda RR918273645PT está retida. Pague a taxa aduaneira de 1,99 € nas próximas 24 horas ou será devolvida ao remetente.\nPagar agora: https://encomendas-pendentes.top/pagamento',
      ),
    }),
  },
  {
    // A colleague to the company's security address, signed by the company's domain.
    name: 'Mitarbeiter leitet eine falsche DHL-Mail an die IT weiter: "Ich glaube, das ist Phishing"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jonas Keller <j.keller@keller-haustechnik.de>',
      to: 'IT-Sicherheit <it-sicherheit@keller-haustechnik.de>',
      subject: 'WG: Ihr Paket konnte nicht zugestellt werden',
      date: 'Mon, 10 Mar 2025 10:05:19 +0100',
      messageId: '20250310090519.4F2A1C@keller-haustechnik.de',
      dkim: ['keller-haustechnik.de:mail2025'],
      relay: 'mail.keller-haustechnik.de [198.51.100.23]',
      body: plain(
        'Hallo zusammen,\n\nich glaube, das ist Phishing. Ich habe nichts angeklickt. Soll ich es einfach löschen?\n\nGruß\nJonas\n\n-----Ursprüngliche Nachricht-----\nVon: DHL Paket <zustellung@paket-nachricht.icu>\nGesendet: Montag, 10. März 2025 08:51\nAn: Jonas Keller <j.keller@keller-haustechnik.de>\nBetreff: Ihr Paket konnte nicht zugestellt werden\n\nIhr Paket konnte nicht zugestellt werden. Bestätigen Sie innerhalb von 48 Stunden Ihre Adresse und zahlen Sie die Gebühr von 1,89 EUR.\n\nJetzt bestätigen: https://paket-nachricht.icu/dhl/zustellung',
      ),
    }),
  },
  {
    // A grandfather asks his granddaughter from Orange webmail.
    name: "Un grand-père transfère à sa petite-fille un faux remboursement des impôts : « c'est une arnaque ? »",
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Bernard Lefèvre <bernard.lefevre@orange.fr>',
      to: 'Camille Lefèvre <camille.lefevre@gmail.com>',
      subject: "TR: Remboursement d'impôt en attente",
      date: 'Sat, 17 May 2025 11:26:48 +0200',
      messageId: '1747474008.218811.bernard.lefevre@orange.fr',
      dkim: ['orange.fr:s2048'],
      relay: 'smtp-out.orange.fr [193.252.22.15]',
      body: plain(
        "Bonjour ma chérie,\n\nJ'ai reçu ça ce matin. C'est une arnaque ? Je n'ai rien cliqué.\n\nBisous, Papi\n\n-------- Message transféré --------\nDe : Impots.gouv <remboursement@remboursement-fiscal.top>\nEnvoyé : samedi 17 mai 2025 08:10\nÀ : bernard.lefevre@orange.fr\nObjet : Remboursement d'impôt en attente\n\nVous avez droit à un remboursement de 297,40 €. Complétez le formulaire avec votre carte bancaire sous 48 heures.\n\nAccéder au formulaire : https://remboursement-fiscal.top/formulaire",
      ),
    }),
  },
  {
    // Apple Mail's Dutch banner.
    name: 'Dochter stuurt een nep-bericht van de bank door naar haar vader: "Is dit echt? Lijkt me phishing"',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Sanne de Vries <sanne.devries@icloud.com>',
      to: 'Pieter de Vries <p.devries@ziggo.nl>',
      subject: 'Fwd: Uw bankpas verloopt',
      date: 'Fri, 7 Mar 2025 19:44:30 +0100',
      messageId: '7C2D9E1F-3A4B-4C5D-8E6F-0A1B2C3D4E5F@icloud.com',
      ...ICLOUD,
      body: plain(
        'Pap, is dit echt? Lijkt me phishing. Ik heb nergens op geklikt.\n\nVerstuurd vanaf mijn iPhone\n\nBegin doorgestuurd bericht:\n\nVan: Rabobank <service@pas-vernieuwen.top>\nOnderwerp: Uw bankpas verloopt\nDatum: 7 maart 2025 om 17:02:11 CET\nAan: sanne.devries@icloud.com\n\nUw bankpas verloopt binnenkort. Vraag binnen 24 uur een nieuwe pas aan, anders wordt uw rekening geblokkeerd.\n\nNieuwe pas aanvragen: https://pas-vernieuwen.top/rabobank',
      ),
    }),
  },
];
