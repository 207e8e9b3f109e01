// Unsubscribe footers, per language: the sentence a newsletter or marketing mail ends with so
// the reader can stop it. Folded form and syntax of content/lexicon.ts; each entry with a
// sentence it must match and a near-miss it must not (test/analysis/lexicons.test.ts).

import type { Language, LexiconEntry } from '../content/lexicon.ts';

export interface FooterEntry extends LexiconEntry {
  readonly language: Language;
}

export const UNSUBSCRIBE_SOURCES = 'Written for Centinela from the footers that bulk-mail rules (CAN-SPAM, GDPR/ePrivacy) require; no list copied.';

export const UNSUBSCRIBE_FOOTERS: readonly FooterEntry[] = [
  { language: 'en', phrase: 'unsubscribe|unsubscribing|opt_out|optout', example: 'Click here to unsubscribe.', counter: 'Subscribe to our channel.' },
  {
    language: 'en',
    phrase: 'manage|update|change your? email|subscription|mailing|communication|notification preferences|settings',
    example: 'Manage your email preferences at any time.',
    counter: 'Your preferences were saved.',
  },
  {
    language: 'en',
    phrase: 'no_longer wish|want to receive',
    example: 'If you no longer wish to receive these emails, tell us.',
    counter: 'We no longer ship to that region.',
  },
  {
    language: 'en',
    phrase: 'you are|you_re receiving this email|message|newsletter|mail because',
    example: 'You are receiving this email because you signed up.',
    counter: 'You are receiving a parcel tomorrow.',
  },
  {
    language: 'es',
    phrase: 'darse|darte|dese|date|darme de baja',
    example: 'Si quiere darse de baja, pulse aquí.',
    counter: 'La baja por enfermedad dura una semana.',
  },
  {
    language: 'es',
    phrase: 'cancelar|anular la|tu|su? suscripcion',
    example: 'Puede cancelar su suscripción en cualquier momento.',
    counter: 'La suscripción está activa.',
  },
  {
    language: 'es',
    phrase: 'ya_no|no desea|deseas|quiere|quieres seguir? recibiendo|recibir',
    example: 'Si ya no desea recibir estos correos, avísenos.',
    counter: 'No desea comer ahora.',
  },
  {
    language: 'es',
    phrase: 'recibe|recibes|recibio|has_recibido|ha_recibido este correo|email|mensaje|boletin porque',
    example: 'Recibe este correo porque se registró en nuestra web.',
    counter: 'Recibe este paquete mañana.',
  },
  {
    language: 'pt',
    phrase: 'descadastrar|descadastre|descadastro|cancelar_a_inscricao|anular_a_subscricao|cancelar_subscricao|remover_o_seu_email',
    example: 'Para se descadastrar, clique aqui.',
    counter: 'Faça o cadastro na recepção.',
  },
  {
    language: 'pt',
    phrase: 'nao deseja|quer|pretende mais? receber',
    example: 'Se não deseja mais receber os nossos emails, clique aqui.',
    counter: 'Não quer comer agora.',
  },
  {
    language: 'pt',
    phrase: 'recebeu|esta_a_receber|esta_recebendo este email|e_mail|mensagem|boletim|newsletter porque',
    example: 'Recebeu este email porque se inscreveu no nosso site.',
    counter: 'Recebeu este pacote ontem.',
  },
  {
    language: 'de',
    phrase: 'abmelden|abbestellen|austragen|abmeldung|abbestellung|abmeldelink',
    example: 'Hier können Sie den Newsletter abbestellen.',
    counter: 'Melden Sie sich für den Kurs an.',
  },
  {
    language: 'de',
    phrase: 'keine|nicht_mehr ... e_mails|newsletter|nachrichten ... erhalten|empfangen|bekommen',
    example: 'Wenn Sie keine weiteren E-Mails von uns erhalten möchten, klicken Sie hier.',
    counter: 'Wir haben keine Nachricht erhalten.',
  },
  {
    language: 'fr',
    phrase: 'desabonner|desabonnez|desabonnement|desinscrire|desinscrivez|desinscription',
    example: 'Pour vous désabonner, cliquez ici.',
    counter: 'Pour vous abonner, cliquez ici.',
  },
  {
    language: 'fr',
    phrase: 'ne_plus|ne_souhaitez_plus recevoir',
    example: 'Si vous ne souhaitez plus recevoir nos emails, cliquez ici.',
    counter: 'Vous allez recevoir un colis.',
  },
  {
    language: 'nl',
    phrase: 'afmelden|uitschrijven|afmelding|uitschrijving',
    example: 'Klik hier om je af te melden of uitschrijven.',
    counter: 'Meld je hier aan voor de cursus.',
  },
  {
    language: 'nl',
    phrase: 'geen ... e_mails|nieuwsbrief|nieuwsbrieven|berichten meer? ontvangen',
    example: 'Wilt u geen e-mails meer ontvangen?',
    counter: 'We hebben uw bericht ontvangen.',
  },
];
