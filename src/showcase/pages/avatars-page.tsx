import { Avatar } from '@/components/ui/avatar';
import type { Bilingual } from '@/i18n/text';
import portrait from '../assets/portrait.svg';
import { Demo, Section, ShowcasePage } from '../components/showcase-page';

const sizes = ['sm', 'md', 'lg', 'xl'] as const;

// Valid base64 that is no image: it fails to decode without a network request.
const BROKEN_PHOTO = 'data:image/png;base64,AAAA';

const layla: Bilingual = { en: 'Layla Hassan', ar: 'ليلى حسن' };
const omar: Bilingual = { en: 'Omar Al-Farsi', ar: 'عمر الفارسي' };
const sara: Bilingual = { en: 'Sara', ar: 'سارة' };

export default function AvatarsPage() {
  return (
    <ShowcasePage
      id="avatars"
      lead={{
        en: "A person's photo, or their initials when there is none or it fails to load. The name is the alternative text, in the current language.",
        ar: 'صورة الشخص، أو الأحرف الأولى من اسمه إن لم تتوفر الصورة أو تعذّر تحميلها. والاسم هو النص البديل باللغة الحالية.',
      }}
    >
      <Section title={{ en: 'Photo', ar: 'صورة' }}>
        <Demo layout="flex flex-wrap items-end gap-4">
          {sizes.map((size) => (
            <Avatar key={size} name={layla} src={portrait} size={size} />
          ))}
        </Demo>
      </Section>
      <Section
        title={{ en: 'Initials', ar: 'الأحرف الأولى' }}
        description={{
          en: 'First and last word; in Arabic the article "ال" is skipped.',
          ar: 'من الكلمة الأولى والأخيرة؛ وفي العربية تُتجاوز "ال" التعريف.',
        }}
      >
        <Demo layout="flex flex-wrap items-end gap-4">
          {sizes.map((size) => (
            <Avatar key={size} name={omar} size={size} />
          ))}
          <Avatar name={sara} size="lg" />
        </Demo>
      </Section>
      <Section title={{ en: 'A photo that fails to load', ar: 'صورة يتعذّر تحميلها' }}>
        <Demo>
          <Avatar name={layla} src={BROKEN_PHOTO} size="lg" />
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
