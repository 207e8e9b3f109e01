// Hosting anyone can publish on for free, without owning a domain: file sharing, free
// subdomains of site builders and app platforms, form builders, object storage, tunnels,
// IPFS gateways and web3 hosting. Phishing kits live there because the host name borrows the
// platform's reputation and costs nothing to replace. Legitimate mail links there too (a
// shared file, a survey), so this is evidence to combine, not a verdict.
//
// Sources: written for Centinela from the platforms' public documentation of their free
// address formats and from public phishing-hosting reports (APWG, vendor blogs); no list was
// copied from another project.

export const FREE_HOSTING_SOURCES = 'Centinela, from the platforms\' documented free address formats and phishing-hosting reports.';

/**
 * - `subdomain`: only names under the domain are users' (`x.github.io`, never `github.io`);
 * - `site`: the domain and its subdomains, optionally only under `pathPrefix`.
 */
export type FreeHostingMatch = 'subdomain' | 'site';

export interface FreeHostingEntry {
  readonly domain: string;
  readonly match: FreeHostingMatch;
  readonly pathPrefix?: string;
  /**
   * `code-pages`: a code host's project pages, named after the account (`microsoft.github.io`,
   * `microsoftdocs.github.io`): brands' own organisations publish there under their names.
   */
  readonly kind: 'file-sharing' | 'site-builder' | 'app-platform' | 'code-pages' | 'form' | 'storage' | 'tunnel' | 'ipfs' | 'paste';
}

const sub = (kind: FreeHostingEntry['kind'], domains: readonly string[]): FreeHostingEntry[] =>
  domains.map((domain) => ({ domain, match: 'subdomain', kind }));
const site = (kind: FreeHostingEntry['kind'], domains: readonly string[]): FreeHostingEntry[] =>
  domains.map((domain) => ({ domain, match: 'site', kind }));

export const FREE_HOSTING: readonly FreeHostingEntry[] = Object.freeze([
  ...sub('code-pages', ['github.io', 'gitlab.io']),
  ...sub('app-platform', [
    'pages.dev', 'workers.dev', 'web.app', 'firebaseapp.com', 'netlify.app', 'vercel.app',
    'glitch.me', 'herokuapp.com', 'repl.co', 'replit.app', 'replit.dev', 'onrender.com', 'fly.dev', 'deno.dev',
    'azurewebsites.net', 'azurestaticapps.net', 'appspot.com', 'surge.sh', 'r2.dev', 'codesandbox.io', 'csb.app',
    'railway.app', 'up.railway.app', 'bubbleapps.io', 'adalo.com', 'weweb-preview.io', 'lovable.app', 'bolt.host',
  ]),
  ...sub('site-builder', [
    'weebly.com', 'weeblysite.com', 'wixsite.com', 'wixstudio.io', 'squarespace.com', 'godaddysites.com', 'webflow.io',
    'framer.app', 'framer.website', 'carrd.co', 'notion.site', 'jimdosite.com', 'jimdofree.com', 'yolasite.com',
    'site123.me', 'mystrikingly.com', 'strikingly.com', 'tilda.ws', 'blogspot.com', 'wordpress.com', 'wpcomstaging.com',
    'typedream.app', 'webador.com', 'webnode.page', 'webnode.com', 'ucoz.net', 'ucoz.ru', 'my.canva.site',
    'mobirisesite.com', 'gitbook.io', 'tiiny.site', 'hpage.com', 'start.page', 'ukit.me',
    'square.site', 'ueniweb.com', 'odoo.com', 'myportfolio.com', 'wix.com', 'mailchimpsites.com', 'hubspotpagebuilder.com',
    '000webhostapp.com', 'infinityfreeapp.com', 'epizy.com', 'rf.gd', 'byethost7.com', 'byethost8.com', 'wuaze.com',
    'lovestoblog.com', 'freecluster.eu', 'atwebpages.com', 'altervista.org', 'free.fr', 'tripod.com', 'angelfire.com',
  ]),
  ...sub('storage', [
    'blob.core.windows.net', 'web.core.windows.net', 'digitaloceanspaces.com', 'backblazeb2.com', 'linodeobjects.com',
    'wasabisys.com', 'cloudfront.net',
  ]),
  // Amazon S3, path-style (`s3.<region>.amazonaws.com/bucket/…`) and virtual-hosted (`bucket.s3.…`).
  ...site('storage', [
    's3.amazonaws.com', ...['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2', 'ca-central-1', 'sa-east-1', 'eu-west-1', 'eu-west-2',
      'eu-west-3', 'eu-central-1', 'eu-central-2', 'eu-north-1', 'eu-south-1', 'ap-south-1', 'ap-southeast-1', 'ap-southeast-2',
      'ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3', 'ap-east-1', 'me-south-1', 'af-south-1'].map((region) => `s3.${region}.amazonaws.com`),
  ]),
  ...sub('tunnel', ['ngrok.io', 'ngrok-free.app', 'ngrok.app', 'trycloudflare.com', 'loca.lt', 'serveo.net', 'localtunnel.me', 'duckdns.org', 'ddns.net', 'no-ip.org', 'hopto.org', 'zapto.org']),
  ...sub('ipfs', ['ipfs.dweb.link', 'ipfs.w3s.link', 'ipfs.nftstorage.link', 'fleek.co', 'on-fleek.app', '4everland.app', 'ipfs.cf-ipfs.com']),
  ...site('ipfs', ['ipfs.io', 'cloudflare-ipfs.com', 'gateway.pinata.cloud', 'dweb.link', 'w3s.link', 'nftstorage.link', 'ipfs.runfission.com']),
  ...site('file-sharing', [
    'dl.dropboxusercontent.com', '1drv.ms', 'onedrive.live.com', 'wetransfer.com', 'we.tl', 'mega.nz', 'mediafire.com',
    'sendspace.com', 'files.fm', '4shared.com', 'filetransfer.io', 'transfer.sh', 'gofile.io', 'pixeldrain.com',
    'catbox.moe', 'tmpfiles.org', 'file.io', 'ufile.io', 'dosya.co', 'krakenfiles.com', 'zippyshare.com', 'anonfiles.com',
    'easyupload.io', 'send.cm', 'fileshare.link', 'jumpshare.com', 'fromsmash.com', 'swisstransfer.com',
    'filemail.com', 'terabox.com', 'icedrive.net', 'pcloud.link', 'u.pcloud.link', 'yadi.sk', 'disk.yandex.ru',
    'firebasestorage.googleapis.com', 'storage.cloud.google.com', 'storage.googleapis.com', 'cdn.discordapp.com',
    'flowcode.com', 'padlet.com', 'linktr.ee', 'heyzine.com', 'flipsnack.com', 'issuu.com', 'anyflip.com',
    'fliphtml5.com', 'publuu.com', 'scribd.com', 'docdroid.net', 'smallpdf.com', 'dochub.com', 'pdfhost.io',
  ]),
  { domain: 'dropbox.com', match: 'site', pathPrefix: '/s/', kind: 'file-sharing' },
  { domain: 'dropbox.com', match: 'site', pathPrefix: '/scl/', kind: 'file-sharing' },
  { domain: 'drive.google.com', match: 'site', pathPrefix: '/uc', kind: 'file-sharing' },
  { domain: 'docs.google.com', match: 'site', pathPrefix: '/drawings/', kind: 'file-sharing' },
  { domain: 'docs.google.com', match: 'site', pathPrefix: '/presentation/d/e/', kind: 'file-sharing' },
  { domain: 'docs.google.com', match: 'site', pathPrefix: '/forms/', kind: 'form' },
  { domain: 'sites.google.com', match: 'site', kind: 'site-builder' },
  { domain: 'canva.com', match: 'site', pathPrefix: '/design/', kind: 'file-sharing' },
  { domain: 'app.box.com', match: 'site', pathPrefix: '/s/', kind: 'file-sharing' },
  ...site('form', [
    'forms.gle', 'forms.office.com', 'forms.microsoft.com', 'form.jotform.com', 'jotform.com', 'typeform.com', 'formstack.com',
    '123formbuilder.com', 'wufoo.com', 'cognitoforms.com', 'formsite.com', 'formspree.io', 'getform.io', 'tally.so',
    'paperform.co', 'forms.zohopublic.com', 'zfrmz.com', 'form.123formbuilder.com', 'formcrafts.com', 'basin.com',
    'fillout.com', 'forms.app', 'surveyheart.com', 'pipedream.net', 'webhook.site', 'forms.yandex.com', 'forms.yandex.ru',
  ]),
  ...site('paste', ['pastebin.com', 'paste.ee', 'telegra.ph', 'rentry.co', 'justpaste.it', 'hastebin.com', 'controlc.com']),
]);
