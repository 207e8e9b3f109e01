// The links area: where the message's links really go. It collects every link (bodies,
// attachments, nested messages, QR codes), unwraps each to its destinations, and reports what
// the links and the forms that collect credentials show.

import type { SignalCode } from '../../contract/signals.ts';
import type { MessageModel } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import type { ObservedFactName } from '../facts/catalog.ts';
import { messageFact } from '../facts/stage.ts';
import { authorDomain } from '../identity/author.ts';
import { registrableDomain } from '../identity/domains.ts';
import { linkSignals, prepareContext } from '../links/analyze-url.ts';
import type { PreparedContext } from '../links/analyze-url.ts';
import { collectLinks } from '../links/collect.ts';
import type { FoundForm, FoundLink } from '../links/collect.ts';
import { isImageSharingHost } from '../links/hosting.ts';
import { isWebScheme, parseUrl } from '../links/url.ts';
import type { ParsedUrl } from '../links/url.ts';

export const linksArea: Area = {
  name: 'links',
  async run(model: MessageModel, context: AreaContext): Promise<AreaFindings> {
    const found = collectLinks(model, context);
    const recipients = [...model.addresses.to, ...model.addresses.cc].map((mailbox) => mailbox.address);
    const bulk = messageFact(model, context, 'list_headers');
    // A brand's own short links and shares are the brand's only when the brand really sent the
    // mail; a sender's own downloads are its own only when something vouches for the sender.
    const fromDomain = authorDomain(model);
    const vouchedBrand = await messageFact(model, context, 'vouched_brand');
    const vouchedSender = await messageFact(model, context, 'sender_vouched');
    const relayed = await messageFact(model, context, 'vouched_platform_relay');
    const prepared = prepareContext(recipients, bulk, vouchedBrand ? fromDomain : '', vouchedSender ? fromDomain : '', relayed, fromDomain);
    const signals = new Set<SignalCode>();
    let truncated = found.truncated;
    for (const link of found.links) {
      if (context.signal.aborted) {
        truncated = true;
        break;
      }
      analyseLink(link, prepared, signals);
    }
    // A directory of hundreds of sites (a weblog-update digest, a link list) lists some hosted on
    // a bare IP address or a free host: rules/composites/drop_hosts_listed_in_a_directory.yaml.
    const facts: ObservedFactName[] = linksToADirectory(found.links) ? ['directory_listing'] : [];
    const senderDomain = registrableDomain(fromDomain);
    if (found.looseFormPassword || found.forms.some((form) => collectsCredentials(form, senderDomain))) signals.add('link_credential_form');
    if (truncated) signals.add('coverage_limit_reached');
    return { signals: [...signals], facts };
  },
};

function analyseLink(link: FoundLink, prepared: PreparedContext, signals: Set<SignalCode>): void {
  const parsed = parseUrl(link.href);
  for (const code of linkSignals(parsed, prepared, link.role, link.text, link.inDocument === true)) signals.add(code);
  if (isImageSharingButton(link, parsed)) signals.add('link_image_sharing_host');
  if (!isWebScheme(parsed.scheme) || parsed.hostKind === 'none') return;
  if (link.origin === 'qr') signals.add('link_qr_code');
  else if (link.origin === 'attachment') signals.add('link_in_attachment');
}

/**
 * Distinct sites a message must link to to be a directory: more than any lure's decoys (the
 * corpus's most-linked lure, a search-engine-submission offer listing the engines, reaches ~150),
 * fewer than a weblog-update digest (~340 sites in one day's mail).
 */
const MIN_DIRECTORY_SITES = 200;

/** The web links reach at least MIN_DIRECTORY_SITES distinct registrable domains or IP hosts. */
function linksToADirectory(links: readonly FoundLink[]): boolean {
  if (links.length < MIN_DIRECTORY_SITES) return false;
  const sites = new Set<string>();
  for (const link of links) {
    const parsed = parseUrl(link.href);
    if (!isWebScheme(parsed.scheme) || parsed.hostKind === 'none') continue;
    sites.add(parsed.hostKind === 'domain' ? (registrableDomain(parsed.host) ?? parsed.host) : parsed.host);
    if (sites.size >= MIN_DIRECTORY_SITES) return true;
  }
  return false;
}

/**
 * A picture uploaded to an anonymous image-sharing site, used as the button to another site: the
 * lure drawn in one hot-linked picture. A picture merely shown (a meme pasted into a note, a
 * member's upload in a forum digest) or linking to its own page on the site is not counted.
 */
function isImageSharingButton(link: FoundLink, parsed: ParsedUrl): boolean {
  if (link.role !== 'resource' || link.linkedTo === undefined || parsed.hostKind !== 'domain' || !isImageSharingHost(parsed.host)) return false;
  const target = parseUrl(link.linkedTo);
  return isWebScheme(target.scheme) && target.hostKind === 'domain' && !isImageSharingHost(target.host);
}

/** A body form with this many typed fields asks for details, not a search term or a newsletter address. */
const MIN_BODY_FORM_FIELDS = 2;

/**
 * A form collects credentials when it asks for a password, or when it sends what is typed into
 * it to a web address: from an attachment (opened locally, it can only post elsewhere) or,
 * from a body, several fields to a domain that is not the sender's.
 */
function collectsCredentials(form: FoundForm, senderDomain: string | undefined): boolean {
  if (form.hasPassword) return true;
  if (form.typedInputs === 0) return false;
  const action = parseUrl(form.action);
  if (!isWebScheme(action.scheme) || action.hostKind === 'none') return false;
  if (form.origin !== 'body') return true;
  return form.typedInputs >= MIN_BODY_FORM_FIELDS && registrableDomain(action.host) !== senderDomain;
}
