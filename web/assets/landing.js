// The product page holds both languages; this shows the chosen one and hides the other.
import { setupLanguage } from './lang.js';

setupLanguage((language) => {
  for (const block of document.querySelectorAll('[data-lang]')) block.hidden = block.dataset.lang !== language;
});
