// What the console shows of a dropped message beside the verdict: From, Reply-To, Subject, Date,
// each link as displayed and where it really points, and the attachments. Read here, in the
// browser, from the file the analyst dropped (postal-mime, served by this host): nothing extra
// goes to the server. The message's HTML is parsed into an inert document (DOMParser runs no
// script and loads nothing) and never rendered.

import PostalMime from '/assets/postal-mime/postal-mime.js';

/** Enough to see a campaign's links; a page of hundreds helps nobody. */
const MAX_LINKS = 50;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const DOMAIN_LIKE = /^(?:https?:\/\/)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?:[/:?#]|$)/i;

function mailbox(address) {
  if (address === undefined || address === null) return '';
  if (Array.isArray(address.group)) return address.group.map(mailbox).join(', ');
  const name = (address.name ?? '').trim();
  const at = (address.address ?? '').trim();
  return name !== '' && at !== '' ? `${name} <${at}>` : name || at;
}

function hostOf(href) {
  try {
    return new URL(href).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** The host the shown text names, when the text reads as an address or a domain. */
function shownHost(shown) {
  const match = DOMAIN_LIKE.exec(shown.trim());
  return match === null ? '' : match[1].toLowerCase();
}

function linksOf(email) {
  const links = [];
  const seen = new Set();
  const add = (shown, href) => {
    const key = `${shown}\n${href}`;
    if (links.length >= MAX_LINKS || seen.has(key) || !/^https?:/i.test(href)) return;
    seen.add(key);
    const named = shownHost(shown);
    const target = hostOf(href);
    links.push({ shown, href, host: target, mismatch: named !== '' && target !== '' && named !== target && !target.endsWith(`.${named}`) });
  };
  if (typeof email.html === 'string' && email.html !== '') {
    const document = new DOMParser().parseFromString(email.html, 'text/html');
    for (const anchor of document.querySelectorAll('a[href]')) {
      add((anchor.textContent ?? '').replace(/\s+/g, ' ').trim(), anchor.getAttribute('href').trim());
    }
  }
  for (const href of (email.text ?? '').match(URL_IN_TEXT) ?? []) add(href, href);
  return links;
}

/** Reads the dropped file; undefined when it cannot be read as a message. */
export async function readMessage(bytes) {
  try {
    const email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
    return {
      from: mailbox(email.from),
      replyTo: (email.replyTo ?? []).map(mailbox).join(', '),
      subject: email.subject ?? '',
      date: email.date ?? '',
      links: linksOf(email),
      attachments: (email.attachments ?? []).map((attachment) => ({
        name: attachment.filename ?? '',
        type: attachment.mimeType ?? '',
        bytes: attachment.content?.byteLength ?? 0,
      })),
    };
  } catch {
    return undefined;
  }
}
