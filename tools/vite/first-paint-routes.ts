import type { Plugin } from 'vite';
import { ARABIC_PREFIX } from '#contracts/addresses';
import { landing } from '#contracts/routes';

/** What index.html's first-paint script needs of the route table, written in where it names them. */
const PLACEHOLDERS = { '%ARABIC_PREFIX%': ARABIC_PREFIX, '%USER_LANDING%': landing.user };

/** The first-paint script's redirect targets, from the route table rather than typed into the page. */
export function firstPaintRoutes(): Plugin {
  return {
    name: 'first-paint-routes',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        let out = html;
        for (const [placeholder, value] of Object.entries(PLACEHOLDERS)) {
          if (!out.includes(placeholder)) throw new Error(`first-paint-routes: index.html has no ${placeholder}`);
          out = out.replaceAll(placeholder, value);
        }
        return out;
      },
    },
  };
}
