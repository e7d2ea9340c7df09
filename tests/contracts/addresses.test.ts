import { addressLanguage, isClientRendered, localizedPath, twinnedPaths, unprefixedPath } from '#contracts/addresses';
import { paths } from '#contracts/routes';

describe('addresses', () => {
  it.each([
    ['/', 'en'],
    ['/treatments/addiction', 'en'],
    ['/no-such-page', 'en'],
    ['/ar', 'ar'],
    ['/ar/contact-us', 'ar'],
    ['/ar/no-such-page', 'ar'],
    ['/protected', null],
    ['/cart', null],
    ['/kit', null],
    ['/kit/buttons', null],
  ])('the address %s decides the language %s', (pathname, language) => {
    expect(addressLanguage(pathname)).toBe(language);
  });

  it('does not take a path that merely starts with the letters "ar" for Arabic', () => {
    expect(addressLanguage('/arabic-calligraphy')).toBe('en');
    expect(unprefixedPath('/arabic-calligraphy')).toBe('/arabic-calligraphy');
    expect(isClientRendered('/cartography')).toBe(false);
  });

  it.each([
    ['/', 'ar', '/ar'],
    ['/contact-us', 'ar', '/ar/contact-us'],
    ['/admissions#enquiry', 'ar', '/ar/admissions#enquiry'],
    ['/treatments?q=sleep', 'ar', '/ar/treatments?q=sleep'],
    ['/ar/contact-us', 'ar', '/ar/contact-us'],
    ['/ar/contact-us', 'en', '/contact-us'],
    ['/ar', 'en', '/'],
    ['/ar#top', 'en', '/#top'],
    ['/contact-us', 'en', '/contact-us'],
  ] as const)('writes %s in %s as %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });

  it('leaves client-rendered pages, external links and fragments as they are', () => {
    for (const to of [
      '/protected',
      '/cart',
      '/kit/buttons',
      'https://wa.me/1',
      'tel:+97145550100',
      '#main',
      '//evil.example',
    ])
      expect(localizedPath(to, 'ar')).toBe(to);
  });

  it('twins every visitor and public page, and no logged-in page', () => {
    expect(twinnedPaths).toContain(paths.home);
    expect(twinnedPaths).toContain(paths.contactUs);
    expect(twinnedPaths).toContain(paths.login);
    expect(twinnedPaths).not.toContain(paths.protected);
    expect(twinnedPaths).not.toContain(paths.cart);
    for (const path of twinnedPaths) expect(unprefixedPath(localizedPath(path, 'ar'))).toBe(path);
  });
});
