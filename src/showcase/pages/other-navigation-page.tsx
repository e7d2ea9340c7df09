import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '#contracts/routes';
import { useText } from '@/i18n/use-text';
import { Demo, LayoutNote, Section, ShowcasePage } from '../components/showcase-page';
import { showcasePath } from '../showcase-meta';

export default function OtherNavigationPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="otherNavigation"
      lead={{
        en: 'Smaller ways around: the skip link, breadcrumbs and previous and next links.',
        ar: 'طرق أصغر للتنقل: رابط التخطي، ومسار التنقل، ورابطا السابق والتالي.',
      }}
    >
      <LayoutNote />
      <Section title={{ en: 'Breadcrumbs', ar: 'مسار التنقل' }}>
        <Demo>
          <nav aria-label={text({ en: 'Breadcrumb', ar: 'مسار التنقل' })}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <li>
                <TextLink to={paths.treatments}>{text({ en: 'Treatments', ar: 'العلاجات' })}</TextLink>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-fg">
                {text({ en: 'Addiction Rehab', ar: 'علاج الإدمان' })}
              </li>
            </ol>
          </nav>
        </Demo>
      </Section>
      <Section
        title={{ en: 'Previous and next', ar: 'السابق والتالي' }}
        description={{
          en: 'The arrows follow the reading direction.',
          ar: 'تتبع الأسهم اتجاه القراءة.',
        }}
      >
        <Demo layout="flex flex-wrap items-center justify-between gap-4">
          <Button to={showcasePath('navbar')} colour="ghost" startIcon={ArrowLeft} mirrorIcons>
            {text({ en: 'Navbar', ar: 'شريط التنقل' })}
          </Button>
          <Button to={showcasePath('pageHeader')} colour="ghost" endIcon={ArrowRight} mirrorIcons>
            {text({ en: 'Page Header', ar: 'ترويسة الصفحة' })}
          </Button>
        </Demo>
      </Section>
      <Section
        title={{ en: 'Skip link', ar: 'رابط التخطي' }}
        description={{
          en: 'The first Tab stop on every page jumps past the navigation to the content.',
          ar: 'أول ما يصل إليه مفتاح Tab في كل صفحة، وينقلك مباشرة إلى المحتوى متجاوزًا القوائم.',
        }}
      >
        <p className="text-sm text-fg-muted">
          {text({ en: 'Reload the page and press Tab to see it.', ar: 'أعد تحميل الصفحة واضغط Tab لتراه.' })}
        </p>
      </Section>
    </ShowcasePage>
  );
}
