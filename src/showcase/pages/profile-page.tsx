import LogOut from 'lucide-react/icons/log-out';
import SquarePen from 'lucide-react/icons/square-pen';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Divider } from '@/components/ui/divider';
import { Flag } from '@/components/ui/flag';
import { countryName } from '@/config/countries';
import { useText } from '@/i18n/use-text';
import portrait from '../assets/portrait.svg';
import { Section, ShowcasePage } from '../components/showcase-page';

export default function ProfilePage() {
  const text = useText();
  const name = { en: 'Layla Hassan', ar: 'ليلى حسن' };
  return (
    <ShowcasePage
      id="profile"
      lead={{
        en: 'A person at a glance, built from the kit: avatar, name, details, tags and actions.',
        ar: 'لمحة عن شخص، مبنية من مكوّنات الواجهة: الصورة والاسم والتفاصيل والوسوم والإجراءات.',
      }}
    >
      <Section title={{ en: 'Profile card', ar: 'بطاقة الملف الشخصي' }}>
        <article className="max-w-lg rounded-2xl border border-line bg-surface-raised p-6">
          <div className="flex items-center gap-4">
            <Avatar name={name} src={portrait} size="xl" />
            <div className="min-w-0">
              <h3 className="text-xl font-semibold text-fg">{text(name)}</h3>
              <p className="text-fg-muted">{text({ en: 'Family liaison', ar: 'منسّقة شؤون الأسر' })}</p>
              <p className="mt-1 flex items-center gap-2 text-sm text-fg-muted">
                <Flag country="AE" label={text(countryName('AE'))} />
                {text({ en: 'Dubai', ar: 'دبي' })}
              </p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Chip tone="brand">{text({ en: 'Arabic', ar: 'العربية' })}</Chip>
            <Chip tone="brand">{text({ en: 'English', ar: 'الإنجليزية' })}</Chip>
            <Chip tone="success">{text({ en: 'Available today', ar: 'متاحة اليوم' })}</Chip>
          </div>
          <Divider className="my-5" />
          <div className="flex flex-wrap gap-3">
            <Button size="sm" startIcon={SquarePen}>
              {text({ en: 'Edit profile', ar: 'تعديل الملف' })}
            </Button>
            <Button to="/logout" size="sm" colour="danger" startIcon={LogOut} mirrorIcons>
              {text({ en: 'Log out', ar: 'تسجيل الخروج' })}
            </Button>
          </div>
        </article>
      </Section>
    </ShowcasePage>
  );
}
