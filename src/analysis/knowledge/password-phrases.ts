// How mail gives the password of a protected attachment, in English, Spanish, Portuguese,
// German, French and Italian: a label ("password", "contraseña", "senha", …), a few filler
// words ("for the file", "del archivo"), a separator or a copula ("is", "es", "é"), then a
// short token. Written from how such notes are phrased in practice (vendor notices, malspam
// with protected archives); no list copied from another project.

/** Labels per language, lower case; each matched as a whole word. */
export const PASSWORD_LABELS: Readonly<Record<string, readonly string[]>> = {
  en: ['password', 'passcode', 'passwd', 'pwd', 'pw', 'pass', 'pin', 'unlock code', 'open code'],
  es: ['contraseña', 'contrasena', 'clave', 'clave de acceso', 'código de apertura'],
  pt: ['senha', 'palavra-passe', 'palavra passe', 'código de acesso'],
  de: ['passwort', 'kennwort', 'zugangscode'],
  fr: ['mot de passe', 'mdp', "code d'accès"],
  it: ['parola d\'ordine', 'codice di accesso'],
};

/** Words that may stand between the label and the token: what it is for. */
export const PASSWORD_FILLERS: readonly string[] = [
  'for', 'to', 'of', 'the', 'this', 'that', 'open', 'opening', 'file', 'files', 'attachment', 'attached', 'document',
  'archive', 'zip', 'pdf', 'invoice', 'para', 'abrir', 'el', 'la', 'los', 'del', 'de', 'do', 'da', 'o', 'a', 'archivo',
  'adjunto', 'documento', 'arquivo', 'anexo', 'fatura', 'factura', 'für', 'zum', 'öffnen', 'die', 'der', 'das', 'datei',
  'anhang', 'pour', 'le', 'du', 'fichier', 'ouvrir', 'pièce', 'jointe', 'per', 'il', 'allegato',
];

/** Copulas and separators that introduce the token. */
export const PASSWORD_INTRODUCERS: readonly string[] = [':', '=', '-', '–', 'is', 'es', 'é', 'e', 'ist', 'lautet', 'est', 'è', 'será', 'sera'];

/** Tokens that follow a label in ordinary sentences ("password is required", "senha expirada"). */
export const NOT_PASSWORDS: readonly string[] = [
  'required', 'protected', 'expired', 'expires', 'reset', 'change', 'changed', 'below', 'above', 'attached', 'sent',
  'separately', 'incorrect', 'invalid', 'wrong', 'the', 'your', 'a', 'an', 'not', 'also', 'same', 'usual', 'provided',
  'enclosed', 'included', 'listed', 'shown', 'follows', 'following', 'requerida', 'requerido', 'protegido', 'protegida',
  'expirada', 'expirado', 'enviada', 'enviado', 'abajo', 'adjunta', 'abaixo', 'anexa', 'sua', 'su', 'tu', 'la', 'el',
  'erforderlich', 'geschützt', 'abgelaufen', 'unten', 'ihr', 'ihre', 'requis', 'protégé', 'expiré', 'votre', 'ci-dessous',
  'richiesta', 'protetto', 'scaduta', 'sotto', 'nicht', 'pas', 'não', 'no',
];
