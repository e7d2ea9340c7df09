import { centreLinks, mailtoHref, telHref, whatsappHref, withMailSubject } from '@/config/contact-links';
import { emergencyContacts } from '@/config/contact';
import { site } from '@/config/site';

describe('contact links are built only from checked digits', () => {
  it.each([
    ['+971501234567', 'tel:+971501234567', 'https://wa.me/971501234567'],
    ['+971 50 123 4567', 'tel:+971501234567', 'https://wa.me/971501234567'],
    ['0501234567', 'tel:0501234567', null],
    // An emergency number (Egypt's ambulance): a call, never a chat.
    ['123', 'tel:123', null],
    ['+12345', 'tel:+12345', null],
    ['12', null, null],
    ['+1234567890123456', null, null],
    ['javascript:alert(1)', null, null],
    ['+97150<script>', null, null],
    [null, null, null],
  ])('%s → %s, %s', (phone, tel, whatsapp) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappHref(phone)).toBe(whatsapp);
  });

  it.each([
    ['a@example.com', 'mailto:a@example.com'],
    ['a@example.com?subject=x', null],
    ['not an email', null],
    ['javascript:alert(1)@x.y', null],
  ])('%s → %s', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });

  it('types a first message and a subject line in, encoded', () => {
    expect(whatsappHref('+971 50 555 0100', 'Hello & welcome?')).toBe(
      'https://wa.me/971505550100?text=Hello%20%26%20welcome%3F',
    );
    expect(whatsappHref('0501234567', 'Hello')).toBeNull();
    expect(mailtoHref('a@example.com', 'Q&A')).toBe('mailto:a@example.com?subject=Q%26A');
    expect(withMailSubject('mailto:a@example.com?cc=b@example.com', 'Hi')).toBe(
      'mailto:a@example.com?cc=b@example.com&subject=Hi',
    );
  });
});

describe("the centre's own links", () => {
  it('come from the site configuration', () => {
    expect(centreLinks.phone).toBe('tel:+97145550100');
    expect(centreLinks.email).toBe(`mailto:${site.email}`);
    expect(centreLinks.whatsapp()).toBe('https://wa.me/971505550100');
    expect(centreLinks.whatsapp('Hello')).toBe('https://wa.me/971505550100?text=Hello');
  });

  it('make a call link of every emergency number', () => {
    const numbers = emergencyContacts.flatMap((country) => country.numbers.map((entry) => entry.number));
    expect(numbers.map(telHref)).toEqual(numbers.map((number) => `tel:${number}`));
  });
});
