// The analyst console. The API key lives in one variable of this module: never in storage,
// a cookie or the URL, and it leaves the page only as the X-API-Key header of an analysis.
// Each submission gets its own Idempotency-Key; "Try again" resends the same key and bytes.

import { PROBLEM_HINTS, SEVERITY_NAMES, TEXT, VERDICT_NAMES } from './app-text.js';
import { setupLanguage } from './lang.js';
import { readMessage } from './message-view.js';

const SMS_TEXT_LIMIT = 4096;
const TONES = { malware: 'danger', phishing: 'danger', fraud: 'danger', suspicious: 'warn', spam: 'notice', bulk: 'notice', clean: 'safe' };
/** Outcomes a retry with the same key and bytes may change (contract 1.3 and 1.4). */
const RETRYABLE = new Set([409, 429, 503]);
/** The capability each kind of analysis needs (contract 2.2), named when a key lacks it. */
const CAPABILITY = { email: 'email_analysis', url: 'url_analysis', sms: 'sms_analysis' };

let apiKey = '';
let language = 'en';
/** { signals: Map, verdicts: Map, warnings: Map } from /app/catalog.json. */
let catalog;
/** What the result panel shows: undefined, { busy, request }, or { request, status, body, replayed, retryAfter }. */
let view;

const $ = (selector) => document.querySelector(selector);
const text = () => TEXT[language];

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// ---- Language ----

function translatePage() {
  for (const node of document.querySelectorAll('[data-text]')) node.textContent = text()[node.dataset.text];
  document.title = `${text().title} · Centinela`;
  updateSmsCounter();
  renderKeyState();
  renderResult();
}

// ---- The API key ----

function renderKeyState() {
  $('#key-form').hidden = apiKey !== '';
  $('#key-state').hidden = apiKey === '';
}

$('#key-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('#api-key');
  const value = input.value.trim();
  // The field is emptied at once: the key is kept only in the variable.
  input.value = '';
  if (value === '') return;
  apiKey = value;
  renderKeyState();
  $('#forget-key').focus();
});

$('#forget-key').addEventListener('click', () => {
  apiKey = '';
  renderKeyState();
  $('#api-key').focus();
});

// ---- Submissions ----

function newIdempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http to a remote host) randomUUID is absent.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function submit(request) {
  if (apiKey === '') {
    view = { request, status: 0, body: { code: 'api_key_missing' }, local: 'key_needed' };
    renderResult();
    $('#api-key').focus();
    return;
  }
  send({ ...request, idempotencyKey: newIdempotencyKey() });
}

async function send(request) {
  view = { busy: true, request };
  renderResult();
  try {
    const response = await fetch(request.path, {
      method: 'POST',
      headers: { 'Content-Type': request.contentType, 'X-API-Key': apiKey, 'Idempotency-Key': request.idempotencyKey },
      body: request.body,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    let body;
    try {
      body = await response.json();
    } catch {
      body = {};
    }
    view = {
      request,
      status: response.status,
      body,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    view = { request, status: 0, body: {}, network: true };
  }
  renderResult();
  // On a phone the result is below the inputs: bring it into view.
  if (window.matchMedia('(max-width: 52rem)').matches) $('#result-heading').scrollIntoView();
}

// Email: pick or drop a file; it is analysed at once.
function analyseFile(file) {
  if (file === undefined) return;
  file.arrayBuffer().then(async (bytes) => {
    // Read in the browser, for the panel beside the verdict; the bytes sent are the file's own.
    const message = await readMessage(bytes.slice(0));
    submit({
      kind: 'email',
      subject: { email: file.name },
      message: message ?? null,
      path: '/api/v1/analyze/email',
      contentType: 'message/rfc822',
      body: bytes,
    });
  });
}

$('#eml-file').addEventListener('change', (event) => {
  analyseFile(event.target.files[0]);
  event.target.value = '';
});

const dropzone = $('#dropzone');
for (const name of ['dragenter', 'dragover']) {
  dropzone.addEventListener(name, (event) => {
    event.preventDefault();
    dropzone.classList.add('over');
  });
}
dropzone.addEventListener('dragleave', () => dropzone.classList.remove('over'));
dropzone.addEventListener('drop', (event) => {
  event.preventDefault();
  dropzone.classList.remove('over');
  analyseFile(event.dataTransfer.files[0]);
});
// A file dropped beside the zone must not make the browser open it and leave the console.
for (const name of ['dragover', 'drop']) window.addEventListener(name, (event) => event.preventDefault());

/** Restores defanged links (hxxp, [.], (.)) and adds https:// to a link written without a scheme. */
function refang(value) {
  const url = value
    .trim()
    .replace(/^hxxp/i, 'http')
    .replace(/\[\.\]|\(\.\)|\{\.\}/g, '.')
    .replace(/\[:\]/g, ':');
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

$('#url-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const raw = $('#url').value;
  if (raw.trim() === '') {
    view = { request: { kind: 'url' }, status: 0, body: {}, local: 'url_empty' };
    renderResult();
    return;
  }
  const url = refang(raw);
  submit({ kind: 'url', subject: { url }, path: '/api/v1/analyze/url', contentType: 'application/json', body: JSON.stringify({ url }) });
});

function updateSmsCounter() {
  const used = new TextEncoder().encode($('#sms-text').value).length;
  $('#sms-counter').textContent = text().sms_bytes(used, SMS_TEXT_LIMIT);
}
$('#sms-text').addEventListener('input', updateSmsCounter);

$('#sms-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const message = $('#sms-text').value;
  const sender = $('#sms-sender').value.trim();
  if (message.trim() === '') {
    view = { request: { kind: 'sms' }, status: 0, body: {}, local: 'sms_empty' };
    renderResult();
    return;
  }
  const body = JSON.stringify(sender === '' ? { text: message } : { text: message, sender });
  submit({ kind: 'sms', subject: { sms: true }, path: '/api/v1/analyze/sms', contentType: 'application/json', body });
});

// ---- The result ----

function subjectLine(request) {
  const subject = request.subject ?? {};
  if (subject.email !== undefined) return text().subject_email(subject.email);
  if (subject.url !== undefined) return text().subject_url(subject.url);
  return text().subject_sms;
}

function renderResult() {
  const target = $('#result');
  target.replaceChildren();
  if (view === undefined) {
    target.append(element('p', { class: 'result-empty' }, text().result_empty));
    return;
  }
  if (view.busy) {
    target.append(element('p', { class: 'busy' }, text().busy(subjectLine(view.request))));
    return;
  }
  if (view.status !== 200) target.append(...renderProblem(view));
  // The catalog arrives once, right after the page: the result is shown when both are here.
  else if (catalog !== undefined) target.append(...renderAnalysis(view));
}

function renderAnalysis({ request, body, replayed }) {
  const tone = TONES[body.verdict] ?? 'notice';
  const verdictName = VERDICT_NAMES[language][body.verdict] ?? body.verdict;
  const verdict = catalog.verdicts.get(body.verdict);
  const banner = element(
    'section',
    { class: `banner tone-${tone}`, 'aria-labelledby': 'verdict-title' },
    element(
      'h2',
      { id: 'verdict-title' },
      element('span', { class: 'verdict', 'data-verdict': body.verdict }, verdictName),
      element('span', { class: 'risk' }, text().risk(body.risk)),
    ),
    element('p', {}, verdict?.[language] ?? ''),
  );
  const nodes = [element('p', { class: 'subject' }, subjectLine(request)), banner];
  nodes.push(
    element('p', { class: 'completeness', 'data-completeness': body.completeness }, body.completeness === 'complete' ? text().complete : text().partial),
  );

  const codes = Array.isArray(body.signal_codes) ? body.signal_codes : [];
  nodes.push(element('h3', {}, codes.length === 0 ? text().no_signals : text().signals_heading(codes.length)));
  if (codes.length > 0) {
    const list = element('ul', { class: 'signals' });
    for (const code of codes) {
      const entry = catalog.signals.get(code);
      const severity = entry?.severity ?? 'info';
      list.append(
        element(
          'li',
          { 'data-signal': code },
          element('span', { class: `severity sev-${severity}` }, SEVERITY_NAMES[language][severity]),
          element('p', {}, entry?.[language] ?? code),
          element('code', {}, code),
        ),
      );
    }
    nodes.push(list);
  }
  const warnings = Array.isArray(body.warnings) ? body.warnings : [];
  if (warnings.length > 0) {
    nodes.push(element('h3', {}, text().warnings_heading));
    nodes.push(element('ul', {}, ...warnings.map((code) => element('li', { 'data-warning': code }, catalog.warnings.get(code)?.[language] ?? code))));
  }
  if (request.message !== undefined) nodes.push(renderMessage(request.message));
  if (replayed) nodes.push(element('p', { class: 'hint' }, text().replayed));
  nodes.push(
    element(
      'dl',
      { class: 'meta' },
      element('dt', {}, text().analysis_id),
      element('dd', {}, String(body.analysis_id)),
      element('dt', {}, text().request_id),
      element('dd', {}, String(body.request_id)),
      element('dt', {}, text().created_at),
      element('dd', {}, String(body.created_at)),
    ),
  );
  return nodes;
}

/** The parts of the dropped message: headers, links as shown and as they point, attachments. */
function renderMessage(message) {
  const section = element(
    'section',
    { class: 'message', 'aria-labelledby': 'message-heading' },
    element('h3', { id: 'message-heading' }, text().message_heading),
  );
  if (message === null) {
    section.append(element('p', { class: 'hint' }, text().message_unreadable));
    return section;
  }
  const field = (label, value, name) => [element('dt', {}, label), element('dd', { 'data-field': name }, value === '' ? text().message_none : value)];
  section.append(
    element(
      'dl',
      { class: 'headers' },
      ...field(text().message_from, message.from, 'from'),
      ...field(text().message_reply_to, message.replyTo, 'reply-to'),
      ...field(text().message_subject, message.subject, 'subject'),
      ...field(text().message_date, message.date, 'date'),
    ),
  );
  if (message.links.length > 0) {
    section.append(element('h4', {}, text().links_heading(message.links.length)));
    const table = element(
      'table',
      { class: 'links' },
      element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, text().link_shown), element('th', { scope: 'col' }, text().link_target))),
    );
    const body = element('tbody');
    for (const link of message.links) {
      const target = element('td', {}, element('code', {}, link.href));
      if (link.mismatch) target.append(element('p', { class: 'mismatch' }, text().link_mismatch));
      body.append(element('tr', link.mismatch ? { 'data-mismatch': 'true' } : {}, element('td', {}, link.shown), target));
    }
    table.append(body);
    section.append(table);
  }
  if (message.attachments.length > 0) {
    section.append(element('h4', {}, text().attachments_heading(message.attachments.length)));
    section.append(
      element(
        'ul',
        { class: 'attachments' },
        ...message.attachments.map((item) => element('li', {}, element('code', {}, item.name || '—'), ` ${item.type} · ${text().attachment_size(item.bytes)}`)),
      ),
    );
  }
  return section;
}

function renderProblem({ request, status, body, network, local, retryAfter }) {
  const lines = [];
  if (local !== undefined) lines.push(text()[local]);
  else if (network) lines.push(text().network_error);
  else {
    const hint = PROBLEM_HINTS[language][body.code];
    if (hint !== undefined) lines.push(hint);
    if (body.code === 'capability_not_granted' && CAPABILITY[request.kind] !== undefined) lines.push(text().capability_needed(CAPABILITY[request.kind]));
    if (typeof body.detail === 'string') lines.push(body.detail);
    if (retryAfter !== null && retryAfter !== undefined) lines.push(text().retry_after(retryAfter));
  }
  const section = element(
    'section',
    { class: 'banner tone-warn', role: 'alert' },
    element('h2', {}, text().error_heading),
    ...lines.map((line) => element('p', {}, line)),
  );
  if (typeof body.code === 'string' && local === undefined) section.append(element('p', {}, element('code', {}, `${status} ${body.code}`)));
  const nodes = [];
  if (request.subject !== undefined) nodes.push(element('p', { class: 'subject' }, subjectLine(request)));
  nodes.push(section);
  if (local === undefined && (network || RETRYABLE.has(status))) {
    const again = element('button', { type: 'button', class: 'button secondary' }, text().retry);
    again.addEventListener('click', () => send(request));
    nodes.push(element('p', {}, again));
  }
  return nodes;
}

// ---- Start ----

async function loadCatalog() {
  const response = await fetch('/app/catalog.json', { credentials: 'omit' });
  const data = await response.json();
  return {
    signals: new Map(data.signals.map((entry) => [entry.code, entry])),
    verdicts: new Map(data.verdicts.map((entry) => [entry.code, entry])),
    warnings: new Map(data.warnings.map((entry) => [entry.code, entry])),
  };
}

setupLanguage((chosen) => {
  language = chosen;
  translatePage();
});
loadCatalog().then((loaded) => {
  catalog = loaded;
  document.body.dataset.ready = 'true';
  renderResult();
});
