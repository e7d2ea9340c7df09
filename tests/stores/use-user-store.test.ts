import { readUser, useUserStore } from '@/stores/use-user-store';

describe('user store', () => {
  it('has no user by default', () => {
    expect(useUserStore.getState().user).toBeNull();
  });

  it('saves the user as JSON and clears the key on log-out', () => {
    useUserStore.getState().setUser({ id: '7', name: 'Mona' });
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({ id: '7', name: 'Mona' });
    useUserStore.getState().clearUser();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads a stored user', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.c', token: 't', role: { admin: true } }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().user).toEqual({ id: '1', email: 'a@b.c', token: 't' });
  });

  it.each(['null', '', 'not json', '"a string"', '42', 'true', '[1,2]'])('treats %j as logged out', (raw) => {
    expect(readUser(raw)).toBeNull();
  });

  it('treats an empty object as logged in (presence decides, spec §3)', () => {
    expect(readUser('{}')).toEqual({});
  });
});
