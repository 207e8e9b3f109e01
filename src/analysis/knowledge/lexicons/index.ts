// Every language's lexicon. Each language file names its sources; the content area compiles
// them once, all languages together (see content/intents.ts for why no language is chosen first).

import type { LanguageLexicon } from '../../content/lexicon.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';

export const LEXICONS: readonly LanguageLexicon[] = [EN, ES, PT, DE, FR, NL];
