import { Button } from '@/components/ui/button';
import type { InternalLink } from '@/content/types';
import { useText } from '@/i18n/use-text';

/** The page header's main action (the page's call to action): full width on phones. */
export function HeaderAction({ action }: { action: InternalLink }) {
  const text = useText();
  return (
    <Button to={action.to} colour="cta" className="w-full tablet:w-auto">
      {text(action.label)}
    </Button>
  );
}
