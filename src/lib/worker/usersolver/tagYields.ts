import type { Node } from 'acorn';

/**
 * The name of the one-slot array a tagged solver writes its line into. Spelled so that no learner's
 * code uses it by chance.
 */
export const LINE_CELL = '$stepdokuLine$';

interface YieldNode extends Node {
  delegate: boolean;
  argument: Node | null;
}

/**
 * Rewrites every `yield e` of a parsed solver (not `yield*`, whose inner yields are tagged where they
 * are) as `yield (LINE_CELL[0] = L, e)`, L being the line of the `yield` keyword. The runner reads the
 * cell after each `next()`: the line of every event for a typed-array store, where a stack trace per
 * event costs about 50 times the event (docs/your-solver.md). No newline is added or removed, so the
 * lines of syntax errors and exceptions are the source's own.
 */
export function tagYields(source: string, program: Node): string {
  const yields: YieldNode[] = [];
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, unknown>;
    if (typeof n.type !== 'string') return;
    if (n.type === 'YieldExpression' && !(n as unknown as YieldNode).delegate) yields.push(n as unknown as YieldNode);
    for (const key in n) if (key !== 'loc') visit(n[key]);
  };
  visit(program);
  // Edits from the end, so earlier offsets stay valid.
  yields.sort((a, b) => b.start - a.start);
  let out = source;
  for (const y of yields) {
    const line = y.loc?.start.line ?? 0;
    const tag = `${LINE_CELL}[0] = ${line}`;
    out = y.argument
      ? out.slice(0, y.argument.start) +
        `(${tag}, ` +
        out.slice(y.argument.start, y.argument.end) +
        ')' +
        out.slice(y.argument.end)
      : out.slice(0, y.end) + ` (${tag}, undefined)` + out.slice(y.end);
  }
  return out;
}
