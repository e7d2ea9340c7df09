import { useEffect, useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { QUICK_EXIT_KEY_WINDOW_MS, QUICK_EXIT_URL } from '@/config/quick-exit';
import { quickExitWording } from '@/content/quick-exit-wording';
import { useText } from '@/i18n/use-text';

/**
 * Leaves for the neutral site in place of this page: `replace` leaves no entry for this page in the
 * tab's history. The entries the app pushed before it stay (no browser lets a page remove them); the
 * page is hidden at once so nothing shows while the other site loads, and no Referer names us.
 */
export function leaveNow(url: string = QUICK_EXIT_URL, win: Window = window) {
  const { document } = win;
  const noReferrer = Object.assign(document.createElement('meta'), { name: 'referrer', content: 'no-referrer' });
  document.head.append(noReferrer);
  document.title = '';
  document.body.hidden = true;
  win.location.replace(url);
}

/**
 * Calls `onDouble` when Escape is pressed twice within the window, wherever the focus is (a text field
 * too; capture, so a dialog closing on the first press cannot hide it). A held key's repeats do not count.
 */
export function watchDoubleEscape(target: Window, onDouble: () => void, windowMs = QUICK_EXIT_KEY_WINDOW_MS) {
  let last = Number.NEGATIVE_INFINITY;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.repeat) return;
    if (event.timeStamp - last <= windowMs) {
      last = Number.NEGATIVE_INFINITY;
      onDouble();
    } else last = event.timeStamp;
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}

/**
 * The quick exit from 640 px, floating at the end corner, with the keys: Escape twice leaves from any page
 * that has it. One a page, after the footer (the space it adds below, in the footer's colour, lets the page's
 * end scroll clear of it). Phones have no room for it to float: there the layout puts a `QuickExitLink` in its bars.
 */
export function QuickExit() {
  useEffect(() => {
    const stop = watchDoubleEscape(window, () => leaveNow());
    // Said on the page once the keys work (this part arrives after the first paint): tests wait for it.
    document.documentElement.dataset.quickExit = 'on';
    return () => {
      stop();
      delete document.documentElement.dataset.quickExit;
    };
  }, []);
  return (
    <div className="hidden h-16 bg-brand dark:bg-surface-sunken tablet:block print:hidden">
      {/* A ring of the page's colour round the button, so its focus ring shows over the footer too. */}
      <div className="fixed bottom-4 end-4 z-30 rounded-full bg-surface p-1">
        <QuickExitLink className="bg-surface-raised shadow-lg" />
      </div>
    </div>
  );
}

/**
 * The quick exit's button: a plain link to the neutral site, so it works before the app runs or without
 * it (then the browser keeps this page in the history); with the app, it leaves through `leaveNow`.
 */
export function QuickExitLink({ className }: { className?: string }) {
  const text = useText();
  const hintId = useId();
  return (
    <>
      <a
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        referrerPolicy="no-referrer"
        aria-describedby={hintId}
        onClick={(event) => {
          event.preventDefault();
          leaveNow();
        }}
        className={buttonVariants({ colour: 'outlined', size: 'xs', className })}
      >
        {text(quickExitWording.label)}
      </a>
      <span id={hintId} hidden>
        {text(quickExitWording.hint)}
      </span>
    </>
  );
}
