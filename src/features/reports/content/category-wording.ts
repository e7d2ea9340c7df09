import type { Bilingual } from '@/i18n/text';
import { STAGE_LABELS } from '#contracts/pipeline';
import type { Funnel } from '#contracts/reports';

/** The funnel's steps: what every item does first, then the stages' own names. */
export const funnelWording: Record<keyof Funnel, Bilingual> = {
  arrived: { en: 'Arrived', ar: 'وردت' },
  inContact: STAGE_LABELS.inContact,
  assessmentBooked: STAGE_LABELS.assessmentBooked,
  admitted: STAGE_LABELS.admitted,
};

/** A count whose value was not given (a contact message has no programme; a question left blank). */
export const notStated: Bilingual = { en: 'Not stated', ar: 'غير محدد' };
