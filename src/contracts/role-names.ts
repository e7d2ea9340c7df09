import type { Bilingual } from './languages';
import type { StaffRole } from './roles';

/** Each role's name, apart from the rules in roles.ts: the first load checks roles, only staff pages name them. */
export const ROLE_NAMES: Readonly<Record<StaffRole, Bilingual>> = {
  admissions: { en: 'Admissions', ar: 'فريق القبول' },
  manager: { en: 'Manager', ar: 'مدير' },
  admin: { en: 'Administrator', ar: 'مسؤول النظام' },
  clinical: { en: 'Clinical reviewer', ar: 'مراجع سريري' },
};
