import { Link } from 'react-router-dom';
import { paths } from '#contracts/routes';
import { WORK_FILTERS, type TodayAnswer } from '#contracts/today';
import { QueryStates } from '@/components/ui/load-states';
import { formatNumber } from '@/i18n/format';
import { usePathFor, useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useToday } from '../api/get-today';
import { BookedCalls } from './booked-calls';
import { todayWording as words } from '../content/today-wording';

interface Tile {
  key: string;
  label: Bilingual;
  count: number;
  to: string;
}

/** One count that opens its list; a count above zero stands out, so the eye finds the work first. */
function CountTile({ label, count, to }: Tile) {
  const text = useText();
  const language = useRenderLanguage();
  const pathFor = usePathFor();
  return (
    <li>
      <Link
        to={pathFor(to)}
        className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4 hover:bg-surface-sunken"
      >
        <span className={cn('text-3xl font-semibold tabular-nums', count > 0 ? 'text-brand' : 'text-fg-muted')}>
          {formatNumber(count, language)}
        </span>
        <span className="text-sm text-fg">{text(label)}</span>
      </Link>
    </li>
  );
}

function TodaySection({ id, title, tiles }: { id: string; title: Bilingual; tiles: Tile[] }) {
  const text = useText();
  return (
    <section aria-labelledby={`today-${id}`} className="space-y-3">
      <h3 id={`today-${id}`} className="text-lg font-semibold text-fg">
        {text(title)}
      </h3>
      <ul className="grid grid-cols-2 gap-3 laptop:grid-cols-4">
        {tiles.map((tile) => (
          <CountTile {...tile} key={tile.key} />
        ))}
      </ul>
    </section>
  );
}

const inboxWith = (filter: Record<string, string>) => {
  const query = new URLSearchParams(filter).toString();
  return query ? `${paths.inbox}?${query}` : paths.inbox;
};

/** The sections the answer holds, in the order of a working day: one's own items, the team's, the week, the admin's. */
function sectionsOf({ work, week, team, requests }: TodayAnswer) {
  const tiles = <K extends string>(
    counts: NoInfer<Record<K, number>>,
    labels: Record<K, Bilingual>,
    to: (key: K) => string,
  ) => (Object.keys(labels) as K[]).map((key) => ({ key, label: labels[key], count: counts[key], to: to(key) }));
  return [
    work && {
      id: 'work',
      title: words.sections.work,
      tiles: tiles(work, words.work, (key) => inboxWith(WORK_FILTERS[key])),
    },
    requests && {
      id: 'requests',
      title: words.sections.requests,
      tiles: tiles(requests, words.requests, () => paths.requests),
    },
    week && { id: 'week', title: words.sections.week, tiles: tiles(week, words.week, () => paths.reports) },
    team && { id: 'team', title: words.sections.team, tiles: tiles(team, words.team, () => paths.accounts) },
  ].filter((section) => section !== null);
}

/** The Today page's content: per role, what needs the person now, each count a link into its list. */
export function TodayBoard() {
  const text = useText();
  const today = useToday();
  return (
    <section aria-labelledby="today-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="today-heading" className="text-2xl font-semibold text-fg">
          {text(words.heading)}
        </h2>
        <p className="text-fg-muted">{text(words.lead)}</p>
      </div>
      <QueryStates
        query={today}
        loading={words.loading}
        failed={text(words.loadFailed)}
        retryLabel={text(words.tryAgain)}
      >
        {(data) => sectionsOf(data).map((section) => <TodaySection key={section.id} {...section} />)}
      </QueryStates>
      <BookedCalls />
    </section>
  );
}
