/** A JSON text read with the line each value starts on, so a message can name the line a field is written on. */
export interface JsonWithLines {
  value: unknown;
  /** The line of the value at `path` ("moves[3].right"), or of its nearest written parent. */
  lineOf(path: string): number;
}

/** JSON's own error, with where it happened. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    why: string,
  ) {
    super(why);
  }
}

/** Deeper than any file we write by far, and shallow enough that the reader's own recursion never overflows. */
const MAX_DEPTH = 32;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// JSON's strings hold no raw control characters, so the pattern names them.
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;

export function readJsonWithLines(text: string): JsonWithLines {
  const lines = new Map<string, number>();
  let at = 0;
  // Values come in text order, so the line count only moves forward: one pass over the text in all.
  let counted = 0,
    line = 1;
  const lineAt = (i: number): number => {
    if (i < counted) {
      counted = 0;
      line = 1;
    }
    for (let k = text.indexOf('\n', counted); k >= 0 && k < i; k = text.indexOf('\n', k + 1)) line++;
    counted = i;
    return line;
  };
  const fail = (why: string, i = at): never => {
    throw new JsonSyntaxError(lineAt(i), i - (text.lastIndexOf('\n', i - 1) + 1) + 1, why);
  };
  const eat = (c: string): boolean => {
    if (text[at] !== c) return false;
    at++;
    return true;
  };
  const space = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  const token = (re: RegExp): string | null => {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return null;
    at = re.lastIndex;
    return m[0];
  };
  const expected = (what: string) =>
    fail(
      at >= text.length
        ? `the text ends where ${what} should be`
        : `${what} expected, found ${JSON.stringify(text[at])}`,
    );

  function value(path: string, depth: number): unknown {
    space();
    if (depth > MAX_DEPTH) fail(`nested more than ${MAX_DEPTH} deep`);
    lines.set(path, lineAt(at));
    const c = text[at];
    if (c === '{') return object(path, depth);
    if (c === '[') return array(path, depth);
    if (c === '"') return JSON.parse(token(STRING) ?? expected('a string ending in "'));
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (text.startsWith(word, at)) {
        at += word.length;
        return v;
      }
    const n = token(NUMBER);
    return n === null ? expected('a value') : Number(n);
  }
  function object(path: string, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    at++;
    space();
    if (eat('}')) return out;
    for (;;) {
      space();
      const keyText = token(STRING) ?? expected('a key in double quotes');
      const key = JSON.parse(keyText) as string;
      space();
      if (!eat(':')) expected("':'");
      const v = value(path ? `${path}.${key}` : key, depth + 1);
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      space();
      if (eat('}')) return out;
      if (!eat(',')) expected("',' or '}'");
    }
  }
  function array(path: string, depth: number): unknown[] {
    const out: unknown[] = [];
    at++;
    space();
    if (eat(']')) return out;
    for (;;) {
      out.push(value(`${path}[${out.length}]`, depth + 1));
      space();
      if (eat(']')) return out;
      if (!eat(',')) expected("',' or ']'");
    }
  }

  const result = value('', 0);
  space();
  if (at < text.length) fail(`more text after the value: ${JSON.stringify(text[at])}`);
  return {
    value: result,
    lineOf(path) {
      for (let p = path; ; p = p.replace(/(\.[^.[]*|\[\d+\])$/, '')) {
        const line = lines.get(p);
        if (line !== undefined || p === '') return line ?? 1;
      }
    },
  };
}
