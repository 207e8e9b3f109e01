// Whether two domains belong to the same organisation, as far as mail can tell without asking
// anyone: the same registrable domain, the same listed brand, the same name under another
// suffix (example.com / example.es), one name inside the other (example / examplemail), or one
// name a hyphen-separated piece of the other (rewe / rewe-online).

import { brandOfDomain, registrableDomain, splitAtSuffix } from './domains.ts';

/** Shortest name that counts when found inside another ("news" inside "technews" does not). */
const MIN_SHARED_NAME = 5;
/** Shortest name that counts as a whole hyphen-separated piece ("rewe" in "rewe-online"). */
const MIN_PIECE = 3;

export function sameOrganisation(a: string, b: string): boolean {
  const left = registrableDomain(a);
  const right = registrableDomain(b);
  if (left === undefined || right === undefined) return false;
  if (left === right) return true;
  const leftBrand = brandOfDomain(left);
  if (leftBrand !== undefined && leftBrand === brandOfDomain(right)) return true;
  const leftName = splitAtSuffix(left).name;
  const rightName = splitAtSuffix(right).name;
  if (leftName === rightName) return true;
  const [shorter, longer] = leftName.length <= rightName.length ? [leftName, rightName] : [rightName, leftName];
  if (shorter.length >= MIN_SHARED_NAME && longer.includes(shorter)) return true;
  return shorter.length >= MIN_PIECE && longer.split('-').includes(shorter);
}
