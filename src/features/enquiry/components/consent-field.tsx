import { Field } from '@/components/ui/field';
import { TextLink } from '@/components/ui/text-link';
import { Checkbox } from '@/components/ui/checkbox';
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
        <Checkbox
          {...control}
          name="consent"
          // The page carries the version of the wording it shows, as the form's payload does (ADR 020).
          value={CONSENT_VERSION}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
