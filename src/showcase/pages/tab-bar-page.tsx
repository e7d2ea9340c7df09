import { Icon } from '@/components/ui/icon';
import { buildingActiveIcon } from '@/components/ui/icons/building-active-icon';
import { calendarActiveIcon } from '@/components/ui/icons/calendar-active-icon';
import { heartActiveIcon } from '@/components/ui/icons/heart-active-icon';
import { homeActiveIcon } from '@/components/ui/icons/home-active-icon';
import { usersActiveIcon } from '@/components/ui/icons/users-active-icon';
import type { IconDefinition } from '@/components/ui/icons/define-icon';
import { buildingIcon } from '@/components/ui/icons/building-icon';
import { calendarIcon } from '@/components/ui/icons/calendar-icon';
import { heartIcon } from '@/components/ui/icons/heart-icon';
import { homeIcon } from '@/components/ui/icons/home-icon';
import { usersIcon } from '@/components/ui/icons/users-icon';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Demo, LayoutNote, Section, ShowcasePage } from '../components/showcase-page';

const tabs: Array<{ title: Bilingual; icon: IconDefinition; active: IconDefinition }> = [
  { title: { en: 'Home', ar: 'الرئيسية' }, icon: homeIcon, active: homeActiveIcon },
  { title: { en: 'Treatments', ar: 'العلاجات' }, icon: heartIcon, active: heartActiveIcon },
  { title: { en: 'Facilities', ar: 'المرافق' }, icon: buildingIcon, active: buildingActiveIcon },
  { title: { en: 'Teams', ar: 'فرق العمل' }, icon: usersIcon, active: usersActiveIcon },
  { title: { en: 'Book Now', ar: 'احجز الآن' }, icon: calendarIcon, active: calendarActiveIcon },
];

export default function TabBarPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="tabBar"
      lead={{
        en: 'Below 640 px a bar of five equal tabs sits at the bottom of the screen; the current tab shows its filled icon.',
        ar: 'تحت عرض ٦٤٠ بكسل يظهر أسفل الشاشة شريط من خمسة تبويبات متساوية، ويعرض التبويب الحالي أيقونته المعبّأة.',
      }}
    >
      <LayoutNote />
      <Section title={{ en: 'Icons and active icons', ar: 'الأيقونات وحالاتها النشطة' }}>
        <Demo className="grid grid-cols-5 gap-2 text-center">
          {tabs.map(({ title, icon }) => (
            <span key={title.en} className="flex flex-col items-center gap-1 text-xs text-fg-muted">
              <Icon icon={icon} />
              {text(title)}
            </span>
          ))}
          {tabs.map(({ title, active }) => (
            <span key={title.en} className="flex flex-col items-center gap-1 text-xs font-semibold text-brand">
              <Icon icon={active} />
              {text(title)}
            </span>
          ))}
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
