import { TextLink } from '@/components/ui/text-link';
import { paths } from '#contracts/routes';
import { formatNumber } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { Code, Demo, Section, ShowcasePage } from '../components/showcase-page';

export default function TypographyPage() {
  const text = useText();
  const language = useRenderLanguage();
  const sample = { en: 'A calm place to recover', ar: 'مكان هادئ للتعافي' };
  return (
    <ShowcasePage
      id="typography"
      lead={{
        en: 'Inter for English and Cairo for Arabic, chosen by the language. One h1 per page, then h2 and h3 in order.',
        ar: 'خط Inter للإنجليزية وخط Cairo للعربية، بحسب اللغة. عنوان رئيسي واحد في كل صفحة، ثم h2 وh3 بالترتيب.',
      }}
    >
      <Section title={{ en: 'Scale', ar: 'المقاسات' }}>
        <Demo layout="space-y-4">
          <p className="text-4xl font-semibold tracking-tight text-fg">{text(sample)}</p>
          <p className="text-3xl font-semibold tracking-tight text-fg">{text(sample)}</p>
          <p className="text-xl font-semibold text-fg">{text(sample)}</p>
          <p className="text-lg text-fg">{text(sample)}</p>
          <p className="text-base text-fg">{text(sample)}</p>
          <p className="text-sm text-fg-muted">{text(sample)}</p>
          <p className="text-sm text-fg-muted">
            <Code>text-4xl</Code> <Code>text-3xl</Code> <Code>text-xl</Code> <Code>text-lg</Code> <Code>text-base</Code>{' '}
            <Code>text-sm</Code>
          </p>
        </Demo>
      </Section>
      <Section title={{ en: 'Body text', ar: 'نص المتن' }}>
        <Demo layout="block">
          <p className="max-w-prose text-lg leading-relaxed text-fg">
            {text({
              en: 'Our residential programmes pair medical care with quiet surroundings, so that each guest can rest, reflect and rebuild at their own pace. ',
              ar: 'تجمع برامجنا الإقامية بين الرعاية الطبية والأجواء الهادئة، ليتمكن كل ضيف من الراحة والتأمل وإعادة البناء بالوتيرة التي تناسبه. ',
            })}
            <TextLink to={paths.treatments}>{text({ en: 'See our treatments', ar: 'تعرّف على علاجاتنا' })}</TextLink>.
          </p>
          <p className="mt-3 max-w-prose text-fg-muted">
            {text({
              en: 'Secondary text is muted, never lighter than AA contrast.',
              ar: 'النص الثانوي خافت، لكنه لا يقل أبدًا عن تباين AA.',
            })}
          </p>
        </Demo>
      </Section>
      <Section
        title={{ en: 'Numbers', ar: 'الأرقام' }}
        description={{ en: 'Arabic uses Arabic-Indic digits.', ar: 'تستخدم العربية الأرقام العربية المشرقية.' }}
      >
        <Demo>
          {[7, 42, 2026, 1250000].map((value) => (
            <span key={value} className="text-2xl font-semibold text-fg">
              {formatNumber(value, language)}
            </span>
          ))}
        </Demo>
      </Section>
      <Section title={{ en: 'Both scripts', ar: 'الخطّان' }}>
        <Demo layout="space-y-2">
          <p lang="en-US" dir="ltr" className="font-en text-2xl text-fg">
            Sakina Wellness Centre
          </p>
          <p lang="ar-EG" dir="rtl" className="font-ar text-2xl text-fg">
            مركز سكينة للعافية
          </p>
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
