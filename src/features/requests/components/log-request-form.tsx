import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { inputClasses, TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import {
  LOGGED_CHANNELS,
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_NOTE_MAX_LENGTH,
  type RequestKind,
} from '#contracts/data-requests';
import { DAY_PATTERN } from '#contracts/date-range';
import { REFERENCE_PATTERN } from '#contracts/reference';
import { requestsProblem, useLogRequest } from '../api/requests';
import { requestsWording as wording } from '../content/requests-wording';
import { useDeskText } from '../hooks/use-desk-text';

type Channel = (typeof LOGGED_CHANNELS)[number];

/** A request that came by telephone or email: its reference, kind, channel and day start its 30-day clock. */
export function LogRequestForm({ today }: { today: string }) {
  const t = useDeskText();
  const headingId = useId();
  const log = useLogRequest();
  const [reference, setReference] = useState('');
  const [kind, setKind] = useState<RequestKind>('access');
  const [channel, setChannel] = useState<Channel>('phone');
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = requestsProblem(log.error);
  const typedReference = reference.trim().toUpperCase();
  const referenceMissing = !REFERENCE_PATTERN.test(typedReference);
  const dayMissing = !DAY_PATTERN.test(receivedOn) || receivedOn > today;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (referenceMissing || dayMissing) {
      document.getElementById(referenceMissing ? 'log-reference' : 'log-received-on')?.focus();
      return;
    }
    const body = {
      reference: typedReference,
      kind,
      channel,
      receivedOn,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    log.mutate(body, {
      onSuccess: () => {
        setReference('');
        setNote('');
        setChecked(false);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-raised p-4 tablet:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-fg">
        {t.text(wording.log.title)}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-busy={log.isPending} className="flex flex-col gap-4">
        <div className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          <TextInput
            id="log-reference"
            label={t.text(wording.log.reference)}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            valid={!(checked && referenceMissing)}
            errorMessage={checked && referenceMissing ? t.text(wording.required) : undefined}
            required
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            maxLength={64}
          />
          <SelectField
            id="log-kind"
            label={t.text(wording.log.kind)}
            value={kind}
            onChange={setKind}
            options={REQUEST_KINDS.map((value) => ({ value, label: t.text(REQUEST_KIND_LABELS[value]) }))}
          />
          <SelectField
            id="log-channel"
            label={t.text(wording.log.channel)}
            value={channel}
            onChange={setChannel}
            options={LOGGED_CHANNELS.map((value) => ({ value, label: t.text(wording.channels[value]) }))}
          />
          <Field
            id="log-received-on"
            label={t.text(wording.log.receivedOn)}
            required
            error={checked && dayMissing ? t.text(wording.problems.invalid) : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                max={today}
                value={receivedOn}
                onChange={(event) => setReceivedOn(event.target.value)}
                className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
              />
            )}
          </Field>
        </div>
        <TextInput
          id="log-note"
          label={t.text(wording.log.note)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={REQUEST_NOTE_MAX_LENGTH}
        />
        {problem && <Alert tone="danger">{t.text(wording.problems[problem])}</Alert>}
        <p role="status" className="text-success empty:hidden">
          {log.isSuccess ? t.text(wording.log.logged) : ''}
        </p>
        <div>
          <Button type="submit" colour="brand" aria-disabled={log.isPending || undefined}>
            {t.text(wording.log.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
