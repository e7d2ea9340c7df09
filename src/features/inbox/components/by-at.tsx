import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** "Demo Staff, 23 Nov 2026, 09:00": who made a note or a change, and when. */
export function ByAt({ by, at }: { by: string; at: string }) {
  const t = useInboxText();
  return fillPlaceholders(t.text(wording.byAt), {
    by:
      by === 'system' ? (
        t.text(wording.system)
      ) : by === 'family' ? (
        t.text(wording.family)
      ) : (
        <bdi data-user-content>{by}</bdi>
      ),
    at: <time dateTime={at}>{t.dateTime(at)}</time>,
  });
}
