import type { CountryCode } from '@/config/contact';
import { compactPhone, toLatinDigits } from '#contracts/forms/digits';
import { parsePhone } from '#contracts/forms/phone';

const cases: Record<CountryCode, { valid: Array<[string, string]>; invalid: string[] }> = {
  AE: {
    valid: [
      ['050 123 4567', '+971501234567'],
      ['50-123-4567', '+971501234567'],
      ['0561234567', '+971561234567'],
      ['04 123 4567', '+97141234567'],
      ['2 123 4567', '+97121234567'],
      ['+971 50 123 4567', '+971501234567'],
      ['00971501234567', '+971501234567'],
      ['+971 (0)50 123 4567', '+971501234567'],
      ['٠٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
    ],
    invalid: [
      '50 123 456',
      '050 123 45678',
      '1 123 4567',
      '8 123 4567',
      '0050 123 4567',
      '50 123 456a',
      '+44 20 7946 0958',
    ],
  },
  EG: {
    valid: [
      ['010 1234 5678', '+201012345678'],
      ['011-1234-5678', '+201112345678'],
      ['01212345678', '+201212345678'],
      ['1512345678', '+201512345678'],
      ['+20 10 1234 5678', '+201012345678'],
      ['٠١٠١٢٣٤٥٦٧٨', '+201012345678'],
    ],
    invalid: ['013 1234 5678', '010 1234 567', '010 1234 56789', '02 2345 6789', '+20 13 1234 5678'],
  },
  SA: {
    valid: [
      ['050 123 4567', '+966501234567'],
      ['55 123 4567', '+966551234567'],
      ['+966 50 123 4567', '+966501234567'],
      ['00966501234567', '+966501234567'],
      ['۰۵۰ ۱۲۳ ۴۵۶۷', '+966501234567'],
    ],
    invalid: ['011 123 4567', '50 123 456', '050 123 45678', '4 123 4567'],
  },
  US: {
    valid: [
      ['(212) 555-0123', '+12125550123'],
      ['212.555.0123', '+12125550123'],
      ['1 212 555 0123', '+12125550123'],
      ['+1 415 555 2671', '+14155552671'],
      ['٢١٢ ٥٥٥ ٠١٢٣', '+12125550123'],
    ],
    invalid: ['(112) 555-0123', '(212) 155-0123', '212 555 012', '212 555 01234', '0212 555 0123'],
  },
};

describe('parsePhone', () => {
  for (const [country, { valid, invalid }] of Object.entries(cases) as Array<[CountryCode, (typeof cases)['AE']]>) {
    it.each(valid)(`accepts ${country} %s as %s`, (raw, e164) => {
      expect(parsePhone(raw, country)).toMatchObject({ ok: true, country, e164 });
    });

    it.each(invalid)(`refuses ${country} %s`, (raw) => {
      expect(parsePhone(raw, country)).toEqual({ ok: false, problem: 'invalid' });
    });
  }

  it('keeps the national number without trunk prefix or dial code', () => {
    expect(parsePhone('+971 050 123 4567', 'AE')).toEqual({
      ok: true,
      country: 'AE',
      national: '501234567',
      e164: '+971501234567',
    });
  });

  it.each(['', '   ', ' - '])('reports %j as missing', (raw) => {
    expect(parsePhone(raw, 'AE')).toEqual({ ok: false, problem: 'required' });
  });

  it.each<[string, CountryCode]>([
    ['+20 10 1234 5678', 'AE'],
    ['+971 50 123 4567', 'SA'],
    ['+1 212 555 0123', 'EG'],
    ['00966 50 123 4567', 'US'],
  ])('says %s belongs to another of the four countries when %s is chosen', (raw, country) => {
    expect(parsePhone(raw, country)).toEqual({ ok: false, problem: 'otherCountry' });
  });
});

describe('digits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Latin digits, leaving other text alone', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });

  it('drops spaces, dashes, brackets, dots and direction marks', () => {
    expect(compactPhone('\u2066+971\u2069 (50)\u00a0123–45.67\u200f')).toBe('+971501234567');
  });
});
