import { useState, type FormEvent } from 'react';
import { isEmail } from '#contracts/email';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { TextInput } from '@/components/ui/text-input';
import { replyWindow } from '@/config/contact';
import { alertTones } from '@/content/alert-tones';
import { actions } from '@/content/action-wording';
import { useText } from '@/i18n/use-text';
import { Demo, Section, ShowcasePage } from '../components/showcase-page';
import { emailDemo } from '../content/demo-wording';

/** A small form that validates on submit, to show the invalid state reached the normal way. */
function ContactDemo() {
  const text = useText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const nameValid = name.trim() !== '';
  const emailValid = isEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(nameValid && emailValid);
  };

  return (
    <form noValidate onSubmit={submit} className="grid w-full max-w-md gap-4">
      <TextInput
        label={text({ en: 'Full name', ar: 'الاسم الكامل' })}
        name="name"
        autoComplete="name"
        maxLength={80}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        valid={!submitted || nameValid}
        errorMessage={text({ en: 'Enter your name.', ar: 'أدخل اسمك.' })}
      />
      <TextInput
        label={text(emailDemo.label)}
        type="email"
        name="email"
        autoComplete="email"
        dir="ltr"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        valid={!submitted || emailValid}
        hint={text({ en: `We reply ${replyWindow.en}.`, ar: `نردّ ${replyWindow.ar}.` })}
        errorMessage={text(emailDemo.invalid)}
      />
      <div>
        <Button type="submit" colour="brand">
          {text({ en: 'Send', ar: 'إرسال' })}
        </Button>
      </div>
      {sent && (
        <Alert tone="success" toneLabel={text(alertTones.success)} title={text({ en: 'Sent', ar: 'تم الإرسال' })}>
          {text({ en: 'Thank you, we will be in touch.', ar: 'شكرًا لك، سنتواصل معك قريبًا.' })}
        </Alert>
      )}
    </form>
  );
}

export default function FormsPage() {
  const text = useText();
  const [query, setQuery] = useState('');
  return (
    <ShowcasePage
      id="forms"
      lead={{
        en: 'Text inputs 3rem high, always labelled: empty and filled, focused, required, disabled, the danger alert colour and the invalid state with its message.',
        ar: 'حقول نصية بارتفاع 3rem ولها تسمية دائمًا: فارغة ومعبّأة، وعند التركيز، وإلزامية، ومعطّلة، وبلون التنبيه، وفي حالة الخطأ مع رسالتها.',
      }}
    >
      <Section title={{ en: 'States', ar: 'الحالات' }}>
        <Demo layout="grid items-start gap-6 tablet:grid-cols-2">
          <TextInput
            label={text({ en: 'Empty, with a placeholder', ar: 'فارغ، مع نص إرشادي' })}
            name="empty"
            placeholder={text({ en: 'Your name', ar: 'اسمك' })}
          />
          <TextInput
            label={text({ en: 'Filled', ar: 'معبّأ' })}
            name="filled"
            defaultValue={text({ en: 'Layla Hassan', ar: 'ليلى حسن' })}
          />
          <TextInput
            label={text({ en: 'Required, with a hint', ar: 'إلزامي، مع تلميح' })}
            name="phone"
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
            placeholder="+971 50 000 0000"
            hint={text({ en: 'Include the country code.', ar: 'أضف رمز الدولة.' })}
          />
          <TextInput
            label={text({ en: 'Disabled', ar: 'معطّل' })}
            name="disabled"
            disabled
            defaultValue={text({ en: 'Cannot be changed', ar: 'لا يمكن تغييره' })}
          />
          <TextInput
            label={text({ en: 'Danger alert colour', ar: 'بلون التنبيه' })}
            name="alert"
            alertColor="danger"
            defaultValue={text({ en: 'Check this value', ar: 'تحقّق من هذه القيمة' })}
          />
          <TextInput
            label={text({ en: 'Invalid', ar: 'غير صالح' })}
            name="invalid"
            type="email"
            dir="ltr"
            defaultValue="layla@"
            valid={false}
            errorMessage={text(emailDemo.invalid)}
          />
          <TextInput
            label={text({ en: 'Password, at most 20 characters', ar: 'كلمة المرور، ٢٠ حرفًا على الأكثر' })}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={20}
          />
          <TextInput
            label={text({ en: 'A label for screen readers only', ar: 'تسمية لقارئ الشاشة فقط' })}
            hideLabel
            name="hidden-label"
            placeholder={text({ en: 'The label is visually hidden', ar: 'التسمية مخفية بصريًا' })}
          />
        </Demo>
      </Section>

      <Section
        title={{ en: 'Search', ar: 'البحث' }}
        description={{
          en: 'Type text, at most 50 characters, no autocomplete.',
          ar: 'نص عادي، ٥٠ حرفًا على الأكثر، دون إكمال تلقائي.',
        }}
      >
        <Demo layout="block">
          <SearchInput
            label={text(actions.search)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text({ en: 'Search treatments', ar: 'ابحث في العلاجات' })}
          />
          <p className="mt-2 text-sm text-fg-muted" aria-live="polite">
            {query && text({ en: `You typed: ${query}`, ar: `كتبت: ${query}` })}
          </p>
        </Demo>
      </Section>

      <Section
        title={{ en: 'A form', ar: 'نموذج' }}
        description={{
          en: 'Send it empty to see the invalid state and its messages.',
          ar: 'أرسله فارغًا لترى حالة الخطأ ورسائلها.',
        }}
      >
        <Demo>
          <ContactDemo />
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
