import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { useBreaches } from '../api/breaches';
import { breachesWording as wording } from '../content/breaches-wording';
import { useBreachesText } from '../hooks/use-breaches-text';
import { useNow } from '../hooks/use-now';
import { BreachEntry } from './breach-entry';
import { BreachForm } from './breach-form';

/**
 * The admins' breach register: a new incident, then every entry with its regulator's clock (those
 * still owing their notice first, as the server sends them). One form is open at a time.
 */
export function BreachRegister() {
  const t = useBreachesText();
  const now = useNow();
  const breaches = useBreaches();
  // null: no form; 'new': a new incident; else the id of the entry being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const entries = breaches.data?.breaches ?? [];
  const edited = entries.find((one) => one.id === editing) ?? null;

  return (
    <div className="flex flex-col gap-8">
      {editing === 'new' ? (
        <BreachForm breach={null} onDone={() => setEditing(null)} />
      ) : (
        <Button colour="brand" className="self-start" onClick={() => setEditing('new')}>
          {t.text(wording.newEntry)}
        </Button>
      )}
      {edited && <BreachForm key={edited.id} breach={edited} onDone={() => setEditing(null)} />}
      <QueryStates
        query={breaches}
        loading={wording.loading}
        failed={t.text(wording.loadFailed)}
        retryLabel={t.text(actions.tryAgain)}
      >
        {() =>
          entries.length === 0 ? (
            <p className="text-fg-muted">{t.text(wording.empty)}</p>
          ) : (
            <ul aria-label={t.text(wording.listLabel)} className="flex flex-col gap-6">
              {entries
                .filter((one) => one.id !== editing)
                .map((breach) => (
                  <li key={breach.id}>
                    <BreachEntry breach={breach} now={now} onEdit={() => setEditing(breach.id)} />
                  </li>
                ))}
            </ul>
          )
        }
      </QueryStates>
    </div>
  );
}
