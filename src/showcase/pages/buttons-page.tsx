import ArrowRight from 'lucide-react/icons/arrow-right';
import Calendar from 'lucide-react/icons/calendar';
import Download from 'lucide-react/icons/download';
import LogIn from 'lucide-react/icons/log-in';
import Menu from 'lucide-react/icons/menu';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SquarePen from 'lucide-react/icons/square-pen';
import X from 'lucide-react/icons/x';
import { Button, type ButtonColour, type ButtonSize } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { describeCount } from '@/content/count-wording';
import { IconButton } from '@/components/ui/icon-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { ui } from '@/content/ui-wording';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { Code, Demo, Section, ShowcasePage } from '../components/showcase-page';

const colours: ButtonColour[] = ['brand', 'cta', 'outlined', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['lg', 'md', 'sm', 'xs'];
const heights: Record<ButtonSize, string> = { lg: '3.5rem', md: '3rem', sm: '2.5rem', xs: '2rem' };

export default function ButtonsPage() {
  const text = useText();
  const language = useRenderLanguage();
  const label = { en: 'Book Now', ar: 'احجز الآن' };
  return (
    <ShowcasePage
      id="buttons"
      lead={{
        en: 'Buttons, icon buttons and links: five colours, four heights, and the default, hover, focus and disabled states. Press Tab to see the focus ring.',
        ar: 'الأزرار وأزرار الأيقونات والروابط: خمسة ألوان وأربعة ارتفاعات، مع الحالات العادية وعند التمرير والتركيز والتعطيل. اضغط Tab لترى إطار التركيز.',
      }}
    >
      <Section
        title={{ en: 'Colours', ar: 'الألوان' }}
        description={{ en: 'Outlined is the default colour.', ar: 'اللون الافتراضي هو المحدَّد بإطار.' }}
      >
        {colours.map((colour) => (
          <Demo key={colour} label={colour}>
            <Button colour={colour}>{text(label)}</Button>
            <Button colour={colour} startIcon={Calendar}>
              {text(label)}
            </Button>
            <Button colour={colour} endIcon={ArrowRight} mirrorIcons>
              {text({ en: 'Continue', ar: 'متابعة' })}
            </Button>
            <Button colour={colour} disabled>
              {text({ en: 'Disabled', ar: 'معطَّل' })}
            </Button>
          </Demo>
        ))}
      </Section>

      <Section
        title={{ en: 'Sizes', ar: 'الأحجام' }}
        description={{ en: 'Four heights; md is the default.', ar: 'أربعة ارتفاعات، والمتوسط md هو الافتراضي.' }}
      >
        {(['brand', 'outlined'] as const).map((colour) => (
          <Demo key={colour} layout="flex flex-wrap items-end gap-6">
            {sizes.map((size) => (
              <span key={size} className="flex flex-col items-center gap-2">
                <Button size={size} colour={colour} startIcon={Plus}>
                  {text({ en: 'Add', ar: 'إضافة' })}
                </Button>
                <Code>{`${size} · ${heights[size]}`}</Code>
              </span>
            ))}
          </Demo>
        ))}
      </Section>

      <Section
        title={{ en: 'Buttons that are links', ar: 'أزرار هي روابط' }}
        description={{
          en: 'An internal path renders a router link; an external URL an anchor that opens a new tab with rel="noopener noreferrer"; mailto and tel open in place.',
          ar: 'المسار الداخلي يُنتج رابط تنقّل داخليًا، وروابط البريد والهاتف تفتح في مكانها، أما العنوان الخارجي فيفتح في علامة تبويب جديدة مع rel="noopener noreferrer"',
        }}
      >
        <Demo>
          <Button to={paths.admissions} colour="cta" startIcon={Calendar}>
            {text(label)}
          </Button>
          <Button to={paths.login} startIcon={LogIn} mirrorIcons>
            {text({ en: 'Log In', ar: 'تسجيل الدخول' })}
          </Button>
          <Button to={site.company.url} newTabLabel={text(ui.opensInNewTab)} colour="ghost">
            {text(site.company.name)}
          </Button>
          <Button to={`mailto:${site.email}`} colour="ghost" size="sm">
            {text({ en: 'Email us', ar: 'راسلنا' })}
          </Button>
          <Button to={paths.contactUs} disabled>
            {text({ en: 'Disabled link', ar: 'رابط معطَّل' })}
          </Button>
        </Demo>
      </Section>

      <Section
        title={{ en: 'Icon buttons', ar: 'أزرار الأيقونات' }}
        description={{
          en: 'Round, with a required accessible name; ghost by default.',
          ar: 'دائرية، ولها اسم يُقرأ لقارئ الشاشة إلزاميًا؛ الشفافة هي الافتراضية.',
        }}
      >
        <Demo>
          {colours.map((colour) => (
            <IconButton key={colour} colour={colour} icon={SquarePen} label={text({ en: 'Edit', ar: 'تعديل' })} />
          ))}
          <IconButton icon={X} label={text({ en: 'Close', ar: 'إغلاق' })} disabled />
        </Demo>
        <Demo layout="flex flex-wrap items-end gap-4">
          {sizes.map((size) => (
            <IconButton
              key={size}
              size={size}
              colour="outlined"
              icon={Search}
              label={`${text({ en: 'Search', ar: 'بحث' })} ${size}`}
            />
          ))}
        </Demo>
        <Demo label={{ en: 'As links, with a badge', ar: 'كروابط، مع شارة عدد' }}>
          <IconButton
            to={paths.cart}
            icon={ShoppingCart}
            label={text({ en: 'Cart', ar: 'السلة' })}
            badge={<CountBadge count={3} label={describeCount(3, 'cart-items', language)} />}
          />
          <IconButton
            to={paths.cart}
            icon={ShoppingCart}
            label={text({ en: 'Cart', ar: 'السلة' })}
            badge={<CountBadge count={120} label={describeCount(120, 'cart-items', language)} />}
          />
          <IconButton icon={Menu} label={text({ en: 'Open menu', ar: 'فتح القائمة' })} colour="ghost" />
          <IconButton
            to={site.company.url}
            icon={Download}
            label={text({ en: 'Brochure', ar: 'الكتيّب' })}
            newTabLabel={text(ui.opensInNewTab)}
          />
        </Demo>
      </Section>

      <Section title={{ en: 'Text links', ar: 'الروابط النصية' }}>
        <Demo>
          <p className="max-w-prose text-fg">
            {text({ en: 'Read our ', ar: 'اطّلع على ' })}
            <TextLink to={paths.privacyPolicy}>{text({ en: 'privacy policy', ar: 'سياسة الخصوصية' })}</TextLink>
            {text({ en: ', visit ', ar: '، أو زُر ' })}
            <TextLink to={site.company.url} newTabLabel={text(ui.opensInNewTab)}>
              {text(site.company.name)}
            </TextLink>
            {text({ en: ', or call ', ar: '، أو اتصل على ' })}
            <TextLink to={`tel:${site.phone.replace(/\s/g, '')}`}>
              <span dir="ltr">{site.phone}</span>
            </TextLink>
            .
          </p>
          <TextLink to={paths.termsOfService} disabled>
            {text({ en: 'Disabled link', ar: 'رابط معطَّل' })}
          </TextLink>
        </Demo>
        <p className="text-sm text-fg-muted">
          <Code>{'<Button to="/admissions">'}</Code> · <Code>{'<Button to="https://…">'}</Code> ·{' '}
          <Code>{'<Button type="submit">'}</Code>
        </p>
      </Section>
    </ShowcasePage>
  );
}
