// Public services, courts and police: tax offices, traffic fines, tolls, benefits,
// e-filing and court notices sent by the authorities themselves.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { textPdf } from './formats-builders.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const GOVERNMENT_AND_COURTS_CASES: readonly LegitimateCase[] = [
  {
    name: 'Escritório de advocacia: processo sofreu movimentação, prazo de cinco dias',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Carvalho & Nunes Advogados <contato@carvalhonunes.adv.br>',
      to: 'Renata Siqueira <renata.siqueira@yahoo.com.br>',
      subject: 'Ação de cobrança – documentos para a réplica',
      date: 'Thu, 10 Jul 2025 10:31:00 -0300',
      messageId: '4c1e2a9b-7d3f-4e5a-9b8c-1d2e3f4a5b6c@carvalhonunes.adv.br',
      dkim: ['carvalhonunes.adv.br:default'],
      relay: 'mail.carvalhonunes.adv.br [177.70.96.14]',
      body: plain(
        'Prezada Renata,\n\nO seu processo no Tribunal de Justiça do Paraná sofreu movimentação: a empresa apresentou contestação e o juiz abriu prazo de 15 dias para a nossa réplica. Para não perdermos o prazo, precisamos dos comprovantes de entrega até sexta-feira, dia 18.\n\nPode enviá-los em resposta a este e-mail. Se quiser, você também pode consultar o processo no site do TJPR (número 0012874-55.2024.8.16.0001).\n\nAtenciosamente,\nAna Carvalho\nCarvalho & Nunes Advogados – OAB/PR 41.552',
      ),
    }),
  },

  {
    name: 'Escritório de advocacia: movimentação no processo e boleto das custas',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Fernanda Queiroz <fernanda@queirozebarros.adv.br>',
      to: 'Paulo Henrique Dias <phdias@terra.com.br>',
      subject: 'Inventário – custas do formal de partilha',
      date: 'Mon, 1 Sep 2025 15:48:00 -0300',
      messageId: 'CAJ4v7nW2qP0xZ3tR8mL1kB9cY6dF5gH2sE@mail.gmail.com',
      dkim: ['queirozebarros.adv.br:google'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Boa tarde, Paulo!\n\nO seu processo no Tribunal de Justiça de Minas Gerais sofreu movimentação: a partilha do inventário foi homologada. Para expedirem o formal de partilha, precisamos recolher as custas de R$ 412,60. Favor efetuar o pagamento do boleto em anexo (guia do TJMG) até 10/09.\n\nDepois do pagamento, me mande o comprovante que eu junto ao processo. Você pode visualizar o processo no portal do TJMG pelo número 5009821-33.2023.8.13.0702.\n\nAbraço,\nFernanda Queiroz\nQueiroz & Barros Advogados',
          ),
          attachment(
            'Guia custas TJMG 5009821.pdf',
            'application/pdf',
            textPdf([
              'Tribunal de Justica de Minas Gerais',
              'Guia de Recolhimento de Custas',
              'Processo 5009821-33.2023.8.13.0702',
              'Valor: R$ 412,60  Vencimento: 10/09/2025',
            ]),
          ),
        ],
        'gmail',
      ),
    }),
  },

  {
    name: 'Escritório de advocacia: o processo sofreu movimentação (cliente)',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Patrícia Lemos <patricia@lemosrangel.adv.br>',
      to: 'Jorge Andrade <jorge.andrade@hotmail.com>',
      subject: 'Seu processo trabalhista – andamento',
      date: 'Wed, 19 Mar 2025 16:22:10 -0300',
      messageId: 'CAK7mQp3xR8t2L9vW1nZ5y6b0c4d8e2f1g@mail.gmail.com',
      dkim: ['lemosrangel.adv.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Bom dia, Jorge!\n\nO seu processo no Tribunal Regional do Trabalho da 2ª Região sofreu movimentação ontem: o juiz marcou a audiência de instrução para 12 de maio, às 14h, por videoconferência.\n\nVocê pode consultar o processo no site do TRT-2 com o número 1000482-16.2024.5.02.0031, mas não precisa fazer nada agora. Na semana anterior eu ligo para combinarmos as testemunhas.\n\nAbraço,\nPatrícia Lemos\nLemos & Rangel Advogados – OAB/SP 287.114',
      ),
    }),
  },

  {
    name: 'Jusbrasil: novo andamento em processo acompanhado',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Jusbrasil <notificacoes@jusbrasil.com.br>',
      to: 'marina.couto.adv@gmail.com',
      subject: 'Processo 0804417-22.2023.8.20.5001 sofreu movimentação',
      date: 'Tue, 22 Apr 2025 07:10:03 -0300',
      messageId: '20250422101003.b91c4e7a2f@jusbrasil.com.br',
      dkim: ['jusbrasil.com.br:jb1', 'sendgrid.info:s1'],
      returnPath: 'bounces+1180023-9f2a-marina.couto.adv=gmail.com@em.jusbrasil.com.br',
      relay: 'o2.ptr4471.jusbrasil.com.br [167.89.10.22]',
      headers: ['List-Unsubscribe: <https://www.jusbrasil.com.br/notificacoes/preferencias?t=9f2a>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Nova movimentação em processo que você acompanha' },
          'O processo 0804417-22.2023.8.20.5001, do Tribunal de Justiça do Rio Grande do Norte, sofreu movimentação em 17/04/2025: “Juntada de Petição de contestação”.',
          { button: 'Visualizar o processo', href: 'https://www.jusbrasil.com.br/processos/0804417-22.2023.8.20.5001' },
          {
            small:
              'Você recebe este e-mail porque acompanha este processo no Jusbrasil. [Gerenciar notificações](https://www.jusbrasil.com.br/notificacoes/preferencias?t=9f2a)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'PJe (TJMG): intimação expedida, tipo de distribuição',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'PJe TJMG <naoresponda@tjmg.jus.br>',
      to: 'rodrigo.paiva@paivaadvogados.com.br',
      subject: 'PJe - Intimação - Processo 5012233-41.2025.8.13.0024',
      date: 'Mon, 5 May 2025 03:12:44 -0300',
      messageId: '1746425564812.41122@pje.tjmg.jus.br',
      dkim: ['tjmg.jus.br:tj1'],
      relay: 'smtp-pje.tjmg.jus.br [200.198.22.51]',
      body: document(
        [
          'Prezado(a) advogado(a),',
          {
            rows: [
              ['Processo', '5012233-41.2025.8.13.0024'],
              ['Órgão julgador', '12ª Vara Cível da Comarca de Belo Horizonte'],
              ['Tipo de Distribuição', 'Intimação'],
              ['Prazo', '15 dias'],
            ],
          },
          'Informamos que o processo acima sofreu movimentação. Para visualizar o processo, acesse o PJe com seu certificado digital em https://pje.tjmg.jus.br.',
          { small: 'Mensagem automática do Processo Judicial Eletrônico. Não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Agencia Tributaria: aviso de notificación electrónica en la DEHú',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Agencia Tributaria <avisosnotificaciones@correo.aeat.es>',
      to: 'María García López <maria.garcia.lopez@gmail.com>',
      subject: 'Aviso de notificación de la Agencia Tributaria',
      date: 'Wed, 14 May 2025 07:35:12 +0200',
      messageId: '20250514073512.NOTIF.4718823@correo.aeat.es',
      dkim: ['correo.aeat.es:aeat2024'],
      relay: 'smtp-out2.aeat.es [195.235.9.52]',
      body: plain(
        [
          'La Agencia Tributaria ha emitido una notificación dirigida a GARCIA LOPEZ MARIA con NIF 11***22**, en calidad de Titular.',
          '',
          'Puede acceder al contenido de la notificación en la Dirección Electrónica Habilitada única (DEHú), https://dehu.redsara.es, o en la Sede electrónica de la Agencia Tributaria, https://sede.agenciatributaria.gob.es, apartado "Mis notificaciones", identificándose con Cl@ve, certificado electrónico o DNIe.',
          '',
          'Este aviso no tiene la consideración de notificación. Dispone de 10 días naturales desde la puesta a disposición para acceder a ella; transcurrido ese plazo se entenderá rechazada.',
          '',
          'Por favor, no responda a este correo.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'gov.br: a senha da sua conta foi alterada',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'gov.br <nao-responda@acesso.gov.br>',
      to: 'José Carlos Almeida <josecarlos.almeida@gmail.com>',
      subject: 'Alteração de senha da conta gov.br',
      date: 'Wed, 12 Mar 2025 14:23:40 -0300',
      messageId: '1741800220554.7731902.acesso@acesso.gov.br',
      dkim: ['acesso.gov.br:govbr'],
      relay: 'mta01.acesso.gov.br [161.148.164.40]',
      body: document(
        [
          { image: 'https://acesso.gov.br/assets/img/govbr-logo.png', alt: 'gov.br' },
          'Olá, JOSÉ CARLOS ALMEIDA,',
          'A senha da sua conta gov.br foi alterada em 12/03/2025 às 14:22.',
          'Se foi você, não é preciso fazer nada.',
          'Se você não reconhece esta alteração, acesse [https://acesso.gov.br](https://acesso.gov.br) e recupere sua conta pela opção "Esqueci minha senha" ou pelo aplicativo gov.br.',
          { small: 'Esta é uma mensagem automática, não responda. O gov.br nunca solicita senha, código ou dados bancários por e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Correios: encomenda internacional aguardando pagamento do imposto (Minhas Importações)',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Correios <naoresponda@correios.com.br>',
      to: 'Fernanda Lima <fernanda.lima.rj@hotmail.com>',
      subject: 'Sua encomenda LB482913675CN está aguardando pagamento',
      date: 'Fri, 7 Mar 2025 09:12:06 -0300',
      messageId: '20250307091206.LB482913675CN.importacao@correios.com.br',
      dkim: ['correios.com.br:correios1'],
      relay: 'smtp3.correios.com.br [200.252.60.23]',
      body: document(
        [
          'Prezado(a) cliente,',
          'A encomenda internacional LB482913675CN foi tributada pela Receita Federal e está aguardando o pagamento para seguir para entrega.',
          {
            rows: [
              ['Objeto', 'LB482913675CN'],
              ['Imposto de importação e ICMS', 'R$ 48,21'],
              ['Despesas postais', 'R$ 15,00'],
              ['Total', 'R$ 63,21'],
            ],
          },
          'Para pagar, acesse o Minhas Importações no site dos Correios com sua conta gov.br, em [https://apps.correios.com.br/portalimportador](https://apps.correios.com.br/portalimportador). O pagamento pode ser feito por Pix, boleto ou cartão.',
          'O prazo para pagamento é de 20 dias corridos. Após esse prazo, o objeto será devolvido ao remetente.',
          {
            small:
              'Os Correios não enviam links de pagamento por SMS ou WhatsApp. Consulte sempre o rastreamento em www.correios.com.br. Mensagem automática, não responda.',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Portal das Finanças: lembrete do prazo de pagamento do IMI',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Autoridade Tributária e Aduaneira <alertas@at.gov.pt>',
      to: 'João Silva <joao.m.silva@sapo.pt>',
      subject: 'Portal das Finanças – Pagamento do IMI',
      date: 'Mon, 19 May 2025 09:00:14 +0100',
      messageId: '20250519090014.2284713.alertas@at.gov.pt',
      dkim: ['at.gov.pt:at2024'],
      relay: 'smtpout.at.gov.pt [195.245.218.77]',
      body: plain(
        [
          'Exmo(a). Senhor(a),',
          '',
          'Informamos que termina a 31 de maio de 2025 o prazo para pagamento da 1.ª prestação do Imposto Municipal sobre Imóveis (IMI) de 2024.',
          '',
          'O documento de pagamento foi enviado para o seu domicílio fiscal e pode também ser obtido no Portal das Finanças (www.portaldasfinancas.gov.pt), em Cidadãos > Serviços > IMI > Consultar Documentos de Cobrança, após autenticação.',
          '',
          'O pagamento pode ser efetuado por Multibanco, homebanking, nos CTT ou nos Serviços de Finanças, utilizando a referência indicada no documento.',
          '',
          'A AT nunca envia mensagens com ligações para pagamento nem lhe solicita dados pessoais ou bancários por e-mail.',
          '',
          'Esta mensagem é meramente informativa e não dispensa a consulta do Portal das Finanças. Por favor, não responda a esta mensagem.',
          '',
          'Autoridade Tributária e Aduaneira',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'ELSTER: Benachrichtigung über einen bereitgestellten Steuerbescheid',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Mein ELSTER <noreply@elster.de>',
      to: 'Katrin Müller <katrin.mueller@web.de>',
      subject: 'Ihr Steuerbescheid steht zum Abruf bereit',
      date: 'Thu, 12 Jun 2025 04:17:33 +0200',
      messageId: '20250612041733.118273645.bescheid@elster.de',
      dkim: ['elster.de:elster2024'],
      relay: 'mail-out2.elster.de [193.109.238.62]',
      body: plain(
        [
          'Sehr geehrte Nutzerin, sehr geehrter Nutzer,',
          '',
          'für die Steuernummer 214/5678/1234 wurde ein Bescheid zum Abruf bereitgestellt:',
          '',
          'Bescheid für 2024 über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
          '',
          'Bitte melden Sie sich in Ihrem Benutzerkonto unter https://www.elster.de an, um den Bescheid abzurufen. Der Bescheid gilt am vierten Tag nach der Bereitstellung als bekannt gegeben.',
          '',
          'Diese E-Mail enthält keinen Bescheid und keine Anhänge. Wir fordern Sie niemals per E-Mail zur Eingabe von Zugangsdaten oder Bankdaten auf.',
          '',
          'Mit freundlichen Grüßen',
          'Ihre Steuerverwaltung',
          '',
          'Dies ist eine automatisch erzeugte E-Mail. Bitte antworten Sie nicht darauf.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'impots.gouv.fr : nouveau document dans votre espace particulier',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'Camille Durand <camille.durand@orange.fr>',
      subject: 'Votre avis d’impôt sur le revenu 2025 est disponible',
      date: 'Tue, 29 Jul 2025 06:12:40 +0200',
      messageId: '20250729061240.48211937.espaceparticulier@dgfip.finances.gouv.fr',
      dkim: ['dgfip.finances.gouv.fr:dgfip2024'],
      relay: 'smtp-out.dgfip.finances.gouv.fr [145.242.11.40]',
      body: plain(
        [
          'Madame, Monsieur,',
          '',
          'Votre avis d’impôt sur le revenu 2025 (revenus de 2024) est disponible dans votre espace particulier sur impots.gouv.fr.',
          '',
          'Pour le consulter, connectez-vous à votre espace particulier sur www.impots.gouv.fr, rubrique « Documents ».',
          '',
          'Si vous bénéficiez d’un remboursement, il sera versé automatiquement sur le compte bancaire que vous avez déclaré : vous n’avez aucune démarche à faire.',
          '',
          'La DGFiP ne vous demande jamais vos coordonnées bancaires ou votre mot de passe par courriel.',
          '',
          'Ce message vous a été envoyé automatiquement, merci de ne pas y répondre.',
          '',
          'La Direction générale des Finances publiques',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'ameli : un nouveau message est disponible dans votre compte',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'L’Assurance Maladie <ne_pas_repondre@assurance-maladie.fr>',
      to: 'Camille Durand <camille.durand@orange.fr>',
      subject: 'Un nouveau message est disponible dans votre compte ameli',
      date: 'Thu, 13 Mar 2025 10:02:51 +0100',
      messageId: '20250313100251.7719283.compteameli@assurance-maladie.fr',
      dkim: ['assurance-maladie.fr:cnam1'],
      relay: 'smtp-out1.assurance-maladie.fr [195.25.238.52]',
      body: document(
        [
          { image: 'https://www.ameli.fr/sites/all/themes/ameli/images/logo-assurance-maladie.png', alt: 'l’Assurance Maladie' },
          'Bonjour Camille DURAND,',
          'Un nouveau message de votre caisse d’assurance maladie est disponible dans votre compte ameli, rubrique « Ma messagerie ».',
          'Pour le lire, connectez-vous à votre compte sur [ameli.fr](https://www.ameli.fr) ou sur l’application ameli.',
          {
            small:
              'L’Assurance Maladie ne vous demandera jamais, par courriel ou SMS, vos coordonnées bancaires, votre mot de passe ou le numéro de votre carte Vitale. Ce message est envoyé automatiquement, merci de ne pas y répondre.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'MijnOverheid: nieuw bericht van de Belastingdienst in de Berichtenbox',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'MijnOverheid <noreply@mijnoverheid.nl>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Fri, 28 Feb 2025 07:02:11 +0100',
      messageId: '20250228060211.3318274.berichtenbox@mijnoverheid.nl',
      dkim: ['mijnoverheid.nl:logius1'],
      relay: 'mail.mijnoverheid.nl [145.21.180.12]',
      body: plain(
        [
          'Geachte heer/mevrouw,',
          '',
          'Er staat een nieuw bericht van Belastingdienst in uw Berichtenbox op MijnOverheid.',
          '',
          'Log in met DigiD op mijn.overheid.nl om het bericht te lezen.',
          '',
          'In deze e-mail staan geen links. MijnOverheid vraagt u nooit per e-mail om persoonlijke gegevens of om te betalen.',
          '',
          'Met vriendelijke groet,',
          'MijnOverheid',
          '',
          'Dit is een automatisch verzonden bericht. U kunt niet reageren op deze e-mail.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'DigiD: er is ingelogd met uw DigiD',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'DigiD <noreply@digid.nl>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Melding: er is ingelogd met uw DigiD',
      date: 'Wed, 12 Mar 2025 09:15:02 +0100',
      messageId: '20250312081502.991823.melding@digid.nl',
      dkim: ['digid.nl:logius1'],
      relay: 'mail.digid.nl [145.21.180.31]',
      body: plain(
        [
          'Geachte mevrouw De Vries,',
          '',
          'U heeft op 12 maart 2025 om 09:14 uur ingelogd met uw DigiD bij Belastingdienst.',
          '',
          'Was u dit niet? Wijzig dan direct uw wachtwoord via de DigiD app of op www.digid.nl en neem contact op met de DigiD helpdesk: 088 123 6555.',
          '',
          'Met vriendelijke groet,',
          'DigiD',
          '',
          'Dit bericht is automatisch verzonden. Reageren op deze e-mail is niet mogelijk.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Escritório de advocacia: notificação extrajudicial ao inquilino, nome de exibição “Notificação Judicial” (pt-BR)',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Notificação Judicial - Escritório Silva Advogados <notificacoes@silvaadvogados.adv.br>',
      to: 'Carlos Mendes <carlos.mendes@uol.com.br>',
      subject: 'Notificação extrajudicial – aluguéis em atraso – Rua Augusta 1200, apto 54',
      date: 'Wed, 08 Oct 2025 15:20:41 -0300',
      messageId: '20251008182041.71234@silvaadvogados.adv.br',
      dkim: ['silvaadvogados.adv.br:default'],
      relay: 'smtp.silvaadvogados.adv.br [177.70.110.21]',
      body: plain(
        [
          'Prezado Sr. Carlos Mendes,',
          '',
          'Na qualidade de advogados da locadora, Sra. Regina Prado, notificamos V.Sa. de que constam em aberto os aluguéis de agosto e setembro de 2025 do imóvel da Rua Augusta 1200, apto 54, no valor de R$ 6.400,00, conforme o contrato de locação.',
          '',
          'Solicitamos que entre em contato com nosso escritório pelo telefone (11) 3251-4470 no prazo de 10 dias para tratar da regularização. O pagamento deve ser feito somente na conta da locadora que consta no contrato.',
          '',
          'Atenciosamente,',
          'Dr. Fernando Silva – OAB/SP 187.432',
          'Silva Advogados Associados',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'DGT: nueva notificación en la Dirección Electrónica Vial, acceder con Cl@ve',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DGT - Dirección Electrónica Vial <notificaciones.dev@dgt.es>',
      to: 'Laura Medina <laura.medina.g@gmail.com>',
      subject: 'Tiene una nueva notificación en su Dirección Electrónica Vial',
      date: 'Wed, 21 May 2025 09:02:18 +0200',
      messageId: '20250521070218.DEV.8821334@dgt.es',
      dkim: ['dgt.es:dgt2023'],
      relay: 'smtp2.dgt.es [194.224.50.82]',
      body: plain(
        [
          'Estimado/a ciudadano/a:',
          '',
          'Le informamos de que tiene a su disposición una nueva notificación de la Dirección General de Tráfico en su Dirección Electrónica Vial (DEV).',
          '',
          'Puede consultarla en la sede electrónica de la DGT, https://sede.dgt.gob.es, apartado "Mis notificaciones", identificándose con Cl@ve, certificado digital o DNIe.',
          '',
          'Dispone de 10 días naturales para acceder a ella. Transcurrido ese plazo, la notificación se entenderá practicada.',
          '',
          'La DGT nunca le pedirá el pago de una multa mediante un enlace en un correo electrónico ni en un SMS.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Cita previa DNI: confirmación de la cita en la comisaría de Policía Nacional',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Cita Previa DNI <no-responder@citapreviadnie.es>',
      to: 'Antonio Ruiz <antonio.ruiz.m@hotmail.es>',
      subject: 'Confirmación de cita previa – Expedición/Renovación DNI',
      date: 'Mon, 3 Feb 2025 11:20:45 +0100',
      messageId: '20250203102045.CP.77841@citapreviadnie.es',
      dkim: ['citapreviadnie.es:dnie1'],
      relay: 'smtp.policia.es [195.55.103.14]',
      body: plain(
        [
          'Su cita ha quedado registrada con los siguientes datos:',
          '',
          'Oficina: Comisaría de Policía Nacional – Madrid, Moratalaz (C/ Fuente Carrantona 10)',
          'Fecha y hora: 11/02/2025 a las 10:40',
          'Trámite: Renovación del DNI',
          'Localizador: 7K2Q9',
          '',
          'Acuda con el DNI anterior, una fotografía reciente y el importe de la tasa (12,00 €), que se abona en la propia oficina.',
          '',
          'Si no puede acudir, anule la cita en https://www.citapreviadnie.es para que otra persona pueda utilizarla.',
          '',
          'Ministerio del Interior – Dirección General de la Policía',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'PJe (TJSP): intimação expedida para a advogada, do próprio tjsp.jus.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'PJe TJSP <naoresponda-pje@tjsp.jus.br>',
      to: 'Dra. Fabiana Rocha <fabiana.rocha@rochaadvocacia.adv.br>',
      subject: 'PJe – Intimação – Processo 1004821-37.2025.8.26.0100',
      date: 'Thu, 10 Apr 2025 03:22:15 -0300',
      messageId: '1744266135441.88213@pje.tjsp.jus.br',
      dkim: ['tjsp.jus.br:tjsp1'],
      relay: 'smtp-pje.tjsp.jus.br [200.155.3.42]',
      body: document(
        [
          'Prezado(a) advogado(a),',
          {
            rows: [
              ['Processo', '1004821-37.2025.8.26.0100'],
              ['Classe', 'Procedimento Comum Cível'],
              ['Órgão julgador', '12ª Vara Cível do Foro Central Cível'],
              ['Tipo de comunicação', 'Intimação'],
              ['Prazo', '15 dias'],
            ],
          },
          'Há expediente de intimação disponível no Painel do Advogado. Para tomar ciência, acesse o PJe com seu certificado digital em https://pje.tjsp.jus.br. A ciência será considerada automaticamente após 10 dias corridos.',
          { small: 'Mensagem automática do Processo Judicial Eletrônico – Tribunal de Justiça do Estado de São Paulo. Não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'CAIXA: saque-aniversário do FGTS creditado na conta',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'CAIXA <fgts@caixa.gov.br>',
      to: 'Adriana Silva <adriana.silva.85@gmail.com>',
      subject: 'FGTS: seu saque-aniversário foi creditado',
      date: 'Mon, 3 Mar 2025 08:15:02 -0300',
      messageId: '20250303111502.FGTS.4471882@caixa.gov.br',
      dkim: ['caixa.gov.br:caixa2024'],
      relay: 'smtp-out1.caixa.gov.br [200.201.166.21]',
      body: document(
        [
          'Olá, ADRIANA,',
          'O valor do seu saque-aniversário do FGTS de 2025, R$ 612,40, foi creditado na conta informada no app FGTS em 03/03/2025.',
          'Você pode consultar o extrato pelo aplicativo FGTS ou em https://www.fgts.gov.br.',
          { small: 'A CAIXA não envia links para saque nem pede dados por e-mail, SMS ou WhatsApp. Mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'SNE (Senatran): nova notificação de autuação disponível no app Carteira Digital de Trânsito',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'SNE - Senatran <nao-responda@sne.serpro.gov.br>',
      to: 'Márcia Ferreira <marcia.ferreira.bh@terra.com.br>',
      subject: 'Você recebeu uma notificação de autuação no SNE',
      date: 'Tue, 17 Jun 2025 10:44:29 -0300',
      messageId: '20250617134429.SNE.7712093@sne.serpro.gov.br',
      dkim: ['serpro.gov.br:serpro1'],
      relay: 'mail-sne.serpro.gov.br [161.148.1.63]',
      body: plain(
        [
          'Prezado(a) MARCIA FERREIRA,',
          '',
          'Uma notificação de autuação do veículo de placa RTQ4E21 foi disponibilizada no Sistema de Notificação Eletrônica (SNE).',
          '',
          'Consulte os detalhes e, se quiser, indique o condutor ou apresente defesa pelo aplicativo Carteira Digital de Trânsito (CDT). Pagando pelo SNE até o vencimento, você tem 40% de desconto.',
          '',
          'O Senatran não envia links de pagamento por e-mail. Acesse apenas pelo aplicativo oficial ou por https://www.gov.br/transportes.',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'Portal das Finanças: reembolso de IRS emitido por transferência para o IBAN registado',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Portal das Finanças <nao-responder@at.gov.pt>',
      to: 'Ana Sofia Marques <anasofia.marques@netcabo.pt>',
      subject: 'Reembolso de IRS – Ano 2024',
      date: 'Tue, 6 May 2025 10:12:44 +0100',
      messageId: '20250506091244.IRS.5528813@at.gov.pt',
      dkim: ['at.gov.pt:at2024'],
      relay: 'smtp-out.at.gov.pt [62.28.233.14]',
      body: plain(
        [
          'Exmo.(a) Senhor(a),',
          '',
          'Informamos que foi emitido o reembolso de IRS relativo ao ano de 2024, no montante de 612,35 €, por transferência bancária para o IBAN registado no Portal das Finanças.',
          '',
          'Pode consultar a nota de liquidação em https://www.portaldasfinancas.gov.pt, na área "IRS > Consultar Declaração".',
          '',
          'A AT não envia mensagens a solicitar dados bancários, pagamentos ou credenciais de acesso através de links.',
          '',
          'Autoridade Tributária e Aduaneira',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Onlinewache der Polizei NRW: Eingangsbestätigung einer Strafanzeige wegen Betrugs',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Internetwache Polizei NRW <internetwache@polizei.nrw.de>',
      to: 'Dieter Wolf <dieter.wolf@freenet.de>',
      subject: 'Eingangsbestätigung Ihrer Anzeige – Vorgangsnummer 2025-0530-4471',
      date: 'Fri, 30 May 2025 14:22:36 +0200',
      messageId: '20250530122236.IW.4471@polizei.nrw.de',
      dkim: ['polizei.nrw.de:pol1'],
      relay: 'mx-out.polizei.nrw.de [193.159.118.22]',
      body: plain(
        [
          'Sehr geehrter Herr Wolf,',
          '',
          'Ihre Anzeige ist bei der Internetwache der Polizei Nordrhein-Westfalen eingegangen und wurde unter der Vorgangsnummer 2025-0530-4471 registriert.',
          '',
          'Sie betrifft: Betrug (E-Mail mit angeblicher „Vorladung“ des Bundeskriminalamts).',
          '',
          'Die Anzeige wird an die zuständige Kreispolizeibehörde weitergeleitet. Von dort erhalten Sie gegebenenfalls eine schriftliche Nachricht. Bitte antworten Sie nicht auf diese E-Mail.',
          '',
          'Hinweis: Die Polizei fordert niemals per E-Mail zur Zahlung auf und versendet keine Vorladungen per E-Mail.',
          '',
          'Polizei Nordrhein-Westfalen',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'ANTAI : votre avis de contravention est disponible dans votre espace, depuis antai.gouv.fr',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'ANTAI <ne-pas-repondre@antai.gouv.fr>',
      to: 'Nathalie Bernard <nathalie.bernard@free.fr>',
      subject: 'Un nouvel avis de contravention est disponible',
      date: 'Mon, 10 Mar 2025 06:31:12 +0100',
      messageId: '20250310053112.AC.1184472@antai.gouv.fr',
      dkim: ['antai.gouv.fr:antai1'],
      relay: 'smtp-out.antai.gouv.fr [185.24.184.21]',
      body: plain(
        [
          'Madame, Monsieur,',
          '',
          'Vous avez choisi de recevoir vos avis de contravention par voie électronique. Un nouvel avis concernant le véhicule immatriculé GK-448-TR est disponible dans votre espace personnel sur https://www.antai.gouv.fr.',
          '',
          'Vous pouvez le consulter, désigner le conducteur ou contester en vous connectant avec FranceConnect.',
          '',
          "L'ANTAI ne vous demandera jamais de payer une amende via un lien reçu par SMS ou par courriel : connectez-vous toujours directement à antai.gouv.fr ou amendes.gouv.fr.",
          '',
          'Agence Nationale de Traitement Automatisé des Infractions',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Mon Compte Formation : votre inscription à la formation est confirmée, depuis moncompteformation.gouv.fr',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Mon Compte Formation <ne-pas-repondre@moncompteformation.gouv.fr>',
      to: 'Sébastien Girard <sebastien.girard@sfr.fr>',
      subject: 'Votre inscription est confirmée : Anglais professionnel – TOEIC',
      date: 'Thu, 27 Feb 2025 14:48:03 +0100',
      messageId: '20250227134803.MCF.2241987@moncompteformation.gouv.fr',
      dkim: ['moncompteformation.gouv.fr:mcf1'],
      relay: 'smtp.caissedesdepots.fr [195.25.241.18]',
      body: document(
        [
          'Bonjour Sébastien,',
          "L'organisme de formation a confirmé votre inscription à la formation « Anglais professionnel – préparation au TOEIC », du 17 mars au 30 mai 2025.",
          {
            rows: [
              ['Coût de la formation', '1 290,00 €'],
              ['Pris en charge par vos droits', '1 290,00 €'],
              ['Reste à payer', '0,00 €'],
            ],
          },
          'Vous pouvez suivre votre dossier dans votre espace, en vous connectant avec FranceConnect+ sur https://www.moncompteformation.gouv.fr.',
          { small: 'Caisse des Dépôts. Mon Compte Formation ne vous contacte jamais par téléphone ou par courriel pour vous proposer une formation.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: "Syndic : convocation à l'assemblée générale des copropriétaires avec l'ordre du jour en PDF",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Cabinet Lefort Immobilier <syndic@lefort-immobilier.fr>',
      to: 'Christophe Lambert <christophe.lambert56@orange.fr>',
      subject: 'Convocation – Assemblée générale ordinaire – Résidence Les Tilleuls – 15 avril 2025',
      date: 'Mon, 17 Mar 2025 11:02:19 +0100',
      messageId: '20250317100219.AG.7741@lefort-immobilier.fr',
      dkim: ['lefort-immobilier.fr:s1'],
      relay: 'smtp.lefort-immobilier.fr [91.121.44.18]',
      body: multipart('mixed', [
        plain(
          "Madame, Monsieur,\n\nVous êtes convoqué(e) à l'assemblée générale ordinaire des copropriétaires de la Résidence Les Tilleuls, le mardi 15 avril 2025 à 18h30, salle municipale Jean-Moulin, 4 rue des Écoles, Vannes.\n\nVous avez accepté la notification électronique (article 64-1 du décret du 17 mars 1967) : la convocation, l'ordre du jour, les comptes 2024 et le formulaire de vote par correspondance sont joints en PDF.\n\nSi vous ne pouvez pas être présent, vous pouvez donner pouvoir à un autre copropriétaire ou voter par correspondance.\n\nBien cordialement,\nCabinet Lefort Immobilier – Syndic de copropriété",
        ),
        attachment(
          'Convocation_AG_2025_Les_Tilleuls.pdf',
          'application/pdf',
          textPdf([
            'CABINET LEFORT IMMOBILIER - SYNDIC',
            "Residence Les Tilleuls - Convocation a l'assemblee generale ordinaire",
            'Mardi 15 avril 2025 a 18h30, salle Jean-Moulin, Vannes',
            'Ordre du jour : 1. Approbation des comptes 2024  2. Budget previsionnel 2026',
            '3. Ravalement de facade : devis  4. Renouvellement du mandat du syndic',
          ]),
        ),
      ]),
    }),
  },
  {
    name: 'CJIB: u heeft een nieuw bericht in MijnCJIB, inloggen met DigiD',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'CJIB <noreply@cjib.nl>',
      to: 'Kevin Mulder <kevin.mulder@kpnmail.nl>',
      subject: 'Nieuw bericht van het CJIB',
      date: 'Fri, 23 May 2025 09:11:48 +0200',
      messageId: '20250523071148.MCJ.4488213@cjib.nl',
      dkim: ['cjib.nl:cjib1'],
      relay: 'mail-out.cjib.nl [145.21.180.18]',
      body: plain(
        [
          'Geachte heer Mulder,',
          '',
          'Er staat een nieuw bericht voor u klaar in MijnCJIB. Log in met DigiD op https://www.cjib.nl/mijncjib om het te bekijken.',
          '',
          'Het CJIB stuurt nooit een betaallink per e-mail of sms. Betalen doet u altijd via MijnCJIB of met de gegevens op de acceptgiro.',
          '',
          'Met vriendelijke groet,',
          'Centraal Justitieel Incassobureau',
        ].join('\n'),
      ),
    }),
  },

  // Authorities added to the brand list (knowledge/brands-public.ts), writing from their own
  // domains, and ordinary mail that names them: a lawyer, a union, a newspaper, a town hall.
  {
    name: 'Guardia Civil: acuse de recibo de una denuncia presentada por internet',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Guardia Civil <no-responder@guardiacivil.es>',
      to: 'Marta Gil <marta.gil.r@gmail.com>',
      subject: 'Justificante de presentación de denuncia – Ref. GC-2025-118274',
      date: 'Tue, 8 Apr 2025 17:42:10 +0200',
      messageId: '20250408154210.DEN.118274@guardiacivil.es',
      dkim: ['guardiacivil.es:gc1'],
      relay: 'correo.guardiacivil.es [212.128.66.20]',
      body: plain(
        [
          'Su denuncia por estafa en compra por internet ha sido registrada con la referencia GC-2025-118274.',
          '',
          'Para ratificarla, acuda en el plazo de 72 horas a cualquier puesto de la Guardia Civil con su DNI y esta referencia. Si no la ratifica, la denuncia no surtirá efecto.',
          '',
          'Este correo se envía de forma automática; no lo responda.',
          'Guardia Civil – Ministerio del Interior',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'CJIB: betalingsherinnering voor een verkeersboete, van cjib.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'CJIB <noreply@cjib.nl>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Herinnering: betaal uw verkeersboete vóór 12 juni',
      date: 'Mon, 26 May 2025 09:14:02 +0200',
      messageId: '20250526071402.HR.2025041888@cjib.nl',
      dkim: ['cjib.nl:cjib2024'],
      relay: 'mail.cjib.nl [145.21.170.12]',
      body: document(
        [
          'Geachte mevrouw De Vries,',
          'U heeft op 2 april 2025 een beschikking ontvangen voor een verkeersovertreding (CJIB-nummer 2025 0418 8821). Wij hebben uw betaling nog niet ontvangen.',
          'Betaal € 104 vóór 12 juni 2025. Betaalt u niet op tijd, dan wordt het bedrag verhoogd.',
          { button: 'Betalen op cjib.nl', href: 'https://www.cjib.nl/betalen' },
          { small: 'Centraal Justitieel Incassobureau, Postbus 1794, 8901 CB Leeuwarden.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Mon Compte Formation : confirmation d’inscription à une formation, de moncompteformation.gouv.fr',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Mon Compte Formation <ne-pas-repondre@moncompteformation.gouv.fr>',
      to: 'Sébastien Girard <sebastien.girard@sfr.fr>',
      subject: 'Votre inscription à la formation « Anglais professionnel » est confirmée',
      date: 'Tue, 4 Feb 2025 14:03:51 +0100',
      messageId: '20250204130351.INS.88412@moncompteformation.gouv.fr',
      dkim: ['moncompteformation.gouv.fr:mcf1'],
      relay: 'smtp.caissedesdepots.fr [185.24.84.33]',
      body: document(
        [
          'Bonjour Sébastien,',
          'L’organisme de formation a confirmé votre inscription. La formation débute le 3 mars 2025 ; 1 200 € ont été débités de vos droits CPF.',
          'Vous retrouverez le détail du dossier dans votre espace Mon Compte Formation.',
          {
            small:
              'Mon Compte Formation est un service de la Caisse des Dépôts. Ne communiquez jamais vos identifiants : nous ne vous les demanderons pas par e-mail.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Banco Central do Brasil: relatório do Registrato disponível, de bcb.gov.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Banco Central do Brasil <naoresponda@bcb.gov.br>',
      to: 'Roberto Nunes <roberto.nunes.sp@gmail.com>',
      subject: 'Registrato: seu relatório de chaves Pix está disponível',
      date: 'Wed, 10 Sep 2025 10:22:17 -0300',
      messageId: '20250910132217.REG.55120@bcb.gov.br',
      dkim: ['bcb.gov.br:bcb1'],
      relay: 'smtp.bcb.gov.br [200.218.64.20]',
      body: plain(
        [
          'Prezado(a) cidadão(ã),',
          '',
          'O relatório de chaves Pix que você solicitou no Registrato está disponível por 30 dias. Para consultá-lo, acesse o Registrato pelo portal gov.br.',
          '',
          'O Banco Central não envia links nem pede senhas por e-mail.',
          'Banco Central do Brasil',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'IC3: complaint submitted, with the complaint ID, from ic3.gov',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'FBI IC3 <donotreply@ic3.gov>',
      to: 'Karen Walsh <karen.walsh@comcast.net>',
      subject: 'IC3 Complaint Submitted – I2505061842',
      date: 'Tue, 6 May 2025 18:42:09 -0400',
      messageId: '20250506224209.I2505061842@ic3.gov',
      dkim: ['ic3.gov:ic3'],
      relay: 'mail.ic3.gov [153.31.119.30]',
      body: plain(
        [
          'Thank you for submitting your complaint to the Internet Crime Complaint Center (IC3).',
          '',
          'Complaint ID: I2505061842',
          '',
          'Keep this ID for your records. The IC3 does not contact complainants to ask for payment or personal information.',
          '',
          'Federal Bureau of Investigation – Internet Crime Complaint Center',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Ameli : un nouveau document dans votre compte, connexion avec le numéro de sécurité sociale',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: "l'Assurance Maladie <ne-pas-repondre@ameli.fr>",
      to: 'Gérard Martin <gerard.martin.1959@orange.fr>',
      subject: 'Un nouveau document est disponible dans votre compte ameli',
      date: 'Thu, 6 Nov 2025 07:45:03 +0100',
      messageId: '20251106064503.AM.31877@ameli.fr',
      dkim: ['ameli.fr:ameli'],
      relay: 'mailout3.ameli.fr [160.92.130.33]',
      body: plain(
        [
          'Bonjour,',
          '',
          'Un nouveau document (attestation de paiement des indemnités journalières) est disponible dans votre compte ameli.',
          '',
          'Pour le consulter, connectez-vous sur ameli.fr avec votre numéro de sécurité sociale et votre mot de passe, ou avec FranceConnect.',
          '',
          "L'Assurance Maladie ne vous demande jamais vos coordonnées bancaires par e-mail.",
        ].join('\n'),
      ),
    }),
  },

  {
    // A real recovery lawyer: no promise, fees under the statutory scale, no crypto.
    name: 'Anwaltskanzlei zu einem Anlagebetrug: Strafanzeige, Kontensperrung beantragt, Honorar nach RVG',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Dr. Anna Lorenz <lorenz@kanzlei-lorenz-kapitalmarkt.de>',
      to: 'werner.schaefer57@gmx.net',
      subject: 'Ihr Mandat: Verluste bei der Plattform TradeNova',
      date: 'Tue, 18 Nov 2025 15:20:02 +0100',
      messageId: '<20251118142002.7c1e@kanzlei-lorenz-kapitalmarkt.de>',
      dkim: ['kanzlei-lorenz-kapitalmarkt.de:mail'],
      relay: 'mail.kanzlei-lorenz-kapitalmarkt.de [85.13.150.40]',
      body: plain(
        [
          'Sehr geehrter Herr Schäfer,',
          '',
          'vielen Dank für das Gespräch am Freitag. Wie besprochen haben wir für Sie Strafanzeige erstattet und bei der Empfängerbank beantragt, das Konto zu sperren. Ob eingefrorene Gelder je an Geschädigte zurückfließen, kann niemand versprechen; wir halten Sie über jeden Schritt auf dem Laufenden.',
          'Unser Honorar richtet sich nach dem RVG; die Vergütungsvereinbarung liegt bei. Zahlungen nehmen wir nur per Überweisung auf unser Kanzleikonto entgegen, niemals in Kryptowährung.',
          '',
          'Mit freundlichen Grüßen',
          'Dr. Anna Lorenz',
          'Rechtsanwältin, Fachanwältin für Bank- und Kapitalmarktrecht',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'DUO stuurt de jaarlijkse aflossingsherinnering vanaf duo.nl: betaal binnen 14 dagen, anders volgt een aanmaning',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'DUO <noreply@duo.nl>',
      to: 'sanne.devries@ziggo.nl',
      subject: 'Herinnering: uw maandbedrag studieschuld',
      date: 'Tue, 11 Mar 2025 08:02:19 +0100',
      messageId: '<20250311080219.4471.noreply@duo.nl>',
      dkim: ['duo.nl:s1'],
      relay: 'mail1.duo.nl [145.21.172.11]',
      body: plain(
        [
          'Beste Sanne de Vries,',
          '',
          'Wij hebben uw maandbedrag van februari (€ 82,14) nog niet ontvangen. Betaal binnen 14 dagen via Mijn DUO, anders sturen wij u een aanmaning.',
          '',
          'Log in op duo.nl met DigiD om uw betalingen te bekijken. Wij vragen u nooit per e-mail om uw gegevens.',
          '',
          'Met vriendelijke groet,',
          'Dienst Uitvoering Onderwijs',
        ].join('\n'),
      ),
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
    // The public procurement platform's own subscription alert of a new tender.
    name: 'Plataforma de Contratación del Sector Público: aviso de nueva licitación suscrita',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Plataforma de Contratación del Sector Público <noreply@contrataciondelestado.es>',
      to: 'ofertas@construccionesbarbastro.com',
      subject: 'Nuevas licitaciones de su suscripción: Obras de urbanización',
      date: 'Thu, 22 May 2025 07:00:12 +0200',
      messageId: '1747890012345.2025.suscripcion@contrataciondelestado.es',
      dkim: ['contrataciondelestado.es:default'],
      relay: 'correo.contrataciondelestado.es [193.146.1.81]',
      body: document([
        'Se han publicado nuevas licitaciones que coinciden con su suscripción.',
        {
          rows: [
            ['Expediente', '2025/URB/0418'],
            ['Órgano', 'Ayuntamiento de Barbastro'],
            ['Presentación', 'hasta el 05/06/2025'],
          ],
        },
        '[Ver licitación](https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=Qm7Rk2pT9v)',
      ]),
    }),
  },

  {
    // The court's own summons: the state court writes from its jus.br domain, the hearing by
    // video, and the consequences of not appearing as the law states them.
    name: 'TJSP intima testemunha para audiência por videoconferência, pelo próprio domínio jus.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Tribunal de Justiça de São Paulo <naoresponda@tjsp.jus.br>',
      to: 'marcos.teixeira@uol.com.br',
      subject: 'Intimação de testemunha - Processo 1502231-18.2025.8.26.0050',
      date: 'Tue, 9 Sep 2025 14:20:07 -0300',
      messageId: '20250909172007.1502231@tjsp.jus.br',
      dkim: ['tjsp.jus.br:tjsp'],
      relay: 'smtp2.tjsp.jus.br [200.211.140.12]',
      body: plain(
        'Fórum Criminal da Barra Funda - 12ª Vara Criminal\n\nFica Vossa Senhoria intimado(a) como testemunha para a audiência por videoconferência de 14/10/2025, às 14h00, no processo 1502231-18.2025.8.26.0050. O link da sala virtual será enviado pelo cartório na véspera. O não comparecimento injustificado pode implicar condução coercitiva (art. 455, § 5º, do CPC).\n\nConsulte o processo em https://esaj.tjsp.jus.br/cpopg/open.do\n',
      ),
    }),
  },

  {
    // The state civil police's online station confirms a report the reader filed themselves.
    name: 'Delegacia Eletrônica da Polícia Civil confirma o boletim de ocorrência registrado pelo próprio leitor',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Delegacia Eletrônica - Polícia Civil SP <naoresponda@ssp.sp.gov.br>',
      to: 'juliana.prado@terra.com.br',
      subject: 'Boletim de ocorrência registrado - furto de celular',
      date: 'Wed, 4 Sep 2024 19:12:40 -0300',
      messageId: '20240904221240.BO2024-88213@ssp.sp.gov.br',
      dkim: ['ssp.sp.gov.br:ssp'],
      relay: 'smtp.ssp.sp.gov.br [200.144.31.90]',
      body: plain(
        'Prezada Juliana,\n\nSeu boletim de ocorrência (furto de celular) foi registrado na Delegacia Eletrônica com o número BO-2024-88213. Guarde este número: a seguradora e a operadora vão pedi-lo. A consulta está em https://www.delegaciaonline.sp.gov.br\n\nPolícia Civil do Estado de São Paulo',
      ),
    }),
  },

  {
    // Vortal, a real Portuguese e-procurement platform, notifies an invitation to a procedure.
    name: 'Vortal: convite para apresentar proposta num procedimento, da própria plataforma',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'VORTAL <noreply@vortal.biz>',
      to: 'propostas@construcoesalvarinho.pt',
      subject: 'Convite para o procedimento 118/2025 - Município de Vila Verde',
      date: 'Tue, 11 Mar 2025 09:02:41 +0000',
      messageId: '20250311090241.118-2025@notifications.vortal.biz',
      dkim: ['vortal.biz:s1'],
      relay: 'smtp-out.vortal.biz [198.51.100.95]',
      body: document([
        'Exmos. Senhores,',
        'A entidade Município de Vila Verde convidou a sua empresa para o procedimento 118/2025 – Requalificação da escola EB1. Consulte as peças na sua área de trabalho da plataforma.',
        { button: 'Aceder ao procedimento', href: 'https://community.vortal.biz/PRODPEP/Procedures/118-2025' },
        { small: 'VORTAL – Comércio Electrónico, Consultadoria e Multimédia, S.A.' },
      ]),
    }),
  },

  {
    // Toll Collect's own notice that the month's toll statement is in the customer portal.
    name: 'Toll Collect: Ihre Mautaufstellung für August steht im Kundenportal bereit',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Toll Collect <noreply@toll-collect.de>',
      to: 'dispo@spedition-kramer.de',
      subject: 'Mautaufstellung 08/2025 verfügbar',
      date: 'Wed, 3 Sep 2025 05:40:11 +0200',
      messageId: '20250903034011.771842@mail.toll-collect.de',
      dkim: ['toll-collect.de:tc1'],
      relay: 'mail.toll-collect.de [194.76.232.17]',
      body: document([
        'Sehr geehrte Damen und Herren,',
        'die Mautaufstellung für August 2025 (Kundennummer 771842) steht im Kundenportal bereit. Der Betrag wird wie gewohnt per SEPA-Lastschrift eingezogen.',
        '[Zum Kundenportal](https://kundenportal.toll-collect.de)',
        { small: 'Toll Collect GmbH · Linkstraße 4 · 10785 Berlin' },
      ]),
    }),
  },

  {
    // URSSAF's own notice that a message awaits in the secure account, no link to sign in.
    name: 'URSSAF : un nouveau message est disponible dans votre espace en ligne',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Urssaf <ne-pas-repondre@urssaf.fr>',
      to: 'contact@boulangerie-mercier.fr',
      subject: 'Un nouveau message est disponible dans votre espace',
      date: 'Thu, 6 Mar 2025 10:02:55 +0100',
      messageId: '20250306090255.a81e.notification@urssaf.fr',
      dkim: ['urssaf.fr:urssaf1'],
      relay: 'smtp-out.urssaf.fr [194.5.236.41]',
      body: plain(
        'Bonjour,\n\nUn nouveau message concernant votre compte employeur est disponible dans votre espace en ligne sur urssaf.fr, rubrique Messagerie.\n\nCordialement,\nVotre Urssaf',
      ),
    }),
  },

  {
    // The Correios' real import notice: an international parcel was taxed, pay in the
    // Correios' own "Minhas Importações" after signing in.
    name: 'Correios (real): objeto internacional tributado, pagar em Minhas Importações no site dos Correios',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Correios <naoresponda@correios.com.br>',
      to: 'aline.rocha.mg@gmail.com',
      subject: 'Objeto LB204518822HK aguardando pagamento',
      date: 'Thu, 13 Mar 2025 10:21:09 -0300',
      messageId: '20250313132109.LB204518822HK@correios.com.br',
      dkim: ['correios.com.br:sel1'],
      relay: 'smtp3.correios.com.br [200.252.60.33]',
      body: document(
        [
          'Prezada cliente,',
          'O objeto LB204518822HK, vindo de Hong Kong, foi tributado pela Receita Federal. O pagamento do imposto de importação de R$ 38,72 deve ser feito em Minhas Importações, após acessar com sua conta dos Correios, em até 20 dias.',
          { button: 'Minhas Importações', href: 'https://apps.correios.com.br/portalimportador/' },
          { small: 'Os Correios não enviam links de pagamento por SMS ou WhatsApp. Confira sempre o endereço correios.com.br.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Via Verde's own monthly statement: tolls debited from the account on file.
    name: 'Via Verde: o extrato de agosto está disponível, débito direto na conta associada',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Via Verde <naoresponder@viaverde.pt>',
      to: 'ricardo.pinto71@hotmail.com',
      subject: 'O seu extrato Via Verde de agosto',
      date: 'Wed, 3 Sep 2025 09:05:14 +0100',
      messageId: '20250903080514.4471@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      relay: 'mail-out1.viaverde.pt [195.22.18.41]',
      body: document(
        [
          'Caro cliente,',
          'O seu extrato de agosto já está disponível na área de cliente. O valor de 47,85 € de portagens e estacionamento será debitado na conta associada a 10 de setembro.',
          { button: 'Ver extrato', href: 'https://www.viaverde.pt/particulares/area-cliente/extratos' },
          { small: 'A Via Verde nunca pede pagamentos por SMS nem por e-mail com links para outros sites.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'gov.br: "o e-mail da sua conta foi alterado" from acesso.gov.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'gov.br <naoresponda@acesso.gov.br>',
      to: 'silvia.nascimento@bol.com.br',
      subject: 'Alteração de e-mail na sua conta gov.br',
      date: 'Tue, 16 Sep 2025 14:02:10 -0300',
      messageId: '1758042130412.88412@acesso.gov.br',
      dkim: ['acesso.gov.br:govbr'],
      relay: 'smtp2.acesso.gov.br [161.148.164.32]',
      body: document(
        [
          'Olá, SILVIA,',
          'O e-mail de contato da sua conta gov.br foi alterado em 16/09/2025 às 14:01.',
          'Se foi você, nenhuma ação é necessária. Se não reconhece esta alteração, acesse [gov.br](https://www.gov.br/governodigital/pt-br/conta-gov-br) e altere sua senha. O gov.br não envia links para validar identidade nem pede dados bancários por e-mail.',
          { small: 'Esta é uma mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Correios: "objeto aguardando pagamento, acesse Minhas Importações", from correios.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Correios <naoresponda@correios.com.br>',
      to: 'ana.beatriz.rocha@gmail.com',
      subject: 'Objeto NL884127335BR aguardando pagamento',
      date: 'Tue, 1 Jul 2025 10:20:44 -0300',
      messageId: '1751376044.884127.sro@correios.com.br',
      dkim: ['correios.com.br:correios'],
      relay: 'smtp3.correios.com.br [200.252.60.33]',
      body: document(
        [
          { heading: 'Objeto aguardando pagamento' },
          {
            rows: [
              ['Objeto', 'NL884127335BR'],
              ['Tributos', 'R$ 47,90'],
              ['Prazo', '20 dias corridos'],
            ],
          },
          'Para pagar, acesse Minhas Importações no site dos Correios com o seu login gov.br, ou o app Correios.',
          { button: 'Minhas Importações', href: 'https://apps.correios.com.br/portalimportador/' },
          { small: 'Os Correios não enviam cobranças por SMS ou WhatsApp com links de pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'DEHú: "tiene una notificación disponible de la Agencia Tributaria", sign in with Cl@ve',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DEHú - Dirección Electrónica Habilitada única <noreply.dehu@correo.gob.es>',
      to: 'facturacion@talleresmartin.es',
      subject: 'Aviso de puesta a disposición de notificación',
      date: 'Tue, 20 May 2025 09:05:12 +0200',
      messageId: '1747724712412.88412@correo.gob.es',
      dkim: ['correo.gob.es:sgad'],
      relay: 'smtp-out1.correo.gob.es [194.224.180.33]',
      body: document(
        [
          'Le informamos de que tiene a su disposición una notificación del organismo Agencia Estatal de Administración Tributaria, para el titular TALLERES MARTIN SL.',
          'Puede acceder a ella en la Dirección Electrónica Habilitada única identificándose con certificado electrónico o Cl@ve. Dispone de 10 días naturales.',
          { button: 'Acceder a DEHú', href: 'https://dehu.redsara.es' },
          { small: 'Este correo es meramente informativo y no incluye el contenido de la notificación. No responda a este mensaje.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Ameli: "un nouveau message est disponible dans votre compte", from ameli.fr',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: "l'Assurance Maladie <ne-pas-repondre@info.ameli.fr>",
      to: 'claire.dumont@orange.fr',
      subject: 'Un nouveau message est disponible dans votre compte ameli',
      date: 'Wed, 5 Mar 2025 11:30:02 +0100',
      messageId: '1741170602412.88412@info.ameli.fr',
      dkim: ['info.ameli.fr:cnam'],
      relay: 'smtp-out4.info.ameli.fr [160.92.124.44]',
      body: document(
        [
          'Bonjour Madame DUMONT,',
          "Un nouveau message vous attend dans la messagerie de votre compte ameli. Pour le consulter, connectez-vous à votre compte sur ameli.fr ou sur l'application ameli.",
          "L'Assurance Maladie ne vous demande jamais vos coordonnées bancaires ni votre mot de passe par e-mail.",
          { small: 'Ceci est un message automatique, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'MijnOverheid: "u heeft een nieuw bericht in uw Berichtenbox", no link to log in',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'MijnOverheid <noreply@mijnoverheid.nl>',
      to: 'm.bakker1962@kpnmail.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Tue, 3 Jun 2025 08:30:15 +0200',
      messageId: '1748932215412.77310@mijnoverheid.nl',
      dkim: ['mijnoverheid.nl:logius'],
      relay: 'mailout1.mijnoverheid.nl [145.21.166.21]',
      body: document(
        [
          'Beste heer/mevrouw,',
          'U heeft een nieuw bericht van de Belastingdienst in uw Berichtenbox.',
          'Ga naar MijnOverheid.nl en log in met DigiD om het bericht te lezen. In deze e-mail staan bewust geen links.',
          { small: 'Dit is een automatisch verstuurd bericht van MijnOverheid (Logius).' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'AEAT: "tiene una nueva notificación en la Dirección Electrónica Habilitada" from the DEHú',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'DEHú <notificaciones.dehu@correo.gob.es>',
      to: 'jorge.martin.ruiz@gmail.com',
      subject: 'Tiene una nueva notificación disponible',
      date: 'Wed, 11 Jun 2025 08:12:40 +0200',
      messageId: '1749622360412.77120.dehu@correo.gob.es',
      dkim: ['correo.gob.es:gob'],
      returnPath: 'notificaciones.dehu@correo.gob.es',
      relay: 'smtp-out1.correo.gob.es [185.73.172.21]',
      body: document(
        [
          'Estimado/a ciudadano/a:',
          'Le informamos de que tiene a su disposición una nueva notificación en la Dirección Electrónica Habilitada única (DEHú).',
          {
            rows: [
              ['Organismo emisor', 'Agencia Estatal de Administración Tributaria'],
              ['Concepto', 'Requerimiento de documentación - IRPF 2024'],
              ['Fecha de puesta a disposición', '11/06/2025'],
            ],
          },
          'Para acceder a su contenido debe identificarse en https://dehu.redsara.es con certificado electrónico, DNIe o Cl@ve. Dispone de 10 días naturales para acceder; transcurrido ese plazo, la notificación se entenderá rechazada.',
          { small: 'Este mensaje es meramente informativo. No responda a este correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'gov.br: "nova mensagem na Caixa Postal da Receita (e-CAC)" notice',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Receita Federal <naoresponda@receita.fazenda.gov.br>',
      to: 'carlos.eduardo.souza@uol.com.br',
      subject: 'Você tem uma nova mensagem na Caixa Postal do e-CAC',
      date: 'Mon, 16 Jun 2025 09:00:12 -0300',
      messageId: '20250616120012.88412@receita.fazenda.gov.br',
      dkim: ['receita.fazenda.gov.br:rfb'],
      returnPath: 'naoresponda@receita.fazenda.gov.br',
      relay: 'smtp.serpro.gov.br [161.148.164.31]',
      body: document(
        [
          'Prezado(a) contribuinte,',
          'Há uma nova mensagem disponível na sua Caixa Postal do Centro Virtual de Atendimento (e-CAC), referente à sua declaração do IRPF 2025.',
          'Para ler a mensagem, acesse o e-CAC pelo site da Receita Federal (gov.br/receitafederal) com sua conta gov.br. A Receita Federal não envia links para atualização de dados nem pede senhas por e-mail.',
          { small: 'Esta é uma mensagem automática. Não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Portal das Finanças: "tem uma nova mensagem no e-Balcão / caixa postal eletrónica"',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Portal das Finanças <info@portaldasfinancas.gov.pt>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Portal das Finanças - Nova mensagem',
      date: 'Thu, 5 Jun 2025 10:02:11 +0100',
      messageId: '20250605090211.44120@portaldasfinancas.gov.pt',
      dkim: ['portaldasfinancas.gov.pt:at'],
      returnPath: 'info@portaldasfinancas.gov.pt',
      relay: 'smtp.at.gov.pt [194.65.27.18]',
      body: document(
        [
          'Exmo(a). Senhor(a),',
          'Informamos que se encontra disponível uma nova mensagem na sua área pessoal do Portal das Finanças, relativa à liquidação do IRS de 2024.',
          'Para a consultar, aceda a www.portaldasfinancas.gov.pt e autentique-se com o seu NIF e senha ou com a Chave Móvel Digital. A AT não envia mensagens com links para pagamentos ou reembolsos.',
          { small: 'Autoridade Tributária e Aduaneira. Esta mensagem foi enviada automaticamente, por favor não responda.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Via Verde: "o seu extrato de maio está disponível, débito a 10 de junho"',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Via Verde <extratos@viaverde.pt>',
      to: 'rui.alves.costa@sapo.pt',
      subject: 'O seu extrato Via Verde de maio está disponível',
      date: 'Mon, 2 Jun 2025 07:30:00 +0100',
      messageId: '20250602063000.8841209@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      returnPath: 'bounces@viaverde.pt',
      relay: 'mail.viaverde.pt [213.13.146.88]',
      body: document(
        [
          'Olá, Rui,',
          'O seu extrato do mês de maio já está disponível na área de cliente.',
          {
            rows: [
              ['Portagens', '23,85 €'],
              ['Estacionamento', '4,20 €'],
              ['Total', '28,05 €'],
              ['Débito direto', '10/06/2025'],
            ],
          },
          'O valor será debitado na conta associada ao seu contrato. Não precisa de fazer nada.',
          { button: 'Ver extrato', href: 'https://www.viaverde.pt/particulares/area-cliente/extratos' },
          { small: 'Via Verde Portugal - Gestão de Sistemas Eletrónicos de Cobrança, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'impots.gouv: "un nouveau document est disponible dans votre espace particulier"',
    lang: 'fr',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'p.lefebvre@free.fr',
      subject: 'Un nouveau document est disponible dans votre espace particulier',
      date: 'Thu, 22 May 2025 07:15:44 +0200',
      messageId: '20250522051544.1441202@dgfip.finances.gouv.fr',
      dkim: ['dgfip.finances.gouv.fr:dgfip'],
      returnPath: 'ne-pas-repondre@dgfip.finances.gouv.fr',
      relay: 'smtp-out.finances.gouv.fr [145.242.11.90]',
      body: document(
        [
          'Madame, Monsieur,',
          "Un nouveau document est disponible dans votre espace particulier sur impots.gouv.fr : avis de situation déclarative à l'impôt sur le revenu 2025.",
          'Pour le consulter, connectez-vous à votre espace particulier sur impots.gouv.fr, rubrique « Documents ». La DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel.',
          { small: 'Direction générale des Finances publiques. Ce courriel est envoyé automatiquement, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // ANTAI's real e-mail service for registered drivers: the notice is on the site, no payment link.
    name: 'ANTAI: "un avis de contravention est disponible" from antai.gouv.fr for a registered driver',
    lang: 'fr',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'ANTAI <ne-pas-repondre@antai.gouv.fr>',
      to: 'claire.dubois@orange.fr',
      subject: 'Un avis de contravention est disponible',
      date: 'Tue, 15 Apr 2025 10:04:18 +0200',
      messageId: '20250415080418.ACE.77410092@antai.gouv.fr',
      dkim: ['antai.gouv.fr:antai'],
      returnPath: 'ne-pas-repondre@antai.gouv.fr',
      relay: 'mail.antai.gouv.fr [185.24.186.12]',
      body: document(
        [
          'Madame, Monsieur,',
          'Conformément à votre choix de recevoir vos avis de contravention par voie électronique, un avis concernant le véhicule immatriculé GH-412-KT est disponible dans votre espace sur antai.gouv.fr.',
          "Vous pouvez consulter l'avis et, le cas échéant, le payer ou le contester depuis votre espace, ou par les moyens indiqués sur l'avis.",
          { small: 'Agence Nationale de Traitement Automatisé des Infractions. Ne répondez pas à ce message.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'MijnOverheid: "u heeft een nieuw bericht in uw Berichtenbox"',
    lang: 'nl',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'MijnOverheid <noreply@mijnoverheid.nl>',
      to: 'sanne.devries@ziggo.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Thu, 13 Mar 2025 06:30:12 +0100',
      messageId: '20250313053012.88412099@mijnoverheid.nl',
      dkim: ['mijnoverheid.nl:logius'],
      returnPath: 'noreply@mijnoverheid.nl',
      relay: 'mail.logius.nl [145.21.166.40]',
      body: document(
        [
          'Geachte heer/mevrouw,',
          'U heeft een nieuw bericht ontvangen in uw Berichtenbox van het Centraal Justitieel Incassobureau (CJIB).',
          'Log in op MijnOverheid.nl met DigiD om het bericht te lezen. In deze e-mail staan nooit links om in te loggen of te betalen.',
          { small: 'MijnOverheid is een dienst van Logius, ministerie van Binnenlandse Zaken en Koninkrijksrelaties.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // The court's own push service, from its own jus.br domain.
    name: 'TJSP\'s own PJe Push "o processo a seguir sofreu movimentação" from tjsp.jus.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'PJe Push TJSP <pje.push@tjsp.jus.br>',
      to: 'rafael.lima@lima-advocacia.adv.br',
      subject: 'PJe Push - Movimentação processual 1019852-74.2022.8.26.0100',
      date: 'Wed, 1 Feb 2023 09:12:31 -0300',
      messageId: '20230201121231.4417@tjsp.jus.br',
      dkim: ['tjsp.jus.br:default'],
      relay: 'smtp2.tjsp.jus.br [200.144.19.40]',
      body: document(
        [
          { heading: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'PJe Push - Serviço de Acompanhamento automático de processos',
          'Prezado(a), informamos que o processo a seguir sofreu movimentação:',
          {
            rows: [
              ['Número do Processo', '1019852-74.2022.8.26.0100'],
              ['Classe Judicial', 'PROCEDIMENTO COMUM CÍVEL'],
              ['Movimento', 'Juntada de petição'],
            ],
          },
          { small: 'ATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // E-ZPass New York's own toll bill: an unpaid balance, a due date and a violation fee, from its signed domain.
    name: 'E-ZPass New York: "you have an unpaid toll balance of $12.40, pay by June 30 to avoid a violation fee" from e-zpassny.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'E-ZPass New York <noreply@e-zpassny.com>',
      to: 'k.donnelly@optonline.net',
      subject: 'Your E-ZPass New York statement',
      date: 'Mon, 9 Jun 2025 14:20:00 -0400',
      messageId: '20250609182000.55120@e-zpassny.com',
      dkim: ['e-zpassny.com:s2025'],
      relay: 'mta2.e-zpassny.com [198.51.100.77]',
      body: document([
        { heading: 'E-ZPass New York Customer Service Center' },
        'Your tag was not read at the Verrazzano-Narrows Bridge on June 2 and the tolls were billed to your account by plate. You have an unpaid toll balance of $12.40. Please pay by June 30 to avoid a $5.00 violation fee; to pay, sign in to your account at e-zpassny.com or call the number on the back of your tag.',
        { small: 'E-ZPass New York Customer Service Center, P.O. Box 15186, Albany, NY 12212-5186' },
      ]),
    }),
  },

  {
    // Via Verde's own notice of tolls on a plate without a device, from its signed domain.
    name: 'Via Verde: "tem portagens por pagar de 4,10 €, pague até dia 20 para evitar custos administrativos" from viaverde.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Via Verde <naoresponder@viaverde.pt>',
      to: 'ana.mendes.lx@gmail.com',
      subject: 'Portagens por pagar - matrícula 42-XT-19',
      date: 'Tue, 10 Jun 2025 09:30:00 +0100',
      messageId: '20250610083000.88412@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      relay: 'mail.viaverde.pt [198.51.100.203]',
      body: document(
        [
          'Olá Ana,',
          'A sua matrícula 42-XT-19 passou na A22 sem identificador a 3 de junho. Tem portagens por pagar no valor de 4,10 €. Pague até dia 20 de junho na App Via Verde ou em viaverde.pt para evitar custos administrativos.',
          { small: 'Via Verde Portugal - Gestão de Sistemas Eletrónicos de Cobrança, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // A court e-filing system's "filing accepted" notice with a link to the court record.
    name: 'Court e-filing: "Envelope 98123456 accepted" from efiletexas.gov with the file-stamped copy link',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'eFileTexas <no-reply@efiletexas.gov>',
      to: 'paralegal@garzaandreyeslaw.com',
      subject: 'Filing Accepted for Case: 2025-CI-10472; Harmon vs. Lakeview Properties LLC; Envelope Number: 98123456',
      date: 'Thu, 4 Sep 2025 15:22:48 -0500',
      messageId: '98123456.accepted.20250904202248@efiletexas.gov',
      dkim: ['efiletexas.gov:selector1'],
      relay: 'mail1.tylerhost.net [198.51.100.10]',
      body: document([
        { heading: 'Filing Accepted' },
        'The filing below has been reviewed and accepted by the clerk.',
        {
          rows: [
            ['Case Number', '2025-CI-10472'],
            ['Case Style', 'Harmon vs. Lakeview Properties LLC'],
            ['Court', 'Bexar County - District Clerk'],
            ['Envelope Number', '98123456'],
            ['Filing Type', 'EFileAndServe'],
            ['Document', "Plaintiff's First Amended Petition"],
          ],
        },
        'The file-stamped copy is available for 30 days:',
        { button: 'Download Document', href: 'https://efiletexas.gov/ViewDocuments.aspx?FID=7c1e2a9b-4d3f-4b8e-9a1c-2e3f4a5b6c7d' },
        { small: 'This is an automated notification from eFileTexas.gov. Please do not reply to this email.' },
      ]),
    }),
  },

  {
    // DEHú's "nueva notificación" notice: it says where to read it, no link to sign in.
    name: 'DEHú "tiene una nueva notificación de la Agencia Tributaria" con enlace a la sede oficial',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Dirección Electrónica Habilitada única <no-reply@dehu.redsara.es>',
      to: 'lucia.fernandez@yahoo.es',
      subject: 'Aviso de puesta a disposición de notificación',
      date: 'Mon, 12 May 2025 09:15:41 +0200',
      messageId: '20250512071541.DEHU.88412@dehu.redsara.es',
      dkim: ['redsara.es:dehu'],
      relay: 'smtp.redsara.es [195.57.102.27]',
      body: plain(
        'Estimado/a ciudadano/a:\n\nLe informamos de que tiene a su disposición una notificación del organismo Agencia Estatal de Administración Tributaria en la Dirección Electrónica Habilitada única (DEHú).\n\nPuede acceder a ella con certificado electrónico, DNIe o Cl@ve en https://dehu.redsara.es\n\nDispone de 10 días naturales desde la puesta a disposición para acceder al contenido. Transcurrido dicho plazo, la notificación se entenderá rechazada.\n\nEste mensaje es meramente informativo y no requiere respuesta.',
      ),
    }),
  },
  {
    // Portal das Finanças: IRS refund issued, read in the portal.
    name: 'Portal das Finanças "reembolso de IRS emitido" do domínio da AT',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Portal das Finanças <naoresponder@at.gov.pt>',
      to: 'ines.carvalho@sapo.pt',
      subject: 'IRS 2024 - Reembolso emitido',
      date: 'Tue, 10 Jun 2025 11:22:09 +0100',
      messageId: '20250610102209.irs.771204@at.gov.pt',
      dkim: ['at.gov.pt:at2024'],
      relay: 'smtp-out.at.gov.pt [193.137.142.10]',
      body: plain(
        'Caro(a) contribuinte,\n\nInformamos que foi emitido o reembolso relativo à sua declaração de IRS do ano 2024, no valor de 412,36 €, para o IBAN registado no Portal das Finanças.\n\nPode consultar a liquidação em Portal das Finanças > IRS > Consultar Declaração.\n\nA AT nunca solicita dados de cartões bancários nem envia links para pagamentos por correio eletrónico.\n\nAutoridade Tributária e Aduaneira',
      ),
    }),
  },

  {
    // ELSTER's own "Bescheid zum Abruf bereit" notice.
    name: 'ELSTER "Ihr Steuerbescheid steht zum Abruf bereit" von elster.de',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'ELSTER <noreply@elster.de>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Neue Nachricht in Mein ELSTER: Bescheid zur Einkommensteuer 2024',
      date: 'Fri, 10 Oct 2025 06:30:00 +0200',
      messageId: '20251010043000.bescheid.22910@elster.de',
      dkim: ['elster.de:elster'],
      relay: 'mail.elster.de [193.109.238.41]',
      body: plain(
        'Sehr geehrte Nutzerin, sehr geehrter Nutzer,\n\nin Ihrem Benutzerkonto bei Mein ELSTER liegt eine neue Nachricht für Sie bereit: Bescheid über Einkommensteuer 2024.\n\nBitte melden Sie sich unter https://www.elster.de an, um den Bescheid abzurufen.\n\nDiese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.\n\nIhr ELSTER-Team',
      ),
    }),
  },
  {
    // impots.gouv's own "avis disponible" notice.
    name: 'impots.gouv "Votre avis d\'impôt sur les revenus 2024 est disponible" sans lien de paiement',
    lang: 'fr',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'nathalie.girard@orange.fr',
      subject: "Votre avis d'impôt sur les revenus 2024 est disponible",
      date: 'Fri, 25 Jul 2025 06:00:00 +0200',
      messageId: '20250725040000.avis.5512@dgfip.finances.gouv.fr',
      dkim: ['dgfip.finances.gouv.fr:dgfip1'],
      relay: 'smtp-out.dgfip.finances.gouv.fr [145.242.11.20]',
      body: plain(
        "Madame, Monsieur,\n\nVotre avis d'impôt sur les revenus 2024 est disponible dans votre espace particulier sur impots.gouv.fr, rubrique Documents.\n\nSi un remboursement vous est dû, il sera versé automatiquement sur le compte bancaire enregistré. Aucune démarche n'est nécessaire.\n\nLa DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel ou SMS.\n\nVotre centre des Finances publiques",
      ),
    }),
  },
  {
    // MijnOverheid's own "nieuw bericht in uw Berichtenbox" notice.
    name: 'MijnOverheid "U heeft een nieuw bericht in uw Berichtenbox" van de Belastingdienst',
    lang: 'nl',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'MijnOverheid <noreply@mijn.overheid.nl>',
      to: 'm.jansen@kpnmail.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Tue, 26 Aug 2025 08:00:12 +0200',
      messageId: '20250826060012.berichtenbox.77120@mijn.overheid.nl',
      dkim: ['mijn.overheid.nl:logius'],
      relay: 'mail.mijn.overheid.nl [145.21.167.10]',
      body: plain(
        'Geachte heer/mevrouw,\n\nU heeft een nieuw bericht van Belastingdienst in uw Berichtenbox op MijnOverheid.\n\nLog in met DigiD op mijn.overheid.nl om het bericht te lezen.\n\nIn deze e-mail staan nooit links naar een inlogpagina. Twijfelt u? Ga dan zelf naar mijn.overheid.nl.\n\nMet vriendelijke groet,\nMijnOverheid',
      ),
    }),
  },

  {
    name: 'HMRC "you have a tax refund, claim it in your personal tax account" from its signed hmrc.gov.uk',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'HM Revenue & Customs <noreply@notifications.hmrc.gov.uk>',
      to: 'gareth.pryce@btinternet.com',
      subject: 'You have a tax refund',
      date: 'Thu, 4 Sep 2025 09:12:40 +0100',
      messageId: '0102019915d2c4e8-hmrc-refund@notifications.hmrc.gov.uk',
      dkim: ['notifications.hmrc.gov.uk:hmrc2024'],
      relay: 'a27-18.smtp-out.eu-west-2.amazonses.com [23.251.233.18]',
      body: document(
        [
          { heading: 'HM Revenue & Customs' },
          'Dear Gareth Pryce,',
          'We have worked out that you paid too much tax in the 2024 to 2025 tax year. You are due a tax refund of £428.50.',
          'To claim your refund, sign in to your personal tax account on GOV.UK. Search for "personal tax account" on GOV.UK. We do not send links in emails about refunds.',
          { small: 'HM Revenue and Customs will never ask you to give personal or payment information by email. This is an automated message: do not reply.' },
        ],
        { lang: 'en-GB' },
      ),
    }),
  },
];
