import { useId, useState, type FormEvent } from 'react';
import { INBOX_STATUSES, type InboxItem, type InboxStatus } from '#contracts/inbox';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import { inboxWording as wording, statusWording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { SaveButton } from './save-button';

interface StatusFormProps {
  item: Pick<InboxItem, 'status' | 'version'>;
  /** A change to this item is on its way: no second one yet. */
  busy: boolean;
  saving: boolean;
  saved: boolean;
  onSave: (status: InboxStatus) => void;
}

/** The item's status, to change and save. */
export function StatusForm({ item, busy, saving, saved, onSave }: StatusFormProps) {
  const t = useInboxText();
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [shownVersion, setShownVersion] = useState(item.version);
  const id = useId();
  // A newer item (saved here, by someone else, or refetched): the status choice follows it.
  if (shownVersion !== item.version) {
    setShownVersion(item.version);
    setStatus(item.status);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(status);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={id} className="font-medium text-fg">
        {t.text(wording.statusLabel)}
      </label>
      <select
        id={id}
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
        disabled={busy || status === item.status}
        saving={saving}
        saved={saved}
      />
    </form>
  );
}
