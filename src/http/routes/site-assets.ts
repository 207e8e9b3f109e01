// The files of the site, read once at start-up: the pages under web/pages (templates, filled
// by their routes), the scripts, styles and images under web/assets, Swagger UI's bundle and
// stylesheet and postal-mime's browser modules from node_modules. A fixed list of URL paths, no file-system look-up
// per request, so no request path can reach outside these files.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Asset {
  readonly type: string;
  readonly body: Buffer;
}

const WEB_DIR = fileURLToPath(new URL('../../../web/', import.meta.url));
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** What the docs page needs from Swagger UI: the standalone bundle and its stylesheet. */
const SWAGGER_UI_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];
/** postal-mime's ES module build: the console reads a dropped message in the browser with it. */
const POSTAL_MIME_DIR = join(dirname(createRequire(import.meta.url).resolve('postal-mime')), '..', 'esm');

const TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function asset(path: string): Asset {
  const type = TYPES[extname(path)];
  if (type === undefined) throw new Error(`no media type for ${path}`);
  return { type, body: readFileSync(path) };
}

/** Every static file by the URL path it is served at. */
export function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const own = join(WEB_DIR, 'assets');
  for (const name of readdirSync(own).sort()) assets.set(`/assets/${name}`, asset(join(own, name)));
  for (const name of SWAGGER_UI_FILES) assets.set(`/assets/swagger-ui/${name}`, asset(join(SWAGGER_UI_DIR, name)));
  for (const name of readdirSync(POSTAL_MIME_DIR).sort()) {
    if (name.endsWith('.js')) assets.set(`/assets/postal-mime/${name}`, asset(join(POSTAL_MIME_DIR, name)));
  }
  return assets;
}

/** A page template from web/pages, as text. */
export function loadPage(name: string): string {
  return readFileSync(join(WEB_DIR, 'pages', name), 'utf8');
}

/** Fills `{{name}}` slots with HTML the caller has already escaped; an unfilled slot is a bug. */
export function fillTemplate(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([a-z_]+)\}\}/g, (_match, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`template slot ${name} has no value`);
    return value;
  });
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
