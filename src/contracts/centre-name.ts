import type { Bilingual } from './languages';

/** The centre's name, for the site (src/config/site.ts) and the server's words to families. */
export const CENTRE_NAME: Bilingual = { en: 'Sakina Wellness Centre', ar: 'مركز سكينة للعافية' };
