import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folders made below, removed when the test file ends (leftovers.ts). */
export const fixtureSites: string[] = [];

/** A small build with every kind of file `src/contracts/serving.ts` knows, in a temporary folder. */
export function fixtureSite(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'sakina-dist-'));
  fixtureSites.push(dist);
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html lang="en"><title>Home</title><h1>Home page</h1></html>',
    'ar/index.html': '<!doctype html><html lang="ar" dir="rtl"><title>الرئيسية</title></html>',
    'contact-us/index.html': '<!doctype html><html lang="en"><title>Contact</title></html>',
    'ar/admissions/index.html': '<!doctype html><html lang="ar" dir="rtl"><title>القبول</title></html>',
    '404.html': '<!doctype html><html lang="en"><title>Not found</title></html>',
    'ar/404.html': '<!doctype html><html lang="ar" dir="rtl"><title>الصفحة غير موجودة</title></html>',
    'app-shell.html': '<!doctype html><html><title>App</title><div id="root"></div></html>',
    'assets/index-AbC123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
  return dist;
}
