import { createContext, useContext, useState, type ReactNode } from 'react';
import type { InboxItem } from '#contracts/inbox';
import type { InboxAttemptBody } from '#contracts/inbox-schema';
import { useLogAttempt } from '../api/log-attempt';
import { useUpdateInboxItem, type InboxUpdate } from '../api/update-inbox-item';

/** A change without its version: the version is the item's as shown when it is sent. */
export type ItemChange = Omit<InboxUpdate, 'version'>;
export type ItemAttempt = Omit<InboxAttemptBody, 'version'>;

/** Which form made a write ("stage", "note", "link:SW-4F7K2"…): its button and its problem show there. */
type Source = string;

interface Writes {
  /** The form whose write is on its way. */
  pending: Source | null;
  /** The last write that came back, and its error (null when saved). */
  last: { source: Source; error: unknown } | null;
  send: (source: Source, write: () => Promise<unknown>, onSaved?: () => void) => void;
  version: number;
  update: ReturnType<typeof useUpdateInboxItem>;
  attempt: ReturnType<typeof useLogAttempt>;
}

const WritesContext = createContext<Writes | null>(null);

/**
 * Every change to one item goes through here, one at a time, each sent with the version shown.
 * A conflict (409) replaces the shown item with the server's and says so at the form that sent it;
 * what that form holds (a typed note, a chosen stage) stays, to check and send again.
 */
export function ItemWrites({ item, children }: { item: InboxItem; children: ReactNode }) {
  const update = useUpdateInboxItem(item.reference);
  const attempt = useLogAttempt(item.reference);
  const [pending, setPending] = useState<Source | null>(null);
  const [last, setLast] = useState<Writes['last']>(null);
  const send: Writes['send'] = (source, write, onSaved) => {
    setPending(source);
    setLast(null);
    write().then(
      () => {
        setPending(null);
        setLast({ source, error: null });
        onSaved?.();
      },
      (error: unknown) => {
        setPending(null);
        setLast({ source, error });
      },
    );
  };
  const writes = { pending, last, send, version: item.version, update, attempt };
  return <WritesContext.Provider value={writes}>{children}</WritesContext.Provider>;
}

/** One form's way to change the item, and how its last change went. */
export function useItemWrite(source: Source) {
  const writes = useContext(WritesContext);
  if (!writes) throw new Error('useItemWrite needs an ItemWrites around it');
  const { pending, last, send, version, update, attempt } = writes;
  const own = last?.source === source ? last : null;
  return {
    /** A change to this item is on its way: no second one yet. */
    busy: pending !== null,
    saving: pending === source,
    saved: own !== null && own.error === null,
    error: own?.error ?? null,
    /** PATCH: `onSaved` runs once it is saved (after a conflict, nothing is cleared). */
    save: (change: ItemChange, onSaved?: () => void) =>
      send(source, () => update.mutateAsync({ version, ...change }), onSaved),
    /** POST an attempt. */
    log: (body: ItemAttempt, onSaved?: () => void) =>
      send(source, () => attempt.mutateAsync({ version, ...body }), onSaved),
  };
}
