import { paths } from '#contracts/routes';
import { treatmentNames } from './treatment-names';
import type { TreatmentCard } from './types';

/** The four programmes as cards, shared by the home page and the treatments index. */
export const treatmentCards: TreatmentCard[] = [
  {
    page: 'addiction',
    title: treatmentNames.addiction,
    summary: {
      en: 'Medically supervised detox and residential rehabilitation for alcohol, drugs, medication and behavioural addictions.',
      ar: 'سحب السموم تحت إشراف طبي وبرنامج إقامي للتعافي من إدمان الكحول والمخدرات والأدوية والإدمان السلوكي.',
    },
    to: paths.addiction,
  },
  {
    page: 'anxietyDepression',
    title: treatmentNames.anxietyDepression,
    summary: {
      en: 'Unhurried, specialist care for anxiety, depression, burnout and the weight of grief or trauma.',
      ar: 'رعاية متخصصة بلا استعجال للقلق والاكتئاب والاحتراق النفسي وأثقال الحزن والصدمات.',
    },
    to: paths.anxietyDepression,
  },
  {
    page: 'eatingDisorders',
    title: treatmentNames.eatingDisorders,
    summary: {
      en: 'Medical, nutritional and psychological care together, to restore health and a peaceful relationship with food.',
      ar: 'رعاية طبية وغذائية ونفسية متكاملة تعيد الصحة وتبني علاقة هادئة مع الطعام.',
    },
    to: paths.eatingDisorders,
  },
  {
    page: 'marriageCounseling',
    title: treatmentNames.marriageCounseling,
    summary: {
      en: 'A private, intensive retreat for couples who want to understand each other again and rebuild trust.',
      ar: 'برنامج إقامي خاص ومكثف للزوجين الراغبين في أن يفهم كلٌّ منهما الآخر من جديد ويعيدا بناء الثقة.',
    },
    to: paths.marriageCounseling,
  },
];
