import type { Bilingual } from '@/i18n/text';

/**
 * The labels the page-section components put around a page's own content: the treatment and
 * team pages, the legal documents and the opening hours. Loaded with those pages, not before.
 */
export const sectionWording = {
  /** The treatment pages' eyebrow. */
  residentialProgramme: { en: 'Residential programme', ar: 'برنامج علاجي إقامي' },
  /** Before the team that delivers a strand of a treatment: "Delivered by: Clinical & Therapeutic". */
  deliveredBy: { en: 'Delivered by', ar: 'يقدّمه' },
  atAGlance: { en: 'At a glance', ar: 'لمحة سريعة' },
  firstAssessment: { en: 'First assessment', ar: 'التقييم الأول' },
  freeAndConfidential: { en: 'Free and confidential', ar: 'مجاني وسرّي' },
  /** The team pages' eyebrow. */
  ourTeams: { en: 'Our teams', ar: 'فرق العمل' },
  qualifications: { en: 'Qualifications', ar: 'المؤهلات' },
  languages: { en: 'Languages', ar: 'اللغات' },
  lastUpdated: { en: 'Last updated', ar: 'آخر تحديث' },
  /** A legal document's table of contents. */
  onThisPage: { en: 'On this page', ar: 'في هذه الصفحة' },
  aroundTheClock: { en: 'Around the clock', ar: 'على مدار الساعة' },
} satisfies Record<string, Bilingual>;
