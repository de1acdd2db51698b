/**
 * One parameter of a link: its key, the views that read it, and how its value is read and written.
 * Each view declares its own beside its state; src/linkRegistry.ts gathers them, and docs/links.md
 * says what each means (test/linkRegistry.test.ts keeps the two equal and every key to one meaning).
 */
export interface LinkParam<T> {
  readonly key: string;
  /** Earlier spellings of the key, still read in `views`, never written. */
  readonly oldKeys?: readonly string[];
  readonly views: readonly string[];
  /** The field a notice names when the value cannot be used; absent: such a value is ignored silently. */
  readonly field?: string;
  /** The value, or null when the link's text cannot be used. */
  read(text: string): T | null;
  /** The value's text in a link, or null to leave the parameter out. */
  write(value: T): string | null;
}

/** What the registry lists of a parameter (its reader and writer aside). */
export type LinkParamInfo = Omit<LinkParam<unknown>, 'read' | 'write'>;

/** A link's parameters, read one at a time: a value that cannot be used is noted, never echoed. */
export class LinkReader {
  readonly problems: string[] = [];
  private readonly params: URLSearchParams;

  constructor(search: string | URLSearchParams) {
    this.params = typeof search === 'string' ? new URLSearchParams(search) : search;
  }

  /** The link's text for `param` (under its key, else an old one), or null when absent. */
  text(param: LinkParam<unknown>): string | null {
    for (const key of [param.key, ...(param.oldKeys ?? [])]) {
      const text = this.params.get(key);
      if (text !== null) return text;
    }
    return null;
  }

  has(param: LinkParam<unknown>): boolean {
    return this.text(param) !== null;
  }

  /** The value `param` holds; undefined when absent or unusable (then its field joins `problems`). */
  get<T>(param: LinkParam<T>): T | undefined {
    const text = this.text(param);
    if (text === null) return undefined;
    const value = param.read(text);
    if (value !== null) return value;
    this.problem(param.field);
    return undefined;
  }

  /** Notes a field that could not be used (once, in the order found). */
  problem(field: string | undefined): void {
    if (field !== undefined && !this.problems.includes(field)) this.problems.push(field);
  }
}

/** A link written parameter by parameter, in the order of the calls. */
export class LinkWriter {
  private readonly params = new URLSearchParams();

  set<T>(param: LinkParam<T>, value: T | undefined): this {
    const text = value === undefined ? null : param.write(value);
    if (text !== null) this.params.set(param.key, text);
    return this;
  }

  /** The query string with its `?`, or '' when it holds nothing. */
  toString(): string {
    const text = this.params.toString();
    return text ? `?${text}` : '';
  }
}

/** `search` re-encoded without `params`, with its `?` ('' when nothing is left). */
export function withoutParams(search: string, params: readonly LinkParamInfo[]): string {
  const all = new URLSearchParams(search);
  for (const p of params) for (const key of [p.key, ...(p.oldKeys ?? [])]) all.delete(key);
  const rest = all.toString();
  return rest ? `?${rest}` : '';
}

/** A parameter whose value is one of a closed set of words. */
export function wordParam<T extends string>(base: LinkParamInfo, words: readonly T[]): LinkParam<T> {
  return {
    ...base,
    read: (text) => words.find((w) => w === text) ?? null,
    write: (value) => value,
  };
}

/** A `1`/`0` switch. */
export function flagParam(base: LinkParamInfo): LinkParam<boolean> {
  return {
    ...base,
    read: (text) => (text === '1' ? true : text === '0' ? false : null),
    write: (value) => (value ? '1' : '0'),
  };
}
