import { TextInput } from '@/components/ui/text-input';
import { useText } from '@/i18n/use-text';
import { sendContact, toContactPayload } from '../api/send-contact';
import { contactWording as wording } from '../content/contact-wording';
import { CONTACT_DRAFT_KEY, readContactDraft, toContactDraft } from '../drafts/contact-draft';
import { useFormController } from '../hooks/use-form-controller';
import { CONTACT_FIELDS, initialContactValues, validateContact } from '#contracts/forms/contact-rules';
import { LIMITS } from '#contracts/limits';
import { FormShell } from './form-shell';
import { FullNameField } from './full-name-field';
import { MessageField } from './message-field';
import { useTextFields } from './text-fields';

const ID_PREFIX = 'contact';

/** The contact form (issue 7): name, email or phone in one field, subject, message, consent. */
export function ContactForm() {
  const text = useText();
  const form = useFormController({
    draftKey: CONTACT_DRAFT_KEY,
    initialValues: initialContactValues,
    readDraft: readContactDraft,
    toDraft: toContactDraft,
    validate: validateContact,
    fields: CONTACT_FIELDS,
    send: (values, language, honeypot) => sendContact(toContactPayload(values, language, honeypot)),
  });
  const field = useTextFields(ID_PREFIX, form);

  return (
    <FormShell idPrefix={ID_PREFIX} form={form} wording={wording} next={wording.confirmation.next}>
      <FullNameField {...field('name')} />

      <TextInput
        {...field('contact')}
        label={text(wording.contact)}
        hint={text(wording.contactHint)}
        autoComplete="email"
        dir="ltr"
        maxLength={LIMITS.contact}
        required
      />

      <TextInput {...field('subject')} label={text(wording.subject)} dir="auto" maxLength={LIMITS.subject} required />

      <MessageField
        {...field('message')}
        label={text(wording.message)}
        dir="auto"
        maxLength={LIMITS.message}
        required
      />
    </FormShell>
  );
}
