import type { AddOn, Residence } from '#contracts/stay-plan';
import type { Bilingual } from '@/i18n/text';

/** The residences and add-ons a stay plan can hold, as the fees page and the plan name them. */
export const residenceNames: Record<Residence, { name: Bilingual; text: Bilingual }> = {
  privateSuite: {
    name: { en: 'Private suite', ar: 'جناح خاص' },
    text: {
      en: 'A suite with its own bathroom and a view of the gardens: the lower half of the weekly range.',
      ar: 'جناح بحمّام مستقل يطل على الحدائق، ويقع سعره في النصف الأدنى من النطاق الأسبوعي.',
    },
  },
  gardenVilla: {
    name: { en: 'Garden villa', ar: 'فيلا في الحديقة' },
    text: {
      en: 'A villa of your own with a private garden and sitting room: the upper half of the weekly range.',
      ar: 'فيلا خاصة بك مع حديقة وغرفة جلوس خاصتين، ويقع سعرها في النصف الأعلى من النطاق الأسبوعي.',
    },
  },
};

export const addOnNames: Record<AddOn, { name: Bilingual; per: Bilingual }> = {
  extraTherapy: {
    name: { en: 'Extra one-to-one therapy session', ar: 'جلسة علاج فردية إضافية' },
    per: { en: 'per session', ar: 'للجلسة' },
  },
  spaTreatment: {
    name: { en: 'Spa treatment', ar: 'علاج في المنتجع الصحي' },
    per: { en: 'per treatment', ar: 'للعلاج الواحد' },
  },
  guestNight: {
    name: { en: 'A night for a visiting relative', ar: 'ليلة إقامة لقريب زائر' },
    per: { en: 'per night', ar: 'لليلة' },
  },
};
