import { describe, expect, it } from 'vitest';
import { emailKey, nameKey, namesMatch, phoneKey } from '#contracts/rules/match-keys';

// Plain functions: no database or server. Each expected answer is what an admissions worker would say.

describe('nameKey / namesMatch', () => {
  it.each([
    // The same person, spelt differently or in the other script.
    ['Mohamed Al-Shamsi', 'محمد الشامسي', true],
    ['Muhammad Alshamsi', 'Mohammed Al Shamsi', true],
    ['Mohammad El Shamsi', 'Muhammed Al-Shamsi', true],
    ['Mohamad Al Shamsi', 'مُحَمَّد الشَّامِسِي', true],
    ['محـمد الشامسي', 'محمد الشامسي', true],
    ['  MOHAMED   AL-SHAMSI ', 'mohamed al shamsi', true],
    ['Abdallah Hassan', 'عبد الله حسن', true],
    ['Abdullah Hasan', 'Abd Allah Hassan', true],
    ['Abdulla Hassan', 'عبدالله حسن', true],
    ['Abdellah Hassan', 'Abdallah Hasan', true],
    ['Ahmed Khalid', 'أحمد خالد', true],
    ['Ahmad Khaled', 'احمد خالد', true],
    ['Khalid Al Mansouri', 'خالد المنصوري', true],
    ['Youssef Hussein', 'يوسف حسين', true],
    ['Yusuf Husain', 'Yousef Hussain', true],
    ['Fatima Al-Shamsi', 'فاطمة الشامسي', true],
    ['Fatma Omar', 'Fatmah Umar', true],
    ['Fátima Al-Shamsi', 'Fatima Alshamsi', true],
    ['Aisha Ahmed', 'عائشة أحمد', true],
    ['Aysha Ahmad', 'Ayesha Ahmed', true],
    ['Omar Abdullah', 'عمر عبدالله', true],
    ['Noura Khalid', 'نورة خالد', true],
    ['Nora Khaled', 'Nura Khalid', true],
    ['نوره خالد', 'نورة خالد', true],
    ['Sara Mohamed', 'سارة محمد', true],
    ['Sarah Muhammad', 'ساره محمد', true],
    ['Mariam Youssef', 'مريم يوسف', true],
    ['Maryam Yusuf', 'Mariem Yousef', true],
    ['Hussein Ali', 'حسين علي', true],
    ['Hassan Ali', 'حسن علي', true],
    ['Mahmoud Ali', 'محمود علي', true],
    ['Alia Hassan', 'عالية حسن', true],
    ['Amr Saeed', 'عمرو سعيد', true],
    ['Khaled Saeed', 'خالد سعيد', true],
    ["Khaled Sa'eed", 'Khalid Said', true],
    ['Abdulrahman Al-Ali', 'عبد الرحمن العلي', true],
    ['Abdel Rahman Alali', 'Abdurrahman Al Ali', true],
    ['Mohamed bin Rashid', 'محمد بن راشد', true],
    ['Mustafa Hassan', 'مصطفى حسن', true],
    ['Layla Ahmed', 'ليلى أحمد', true],
    ['Saif ash-Shamsi', 'سيف الشامسي', true],
    ['Zayed Al Nahyan', 'زايد آل نهيان', true],
    // Different people.
    ['Ahmed Khalid', 'Mahmoud Khalid', false],
    ['أحمد خالد', 'محمود خالد', false],
    ['Omar Saeed', 'Amr Saeed', false],
    ['عمر سعيد', 'عمرو سعيد', false],
    ['Omar Al-Shamsi', 'عمرو الشامسي', false],
    ['Sara Ali', 'Samira Ali', false],
    ['سارة علي', 'سميرة علي', false],
    ['Hassan Ali', 'Hussein Ali', false],
    ['حسن علي', 'حسين علي', false],
    ['Hassan Ali', 'حسين علي', false],
    ['Ali Hassan', 'Alia Hassan', false],
    ['علي حسن', 'عالية حسن', false],
    ['Mohamed Al-Shamsi', 'Mohamed Al-Mansouri', false],
    ['محمد الشامسي', 'Mohamed Al-Mansouri', false],
    ['Khaled Saeed', 'Khaled Salem', false],
    ['خالد سعيد', 'خالد سالم', false],
    ['Mohamed Ali', 'Mahmoud Ali', false],
    ['محمد علي', 'محمود علي', false],
    ['Ahmed Saeed', 'Hamad Saeed', false],
    ['Hamza Salem', 'Hamda Salem', false],
    ['Noura Ali', 'Nour Ali', false],
    ['Youssef Ali', 'Younes Ali', false],
    ['Mohamed Ali', 'Ali Mohamed', false],
    ['Fatima Ali', 'Fatima Hassan', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(namesMatch(a, b)).toBe(expected);
    expect(namesMatch(b, a)).toBe(expected);
  });

  it.each(['Mohamed', 'محمد', 'Al Shamsi', 'الشامسي', 'Abd Allah', 'عبد الله', 'Mohamed bin', '', '  -  '])(
    'a single name, %j, has no key and matches nothing',
    (name) => {
      expect(nameKey(name)).toBeNull();
      expect(namesMatch(name, name)).toBe(false);
    },
  );

  it('gives the same key to the same name in either script', () => {
    expect(nameKey('Mohamed Al-Shamsi')).toBe(nameKey('محمد الشامسي'));
    expect(nameKey('Mohamed Al-Shamsi')).not.toBeNull();
  });
});

describe('phoneKey', () => {
  it.each([
    ['+971 50 123 4567', '501234567'],
    ['00971501234567', '501234567'],
    ['0501234567', '501234567'],
    ['(050) 123-4567', '501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '501234567'],
    ['۰۵۰۱۲۳۴۵۶۷', '501234567'],
    ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '501234567'],
    ['+966 55 123 4567', '551234567'],
    ['0551234567', '551234567'],
    ['+20 10 1234 5678', '012345678'],
    ['010 1234 5678', '012345678'],
    ['+1 (415) 555-0123', '155550123'],
    ['415.555.0123', '155550123'],
    ['1234567', '1234567'],
    ['123456', null],
    ['12-34-5', null],
    ['call me', null],
    ['', null],
    [null, null],
  ])('%j → %j', (text, key) => {
    expect(phoneKey(text)).toBe(key);
  });

  it('tells different numbers apart', () => {
    expect(phoneKey('0501234567')).not.toBe(phoneKey('0501234568'));
    expect(phoneKey('+971 50 123 4567')).not.toBe(phoneKey('+971 55 123 4567'));
  });
});

describe('emailKey', () => {
  it.each([
    ['sara@example.com', 'sara@example.com'],
    ['  Sara@Example.COM ', 'sara@example.com'],
    ['SARA@EXAMPLE.COM', 'sara@example.com'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (text, key) => {
    expect(emailKey(text)).toBe(key);
  });

  it('tells different addresses apart', () => {
    expect(emailKey('sara@example.com')).not.toBe(emailKey('sarah@example.com'));
  });
});
