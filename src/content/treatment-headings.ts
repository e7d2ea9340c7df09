/** Section headings every treatment page shares, so the four pages read alike. */
export const treatmentHeadings = {
  treats: { en: 'What we treat', ar: 'ما نعالجه' },
  approach: { en: 'Our approach', ar: 'نهجنا العلاجي' },
  programmeLength: { en: 'Programme length', ar: 'مدة البرنامج' },
  typicalDay: { en: 'A typical day', ar: 'يوم من أيام البرنامج' },
  family: { en: 'Family involvement', ar: 'مشاركة الأسرة' },
  aftercare: { en: 'Aftercare', ar: 'الرعاية اللاحقة' },
} as const;
