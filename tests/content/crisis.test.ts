import { crisisNotice } from '@/content/crisis';

const numbersIn = (country: string) =>
  crisisNotice.countries.find((item) => item.country === country)?.numbers.map((item) => item.number) ?? [];

describe('crisis notice', () => {
  it('says the site is not an emergency service, in both languages', () => {
    expect(crisisNotice.text.en).toMatch(/not an emergency service/);
    expect(crisisNotice.text.ar).toMatch(/ليس خدمة طوارئ/);
  });

  it('lists the public emergency numbers of the four countries the site serves', () => {
    expect(numbersIn('AE')).toEqual(expect.arrayContaining(['998', '999']));
    expect(numbersIn('EG')).toEqual(expect.arrayContaining(['123', '122']));
    expect(numbersIn('SA')).toEqual(expect.arrayContaining(['997', '999', '911']));
    expect(numbersIn('US')).toEqual(expect.arrayContaining(['911', '988']));
  });
});
