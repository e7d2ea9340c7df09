import type { ReactNode } from 'react';
import type { PageMeta } from '@/content/page-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocation } from 'react-router-dom';
import previewImage from '@/assets/preview-image.png';
import { localizedPath, unprefixedPath } from '#contracts/addresses';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';
import { useRenderLanguage } from '@/i18n/language-context';

interface PageProps {
  meta: PageMeta;
  /** The meta and Open Graph description, in the current language. */
  description?: Bilingual;
  /** False for pages search engines should not list (the 404 page): no canonical address, `noindex`. */
  indexed?: boolean;
  /** A small line above the heading. */
  eyebrow?: Bilingual;
  /** A line under the heading. */
  lead?: Bilingual;
  /** A longer paragraph under the lead. */
  intro?: Bilingual;
  /** Buttons under the heading block. */
  actions?: ReactNode;
  /** Beside the heading block from laptop width (an illustration, a key fact). */
  aside?: ReactNode;
  /**
   * `contained` (default): the content sits in the page's column.
   * `sections`: the header becomes a soft band and the content spans the width, each section bringing its own column.
   */
  layout?: 'contained' | 'sections';
  children?: ReactNode;
}

/**
 * What search engines and link previews read: description, canonical address and its twin in the
 * other language, Open Graph and Twitter tags. React hoists them into `<head>`, adopts the prerendered
 * ones on hydration, and swaps them with the page.
 */
function PageMetaTags({ meta, description, indexed }: { meta: PageMeta; description: Bilingual; indexed: boolean }) {
  const text = useText();
  const language = useRenderLanguage();
  const page = unprefixedPath(useLocation().pathname);
  const url = (lang: Language) => env.siteUrl + localizedPath(page, lang);
  return (
    <>
      <meta name="description" content={text(description)} />
      {indexed ? (
        <>
          <link rel="canonical" href={url(language)} />
          <link rel="alternate" hrefLang="en" href={url('en')} />
          <link rel="alternate" hrefLang="ar" href={url('ar')} />
          <link rel="alternate" hrefLang="x-default" href={url('en')} />
          <meta property="og:url" content={url(language)} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:site_name" content={text(site.name)} />
      <meta property="og:title" content={text(meta.title)} />
      <meta property="og:description" content={text(description)} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={LANGUAGE_SETTINGS[language].locale.replace('-', '_')} />
      <meta property="og:image" content={env.siteUrl + previewImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={text(meta.title)} />
      <meta name="twitter:description" content={text(description)} />
      <meta name="twitter:image" content={env.siteUrl + previewImage} />
    </>
  );
}

/** A page: its document title and meta tags, its one `h1`, and its content. */
export function Page({
  meta,
  description,
  indexed = true,
  eyebrow,
  lead,
  intro,
  actions,
  aside,
  layout = 'contained',
  children,
}: PageProps) {
  const text = useText();
  useDocumentTitle(meta.title);
  const bands = layout === 'sections';
  const header = (
    <header className={bands ? 'grid items-center gap-10 laptop:grid-cols-[minmax(0,1fr)_auto]' : 'mb-8 max-w-3xl'}>
      <div className="min-w-0 max-w-3xl">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-cta rtl:tracking-normal">
            {text(eyebrow)}
          </p>
        )}
        <h1
          className={cn(
            'break-words font-semibold tracking-tight text-fg',
            bands ? 'text-3xl leading-tight tablet:text-5xl' : 'text-3xl tablet:text-4xl',
          )}
        >
          {text(meta.heading)}
        </h1>
        {lead && <p className={cn('mt-4 text-fg-muted', bands ? 'text-lg tablet:text-xl' : 'text-lg')}>{text(lead)}</p>}
        {intro && <p className="mt-4 max-w-2xl text-base leading-relaxed text-fg-muted">{text(intro)}</p>}
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
      {aside && <div className="hidden laptop:block">{aside}</div>}
    </header>
  );
  return (
    <>
      {description && <PageMetaTags meta={meta} description={description} indexed={indexed} />}
      {bands ? (
        <div className="pb-4">
          <div className="bg-brand-soft/60">
            <div className="mx-auto w-full max-w-6xl px-4 py-12 tablet:px-6 tablet:py-16 laptop:py-20">{header}</div>
          </div>
          {children}
        </div>
      ) : (
        <div className="mx-auto w-full max-w-6xl px-4 py-10 tablet:px-6 laptop:py-14">
          {header}
          {children}
        </div>
      )}
    </>
  );
}
