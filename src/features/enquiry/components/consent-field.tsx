import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useText } from '@/i18n/use-text';
import { formWording } from '../content/form-wording';
import { describedBy, FieldError, RequiredMark } from './field-parts';

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  error?: string;
}

/** The required agreement to the privacy policy, with a link to read it. */
export function ConsentField({ id, checked, onChange, onBlur, error }: ConsentFieldProps) {
  const text = useText();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <label htmlFor={id} className="cursor-pointer text-fg">
          {text(formWording.consent.before)}
          <TextLink to={paths.privacyPolicy}>{text(formWording.consent.link)}</TextLink>
          {text(formWording.consent.after)}
          <RequiredMark />
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
