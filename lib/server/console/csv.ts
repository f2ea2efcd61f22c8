/** Excel opens a UTF-8 file as UTF-8 only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell as CSV (RFC 4180): quoted when it holds a comma, quote or line break. A cell a shopper typed
 * that starts like a formula (= + - @, or a tab or carriage return before one) is prefixed with an
 * apostrophe, so a receiver named `=HYPERLINK(…)` stays text in the merchant's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV file for Excel: BOM, CRLF line ends. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
