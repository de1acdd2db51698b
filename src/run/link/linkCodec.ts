/** One parameter of a link, declared beside its view's state and gathered in src/linkRegistry.ts. */
export interface LinkParam<T> {
  readonly key: string;
  /** Earlier spellings of the key, read but never written. */
  readonly oldKeys?: readonly string[];
  readonly views: readonly string[];
  /** The field a notice names when the value cannot be used; absent: ignored silently. */
  readonly field?: string;
  read(text: string): T | null;
  write(value: T): string | null;
}

export type LinkParamInfo = Omit<LinkParam<unknown>, 'read' | 'write'>;

/** A link's parameters, read one at a time: a value that cannot be used is noted, never echoed. */
export class LinkReader {
  readonly problems: string[] = [];
  private readonly params: URLSearchParams;

  constructor(search: string | URLSearchParams) {
    this.params = typeof search === 'string' ? new URLSearchParams(search) : search;
  }

  text(param: LinkParamInfo): string | null {
    for (const key of [param.key, ...(param.oldKeys ?? [])]) {
      const text = this.params.get(key);
      if (text !== null) return text;
    }
    return null;
  }

  has(param: LinkParamInfo): boolean {
    return this.text(param) !== null;
  }

  /** Undefined when absent or unusable (then its field joins `problems`). */
  get<T>(param: LinkParam<T>): T | undefined {
    const text = this.text(param);
    if (text === null) return undefined;
    const value = param.read(text);
    if (value !== null) return value;
    this.problem(param.field);
    return undefined;
  }

  problem(field: string | undefined): void {
    if (field !== undefined && !this.problems.includes(field)) this.problems.push(field);
  }
}

export class LinkWriter {
  private readonly params = new URLSearchParams();

  set<T>(param: LinkParam<T>, value: T | undefined): this {
    const text = value === undefined ? null : param.write(value);
    if (text !== null) this.params.set(param.key, text);
    return this;
  }

  toString(): string {
    const text = this.params.toString();
    return text ? `?${text}` : '';
  }
}

export function withoutParams(search: string, params: readonly LinkParamInfo[]): string {
  const all = new URLSearchParams(search);
  for (const p of params) for (const key of [p.key, ...(p.oldKeys ?? [])]) all.delete(key);
  const rest = all.toString();
  return rest ? `?${rest}` : '';
}

export function wordParam<T extends string>(base: LinkParamInfo, words: readonly T[]): LinkParam<T> {
  return {
    ...base,
    read: (text) => words.find((w) => w === text) ?? null,
    write: (value) => value,
  };
}

export function flagParam(base: LinkParamInfo): LinkParam<boolean> {
  return {
    ...base,
    read: (text) => (text === '1' ? true : text === '0' ? false : null),
    write: (value) => (value ? '1' : '0'),
  };
}
