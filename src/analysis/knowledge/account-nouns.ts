// What a service calls the reader's standing with it, right after its own name: "your Tandem
// account", "your Acme workspace". Read only after "your" and a name the sender owns
// (content/own-account.ts).
//
// Sources: written for Centinela from the account notices of software and online services.

export const OWN_ACCOUNT_NOUNS: readonly string[] = ['account', 'accounts', 'workspace', 'workspaces', 'profile', 'subscription', 'membership', 'login'];
