import { useState } from 'react';
import Calendar from 'lucide-react/icons/calendar';
import CircleCheck from 'lucide-react/icons/circle-check';
import Globe from 'lucide-react/icons/globe';
import Heart from 'lucide-react/icons/heart';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Chip, type ChipTone } from '@/components/ui/chip';
import { actions } from '@/content/action-wording';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Demo, Section, ShowcasePage } from '../components/showcase-page';

const tones: Array<{ tone: ChipTone; label: Bilingual }> = [
  { tone: 'neutral', label: { en: 'Residential', ar: 'إقامة علاجية' } },
  { tone: 'brand', label: { en: 'Private room', ar: 'غرفة خاصة' } },
  { tone: 'success', label: { en: 'Available', ar: 'متاح' } },
  { tone: 'warning', label: { en: 'Few places', ar: 'أماكن قليلة' } },
  { tone: 'danger', label: { en: 'Full', ar: 'مكتمل' } },
];

const filters: Array<{ id: string; label: Bilingual }> = [
  { id: 'addiction', label: { en: 'Addiction', ar: 'الإدمان' } },
  { id: 'anxiety', label: { en: 'Anxiety', ar: 'القلق' } },
  { id: 'eating', label: { en: 'Eating disorders', ar: 'اضطرابات الأكل' } },
  { id: 'couples', label: { en: 'Couples', ar: 'الزوجان' } },
];

const longLabel: Bilingual = {
  en: 'Waiting for their window (Monday 09:00, your time)',
  ar: 'بانتظار الوقت المسموح لديهم (الاثنين ٠٩:٠٠ بتوقيتك)',
};

const initialLanguages: Bilingual[] = [
  { en: 'Arabic', ar: 'العربية' },
  { en: 'English', ar: 'الإنجليزية' },
  { en: 'French', ar: 'الفرنسية' },
];

export default function ChipsPage() {
  const text = useText();
  const [selected, setSelected] = useState<string[]>(['addiction']);
  const [languages, setLanguages] = useState(initialLanguages);
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  return (
    <ShowcasePage
      id="chips"
      lead={{
        en: 'Short labels: tags in five tones, filter toggles that say whether they are pressed, and removable values.',
        ar: 'تسميات قصيرة: وسوم بخمس درجات، ومفاتيح تصفية تعلن إن كانت مفعّلة، وقيم يمكن إزالتها.',
      }}
    >
      <Section title={{ en: 'Tones', ar: 'الدرجات' }}>
        <Demo>
          {tones.map(({ tone, label }) => (
            <Chip key={tone} tone={tone}>
              {text(label)}
            </Chip>
          ))}
        </Demo>
        <Demo label={{ en: 'With icons', ar: 'مع أيقونات' }}>
          <Chip tone="brand" icon={Heart}>
            {text({ en: 'Wellness', ar: 'العافية' })}
          </Chip>
          <Chip tone="success" icon={CircleCheck}>
            {text({ en: 'Confirmed', ar: 'مؤكَّد' })}
          </Chip>
          <Chip tone="warning" icon={TriangleAlert}>
            {text({ en: 'Pending', ar: 'قيد الانتظار' })}
          </Chip>
          <Chip icon={Calendar}>{text({ en: 'Next week', ar: 'الأسبوع القادم' })}</Chip>
        </Demo>
      </Section>
      <Section
        title={{ en: 'Long labels', ar: 'التسميات الطويلة' }}
        description={{
          en: 'In a narrow space a tag is cut short with an ellipsis; with wrap, its whole label runs onto a second line.',
          ar: 'في المساحة الضيقة يُختصر الوسم بعلامة حذف، ومع خيار الالتفاف تمتد تسميته كاملة إلى سطر ثانٍ.',
        }}
      >
        <div className="flex max-w-40 flex-col items-start gap-3">
          <Chip icon={Calendar}>{text(longLabel)}</Chip>
          <Chip icon={Calendar} wrap>
            {text(longLabel)}
          </Chip>
        </div>
      </Section>
      <Section
        title={{ en: 'Filters', ar: 'التصفية' }}
        description={{ en: 'Toggle buttons with aria-pressed.', ar: 'أزرار تبديل مع aria-pressed.' }}
      >
        <Demo>
          {filters.map(({ id, label }) => (
            <Chip key={id} selected={selected.includes(id)} onClick={() => toggle(id)}>
              {text(label)}
            </Chip>
          ))}
        </Demo>
      </Section>
      <Section title={{ en: 'Removable', ar: 'قابلة للإزالة' }}>
        <Demo>
          {languages.map((language) => (
            <Chip
              key={language.en}
              icon={Globe}
              onRemove={() => setLanguages((current) => current.filter((item) => item !== language))}
              removeLabel={text(actions.remove)}
            >
              {text(language)}
            </Chip>
          ))}
          {languages.length === 0 && (
            <button
              type="button"
              onClick={() => setLanguages(initialLanguages)}
              className="text-sm font-medium text-brand underline underline-offset-4"
            >
              {text({ en: 'Restore', ar: 'استعادة' })}
            </button>
          )}
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
