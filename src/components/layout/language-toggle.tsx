import { ui } from '@/content/ui-wording';
import { LANGUAGE_SETTINGS, otherLanguage } from '@/i18n/languages';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useSwitchLanguage } from '@/hooks/use-switch-language';
import { useRenderLanguage } from '@/i18n/language-context';

/** Switches language; names the other language in its own script (العربية / English). */
export function LanguageToggle({ className }: { className?: string }) {
  const text = useText();
  const language = useRenderLanguage();
  const switchLanguage = useSwitchLanguage();
  const other = otherLanguage(language);
  return (
    <button
      type="button"
      onClick={switchLanguage}
      className={cn(
        'inline-flex h-btn-sm min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium text-fg hover:bg-surface-sunken',
        className,
      )}
    >
      <span className="sr-only">{text(ui.switchLanguageTo)}</span>{' '}
      <span lang={LANGUAGE_SETTINGS[other].locale} className={LANGUAGE_SETTINGS[other].fontClass}>
        {LANGUAGE_SETTINGS[other].label}
      </span>
    </button>
  );
}
