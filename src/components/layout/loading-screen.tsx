import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

/** The loading fallback (spec §2): "Loading", announced politely. */
export function LoadingScreen() {
  const text = useText();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-fg-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span>{text(ui.loading)}</span>
    </div>
  );
}
