import { BRANDS, BrandMark } from '@/components/ui/brand-mark';
import { Flag, type FlagCountry } from '@/components/ui/flag';
import { Logo, LOGO_VARIANTS, type LogoVariant } from '@/components/ui/logo';
import { countryName } from '@/config/countries';
import { site } from '@/config/site';
import { socialNetworks } from '@/content/footer-wording';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { Code, Demo, Section, ShowcasePage, Specimen } from '../components/showcase-page';

const countries: FlagCountry[] = ['AE', 'EG', 'SA', 'US'];

// White logos need a dark ground to be seen; the rest sit on white, as they would in print.
const ground = (variant: LogoVariant) =>
  variant.startsWith('white') && !variant.includes('-on-') ? 'bg-[#0d1f3a]' : 'bg-white';

export default function BrandingPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="branding"
      lead={{
        en: "The centre's logo in its eight variants and two sizes, the social networks' marks and the four flags.",
        ar: 'شعار المركز بأشكاله الثمانية وحجميه، وشعارات الشبكات الاجتماعية، والأعلام الأربعة.',
      }}
    >
      <Section
        title={{ en: 'Logo', ar: 'الشعار' }}
        description={{
          en: 'Blue for light grounds, white for dark ones; "-on-" variants bring their own ground; "-ar" writes the name in Arabic. The colours stay the same in both schemes.',
          ar: 'الأزرق للخلفيات الفاتحة والأبيض للداكنة؛ والأشكال التي فيها "-on-" تحمل خلفيتها معها؛ و"-ar" تكتب الاسم بالعربية. وتبقى الألوان نفسها في النمطين.',
        }}
      >
        <ul className="grid gap-3 laptop:grid-cols-2">
          {LOGO_VARIANTS.map((variant) => (
            <li key={variant} className="overflow-hidden rounded-2xl border border-line">
              <div className={cn('flex flex-wrap items-center gap-6 p-5', ground(variant))}>
                <Logo name={site.name} variant={variant} size="md" />
                <Logo name={site.name} variant={variant} size="sm" />
              </div>
              <p className="bg-surface-raised px-5 py-2 text-sm">
                <Code>{variant}</Code>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={{ en: 'Social networks', ar: 'الشبكات الاجتماعية' }}
        description={{
          en: 'Marks from Font Awesome Free (CC BY 4.0), in the current text colour.',
          ar: 'شعارات من Font Awesome Free (بترخيص CC BY 4.0)، بلون النص الحالي.',
        }}
      >
        <Demo>
          {BRANDS.map((brand) => (
            <Specimen key={brand} caption={text(socialNetworks[brand])}>
              <BrandMark brand={brand} size="lg" decorative />
            </Specimen>
          ))}
        </Demo>
        <Demo layout="flex flex-wrap items-center gap-4 text-brand">
          {BRANDS.map((brand) => (
            <BrandMark key={brand} brand={brand} size="sm" label={text(socialNetworks[brand])} />
          ))}
        </Demo>
      </Section>

      <Section
        title={{ en: 'Flags', ar: 'الأعلام' }}
        description={{
          en: 'From country-flag-icons (MIT), 3:2, named in the current language.',
          ar: 'من مكتبة country-flag-icons (بترخيص MIT)، بنسبة ٣:٢، ومسمّاة باللغة الحالية.',
        }}
      >
        <Demo layout="flex flex-wrap items-end gap-4">
          {countries.map((country) => (
            <Specimen key={country} caption={text(countryName(country))}>
              <Flag country={country} size="lg" decorative />
            </Specimen>
          ))}
        </Demo>
        <Demo layout="flex flex-wrap items-end gap-4">
          {countries.map((country) => (
            <span key={country} className="flex items-end gap-2">
              <Flag country={country} size="sm" label={text(countryName(country))} />
              <Flag country={country} size="md" label={text(countryName(country))} />
            </span>
          ))}
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
