import { useId, useState } from 'react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { Code, Demo, Section, ShowcasePage } from '../components/showcase-page';

function DrawerMotion() {
  const text = useText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="w-full">
      <Button size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? text({ en: 'Close panel', ar: 'إغلاق اللوحة' }) : text({ en: 'Open panel', ar: 'فتح اللوحة' })}
      </Button>
      <div className="relative mt-4 h-32 overflow-hidden rounded-xl border border-line bg-surface-sunken">
        <div
          id={panelId}
          inert={!open}
          className={cn(
            'absolute inset-y-0 start-0 flex w-48 items-center justify-center bg-brand text-brand-fg transition-transform duration-drawer ease-out',
            open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full',
          )}
        >
          <Code>duration-drawer</Code>
        </div>
      </div>
    </div>
  );
}

function SubmenuMotion() {
  const text = useText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="w-full max-w-xs">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-fg hover:bg-surface-sunken"
      >
        {text({ en: 'Treatments', ar: 'العلاجات' })}
        <Icon
          icon={ChevronRight}
          mirror
          size="sm"
          className={cn('transition-transform duration-submenu', open && 'rotate-90 rtl:-rotate-90')}
        />
      </button>
      <div
        id={listId}
        className={cn(
          'grid transition-[grid-template-rows] duration-submenu',
          open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
        )}
      >
        <ul className="overflow-hidden ps-6 text-fg-muted" inert={!open}>
          <li className="py-1">{text({ en: 'Addiction Rehab', ar: 'علاج الإدمان' })}</li>
          <li className="py-1">{text({ en: 'Eating Disorders', ar: 'اضطرابات الأكل' })}</li>
        </ul>
      </div>
    </div>
  );
}

export default function AnimationsPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="animations"
      lead={{
        en: 'Few, slow and purposeful. Everything here stops or becomes instant when the system asks for reduced motion.',
        ar: 'حركة قليلة وهادئة وذات غاية. ويتوقف كل ما هنا أو يصبح فوريًا حين يطلب النظام تقليل الحركة.',
      }}
    >
      <Section
        title={{ en: 'Spinner', ar: 'مؤشر التحميل' }}
        description={{
          en: 'One turn a second; announces "Loading" to screen readers.',
          ar: 'دورة واحدة في الثانية، ويعلن "جارٍ التحميل" لقارئ الشاشة.',
        }}
      >
        <Demo>
          <Spinner size="sm" label={ui.loading} />
          <Spinner label={ui.loading} />
          <Spinner size="lg" label={ui.loading} />
          <Spinner showLabel label={ui.loading} />
          <Spinner showLabel label={{ en: 'Sending', ar: 'جارٍ الإرسال' }} />
        </Demo>
      </Section>
      <Section
        title={{ en: 'Drawer', ar: 'القائمة الجانبية' }}
        description={{
          en: 'Slides in from the start side over 0.5 s.',
          ar: 'تنزلق من جهة البداية خلال نصف ثانية.',
        }}
      >
        <Demo>
          <DrawerMotion />
        </Demo>
      </Section>
      <Section
        title={{ en: 'Submenu', ar: 'القائمة الفرعية' }}
        description={{
          en: 'Opens over 0.33 s; the chevron turns down, the other way round in right-to-left.',
          ar: 'تنفتح خلال ثلث ثانية؛ ويدور السهم نحو الأسفل، وبالاتجاه المعاكس من اليمين إلى اليسار.',
        }}
      >
        <Demo>
          <SubmenuMotion />
        </Demo>
      </Section>
      <p className="text-sm text-fg-muted">
        {text({ en: 'Classes: ', ar: 'الأصناف: ' })}
        <Code>animate-spin</Code> <Code>duration-drawer</Code> <Code>duration-submenu</Code>{' '}
        <Code>motion-reduce:animate-none</Code>
      </p>
    </ShowcasePage>
  );
}
