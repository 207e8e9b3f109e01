// Whether two domains belong to the same organisation, as far as mail can tell without asking
// anyone: the same registrable domain, the same listed brand, the same name under another
// suffix (example.com / example.es), or one name inside the other (example / example-mail).

import { getPublicSuffix } from 'tldts';
import { brandOfDomain, registrableDomain } from './domains.ts';

/** Shortest name that counts when found inside another ("news" inside "technews" does not). */
const MIN_SHARED_NAME = 5;

function nameOf(registrable: string): string {
  const suffix = getPublicSuffix(registrable, { allowPrivateDomains: false }) ?? '';
  return registrable.slice(0, registrable.length - suffix.length - 1);
}

export function sameOrganisation(a: string, b: string): boolean {
  const left = registrableDomain(a);
  const right = registrableDomain(b);
  if (left === undefined || right === undefined) return false;
  if (left === right) return true;
  const leftBrand = brandOfDomain(left);
  if (leftBrand !== undefined && leftBrand === brandOfDomain(right)) return true;
  const leftName = nameOf(left);
  const rightName = nameOf(right);
  if (leftName === rightName) return true;
  const [shorter, longer] = leftName.length <= rightName.length ? [leftName, rightName] : [rightName, leftName];
  return shorter.length >= MIN_SHARED_NAME && longer.includes(shorter);
}
