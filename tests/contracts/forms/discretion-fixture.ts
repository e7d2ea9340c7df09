import type { Discretion } from '#contracts/forms/discretion';

/**
 * The protective contact rules of a family in the UAE, written out as a reader checks them: no message left,
 * the centre not named, Monday to Friday from 09:00 to 18:00 Dubai time. The form starts there (AE is the
 * default country); the tests that send or show a family's rules use the same values.
 */
export const UAE_PROTECTIVE_RULES: Discretion = {
  leaveMessage: false,
  nameCentre: false,
  safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  safeFrom: 9,
  safeTo: 18,
  timeZone: 'Asia/Dubai',
};
