// Anonymous image-sharing sites: anyone uploads a picture without an account and gets a direct
// address for it, meant for forum posts and chats. A mailing's pictures come from its sender's
// own servers or its mailing service's CDN; a picture served from one of these is what a
// throw-away sender uses when it has neither (the whole lure drawn in one uploaded picture).
//
// Sources: written for Centinela from the sites' own documentation of their direct-link hosts.

export const IMAGE_SHARING_SOURCES = "Centinela, from the image-sharing sites' documented direct-link hosts.";

/** Registrable domains of the sites; their subdomains (`i.imgur.com`, `i.ibb.co`) count too. */
export const IMAGE_SHARING_DOMAINS: readonly string[] = Object.freeze([
  'imgur.com',
  'ibb.co',
  'imgbb.com',
  'postimg.cc',
  'postimages.org',
  'prnt.sc',
  'prntscr.com',
  'imageshack.com',
  'imageshack.us',
  'tinypic.com',
  'freeimage.host',
  'iili.io',
  'imgbox.com',
  'pixhost.to',
  'gyazo.com',
  'imagebam.com',
  'funkyimg.com',
  'servimg.com',
  'casimages.com',
  'hostingpics.net',
  'directupload.net',
  'abload.de',
  'imagevenue.com',
  'lensdump.com',
  'imgpile.com',
  'picsur.org',
]);
