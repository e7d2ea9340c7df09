import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRANDS, BrandMark } from '@/components/ui/brand-mark';
import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { pageMeta } from '@/content/page-meta';
import { copyrightLine, footerWording, socialNetworks } from '@/content/footer-wording';
import { ui } from '@/content/ui-wording';
import { formatYear } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useRenderLanguage } from '@/i18n/language-context';
import type { NavItem } from './nav-types';
import { usePathFor } from '@/i18n/language-context';

interface FooterProps {
  /** Menu links for the middle block. */
  links: NavItem[];
  /** Pad for the search and tab bars below 640 px (the logged-in layout shows the footer at every width). */
  padForBottomBars?: boolean;
  className?: string;
  /** The year shown; the current one by default. */
  year?: number;
}

/** The site footer (spec §2): brand block, menu and contact block, copyright and company link. */
export function Footer({ links, padForBottomBars, className, year = new Date().getFullYear() }: FooterProps) {
  const pathFor = usePathFor();
  const text = useText();
  const language = useRenderLanguage();
  return (
    // The focus ring takes the text colour: the brand-blue ring would vanish on the brand-blue footer.
    <footer
      className={cn(
        'bg-brand text-brand-fg dark:bg-surface-sunken dark:text-fg print:hidden [&_:focus-visible]:outline-current',
        className,
      )}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 tablet:grid-cols-2 tablet:px-6 laptop:grid-cols-[1.2fr_1fr_1fr]">
        <Link
          to={pathFor(paths.home)}
          title={text(footerWording.home)}
          onClick={() => window.scrollTo({ top: 0 })}
          className="block max-w-xs rounded-lg"
        >
          <span className="block text-2xl font-semibold">{text(site.name)}</span>
          <span className="mt-1 block text-sm uppercase tracking-[0.2em] opacity-80 rtl:tracking-normal">
            {text(site.slogan)}
          </span>
        </Link>
        <FooterBlock title={text(footerWording.explore)}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {links
              .filter((item) => item.to)
              .map((item) => (
                <li key={item.id}>
                  <Link
                    to={pathFor(item.to ?? paths.home)}
                    className="inline-flex min-h-6 items-center opacity-90 hover:underline hover:opacity-100"
                  >
                    {text(item.title)}
                  </Link>
                </li>
              ))}
            <li>
              <Link
                to={pathFor(paths.privacyPolicy)}
                className="inline-flex min-h-6 items-center opacity-90 hover:underline"
              >
                {text(pageMeta.privacyPolicy.heading)}
              </Link>
            </li>
            <li>
              <Link
                to={pathFor(paths.termsOfService)}
                className="inline-flex min-h-6 items-center opacity-90 hover:underline"
              >
                {text(pageMeta.termsOfService.heading)}
              </Link>
            </li>
            <li>
              <Link to={pathFor(paths.fees)} className="inline-flex min-h-6 items-center opacity-90 hover:underline">
                {text(footerWording.fees)}
              </Link>
            </li>
            <li>
              <Link
                to={pathFor(paths.withdraw)}
                className="inline-flex min-h-6 items-center opacity-90 hover:underline"
              >
                {text(pageMeta.withdraw.heading)}
              </Link>
            </li>
          </ul>
        </FooterBlock>
        <FooterBlock title={text(footerWording.reachUs)}>
          <address className="space-y-2 text-sm not-italic">
            <p>{text(site.address)}</p>
            <p>
              <a
                href={`tel:${site.phone.replace(/\s/g, '')}`}
                className="inline-flex min-h-6 items-center hover:underline"
              >
                <bdi dir="ltr">{site.phone}</bdi>
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="inline-flex min-h-6 items-center hover:underline">
                {site.email}
              </a>
            </p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-2">
            {BRANDS.map((brand) => (
              <li key={brand}>
                <a
                  href={site.social[brand]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <BrandMark brand={brand} size="sm" decorative />
                  <span className="sr-only">
                    {text(socialNetworks[brand])} {text(ui.opensInNewTab)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </FooterBlock>
      </div>
      <div className={cn('border-current/15 border-t', padForBottomBars && 'pb-bottom-bars tablet:pb-0')}>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-sm opacity-90 tablet:px-6">
          <p>{text(copyrightLine(formatYear(year, language), site.name))}</p>
          <a
            href={site.company.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center hover:underline"
          >
            {text(site.company.name)}
            <span className="sr-only"> {text(ui.opensInNewTab)}</span>
          </a>
        </div>
      </div>
    </footer>
  );
}

function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-[0.15em] opacity-80 rtl:tracking-normal">{title}</h2>
      {children}
    </div>
  );
}
