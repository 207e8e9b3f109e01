// The signal catalog (schema 1.0): the one typed table of every public signal code.
// The OpenAPI enum, the console's and the docs' explanations, the engine's ordering of
// `signal_codes` and the verdict policy's inputs are all derived from it, so they cannot drift.
// Codes are public and stable: never rename or reuse one; add new ones in the same style.

/** The group a code belongs to: the six analysis areas, plus coverage (why a result is partial). */
export type SignalArea = 'authentication' | 'sender' | 'links' | 'attachments' | 'content' | 'structure' | 'coverage';

/** The code prefix of each group, e.g. `link_` for the links area. */
export const AREA_PREFIXES: Readonly<Record<SignalArea, string>> = Object.freeze({
  authentication: 'auth',
  sender: 'sender',
  links: 'link',
  attachments: 'attachment',
  content: 'content',
  structure: 'structure',
  coverage: 'coverage',
});

/**
 * How much an observation weighs when `signal_codes` is ordered (most severe first). A named
 * level, not a number: the result shows no scores, and the console can show the level as words.
 */
export type SignalSeverity = 'critical' | 'high' | 'medium' | 'low' | 'info';

/** Most severe first. */
export const SEVERITIES: readonly SignalSeverity[] = Object.freeze(['critical', 'high', 'medium', 'low', 'info']);

export interface SignalEntry {
  readonly code: string;
  readonly area: SignalArea;
  readonly severity: SignalSeverity;
  /** One plain sentence, English. */
  readonly en: string;
  /** One plain sentence, Spanish. */
  readonly es: string;
}

const CATALOG = [
  // Authentication
  {
    code: 'auth_spf_fail',
    area: 'authentication',
    severity: 'medium',
    en: 'A trusted receiving server reports that the sending server was not authorised to send for this domain (SPF fail or softfail).',
    es: 'Un servidor receptor de confianza informa de que el servidor de envío no estaba autorizado a enviar por este dominio (SPF fail o softfail).',
  },
  {
    code: 'auth_dkim_fail',
    area: 'authentication',
    severity: 'medium',
    en: 'The message carries a DKIM signature that does not verify, so it may have been altered or forged.',
    es: 'El mensaje lleva una firma DKIM que no se verifica, así que pudo ser alterado o falsificado.',
  },
  {
    code: 'auth_dkim_missing',
    area: 'authentication',
    severity: 'low',
    en: 'The message carries no DKIM signature, so its origin cannot be confirmed cryptographically.',
    es: 'El mensaje no lleva firma DKIM, así que su origen no puede confirmarse criptográficamente.',
  },
  {
    code: 'auth_dkim_unaligned',
    area: 'authentication',
    severity: 'low',
    en: 'DKIM verifies only for a domain unrelated to the sender shown in From.',
    es: 'DKIM solo se verifica para un dominio sin relación con el remitente que muestra el campo From.',
  },
  {
    code: 'auth_dmarc_fail',
    area: 'authentication',
    severity: 'medium',
    en: 'DMARC fails for the From domain: neither SPF nor DKIM confirms that domain as the sender.',
    es: 'DMARC falla para el dominio del From: ni SPF ni DKIM confirman ese dominio como remitente.',
  },
  {
    code: 'auth_dmarc_fail_enforced',
    area: 'authentication',
    severity: 'high',
    en: 'DMARC fails for a From domain whose owner asks receivers to quarantine or reject such mail.',
    es: 'DMARC falla para un dominio del From cuyo titular pide a los receptores poner en cuarentena o rechazar ese correo.',
  },
  {
    code: 'auth_results_missing',
    area: 'authentication',
    severity: 'low',
    en: 'No trusted authentication results are present and the message could not be verified here.',
    es: 'No hay resultados de autenticación de confianza y el mensaje no pudo verificarse aquí.',
  },

  // Sender and identity
  {
    code: 'sender_freemail',
    area: 'sender',
    severity: 'low',
    en: 'The sender address belongs to a free mailbox provider.',
    es: 'La dirección del remitente pertenece a un proveedor de correo gratuito.',
  },
  {
    code: 'sender_disposable_domain',
    area: 'sender',
    severity: 'low',
    en: 'The sender address belongs to a temporary-mail service whose addresses expire within hours.',
    es: 'La dirección del remitente pertenece a un servicio de correo temporal cuyas direcciones caducan en horas.',
  },
  {
    code: 'sender_reply_to_mismatch',
    area: 'sender',
    severity: 'medium',
    en: 'Replies would go to a different domain than the one the message claims to come from.',
    es: 'Las respuestas irían a un dominio distinto del que el mensaje dice tener como origen.',
  },
  {
    code: 'sender_reply_to_freemail',
    area: 'sender',
    severity: 'high',
    en: 'An organisational sender asks for replies at a free mailbox provider.',
    es: 'Un remitente de una organización pide que se le responda en un proveedor de correo gratuito.',
  },
  {
    code: 'sender_return_path_mismatch',
    area: 'sender',
    severity: 'low',
    en: 'The bounce address (Return-Path) is at a domain unrelated to the sender shown in From.',
    es: 'La dirección de rebote (Return-Path) está en un dominio sin relación con el remitente que muestra el From.',
  },
  {
    code: 'sender_display_name_address',
    area: 'sender',
    severity: 'medium',
    en: 'The sender’s display name shows an address or domain other than the real sending address.',
    es: 'El nombre visible del remitente muestra una dirección o un dominio distinto de la dirección real de envío.',
  },
  {
    code: 'sender_display_name_brand',
    area: 'sender',
    severity: 'high',
    en: 'The sender’s display name claims a brand that the sending domain does not belong to.',
    es: 'El nombre visible del remitente invoca una marca a la que no pertenece el dominio de envío.',
  },
  {
    code: 'sender_display_name_offer',
    area: 'sender',
    severity: 'medium',
    en: 'The sender’s display name advertises a casino, dating or health offer that is not the business of the sending domain.',
    es: 'El nombre visible del remitente anuncia un casino, citas o un remedio de salud que no es el negocio del dominio de envío.',
  },
  {
    code: 'sender_brand_domain_unsigned',
    area: 'sender',
    severity: 'high',
    en: 'From uses a well-known brand’s own domain, but nothing in the message vouches for it: no signature of that domain, no passing authentication.',
    es: 'El From usa el dominio propio de una marca conocida, pero nada en el mensaje lo respalda: ninguna firma de ese dominio ni autenticación superada.',
  },
  {
    code: 'sender_platform_relay',
    area: 'sender',
    severity: 'low',
    en: 'A genuine share, comment, signing or invoice notice of a platform carries words its customer wrote: the platform vouches for the delivery, not for those words.',
    es: 'Un aviso auténtico de una plataforma (archivo compartido, comentario, firma o factura) lleva palabras escritas por su cliente: la plataforma responde del envío, no de ellas.',
  },
  {
    code: 'sender_display_name_confusables',
    area: 'sender',
    severity: 'high',
    en: 'The sender’s display name uses look-alike letters, mixed alphabets or invisible characters.',
    es: 'El nombre visible del remitente usa letras parecidas, alfabetos mezclados o caracteres invisibles.',
  },
  {
    code: 'sender_domain_lookalike',
    area: 'sender',
    severity: 'critical',
    en: 'The sender’s domain imitates a well-known brand or the recipient’s own domain.',
    es: 'El dominio del remitente imita una marca conocida o el propio dominio del destinatario.',
  },
  {
    code: 'sender_domain_suspicious_tld',
    area: 'sender',
    severity: 'medium',
    en: 'The sender’s domain ends in a top-level domain heavily abused for phishing.',
    es: 'El dominio del remitente termina en un dominio de primer nivel muy usado para phishing.',
  },
  {
    code: 'sender_same_as_recipient',
    area: 'sender',
    severity: 'medium',
    en: 'The message claims to come from its own recipient and that claim is not authenticated.',
    es: 'El mensaje dice venir de su propio destinatario y esa afirmación no está autenticada.',
  },
  {
    code: 'sender_identifier_random',
    area: 'sender',
    severity: 'low',
    en: 'The sender’s address or display name looks machine-generated.',
    es: 'La dirección o el nombre visible del remitente parecen generados por una máquina.',
  },
  {
    code: 'sender_mailer_suspicious',
    area: 'sender',
    severity: 'medium',
    en: 'The mailer headers point to a mass-mailing script or to a forged mail client.',
    es: 'Las cabeceras del programa de envío apuntan a un script de envío masivo o a un cliente de correo falsificado.',
  },
  {
    code: 'sender_message_id_inconsistent',
    area: 'sender',
    severity: 'medium',
    en: 'The Message-ID does not match the sending service the message claims to use.',
    es: 'El Message-ID no corresponde al servicio de envío que el mensaje dice usar.',
  },
  {
    code: 'sender_operator_listed',
    area: 'sender',
    severity: 'high',
    en: 'The sender’s domain is on the list of domains this service’s operator asked to flag.',
    es: 'El dominio del remitente está en la lista de dominios que el operador de este servicio pidió señalar.',
  },
  {
    code: 'sender_operator_trusted',
    area: 'sender',
    severity: 'low',
    en: 'The sender’s domain is on this service operator’s list of trusted partners (the From address alone does not prove who sent it).',
    es: 'El dominio del remitente está en la lista de socios de confianza del operador de este servicio (la dirección From por sí sola no prueba quién lo envió).',
  },

  // Links
  {
    code: 'link_display_mismatch',
    area: 'links',
    severity: 'high',
    en: 'A link’s visible text shows one domain while the link really leads to another.',
    es: 'El texto visible de un enlace muestra un dominio mientras el enlace lleva realmente a otro.',
  },
  {
    code: 'link_ip_host',
    area: 'links',
    severity: 'high',
    en: 'A link points to a bare IP address instead of a domain name.',
    es: 'Un enlace apunta a una dirección IP en lugar de a un nombre de dominio.',
  },
  {
    code: 'link_shortener',
    area: 'links',
    severity: 'low',
    en: 'A link goes through a link-shortening service that hides its destination.',
    es: 'Un enlace pasa por un acortador que oculta su destino.',
  },
  {
    code: 'link_open_redirect',
    area: 'links',
    severity: 'medium',
    en: 'A link passes through a site’s open redirector to reach a different domain.',
    es: 'Un enlace pasa por un redirector abierto de un sitio para llegar a otro dominio.',
  },
  {
    code: 'link_free_hosting',
    area: 'links',
    severity: 'high',
    en: 'A link points to free file-sharing, free subdomain, form or site-builder hosting.',
    es: 'Un enlace apunta a un alojamiento gratuito de archivos, subdominios, formularios o creación de sitios.',
  },
  {
    code: 'link_suspicious_tld',
    area: 'links',
    severity: 'medium',
    en: 'A link’s domain ends in a top-level domain heavily abused for phishing.',
    es: 'El dominio de un enlace termina en un dominio de primer nivel muy usado para phishing.',
  },
  {
    code: 'link_domain_lookalike',
    area: 'links',
    severity: 'critical',
    en: 'A link’s domain imitates a well-known brand or the recipient’s own domain.',
    es: 'El dominio de un enlace imita una marca conocida o el propio dominio del destinatario.',
  },
  {
    code: 'link_idn_homograph',
    area: 'links',
    severity: 'critical',
    en: 'A link’s domain uses punycode, mixed alphabets or look-alike characters.',
    es: 'El dominio de un enlace usa punycode, alfabetos mezclados o caracteres que se parecen a otros.',
  },
  {
    code: 'link_obfuscated',
    area: 'links',
    severity: 'high',
    en: 'A link hides its destination with tricks such as an @ sign, heavy encoding, backslashes, invisible characters, data: or javascript:.',
    es: 'Un enlace oculta su destino con trucos como una @, codificación excesiva, barras invertidas, caracteres invisibles, data: o javascript:.',
  },
  {
    code: 'link_recipient_address',
    area: 'links',
    severity: 'medium',
    en: 'A link carries the recipient’s email address, plain or encoded.',
    es: 'Un enlace lleva la dirección de correo del destinatario, en claro o codificada.',
  },
  {
    code: 'link_qr_code',
    area: 'links',
    severity: 'medium',
    en: 'An image or document holds a QR code that leads to a web address.',
    es: 'Una imagen o un documento contiene un código QR que lleva a una dirección web.',
  },
  {
    code: 'link_image_sharing_host',
    area: 'links',
    severity: 'low',
    en: 'A link’s button is a picture uploaded to an anonymous image-sharing site, not served by the sender or its mailing service.',
    es: 'El botón de un enlace es una imagen subida a un sitio anónimo para compartir imágenes, no servida por el remitente ni por su servicio de envíos.',
  },
  {
    code: 'link_in_attachment',
    area: 'links',
    severity: 'medium',
    en: 'An attachment (PDF, Office, HTML or an attached message) contains links.',
    es: 'Un adjunto (PDF, Office, HTML o un mensaje adjunto) contiene enlaces.',
  },
  {
    code: 'link_executable_download',
    area: 'links',
    severity: 'high',
    en: 'A link downloads a program, script, installer or disk image directly, or an archive while its text presents a document.',
    es: 'Un enlace descarga directamente un programa, script, instalador o imagen de disco, o un archivo comprimido mientras su texto presenta un documento.',
  },
  {
    code: 'link_credential_form',
    area: 'links',
    severity: 'critical',
    en: 'The message or an attachment contains a form that asks for a password.',
    es: 'El mensaje o un adjunto contiene un formulario que pide una contraseña.',
  },

  // Attachments
  {
    code: 'attachment_executable',
    area: 'attachments',
    severity: 'critical',
    en: 'An attachment is a program or script that can run on the recipient’s computer.',
    es: 'Un adjunto es un programa o script que puede ejecutarse en el ordenador del destinatario.',
  },
  {
    code: 'attachment_name_deceptive',
    area: 'attachments',
    severity: 'critical',
    en: 'An attachment’s name hides its real type (double extension, reversed text, invisible characters or padding).',
    es: 'El nombre de un adjunto oculta su tipo real (doble extensión, texto invertido, caracteres invisibles o relleno).',
  },
  {
    code: 'attachment_type_mismatch',
    area: 'attachments',
    severity: 'high',
    en: 'An attachment’s name or declared type disagrees with what its content really is.',
    es: 'El nombre o el tipo declarado de un adjunto no coincide con lo que realmente contiene.',
  },
  {
    code: 'attachment_encrypted',
    area: 'attachments',
    severity: 'high',
    en: 'An attachment is a password-protected archive or document that cannot be inspected.',
    es: 'Un adjunto es un archivo comprimido o un documento protegido con contraseña que no puede inspeccionarse.',
  },
  {
    code: 'attachment_password_in_body',
    area: 'attachments',
    severity: 'high',
    en: 'The message text gives the password to open an attachment.',
    es: 'El texto del mensaje da la contraseña para abrir un adjunto.',
  },
  {
    code: 'attachment_archive_executable',
    area: 'attachments',
    severity: 'critical',
    en: 'An attached archive contains a program or script.',
    es: 'Un archivo comprimido adjunto contiene un programa o un script.',
  },
  {
    code: 'attachment_archive_nested',
    area: 'attachments',
    severity: 'high',
    en: 'An archive is packed inside another archive, or a disk image (ISO, IMG, VHD) is attached.',
    es: 'Un archivo comprimido va dentro de otro, o se adjunta una imagen de disco (ISO, IMG, VHD).',
  },
  {
    code: 'attachment_html',
    area: 'attachments',
    severity: 'high',
    en: 'An HTML or SVG attachment would open as a local web page.',
    es: 'Un adjunto HTML o SVG se abriría como una página web local.',
  },
  {
    code: 'attachment_html_smuggling',
    area: 'attachments',
    severity: 'critical',
    en: 'An HTML or SVG attachment builds or decodes a hidden file with a script.',
    es: 'Un adjunto HTML o SVG construye o descodifica un archivo oculto mediante un script.',
  },
  {
    code: 'attachment_office_macro',
    area: 'attachments',
    severity: 'high',
    en: 'An Office document contains macros.',
    es: 'Un documento de Office contiene macros.',
  },
  {
    code: 'attachment_office_macro_dropper',
    area: 'attachments',
    severity: 'critical',
    en: 'An Office document’s macro runs by itself when the document opens or closes and starts a program or command, or downloads a file and saves it.',
    es: 'La macro de un documento de Office se ejecuta sola al abrirse o cerrarse el documento y lanza un programa o un comando, o descarga un archivo y lo guarda.',
  },
  {
    code: 'attachment_office_external_ref',
    area: 'attachments',
    severity: 'high',
    en: 'An Office document loads a template or object from a remote address.',
    es: 'Un documento de Office carga una plantilla o un objeto desde una dirección remota.',
  },
  {
    code: 'attachment_pdf_active',
    area: 'attachments',
    severity: 'high',
    en: 'A PDF contains JavaScript, actions that launch or open something, or embedded files.',
    es: 'Un PDF contiene JavaScript, acciones que lanzan o abren algo, o archivos incrustados.',
  },
  {
    code: 'attachment_calendar_invite',
    area: 'attachments',
    severity: 'low',
    en: 'A calendar invitation is attached.',
    es: 'Se adjunta una invitación de calendario.',
  },
  {
    code: 'attachment_name_random',
    area: 'attachments',
    severity: 'low',
    en: 'An attachment is named with a machine-made string instead of words, as mass-mailing kits name each copy of a lure.',
    es: 'Un adjunto lleva por nombre una cadena generada por máquina en lugar de palabras, como nombran los kits de envío masivo cada copia de un señuelo.',
  },

  // Content and language
  {
    code: 'content_credential_request',
    area: 'content',
    severity: 'high',
    en: 'The text asks the reader to sign in, verify, reset or confirm account credentials.',
    es: 'El texto pide al lector que inicie sesión, verifique, restablezca o confirme las credenciales de una cuenta.',
  },
  {
    code: 'content_urgency_threat',
    area: 'content',
    severity: 'medium',
    en: 'The text uses a deadline, a suspension or a threat to push the reader to act quickly.',
    es: 'El texto usa un plazo, una suspensión o una amenaza para empujar al lector a actuar deprisa.',
  },
  {
    code: 'content_payment_request',
    area: 'content',
    severity: 'medium',
    en: 'The text asks for a payment, a wire transfer or the settlement of an invoice.',
    es: 'El texto pide un pago, una transferencia o la liquidación de una factura.',
  },
  {
    code: 'content_bank_detail_change',
    area: 'content',
    severity: 'high',
    en: 'The text asks to change payment, bank or payroll details.',
    es: 'El texto pide cambiar datos de pago, bancarios o de nómina.',
  },
  {
    code: 'content_gift_card',
    area: 'content',
    severity: 'high',
    en: 'The text asks for gift cards or similar untraceable value.',
    es: 'El texto pide tarjetas regalo u otro valor similar difícil de rastrear.',
  },
  {
    code: 'content_secrecy_request',
    area: 'content',
    severity: 'medium',
    en: 'The text asks the reader to keep a request from colleagues, or says the sender cannot be reached by phone to confirm it.',
    es: 'El texto pide al lector que no comente la petición con sus compañeros, o dice que no se puede confirmar por teléfono con el remitente.',
  },
  {
    code: 'content_callback_lure',
    area: 'content',
    severity: 'high',
    en: 'An invoice, subscription or support story tells the reader to call a phone number.',
    es: 'Una historia de factura, suscripción o soporte técnico pide al lector que llame a un número de teléfono.',
  },
  {
    code: 'content_extortion',
    area: 'content',
    severity: 'critical',
    en: 'The text threatens or blackmails the reader to demand payment.',
    es: 'El texto amenaza o chantajea al lector para exigirle un pago.',
  },
  {
    code: 'content_crypto_address',
    area: 'content',
    severity: 'medium',
    en: 'The text contains a cryptocurrency wallet address.',
    es: 'El texto contiene la dirección de un monedero de criptomonedas.',
  },
  {
    code: 'content_advance_fee',
    area: 'content',
    severity: 'high',
    en: 'The text promises a prize, lottery win, inheritance or investment return.',
    es: 'El texto promete un premio, una lotería, una herencia o el rendimiento de una inversión.',
  },
  {
    code: 'content_brand_lure',
    area: 'content',
    severity: 'high',
    en: 'A file-share, e-signature, voicemail, delivery, tax, court or traffic-fine notice, an account alert or a reward offer that the named brand or authority did not send.',
    es: 'Un aviso de archivo compartido, firma, buzón de voz, envío, impuestos, juzgado o multa, una alerta de la cuenta o un regalo que la marca o autoridad nombrada no envió.',
  },
  {
    code: 'content_fake_thread',
    area: 'content',
    severity: 'medium',
    en: 'The message presents itself as a reply or forward without belonging to a real conversation.',
    es: 'El mensaje se presenta como respuesta o reenvío sin pertenecer a una conversación real.',
  },
  {
    code: 'content_image_lure',
    area: 'content',
    severity: 'low',
    en: 'The body is essentially images with little or no text.',
    es: 'El cuerpo son esencialmente imágenes con poco o ningún texto.',
  },
  {
    code: 'content_hidden_text',
    area: 'content',
    severity: 'medium',
    en: 'Some text is hidden from the reader by styling, zero-size fonts, same-colour text or invisible characters.',
    es: 'Parte del texto se oculta al lector con estilos, fuentes de tamaño cero, texto del mismo color o caracteres invisibles.',
  },
  {
    code: 'content_ai_instructions',
    area: 'content',
    severity: 'high',
    en: 'Hidden text gives instructions to AI assistants that may process the message.',
    es: 'Un texto oculto da instrucciones a los asistentes de IA que puedan procesar el mensaje.',
  },
  {
    code: 'content_bulk_marketing',
    area: 'content',
    severity: 'low',
    en: 'The message is a newsletter or marketing mail (list headers, unsubscribe links, tracking).',
    es: 'El mensaje es un boletín o correo publicitario (cabeceras de lista, enlaces de baja, seguimiento).',
  },
  // Added by Centinela (not in SIGNALS.md 1.0): the offers unsolicited bulk mail lives on.
  {
    code: 'content_spam_offer',
    area: 'content',
    severity: 'low',
    en: 'The message pushes an offer typical of unsolicited bulk mail: loans, insurance quotes, warranties, pills or replicas.',
    es: 'El mensaje promociona una oferta típica del correo masivo no solicitado: préstamos, seguros, garantías, pastillas o réplicas.',
  },
  // Added by Centinela (not in SIGNALS.md 1.0): the offers of scams, which nobody honest makes.
  {
    code: 'content_scam_offer',
    area: 'content',
    severity: 'medium',
    en: 'The message makes an offer scams live on: a stranger seeking sex or romance, a miracle cure, riches for nothing or a casino bonus.',
    es: 'El mensaje hace una oferta propia de estafas: una desconocida que busca sexo o romance, una cura milagrosa, riqueza sin esfuerzo o un bono de casino.',
  },
  // Added by Centinela (not in SIGNALS.md 1.0): the marks mass-mailing kits leave in the text.
  {
    code: 'content_random_strings',
    area: 'content',
    severity: 'low',
    en: 'The subject or text carries machine-made random strings that mass-mailing kits add so that no two copies look alike.',
    es: 'El asunto o el texto lleva cadenas aleatorias generadas por máquina, que los kits de envío masivo añaden para que ninguna copia se parezca a otra.',
  },
  // Added by Centinela (not in SIGNALS.md 1.0): the learned layer's findings (src/analysis/model/).
  {
    code: 'content_phishing_wording',
    area: 'content',
    severity: 'medium',
    en: "The message's wording, links and headers closely resemble credential phishing the learned model was trained on.",
    es: 'La redacción, los enlaces y las cabeceras del mensaje se parecen mucho al phishing de credenciales con el que se entrenó el modelo aprendido.',
  },
  {
    code: 'content_phishing_wording_strong',
    area: 'content',
    severity: 'high',
    en: "The message's wording, links and headers resemble credential phishing so closely that legitimate training mail almost never does.",
    es: 'La redacción, los enlaces y las cabeceras del mensaje se parecen tanto al phishing de credenciales que el correo legítimo de entrenamiento casi nunca lo hace.',
  },
  {
    code: 'content_fraud_wording',
    area: 'content',
    severity: 'medium',
    en: "The message's wording and headers closely resemble the fraud (advance fee, fake payments, scams) the learned model was trained on.",
    es: 'La redacción y las cabeceras del mensaje se parecen mucho al fraude (pago por adelantado, pagos falsos, estafas) con el que se entrenó el modelo aprendido.',
  },
  {
    code: 'content_fraud_wording_strong',
    area: 'content',
    severity: 'high',
    en: "The message's wording and headers resemble fraud so closely that legitimate training mail almost never does.",
    es: 'La redacción y las cabeceras del mensaje se parecen tanto al fraude que el correo legítimo de entrenamiento casi nunca lo hace.',
  },
  {
    code: 'content_spam_wording',
    area: 'content',
    severity: 'low',
    en: "The message's wording, links and headers closely resemble the unsolicited bulk mail the learned model was trained on.",
    es: 'La redacción, los enlaces y las cabeceras del mensaje se parecen mucho al correo masivo no solicitado con el que se entrenó el modelo aprendido.',
  },
  {
    code: 'content_spam_wording_strong',
    area: 'content',
    severity: 'medium',
    en: "The message's wording, links and headers resemble unsolicited bulk mail so closely that legitimate training mail almost never does.",
    es: 'La redacción, los enlaces y las cabeceras del mensaje se parecen tanto al correo masivo no solicitado que el correo legítimo de entrenamiento casi nunca lo hace.',
  },

  // Structure
  {
    code: 'structure_duplicate_headers',
    area: 'structure',
    severity: 'medium',
    en: 'A header that may appear only once appears several times, or From names several senders.',
    es: 'Una cabecera que solo puede aparecer una vez aparece varias veces, o el From nombra a varios remitentes.',
  },
  {
    code: 'structure_missing_headers',
    area: 'structure',
    severity: 'low',
    en: 'The message lacks a From, Date or Message-ID header.',
    es: 'Al mensaje le falta la cabecera From, Date o Message-ID.',
  },
  {
    code: 'structure_parts_differ',
    area: 'structure',
    severity: 'medium',
    en: 'The plain-text and HTML versions of the body say materially different things.',
    es: 'Las versiones en texto plano y en HTML del cuerpo dicen cosas sustancialmente distintas.',
  },
  {
    code: 'structure_encoding_anomaly',
    area: 'structure',
    severity: 'low',
    en: 'Character sets or encodings are mislabelled or broken.',
    es: 'Los juegos de caracteres o las codificaciones están mal etiquetados o rotos.',
  },
  {
    code: 'structure_mime_anomaly',
    area: 'structure',
    severity: 'low',
    en: 'The MIME structure is broken or unusual: unterminated or reused boundaries, or odd nesting.',
    es: 'La estructura MIME está rota o es inusual: delimitadores sin cerrar o reutilizados, o un anidamiento extraño.',
  },
  {
    code: 'structure_received_anomaly',
    area: 'structure',
    severity: 'low',
    en: 'The delivery trace (Received headers) is malformed or its times are inconsistent.',
    es: 'El rastro de entrega (cabeceras Received) está mal formado o sus horas son incoherentes.',
  },
  {
    code: 'structure_undisclosed_recipients',
    area: 'structure',
    severity: 'low',
    en: 'The message shows no visible recipients.',
    es: 'El mensaje no muestra destinatarios visibles.',
  },

  // Coverage
  {
    code: 'coverage_attachment_uninspected',
    area: 'coverage',
    severity: 'info',
    en: 'An attachment could not be inspected (encrypted, unsupported or over a limit).',
    es: 'Un adjunto no pudo inspeccionarse (cifrado, no compatible o por encima de un límite).',
  },
  {
    code: 'coverage_limit_reached',
    area: 'coverage',
    severity: 'info',
    en: 'An analysis limit (links, depth, decoded size) cut the analysis short.',
    es: 'Un límite del análisis (enlaces, profundidad, tamaño descodificado) lo dejó incompleto.',
  },
  // Added by Centinela (not in SIGNALS.md 1.0): an area that failed is not a limit that was reached.
  {
    code: 'coverage_area_failed',
    area: 'coverage',
    severity: 'info',
    en: 'An analysis area could not complete on this message.',
    es: 'Un área del análisis no pudo completarse con este mensaje.',
  },
  {
    code: 'coverage_budget_exhausted',
    area: 'coverage',
    severity: 'info',
    en: 'The processing time ran out before every analysis area finished.',
    es: 'El tiempo de proceso se agotó antes de que terminaran todas las áreas de análisis.',
  },
  {
    code: 'coverage_auth_unverified',
    area: 'coverage',
    severity: 'info',
    en: 'Signatures needed checking but DNS did not answer in time.',
    es: 'Había firmas que comprobar pero el DNS no respondió a tiempo.',
  },
] as const satisfies readonly SignalEntry[];

export type SignalCode = (typeof CATALOG)[number]['code'];

export interface CatalogEntry extends SignalEntry {
  readonly code: SignalCode;
}

/** Every entry, in catalog order (grouped by area, as in SIGNALS.md). */
export const SIGNAL_CATALOG: readonly CatalogEntry[] = Object.freeze(CATALOG.map((entry) => Object.freeze({ ...entry })));

/** Every code, in catalog order: the OpenAPI enum. */
export const SIGNAL_CODES: readonly SignalCode[] = Object.freeze(SIGNAL_CATALOG.map((entry) => entry.code));

const BY_CODE: ReadonlyMap<string, CatalogEntry> = new Map(SIGNAL_CATALOG.map((entry) => [entry.code, entry]));

export function isSignalCode(value: unknown): value is SignalCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function signalEntry(code: SignalCode): CatalogEntry {
  const entry = BY_CODE.get(code);
  if (entry === undefined) throw new RangeError(`unknown signal code ${code}`);
  return entry;
}

export function isCoverageCode(code: SignalCode): boolean {
  return signalEntry(code).area === 'coverage';
}

const SEVERITY_RANK: ReadonlyMap<SignalSeverity, number> = new Map(SEVERITIES.map((level, index) => [level, index]));
const CATALOG_RANK: ReadonlyMap<SignalCode, number> = new Map(SIGNAL_CODES.map((code, index) => [code, index]));

/**
 * Orders codes most severe first; within one severity, in catalog order, so the order is
 * deterministic for a given set of codes.
 */
export function compareBySeverity(a: SignalCode, b: SignalCode): number {
  const bySeverity = (SEVERITY_RANK.get(signalEntry(a).severity) ?? 0) - (SEVERITY_RANK.get(signalEntry(b).severity) ?? 0);
  return bySeverity !== 0 ? bySeverity : (CATALOG_RANK.get(a) ?? 0) - (CATALOG_RANK.get(b) ?? 0);
}
