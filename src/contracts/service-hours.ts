import type { ResponseHours } from './clock.ts';
import { WEEKDAYS } from './forms/discretion.ts';

/** The centre keeps its hours in the UAE. */
export const CENTRE_TIME_ZONE = 'Asia/Dubai';

/**
 * When the centre answers WhatsApp and email: 08:00–22:00 every day, UAE time. The contact page shows
 * these and the pipeline's response clock counts them, so both read this one value.
 */
export const RESPONSE_HOURS: ResponseHours = { timeZone: CENTRE_TIME_ZONE, days: WEEKDAYS, opens: 8, closes: 22 };
