import { enrolmentAnswerSchema } from '#contracts/endpoints/auth';

describe('the enrolment answer', () => {
  const answer = { secret: 'JBSWY3DPEHPK3PXP', qr: ['10', '01'] };

  it('takes an authenticator’s own address, which the page offers as a link on phones', () => {
    const uri = 'otpauth://totp/Sakina:omar%40sakinawellness.com?secret=JBSWY3DPEHPK3PXP';
    expect(enrolmentAnswerSchema.safeParse({ ...answer, uri }).success).toBe(true);
  });

  it('refuses any other address, so no answer can put a script or a web page behind the link', () => {
    for (const uri of ['javascript:alert(1)', 'https://example.com/', 'otpauth://hotp/x', ''])
      expect(enrolmentAnswerSchema.safeParse({ ...answer, uri }).success).toBe(false);
  });
});
