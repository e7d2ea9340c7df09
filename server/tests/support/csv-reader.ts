/**
 * A CSV download as a spreadsheet reads it (RFC 4180: quoted cells, doubled quotes, line breaks
 * inside quotes, CRLF between rows), after checking the UTF-8 byte-order mark. Throws on anything
 * else, so a malformed file fails the test that reads it.
 */
export async function readCsvDownload(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf)
    throw new Error('The file has no UTF-8 byte-order mark.');
  return parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)));
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
      } else if (char === '"') {
        quoted = false;
        index += 1;
        if (index < text.length && !/^(,|\r\n)/.test(text.slice(index, index + 2)))
          throw new Error(`Text after a closing quote at ${index}.`);
      } else {
        cell += char;
        index += 1;
      }
    } else if (char === '"') {
      if (cell !== '') throw new Error(`A quote inside an unquoted cell at ${index}.`);
      quoted = true;
      index += 1;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
      index += 1;
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 2;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`A bare line break outside quotes at ${index}.`);
    } else {
      cell += char;
      index += 1;
    }
  }
  if (quoted) throw new Error('An unclosed quote.');
  if (cell !== '' || row.length > 0) throw new Error('The last row does not end in CRLF.');
  return rows;
}
