import Building2 from 'lucide-react/icons/building-2';
import Calendar from 'lucide-react/icons/calendar';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Users from 'lucide-react/icons/users';
import { BuildingFilled, CalendarFilled, HeartFilled, HouseFilled, UsersFilled } from '@/components/ui/glyphs/common';
import { Icon, type IconComponent } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Demo, LayoutNote, Section, ShowcasePage } from '../components/showcase-page';

const tabs: Array<{ title: Bilingual; icon: IconComponent; active: IconComponent }> = [
  { title: { en: 'Home', ar: 'الرئيسية' }, icon: House, active: HouseFilled },
  { title: { en: 'Treatments', ar: 'العلاجات' }, icon: Heart, active: HeartFilled },
  { title: { en: 'Facilities', ar: 'المرافق' }, icon: Building2, active: BuildingFilled },
  { title: { en: 'Teams', ar: 'فرق العمل' }, icon: Users, active: UsersFilled },
  { title: { en: 'Book Now', ar: 'احجز الآن' }, icon: Calendar, active: CalendarFilled },
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
        <Demo layout="grid grid-cols-5 gap-2 text-center">
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
