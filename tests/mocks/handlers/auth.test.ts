import { login } from '@/features/auth/api/login';
import { DEMO_ACCOUNT, DEMO_USER } from '@/mocks/handlers/auth';

describe('mock POST /auth/login', () => {
  it('signs in the demo account, whatever the case of its email', async () => {
    await expect(login({ ...DEMO_ACCOUNT })).resolves.toEqual(DEMO_USER);
    await expect(login({ email: ' Demo@SakinaWellness.com ', password: DEMO_ACCOUNT.password })).resolves.toEqual(
      DEMO_USER,
    );
  });

  it.each([
    { email: DEMO_ACCOUNT.email, password: 'sakina-demo-2026' },
    { email: 'someone@example.com', password: DEMO_ACCOUNT.password },
    { email: '', password: '' },
  ])('answers 401 to $email / $password', async (credentials) => {
    await expect(login(credentials)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });
});
