import { describe, expect, it } from 'vitest';
import { named, sqlList } from '../db/sql';

describe('named parameters (server/db/sql.ts)', () => {
  it('numbers the names in order of first use, one number for a name used again', () => {
    expect(named('SELECT :b, :a::text, coalesce(:b, 1)', { a: 'x', b: 2 })).toEqual([
      'SELECT $1, $2::text, coalesce($1, 1)',
      [2, 'x'],
    ]);
  });

  it('leaves casts, quoted text, quoted names and comments alone, and sends only the names used', () => {
    const text = `SELECT now()::date, ':quoted', "odd:name", '10:30' -- :comment\n, :used`;
    expect(named(text, { used: null, unused: 1, quoted: 2, comment: 3 })).toEqual([
      `SELECT now()::date, ':quoted', "odd:name", '10:30' -- :comment\n, $1`,
      [null],
    ]);
  });

  it('refuses a name without a value, an undefined value and a numbered placeholder', () => {
    expect(() => named('SELECT :missing', {})).toThrow(':missing');
    expect(() => named('SELECT :gone', { gone: undefined })).toThrow(':gone');
    expect(() => named('SELECT :a, $2', { a: 1 })).toThrow('numbered');
  });

  it('writes a list of constant codes as SQL literals', () => {
    expect(sqlList(['new', "it's"])).toBe(`('new', 'it''s')`);
  });
});
