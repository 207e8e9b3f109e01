// Public authorities and parcel carriers impersonated in the markets covered that the first list
// (brands.ts) does not hold: tax, customs, health-insurance, traffic-fine, training-account and
// identity services of the Netherlands, France, Germany, Brazil, Spain and the US, the courts of
// Brazil, Mexico and Spain (named by court-summons lures), the police forces that sextortion
// "convocations" borrow (Spain, Portugal, Brazil, France, Germany, the Netherlands, Europol,
// Interpol, the FBI), and the carriers of refund, customs-fee and "your parcel is waiting"
// lures across Europe and Latin America. Same shape and rules as brands.ts.
//
// Sources: written for this project from the warnings of Fraudehelpdesk, Belastingdienst and
// Logius (DigiD) (NL), cybermalveillance.gouv.fr, DGFiP, Assurance Maladie, CAF and ANTAI (FR),
// Safeonweb and bpost (BE), CERT.br, gov.br, the CNJ and the state Detrans (BR), INCIBE, the
// Agencia Tributaria, the CGPJ and the DGT (ES), the Poder Judicial de la Federación (MX), the
// SSA's and FTC's scam alerts (US), the police forces' own warnings about fake convocations
// (Policía Nacional, PJ, Gendarmerie, BKA, Politie, Europol) and the BZSt's, Zoll's and CJIB's
// about fake refunds, customs fees and fines, the carriers' own "fraud and phishing" pages, and each body's
// own published web and sending domains.

import type { Brand } from './brands.ts';

export const PUBLIC_BRANDS: readonly Brand[] = [
  // Government: Netherlands, France and Germany
  {
    key: 'digid',
    names: ['digid'],
    domains: ['digid.nl', 'logius.nl'],
    tokens: ['digid'],
  },
  {
    key: 'belastingdienst',
    names: ['belastingdienst'],
    domains: ['belastingdienst.nl'],
    tokens: [],
    infixTokens: ['belastingdienst'],
  },
  {
    key: 'impots',
    names: ['impots.gouv', 'impots gouv', 'dgfip', 'direction generale des finances publiques'],
    domains: ['impots.gouv.fr', 'finances.gouv.fr'],
    tokens: ['dgfip'],
    infixTokens: ['impotsgouv'],
  },
  {
    // Ameli is also a first name: the bare name only among service words.
    key: 'ameli',
    names: ['assurance maladie', 'ameli.fr'],
    weakNames: ['ameli'],
    domains: ['ameli.fr'],
    tokens: ['ameli'],
  },
  {
    key: 'caf',
    names: ["caisse d'allocations familiales", 'caisse des allocations familiales'],
    weakNames: ['caf'],
    domains: ['caf.fr'],
    tokens: [],
  },
  {
    key: 'antai',
    names: ['antai', 'agence nationale de traitement automatise des infractions'],
    domains: ['antai.gouv.fr'],
    tokens: ['antai'],
  },
  {
    key: 'ants',
    names: ['ants.gouv', 'agence nationale des titres securises'],
    domains: ['ants.gouv.fr'],
    tokens: [],
  },
  {
    // ELSTER, the German tax portal, also names an electrical term and a bird (Elster: magpie);
    // "Ihr Online-Finanzamt" is its own tagline. No token: Elster is also a gas-meter maker's name.
    key: 'elster',
    names: ['elster online', 'mein elster', 'elsteronline', 'online finanzamt'],
    weakNames: ['elster'],
    domains: ['elster.de'],
    tokens: [],
  },
  {
    // The French government: only public bodies register under gouv.fr. Its brand names are the
    // two police forces that "convocation" lures borrow; both write from the interior ministry's
    // domain (gendarmerie.interieur.gouv.fr) and from service domains such as
    // pre-plainte-en-ligne.gouv.fr. "Gendarmerie" alone is also Morocco's or a Swiss canton's.
    key: 'gouvfr',
    names: ['police nationale', 'gendarmerie nationale', 'cybergendarmerie'],
    weakNames: ['gendarmerie'],
    domains: ['interieur.gouv.fr'],
    tokens: [],
    memberDomains: [/\.gouv\.fr$/],
  },
  {
    // Mon Compte Formation (CPF, the training account) is run by the Caisse des Dépôts. "CPF" is
    // also Brazil's taxpayer number, so not a name.
    key: 'moncompteformation',
    names: ['mon compte formation', 'moncompteformation', 'caisse des depots'],
    domains: ['moncompteformation.gouv.fr', 'caissedesdepots.fr'],
    tokens: [],
    infixTokens: ['moncompteformation'],
  },
  {
    key: 'bzst',
    names: ['bundeszentralamt', 'bzst'],
    domains: ['bzst.de'],
    tokens: ['bzst'],
  },
  {
    // "Zoll" alone is customs in general (brokers call themselves "Zoll Service GmbH") and a US
    // medical brand (ZOLL): only the administration's own names; no token for zoll-… brokers.
    key: 'zoll',
    names: ['deutscher zoll', 'generalzolldirektion'],
    domains: ['zoll.de'],
    tokens: [],
  },
  {
    // Police unions name their branches after the force ("GdP Bezirk Bundespolizei", "BDK
    // Bundeskriminalamt"): the German federal forces' names only among service words.
    key: 'bka',
    names: [],
    weakNames: ['bundeskriminalamt', 'bka'],
    domains: ['bka.de'],
    tokens: [],
  },
  {
    key: 'bundespolizei',
    names: [],
    weakNames: ['bundespolizei'],
    domains: ['bundespolizei.de'],
    tokens: [],
  },
  {
    // "Politie" is an ordinary Dutch word in running text: in a display name it is the force
    // only among service words. Its Belgian namesake (politie.be) is read as a country variant.
    key: 'politie',
    names: ['nationale politie', 'politie nederland'],
    weakNames: ['politie'],
    domains: ['politie.nl'],
    tokens: [],
  },
  {
    key: 'cjib',
    names: ['cjib', 'centraal justitieel incassobureau'],
    domains: ['cjib.nl'],
    tokens: ['cjib'],
  },
  // International police
  {
    // europa.eu is one registrable domain for every EU body (europol.europa.eu, ec.europa.eu):
    // it is listed as the EU institutions', whose name lures borrow is Europol's.
    key: 'europa',
    names: ['europol'],
    domains: ['europa.eu'],
    tokens: [],
  },
  {
    // Interpol is also a New York band: the bare name only among service words.
    key: 'interpol',
    names: ['international criminal police organization', 'organisation internationale de police criminelle'],
    weakNames: ['interpol'],
    domains: ['interpol.int'],
    tokens: [],
  },
  {
    key: 'fbi',
    names: ['federal bureau of investigation', 'internet crime complaint center'],
    weakNames: ['fbi', 'ic3'],
    domains: ['fbi.gov', 'ic3.gov'],
    tokens: [],
  },
  // Police: Spain and Portugal
  {
    // The Spanish interior ministry and its two police forces (policia.es, guardiacivil.es). The
    // national police of Colombia and Peru carry the same name and write from their own domains.
    // "Ministerio del Interior" names a ministry of every Spanish-speaking country: not a name.
    key: 'interiores',
    names: ['policia nacional', 'cuerpo nacional de policia', 'guardia civil'],
    domains: ['interior.gob.es', 'policia.es', 'guardiacivil.es', 'policia.gov.co', 'policia.gob.pe'],
    tokens: [],
  },
  {
    key: 'policiajudiciaria',
    names: ['policia judiciaria'],
    domains: ['policiajudiciaria.pt'],
    tokens: [],
    infixTokens: ['policiajudiciaria'],
  },
  {
    // PSP is also a games console and a payment service provider: the acronym only among service words.
    key: 'psp',
    names: ['policia de seguranca publica'],
    weakNames: ['psp'],
    domains: ['psp.pt'],
    tokens: [],
  },
  {
    key: 'gnr',
    names: ['guarda nacional republicana'],
    weakNames: ['gnr'],
    domains: ['gnr.pt'],
    tokens: [],
  },
  // Government: Brazil, Spain, United States
  {
    // Spain's employment service. "Servicio Público de Empleo" alone is also each region's
    // (Servicio Público de Empleo de Castilla-La Mancha) and Colombia's; "Sepe" is an Italian surname.
    key: 'sepe',
    names: ['servicio publico de empleo estatal'],
    weakNames: ['sepe'],
    domains: ['sepe.es', 'sepe.gob.es'],
    tokens: ['sepe'],
  },
  {
    // Pix is the central bank's instant payment, so "Pix" alone is a payment word that every bank
    // writes; beside "Banco Central" it names the Banco Central do Brasil. "Banco Central" alone
    // names every country's central bank.
    key: 'bcb',
    names: ['banco central do brasil', 'bacen', 'pix banco central', 'banco central pix'],
    domains: ['bcb.gov.br'],
    tokens: [],
  },
  {
    // Each state's traffic department, detran.<state>.gov.br.
    key: 'detran',
    names: ['detran'],
    domains: ['detran.sp.gov.br', 'detran.rj.gov.br', 'detran.mg.gov.br'],
    tokens: ['detran'],
    memberDomains: [/^detran\.[a-z]{2}\.gov\.br$/],
  },
  {
    // Only the federal, state and municipal governments register under gov.br, the Polícia Federal
    // (pf.gov.br) and each state's Polícia Civil (pc.sp.gov.br, policiacivil.rj.gov.br) among them.
    // (The fire brigades are not named: building managers announce their inspections in ordinary mail.)
    key: 'govbr',
    names: ['gov.br', 'governo federal', 'governo do brasil', 'policia federal', 'policia civil', 'policia rodoviaria federal'],
    domains: ['acesso.gov.br', 'planalto.gov.br'],
    tokens: ['govbr'],
    // The government's name glued to "gov" (voebrasilgov.com) in a domain outside gov.br.
    infixTokens: ['brasilgov', 'govbrasil'],
    memberDomains: [/\.gov\.br$/],
  },
  {
    // The Brazilian courts and their electronic-process systems (PJe by its full name, Projudi), which
    // court-summons lures name: every court registers under jus.br, which only the judiciary may use.
    // The bare three-letter 'PJe' is left out: lawyers and accountants write it every day.
    key: 'judiciariobr',
    names: [
      'tribunal de justica',
      'justica do trabalho',
      'justica federal',
      'justica eleitoral',
      'tribunal regional do trabalho',
      'tribunal regional federal',
      'tribunal superior do trabalho',
      'superior tribunal de justica',
      'supremo tribunal federal',
      'conselho nacional de justica',
      'poder judiciario',
      // A courthouse by its jurisdiction ("Fórum Criminal da Barra Funda"), run by the state court.
      'forum criminal',
      'forum civel',
      'forum trabalhista',
      'processo judicial eletronico',
      'projudi',
    ],
    domains: ['cnj.jus.br', 'stf.jus.br'],
    tokens: ['projudi'],
    memberDomains: [/\.jus\.br$/],
  },
  {
    // The Mexican federal government and judiciary (and the Mexico City police, which traffic-fine
    // lures name): only public bodies register under gob.mx.
    key: 'gobmx',
    names: [
      'gobierno de mexico',
      'poder judicial de la federacion',
      'consejo de la judicatura federal',
      'suprema corte de justicia de la nacion',
      'secretaria de seguridad ciudadana',
    ],
    domains: ['pjf.gob.mx', 'scjn.gob.mx', 'cjf.gob.mx'],
    tokens: [],
    memberDomains: [/\.gob\.mx$/],
  },
  {
    // The Spanish judiciary's governing council. "Poder Judicial" alone names the courts of many
    // countries, so only the council's own names.
    key: 'cgpj',
    names: ['consejo general del poder judicial', 'cgpj'],
    domains: ['poderjudicial.es'],
    tokens: [],
  },
  {
    // "Hacienda" is an estate too: the tax office only among service words.
    key: 'hacienda',
    names: ['ministerio de hacienda', 'hacienda publica'],
    weakNames: ['hacienda'],
    domains: ['hacienda.gob.es'],
    tokens: [],
  },
  {
    key: 'ssa',
    names: ['social security administration'],
    weakNames: ['ssa', 'social security'],
    domains: ['ssa.gov', 'socialsecurity.gov'],
    tokens: [],
    infixTokens: ['socialsecurity'],
  },
  // Toll operators: "unpaid toll" texts and mails borrow the electronic toll programmes' names
  // (the FTC's and the FBI's 2024–2025 alerts on toll smishing; Via Verde's own warnings). Names
  // only, no tokens: each US state runs its E-ZPass site under its own domain, so a name piece
  // in an unlisted domain proves nothing.
  {
    key: 'ezpass',
    names: ['e zpass', 'ezpass'],
    domains: [
      'e-zpassny.com',
      'e-zpassiag.com',
      'ezpassnj.com',
      'ezpassva.com',
      'ezpassmd.com',
      'ezpassde.com',
      'ezpassnh.com',
      'ezpassri.com',
      'ezdrivema.com',
    ],
    tokens: [],
  },
  {
    key: 'sunpass',
    names: ['sunpass'],
    domains: ['sunpass.com'],
    tokens: [],
  },
  {
    key: 'fastrak',
    names: ['fastrak'],
    domains: ['bayareafastrak.org', 'thetollroads.com'],
    tokens: [],
  },
  {
    key: 'txtag',
    names: ['txtag'],
    domains: ['txtag.org'],
    tokens: [],
  },
  {
    // "Vía verde" is also a Spanish greenway: the bare name counts only among service words.
    key: 'viaverde',
    names: ['via verde portugal'],
    weakNames: ['via verde'],
    domains: ['viaverde.pt'],
    tokens: [],
  },
  // Parcel carriers: Europe
  {
    // Hermes is also a fashion house and a god: the German carrier by its own forms.
    key: 'hermes',
    names: ['hermes germany', 'hermes paketshop', 'hermes einrichtungs service', 'myhermes'],
    weakNames: ['hermes'],
    domains: ['myhermes.de', 'hermesworld.com'],
    tokens: ['myhermes'],
  },
  {
    key: 'gls',
    names: ['gls parcel', 'gls group', 'gls spain', 'gls germany', 'gls portugal'],
    weakNames: ['gls'],
    domains: ['gls-group.eu', 'gls-group.com', 'gls-spain.es', 'gls-italy.com', 'gls-pakete.de'],
    tokens: ['gls'],
  },
  {
    key: 'bpost',
    names: ['bpost'],
    domains: ['bpost.be'],
    tokens: ['bpost'],
  },
  {
    key: 'laposte',
    names: ['la poste', 'laposte'],
    domains: ['laposte.fr', 'lapostegroupe.com'],
    tokens: ['laposte'],
  },
  {
    key: 'mondialrelay',
    names: ['mondial relay', 'mondialrelay'],
    domains: ['mondialrelay.fr'],
    tokens: [],
    infixTokens: ['mondialrelay'],
  },
  {
    key: 'colissimo',
    names: ['colissimo'],
    // La Poste sends Colissimo's parcel notices from notif-colissimo-laposte.info.
    domains: ['colissimo.fr', 'notif-colissimo-laposte.info'],
    // dolcissimo is one edit away: a whole piece only.
    tokens: ['colissimo'],
  },
  {
    key: 'chronopost',
    names: ['chronopost'],
    domains: ['chronopost.fr', 'chronopost.pt'],
    tokens: [],
    infixTokens: ['chronopost'],
  },
  {
    key: 'seur',
    names: ['seur'],
    domains: ['seur.com', 'seur.es'],
    tokens: ['seur'],
  },
  {
    key: 'mrw',
    names: ['mrw envios', 'mrw transporte'],
    weakNames: ['mrw'],
    domains: ['mrw.es', 'mrw.pt'],
    tokens: ['mrw'],
  },
  {
    key: 'nacex',
    names: ['nacex'],
    domains: ['nacex.es'],
    tokens: ['nacex'],
  },
  {
    key: 'inpost',
    names: ['inpost'],
    domains: ['inpost.pl', 'inpost.co.uk', 'inpost.es'],
    tokens: ['inpost'],
  },
  // Parcel carriers: Latin America
  {
    // "Estafeta" is also Spanish for a courier or post office.
    key: 'estafeta',
    names: ['estafeta mexicana'],
    weakNames: ['estafeta'],
    domains: ['estafeta.com'],
    tokens: ['estafeta'],
  },
  {
    key: 'jadlog',
    names: ['jadlog'],
    domains: ['jadlog.com.br'],
    tokens: ['jadlog'],
  },
  {
    key: 'loggi',
    names: ['loggi'],
    domains: ['loggi.com'],
    tokens: ['loggi'],
  },
];
