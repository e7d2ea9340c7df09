import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for keyboard users: jumps past the navigation. */
export function SkipLink() {
  const text = useText();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[100] rounded-md bg-brand px-4 py-3 font-medium text-brand-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {text(ui.skipToContent)}
    </a>
  );
}
