/** The item page's read-only clinical decision (src/features/clinical-review records it). */
export const clinicalPanelWording = {
  heading: { en: 'Clinical decision', ar: 'القرار السريري' },
  decision: { en: 'Decision', ar: 'القرار' },
  alternatives: { en: 'Referred to', ar: 'الجهات المقترحة للإحالة' },
  reason: { en: 'Reason', ar: 'السبب' },
};
