import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyNote } from '@/components/ui/load-states';
import { ScrollTable } from '@/components/ui/scroll-table';
import { cn } from '@/lib/cn';
import { daysLeft, REQUEST_KIND_LABELS, type DataRequest } from '#contracts/data-requests';
import { clockText, requestsWording as wording } from '../content/requests-wording';
import { useDeskText } from '../hooks/use-desk-text';
import { CloseRequestForm } from './close-request-form';

/** The requests as a table (it scrolls sideways in its own region on narrow screens), in the server's order. */
export function RequestsTable({ requests, today }: { requests: DataRequest[]; today: string }) {
  const t = useDeskText();
  const [closing, setClosing] = useState<string | null>(null);
  if (requests.length === 0) return <EmptyNote>{t.text(wording.empty)}</EmptyNote>;
  return (
    <ScrollTable
      caption={t.text(wording.caption)}
      columns={Object.values(wording.columns).map(t.text)}
      minWidth="min-w-[60rem]"
    >
      {requests.map((request) => {
        const days = daysLeft(request.dueOn, today);
        const open = request.status === 'open';
        return (
          <tr key={request.id} className="align-top">
            <th scope="row" className="px-4 py-3 text-start font-semibold text-fg">
              <bdi dir="ltr">{request.reference}</bdi>
            </th>
            <td className="px-4 py-3 text-fg">
              {t.text(REQUEST_KIND_LABELS[request.kind])}
              {request.note && <TypedNote label={t.text(wording.familyNote)} note={request.note} />}
            </td>
            <td className="px-4 py-3 text-fg">{t.text(wording.channels[request.channel])}</td>
            <td className="px-4 py-3 text-fg">{t.day(request.receivedOn)}</td>
            <td className="px-4 py-3 text-fg">{t.day(request.dueOn)}</td>
            <td className={cn('px-4 py-3', open && days < 0 ? 'font-semibold text-danger' : 'text-fg')}>
              {open ? t.text(clockText(days, t.number)) : '—'}
            </td>
            <td className="px-4 py-3 text-fg">
              <span className="font-medium">{t.text(wording.statuses[request.status])}</span>
              {request.closedOn && <span className="block text-fg-muted">{t.day(request.closedOn)}</span>}
              {request.closingNote && <TypedNote label={t.text(wording.closingNote)} note={request.closingNote} />}
              {open &&
                (closing === request.id ? (
                  <CloseRequestForm request={request} onDone={() => setClosing(null)} />
                ) : (
                  // The visible words begin the name; the reference tells the rows' buttons apart.
                  <Button
                    size="sm"
                    className="mt-2"
                    aria-label={`${t.text(wording.close.open)} ${request.reference}`}
                    onClick={() => setClosing(request.id)}
                  >
                    {t.text(wording.close.open)}
                  </Button>
                ))}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}

/** A note as someone typed it (the family, whoever closed the request), named for screen readers. */
function TypedNote({ label, note }: { label: string; note: string }) {
  return (
    <p className="mt-1 text-fg-muted">
      <span className="sr-only">{label}: </span>
      <bdi dir="auto" className="whitespace-pre-line break-words">
        {note}
      </bdi>
    </p>
  );
}
