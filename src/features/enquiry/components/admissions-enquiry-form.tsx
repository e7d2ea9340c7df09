import { useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { sendEnquiry, toEnquiryPayload } from '../api/send-enquiry';
import { contactRules } from '../content/discretion-wording';
import { enquiryWording as wording } from '../content/enquiry-wording';
import { formWording } from '../content/form-wording';
import { ENQUIRY_DRAFT_KEY, localTimeZone, readEnquiryDraft, toEnquiryDraft } from '../drafts/enquiry-draft';
import { useAttachedSelfCheck } from '../hooks/use-attached-self-check';
import { useFormController } from '../hooks/use-form-controller';
import type { CountryCode } from '#contracts/countries';
import { workingDays, type Discretion } from '#contracts/forms/discretion';
import {
  emailRequired,
  ENQUIRY_FIELDS,
  enquiryFieldValue,
  FOR_WHOM,
  initialEnquiryValues,
  PREFERRED_TIMES,
  PROGRAMMES,
  validateEnquiry,
  type EnquiryField,
} from '#contracts/forms/enquiry-rules';
import { LIMITS } from '#contracts/limits';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { AttachedSelfCheck } from './attached-self-check';
import { DiscretionFields } from './discretion-fields';
import { FormShell, useErrorText } from './form-shell';
import { FullNameField } from './full-name-field';
import { HeardFromField } from './heard-from-field';
import { MessageField } from './message-field';
import { PhoneField } from './phone-field';
import { RelationshipFields } from './relationship-fields';
import { useTextFields } from './text-fields';
import { SelectField } from '@/components/ui/select-field';

const ID_PREFIX = 'enquiry';
const fieldId = (field: string) => `${ID_PREFIX}-${field}`;

const sameDays = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((day) => b.includes(day));

/**
 * The admissions enquiry (spec §5, issues 7 and 20): who needs help, how to reach them
 * discreetly, and consent.
 */
export function AdmissionsEnquiryForm() {
  const text = useText();
  const language = useRenderLanguage();
  const errorText = useErrorText();
  const attached = useAttachedSelfCheck();
  const form = useFormController({
    draftKey: ENQUIRY_DRAFT_KEY,
    initialValues: initialEnquiryValues,
    readDraft: readEnquiryDraft,
    toDraft: toEnquiryDraft,
    validate: validateEnquiry,
    fields: ENQUIRY_FIELDS,
    fieldValue: enquiryFieldValue,
    send: (values, language, honeypot) =>
      sendEnquiry({
        ...toEnquiryPayload(values, language, honeypot),
        ...(attached.selfCheck && { selfCheck: attached.selfCheck }),
      }),
  });
  const { values, setValue, touch } = form;
  const error = (field: EnquiryField) => errorText(form.errorOf(field));
  const field = useTextFields(ID_PREFIX, form);
  // Whether the family has chosen the safe days by hand since the form opened; until then they follow the phone's country.
  const [daysChosen, setDaysChosen] = useState(false);

  const changeDiscretion = (changes: Partial<Discretion>) =>
    setValue('discretion', { ...values.discretion, ...changes });

  const changeCountry = (country: CountryCode) => {
    const { discretion } = values;
    // Days restored from a draft that differ from the country's working days were chosen, too.
    const followCountry = !daysChosen && sameDays(discretion.safeDays, workingDays(values.country));
    setValue('country', country);
    changeDiscretion({
      ...(followCountry && { safeDays: workingDays(country) }),
      // The browser's zone when it reported one; otherwise the new country's.
      timeZone: localTimeZone(country),
    });
  };

  const needsEmail = emailRequired(values);
  return (
    <FormShell
      idPrefix={ID_PREFIX}
      form={form}
      wording={wording}
      next={wording.confirmation.next[values.contactMethod]}
      confirmationDetails={contactRules(values.contactMethod, values.discretion, language).map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
    >
      <ChoiceGroup
        id={fieldId('forWhom')}
        name="forWhom"
        legend={text(wording.forWhom.legend)}
        required
        options={FOR_WHOM.map((value) => ({ value, label: text(wording.forWhom.options[value]) }))}
        value={values.forWhom}
        onChange={(value) => setValue('forWhom', value)}
        onLeave={() => touch('forWhom')}
        error={error('forWhom')}
      />

      {values.forWhom === 'someone-else' && (
        <RelationshipFields
          idOf={fieldId}
          relationship={values.relationship}
          onRelationshipChange={(relationship) => setValue('relationship', relationship)}
          personKnows={values.personKnows}
          onPersonKnowsChange={(personKnows) => setValue('personKnows', personKnows)}
        />
      )}

      <FullNameField
        {...field('name')}
        hint={values.forWhom === 'someone-else' ? text(wording.nameHintForSomeoneElse) : undefined}
      />

      <PhoneField
        id={fieldId('phone')}
        name="phone"
        label={text(wording.phone)}
        countryLabel={text(wording.country)}
        autoComplete="tel-national"
        maxLength={LIMITS.phone}
        required
        country={values.country}
        onCountryChange={changeCountry}
        value={values.phone}
        onValueChange={(phone) => setValue('phone', phone)}
        onBlur={() => touch('phone')}
        error={error('phone')}
      />

      <TextInput
        {...field('email')}
        type="email"
        inputMode="email"
        label={needsEmail ? text(wording.email) : `${text(wording.email)} ${text(formWording.optional)}`}
        autoComplete="email"
        dir="ltr"
        maxLength={LIMITS.email}
        required={needsEmail}
      />

      <DiscretionFields
        idOf={fieldId}
        contactMethod={values.contactMethod}
        onContactMethodChange={(method) => setValue('contactMethod', method)}
        discretion={values.discretion}
        onChange={changeDiscretion}
        onDaysChosen={() => setDaysChosen(true)}
        onLeave={touch}
        errors={{ safeDays: error('safeDays'), safeHours: error('safeHours') }}
      />

      <ChoiceGroup
        id={fieldId('preferredTime')}
        name="preferredTime"
        legend={text(wording.preferredTime.legend)}
        hint={text(wording.preferredTime.hint)}
        options={PREFERRED_TIMES.map((value) => ({ value, label: text(wording.preferredTime.options[value]) }))}
        value={values.preferredTime}
        onChange={(value) => setValue('preferredTime', value)}
      />

      <SelectField
        id={fieldId('programme')}
        name="programme"
        label={text(wording.programme.label)}
        options={PROGRAMMES.map((value) => ({ value, label: text(wording.programme.options[value]) }))}
        value={values.programme}
        onChange={(value) => setValue('programme', value)}
      />

      <HeardFromField
        id={fieldId('heardFrom')}
        value={values.heardFrom}
        onChange={(heardFrom) => setValue('heardFrom', heardFrom)}
      />

      <MessageField
        {...field('message')}
        label={`${text(wording.message.label)} ${text(formWording.optional)}`}
        hint={text(wording.message.hint)}
        dir="auto"
        maxLength={LIMITS.message}
      />

      {attached.selfCheck && <AttachedSelfCheck selfCheck={attached.selfCheck} onDrop={attached.drop} />}
    </FormShell>
  );
}
