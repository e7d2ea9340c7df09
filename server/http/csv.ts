/**
 * Content-Disposition for a download named `name` (letters, digits, dots and dashes only, so no
 * encoding is needed and no header can be forged through it).
 */
export function attachment(name: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`Not a safe file name: ${name}`);
  return `attachment; filename="${name}"`;
}

/** The headers of a CSV download (requireStaff has set Cache-Control: no-store already). */
export const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': attachment(fileName),
});
