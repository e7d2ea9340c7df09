import { useUserStore } from '@/stores/use-user-store';

const family = { role: 'family', reference: 'SW-DEM00' } as const;

describe('user store: a family signed in', () => {
  it('keeps only the role and the reference, and one device holds a staff member or a family, never both', () => {
    useUserStore.getState().setUser({ id: '7', name: 'Mona' });
    useUserStore.getState().setFamily({ ...family, standing: 'received', language: 'ar' } as typeof family);
    expect(useUserStore.getState().user).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(family);
    useUserStore.getState().setUser({ id: '7' });
    expect(useUserStore.getState().family).toBeNull();
  });

  it('reads a stored family back, and forgets it on sign-out', async () => {
    localStorage.setItem('user', JSON.stringify({ ...family, standing: 'received' }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState()).toMatchObject({ user: null, family });
    // What an older version or another hand left beside the reference is scrubbed from storage.
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(family);
    useUserStore.getState().clearUser();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('takes a stored family without a reference for nobody’s family', async () => {
    localStorage.setItem('user', JSON.stringify({ role: 'family', reference: 42 }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().family).toBeNull();
  });
});
