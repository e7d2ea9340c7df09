import { PROGRAMME_LABELS } from '#contracts/programmes';

const { addiction, anxietyDepression, eatingDisorders, marriageCounseling } = PROGRAMME_LABELS;

/** Each programme's name: its page's heading, its card, its menu entry, the form and the staff pages say it the same way. */
export const treatmentNames = { addiction, anxietyDepression, eatingDisorders, marriageCounseling };
