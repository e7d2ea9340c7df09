import { useState, type ReactNode } from 'react';
import BellDot from 'lucide-react/icons/bell-dot';
import Globe from 'lucide-react/icons/globe';
import SunMoon from 'lucide-react/icons/sun-moon';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { Chip } from '@/components/ui/chip';
import { Icon, type IconComponent } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Section, ShowcasePage } from '../components/showcase-page';

function SettingRow({
  icon,
  title,
  about,
  control,
}: {
  icon: IconComponent;
  title: Bilingual;
  about: Bilingual;
  control: ReactNode;
}) {
  const text = useText();
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <Icon icon={icon} size="sm" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-fg">{text(title)}</p>
        <p className="text-sm text-fg-muted">{text(about)}</p>
      </div>
      {control}
    </li>
  );
}

export default function SettingsPage() {
  const text = useText();
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  return (
    <ShowcasePage
      id="settings"
      lead={{
        en: 'Preferences as a list of rows: what each one does, and its control at the end.',
        ar: 'التفضيلات على شكل قائمة من الصفوف: ما يفعله كلٌّ منها، وعنصر التحكم في نهايته.',
      }}
    >
      <Section title={{ en: 'Preferences', ar: 'التفضيلات' }}>
        <ul className="max-w-2xl divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          <SettingRow
            icon={Globe}
            title={{ en: 'Language', ar: 'اللغة' }}
            about={{
              en: 'Arabic or English; saved on this device.',
              ar: 'العربية أو الإنجليزية؛ يُحفظ على هذا الجهاز.',
            }}
            control={<LanguageToggle className="border border-line" />}
          />
          <SettingRow
            icon={SunMoon}
            title={{ en: 'Colour scheme', ar: 'نمط الألوان' }}
            about={{
              en: 'Light or dark; follows the system until you choose.',
              ar: 'فاتح أو داكن؛ يتبع النظام حتى تختار.',
            }}
            control={<ColorSchemeToggle className="border border-line" />}
          />
          <SettingRow
            icon={BellDot}
            title={{ en: 'Reminders', ar: 'التذكيرات' }}
            about={{ en: 'How we remind you of appointments.', ar: 'كيف نذكّرك بالمواعيد.' }}
            control={
              <div className="flex gap-2">
                <Chip selected={email} onClick={() => setEmail((value) => !value)}>
                  {text({ en: 'Email', ar: 'البريد' })}
                </Chip>
                <Chip selected={sms} onClick={() => setSms((value) => !value)}>
                  {text({ en: 'SMS', ar: 'رسائل نصية' })}
                </Chip>
              </div>
            }
          />
        </ul>
      </Section>
    </ShowcasePage>
  );
}
