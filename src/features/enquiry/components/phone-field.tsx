import { Fragment, type ComponentProps } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Field } from '@/components/ui/field';
import { Flag, flagCountryName } from '@/components/ui/flag';
import { Icon } from '@/components/ui/icon';
import { inputClasses } from '@/components/ui/text-input';
import type { CountryCode } from '@/config/contact';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { PHONE_COUNTRIES, phoneCountry } from '#contracts/forms/phone-countries';
import { isolateLtr } from '@/i18n/isolate';

/** Keeps "+971" in one left-to-right piece inside Arabic option text (options hold text only). */

/** Puts each example number, left to right, where the hint says `{0}`, `{1}`. */
function withExamples(hint: string, examples: string[]) {
  return hint.split(/\{(\d)\}/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="whitespace-nowrap">
        {examples[Number(part)]}
      </bdi>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

type PhoneFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'type' | 'dir'> & {
  id: string;
  label: string;
  countryLabel: string;
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/**
 * A country selector (flag and dial code, at the start side) and the number,
 * which stays left to right in both languages. The selector is a native
 * select laid transparently over its flag and code, so it keeps the
 * platform's keyboard and screen-reader behaviour.
 */
export function PhoneField({
  id,
  label,
  countryLabel,
  country,
  onCountryChange,
  value,
  onValueChange,
  error,
  required,
  className,
  ...props
}: PhoneFieldProps) {
  const text = useText();
  const selectId = `${id}-country`;
  const selected = phoneCountry(country);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={withExamples(text(selected.hint), selected.examples)}
      error={error}
      className={className}
    >
      {(control) => (
        <div className="flex gap-2">
          <div className="relative shrink-0 rounded-lg has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus">
            <label htmlFor={selectId} className="sr-only">
              {countryLabel}
            </label>
            <span
              aria-hidden="true"
              className="flex h-input items-center gap-2 rounded-lg border border-fg-muted/70 bg-surface-raised px-3 text-base text-fg"
            >
              <Flag country={country} decorative />
              <span dir="ltr">+{selected.dialCode}</span>
              <Icon icon={ChevronDown} size="xs" colour="muted" />
            </span>
            <select
              id={selectId}
              name="country"
              value={country}
              onChange={(event) => onCountryChange(event.target.value as CountryCode)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            >
              {PHONE_COUNTRIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {`${text(flagCountryName(option.code))} ${isolateLtr(`+${option.dialCode}`)}`}
                </option>
              ))}
            </select>
          </div>
          <input
            {...control}
            type="tel"
            inputMode="tel"
            dir="ltr"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cn(inputClasses, 'min-w-0 flex-1 border-fg-muted/70 hover:border-fg')}
            {...props}
          />
        </div>
      )}
    </Field>
  );
}
