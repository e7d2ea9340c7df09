import { useDeferredValue, useState } from 'react';
import { Icon, type IconColour, type IconSize } from '@/components/ui/icon';
import { iconNames, iconsByName, mirroredIconNames, resolveIcon } from '@/components/ui/icon-names';
import { SearchInput } from '@/components/ui/search-input';
import { TextLink } from '@/components/ui/text-link';
import { formatNumber } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { Code, Demo, Section, ShowcasePage, Specimen } from '../components/showcase-page';
import { showcasePath } from '../showcase-meta';

const sizes: IconSize[] = ['xs', 'sm', 'md', 'lg'];
const colours: IconColour[] = ['fg', 'muted', 'brand', 'cta', 'danger', 'success', 'warning'];
const mirrored = [...mirroredIconNames];
const unknown = resolveIcon('server-sent-typo');

function IconGallery() {
  const text = useText();
  const language = useRenderLanguage();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const shown = iconNames.filter((name) => name.includes(deferred));
  return (
    <>
      <SearchInput
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        label={text({ en: 'Filter icons by name', ar: 'تصفية الأيقونات حسب الاسم' })}
        placeholder={text({ en: 'Filter by name, e.g. file', ar: 'صفِّ حسب الاسم، مثل file' })}
      />
      <p className="text-sm text-fg-muted" role="status">
        {text({
          en: `${formatNumber(shown.length, language)} of ${formatNumber(iconNames.length, language)} icons`,
          ar: `${formatNumber(shown.length, language)} من ${formatNumber(iconNames.length, language)} أيقونة`,
        })}
      </p>
      <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-3 desktop:grid-cols-4">
        {shown.map((name) => (
          <li
            key={name}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised px-3 py-3 text-fg"
          >
            <Icon icon={iconsByName[name]} mirror={mirroredIconNames.has(name)} />
            <span dir="ltr" className="min-w-0 break-all font-mono text-sm">
              {name}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function IconsPage() {
  const text = useText();
  const [clicks, setClicks] = useState(0);
  const language = useRenderLanguage();
  return (
    <ShowcasePage
      id="icons"
      lead={{
        en: 'One Icon component on a 24×24 view box: decorative unless labelled, a real button when clickable, mirrored in Arabic when it points.',
        ar: 'مكوّن أيقونة واحد على مساحة ٢٤×٢٤: زخرفي ما لم تُعطَ له تسمية، وزر حقيقي حين يكون قابلًا للنقر، ومعكوس في العربية حين يشير إلى اتجاه.',
      }}
    >
      <Section
        title={{ en: 'Every icon', ar: 'كل الأيقونات' }}
        description={{
          en: 'The full name map, for names that arrive from the server. Pages import each Lucide icon itself instead.',
          ar: 'خريطة الأسماء كاملة، للأسماء التي تصل من الخادم. أما الصفحات فتستورد كل أيقونة من Lucide على حدة.',
        }}
      >
        <IconGallery />
      </Section>

      <Section title={{ en: 'Sizes', ar: 'الأحجام' }}>
        <Demo layout="flex flex-wrap items-end gap-4">
          {sizes.map((size) => (
            <Specimen key={size} caption={<Code>{size}</Code>} muted>
              <Icon icon={iconsByName.heart} size={size} colour="brand" />
            </Specimen>
          ))}
          <Specimen caption={<Code>48</Code>} muted>
            <Icon icon={iconsByName.heart} size={48} colour="brand" />
          </Specimen>
        </Demo>
      </Section>

      <Section title={{ en: 'Colours', ar: 'الألوان' }}>
        <Demo>
          {colours.map((colour) => (
            <Specimen key={colour} caption={<Code>{colour}</Code>}>
              <Icon icon={iconsByName['check-circle']} colour={colour} size="lg" />
            </Specimen>
          ))}
        </Demo>
      </Section>

      <Section
        title={{ en: 'Direction', ar: 'الاتجاه' }}
        description={{
          en: 'These icons point, so they mirror in right-to-left. Switch to Arabic to see them turn.',
          ar: 'هذه الأيقونات تشير إلى اتجاه، لذلك تنعكس من اليمين إلى اليسار. بدّل إلى العربية لتراها تنقلب.',
        }}
      >
        <Demo>
          {mirrored.map((name) => (
            <Specimen key={name} caption={<Code>{name}</Code>}>
              <Icon icon={iconsByName[name]} mirror size="lg" />
            </Specimen>
          ))}
        </Demo>
      </Section>

      <Section
        title={{ en: 'Labelled and clickable', ar: 'بتسمية وقابلة للنقر' }}
        description={{
          en: 'A label makes an icon an image with a name; a click handler makes it a real button.',
          ar: 'التسمية تجعل الأيقونة صورة لها اسم، ومعالج النقر يجعلها زرًا حقيقيًا.',
        }}
      >
        <Demo>
          <Icon icon={iconsByName.location} label={text({ en: 'Location', ar: 'الموقع' })} colour="brand" />
          <Icon
            icon={iconsByName.heart}
            colour="danger"
            label={text({ en: 'Add to favourites', ar: 'أضف إلى المفضلة' })}
            onClick={() => setClicks((count) => count + 1)}
          />
          <span className="text-sm text-fg-muted" aria-live="polite">
            {text({ en: 'Clicked: ', ar: 'عدد النقرات: ' })}
            {formatNumber(clicks, language)}
          </span>
        </Demo>
      </Section>

      <Section
        title={{ en: 'Unknown names', ar: 'الأسماء غير المعروفة' }}
        description={{
          en: 'A name the map does not know draws this neutral glyph instead of failing.',
          ar: 'الاسم غير الموجود في الخريطة يرسم هذا الرمز المحايد بدل أن يتعطّل.',
        }}
      >
        <Demo>
          <Icon icon={unknown.icon} size="lg" colour="muted" />
          <Code>{"resolveIcon('server-sent-typo').icon"}</Code>
        </Demo>
      </Section>

      <p className="text-fg-muted">
        {text({ en: 'Flags and social marks are on the ', ar: 'الأعلام وشعارات الشبكات الاجتماعية في صفحة ' })}
        <TextLink to={showcasePath('branding')}>{text({ en: 'Branding', ar: 'الهوية البصرية' })}</TextLink>
        {text({ en: ' page.', ar: '.' })}
      </p>
    </ShowcasePage>
  );
}
