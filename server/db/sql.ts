/**
 * Named parameters for the statements of both databases (docs/decisions/016-sql-composition.md).
 * A statement says `:reference`, `:now::timestamptz`; `named` numbers the names in order of first
 * use ($1, $2…, a name used twice is one parameter, so PostgreSQL infers its type once) and lists
 * their values, the form `Database.query` passes to PGlite and to pg alike:
 *
 *   db.query<Row>(...named('SELECT … WHERE reference = :reference AND version = :version', { reference, version }))
 *
 * Pieces of a statement (a CTE step, a condition) are strings with names of their own, so they
 * compose without counting positions. Quoted text and `--` comments are left alone, as is a cast
 * (`::text`). A name without a value, or an `undefined` value, is an error, and so is a numbered
 * placeholder: the two styles never share a statement.
 */
export type SqlParams = Readonly<Record<string, unknown>>;

/** Quoted literals, quoted identifiers and line comments: what a name is never looked for in. */
const SKIPPED = /('(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*)/;
const NAME = /(?<![:\w]):([A-Za-z_]\w*)/g;
const NUMBERED = /\$\d/;

export function named(text: string, params: SqlParams): [text: string, values: unknown[]] {
  const numbers = new Map<string, number>();
  const values: unknown[] = [];
  const compiled = text
    .split(SKIPPED)
    .map((part, index) => {
      // split() with a capture group puts the skipped parts at the odd indexes.
      if (index % 2 === 1) return part;
      if (NUMBERED.test(part)) throw new Error(`A numbered placeholder in a statement with named ones: ${part.trim()}`);
      return part.replace(NAME, (_, name: string) => {
        let number = numbers.get(name);
        if (number === undefined) {
          const value = Object.hasOwn(params, name) ? params[name] : undefined;
          if (value === undefined) throw new Error(`No value for the SQL parameter :${name}.`);
          values.push(value);
          number = values.length;
          numbers.set(name, number);
        }
        return `$${number}`;
      });
    })
    .join('');
  return [compiled, values];
}

/**
 * A list of constant codes as SQL (`('new', 'inContact')`), for `IN` and `CASE`: built from the
 * contracts' lists, so the SQL follows them. Never for what a request sends (that is a parameter).
 */
export const sqlList = (codes: readonly string[]) =>
  `(${codes.map((code) => `'${code.replaceAll("'", "''")}'`).join(', ')})`;
