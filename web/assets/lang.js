// The page language: Spanish when the browser prefers it, English otherwise; switchable.
// Nothing is stored: the choice lasts as long as the page.

export const LANGUAGES = ['en', 'es'];

export function browserLanguage() {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(primary)) return primary;
  }
  return 'en';
}

/**
 * Wires the language buttons (`[data-set-lang]`) and calls `apply(language)` now and on every
 * switch; the buttons say which one is on (aria-pressed) and the document's lang follows.
 */
export function setupLanguage(apply) {
  const buttons = [...document.querySelectorAll('[data-set-lang]')];
  const choose = (language) => {
    document.documentElement.lang = language;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.setLang === language));
    apply(language);
  };
  for (const button of buttons) button.addEventListener('click', () => choose(button.dataset.setLang));
  choose(browserLanguage());
}
