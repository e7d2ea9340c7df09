import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { useText } from '@/i18n/use-text';
import { usePathFor } from '@/i18n/language-context';

/**
 * The navbar's brand: the centre's name (its short form until the bar has room) and slogan, linking home.
 * From laptop width until desktop the menu leaves room for the name only, so the slogan waits for desktop.
 */
export function BrandLink({ to }: { to: string }) {
  const pathFor = usePathFor();
  const text = useText();
  return (
    <Link
      to={pathFor(to)}
      onClick={() => window.scrollTo({ top: 0 })}
      className="flex min-w-0 flex-col rounded-lg leading-none"
    >
      <span className="truncate text-lg font-semibold text-brand">
        <span className="desktop:hidden">{text(site.shortName)}</span>
        <span className="hidden desktop:inline">{text(site.name)}</span>
      </span>
      <span className="mt-1 whitespace-nowrap text-[0.6875rem] uppercase tracking-[0.2em] text-fg-muted laptop:hidden desktop:inline rtl:tracking-normal">
        {text(site.slogan)}
      </span>
    </Link>
  );
}
