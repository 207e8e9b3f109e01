// A PGP signature block that signs nothing: mass-mailing kits paste one (copied once, the same
// in every copy) under a picture so that the mail looks like a careful client's signed mail.
// A real signature closes an inline-signed message ("-----BEGIN PGP SIGNED MESSAGE-----" above
// the text) or is the second part of a multipart/signed message (PGP/MIME); a reply quotes it
// behind "> ", and a digest or quote of PGP/MIME mail names its application/pgp-signature part.

import type { MessageModel, MimePart } from '../../message/model.ts';

/** The armour's first line at the start of a line: quoted lines ("> -----BEGIN …") are replies. */
const SIGNATURE_BEGIN = /^[ \t]*-----BEGIN PGP SIGNATURE-----/m;
/** What a real signature closes, or the type of the part it stands in, wherever it is written. */
const SIGNED_CONTEXT = /-----BEGIN PGP SIGNED MESSAGE-----|application\/pgp-signature|multipart\/signed/i;
const SIGNATURE_PART_TYPES: ReadonlySet<string> = new Set(['multipart/signed', 'application/pgp-signature']);
/** Parts looked at: real messages have a handful; the parser bounds the tree anyway. */
const MAX_PARTS = 200;

function hasSignaturePart(root: MimePart): boolean {
  const pending: MimePart[] = [root];
  for (let seen = 0; pending.length > 0 && seen < MAX_PARTS; seen++) {
    const part = pending.pop() as MimePart;
    if (SIGNATURE_PART_TYPES.has(part.contentType)) return true;
    pending.push(...part.children);
  }
  return false;
}

/** The displayed text carries a PGP signature block that no signed message or signature part stands behind. */
export function signatureArmourSignsNothing(model: MessageModel): boolean {
  const bodies = [model.text, model.html];
  if (!bodies.some((body) => SIGNATURE_BEGIN.test(body))) return false;
  return !bodies.some((body) => SIGNED_CONTEXT.test(body)) && !hasSignaturePart(model.root);
}
