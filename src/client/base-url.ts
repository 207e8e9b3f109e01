// The client's base URL is an origin (scheme, host, port) and nothing else: the client adds
// `/v1/…` itself, so a base URL with a path would send requests to `/v1/v1/…` or elsewhere;
// credentials or a query in it would put secrets in a URL.

export class BaseUrlError extends TypeError {
  constructor(problem: string) {
    super(`baseUrl: ${problem}`);
    this.name = 'BaseUrlError';
  }
}

/** The origin of `baseUrl` (e.g. `https://centinela.example.com`), or a BaseUrlError. */
export function originOf(baseUrl: string | URL): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new BaseUrlError('not an absolute URL; give the origin, e.g. https://centinela.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BaseUrlError(`scheme ${url.protocol} is not http: or https:`);
  if (url.username !== '' || url.password !== '') throw new BaseUrlError('must not contain credentials; pass apiKey instead');
  // URL normalises `/v1/` and `/V1` alike; the test is on the path as parsed, case-insensitively.
  if (/(^|\/)v1(\/|$)/i.test(url.pathname)) {
    throw new BaseUrlError('must be the origin only and must not contain /v1; the client adds the version path itself');
  }
  if (url.pathname !== '/') throw new BaseUrlError('must be the origin only, without a path');
  if (url.search !== '' || url.hash !== '') throw new BaseUrlError('must not contain a query or a fragment');
  return url.origin;
}
