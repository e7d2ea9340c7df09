import { BRANDS, BrandMark } from '@/components/ui/brand-mark';
import { Logo } from '@/components/ui/logo';
import { site } from '@/config/site';
import { socialNetworks } from '@/content/footer-wording';
import { formatYear } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { Demo, LayoutNote, Section, ShowcasePage } from '../components/showcase-page';

const YEAR = 2026;

export default function FooterPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="footer"
      lead={{
        en: 'Wider screens end with a footer: the logo and slogan, the social networks, and the copyright year in the current digits.',
        ar: 'تنتهي الشاشات العريضة بتذييل: الشعار والشعار اللفظي، والشبكات الاجتماعية، وسطر الحقوق بسنته بأرقام اللغة الحالية.',
      }}
    >
      <LayoutNote />
      <Section title={{ en: 'Its pieces', ar: 'مكوّناته' }}>
        <div className="flex flex-wrap items-center justify-between gap-6 rounded-2xl bg-[#0d1f3a] p-6 text-white">
          <div>
            <Logo name={site.name} variant="white" size="sm" />
            <p className="mt-2 text-sm text-white/80">{text(site.slogan)}</p>
          </div>
          <ul className="flex gap-4">
            {BRANDS.map((brand) => (
              <li key={brand}>
                <BrandMark brand={brand} size="sm" label={text(socialNetworks[brand])} />
              </li>
            ))}
          </ul>
        </div>
        <Demo label={{ en: 'The year in both digit systems', ar: 'السنة بنظامَي الأرقام' }}>
          <span className="text-fg">© {formatYear(YEAR, 'en')}</span>
          <span className="text-fg" lang="ar-EG">
            © {formatYear(YEAR, 'ar')}
          </span>
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
