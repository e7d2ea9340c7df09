import { linkTarget } from '@/components/ui/link-target';

describe('linkTarget', () => {
  it.each(['/', '/teams', '/teams/clinical?x=1#top'])('%j is internal', (to) => {
    expect(linkTarget(to)).toEqual({ kind: 'internal', to });
  });

  it.each(['https://sakinahealth.com', 'http://example.com/a'])('%j is external in a new tab', (to) => {
    expect(linkTarget(to)).toEqual({ kind: 'external', href: to, newTab: true });
  });

  it.each(['mailto:care@example.com', 'tel:+97145550100'])('%j is external in place', (to) => {
    expect(linkTarget(to)).toEqual({ kind: 'external', href: to, newTab: false });
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'teams', '', 'ftp://x'])(
    '%j is refused',
    (to) => {
      expect(linkTarget(to)).toEqual({ kind: 'invalid' });
    },
  );
});
