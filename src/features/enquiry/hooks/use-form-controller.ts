import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSubmit, type SubmitStatus } from '@/hooks/use-submit';
import type { Language } from '@/i18n/languages';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Receipt } from '../api/post-form';
import { clearDraft, saveDraft } from '../drafts/session-draft';
import { useServerAnswer, type FailureKind } from './use-server-answer';

export type FormStatus = SubmitStatus;
export type { FailureKind } from './use-server-answer';

interface FormConfig<Values, Field extends string, Code extends string> {
  draftKey: string;
  initialValues: Values;
  /** The values a saved draft restores (the initial values when there is none). */
  readDraft: () => Values;
  /** What a draft stores of the values. */
  toDraft: (values: Values) => object;
  validate: (values: Values) => Partial<Record<Field, Code>>;
  /** The fields in page order; each field's first control has the field's id. */
  fields: readonly Field[];
  /**
   * What a field holds, compared to tell whether it changed since a send the server refused; by
   * default `values[field]`, for forms whose fields are their values' keys.
   */
  fieldValue?: (values: Values, field: Field) => unknown;
  /** Sends the values, with what the hidden honeypot field holds. */
  send: (values: Values, language: Language, honeypot: string) => Promise<Receipt>;
}

const ownValue = <Values, Field extends string>(values: Values, field: Field) =>
  (values as Record<Field, unknown>)[field];

/** A state update adding `fields` to a set (the same set when nothing is new, so nothing re-renders). */
const withFields =
  <Field>(fields: readonly Field[]) =>
  (current: ReadonlySet<Field>): ReadonlySet<Field> => {
    const next = new Set(current);
    for (const field of fields) next.add(field);
    return next.size === current.size ? current : next;
  };

/**
 * A form's state: values (saved as a draft on every change), error codes
 * (derived from the values, shown once a field is left or the form is
 * submitted), and sending (`useSubmit`: never twice at once, values kept on failure).
 */
export function useFormController<Values, Field extends string, Code extends string>(
  config: FormConfig<Values, Field, Code>,
) {
  const language = useRenderLanguage();
  // The page may be prerendered: render the empty form first, as the HTML has it, then restore the draft before paint.
  const [values, setValues] = useState(config.initialValues);
  const readDraft = useRef(config.readDraft);
  // Storage is read only after hydration, so this is the one place a draft can be restored without a mismatch.
  useLayoutEffect(() => setValues(readDraft.current()), []);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [summaryRequest, setSummaryRequest] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);

  const answer = useServerAnswer<Values, Field, Code>(config.fields, values, config.fieldValue ?? ownValue);
  const errors = { ...answer.errors, ...config.validate(values) };
  const errorOf = (field: Field): Code | undefined => (submitted || touched.has(field) ? errors[field] : undefined);
  const summary = submitted
    ? config.fields.flatMap((field) => {
        const code = errors[field];
        return code ? [{ field, code }] : [];
      })
    : [];

  // From the latest values, not this render's: two updates in one handler both count.
  const setValue = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const { draftKey, toDraft, initialValues } = config;
  useEffect(() => {
    saveDraft(draftKey, toDraft(values), toDraft(initialValues));
  }, [draftKey, toDraft, initialValues, values]);

  // A message shown on blur pushes down what is below it. When the blur comes from a press (a mouse,
  // or a tap's emulated mousedown) on the submit button, say, wait until after the click, so nothing
  // moves from under it.
  const pressing = useRef(false);
  const waiting = useRef(new Set<Field>());
  useEffect(() => {
    const press = () => {
      pressing.current = true;
    };
    const release = () => {
      pressing.current = false;
      window.setTimeout(() => {
        if (waiting.current.size === 0) return;
        const fields = [...waiting.current];
        waiting.current.clear();
        setTouched(withFields(fields));
      });
    };
    document.addEventListener('mousedown', press, true);
    document.addEventListener('mouseup', release, true);
    return () => {
      document.removeEventListener('mousedown', press, true);
      document.removeEventListener('mouseup', release, true);
    };
  }, []);

  const touch = (field: Field) => {
    if (pressing.current) waiting.current.add(field);
    else setTouched(withFields([field]));
  };

  const sending = useSubmit(async (sent: Values) => {
    // A filled honeypot is sent too: the server keeps it as suspected spam, so no person's enquiry can vanish.
    try {
      answer.received(await config.send(sent, language, honeypot.current?.value ?? ''));
    } catch (error) {
      if (answer.reject(error, sent)) {
        setSubmitted(true);
        setSummaryRequest((count) => count + 1);
      }
      throw error;
    }
    clearDraft(draftKey);
  });
  const failure: FailureKind | null = sending.status === 'error' ? answer.failureOf(sending.error) : null;

  const submit = () => {
    // While a send is on its way, do nothing (useSubmit also refuses a second send in the same tick).
    if (sending.pending) return;
    if (config.fields.some((field) => errors[field])) {
      setSubmitted(true);
      setSummaryRequest((count) => count + 1);
      return;
    }
    void sending.submit(values);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return {
    values,
    setValue,
    touch,
    errorOf,
    summary,
    /** Grows with each submit that found errors, so the summary takes focus each time. */
    summaryRequest,
    status: sending.status,
    failure,
    /** When a `rateLimited` send may be tried again. */
    retryAt: sending.status === 'error' ? answer.retryAtOf(sending.error) : null,
    /** The stored form's reference, once sent ("SW-4F7K2"). */
    reference: answer.reference,
    /** Its withdrawal code, shown once in the confirmation and kept nowhere else. */
    withdrawalCode: answer.withdrawalCode,
    onSubmit,
    retry: submit,
    honeypot,
  };
}
