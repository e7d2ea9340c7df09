import ArrowLeft from 'lucide-react/icons/arrow-left';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonColour } from '@/components/ui/button';
import type { IconComponent } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses, textAreaClasses } from '@/components/ui/text-input';
import { TextLink } from '@/components/ui/text-link';
import { countryNames } from '@/config/countries';
import { paths } from '@/config/paths';
import type { Bilingual } from '@/i18n/text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { own } from '@/lib/own';
import { useInboxItem } from '../api/get-inbox-item';
import { InboxConflict, useUpdateInboxItem } from '../api/update-inbox-item';
import { mailtoHref, telHref, whatsappHref } from '../contact-links';
import {
  codeWording,
  inboxWording as wording,
  kindWording,
  statusWording,
  type CodeGroup,
} from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { INBOX_STATUSES, type InboxItem, type InboxStatus } from '../types';
import { StatusBadge } from './status-badge';

const NOTE_MAX = 2000;

/** Which form fields hold a code, and the wording group that names it. */
const CODE_FIELDS: Record<string, CodeGroup> = {
  forWhom: 'forWhom',
  contactMethod: 'contactMethod',
  preferredTime: 'contactTime',
  contactTime: 'contactTime',
  programme: 'programme',
};

/** One enquiry or message: everything the family sent, how to reach them, its status, notes and history. */
export function InboxDetail({ reference }: { reference: string }) {
  const t = useInboxText();
  const item = useInboxItem(reference);
  const back = (
    <TextLink to={paths.inbox} className="inline-flex items-center gap-1 self-start">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t.text(wording.back)}
    </TextLink>
  );
  if (item.isPending)
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Spinner size="lg" label={wording.loading} showLabel className="self-center" />
      </div>
    );
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.kind === 'http' && item.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Alert
          tone="danger"
          title={t.text(missing ? wording.notFound : wording.itemFailed)}
          actions={
            missing ? undefined : (
              <Button colour="outlined" size="sm" onClick={() => void item.refetch()}>
                {t.text(wording.tryAgain)}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <ItemView item={item.data} />
    </div>
  );
}

function ItemView({ item }: { item: InboxItem }) {
  const t = useInboxText();
  return (
    <div className="grid gap-6 laptop:grid-cols-3">
      <div className="flex flex-col gap-6 laptop:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={item.status} />
          <span className="text-sm text-fg-muted">
            {t.text(kindWording[item.kind])} · <time dateTime={item.receivedAt}>{t.dateTime(item.receivedAt)}</time>
          </span>
        </div>
        <ReachFamily item={item} />
        <Panel title={t.text(wording.sent)}>
          <SentFields item={item} />
        </Panel>
      </div>
      <div className="flex flex-col gap-6">
        <Changes item={item} />
        <Panel title={t.text(wording.history)}>
          <History item={item} />
        </Panel>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-4 tablet:p-6">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface Way {
  method: 'phone' | 'whatsapp' | 'email';
  href: string;
  label: string;
  icon: IconComponent;
}

/** One-tap links, the family's preferred way first and marked. Built only from checked digits and addresses. */
function ReachFamily({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const fill = (template: Bilingual, key: string, value: string) => {
    const [before, after = ''] = t.text(template).split(`{${key}}`);
    return { before, value, after };
  };
  const way = (method: Way['method'], href: string | null, label: string, icon: IconComponent): Way[] =>
    href ? [{ method, href, label, icon }] : [];
  const phone = (item.phone ?? '').trim();
  const ways = [
    ...way('phone', telHref(item.phone), phone, Phone),
    ...way('whatsapp', whatsappHref(item.phone), phone, MessageCircle),
    ...way('email', mailtoHref(item.email), (item.email ?? '').trim(), Mail),
  ];
  ways.sort((a, b) => Number(b.method === item.contactMethod) - Number(a.method === item.contactMethod));
  const templates = { phone: wording.call, whatsapp: wording.whatsapp, email: wording.email } as const;
  return (
    <Panel title={t.text(wording.reach)}>
      {ways.length === 0 ? (
        <p className="text-fg-muted">{t.text(wording.noWayToReach)}</p>
      ) : (
        <ul className="flex flex-col gap-3 tablet:flex-row tablet:flex-wrap">
          {ways.map((way, index) => {
            const preferred = way.method === item.contactMethod;
            const parts = fill(templates[way.method], way.method === 'email' ? 'email' : 'phone', way.label);
            return (
              <li key={way.method} className="flex flex-col gap-1">
                <Button
                  to={way.href}
                  colour={index === 0 && preferred ? 'brand' : 'outlined'}
                  startIcon={way.icon}
                  className="w-full tablet:w-auto"
                >
                  {parts.before}
                  <bdi dir="ltr">{parts.value}</bdi>
                  {parts.after}
                </Button>
                {preferred && (
                  <span className="text-center text-xs text-fg-muted tablet:text-start">
                    {t.text(wording.preferred)}: {t.code('contactMethod', item.contactMethod)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function SentFields({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const labels: Readonly<Record<string, Bilingual>> = wording.fields;
  /** A field we have no label for (a newer form) is named by its key. */
  const label = (key: string) => {
    const words = own(labels, key);
    return words ? t.text(words) : key;
  };
  const entries = Object.entries(item.fields);
  const show = (key: string, value: string | boolean | null): ReactNode => {
    if (value === null || value === '') return <span className="text-fg-muted">{t.text(wording.notGiven)}</span>;
    if (typeof value === 'boolean') return t.text(value ? wording.yes : wording.no);
    const group = own(CODE_FIELDS, key);
    const words = group ? own<Bilingual>(codeWording[group], value) : undefined;
    if (words) return t.text(words);
    if (key === 'language' && (value === 'ar' || value === 'en')) return t.text(wording.languages[value]);
    const country = key === 'phoneCountry' ? own(countryNames, value) : undefined;
    if (country) return t.text(country);
    if (key === 'phone' || key === 'email')
      return (
        <bdi dir="ltr" className="break-all" data-user-content>
          {value}
        </bdi>
      );
    return (
      <span dir="auto" className="whitespace-pre-line break-words" data-user-content>
        {value}
      </span>
    );
  };
  return (
    <dl className="grid gap-4 tablet:grid-cols-2">
      <div>
        <dt className="text-sm text-fg-muted">{t.text(wording.columns.reference)}</dt>
        <dd className="text-fg">
          <bdi dir="ltr" className="font-mono">
            {item.reference}
          </bdi>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-fg-muted">{t.text(wording.columns.language)}</dt>
        <dd className="text-fg">{t.text(wording.languages[item.language])}</dd>
      </div>
      {entries.map(([key, value]) => (
        <div key={key} className={key === 'message' ? 'tablet:col-span-2' : undefined}>
          <dt className="text-sm text-fg-muted">{label(key)}</dt>
          <dd className="text-fg">{show(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The status change and the internal note: each saved with the version it was made on. */
function Changes({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const update = useUpdateInboxItem(item.reference);
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [note, setNote] = useState('');
  const [lastSaved, setLastSaved] = useState<'status' | 'note' | null>(null);
  const [shownVersion, setShownVersion] = useState(item.version);
  const statusId = useId();
  const noteId = useId();
  // A newer item (saved here, by someone else, or refetched): the status choice follows it.
  if (shownVersion !== item.version) {
    setShownVersion(item.version);
    setStatus(item.status);
  }

  const save = (what: 'status' | 'note') => (event: FormEvent) => {
    event.preventDefault();
    const change = what === 'status' ? { status } : { note: note.trim() };
    if (what === 'note' && !change.note) return;
    setLastSaved(null);
    update.mutate(
      { version: item.version, ...change },
      {
        onSuccess: () => {
          setLastSaved(what);
          if (what === 'note') setNote('');
        },
      },
    );
  };

  const error = update.error;
  const problem =
    error instanceof InboxConflict
      ? wording.conflict
      : isApiError(error) && error.kind === 'http' && error.status === 403
        ? wording.forbidden
        : error && !(isApiError(error) && error.status === 401)
          ? wording.saveFailed
          : null;

  return (
    <Panel title={t.text(wording.statusHeading)}>
      <div className="flex flex-col gap-6">
        {problem && <Alert tone={error instanceof InboxConflict ? 'warning' : 'danger'}>{t.text(problem)}</Alert>}
        <form onSubmit={save('status')} className="flex flex-col gap-3">
          <label htmlFor={statusId} className="font-medium text-fg">
            {t.text(wording.statusLabel)}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as InboxStatus)}
            className={cn(inputClasses, 'cursor-pointer border-fg-muted/70 hover:border-fg')}
          >
            {INBOX_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t.text(statusWording[each])}
              </option>
            ))}
          </select>
          <SaveButton
            colour="brand"
            label={wording.saveStatus}
            disabled={update.isPending || status === item.status}
            saving={update.isPending && Boolean(update.variables?.status)}
            saved={lastSaved === 'status'}
          />
        </form>
        <form onSubmit={save('note')} className="flex flex-col gap-3">
          <h3 className="font-medium text-fg">{t.text(wording.noteHeading)}</h3>
          <label htmlFor={noteId} className="text-sm text-fg-muted">
            {t.text(wording.noteLabel)}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={NOTE_MAX}
            rows={4}
            dir="auto"
            onChange={(event) => setNote(event.target.value)}
            className={textAreaClasses}
          />
          <SaveButton
            colour="outlined"
            label={wording.saveNote}
            disabled={update.isPending || note.trim() === ''}
            saving={update.isPending && Boolean(update.variables?.note)}
            saved={lastSaved === 'note'}
          />
        </form>
        <div>
          <h3 className="font-medium text-fg">{t.text(wording.notes)}</h3>
          {item.notes.length === 0 ? (
            <p className="mt-2 text-sm text-fg-muted">{t.text(wording.noNotes)}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3">
              {[...item.notes].reverse().map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="rounded-lg bg-surface-sunken p-3 text-sm">
                  <p dir="auto" className="whitespace-pre-line break-words text-fg" data-user-content>
                    {entry.text}
                  </p>
                  <p className="mt-1 text-xs text-fg-muted">
                    <ByAt by={entry.by} at={entry.at} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Panel>
  );
}

interface SaveButtonProps {
  colour: ButtonColour;
  label: Bilingual;
  disabled: boolean;
  /** This form's change is on its way: the button says so. */
  saving: boolean;
  /** This form's change was the last one saved: a status line says so. */
  saved: boolean;
}

/** A form's submit button and the "Saved." line under it. */
function SaveButton({ colour, label, disabled, saving, saved }: SaveButtonProps) {
  const t = useInboxText();
  return (
    <>
      <Button type="submit" colour={colour} disabled={disabled}>
        {t.text(saving ? wording.saving : label)}
      </Button>
      {saved && (
        <p role="status" className="text-sm text-success">
          {t.text(wording.saved)}
        </p>
      )}
    </>
  );
}

function ByAt({ by, at }: { by: string; at: string }) {
  const t = useInboxText();
  const [before, rest = ''] = t.text(wording.byAt).split('{by}');
  const [middle, after = ''] = rest.split('{at}');
  return (
    <>
      {before}
      {by === 'system' ? t.text(wording.system) : <bdi data-user-content>{by}</bdi>}
      {middle}
      <time dateTime={at}>{t.dateTime(at)}</time>
      {after}
    </>
  );
}

function History({ item }: { item: InboxItem }) {
  const t = useInboxText();
  if (item.history.length === 0) return <p className="text-sm text-fg-muted">{t.text(wording.noHistory)}</p>;
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
      {[...item.history].reverse().map((change, index) => (
        <li key={`${change.at}-${index}`} className="text-sm">
          <p className="font-medium text-fg">{t.text(statusWording[change.status])}</p>
          <p className="text-xs text-fg-muted">
            <ByAt by={change.by} at={change.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
