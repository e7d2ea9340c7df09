import SunMoon from 'lucide-react/icons/sun-moon';
import { Icon } from '@/components/ui/icon';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useColorScheme, useColorSchemeStore } from '@/stores/use-color-scheme-store';

/** Flips between light and dark; its name says what it will do. */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const text = useText();
  const scheme = useColorScheme();
  const toggle = useColorSchemeStore((state) => state.toggle);
  const label = text(scheme === 'dark' ? ui.toLightMode : ui.toDarkMode);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-sunken',
        className,
      )}
    >
      <Icon icon={SunMoon} size="sm" />
    </button>
  );
}
