import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { useLogin } from '../api/login';

type Field = 'email' | 'password';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems are kept as codes, so switching language re-renders their message. */
const messages = {
  'email-required': { en: 'Enter your email address.', ar: 'أدخل بريدك الإلكتروني.' },
  'email-format': {
    en: 'Enter an email address like name@example.com.',
    ar: 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.',
  },
  'password-required': { en: 'Enter your password.', ar: 'أدخل كلمة المرور.' },
} satisfies Record<string, Bilingual>;

type Problem = keyof typeof messages;

function check(field: Field, value: string): Problem | null {
  if (value.trim() === '') return `${field}-required`;
  if (field === 'email' && !EMAIL.test(value.trim())) return 'email-format';
  return null;
}

/** Why sign-in failed, in words a visitor understands. */
function failure(status: number, kind: string): Bilingual {
  if (kind === 'http' && status === 401)
    return { en: 'Wrong email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' };
  if (kind === 'network')
    return {
      en: 'We could not reach the server. Check your connection and try again.',
      ar: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    };
  return {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ar: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
  };
}

/**
 * The sign-in form: validated in the current language on blur and on submit. What was
 * typed stays after any failure; the button shows progress and cannot send twice.
 */
export function LoginForm() {
  const text = useText();
  const { pending, error, submit } = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem | null>>>({});

  const validate = (field: Field) => setProblems((current) => ({ ...current, [field]: check(field, values[field]) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { email: check('email', values.email), password: check('password', values.password) };
    setProblems(found);
    const firstInvalid = (Object.keys(found) as Field[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    void submit({ email: values.email.trim(), password: values.password });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    valid: !problems[name],
    errorMessage: problems[name] ? text(messages[problems[name]]) : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => validate(name),
    required: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      {error && (
        <Alert tone="danger" title={text({ en: 'Sign-in failed', ar: 'تعذّر تسجيل الدخول' })}>
          {text(failure(error.status, error.kind))}
        </Alert>
      )}
      <TextInput
        {...field('email')}
        type="email"
        label={text({ en: 'Email', ar: 'البريد الإلكتروني' })}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        maxLength={254}
      />
      <TextInput
        {...field('password')}
        type="password"
        label={text({ en: 'Password', ar: 'كلمة المرور' })}
        autoComplete="current-password"
        dir="ltr"
        maxLength={128}
      />
      <Button type="submit" colour="brand" disabled={pending}>
        {pending ? text({ en: 'Signing in…', ar: 'جارٍ تسجيل الدخول…' }) : text({ en: 'Log In', ar: 'تسجيل الدخول' })}
      </Button>
    </form>
  );
}
