import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const MINUTE = 60_000;

/** The current minute, shared by the item page's clocks; without a provider, the moment of rendering. */
const NowContext = createContext<Date | null>(null);

interface NowProviderProps {
  /** Where the time comes from: the system clock unless a test passes its own. */
  clock?: () => Date;
  children: ReactNode;
}

/**
 * Keeps the time for everything inside and renders it again at each new minute (the family's
 * local time, safe hours, how long ago, what is overdue). One timer, cleared on unmount.
 */
export function NowProvider({ clock = () => new Date(), children }: NowProviderProps) {
  // The clock is read, not followed: the first one given stays.
  const [read] = useState(() => clock);
  const [now, setNow] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // To the next whole minute, so "14:05" turns when the wall clock does.
      timer = setTimeout(
        () => {
          setNow(read());
          schedule();
        },
        MINUTE - (read().getTime() % MINUTE),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [read]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The current minute, from the nearest `NowProvider`. */
export function useNow(): Date {
  return useContext(NowContext) ?? new Date();
}
