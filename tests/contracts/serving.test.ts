import { resolveAddress } from '#contracts/serving';

const files = new Set([
  'index.html',
  '404.html',
  'app-shell.html',
  'sitemap.xml',
  'assets/index-abc.js',
  'contact-us/index.html',
  'ar/index.html',
  'ar/404.html',
  'ar/contact-us/index.html',
]);
const resolve = (pathname: string) => resolveAddress(pathname, (file) => files.has(file));

describe('resolveAddress', () => {
  it.each([
    ['/', 'index.html'],
    ['/contact-us', 'contact-us/index.html'],
    ['/ar', 'ar/index.html'],
    ['/ar/contact-us', 'ar/contact-us/index.html'],
    ['/assets/index-abc.js', 'assets/index-abc.js'],
    ['/sitemap.xml', 'sitemap.xml'],
  ])('serves %s from %s', (pathname, file) => {
    expect(resolve(pathname)).toEqual({ file, status: 200 });
  });

  it.each(['/protected', '/cart', '/kit', '/kit/buttons'])(
    'serves the client-rendered %s from the app shell',
    (pathname) => {
      expect(resolve(pathname)).toEqual({ file: 'app-shell.html', status: 200 });
    },
  );

  it.each([
    ['/no-such-page', '404.html'],
    ['/treatments/nothing', '404.html'],
    ['/assets/gone-123.js', '404.html'],
    ['/ar/no-such-page', 'ar/404.html'],
    ['/index.html', '404.html'],
    ['/contact-us/index.html', '404.html'],
    ['/app-shell.html', '404.html'],
    ['/ar/404.html', 'ar/404.html'],
    ['/.env', '404.html'],
    ['/assets/../index.html', '404.html'],
  ])('answers %s with the 404 page %s and status 404', (pathname, file) => {
    expect(resolve(pathname)).toEqual({ file, status: 404 });
  });

  it.each([
    ['/contact-us/', '/contact-us'],
    ['/ar/', '/ar'],
    ['/treatments//', '/treatments'],
    ['//evil.example/', '/evil.example'],
    ['///', '/'],
  ])('redirects %s to its one canonical form %s', (pathname, redirect) => {
    expect(resolve(pathname)).toEqual({ redirect });
  });
});
