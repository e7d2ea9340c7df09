import { isItemActive, isWithin } from '@/components/layout/nav-types';

describe('which menu item is the current page', () => {
  it('marks a section on the pages below it, in either language', () => {
    expect(isWithin('/teams/clinical', '/teams')).toBe(true);
    expect(isWithin('/ar/teams/clinical', '/teams')).toBe(true);
    expect(isWithin('/teamsters', '/teams')).toBe(false);
  });

  it('marks the two home pages only on themselves', () => {
    expect(isWithin('/', '/')).toBe(true);
    expect(isWithin('/ar', '/')).toBe(true);
    expect(isWithin('/facilities', '/')).toBe(false);
    expect(isWithin('/protected', '/protected')).toBe(true);
    expect(isWithin('/protected/inbox', '/protected')).toBe(false);
    expect(isItemActive({ to: '/protected/inbox' }, '/protected/inbox/SW-4F7K2')).toBe(true);
  });
});
