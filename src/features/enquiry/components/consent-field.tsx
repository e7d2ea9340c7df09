import { Field } from '@/components/ui/field';
import { TextLink } from '@/components/ui/text-link';
import { CONSENT_VERSION } from '#contracts/consent';
import { paths } from '#contracts/routes';
import { useText } from '@/i18n/use-text';
import { formWording } from '../content/form-wording';

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
  return (
    <Field
      variant="inline"
      id={id}
      required
      error={error}
      label={
        <>
          {text(formWording.consent.before)}
          <TextLink to={paths.privacyPolicy}>{text(formWording.consent.link)}</TextLink>
          {text(formWording.consent.after)}
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type="checkbox"
          name="consent"
          // The page carries the version of the wording it shows, as the form's payload does (ADR 020).
          value={CONSENT_VERSION}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      )}
    </Field>
  );
}
