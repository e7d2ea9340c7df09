import Calendar from 'lucide-react/icons/calendar';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { describeCount } from '@/content/count-wording';
import { IconButton } from '@/components/ui/icon-button';
import { site } from '@/config/site';
import { Logo } from '@/components/ui/logo';
import { paths } from '#contracts/routes';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { Demo, LayoutNote, Section, ShowcasePage } from '../components/showcase-page';

export default function NavbarPage() {
  const text = useText();
  const language = useRenderLanguage();
  return (
    <ShowcasePage
      id="navbar"
      lead={{
        en: 'The top bar: the logo and menu at the start; the toggles, Book Now, login or the cart and logout at the end.',
        ar: 'الشريط العلوي: الشعار والقائمة في البداية، ومفاتيح التبديل وزر احجز الآن والدخول أو السلة والخروج في النهاية.',
      }}
    >
      <LayoutNote />
      <Section title={{ en: 'Its pieces', ar: 'مكوّناته' }}>
        <Demo layout="flex flex-wrap items-center justify-between gap-4">
          <Logo name={site.name} variant={language === 'ar' ? 'blue-ar' : 'blue'} size="sm" className="dark:hidden" />
          <span className="hidden dark:contents">
            <Logo name={site.name} variant={language === 'ar' ? 'white-ar' : 'white'} size="sm" />
          </span>
          <div className="flex flex-wrap items-center gap-2">
            <Button to={paths.login} colour="ghost" size="sm" startIcon={LogIn} mirrorIcons>
              {text({ en: 'Log In', ar: 'تسجيل الدخول' })}
            </Button>
            <Button to={paths.admissions} colour="cta" size="sm" startIcon={Calendar}>
              {text({ en: 'Book Now', ar: 'احجز الآن' })}
            </Button>
            <IconButton
              to={paths.cart}
              icon={ShoppingCart}
              label={text({ en: 'Cart', ar: 'السلة' })}
              badge={<CountBadge count={4} label={describeCount(4, 'cart-items', language)} />}
            />
            <IconButton
              to="/logout"
              icon={LogOut}
              mirror
              colour="ghost"
              label={text({ en: 'Log out', ar: 'تسجيل الخروج' })}
            />
            <IconButton icon={Menu} label={text({ en: 'Open menu', ar: 'فتح القائمة' })} />
          </div>
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
