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

  it('reads a stored user, keeping only the display profile', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.c', role: { admin: true } }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().user).toEqual({ id: '1', email: 'a@b.c' });
  });

  it('keeps a known role', () => {
    expect(readUser('{"id":"1","role":"admissions"}')).toEqual({ id: '1', role: 'admissions' });
    expect(readUser('{"id":"1","role":"root"}')).toEqual({ id: '1' });
  });

  it('reads an old stored user with a token safely and removes the token from storage', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 'demo-1', name: 'Mona', token: 'secret-token' }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().user).toEqual({ id: 'demo-1', name: 'Mona' });
    expect(localStorage.getItem('user')).not.toContain('secret-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({ id: 'demo-1', name: 'Mona' });
    useUserStore.getState().setUser({ ...useUserStore.getState().user, name: 'Mona A.' });
    expect(localStorage.getItem('user')).not.toContain('token');
  });

  it('never writes a token, whatever it is given', () => {
    useUserStore.getState().setUser({ id: '7', token: 'x' } as never);
    expect(localStorage.getItem('user')).not.toContain('token');
  });

  it.each(['null', '', 'not json', '"a string"', '42', 'true', '[1,2]'])('treats %j as logged out', (raw) => {
    expect(readUser(raw)).toBeNull();
  });

  it('treats an empty object as logged in (presence decides, spec §3)', () => {
    expect(readUser('{}')).toEqual({});
  });
});
