import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { pick } from '@/i18n/text';
import { alertTones } from '@/content/alert-tones';
import { actions } from '@/content/action-wording';
import { useText } from '@/i18n/use-text';
import { Code, Demo, Section, ShowcasePage } from '../components/showcase-page';
import { emailDemo } from '../content/demo-wording';
import { showcasePath } from '../showcase-meta';

export default function ErrorsPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="errors"
      lead={{
        en: 'How failures look: a failed request, a field that needs fixing, a missing translation, and the two error pages.',
        ar: 'كيف تبدو الأخطاء: طلب فشل، وحقل يحتاج إلى تصحيح، وترجمة مفقودة، وصفحتا الخطأ.',
      }}
    >
      <Section
        title={{ en: 'A failed request', ar: 'طلب فشل' }}
        description={{
          en: 'The logged-in navigation shows "Error: {status text}" when the server answers with an error.',
          ar: 'تعرض قائمة المستخدم المسجَّل "Error: {status text}" حين يردّ الخادم بخطأ.',
        }}
      >
        <Alert
          tone="danger"
          toneLabel={text(alertTones.danger)}
          title="Error: Internal Server Error"
          actions={
            <Button size="sm" colour="danger">
              {text(actions.tryAgain)}
            </Button>
          }
        >
          {text({ en: 'The menu could not be loaded.', ar: 'تعذّر تحميل القائمة.' })}
        </Alert>
      </Section>
      <Section title={{ en: 'A field', ar: 'حقل' }}>
        <Demo layout="max-w-md">
          <TextInput
            label={text(emailDemo.label)}
            name="email"
            type="email"
            dir="ltr"
            defaultValue="name@"
            valid={false}
            errorMessage={text(emailDemo.invalid)}
          />
        </Demo>
      </Section>
      <Section
        title={{ en: 'A missing translation', ar: 'ترجمة مفقودة' }}
        description={{
          en: 'A wording missing in the current language shows this instead of an empty space.',
          ar: 'النص المفقود في اللغة الحالية يُعرض بدلًا منه هذا، لا مساحة فارغة.',
        }}
      >
        <Demo>
          <span className="text-fg">{pick({ en: '' }, 'en')}</span>
          <Code>{"pick({ en: '' }, 'en')"}</Code>
        </Demo>
      </Section>
      <Section title={{ en: 'Error pages', ar: 'صفحات الخطأ' }}>
        <Demo>
          <Button to={showcasePath('notFound')}>{text({ en: '404 page', ar: 'صفحة ٤٠٤' })}</Button>
          <Button to={showcasePath('error')}>{text({ en: 'Error page', ar: 'صفحة الخطأ' })}</Button>
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
