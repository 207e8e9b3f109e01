// The /docs page: the guide's reference tables generated from the contract's own tables (the
// signal catalog, the problem codes, the limits, the verdicts and warnings), filled into the
// web/pages/docs.html template once at start-up. The API reference below the guide is
// rendered in the browser by Swagger UI from the two OpenAPI documents.

import { PROBLEMS, PROBLEM_CODES } from '../../contract/problems.ts';
import { ALLOWED_RISKS, VERDICT_EXPLANATIONS, VERDICTS, WARNING_EXPLANATIONS, WARNING_CODES } from '../../contract/result.ts';
import { SIGNAL_CATALOG } from '../../contract/signals.ts';
import { CONTRACT_LIMITS, LIMIT_NAMES } from '../../message/limits.ts';
import { SMS_TEXT_LIMIT } from './api-sms.ts';
import { URL_BODY_LIMIT } from './api-url.ts';
import { escapeHtml, fillTemplate, loadPage } from './site-assets.ts';

type Cell = string | { readonly code: string };

function table(caption: string, headings: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell): string => (typeof value === 'string' ? escapeHtml(value) : `<code>${escapeHtml(value.code)}</code>`);
  return [
    `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table>`,
    `<caption>${escapeHtml(caption)}</caption>`,
    `<thead><tr>${headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`),
    '</tbody></table></div>',
  ].join('\n');
}

const bytes = (count: number): string => `${count.toLocaleString('en')} bytes`;

export function docsPage(version: string): string {
  const { messageBytes, structural } = CONTRACT_LIMITS;
  return fillTemplate(loadPage('docs.html'), {
    version: escapeHtml(version),
    limits_table: table(
      'Limits',
      ['What', 'Maximum', 'Answer'],
      [
        ['Complete message', bytes(messageBytes), { code: 'payload_too_large' }],
        ...LIMIT_NAMES.map((name): Cell[] => [
          { code: name },
          name.endsWith('bytes') ? bytes(structural[name]) : String(structural[name]),
          { code: 'email_too_complex' },
        ]),
        ['URL analysis body', bytes(URL_BODY_LIMIT), { code: 'payload_too_large' }],
        ['SMS text (UTF-8)', bytes(SMS_TEXT_LIMIT), { code: 'payload_too_large' }],
      ],
    ),
    problems_table: table(
      'Error codes',
      ['Status', 'Code', 'Title'],
      PROBLEM_CODES.map((code) => [String(PROBLEMS[code].status), { code }, PROBLEMS[code].title]),
    ),
    verdicts_table: table(
      'Verdicts, in precedence order',
      ['Verdict', 'Risk', 'Meaning'],
      VERDICTS.map((verdict) => [{ code: verdict }, ALLOWED_RISKS[verdict].join(' or '), VERDICT_EXPLANATIONS[verdict].en]),
    ),
    warnings_table: table(
      'Warnings',
      ['Warning', 'Meaning'],
      WARNING_CODES.map((code) => [{ code }, WARNING_EXPLANATIONS[code].en]),
    ),
    signals_table: table(
      'Signal catalog',
      ['Code', 'Area', 'Severity', 'Meaning'],
      SIGNAL_CATALOG.map((entry) => [{ code: entry.code }, entry.area, entry.severity, entry.en]),
    ),
  });
}
