// People whose names endorsement and investment scams put in the sender's display name ("Eco
// Savings by Elon Musk", "Mr. Warren Buffett Billionaire investor"): a product, a giveaway or a
// trading platform the famous person supposedly backs. The names are full and distinctive (no
// "Martin Lewis", which many people are called), each with the registrable domains the person's
// own mail really comes from: a name on one of those is the person's, or their company's, own.
//
// Sources: written for this project from the consumer warnings of the FTC, Action Fraud and the
// FCA about celebrity-endorsement scams, and each person's companies' and foundations' domains.

export interface Celebrity {
  /** Folded tokens of the name, in order. */
  readonly name: readonly string[];
  readonly domains: readonly string[];
}

export const ENDORSEMENT_CELEBRITIES: readonly Celebrity[] = [
  { name: ['elon', 'musk'], domains: ['tesla.com', 'spacex.com', 'x.com', 'twitter.com', 'neuralink.com', 'boringcompany.com', 'x.ai'] },
  { name: ['bill', 'gates'], domains: ['gatesnotes.com', 'gatesfoundation.org', 'breakthroughenergy.org', 'microsoft.com'] },
  { name: ['jeff', 'bezos'], domains: ['amazon.com', 'blueorigin.com', 'bezosearthfund.org', 'bezosfamilyfoundation.org'] },
  { name: ['warren', 'buffett'], domains: ['berkshirehathaway.com', 'brka.com'] },
  { name: ['mark', 'zuckerberg'], domains: ['meta.com', 'facebook.com', 'fb.com', 'chanzuckerberg.com'] },
  { name: ['richard', 'branson'], domains: ['virgin.com', 'virginunite.com'] },
  { name: ['mark', 'cuban'], domains: ['markcuban.com', 'costplusdrugs.com'] },
  { name: ['oprah', 'winfrey'], domains: ['oprah.com', 'harpo.com'] },
];
