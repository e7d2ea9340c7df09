import userEvent from '@testing-library/user-event';
import { paths } from '#contracts/routes';
import { MOCK_PASSKEY_ID } from '@/mocks/handlers/passkeys';
import { sessionReference } from '@/mocks/session';
import { resetMockState } from '@/mocks/state';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, within } from '../../test-utils';
import { DEMO_FAMILY, signInFamily } from './sign-in-family';

const WORDS = {
  en: {
    heading: 'Log in without your code',
    add: 'Add a passkey on this device',
    added: /^The passkey is added\./,
    list: 'Your passkeys',
    removeDemo: /^Remove the passkey added on /,
    removed: /^The passkey is removed: it no longer opens this page\./,
    synced: /^Kept by your device’s account/,
    listedAs: /^Your device lists it under localhost and your reference, SW-DEM00: no name, and no word of why\.$/,
    exists: 'This device has a passkey for your enquiry already.',
    unavailable: 'This browser cannot make passkeys. You can always log in with your reference and code.',
    logIn: 'Log in with a passkey',
    cancelled: 'The request was cancelled or timed out on your device.',
    refused: /^This passkey no longer opens an enquiry here/,
  },
  ar: {
    heading: 'الدخول دون الرمز',
    add: 'إضافة مفتاح مرور على هذا الجهاز',
    added: /^أُضيف مفتاح المرور\./,
    list: 'مفاتيح المرور الخاصة بكم',
    removeDemo: /^حذف مفتاح المرور المُضاف في /,
    removed: /^حُذف مفتاح المرور ولم يعد يفتح هذه الصفحة\./,
    synced: /^يحفظه حساب جهازكم/,
    listedAs: /^يحفظه جهازكم باسم الموقع localhost ورقمكم المرجعي SW-DEM00، دون أي اسم ودون ذكر السبب\.$/,
    exists: 'يوجد على هذا الجهاز مفتاح مرور لاستفساركم من قبل.',
    unavailable: 'لا يدعم هذا المتصفح مفاتيح المرور. ويمكنكم دائمًا الدخول برقمكم المرجعي ورمزكم.',
    logIn: 'الدخول بمفتاح المرور',
    cancelled: 'أُلغي الطلب أو انتهت مهلته على جهازكم.',
    refused: /^لم يعد مفتاح المرور هذا يفتح أي استفسار هنا/,
  },
} as const;

/** The demo enquiry's standing, on its page. */
const STANDING = {
  en: 'We are trying to reach you at the times you chose.',
  ar: 'نحاول التواصل معكم في الأوقات التي اخترتموها.',
} as const;

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const idBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

/** The device's side of WebAuthn, as a browser hands it to the page: what it makes, or how it refuses. */
function fakeDevice({ credentialId, refuse }: { credentialId: string; refuse?: string }) {
  const credential = {
    id: credentialId,
    rawId: idBytes(credentialId),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: {
      clientDataJSON: bytes('{}'),
      attestationObject: bytes('attestation'),
      authenticatorData: bytes('data'),
      signature: bytes('signature'),
      userHandle: null,
      getTransports: () => ['internal'],
    },
  };
  const answer = vi.fn(async () => {
    if (refuse) throw new DOMException('The device said no.', refuse);
    return credential;
  });
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: answer, get: answer } });
  return answer;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

async function passkeysSection(language: 'en' | 'ar') {
  const heading = await screen.findByRole('heading', { level: 2, name: WORDS[language].heading });
  return heading.closest('section') as HTMLElement;
}

describe('a family’s passkeys in its space', () => {
  beforeEach(() => resetMockState());

  it.each(['en', 'ar'] as const)(
    'adds one on this device, says what the device will show, and lists it (%s)',
    async (language) => {
      const user = userEvent.setup({ delay: null });
      const device = fakeDevice({ credentialId: 'bmV3LWtleQ' });
      signInFamily();
      renderApp({ route: paths.protected, language });
      const section = await passkeysSection(language);
      // The site and the reference are isolated for the other script's direction: read the whole sentence.
      const sentence = within(section).getByText(
        (_, element) => element?.tagName === 'P' && WORDS[language].listedAs.test(element.textContent ?? ''),
      );
      expect(sentence).toBeVisible();
      const list = await within(section).findByRole('list', { name: WORDS[language].list });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByText(WORDS[language].synced)).toBeVisible();

      await user.click(within(section).getByRole('button', { name: WORDS[language].add }));
      expect(await within(section).findByText(WORDS[language].added)).toBeVisible();
      expect(device).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    },
  );

  it('says the device has one already, and nothing is added', async () => {
    const user = userEvent.setup({ delay: null });
    fakeDevice({ credentialId: 'bmV3LWtleQ', refuse: 'InvalidStateError' });
    signInFamily();
    renderApp({ route: paths.protected });
    const section = await passkeysSection('en');
    const list = await within(section).findByRole('list', { name: WORDS.en.list });
    await user.click(within(section).getByRole('button', { name: WORDS.en.add }));
    expect(await within(section).findByText(WORDS.en.exists)).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes one, and it no longer opens the page', async () => {
    const user = userEvent.setup({ delay: null });
    signInFamily();
    renderApp({ route: paths.protected, language: 'ar' });
    const section = await passkeysSection('ar');
    await user.click(await within(section).findByRole('button', { name: WORDS.ar.removeDemo }));
    expect(await within(section).findByText(WORDS.ar.removed)).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('tells a browser without passkeys that the code still works, and offers nothing to press', async () => {
    signInFamily();
    renderApp({ route: paths.protected });
    const section = await passkeysSection('en');
    expect(within(section).getByText(WORDS.en.unavailable)).toBeVisible();
    expect(within(section).queryByRole('button', { name: WORDS.en.add })).toBeNull();
  });
});

describe('logging in with a passkey', () => {
  beforeEach(() => resetMockState());

  it.each(['en', 'ar'] as const)('opens the family’s page with the passkey the device holds (%s)', async (language) => {
    const user = userEvent.setup({ delay: null });
    fakeDevice({ credentialId: MOCK_PASSKEY_ID });
    renderApp({ route: paths.login, language });
    await user.click(await screen.findByRole('button', { name: WORDS[language].logIn }));
    expect(await screen.findByText(STANDING[language])).toBeVisible();
    expect(useUserStore.getState().family).toEqual({ role: 'family', reference: DEMO_FAMILY.reference });
    expect(sessionReference()).toBe(DEMO_FAMILY.reference);
  });

  it.each([
    ['NotAllowedError', WORDS.en.cancelled],
    ['unknown passkey', WORDS.en.refused],
  ] as const)('says why not when %s, and stays on the login page', async (how, message) => {
    const user = userEvent.setup({ delay: null });
    fakeDevice(how === 'NotAllowedError' ? { credentialId: 'eA', refuse: how } : { credentialId: 'dW5rbm93bg' });
    renderApp({ route: paths.login });
    await user.click(await screen.findByRole('button', { name: WORDS.en.logIn }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(useUserStore.getState().family).toBeNull();
  });
});
