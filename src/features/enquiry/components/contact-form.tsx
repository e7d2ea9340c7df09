import { TextInput } from '@/components/ui/text-input';
import { useText } from '@/i18n/use-text';
import { sendContact, toContactPayload } from '../api/send-contact';
import { contactWording as wording } from '../content/contact-wording';
import { formWording } from '../content/form-wording';
import { CONTACT_DRAFT_KEY, readContactDraft, toContactDraft } from '../drafts/contact-draft';
import { useFormController } from '../hooks/use-form-controller';
import {
  CONTACT_FIELDS,
  initialContactValues,
  validateContact,
  type ContactField,
} from '#contracts/forms/contact-rules';
import { LIMITS } from '#contracts/limits';
import { FormShell, useErrorText } from './form-shell';
import { MessageField } from './message-field';

const ID_PREFIX = 'contact';
const fieldId = (field: ContactField) => `${ID_PREFIX}-${field}`;

/** The contact form (issue 7): name, email or phone in one field, subject, message, consent. */
export function ContactForm() {
  const text = useText();
  const errorText = useErrorText();
  const form = useFormController({
    draftKey: CONTACT_DRAFT_KEY,
    initialValues: initialContactValues,
    readDraft: readContactDraft,
    toDraft: toContactDraft,
    validate: validateContact,
    fields: CONTACT_FIELDS,
    send: (values, language, honeypot) => sendContact(toContactPayload(values, language, honeypot)),
  });
  const { values, setValue, touch } = form;
  const error = (field: ContactField) => errorText(form.errorOf(field));

  return (
    <FormShell idPrefix={ID_PREFIX} form={form} wording={wording} next={wording.confirmation.next}>
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
        valid={!error('name')}
        errorMessage={error('name')}
      />

      <TextInput
        id={fieldId('contact')}
        name="contact"
        label={text(wording.contact)}
        hint={text(wording.contactHint)}
        autoComplete="email"
        dir="ltr"
        maxLength={LIMITS.contact}
        required
        value={values.contact}
        onChange={(event) => setValue('contact', event.target.value)}
        onBlur={() => touch('contact')}
        valid={!error('contact')}
        errorMessage={error('contact')}
      />

      <TextInput
        id={fieldId('subject')}
        name="subject"
        label={text(wording.subject)}
        dir="auto"
        maxLength={LIMITS.subject}
        required
        value={values.subject}
        onChange={(event) => setValue('subject', event.target.value)}
        onBlur={() => touch('subject')}
        valid={!error('subject')}
        errorMessage={error('subject')}
      />

      <MessageField
        id={fieldId('message')}
        name="message"
        label={text(wording.message)}
        dir="auto"
        maxLength={LIMITS.message}
        required
        value={values.message}
        onChange={(event) => setValue('message', event.target.value)}
        onBlur={() => touch('message')}
        error={error('message')}
      />
    </FormShell>
  );
}
