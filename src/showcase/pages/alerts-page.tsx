import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { replyWindow } from '@/config/contact';
import { alertTones } from '@/content/alert-tones';
import { actions } from '@/content/action-wording';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Section, ShowcasePage } from '../components/showcase-page';

const examples: Record<AlertTone, { title: Bilingual; body: Bilingual }> = {
  info: {
    title: { en: 'Visiting hours', ar: 'مواعيد الزيارة' },
    body: {
      en: 'Families may visit on Fridays from 4 to 7 pm.',
      ar: 'يمكن للأسر الزيارة يوم الجمعة من الرابعة إلى السابعة مساءً.',
    },
  },
  success: {
    title: { en: 'Enquiry received', ar: 'وصلنا استفسارك' },
    body: { en: `Our admissions team will reply ${replyWindow.en}.`, ar: `سيردّ عليك فريق القبول ${replyWindow.ar}.` },
  },
  warning: {
    title: { en: 'Limited places', ar: 'الأماكن محدودة' },
    body: { en: 'Two rooms remain for next month.', ar: 'تبقّت غرفتان للشهر القادم.' },
  },
  danger: {
    title: { en: 'Could not send', ar: 'تعذّر الإرسال' },
    body: { en: 'Check your connection and try again.', ar: 'يُرجى التحقق من اتصالك ثم إعادة المحاولة.' },
  },
};

const tones = Object.keys(examples) as AlertTone[];

export default function AlertsPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="alerts"
      lead={{
        en: 'Four tones. Info and success are announced politely (role status); warning and danger interrupt (role alert), so keep them for what needs attention now.',
        ar: 'أربع درجات. تُعلَن المعلومات والنجاح بهدوء (role status)، أما التحذير والخطأ فيقاطعان القارئ (role alert)، لذا احتفظ بهما لما يحتاج انتباهًا فوريًا.',
      }}
    >
      <Section title={{ en: 'With a title', ar: 'مع عنوان' }}>
        {tones.map((tone) => (
          <Alert key={tone} tone={tone} toneLabel={text(alertTones[tone])} title={text(examples[tone].title)}>
            {text(examples[tone].body)}
          </Alert>
        ))}
      </Section>
      <Section title={{ en: 'Message only', ar: 'رسالة فقط' }}>
        {tones.map((tone) => (
          <Alert key={tone} tone={tone} toneLabel={text(alertTones[tone])}>
            {text(examples[tone].body)}
          </Alert>
        ))}
      </Section>
      <Section title={{ en: 'With actions', ar: 'مع إجراءات' }}>
        <Alert
          tone="danger"
          toneLabel={text(alertTones.danger)}
          title={text(examples.danger.title)}
          actions={
            <Button size="sm" colour="danger">
              {text(actions.tryAgain)}
            </Button>
          }
        >
          {text(examples.danger.body)}
        </Alert>
      </Section>
    </ShowcasePage>
  );
}
