// What mail clients write to mark a reply or a forward: the subject prefix ("RE:", "Fwd:", "WG:")
// and the banner above a quoted message ("---------- Forwarded message ---------", "-----Original
// Message-----"), in English, Spanish, Portuguese, German, French, Dutch, Italian and the Nordic
// languages. One list for every reader: the fake-thread check (content/thread.ts) and the bare
// forward (identity/forwarded.ts) must agree on what a forward looks like.
//
// Sources: the localised strings of Outlook, Gmail, Apple Mail and Thunderbird.

/** Subject prefixes of a reply: RE, RES (pt), AW/Antw (de, nl), SV (sv, da, no), VS (fi, "vastaus"). */
export const REPLY_PREFIXES: readonly string[] = ['re', 'res', 'aw', 'antw', 'sv', 'vs'];

/** Subject prefixes of a forward: FW/Fwd, RV (es), ENC (pt), WG (de), TR (fr), Doorst (nl). */
export const FORWARD_PREFIXES: readonly string[] = ['fw', 'fwd', 'rv', 'enc', 'wg', 'tr', 'doorst'];

/** The banner a client writes above a forwarded message, lower case. */
export const FORWARDED_BANNERS: readonly string[] = [
  'forwarded message',
  'mensaje reenviado',
  'mensagem encaminhada',
  'weitergeleitete nachricht',
  'message transféré',
  'doorgestuurd bericht',
  'messaggio inoltrato',
];

/**
 * The line Apple Mail writes above a forwarded message ("Begin forwarded message:"), lower case:
 * its header block (From, Subject, Date, To) has no Sent line, so the line is what marks the quote.
 */
export const APPLE_FORWARD_BANNERS: readonly string[] = [
  'begin forwarded message',
  'inicio del mensaje reenviado',
  'início da mensagem reencaminhada',
  'início da mensagem encaminhada',
  'anfang der weitergeleiteten nachricht',
  'début du message réexpédié',
  'begin doorgestuurd bericht',
];

/** The banner a client writes above the message a reply or forward quotes, lower case. */
export const ORIGINAL_BANNERS: readonly string[] = [
  'original message',
  'mensaje original',
  'mensagem original',
  'ursprüngliche nachricht',
  "message d'origine",
  'oorspronkelijk bericht',
];
