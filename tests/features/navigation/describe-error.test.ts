import { describeNavigationError } from '@/features/navigation/describe-error';
import { statusWording } from '@/features/navigation/content/navigation-wording';
import { ApiError } from '@/lib/api-client';

const answered = (status: number, statusText: string) =>
  new ApiError('http', `Error: ${statusText}`, { status, statusText });

describe('describeNavigationError', () => {
  it('keeps the spec\'s "Error: {status text}" in English and says the status in Arabic words in Arabic', () => {
    expect(describeNavigationError(answered(500, 'Internal Server Error'))).toEqual({
      en: 'Error: Internal Server Error',
      ar: 'خطأ: عطل داخلي في الخادم',
    });
    expect(describeNavigationError(answered(403, 'Forbidden')).ar).toBe('خطأ: لا تملك صلاحية الوصول');
  });

  it("uses the server's own reason phrase in English, whatever it is", () => {
    expect(describeNavigationError(answered(503, 'Down for maintenance')).en).toBe('Error: Down for maintenance');
  });

  it.each(Object.keys(statusWording).map(Number))(
    'gives status %i an Arabic wording with no Latin letters',
    (status) => {
      const { ar } = describeNavigationError(answered(status, 'Whatever'));
      expect(ar).toMatch(/^خطأ: [\u0600-\u06ff]/);
      expect(ar).not.toMatch(/[A-Za-z0-9]/);
    },
  );

  it('names a status it has no words for by its number, in Arabic-Indic digits', () => {
    expect(describeNavigationError(answered(418, "I'm a teapot")).ar).toBe('خطأ: ردّ غير متوقع من الخادم (الرمز ٤١٨)');
  });

  it('says in both languages when the server could not be reached or sent a menu it cannot use', () => {
    const unreachable = describeNavigationError(new ApiError('network', 'Network error'));
    expect(unreachable.ar).toMatch(/تعذّر الاتصال بالخادم/);
    expect(unreachable.en).toMatch(/could not reach the server/);
    expect(describeNavigationError(new ApiError('invalid', 'Invalid')).ar).toMatch(/غير صالحة/);
    expect(describeNavigationError(new Error('anything')).en).toMatch(/could not reach the server/);
  });
});
