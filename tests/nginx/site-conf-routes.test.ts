import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARABIC_PREFIX, clientRenderedPaths } from '#contracts/addresses';
import { cacheControl, CACHE_CONTROL } from '#contracts/serving';

// nginx cannot read the route table, so its serving rules are checked against it here.
const siteConf = readFileSync(path.resolve('deploy/nginx/site.conf'), 'utf8');

describe('deploy/nginx/site.conf follows the route table (src/contracts/routes.ts)', () => {
  it('serves the app shell for exactly the client-rendered pages', () => {
    const match = /location ~ \^\/\(([^)]+)\)\(\/\|\$\) \{\s*try_files \/app-shell\.html/.exec(siteConf);
    expect(match, 'the app-shell location').not.toBeNull();
    const served = (match?.[1] ?? '').split('|').map((name) => `/${name}`);
    // A path below another (the inbox below /protected) is served by its parent's rule.
    const topLevel = clientRenderedPaths.filter(
      (path) => !clientRenderedPaths.some((other) => other !== path && path.startsWith(`${other}/`)),
    );
    expect(new Set(served)).toEqual(new Set(topLevel));
  });

  it('answers the Arabic twins with the Arabic 404 page', () => {
    expect(siteConf).toContain(`location ${ARABIC_PREFIX}/ {`);
    expect(siteConf).toContain(`error_page 404 ${ARABIC_PREFIX}/404.html;`);
  });

  it('gives each location the Cache-Control of src/contracts/serving.ts', () => {
    const locations = [...siteConf.matchAll(/location ([^{]+?) \{([^}]*)\}/g)].map(([, where = '', body = '']) => ({
      where,
      value: /add_header Cache-Control "([^"]*)"/.exec(body)?.[1],
    }));
    const valued = locations.filter((location) => location.value !== undefined);
    // Every Cache-Control line of the file sits in one of those locations.
    expect(valued).toHaveLength(siteConf.match(/add_header Cache-Control/g)?.length ?? 0);
    for (const { where, value } of valued)
      expect(value, where).toBe(
        where === '/assets/' ? cacheControl('assets/index-abc.js') : cacheControl('index.html'),
      );
    expect(new Set(valued.map(({ value }) => value))).toEqual(new Set(Object.values(CACHE_CONTROL)));
  });
});
