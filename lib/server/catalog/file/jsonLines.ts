/**
 * JSON.parse that also remembers where each value starts, so a mistake found later (by the schema,
 * or a missing picture) can be reported at its line in the merchant's file. JSON.parse alone only
 * knows positions of syntax errors, and not in a form every Node version words alike.
 */

export type JsonPath = (string | number)[];

export type JsonWithLines =
  | { ok: true; value: unknown; lineOf: (path: JsonPath) => number }
  | { ok: false; line: number; column: number; message: string };

class SyntaxFault extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const pathKey = (path: JsonPath) => JSON.stringify(path);

export function parseJsonWithLines(text: string): JsonWithLines {
  const starts = new Map<string, number>();
  let i = 0;

  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fault = (message: string): never => {
    throw new SyntaxFault(i, message);
  };
  const expect = (ch: string) => {
    if (text[i] !== ch)
      fault(i < text.length ? `應為「${ch}」，卻是「${text[i]}」` : `應為「${ch}」，檔案卻已結束`);
    i++;
  };

  const string = (): string => {
    const start = i;
    expect('"');
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fault('字串中不可有換行或控制字元');
      i += text[i] === '\\' ? 2 : 1;
    }
    expect('"');
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fault('字串中的跳脫字元不正確');
    }
  };

  const value = (path: JsonPath): unknown => {
    space();
    starts.set(pathKey(path), i);
    const ch = text[i];
    if (ch === '{') return object(path);
    if (ch === '[') return array(path);
    if (ch === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(i, i + 400),
    );
    if (!literal) return fault(ch === undefined ? '檔案不完整' : `無法辨識的內容「${ch}」`);
    i += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  };

  const object = (path: JsonPath) => {
    const result: Record<string, unknown> = {};
    expect('{');
    space();
    if (text[i] === '}') {
      i++;
      return result;
    }
    for (;;) {
      space();
      const key = string();
      space();
      expect(':');
      result[key] = value([...path, key]);
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      expect('}');
      return result;
    }
  };

  const array = (path: JsonPath) => {
    const result: unknown[] = [];
    expect('[');
    space();
    if (text[i] === ']') {
      i++;
      return result;
    }
    for (;;) {
      result.push(value([...path, result.length]));
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      expect(']');
      return result;
    }
  };

  try {
    // A byte-order mark is what some editors put first; it is not content.
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    const parsed = value([]);
    space();
    if (i < text.length) fault('JSON 結束後還有多餘的內容');
    const lines = lineStarts(text);
    return {
      ok: true,
      value: parsed,
      // A missing field has no position of its own: the nearest enclosing value stands for it.
      lineOf: (path) => {
        for (let n = path.length; n >= 0; n--) {
          const at = starts.get(pathKey(path.slice(0, n)));
          if (at !== undefined) return position(lines, at).line;
        }
        return 1;
      },
    };
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { ok: false, ...position(lineStarts(text), error.offset), message: error.message };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function position(lines: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lines[lo]! + 1 };
}

/** `products[3].specs[1].price`, the way the file's author would point at it. */
export function formatPath(path: JsonPath): string {
  return path.map((p, n) => (typeof p === 'number' ? `[${p}]` : n ? `.${p}` : p)).join('');
}
