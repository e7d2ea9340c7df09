import { TextLink } from '@/components/ui/text-link';
import { useText } from '@/i18n/use-text';
import { LayoutNote, ShowcasePage } from '../components/showcase-page';
import { showcasePath } from '../showcase-meta';

export default function DrawerPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="drawer"
      lead={{
        en: 'The slide-down menu below the laptop breakpoint: links with icons, collapsible groups, and the register and login buttons.',
        ar: 'القائمة المنسدلة تحت نقطة الحاسوب المحمول: روابط بأيقونات، ومجموعات قابلة للطي، وزرّا التسجيل والدخول.',
      }}
    >
      <LayoutNote />
      <p className="text-fg-muted">
        {text({ en: 'Its motion is on the ', ar: 'حركتها معروضة في صفحة ' })}
        <TextLink to={showcasePath('animations')}>{text({ en: 'Animations', ar: 'الحركة' })}</TextLink>
        {text({ en: ' page.', ar: '.' })}
      </p>
    </ShowcasePage>
  );
}
