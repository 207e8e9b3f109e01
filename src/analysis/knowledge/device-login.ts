// The pages where a device-code sign-in (OAuth 2.0 device authorisation grant, RFC 8628) is
// completed: a TV, a CLI or a meeting-room screen shows a code, and its owner types it at one of
// these addresses and signs in. Whoever generated the code receives the tokens, so a code that
// arrives by mail, to be typed there, hands the reader's account to the mail's author (the
// device-code phishing of 2024–2025: Storm-2372, "secure Teams briefing").
//
// Sources: Microsoft identity platform and Google OAuth documentation of the device flow, GitHub's
// device flow documentation; Microsoft Threat Intelligence on Storm-2372 (February 2025).

export const DEVICE_LOGIN_SOURCES = 'Microsoft, Google and GitHub device-flow documentation; Microsoft Threat Intelligence on Storm-2372 (2025).';

/** Host and path of each device-login page, lower case, without scheme or `www.`. */
export const DEVICE_LOGIN_PAGES: readonly string[] = [
  'microsoft.com/devicelogin',
  'aka.ms/devicelogin',
  'login.microsoftonline.com/common/oauth2/deviceauth',
  'login.microsoftonline.com/devicelogin',
  'login.microsoft.com/device',
  'google.com/device',
  'github.com/login/device',
];
