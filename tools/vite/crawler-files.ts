import type { Plugin } from 'vite';

/**
 * robots.txt and sitemap.xml, generated from the route table so they never drift from it:
 * every visitor and public page in both languages, each naming its twin; the logged-in pages
 * and the /kit showcase are left out.
 */
export function crawlerFiles(siteUrl: string): Plugin {
  return {
    name: 'crawler-files',
    apply: 'build',
    async generateBundle() {
      const { clientRenderedPaths, localizedPath, twinnedPaths } = await import('#contracts/addresses');
      const origin = siteUrl.replace(/\/+$/, '');
      const url = (page: string, language: 'en' | 'ar') => origin + localizedPath(page, language);
      const alternates = (page: string) =>
        (['en', 'ar'] as const)
          .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(page, language)}"/>`)
          .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(page, 'en')}"/>`)
          .join('');
      const urls = (['en', 'ar'] as const).flatMap((language) =>
        twinnedPaths.map((page) => `  <url><loc>${url(page, language)}</loc>${alternates(page)}</url>`),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\n${clientRenderedPaths.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`,
      });
    },
  };
}
