import type { Node } from 'acorn';

/** The names the compiled code gets from the runner, spelled so that no learner's code uses them by chance. */
export const LINE_CELL = '$stepdokuLine$';
export const FROM = '$stepdokuFrom$';
export const RESUMED = '$stepdokuResumed$';
/** Each generator function's local: the driver itself started or resumed it. */
const DIRECT = '$stepdokuDirect$';

interface FunctionNode extends Node {
  generator: boolean;
  async: boolean;
  body: Node;
}
interface YieldNode extends Node {
  delegate: boolean;
  argument: Node | null;
}

interface Insertion {
  at: number;
  text: string;
  /** At one offset, closing texts come first, the inner node's first; then opening ones, the outer's first. */
  order: number;
}

/**
 * Rewrites a parsed solver for the driver, adding text but never a newline so that error lines stay the source's:
 * `yield e` stores its line in CELL[0] and takes the driver's flag; `yield* e` becomes `yield* FROM(DIRECT, e, L)`.
 */
export function tagYields(source: string, program: Node): string {
  const edits: Insertion[] = [];
  let seq = 0;
  const open = (at: number, text: string, s: number) => edits.push({ at, text, order: 1e9 + s });
  const close = (at: number, text: string, s: number) => edits.push({ at, text, order: -s });

  const visit = (node: unknown, fn: FunctionNode | null): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, fn);
      return;
    }
    const n = node as Record<string, unknown>;
    if (typeof n.type !== 'string') return;
    const s = ++seq;
    let inner = fn;
    if (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') {
      const f = n as unknown as FunctionNode;
      inner = f;
      if (f.generator && !f.async) open(f.body.start + 1, `let ${DIRECT} = ${LINE_CELL}[1]; ${LINE_CELL}[1] = 0; `, s);
    } else if (n.type === 'YieldExpression' && fn !== null) {
      const y = n as unknown as YieldNode;
      const line = y.loc?.start.line ?? 0;
      const tag = `${LINE_CELL}[0] = ${line}`;
      const driven = !fn.async;
      if (y.delegate && y.argument) {
        if (driven) {
          open(y.argument.start, `${FROM}(${DIRECT}, `, s);
          close(y.argument.end, `, ${line})`, s);
        }
      } else if (!y.delegate) {
        const resumed = `, ${DIRECT} = ${LINE_CELL}[1], ${LINE_CELL}[1] = 0)`;
        if (driven) open(y.start, `${RESUMED}(`, s);
        if (y.argument) {
          open(y.argument.start, `(${tag}, `, s + 0.5);
          close(y.argument.end, ')' + (driven ? resumed : ''), s + 0.5);
        } else close(y.end, ` (${tag}, undefined)` + (driven ? resumed : ''), s);
      }
    }
    for (const key in n) if (key !== 'loc') visit(n[key], inner);
  };
  visit(program, null);

  // Applied from the end, so earlier offsets stay valid.
  edits.sort((a, b) => b.at - a.at || b.order - a.order);
  let out = source;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  return out;
}
