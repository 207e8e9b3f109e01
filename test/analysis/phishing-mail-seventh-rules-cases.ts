// Lures written beside the rules for the seventh blind batch's last misses (docs/detection-content.md,
// "Seventh blind batch: what it missed"): sextortion in the five languages besides English, sent
// as the kits send it, from the reader's own address and unsigned. Written for this round, not
// taken from any corpus; the wallet addresses are made up and fail their checksums, as hand-typed
// ones in real campaigns often do, so only the words carry the demand.

import { mail, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** Sextortion from the reader's own address, unsigned, through a hired server. */
function selfSent(lang: PhishingCase['lang'], name: string, to: string, subject: string, date: string, body: string): PhishingCase {
  return {
    name,
    lang,
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: to,
      to,
      subject,
      date,
      messageId: `${Date.parse(date).toString(36)}.x7q@${to.split('@')[1]}`,
      relay: 'vps-4471.hosting-node.example [203.0.113.149]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      body: plain(body),
    }),
  };
}

export const SEVENTH_RULES_CASES: readonly PhishingCase[] = [
  selfSent(
    'es',
    'Sextorsión (es): "he hackeado tu dispositivo", bitcoin "a esta dirección", borrar el vídeo al pagar',
    'lucia.ferrer@telefonica.net',
    'Tu cuenta ha sido hackeada',
    'Tue, 3 Jun 2025 04:12:00 +0200',
    'Hola.\n\nHe hackeado tu dispositivo hace unos meses y desde entonces veo todo lo que haces. Tengo un vídeo tuyo mientras mirabas páginas para adultos.\n\nEnvía 1300 USD en bitcoin a esta dirección: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nBorraré el vídeo en cuanto reciba el pago. Tienes 48 horas.',
  ),
  selfSent(
    'pt-BR',
    'Sextorsão (pt): "invadi seu computador", bitcoin "para este endereço", apagar o vídeo ao pagar',
    'marcos.lima@uol.com.br',
    'Seu dispositivo foi invadido',
    'Wed, 4 Jun 2025 03:40:00 -0300',
    'Olá.\n\nInvadi seu computador há alguns meses. Gravei você enquanto assistia a sites adultos.\n\nTransfira 1300 USD em bitcoin para este endereço: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nApagarei o vídeo assim que receber o pagamento.',
  ),
  selfSent(
    'de',
    'Sextortion (de): "Zugriff auf Ihr Gerät erhalten", Bitcoin "an diese Adresse", Video löschen nach Zahlung',
    'k.brandt@t-online.de',
    'Ihr Gerät wurde gehackt',
    'Thu, 5 Jun 2025 02:55:00 +0200',
    'Hallo.\n\nIch habe vor einigen Monaten Zugriff auf Ihr Gerät erhalten. Ihre Kamera hat Sie beim Besuch von Erwachsenenwebseiten aufgenommen.\n\nÜberweisen Sie 1300 USD in Bitcoin an diese Adresse: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nIch lösche das Video, sobald die Zahlung eingegangen ist. Gehen Sie nicht zur Polizei.',
  ),
  selfSent(
    'fr',
    'Sextorsion (fr) : "je vous ai filmé", bitcoin "à cette adresse", vidéo supprimée après paiement',
    'sophie.marchand@free.fr',
    'Votre appareil a été piraté',
    'Fri, 6 Jun 2025 01:30:00 +0200',
    "Bonjour.\n\nJe vous ai filmé avec votre webcam pendant que vous regardiez des sites pour adultes.\n\nEnvoyez 1300 USD en bitcoin à cette adresse : bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nJe supprimerai la vidéo dès que j'aurai reçu le paiement. Vous avez 48 heures pour payer.",
  ),
  selfSent(
    'nl',
    'Sextortion (nl): "toegang tot je apparaten", bitcoin "naar dit adres", video verwijderd na betaling',
    'pieter.bakker@kpnmail.nl',
    'Je apparaat is gehackt',
    'Sat, 7 Jun 2025 02:10:00 +0200',
    'Hallo.\n\nIk heb al maanden toegang tot je apparaten. Je webcam heeft beelden gemaakt terwijl je websites voor volwassenen bekeek.\n\nMaak 1300 USD in bitcoin over naar dit adres: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nIk verwijder de video zodra ik de betaling heb ontvangen. Ga niet naar de politie.',
  ),
];
