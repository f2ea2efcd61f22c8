import { config } from 'zod/mini';
import { zhTW } from 'zod/locales';

// The messages zod writes itself (a text too long, a wrong type) in the shop's language: in the
// browser's forms, which load zod/mini without any locale, as in the shop API's 400 answers.
config(zhTW());
