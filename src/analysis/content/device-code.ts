// Device-code phishing: the mail supplies a code to be typed at a real device-login page
// (knowledge/device-login.ts). The page is genuine, so no link looks wrong; the tell is that the
// code comes with the mail. A device shows its own code to the person signing it in, and the
// identity provider's own mail about such a sign-in is the brand's: a code sent by anyone else
// signs the reader in for the sender. A colleague inside the same organisation pointing at the
// page for a screen that shows its code supplies none.

import { DEVICE_LOGIN_PAGES } from '../knowledge/device-login.ts';

const PAGE = new RegExp(
  `(?<![a-z0-9.-])(?:www\\.)?(?:${DEVICE_LOGIN_PAGES.map((page) => page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?![a-z0-9])`,
  'i',
);

/**
 * A user code as the device flow prints it: two groups of four with a letter (Google, GitHub: "BXQ4-7LMT"; not a date or a phone number) or
 * eight to nine capitals and digits with both kinds (Microsoft: "KQ7ZP4M2X").
 */
const USER_CODE = /(?<![A-Za-z0-9-])(?:(?=[0-9-]*[A-Z])[A-Z0-9]{4}-[A-Z0-9]{4}|(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{8,9})(?![A-Za-z0-9-])/;

/** The text names a device-login page and supplies a code to type there. */
export function suppliesDeviceCode(text: string): boolean {
  return PAGE.test(text) && USER_CODE.test(text);
}
