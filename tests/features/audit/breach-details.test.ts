import { describeDetail } from '@/features/audit/content/audit-detail';

describe('the trail’s words for the breach register', () => {
  const recorded = { breach: '3', references: 'SW-4F7K2 SW-6MJ2C', data: 'names healthDetails', status: 'open' };

  it('says the entry, its references, data and status in the page’s language', () => {
    expect(describeDetail('breach-recorded', recorded, 'en')).toBe(
      'Incident 3; references \u2066SW-4F7K2 SW-6MJ2C\u2069; data: Names and Health details; status: Open',
    );
    expect(describeDetail('breach-recorded', recorded, 'ar')).toBe(
      'الحادثة رقم ٣؛ الأرقام المرجعية \u2066SW-4F7K2 SW-6MJ2C\u2069؛ البيانات: الأسماء والبيانات الصحية؛ الحالة: قيد المعالجة',
    );
  });

  it('names the fields a change touched, and nothing in English on the Arabic page', () => {
    const changed = { breach: '3', status: 'closed', changed: 'status regulatorNotifiedAt' };
    expect(describeDetail('breach-changed', changed, 'en')).toBe(
      'Incident 3; status: Closed; changed: status and regulator notified',
    );
    expect(describeDetail('breach-changed', changed, 'ar')).not.toMatch(/[A-Za-z]/);
  });

  it('keeps a value it does not know as it came', () => {
    expect(describeDetail('breach-changed', { breach: '3', status: 'archived' }, 'en')).toBe(
      'Incident 3; status: archived',
    );
  });
});
