import { TextInput } from '@/components/ui/text-input';
import { useText } from '@/i18n/use-text';
import { sendEnquiry, toEnquiryPayload } from '../api/send-enquiry';
import { enquiryWording as wording } from '../content/enquiry-wording';
import { formWording } from '../content/form-wording';
import { ENQUIRY_DRAFT_KEY, readEnquiryDraft, toEnquiryDraft } from '../drafts/enquiry-draft';
import { useFormController } from '../hooks/use-form-controller';
import {
  CONTACT_METHODS,
  emailRequired,
  ENQUIRY_FIELDS,
  FOR_WHOM,
  initialEnquiryValues,
  PREFERRED_TIMES,
  PROGRAMMES,
  validateEnquiry,
  type EnquiryField,
} from '#contracts/forms/enquiry-rules';
import { LIMITS } from '#contracts/limits';
import { ChoiceGroup } from './choice-group';
import { FormShell, useErrorText } from './form-shell';
import { MessageField } from './message-field';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';

const ID_PREFIX = 'enquiry';
const fieldId = (field: EnquiryField | 'contactMethod' | 'preferredTime' | 'programme') => `${ID_PREFIX}-${field}`;

/** The admissions enquiry (spec §5, issue 7): who needs help, how to reach them, and consent. */
export function AdmissionsEnquiryForm() {
  const text = useText();
  const errorText = useErrorText();
  const form = useFormController({
    draftKey: ENQUIRY_DRAFT_KEY,
    initialValues: initialEnquiryValues,
    readDraft: readEnquiryDraft,
    toDraft: toEnquiryDraft,
    validate: validateEnquiry,
    fields: ENQUIRY_FIELDS,
    send: (values, language, honeypot) => sendEnquiry(toEnquiryPayload(values, language, honeypot)),
  });
  const { values, setValue, touch } = form;
  const error = (field: EnquiryField) => errorText(form.errorOf(field));

  const needsEmail = emailRequired(values);
  return (
    <FormShell
      idPrefix={ID_PREFIX}
      form={form}
      wording={wording}
      next={wording.confirmation.next[values.contactMethod]}
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

      <TextInput
        id={fieldId('name')}
        name="name"
        label={text(formWording.fullName)}
        autoComplete="name"
        dir="auto"
        maxLength={LIMITS.name}
        required
        value={values.name}
        onChange={(event) => setValue('name', event.target.value)}
        onBlur={() => touch('name')}
        hint={values.forWhom === 'someone-else' ? text(wording.nameHintForSomeoneElse) : undefined}
        valid={!error('name')}
        errorMessage={error('name')}
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
        onCountryChange={(country) => setValue('country', country)}
        value={values.phone}
        onValueChange={(phone) => setValue('phone', phone)}
        onBlur={() => touch('phone')}
        error={error('phone')}
      />

      <ChoiceGroup
        id={fieldId('contactMethod')}
        name="contactMethod"
        legend={text(wording.contactMethod.legend)}
        options={CONTACT_METHODS.map((value) => ({ value, label: text(wording.contactMethod.options[value]) }))}
        value={values.contactMethod}
        onChange={(value) => setValue('contactMethod', value)}
      />

      <TextInput
        id={fieldId('email')}
        name="email"
        type="email"
        inputMode="email"
        label={needsEmail ? text(wording.email) : `${text(wording.email)} ${text(formWording.optional)}`}
        autoComplete="email"
        dir="ltr"
        maxLength={LIMITS.email}
        required={needsEmail}
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        onBlur={() => touch('email')}
        valid={!error('email')}
        errorMessage={error('email')}
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

      <MessageField
        id={fieldId('message')}
        name="message"
        label={`${text(wording.message.label)} ${text(formWording.optional)}`}
        hint={text(wording.message.hint)}
        dir="auto"
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(event) => setValue('message', event.target.value)}
        onBlur={() => touch('message')}
        error={error('message')}
      />
    </FormShell>
  );
}
