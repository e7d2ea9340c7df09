import { describeDetail } from '@/features/audit/content/audit-detail';

describe('the trail’s words for a family’s request', () => {
  it('says its kind, how it came and how it ended, in both languages', () => {
    expect(describeDetail('request-made', { kind: 'copy', channel: 'online' }, 'en')).toBe(
      'A copy; asked on the withdrawal page',
    );
    expect(describeDetail('request-logged', { kind: 'erasure', channel: 'phone' }, 'ar')).toBe('محو؛ بالهاتف');
    expect(describeDetail('request-closed', { kind: 'correction', outcome: 'refused' }, 'en')).toBe(
      'Correction; refused',
    );
    expect(describeDetail('requests-listed', { rows: 3 }, 'ar')).toBe('٣ صفوف');
  });

  it('keeps a value it does not know as it came', () => {
    expect(describeDetail('request-made', { kind: 'portability', channel: 'fax' }, 'en')).toBe(
      'Kind: portability; channel: fax',
    );
  });
});
