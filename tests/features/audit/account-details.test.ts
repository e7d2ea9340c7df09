import { describeDetail } from '@/features/audit/content/audit-detail';

describe('the trail’s words for an invitation and a profile', () => {
  it('names the role and the language in the page’s language, never as codes', () => {
    const invited = { role: 'admissions', language: 'ar' };
    expect(describeDetail('invitation-created', invited, 'en')).toBe('Role: Admissions; language: Arabic');
    const arabic = describeDetail('invitation-created', invited, 'ar');
    expect(arabic).toBe('الدور: فريق القبول؛ اللغة: العربية');
    expect(arabic).not.toMatch(/[A-Za-z]/);
    expect(describeDetail('profile-changed', { language: 'en' }, 'ar')).toBe('اللغة: الإنجليزية');
  });

  it('keeps a role or a language it does not know as it came', () => {
    expect(describeDetail('invitation-created', { role: 'owner', language: 'fr' }, 'en')).toBe(
      'Role: owner; language: fr',
    );
  });
});
