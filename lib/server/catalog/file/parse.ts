import { CatalogFileSchema, type CatalogFile } from './schema';
import { formatPath, parseJsonWithLines, type JsonPath } from './jsonLines';

export const UNKNOWN_FIELD = '沒有這個欄位（拼錯了嗎？）';

export type ParsedCatalog =
  { ok: true; catalog: CatalogFile; lineOf: (path: JsonPath) => number } | { ok: false; error: string };

/**
 * Reads a catalog file's text. A mistake is reported as `file:line: path: message` (a syntax error as
 * `file:line:column`), the first one only: the merchant fixes it and runs the import again.
 */
export function parseCatalogFile(fileName: string, text: string): ParsedCatalog {
  const json = parseJsonWithLines(text);
  if (!json.ok)
    return { ok: false, error: `${fileName}:${json.line}:${json.column}: JSON 語法錯誤：${json.message}` };
  const result = CatalogFileSchema.safeParse(json.value);
  if (result.success) return { ok: true, catalog: result.data, lineOf: json.lineOf };
  const issue = result.error.issues[0]!;
  // An unknown field is reported by zod on its object; point at the field itself.
  const path: JsonPath = [
    ...(issue.path as JsonPath),
    ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []),
  ];
  const message = issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD : issue.message;
  return { ok: false, error: located(fileName, json.lineOf, path, message) };
}

export function located(
  fileName: string,
  lineOf: (path: JsonPath) => number,
  path: JsonPath,
  message: string,
) {
  return `${fileName}:${lineOf(path)}: ${path.length ? `${formatPath(path)}: ` : ''}${message}`;
}
