// The browser globals the tests' in-page callbacks use. The project's TypeScript has no DOM
// library (it is a Node service), so the callbacks cast globalThis to this shape; the cast is
// erased and the callback runs in the page.

export interface PageGlobals {
  readonly DataTransfer: new () => { readonly items: { add(file: File): unknown } };
  readonly document: {
    readonly cookie: string;
    readonly documentElement: { readonly scrollWidth: number };
    readonly activeElement: { readonly id: string } | null;
  };
  readonly localStorage: Record<string, string>;
  readonly sessionStorage: Record<string, string>;
  readonly indexedDB: { databases(): Promise<unknown[]> };
  readonly location: { readonly href: string };
}
