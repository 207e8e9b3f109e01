// Phishing and fraud in the name of banks and payment apps: blocked cards, new devices,
// PIX, Bizum, Zelle, PayPal (lures bank, payment-app).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { textPdf } from './formats-builders.ts';
import {
  attachment,
  type AuthOutcome,
  brevoHeaders,
  document,
  inlinePng,
  LIST_UNSUBSCRIBE_POST,
  mail,
  multipart,
  OUTLOOK_AM6_104,
  plain,
  qrPngScale5,
  sendgridHeaders,
  SPOOFED,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

/** ActiveCampaign's click tracker: the destination travels base64-encoded in redirectUrl. */
function activeCampaignLink(account: string, destination: string): string {
  return `https://${account}.lt.acemlnb.com/Prod/link-tracker?redirectUrl=${encodeURIComponent(Buffer.from(destination).toString('base64'))}&sig=7mQx2Lr9Tn4Vb1Kc8Zp3Wy6Hd5Fj0As&iat=1730112044&a=%7C%7C1001188%7C%7C&account=${account}%2Eactivehosted%2Ecom&email=Qk7vX1m2N3b4V5c6&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&i=47A61A2A311`;
}

/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
const SPOOFED_SPF_PASS: AuthOutcome = { dkim: 'none', spf: 'pass', dmarc: 'fail' };

export const BANK_AND_PAYMENT_CASES: readonly PhishingCase[] = [
  {
    name: 'Santander: tarjeta bloqueada por seguridad, remitente falsificado',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Santander <avisos@gruposantander.es>',
      to: 'Antonio Ruiz <antonio.ruiz.m@hotmail.es>',
      subject: 'Aviso de seguridad: su tarjeta ha sido bloqueada temporalmente',
      date: 'Thu, 23 Jan 2025 07:15:02 +0100',
      messageId: 'a71c4e9f02b3d@mail-relay.example.net',
      returnPath: 'apache@mail-relay.example.net',
      relay: 'mail-relay.example.net [192.0.2.88]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Su tarjeta ha sido bloqueada' },
          'Estimado cliente:',
          'Hemos detectado un intento de acceso no autorizado a su banca online desde un dispositivo no reconocido. Por su seguridad, hemos bloqueado temporalmente su tarjeta y el acceso a su cuenta.',
          'Para desbloquearla, debe verificar su identidad introduciendo su DNI, clave de acceso y el código que recibirá por SMS. Si no lo hace en 24 horas, su cuenta quedará suspendida.',
          { button: 'Verificar identidad', href: 'https://santander-verificacion-clientes.com/es/acceso' },
          { small: 'Banco Santander, S.A. Nunca le pediremos sus claves por correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Bizum: "tienes un pago pendiente de aceptar" que pide la clave de la banca',
    lang: 'es',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Bizum <info@bizum-pagos.online>',
      to: 'laura.perez.g@gmail.com',
      subject: 'Has recibido un Bizum de 245,00 € pendiente de aceptar',
      date: 'Sat, 8 Mar 2025 18:42:30 +0100',
      messageId: 'bz.1741455750.8f2c@bizum-pagos.online',
      dkim: ['bizum-pagos.online:mail'],
      relay: 'mx.bizum-pagos.online [203.0.113.34]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Tienes un Bizum pendiente' },
          'Hola Laura,',
          'Has recibido un Bizum de 245,00 € de ALBERTO G. con el concepto "Devolución fianza piso". Para recibir el dinero en tu cuenta debes aceptar la operación antes de 24 horas.',
          'Para aceptar, selecciona tu banco e introduce tus datos de acceso y la clave de firma que recibirás por SMS.',
          { button: 'Aceptar Bizum', href: 'https://bizum-pagos.online/aceptar?op=245-00-ALBG' },
          { small: 'Bizum S.L. Si no reconoces esta operación, ignora este mensaje.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Boleto falso de renegociação de dívida em PDF, acordo com desconto',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Central de Acordos <acordos@feirao-limpanome.online>',
      to: 'Roberto Santos <roberto.santos.78@hotmail.com>',
      subject: 'Roberto, sua proposta de acordo com 92% de desconto vence hoje',
      date: 'Thu, 20 Mar 2025 09:14:05 -0300',
      messageId: 'acordo.20250320091405.b2e7@feirao-limpanome.online',
      dkim: ['feirao-limpanome.online:s1'],
      relay: 'smtp.feirao-limpanome.online [203.0.113.187]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        document(
          [
            { heading: 'Limpe seu nome hoje' },
            'Olá, Roberto.',
            'Identificamos uma dívida em seu CPF no valor de R$ 4.812,33 registrada no Serasa. Preparamos uma proposta exclusiva de quitação com 92% de desconto: pague apenas R$ 384,98 à vista no boleto anexo e seu nome será retirado dos órgãos de proteção ao crédito em até 5 dias úteis.',
            {
              rows: [
                ['Valor original', 'R$ 4.812,33'],
                ['Valor do acordo', 'R$ 384,98'],
                ['Vencimento', '20/03/2025'],
              ],
            },
            'Se preferir, pague com Pix usando a chave aleatória 7c1e94b0-d2a8-4f6c-9e3b-51d0a8f2c7e4.',
            { small: 'Central de Acordos — Feirão Limpa Nome 2025.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Boleto_Acordo_Roberto_Santos.pdf',
          'application/pdf',
          textPdf([
            'Banco Inter S.A. 077-9',
            '07790.00116 12345.678901 23456.789012 3 99870000038498',
            'Beneficiario: RS COBRANCAS E SERVICOS LTDA',
            'Pagador: ROBERTO SANTOS',
            'Vencimento: 20/03/2025   Valor: R$ 384,98',
            'Acordo Serasa - quitacao de divida',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Itaú: token expirado, cartão bloqueado, atualizar no link',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Itaú Unibanco <comunicado@itau-seguranca-digital.com>',
      to: 'Cláudia Ferreira <claudia.ferreira@terra.com.br>',
      subject: 'Itaú: seu iToken expirou e seu cartão foi bloqueado preventivamente',
      date: 'Fri, 9 Aug 2024 07:58:21 -0300',
      messageId: '0b7e2c9a4f1d@itau-seguranca-digital.com',
      dkim: ['itau-seguranca-digital.com:default'],
      relay: 'mail.itau-seguranca-digital.com [198.51.100.57]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Atualização obrigatória do iToken' },
          'Prezada cliente,',
          'Seu dispositivo de segurança iToken expirou. Por medida de segurança, seu cartão e o acesso ao internet banking foram bloqueados preventivamente. Para reativar, atualize seu iToken informando agência, conta, senha eletrônica e senha do cartão.',
          'A atualização deve ser feita em até 24 horas para evitar o cancelamento definitivo.',
          { button: 'Atualizar iToken', href: 'https://itau-seguranca-digital.com/atualizacao/itoken' },
          { small: 'Itaú Unibanco S.A. Este é um e-mail automático.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Detran: multa de trânsito com desconto de 40% se paga hoje pelo link',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DETRAN-SP <notificacao@detran-sp-multas.info>',
      to: 'Paulo Henrique <paulo.henrique.oliveira@gmail.com>',
      subject: 'Notificação de Autuação - Infração de trânsito pendente AIT 5F7283941',
      date: 'Thu, 6 Mar 2025 13:27:02 -0300',
      messageId: 'ait.5F7283941.1741278422@detran-sp-multas.info',
      dkim: ['detran-sp-multas.info:s1'],
      relay: 'mail.detran-sp-multas.info [203.0.113.219]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Notificação de Autuação' },
          'Consta uma infração de trânsito pendente vinculada ao seu CPF: excesso de velocidade em até 20% (Art. 218, I, CTB), registrada em 02/03/2025 na Rod. dos Bandeirantes, km 47.',
          {
            rows: [
              ['AIT', '5F7283941'],
              ['Valor', 'R$ 130,16'],
              ['Com desconto (40%)', 'R$ 78,10'],
            ],
          },
          'Pague hoje via Pix com 40% de desconto pelo Sistema de Notificação Eletrônica. Após o vencimento, serão somados juros e pontos na CNH, e o veículo poderá ser apreendido em blitz.',
          { button: 'Consultar e pagar multa', href: 'https://detran-sp-multas.info/sne/consulta?ait=5F7283941' },
          { small: 'Departamento Estadual de Trânsito de São Paulo.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'MB WAY: pedido de dinheiro a aceitar com o PIN e o código do cartão',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'MB WAY <info@mbway-sibs-pt.online>',
      to: 'joana.pinto84@hotmail.com',
      subject: 'MB WAY: tem 150,00 € por receber',
      date: 'Sat, 22 Feb 2025 15:33:09 +0000',
      messageId: 'mbw.1740238389.2d7f@mbway-sibs-pt.online',
      dkim: ['mbway-sibs-pt.online:mail'],
      relay: 'smtp.mbway-sibs-pt.online [203.0.113.70]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Tem dinheiro por receber' },
          'Olá Joana,',
          'Recebeu uma transferência MB WAY de 150,00 € enviada por CARLOS M. (OLX - venda artigo). Para que o valor seja creditado, tem de aceitar a operação e associar o seu cartão ao serviço.',
          'Introduza o número do cartão, a validade, o código de segurança e o PIN MB WAY na página segura.',
          { button: 'Receber 150,00 €', href: 'https://mbway-sibs-pt.online/receber?ref=OLX-150' },
          { small: 'MB WAY é um serviço SIBS. Não partilhe o seu PIN.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Caixa Geral de Depósitos: acesso Caixadirecta bloqueado',
    lang: 'pt-PT',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Caixa Geral de Depósitos <caixadirecta@cgd-clientes-pt.com>',
      to: 'Manuel Sousa <manuel.sousa1955@sapo.pt>',
      subject: 'O seu acesso ao Caixadirecta foi bloqueado',
      date: 'Mon, 3 Mar 2025 08:12:27 +0000',
      messageId: 'cgd.20250303081227.7aa1@cgd-clientes-pt.com',
      dkim: ['cgd-clientes-pt.com:s1'],
      relay: 'mail.cgd-clientes-pt.com [198.51.100.118]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Acesso bloqueado' },
          'Estimado cliente,',
          'Por motivos de segurança, o seu acesso ao serviço Caixadirecta foi bloqueado após várias tentativas de acesso inválidas. Para desbloquear, valide os seus dados e o código do cartão matriz.',
          'Se não validar nas próximas 24 horas, a sua conta será suspensa.',
          { button: 'Desbloquear acesso', href: 'https://cgd-clientes-pt.com/caixadirecta/validar' },
          { small: 'Caixa Geral de Depósitos, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Via Verde: portagens em atraso, pagar 3,65 € antes da coima',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Via Verde <avisos@viaverde-portagens.click>',
      to: 'tiago.almeida@netcabo.pt',
      subject: 'Aviso: portagens por pagar - evite a coima',
      date: 'Wed, 30 Apr 2025 18:05:44 +0100',
      messageId: 'vv.1746032744.51be@viaverde-portagens.click',
      dkim: ['viaverde-portagens.click:default'],
      relay: 'mta.viaverde-portagens.click [203.0.113.28]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Portagens por pagar' },
          'Caro cliente,',
          'Registámos passagens na A22 com o seu veículo sem pagamento associado. O valor em dívida é de 3,65 €. Se o pagamento não for efetuado em 48 horas, será instaurado um processo de contraordenação com coima mínima de 25 €.',
          { button: 'Pagar portagens', href: 'https://viaverde-portagens.click/pagamento' },
          { small: 'Via Verde Portugal.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Sparkasse: pushTAN-Verfahren muss aktualisiert werden',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Sparkasse <service@sparkasse.de>',
      to: 'Jürgen Hoffmann <j.hoffmann@t-online.de>',
      subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
      date: 'Tue, 11 Feb 2025 07:30:55 +0100',
      messageId: '4d7b1a9e2c3f@relay-host.example.org',
      returnPath: 'info@relay-host.example.org',
      relay: 'relay-host.example.org [192.0.2.33]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Aktualisierung des pushTAN-Verfahrens' },
          'Sehr geehrter Kunde,',
          'aufgrund neuer gesetzlicher Sicherheitsrichtlinien (PSD2) muss Ihr pushTAN-Verfahren bis zum 14.02.2025 neu registriert werden. Ohne Aktualisierung wird Ihr Online-Banking-Zugang aus Sicherheitsgründen eingeschränkt.',
          'Die Aktualisierung dauert nur wenige Minuten. Halten Sie Ihre Anmeldedaten und Ihre Sparkassen-Card bereit.',
          { button: 'Jetzt aktualisieren', href: 'https://sparkasse-pushtan-update.com/de/login' },
          { small: 'Ihre Sparkasse. Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Crédit Agricole : opération à valider via Sécuripass, sinon carte suspendue',
    lang: 'fr',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Crédit Agricole <alerte@ca-securipass-client.com>',
      to: 'Jean-Marc Dubois <jm.dubois@wanadoo.fr>',
      subject: 'Alerte sécurité : votre carte bancaire a été suspendue',
      date: 'Fri, 7 Mar 2025 19:22:16 +0100',
      messageId: 'ca.1741371736.9d3a@ca-securipass-client.com',
      dkim: ['ca-securipass-client.com:default'],
      relay: 'mail.ca-securipass-client.com [198.51.100.198]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Votre carte bancaire a été suspendue' },
          'Cher client,',
          'Une opération inhabituelle de 849,90 € a été détectée sur votre carte. Par mesure de sécurité, votre carte a été suspendue. Pour la réactiver, vous devez confirmer votre identité et réactiver votre service Sécuripass.',
          { button: 'Réactiver ma carte', href: 'https://ca-securipass-client.com/particulier/reactivation' },
          'Sans validation sous 24 heures, votre accès à la banque en ligne sera bloqué.',
          { small: 'Crédit Agricole — Service client.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Tikkie-betaalverzoek van € 0,01 om het rekeningnummer te "verifiëren"',
    lang: 'nl',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Tikkie <betaalverzoek@tikkie-betalen.click>',
      to: 'lisa.bakker@gmail.com',
      subject: 'Marktplaats: verifieer je rekening om € 85,00 te ontvangen',
      date: 'Sun, 9 Mar 2025 13:54:27 +0100',
      messageId: 'tk.1741524867.f11c@tikkie-betalen.click',
      dkim: ['tikkie-betalen.click:s1'],
      relay: 'smtp.tikkie-betalen.click [203.0.113.230]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Je hebt een betaling van € 85,00 klaarstaan' },
          'Hoi Lisa,',
          'De koper van je advertentie "Kinderfiets 20 inch" heeft € 85,00 betaald via Marktplaats Gelijk Oversteken. Om het bedrag op je rekening te ontvangen, moet je eenmalig je rekening verifiëren met een betaling van € 0,01 via iDEAL.',
          { button: 'Verifieer en ontvang € 85,00', href: 'https://tikkie-betalen.click/verify/85-00' },
          { small: 'Tikkie is een dienst van ABN AMRO Bank N.V.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'ING: betaalpas verloopt, vraag een nieuwe aan en stuur de oude op',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ING <klantenservice@ing-pasvervanging.com>',
      to: 'Henk van Dijk <henk.vandijk@planet.nl>',
      subject: 'Uw betaalpas verloopt binnenkort - vraag direct een nieuwe aan',
      date: 'Wed, 15 Jan 2025 08:19:50 +0100',
      messageId: 'ing.20250115081950.6c0e@ing-pasvervanging.com',
      dkim: ['ing-pasvervanging.com:default'],
      relay: 'mail.ing-pasvervanging.com [198.51.100.231]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Uw betaalpas verloopt' },
          'Geachte heer Van Dijk,',
          'Uw huidige betaalpas verloopt aan het einde van deze maand. Vanwege de nieuwe veiligheidseisen wordt uw nieuwe pas niet automatisch verstuurd. Vraag uw nieuwe betaalpas vóór 20 januari aan via onderstaande link; daarna wordt uw rekening tijdelijk geblokkeerd.',
          { button: 'Nieuwe betaalpas aanvragen', href: 'https://ing-pasvervanging.com/particulier/betaalpas' },
          'Na de aanvraag komt een koerier uw oude pas ophalen.',
          { small: 'ING Bank N.V. Dit is een automatisch bericht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // A reform company's Brevo account, hijacked: Brevo signs, the list headers and the
    // company's footer are real, the display name and the text are BBVA's.
    name: 'BBVA: "tarjeta restringida" enviada desde la cuenta de Brevo secuestrada de una empresa de reformas',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'BBVA <info@reformasalcazar.es>',
      to: 'Pedro Sánchez Gil <pedro.sanchezgil@yahoo.es>',
      subject: 'Su tarjeta ha sido restringida temporalmente',
      date: 'Fri, 7 Mar 2025 19:30:00 +0000',
      messageId: '202503071930.27381946102@smtp-relay.mailin.fr',
      dkim: ['reformasalcazar.es:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-227381946-pedro.sanchezgil=yahoo.es@sendibt3.com',
      relay: 'ixqplzt.r.sendibt3.com [77.32.148.33]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/3Ux7Kq2Lm9Rz5Nw/Jt8Vb1Xc4>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 27',
        'X-Mailin-Client: 2738194',
        'Feedback-ID: 77.32.148.33:2738194_-1:2738194:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Aviso de seguridad' },
          'Estimado cliente:',
          'Hemos detectado un intento de pago no habitual con su tarjeta y, por su seguridad, la hemos restringido temporalmente. Para reactivarla debe confirmar su identidad y sus datos de acceso antes de 24 horas. Si no lo hace, la tarjeta quedará cancelada.',
          { button: 'Confirmar identidad', href: 'https://r.sendibt3.com/mk/cl/f/sh/3Ux7Kq2Lm9Rz5Nw/Qa6Ws3Ed8' },
          'Gracias por confiar en BBVA.',
          {
            small:
              'Recibe este correo porque es cliente o ha solicitado presupuesto a Reformas Alcázar S.L., C/ Toledo 44, 13600 Alcázar de San Juan. [Darse de baja](https://r.sendibt3.com/mk/un/v2/sh/3Ux7Kq2Lm9Rz5Nw/Jt8Vb1Xc4)',
          },
        ],
        { lang: 'es', preheader: 'Confirme su identidad en 24 horas' },
      ),
    }),
  },

  {
    name: 'Pix "retido por segurança": confirmar a chave e o código do app para receber R$ 1.250,00',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Pix - Banco Central <pix@bcb-pix-seguranca.com>',
      to: 'Roberto Nunes <roberto.nunes.sp@gmail.com>',
      subject: 'Você recebeu um Pix de R$ 1.250,00 – retido para confirmação',
      date: 'Fri, 22 Aug 2025 18:20:14 -0300',
      messageId: '1755897614.52c1@bcb-pix-seguranca.com',
      dkim: ['bcb-pix-seguranca.com:s1'],
      relay: 'mx.bcb-pix-seguranca.com [203.0.113.97]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Pix recebido – aguardando confirmação' },
          'Olá, Roberto. Você recebeu uma transferência Pix de R$ 1.250,00, mas, por segurança, o valor foi retido pelo Mecanismo Especial de Devolução (MED).',
          'Para liberar o crédito na sua conta, confirme sua chave Pix, a senha do aplicativo do seu banco e o código de segurança recebido por SMS.',
          { button: 'Confirmar e receber', href: 'https://bcb-pix-seguranca.com/liberar?tx=E0000000020250822' },
          { small: 'Banco Central do Brasil – Pix. Não compartilhe esta mensagem.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Bradesco: "seu dispositivo foi desabilitado", reativar a chave de segurança no link',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Bradesco <comunicado@bradesco-chave-seguranca.com>',
      to: 'Márcia Ferreira <marcia.ferreira.bh@terra.com.br>',
      subject: 'Bradesco: seu dispositivo de segurança foi desabilitado',
      date: 'Mon, 3 Mar 2025 07:36:41 -0300',
      messageId: '20250303103641.bd71@bradesco-chave-seguranca.com',
      dkim: ['bradesco-chave-seguranca.com:mail'],
      relay: 'mta.bradesco-chave-seguranca.com [192.0.2.148]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Prezado(a) cliente,',
          'Identificamos que a sua Chave de Segurança Bradesco está desatualizada e foi desabilitada. A partir de hoje, transações por Pix, TED e pagamentos estarão bloqueadas até a reativação.',
          'Reative agora informando agência, conta e senha de 4 dígitos do cartão.',
          { button: 'Reativar dispositivo', href: 'https://bradesco-chave-seguranca.com/reativar' },
          { small: 'Banco Bradesco S.A. – Cidade de Deus, Osasco/SP.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // A driving school's ActiveCampaign account, hijacked: the tracker hides the destination in
    // base64, the FGTS lure rides on the account's genuine signing and list headers.
    name: 'CAIXA: "saque do FGTS liberado" pela conta ActiveCampaign sequestrada de uma autoescola',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'CAIXA - FGTS <contato@autoescolanovaera.com.br>',
      to: 'Adriana Silva <adriana.silva.85@gmail.com>',
      subject: 'Saque Extraordinário do FGTS liberado: R$ 1.412,00 disponível',
      date: 'Thu, 30 Oct 2025 12:05:27 -0300',
      messageId: '20251030150527.1188.47.61A2@s6.csa1.acems1.com',
      dkim: ['autoescolanovaera.com.br:dk', 'acems1.com:dk'],
      returnPath: 'bounce-47-1188-1001188-8a1c2e@s6.csa1.acems1.com',
      relay: 's6.csa1.acems1.com [192.92.97.206]',
      headers: [
        'List-Unsubscribe: <https://autoescolanovaera.activehosted.com/proc.php?nl=1&c=47&m=61&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&act=unsub>',
        LIST_UNSUBSCRIBE_POST,
        'X-mid: YWRyaWFuYS5zaWx2YS44NUBnbWFpbC5jb20gLCBjNDcgLCBtNjEgLCBzMTAwMTE4OA',
        'Feedback-ID: 1001188:c47:m61:ActiveCampaign',
      ],
      body: document(
        [
          { heading: 'Saque Extraordinário do FGTS' },
          'Olá, trabalhador(a)!',
          'Você tem R$ 1.412,00 disponíveis para saque nas contas do FGTS. Para receber, confirme seus dados e a conta para crédito até 05/11/2025. Após essa data, o valor volta para a conta vinculada.',
          { button: 'Consultar e sacar', href: activeCampaignLink('autoescolanovaera', 'https://fgts-saque-caixa.com.br/consulta?cpf=') },
          {
            small:
              'Você está recebendo este e-mail porque se cadastrou na Autoescola Nova Era. Rua Sete de Setembro, 410 – Campinas/SP. [Cancelar inscrição](https://autoescolanovaera.activehosted.com/proc.php?nl=1&c=47&m=61&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&act=unsub)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'La Banque Postale : Certicode Plus à réactiver sous 48 heures, sinon carte bloquée',
    lang: 'fr',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'La Banque Postale <securite@labanquepostale-certicode.com>',
      to: 'Monique Dubois <monique.dubois43@wanadoo.fr>',
      subject: 'Réactivation de votre Certicode Plus requise',
      date: 'Tue, 11 Feb 2025 07:44:29 +0100',
      messageId: 'lbp.1739256269.0a9e@labanquepostale-certicode.com',
      dkim: ['labanquepostale-certicode.com:s1'],
      relay: 'mail.labanquepostale-certicode.com [192.0.2.63]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Chère cliente, cher client,',
          'Dans le cadre de la directive européenne DSP2, votre service Certicode Plus doit être réactivé. Sans réactivation sous 48 heures, vos opérations en ligne et votre carte seront bloquées.',
          'Munissez-vous de votre identifiant, de votre mot de passe et de votre carte bancaire.',
          { button: 'Réactiver Certicode Plus', href: 'https://labanquepostale-certicode.com/reactivation' },
          { small: 'La Banque Postale – 115, rue de Sèvres, 75275 Paris Cedex 06.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'Rabobank: Rabo App opnieuw activeren vóór vrijdag, anders wordt de toegang geblokkeerd',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Rabobank <service@rabobank-app-activatie.nl.eu>',
      to: 'Wim de Boer <wim.deboer@hetnet.nl>',
      subject: 'Belangrijk: activeer uw Rabo App opnieuw',
      date: 'Tue, 4 Mar 2025 08:09:17 +0100',
      messageId: 'rabo.1741072157.4e1a@rabobank-app-activatie.nl.eu',
      dkim: ['rabobank-app-activatie.nl.eu:s1'],
      relay: 'mail.rabobank-app-activatie.nl.eu [203.0.113.152]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Geachte klant,',
          'Vanwege nieuwe Europese veiligheidsregels moet uw Rabo App opnieuw geactiveerd worden. Doet u dit niet vóór vrijdag 7 maart, dan wordt uw toegang tot Rabo Online Bankieren geblokkeerd.',
          'Houd uw Rabo Scanner en bankpas bij de hand.',
          { button: 'Activeer opnieuw', href: 'https://rabobank-app-activatie.nl.eu/activeren' },
          { small: 'Rabobank, Croeselaan 18, 3521 CB Utrecht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // Utility "duplicate charge" refunds ask for the full card to pay money back: a throw-away
    // .shop domain with the brand's name and a refund form.
    name: 'Iberdrola: reembolso de 86,42 € por un cobro duplicado, introducir la tarjeta en un dominio .shop',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Iberdrola Clientes <clientes@iberdrola-reembolsos.shop>',
      to: 'maria.jose.navarro@hotmail.es',
      subject: 'Tiene un reembolso pendiente de 86,42 €',
      date: 'Tue, 4 Feb 2025 10:27:51 +0100',
      messageId: '67a1dd27.5c3e9a10@iberdrola-reembolsos.shop',
      dkim: ['iberdrola-reembolsos.shop:mail'],
      relay: 'srv1.iberdrola-reembolsos.shop [203.0.113.91]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Reembolso por cobro duplicado' },
          'Estimado/a cliente:',
          'Tras revisar su cuenta hemos detectado que la factura de diciembre de 2024 se le cargó dos veces. Tiene derecho a un reembolso de 86,42 €.',
          'Para recibir el importe, confirme la tarjeta en la que desea el abono antes de 72 horas. Pasado ese plazo, el reembolso se anulará.',
          { button: 'Solicitar reembolso', href: 'https://iberdrola-reembolsos.shop/es/clientes/reembolso?ref=IBD-2291-448' },
          { small: 'Iberdrola Clientes, S.A.U. · Este es un mensaje automático, por favor no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Second-hand marketplace fraud: the "buyer" pays through a fake Wallapop page where the
    // seller must enter the card to "receive" the money.
    name: 'Wallapop falso: "el comprador ya ha pagado, confirma tu tarjeta para recibir 180 €", desde un .cfd',
    lang: 'es',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wallapop <pagos@wallapop-envios.cfd>',
      to: 'Sergio Rubio <sergio.rubio.mtz@gmail.com>',
      subject: '¡Tu producto se ha vendido! El comprador ya ha pagado 180,00 €',
      date: 'Sat, 17 May 2025 19:02:33 +0200',
      messageId: 'd3c1a8f2-77e4-4b9c-8a2e-5f1d0c9b6e34@wallapop-envios.cfd',
      relay: 'mail.wallapop-envios.cfd [198.51.100.19]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: '¡Enhorabuena, has vendido tu Bicicleta de carretera Orbea Avant!' },
          'El comprador ha pagado 180,00 € con Wallapop Envíos. El dinero está reservado y se te abonará en cuanto confirmes tus datos.',
          'Para recibir el pago, introduce los datos de la tarjeta en la que quieres el ingreso. Un mensajero recogerá el paquete mañana.',
          { button: 'Recibir 180,00 €', href: 'https://wallapop-envios.cfd/pago/recibir?item=983314772' },
          { small: 'Wallapop S.L. · Si no confirmas en 24 horas la venta se cancelará y el dinero volverá al comprador.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Mercado Pago look-alike: money "received" is held until the reader logs in and confirms,
    // sent through a hijacked Brevo account of a furniture store.
    name: 'Mercado Pago imitado pela conta Brevo sequestrada de uma loja de móveis: "R$ 2.300 retidos, confirme"',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Mercado Pago <contato@moveisgasparini.com.br>',
      to: 'rodrigo.almeida82@hotmail.com',
      subject: 'Você recebeu R$ 2.300,00 – liberação pendente',
      date: 'Tue, 1 Jul 2025 10:18:55 -0300',
      messageId: '202507011318.71023344981@smtp-relay.mailin.fr',
      dkim: ['moveisgasparini.com.br:mail', 'sendibm1.com:mail'],
      returnPath: 'bounces-7102334-rodrigo.almeida82=hotmail.com@sendibm1.com',
      relay: 'm118.sendibm1.com [77.32.148.118]',
      headers: brevoHeaders('7102334', 'y7Kq2Lm9Rz4Wt1Xb8Vc3Np'),
      body: document(
        [
          { heading: 'Você recebeu uma transferência' },
          'Olá! Uma transferência de R$ 2.300,00 foi enviada para a sua conta Mercado Pago, mas ficou retida por segurança.',
          'Para liberar o valor, acesse sua conta e confirme seus dados em até 24 horas. Depois desse prazo o dinheiro é devolvido ao remetente.',
          { button: 'Liberar dinheiro', href: 'https://7102334.r.af.d.sendibt2.com/tr/cl/h8Kq2Lm9Rz4Wt1Xb8Vc3NpYd5' },
          { small: 'Móveis Gasparini · Rua XV de Novembro, 1120, Blumenau – SC. Cancelar inscrição.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // Debt-settlement lure on Serasa's name: a 96% discount "only today", the boleto is the
    // criminal's; throw-away .top domain.
    name: 'Serasa Limpa Nome falso: acordo com 96% de desconto só hoje, boleto num domínio .top',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Serasa Limpa Nome <acordos@serasa-limpanome.top>',
      to: 'juliana.costa.rj@yahoo.com.br',
      subject: 'JULIANA, sua dívida de R$ 3.214,77 pode ser quitada por R$ 128,59',
      date: 'Wed, 26 Nov 2025 09:05:31 -0300',
      messageId: '6926f03b.a1c7e9@serasa-limpanome.top',
      relay: 'mail.serasa-limpanome.top [203.0.113.66]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Juliana, identificamos uma dívida em seu CPF com a empresa CREDICARD S.A. no valor de R$ 3.214,77.',
          'Somente hoje você pode quitar por R$ 128,59 (96% de desconto) e ter o nome limpo em até 5 dias úteis.',
          { button: 'Gerar boleto do acordo', href: 'https://serasa-limpanome.top/acordo?cpf=***.214.887-**' },
          'A oferta expira às 23h59.',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // OLX seller scam: the "buyer" sends a link where the seller must "receive" the money with
    // MB WAY and the card.
    name: 'OLX falso: "o comprador pagou 95 €, recebe o dinheiro" com o número MB WAY e o cartão',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'OLX Portugal <pagamentos@olx-entregas.shop>',
      to: 'tiago.fonseca.90@hotmail.com',
      subject: 'O seu artigo foi pago – receba 95,00 €',
      date: 'Sun, 22 Jun 2025 17:44:21 +0100',
      messageId: 'b9e2c1a7-4d3f-4e8a-9c1b-0f2e6d1a3c5b@olx-entregas.shop',
      relay: 'mail.olx-entregas.shop [198.51.100.230]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'O comprador pagou a sua encomenda' },
          'Olá! O pagamento de 95,00 € pelo anúncio «Carrinho de bebé Bugaboo Fox» foi efetuado através do OLX Entregas.',
          'Para receber o dinheiro na sua conta, indique o número de telemóvel associado ao MB WAY e os dados do cartão. Depois de receber o valor, o estafeta recolhe o artigo.',
          { button: 'Receber 95,00 €', href: 'https://olx-entregas.shop/receber?id=88210453' },
          { small: 'OLX Portugal · O pagamento expira em 12 horas.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A Volksbank look-alike: the SecureGo plus app "must be re-registered" on a .icu page that
    // collects the online-banking login and the activation code.
    name: 'Volksbank: VR SecureGo plus muss neu registriert werden, sonst Sperre des Onlinebankings (.icu)',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Volksbank Raiffeisenbank <service@vr-securego-aktualisierung.icu>',
      to: 'h.baumgartner@t-online.de',
      subject: 'Wichtig: Neuregistrierung VR SecureGo plus bis 28.03.2025',
      date: 'Tue, 25 Mar 2025 07:49:12 +0100',
      messageId: '67e2d1e8.3a9c71@vr-securego-aktualisierung.icu',
      relay: 'mx.vr-securego-aktualisierung.icu [203.0.113.119]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrte Kundin, sehr geehrter Kunde,',
          'aufgrund der neuen Sicherheitsrichtlinien der Europäischen Bankenaufsicht muss die App VR SecureGo plus bis zum 28.03.2025 neu registriert werden. Nicht registrierte Geräte werden danach gesperrt und Überweisungen im Onlinebanking sind nicht mehr möglich.',
          'Die Neuregistrierung dauert nur wenige Minuten:',
          { button: 'Jetzt neu registrieren', href: 'https://vr-securego-aktualisierung.icu/banking/registrierung' },
          'Mit freundlichen Grüßen\nIhre Volksbank Raiffeisenbank',
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Kleinanzeigen "Sicher bezahlen" fraud: the buyer's fake payment page asks the seller
    // for the card to "receive" the money.
    name: 'Kleinanzeigen nachgeahmt: "Käufer hat über Sicher bezahlen 240 € gezahlt", Geld mit Kartendaten "empfangen"',
    lang: 'de',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Kleinanzeigen <sicher-bezahlen@kleinanzeigen-zahlung.xyz>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Zahlung erhalten: 240,00 € für „Kinderfahrrad Puky 20 Zoll“',
      date: 'Sat, 12 Apr 2025 20:05:44 +0200',
      messageId: 'c7a2e91f-3b4d-4e8a-9c1b-6f0e2d8a1b35@kleinanzeigen-zahlung.xyz',
      relay: 'mail.kleinanzeigen-zahlung.xyz [203.0.113.9]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Der Käufer hat bezahlt' },
          'Hallo Jan,',
          'der Käufer hat für Deinen Artikel „Kinderfahrrad Puky 20 Zoll“ 240,00 € inklusive Versand über „Sicher bezahlen“ bezahlt. Um das Geld zu erhalten, bestätige bitte Deine Karte. Anschließend holt DHL das Paket bei Dir ab.',
          { button: 'Zahlung empfangen', href: 'https://kleinanzeigen-zahlung.xyz/sicher-bezahlen/empfangen?a=2891174' },
          { small: 'Kleinanzeigen · Die Zahlung verfällt nach 24 Stunden.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Paylib's move to Wero in 2024–2025 gave a pretext: "activate Wero or lose Paylib", with
    // the online-banking login and the card.
    name: 'Wero : « activez votre compte avant la fermeture de Paylib », identifiants bancaires et carte sur un .sbs',
    lang: 'fr',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wero <activation@wero-paiements-fr.sbs>',
      to: 'julien.moreau@free.fr',
      subject: 'Paylib devient Wero : activation obligatoire avant le 30 novembre',
      date: 'Thu, 20 Nov 2025 12:15:03 +0100',
      messageId: '691ef5c7.b2e4@wero-paiements-fr.sbs',
      relay: 'vps.wero-paiements-fr.sbs [198.51.100.94]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Paylib devient Wero' },
          'Bonjour,',
          "Le service Paylib entre amis sera définitivement fermé le 30 novembre. Pour continuer à envoyer et recevoir de l'argent, activez votre compte Wero en quelques clics : identifiez votre banque, connectez-vous avec vos identifiants habituels et confirmez votre carte.",
          { button: 'Activer Wero', href: 'https://wero-paiements-fr.sbs/activation' },
          { small: "Wero est un service d'EPI Company. Sans activation, les paiements en attente seront annulés." },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // A "periodic customer review" (Wwft) as the pretext: ABN AMRO blocks the account unless
    // the reader logs in and answers, sent through a hijacked Brevo account.
    name: 'ABN AMRO: verplichte klantgegevenscontrole (Wwft), anders blokkade, via de gekaapte Brevo-account van een kapsalon',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ABN AMRO <info@kapsalonmirella.nl>',
      to: 'r.bakker1968@kpnmail.nl',
      subject: 'Actie vereist: controle van uw klantgegevens',
      date: 'Tue, 4 Mar 2025 14:07:39 +0100',
      messageId: '202503041307.88130144212@smtp-relay.mailin.fr',
      dkim: ['kapsalonmirella.nl:mail', 'sendibm2.com:mail'],
      returnPath: 'bounces-8813014-r.bakker1968=kpnmail.nl@sendibm2.com',
      relay: 'm201.sendibm2.com [77.32.148.201]',
      headers: brevoHeaders('8813014', 'q2Lm9Rz4Wt1Xb8Vc3NpK7y'),
      body: document(
        [
          { heading: 'Controle klantgegevens' },
          'Geachte klant,',
          'Op grond van de Wet ter voorkoming van witwassen en financieren van terrorisme (Wwft) zijn wij verplicht uw gegevens periodiek te controleren. Wij hebben uw gegevens nog niet ontvangen.',
          'Rond de controle vóór 7 maart af. Daarna worden uw betaalrekening en Mobiel Bankieren tijdelijk geblokkeerd.',
          { button: 'Controle starten', href: 'https://8813014.r.af.d.sendibt2.com/tr/cl/k2Lm9Rz4Wt1Xb8Vc3NpK7yQd' },
          { small: 'Kapsalon Mirella · Dorpsstraat 18, Zeist. Afmelden.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Marktplaats "Gelijk Oversteken": the buyer's fake payment page wants the seller's bank
    // login to release the money.
    name: 'Marktplaats nagemaakt: "de koper heeft betaald via Gelijk Oversteken", geld ontvangen met de bankapp',
    lang: 'nl',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Marktplaats <betalingen@marktplaats-gelijkoversteken.top>',
      to: 'sanne.devries@gmail.com',
      subject: 'Je hebt een betaling ontvangen van € 65,00',
      date: 'Sat, 18 Oct 2025 11:23:51 +0200',
      messageId: 'f2c9a1e7-3b4d-4e8a-9c1b-6f0e2d8a1b77@marktplaats-gelijkoversteken.top',
      relay: 'mx.marktplaats-gelijkoversteken.top [198.51.100.6]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Betaling ontvangen' },
          'Hoi Sanne,',
          'De koper heeft € 65,00 betaald voor je advertentie "Kinderwagen Joolz Day+" via Gelijk Oversteken. Het bedrag staat klaar. Kies je bank en log in om het geld op je rekening te ontvangen.',
          { button: 'Geld ontvangen', href: 'https://marktplaats-gelijkoversteken.top/ontvangen?adv=m2188473920' },
          { small: 'Marktplaats B.V. · Het bedrag blijft 24 uur gereserveerd.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Pix lure through SendGrid from a .sbs: a scheduled Pix "not completed", confirm the key
    // and card on the page.
    name: 'Pix agendado de R$ 3.450,00 "não concluído", confirmar a chave e o cartão, SendGrid de um .sbs',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Central Pix <avisos@central-pix-bcb.sbs>',
      to: 'renata.alves@uol.com.br',
      subject: 'Seu Pix agendado de R$ 3.450,00 não foi concluído',
      date: 'Mon, 12 May 2025 13:50:26 +0000',
      messageId: 'Hn2wQ8vR4mK9tP1xL7bC3d@geopod-ismtpd-3',
      dkim: ['central-pix-bcb.sbs:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+50277413-c1e9-renata.alves=uol.com.br@em2290.central-pix-bcb.sbs',
      relay: 'o4.ptr8812.central-pix-bcb.sbs [149.72.88.4]',
      headers: sendgridHeaders('Mq8vK2pT7wR9nX1yZ4bC6dF3hJ0lL5nRc'),
      body: document([
        'Olá, Renata.',
        'O Pix agendado de R$ 3.450,00 para hoje não pôde ser concluído porque sua chave precisa ser revalidada. Sem a revalidação, o valor retorna e a chave é desativada em 24 horas.',
        { button: 'Revalidar chave Pix', href: 'https://u50277413.ct.sendgrid.net/ls/click?upn=u001.Rp7Qk2mT9vN4wX1yZ3bC5dF8hJ0' },
      ]),
    }),
  },

  {
    // Bank lure from a throw-away domain: Montepio "GDPR data update" or the account is frozen.
    name: 'Montepio: atualização de dados obrigatória (RGPD), senão a conta fica congelada, .icu',
    lang: 'pt-PT',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Montepio <apoio@montepio-clientes.icu>',
      to: 'carlos.pinheiro@sapo.pt',
      subject: 'Atualização obrigatória dos seus dados',
      date: 'Thu, 24 Apr 2025 18:26:30 +0000',
      messageId: '20250424182630.5f2e@montepio-clientes.icu',
      dkim: ['montepio-clientes.icu:mail'],
      relay: 'mail.montepio-clientes.icu [203.0.113.37]',
      auth: { dmarc: 'none' },
      body: plain(
        'Caro cliente,\n\nAo abrigo do RGPD, os seus dados de contacto têm de ser confirmados até sexta-feira. Após esta data o acesso ao Montepio24 e os cartões ficam congelados.\n\nConfirme aqui: https://montepio-clientes.icu/m24/login\n\nBanco Montepio',
      ),
    }),
  },

  {
    // Mixed language: Wise's English template with pt-PT text, "your transfer of 1 240 € is
    // held, confirm your identity", from a .sbs look-alike.
    name: 'Modelo em inglês da Wise com texto em português europeu: "transferência de 1 240 € retida", .sbs',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wise <no-reply@wise-transfers-help.sbs>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Your transfer is on hold – a sua transferência está retida',
      date: 'Fri, 13 Jun 2025 08:44:19 +0000',
      messageId: '0100019769b3d2e1-5c7a9e31-2b4d-4f6a-8c1e-3d5f7a9b2c4e-000000@email.amazonses.com',
      dkim: ['wise-transfers-help.sbs:k7x2m9q4', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019769b3d2e1-5c7a9e31-2b4d-4f6a-8c1e-3d5f7a9b2c4e-000000@amazonses.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      headers: ['Feedback-ID: 1.us-east-1.Kq8pX4mV2kT7rL9wN3cB5hY1dF6gJ0sA=:AmazonSES', 'X-SES-Outgoing: 2025.06.13-54.240.48.112'],
      body: document([
        { heading: 'Your transfer is on hold' },
        'Olá Inês, a sua transferência de 1 240,00 EUR para Rui Tavares está retida para verificação. Confirme a sua identidade nas próximas 24 horas ou o valor será devolvido com uma comissão.',
        { button: 'Verify now', href: 'https://wise-transfers-help.sbs/verify?t=88214' },
        { small: 'Wise Europe SA, Rue du Trône 100, 1050 Brussels' },
      ]),
    }),
  },

  {
    // The genuine lender's "seu empréstimo foi aprovado", from a throw-away domain under its name:
    // the approval is bait for the reader's data.
    name: 'Nubank falso: "seu empréstimo de R$ 5.000 foi aprovado, confirme seus dados" de um domínio descartável',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Nubank <aprovacao@nu-liberacao-credito.com>',
      to: 'luciana.freitas@hotmail.com',
      subject: 'Seu empréstimo foi aprovado',
      date: 'Mon, 17 Mar 2025 09:41:27 -0300',
      messageId: '20250317124127.a8f3c1@nu-liberacao-credito.com',
      dkim: ['nu-liberacao-credito.com:s1'],
      relay: 'mail.nu-liberacao-credito.com [203.0.113.151]',
      body: document(
        [
          'Olá, Luciana!',
          'Seu empréstimo de R$ 5.000,00 foi aprovado e está pronto para liberação na sua conta.',
          'Para receber o valor hoje, confirme seus dados cadastrais e a senha do cartão no link abaixo.',
          { button: 'Confirmar meus dados', href: 'https://nu-liberacao-credito.com/confirmar?c=lf22' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // Bank lure with the brand spoofed (SPF and DMARC fail): "suspicious sign-in, verify your
    // identity in 24 hours", link on workers.dev.
    name: 'Wells Fargo spoofed: "unusual sign-in, verify your identity in 24 hours", link on workers.dev',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Wells Fargo Online <alerts@notify.wellsfargo.com>',
      to: 'dennis.coleman@sbcglobal.net',
      subject: 'Important: We noticed an unusual sign-in attempt',
      date: 'Mon, 3 Mar 2025 05:51:37 +0000',
      messageId: '20250303055137.41d2@wf-secure-notify.net',
      relay: 'vmi2281.contaboserver.net [198.51.100.140]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Unusual sign-in attempt' },
        'We detected a sign-in to your Wells Fargo Online account from a new device in Lagos, Nigeria. For your protection we have temporarily limited your account.',
        'Please verify your identity within 24 hours to restore full access. If you do not, your online access will be suspended.',
        { button: 'Verify your identity', href: 'https://wf-verify-access.dennis-c.workers.dev/login' },
        { small: '© 2025 Wells Fargo. All rights reserved.' },
      ]),
    }),
  },

  {
    // Bank lure in Spanish with the brand spoofed: a card blocked after a charge of €489,
    // "confirme sus datos" on a look-alike.
    name: 'Santander falsificado: tarjeta bloqueada por un cargo de 489 €, confirme sus datos en un sosie',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Santander <avisos@bancosantander.es>',
      to: 'antonio.serrano.v@gmail.com',
      subject: 'Hemos bloqueado temporalmente su tarjeta',
      date: 'Mon, 6 Oct 2025 07:41:15 +0200',
      messageId: '20251006054115.3d9a@srv-mail-41.net',
      relay: 'srv-mail-41.net [198.51.100.201]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Aviso de seguridad' },
        'Estimado cliente: hemos detectado un cargo de 489,00 € en AMAZON MKTPLACE que no coincide con sus hábitos de compra y hemos bloqueado su tarjeta de forma preventiva.',
        'Para desbloquearla confirme sus datos en las próximas 24 horas. Si no lo hace, la tarjeta se cancelará definitivamente.',
        { button: 'Confirmar mis datos', href: 'https://santander-seguridad-clientes.com/es/login' },
      ]),
    }),
  },

  {
    // Bank lure through a hijacked SendGrid account: Itaú "compra suspeita de R$ 2.349 no seu
    // cartão, cancele agora" on a look-alike.
    name: 'Itaú: "compra suspeita de R$ 2.349,00 no seu cartão, cancele agora", SendGrid de um domínio parecido',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Itaú Unibanco <seguranca@itau-cartoes-alerta.com>',
      to: 'paulo.cesar.lima@uol.com.br',
      subject: 'Compra suspeita no seu cartão final 4471',
      date: 'Fri, 16 May 2025 06:44:28 -0300',
      messageId: 'Wq2vR8pT4xN1mL7bC5dK3s@geopod-ismtpd-11',
      dkim: ['itau-cartoes-alerta.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+47120963-3e1c-paulo.cesar.lima=uol.com.br@em5519.itau-cartoes-alerta.com',
      relay: 'o1678912x61.outbound-mail.sendgrid.net [149.72.124.61]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Zt4vN8mQ2pX7wR1yK3bC5dF9hJ0lL6nPd'),
      body: document([
        { heading: 'Compra não reconhecida?' },
        'Identificamos uma compra de R$ 2.349,00 em MERCADOLIVRE*ELETRONICOS no seu cartão final 4471.',
        'Se não foi você, cancele agora para evitar a cobrança. Após 2 horas a compra não poderá mais ser contestada.',
        { button: 'Cancelar compra', href: 'https://u47120963.ct.sendgrid.net/ls/click?upn=u001.Yt7Rk2pQ9mN4wX1vZ3bC5dF8hJ0lL6nP-2BIt4Kq' },
      ]),
    }),
  },

  {
    // Chase spoofed on its own domain (DMARC fails), account "restricted" after an unusual
    // sign-in, the kit on a look-alike domain.
    name: 'Chase spoofed: "account temporarily restricted after unusual sign-in", look-alike verify domain',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'marcus.bell77@gmail.com',
      subject: 'Your Chase account has been temporarily restricted',
      date: 'Sat, 15 Mar 2025 03:48:11 +0000',
      messageId: '20250315034811.1c2d3e@srv-4471.hostingvps.net',
      returnPath: 'root@srv-4471.hostingvps.net',
      relay: 'srv-4471.hostingvps.net [198.51.100.23]',
      auth: SPOOFED_SPF_PASS,
      body: document([
        { heading: 'We noticed unusual activity' },
        'Dear Customer, we detected a sign-in attempt to your Chase Online account from an unrecognized device in Columbus, OH. For your protection we have temporarily restricted your account.',
        'To restore full access, please verify your identity within 24 hours. Failure to verify will result in permanent suspension of online banking.',
        { button: 'Verify My Identity', href: 'https://chase-secure-access-verify.com/auth/logon?session=7f3a9c' },
        { small: '© 2025 JPMorgan Chase & Co. Member FDIC.' },
      ]),
    }),
  },

  {
    // Amex through a SendGrid account on a throw-away domain: card suspended, click-tracked link.
    name: 'Amex "Card temporarily suspended, confirm recent transaction" via SendGrid on a throw-away domain',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'American Express <alerts@amex-cardmember-services.com>',
      to: 'p.nakamura@outlook.com',
      subject: 'Important: Your Card ending in 1008 has been temporarily suspended',
      date: 'Thu, 3 Apr 2025 22:09:31 +0000',
      messageId: 'tR7vN2mX4pQ1wK8yZ3bC5d@geopod-ismtpd-3',
      dkim: ['amex-cardmember-services.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+40118822-3c1d-p.nakamura=outlook.com@em4411.amex-cardmember-services.com',
      relay: 'o11.ptr3318.amex-cardmember-services.com [149.72.88.11]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Vc8nT2mX4pQ1wK7yZ3bC5dF9hJ0lL6nPa'),
      body: document([
        { heading: 'Suspicious charge detected' },
        {
          rows: [
            ['Merchant', 'BESTBUY.COM 00412'],
            ['Amount', '$1,249.99'],
            ['Card', 'Platinum Card® ending 1008'],
          ],
        },
        'We have temporarily suspended your Card to protect you from fraud. Please confirm whether you made this purchase and verify your account details to reactivate your Card.',
        { button: 'Review Transaction', href: 'https://u40118822.ct.sendgrid.net/ls/click?upn=u001.pQ8x-2BvN4mT7wR1yZ3bC5dF8hJ0lL6nP-2Bk9' },
        { small: 'American Express. Please do not reply to this email.' },
      ]),
    }),
  },

  {
    // Sparkasse "pushTAN update" from a throw-away .de look-alike.
    name: 'Sparkasse "pushTAN-Verfahren aktualisieren, sonst Sperrung" from a throw-away look-alike',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Sparkasse <service@sparkasse-pushtan-info.de>',
      to: 'k.wagner@t-online.de',
      subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
      date: 'Tue, 11 Feb 2025 09:30:12 +0100',
      messageId: '20250211083012.6f2e@sparkasse-pushtan-info.de',
      dkim: ['sparkasse-pushtan-info.de:mail'],
      relay: 'mail.sparkasse-pushtan-info.de [203.0.113.61]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sehr geehrte Kundin, sehr geehrter Kunde,' },
          'aufgrund der neuen EU-Richtlinie zur Zahlungssicherheit muss Ihr pushTAN-Verfahren bis zum 18.02.2025 neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang aus Sicherheitsgründen vorübergehend gesperrt.',
          'Die Aktualisierung dauert nur wenige Minuten.',
          { button: 'Jetzt aktualisieren', href: 'https://sparkasse-pushtan-aktualisierung.com/login' },
          { small: 'Mit freundlichen Grüßen, Ihre Sparkasse. Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // ING "your debit card expires, request a new one" from a throw-away .nl look-alike.
    name: 'ING "uw betaalpas verloopt, vraag tijdig een nieuwe aan" from a throw-away look-alike',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ING <noreply@ing-betaalpas-vervangen.nl>',
      to: 'p.vandijk@ziggo.nl',
      subject: 'Uw betaalpas verloopt binnenkort',
      date: 'Mon, 12 May 2025 11:45:38 +0200',
      messageId: '20250512094538.3e7a@ing-betaalpas-vervangen.nl',
      dkim: ['ing-betaalpas-vervangen.nl:default'],
      relay: 'mail.ing-betaalpas-vervangen.nl [203.0.113.58]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Beste klant,' },
          'Uw huidige betaalpas verloopt op 31 mei 2025. Om te voorkomen dat u tijdelijk niet kunt pinnen of betalen, vragen wij u binnen 5 dagen een nieuwe pas aan en uw gegevens te bevestigen.',
          { button: 'Nieuwe betaalpas aanvragen', href: 'https://ing-paspoort-vervanging.com/aanvragen' },
          { small: 'Met vriendelijke groet, ING Klantenservice.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Serasa "Limpa Nome: dívida de R$ 3.482,17 por R$ 278,57 via PIX, só hoje" through SendGrid',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Serasa Limpa Nome <contato@serasa-acordo-facil.com>',
      to: 'joao.pedro.alves@yahoo.com.br',
      subject: 'João, sua dívida de R$ 3.482,17 pode ser quitada por R$ 278,57',
      date: 'Mon, 23 Jun 2025 10:30:00 -0300',
      messageId: 'Wm3pR8vT2xN1wL5bC7dK4s@geopod-ismtpd-11',
      dkim: ['serasa-acordo-facil.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+38812204-7b2c-joao.pedro.alves=yahoo.com.br@em2291.serasa-acordo-facil.com',
      relay: 'o5.ptr8812.serasa-acordo-facil.com [149.72.33.5]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Rk2vN8mT4pX1wQ7yZ3bC5dF9hJ0lL6nPs'),
      body: document(
        [
          { heading: 'Feirão Limpa Nome: 92% de desconto' },
          'Olá João, encontramos uma dívida em seu CPF no valor de R$ 3.482,17. Hoje você pode quitar por apenas R$ 278,57 à vista no PIX e ter o nome limpo em até 24 horas.',
          'Oferta válida somente até as 23h59 de hoje.',
          { button: 'Ver acordo e pagar no PIX', href: 'https://u38812204.ct.sendgrid.net/ls/click?upn=u001.Zx8-2BpQ4mT7wR1yZ3bC5dF8hJ0lL6nP-2Bs3' },
          { small: 'Serasa S.A. — Av. das Nações Unidas, São Paulo' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Nubank spoofed: "compra não reconhecida de R$ 2.349,90, conteste agora"',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'lucas.martins.sp@gmail.com',
      subject: 'Compra de R$ 2.349,90 aprovada no seu cartão. Não reconhece?',
      date: 'Sat, 9 Aug 2025 22:14:51 -0300',
      messageId: '20250810011451.3a2c@vps-19933.cloudhost-br.net',
      returnPath: 'www-data@vps-19933.cloudhost-br.net',
      relay: 'vps-19933.cloudhost-br.net [198.51.100.199]',
      auth: SPOOFED_SPF_PASS,
      body: document(
        [
          { heading: 'Compra aprovada' },
          {
            rows: [
              ['Estabelecimento', 'MAGAZINE LUIZA *ONLINE'],
              ['Valor', 'R$ 2.349,90'],
              ['Cartão', 'final 7731'],
            ],
          },
          'Se você não reconhece esta compra, conteste agora para bloquear o cartão e receber o estorno. Após 2 horas a contestação não será mais possível.',
          { button: 'Não reconheço esta compra', href: 'https://nubank-contestacao.com/app/contestar' },
          { small: 'Nu Pagamentos S.A. — Instituição de Pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'BBVA spoofed: "hemos bloqueado su tarjeta por seguridad, verifique su identidad"',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'BBVA <avisos@bbva.es>',
      to: 'sergio.navarro77@gmail.com',
      subject: 'Su tarjeta ha sido bloqueada temporalmente',
      date: 'Tue, 24 Jun 2025 06:55:19 +0200',
      messageId: '20250624045519.8f3a@mail-server-2231.vps-hosting.es',
      returnPath: 'apache@mail-server-2231.vps-hosting.es',
      relay: 'mail-server-2231.vps-hosting.es [198.51.100.212]',
      auth: SPOOFED_SPF_PASS,
      body: document(
        [
          'Estimado cliente:',
          'Hemos detectado un intento de acceso no autorizado a su banca online y, por su seguridad, hemos bloqueado temporalmente su tarjeta.',
          'Para desbloquearla, verifique su identidad a través del siguiente enlace. Si no lo hace en 24 horas, su tarjeta será cancelada.',
          { button: 'Verificar identidad', href: 'https://bbva-desbloqueo-tarjeta.com/es/acceso' },
          { small: 'BBVA. Por favor, no responda a este correo.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Santander: the body has no link, the link is inside the attached PDF "comunicado".
    name: 'Santander "actualización obligatoria de su firma digital" with the link inside an attached PDF',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Santander <comunicaciones@santander-clientes-aviso.com>',
      to: 'isabel.romero@telefonica.net',
      subject: 'Comunicado importante: actualización de su firma digital',
      date: 'Wed, 9 Jul 2025 11:11:46 +0200',
      messageId: '20250709091146.5b2e@santander-clientes-aviso.com',
      dkim: ['santander-clientes-aviso.com:default'],
      relay: 'mail.santander-clientes-aviso.com [203.0.113.186]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain(
          'Estimado/a cliente:\n\nLe adjuntamos un comunicado importante sobre la actualización obligatoria de su firma digital. Léalo con atención.\n\nAtentamente,\nBanco Santander',
        ),
        attachment(
          'Comunicado_Santander.pdf',
          'application/pdf',
          textPdf(
            [
              'Banco Santander - Comunicado',
              'Actualizacion obligatoria de firma digital',
              'Debe actualizar su firma digital antes del 15/07/2025 para seguir operando.',
              'Pulse aqui para actualizar: santander-firma-digital.com',
            ],
            'https://santander-firma-digital.com/actualizar',
          ),
        ),
      ]),
    }),
  },

  {
    // PayPal's own invoice service abused: the note carries the fake charge and a phone number.
    name: 'PayPal invoice sent through PayPal itself: the note says "not you? call +1 (888) 555-0177"',
    lang: 'en',
    lure: 'payment-app',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'service@paypal.com',
      to: 'rebecca.long@gmail.com',
      subject: "You've got a money request from Billing Department",
      date: 'Tue, 24 Jun 2025 19:30:48 -0700',
      messageId: 'E1:d41c9f2b7a8e0-3b6f-11f0-a1c2-3cfdfe0c9b20@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Billing Department sent you a money request for $599.99 USD' },
        {
          rows: [
            ['Amount requested', '$599.99 USD'],
            [
              'Note from Billing Department',
              'Your PayPal account was charged $599.99 for a Bitcoin purchase. If you did not authorize this, call PayPal Support +1 (888) 555-0177 immediately to cancel.',
            ],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/5HK28812WX447310M' },
        { small: 'PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },

  {
    // Microsoft Forms as the collector: a payroll "direct deposit update" from a school
    // district's hijacked mailbox.
    name: 'Microsoft Forms abused: "update your direct deposit before payroll closes" from a school district\'s hijacked mailbox',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Payroll Office <payroll@greenfieldusd.org>',
      to: 'staff-all@greenfieldusd.org',
      subject: 'Direct Deposit Update - Required before April payroll',
      date: 'Tue, 15 Apr 2025 12:30:02 -0700',
      messageId: 'BYAPR08MB6021F1E2D3C4B5A6978899AABBCCDDEE@BYAPR08MB6021.namprd08.prod.outlook.com',
      dkim: ['greenfieldusd.org:selector1'],
      relay: 'NAM04-BN8-obe.outbound.protection.outlook.com [40.107.100.128]',
      body: document([
        'All Staff,',
        'Due to the migration to our new payroll provider, all employees must re-confirm their direct deposit information before the April payroll closes on Friday. Employees who do not complete the form will receive a paper check, which may be delayed.',
        {
          button: 'Complete Direct Deposit Form',
          href: 'https://forms.office.com/Pages/ResponsePage.aspx?id=Qm7t2Lk9vX4pN8rB3cW5zA1yS6dF0gH4jK7lP2oI9uY8tR5eW3q',
        },
        'You will need your bank name, routing number, account number and your district login to verify your identity.',
        'Payroll Office\nGreenfield Unified School District',
      ]),
    }),
  },

  {
    // A fake boleto from a hijacked business mailbox: the payee in the PDF is not the company.
    name: 'Boleto falso: "segunda via do boleto em atraso" PDF from a hijacked accounting office mailbox',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    todo: "clean/none: content_payment_request, auth_results_missing; a 'second copy' boleto 'issued by our new partner bank' whose beneficiary in the PDF is another company, 'pay today to avoid protest'",
    heldOut: true,
    raw: mail({
      from: 'Financeiro Contabilidade Moreira <financeiro@contabilidademoreira.com.br>',
      to: 'compras@padariasaojose.com.br',
      subject: 'Segunda via - Boleto vencido honorários junho',
      date: 'Thu, 10 Jul 2025 14:05:33 -0300',
      messageId: '7e2c9a1b4f3d@contabilidademoreira.com.br',
      dkim: ['contabilidademoreira.com.br:default'],
      relay: 'smtp.contabilidademoreira.com.br [198.51.100.45]',
      body: multipart('mixed', [
        plain(
          'Boa tarde,\n\nSegue em anexo a segunda via do boleto dos honorários de junho, que consta em aberto no nosso sistema. Pedimos a gentileza de efetuar o pagamento hoje para evitar juros e o protesto do título.\n\nAtenção: o boleto foi emitido por nosso novo banco parceiro.\n\nAtenciosamente,\nFinanceiro\nContabilidade Moreira',
        ),
        attachment(
          'Boleto_2via_honorarios_junho.pdf',
          'application/pdf',
          textPdf([
            'Banco Digital Pagamentos S.A.',
            'Beneficiario: M R SERVICOS DIGITAIS LTDA  CNPJ 41.228.901/0001-77',
            'Pagador: Padaria Sao Jose',
            'Valor: R$ 1.980,00   Vencimento: 10/07/2025',
            '34191.09008 61207.727308 71444.640008 1 11430000198000',
          ]),
        ),
      ]),
    }),
  },

  {
    // ING spoofed: "new debit card" activation by QR picture.
    name: 'ING spoofed: "activeer uw nieuwe bankpas, scan de QR-code" with an inline QR picture',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'ING <service@ing.nl>',
      to: 'tom.bakker@hetnet.nl',
      subject: 'Uw nieuwe bankpas: activeer voor 30 april',
      date: 'Fri, 25 Apr 2025 10:14:36 +0200',
      messageId: '20250425081436.4b8a@ing.nl',
      relay: 'host-192-0-2-140.cloudvps.example [192.0.2.140]',
      auth: SPOOFED,
      body: multipart('related', [
        {
          headers: ['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: 7bit'],
          body: '<html lang="nl"><body style="font-family:Arial"><div style="background:#ff6200;color:#fff;padding:14px;font-size:18px">ING</div><p>Geachte heer Bakker,</p><p>Uw huidige bankpas verloopt binnenkort. Uw nieuwe bankpas is klaar om geactiveerd te worden. Activeert u de pas niet voor 30 april, dan wordt uw huidige pas geblokkeerd.</p><p>Scan de QR-code met de camera van uw telefoon om de activatie te starten.</p><img src="cid:ingqr" width="180" height="180" alt="QR-code"><p style="font-size:11px;color:#666">ING Bank N.V., Bijlmerdreef 106, Amsterdam</p></body></html>',
        },
        inlinePng('ingqr', 'activatie.png', await qrPngScale5('https://ing-bankpas-activatie.com/start?k=88412')),
      ]),
    }),
  },

  {
    // Marktplaats buyer fraud: "I paid already, claim it with this link" (a fake payment page).
    name: 'Marktplaats: "ik heb al betaald via Marktplaats Pay, klik om het geld te ontvangen" from a free mailbox, no trace fields',
    lang: 'nl',
    lure: 'payment-app',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Kevin Jansen <kevin.jansen1990@outlook.com>',
        to: 'linda.visser@gmail.com',
        subject: 'Re: Kinderfiets Cortina 20 inch - betaling gedaan',
        date: 'Sun, 6 Jul 2025 18:52:09 +0200',
        messageId: 'AM9P192MB1266F4E3D2C1B0A9F8E7D6C5B4A3F2E1@AM9P192MB1266.EURP192.PROD.OUTLOOK.COM',
        ...OUTLOOK_AM6_104,
        body: plain(
          'Hoi Linda,\n\nIk heb de fiets al betaald via Marktplaats Gelijk Oversteken, de koerier haalt hem morgen op. Je moet alleen nog je rekening bevestigen om het geld (€ 85,00) te ontvangen, dat gaat via deze link:\n\nhttps://marktplaats-betaalverzoek.com/ontvangen/85-00?id=77120\n\nVul je bankgegevens in en log even in bij je bank, dan staat het geld er direct op.\n\nGroetjes,\nKevin',
        ),
      }),
    ),
  },

  {
    // A premium-client upgrade in Itaú's name from a small company's hijacked, unsigned server.
    name: 'Itaú Personnalité "Parabéns! Você alcançou o status" from an unrelated unsigned .com.br',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Aprovado <convite4471@metalurgica-sertao.com.br>',
      to: 'carla.mendes@uol.com.br',
      subject: 'Parabéns! Você alcançou o status Personnalité sem tarifas adicionais',
      date: 'Mon, 15 Jan 2024 10:41:09 -0300',
      messageId: '20240115134109.5521@metalurgica-sertao.com.br',
      relay: 'mail.metalurgica-sertao.com.br [203.0.113.71]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document(
        [
          { heading: 'Seja bem-vindo ao Itaú Personnalité!' },
          'Parabéns! Você alcançou o status Personnalité e pode desfrutar de todos os benefícios sem taxas adicionais: atendimento personalizado, cartão Black sem anuidade, salas VIP e seguro viagem.',
          { button: 'Ativar meus benefícios', href: 'https://personnalite-beneficios.example.net/ativar' },
          { small: '© 2024 Itaú Personnalité. Todos os direitos reservados.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Kit sends "Ist das echt? Ich habe nichts angeklickt" over a forwarded Sparkasse lure as a SendGrid campaign',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Kundenservice <info@kundenportal-info.com>',
      to: 'm.schneider@web.de',
      subject: 'WG: Ihr Online-Banking wurde eingeschränkt',
      date: 'Thu, 10 Apr 2025 15:30:12 +0200',
      messageId: '20250410133012.9f2e@kundenportal-info.com',
      dkim: ['kundenportal-info.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+4412873-9a1f-m.schneider=web.de@em4412.kundenportal-info.com',
      relay: 'o1.ptr4412.kundenportal-info.com [198.51.100.91]',
      headers: ['X-SG-EID: u001.Qm9ndXNDYW1wYWlnbg', 'List-Unsubscribe: <https://u4412873.ct.sendgrid.net/wf/unsubscribe?upn=abc>'],
      body: plain(
        'Ist das echt? Ich habe nichts angeklickt.\n\n-----Ursprüngliche Nachricht-----\nVon: Sparkasse <service@sparkasse-sicherheit.top>\nGesendet: Donnerstag, 10. April 2025 14:02\nAn: m.schneider@web.de\nBetreff: Ihr Online-Banking wurde eingeschränkt\n\nIhr Online-Banking wurde eingeschränkt. Bestätigen Sie Ihre Zugangsdaten innerhalb von 24 Stunden, sonst wird Ihr Konto gesperrt.\n\nJetzt bestätigen: https://sparkasse-sicherheit.top/login',
      ),
    }),
  },

  {
    // Kleinanzeigen's "the buyer already paid" page named after the marketplace and the payout.
    name: 'Kleinanzeigen: "ich habe schon bezahlt, bestätige hier den Empfang" on kleinanzeigen-zahlung.de, from a free mailbox',
    lang: 'de',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Sven Hartmann <sven.hartmann88@gmx.de>',
      to: 'julia.krause@web.de',
      subject: 'Kinderwagen - Zahlung ist erfolgt',
      date: 'Sat, 12 Jul 2025 16:20:44 +0200',
      messageId: '<trinity-6a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d-1752330044@3c-app-gmx-bap61>',
      dkim: ['gmx.de:s1'],
      relay: 'mout.gmx.net [212.227.17.20]',
      body: plain(
        'Hallo Julia,\n\nich habe den Kinderwagen schon über Kleinanzeigen Sicher Bezahlen bezahlt, der Kurier holt ihn Montag ab. Damit das Geld (120 €) bei dir ankommt, musst du den Empfang hier bestätigen:\n\nhttps://kleinanzeigen-zahlung.de/empfang/120?id=55310\n\nEinfach deine Kartendaten eingeben und dich bei deiner Bank anmelden.\n\nLG Sven',
      ),
    }),
  },

  {
    // Short plain-text bank lure, no trace fields: "account restricted", a look-alike host.
    name: 'Chase "account restricted, unusual debit card activity" plain text from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Chase Online <alerts@chase-cardservices-notice.com>',
        to: 'tmoreno77@aol.com',
        subject: 'Important: Your account access has been restricted',
        date: 'Fri, 18 Jul 2025 04:22:56 +0000',
        messageId: '1752812576.88412@chase-cardservices-notice.com',
        dkim: ['chase-cardservices-notice.com:mail'],
        relay: 'smtp.chase-cardservices-notice.com [203.0.113.88]',
        body: plain(
          'Dear Customer,\n\nWe noticed unusual activity on your Chase debit card ending in 4471 and have temporarily restricted your online access to protect your account.\n\nTo restore full access, please verify your identity within 24 hours:\nhttps://chase-cardservices-notice.com/verify/login.php?ref=4471\n\nIf you do not verify, your card will remain suspended.\n\nThank you,\nChase Fraud Prevention Department',
        ),
      }),
    ),
  },

  {
    // BBVA spoofed (DMARC fails), "acceso bloqueado", look-alike host.
    name: 'BBVA suplantado "hemos bloqueado temporalmente su acceso, verifique su identidad" con enlace a un dominio parecido',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'BBVA <avisos@bbva.es>',
      to: 'mjose.navarro@telefonica.net',
      subject: 'Aviso de seguridad: acceso a Banca Online bloqueado',
      date: 'Tue, 11 Feb 2025 08:17:33 +0100',
      messageId: '20250211071733.1f9e@srv-mail04.cloudhost-iber.net',
      returnPath: 'www-data@srv-mail04.cloudhost-iber.net',
      relay: 'srv-mail04.cloudhost-iber.net [198.51.100.180]',
      auth: SPOOFED,
      body: document(
        [
          { heading: 'Estimado cliente:' },
          'Hemos detectado un intento de acceso no autorizado a su Banca Online desde un dispositivo no reconocido. Por su seguridad, hemos bloqueado temporalmente el acceso a su cuenta.',
          'Para desbloquearla debe verificar su identidad en un plazo de 24 horas. Pasado este plazo, su tarjeta quedará cancelada.',
          { button: 'Verificar identidad', href: 'https://bbva-es-verificacion-cliente.com/acceso/?id=55120' },
          { small: 'BBVA, S.A. Este es un mensaje automático, no responda a este correo.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Nubank "compra aprovada" alert, no trace fields, a look-alike domain.
    name: 'Nubank "compra aprovada de R$ 2.349,90, não reconhece?" de domínio parecido, sem campos de traço',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Nubank <seguranca@nubank-atendimento.com>',
        to: 'rafaela.lima.sp@gmail.com',
        subject: 'Compra aprovada: R$ 2.349,90 em MAGAZINE LUIZA',
        date: 'Fri, 14 Mar 2025 21:55:40 -0300',
        messageId: '20250315005540.7c2d@nubank-atendimento.com',
        dkim: ['nubank-atendimento.com:default'],
        relay: 'mail.nubank-atendimento.com [203.0.113.145]',
        body: document(
          [
            { heading: 'Compra aprovada no seu cartão' },
            {
              rows: [
                ['Valor', 'R$ 2.349,90'],
                ['Estabelecimento', 'MAGAZINE LUIZA ONLINE'],
                ['Cartão', 'final 8812'],
                ['Data', '14/03/2025 21:52'],
              ],
            },
            'Não reconhece esta compra? Cancele agora para evitar a cobrança na sua fatura. O cancelamento só pode ser feito nas próximas 2 horas.',
            { button: 'Não reconheço esta compra', href: 'https://nubank-atendimento.com/cancelar-compra?id=88120' },
            { small: 'Nu Pagamentos S.A. - Instituição de Pagamento.' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },

  {
    // Millennium bcp "atualize os seus dados", from a Portuguese hotel's hijacked mailbox.
    name: 'Millennium bcp "atualização obrigatória de dados, acesso suspenso" do buzão comprometido de um hotel',
    lang: 'pt-PT',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Millennium bcp <reservas@hotelquintadoslagos.pt>',
      to: 'rui.tavares@netcabo.pt',
      subject: 'Millennium: acesso ao seu serviço online suspenso',
      date: 'Thu, 3 Jul 2025 18:22:15 +0100',
      messageId: '8f2c1a7e9b3d@hotelquintadoslagos.pt',
      dkim: ['hotelquintadoslagos.pt:default'],
      relay: 'mail.hotelquintadoslagos.pt [198.51.100.203]',
      body: document(
        [
          'Estimado(a) Cliente,',
          'Por imposição do Banco de Portugal, todos os clientes devem confirmar os seus dados de acesso e o número de telemóvel associado ao serviço de autenticação forte.',
          'O seu acesso ao Millennium Online foi temporariamente suspenso. Para o reativar, aceda ao link seguinte e confirme os seus dados.',
          { button: 'Reativar acesso', href: 'https://millenniumbcp-online-pt.net/particulares/ativar' },
          'Com os melhores cumprimentos, Millennium bcp',
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // Sparkasse pushTAN change, no trace fields.
    name: 'Sparkasse "Umstellung auf neues pushTAN-Verfahren bis 30.09." von einer Wegwerf-Domain, ohne Trace-Felder',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Sparkasse <service@sparkasse-pushtan-update.de.com>',
        to: 'thomas.becker@web.de',
        subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
        date: 'Tue, 16 Sep 2025 10:12:48 +0200',
        messageId: '20250916081248.5d2c@sparkasse-pushtan-update.de.com',
        dkim: ['sparkasse-pushtan-update.de.com:default'],
        relay: 'mail.sparkasse-pushtan-update.de.com [203.0.113.180]',
        body: document(
          [
            'Sehr geehrte Kundin, sehr geehrter Kunde,',
            'aufgrund neuer gesetzlicher Vorgaben (PSD2) wird das pushTAN-Verfahren umgestellt. Bitte führen Sie die Aktualisierung bis zum 30.09.2025 durch, da Ihr Online-Banking sonst gesperrt wird.',
            { button: 'Jetzt aktualisieren', href: 'https://sparkasse-pushtan-update.de.com/freischaltung/login' },
            'Mit freundlichen Grüßen, Ihre Sparkasse',
          ],
          { lang: 'de' },
        ),
      }),
    ),
  },

  {
    // ING "betaalpas verloopt".
    name: 'ING "uw betaalpas verloopt, vraag vóór vrijdag een nieuwe pas aan" van een wegwerpdomein',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'ING Bank <klantenservice@ing-pasvernieuwing.nl.com>',
      to: 'pieter.devries@ziggo.nl',
      subject: 'Uw betaalpas verloopt binnenkort - actie vereist',
      date: 'Thu, 5 Jun 2025 13:14:49 +0200',
      messageId: '20250605111449.9b1f@ing-pasvernieuwing.nl.com',
      dkim: ['ing-pasvernieuwing.nl.com:default'],
      relay: 'mail.ing-pasvernieuwing.nl.com [203.0.113.97]',
      auth: THROWAWAY,
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Uit onze gegevens blijkt dat uw huidige betaalpas binnenkort verloopt. Om te voorkomen dat uw pas wordt geblokkeerd, dient u vóór vrijdag een nieuwe betaalpas aan te vragen via onderstaande link.',
          { button: 'Nieuwe pas aanvragen', href: 'https://ing-pasvernieuwing.nl.com/aanvragen/inloggen' },
          'Met vriendelijke groet, ING Klantenservice',
        ],
        { lang: 'nl' },
      ),
    }),
  },
];
