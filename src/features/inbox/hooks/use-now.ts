import { useEffect, useState } from 'react';

/** The time now (ms), taken again every `every` ms, so "2 hours ago" and "overdue" move on while the page stays open. */
export function useNow(every = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
