import { useRef, useState, type FormEvent } from 'react';
import Download from 'lucide-react/icons/download';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { textAreaClasses } from '@/components/ui/text-input';
import { dateTimeFormat } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { isApiError } from '@/lib/api-client';
import { REQUEST_KIND_NAMES, REQUEST_KINDS, REQUEST_NOTE_MAX_LENGTH, type RequestKind } from '#contracts/data-requests';
import { hasControlCharacters } from '#contracts/text';
import type { WithdrawalRequest } from '#contracts/withdrawal';
import { sendFamilyRequest, type FamilyRequestAnswer } from '../api/family-request';
import { NothingFound, RateLimited } from '../api/withdrawal';
import { familyRequestWording as wording } from '../content/family-request-wording';
import { formWording } from '../content/form-wording';
import { withdrawalWording } from '../content/withdrawal-wording';
import { downloadFile } from '@/lib/download-file';

type Failure = { kind: 'nothingFound' } | { kind: 'limited'; retryAt: Date } | { kind: 'network' } | { kind: 'server' };

function failureOf(error: unknown): Failure {
  if (error instanceof NothingFound) return { kind: 'nothingFound' };
  if (error instanceof RateLimited) return { kind: 'limited', retryAt: error.retryAt };
  return isApiError(error) && error.kind === 'network' ? { kind: 'network' } : { kind: 'server' };
}

const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

const KIND_ID = 'family-request-kind';
const NOTE_ID = 'family-request-note';

/**
 * Under what the withdrawal page shows: a request about the family's data with the same reference
 * and code. A copy comes back at once, as two files made here from the answer (one to read in both
 * languages, one JSON); the other kinds show when the centre will answer. Nothing is kept in the browser.
 */
export function FamilyRequest({ request }: { request: WithdrawalRequest }) {
  const text = useText();
  const language = useRenderLanguage();
  const [kind, setKind] = useState<RequestKind>('copy');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, setAnswer] = useState<FamilyRequestAnswer | null>(null);
  const inFlight = useRef(false);

  const noteInvalid = note.length > REQUEST_NOTE_MAX_LENGTH || hasControlCharacters(note);
  const day = (value: string) =>
    dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (noteInvalid) {
      document.getElementById(NOTE_ID)?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    try {
      setAnswer(await sendFamilyRequest(request, { kind, note }));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  if (answer) {
    const { copy } = answer;
    const made = answer.request;
    const title =
      made.kind === 'copy' ? wording.done.copy : made.kind === 'access' ? wording.done.access : wording.done.waiting;
    return (
      <section
        aria-labelledby="family-request-done"
        className="flex flex-col gap-4 rounded-2xl border border-success/30 bg-success-soft p-6 text-fg"
      >
        <h3
          id="family-request-done"
          ref={focusOnMount}
          tabIndex={-1}
          className="rounded-sm text-lg font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {text(title)}
        </h3>
        {copy ? (
          <>
            <p>{text(wording.copyText)}</p>
            <div className="flex flex-wrap gap-3">
              <Button
                colour="outlined"
                onClick={() => downloadFile(`${copy.data.reference}-copy.txt`, copy.text)}
                startIcon={Download}
              >
                {text(wording.readable)}
              </Button>
              <Button
                colour="outlined"
                onClick={() =>
                  downloadFile(`${copy.data.reference}-data.json`, JSON.stringify(copy.data, null, 2), 'json')
                }
                startIcon={Download}
              >
                {text(wording.machine)}
              </Button>
            </div>
          </>
        ) : made.kind === 'access' ? (
          <p>{text(wording.accessText)}</p>
        ) : (
          <p>{wording.waitingText[language](day(made.receivedOn), day(made.dueOn))}</p>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="family-request-title" className="flex flex-col gap-4 border-t border-line pt-6">
      <h3 id="family-request-title" className="text-lg font-semibold text-fg">
        {text(wording.title)}
      </h3>
      <p className="text-fg-muted">{text(wording.intro)}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} className="flex flex-col gap-4">
        <SelectField
          id={KIND_ID}
          label={text(wording.kind)}
          value={kind}
          onChange={setKind}
          options={REQUEST_KINDS.map((value) => ({ value, label: text(REQUEST_KIND_NAMES[value]) }))}
        />
        <Field
          id={NOTE_ID}
          label={text(wording.note.label)}
          hint={text(wording.note.hint)}
          error={checked && noteInvalid ? text(wording.note.invalid) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={textAreaClasses}
            />
          )}
        </Field>
        {failure && (
          <Alert tone="danger">
            <p>
              {failure.kind === 'nothingFound' && text(withdrawalWording.nothingFound)}
              {failure.kind === 'limited' &&
                `${text(withdrawalWording.limited)} ${formWording.tryAgainAt[language](failure.retryAt)}`}
              {failure.kind === 'network' && text(formWording.failure.network)}
              {failure.kind === 'server' && text(formWording.failure.server)}
            </p>
          </Alert>
        )}
        <div>
          <Button type="submit" colour="brand" aria-disabled={pending || undefined}>
            {text(pending ? wording.sending : wording.send)}
          </Button>
        </div>
      </form>
    </section>
  );
}
