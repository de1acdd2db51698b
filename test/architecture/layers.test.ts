import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, sourceFiles } from './imports.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The layers of src/ from the bottom up (docs/architecture.md): a file may import its own layer and
 * the layers below it, never one above. The CLI stands beside the app on the engine.
 */
const STACK = [
  'src/lib/engine',
  'src/lib/protocol',
  'src/lib/worker',
  'src/lib/player/timeline',
  'src/lib/player/playback',
  'src/lib/player/clients',
  'src/lib/player/url',
  'src/lib/player/session',
  'src/lib/render',
  'src/lib/ui',
  'src',
];
const CLI = 'src/cli';
/**
 * What the CLI may use of the app's layers: the engine, what crosses a worker boundary, and the
 * pure drawings (render/ writes SVG text with no DOM: `stats --svg` is the lab's scatter).
 */
const CLI_MAY = ['src/lib/engine', 'src/lib/protocol', 'src/lib/worker', 'src/lib/render'];
/** The words the CLI shares with the page: the English catalogue and the plain functions that read it. */
const CLI_WORDS = [
  'src/lib/ui/i18n/englishIssueWords.ts',
  'src/lib/ui/i18n/issueWords.ts',
  'src/lib/ui/i18n/paraglide/messages/en.js',
];

/** The clip worker draws its frames with the pure drawings: the one worker that may use render/. */
const DRAWING_WORKER = 'src/lib/worker/clip/';

/** The deepest layer folder holding `file`. */
function layerOf(file: string): string {
  if (file.startsWith(CLI + '/')) return CLI;
  return STACK.filter((l) => file.startsWith(l + '/')).sort((a, b) => b.length - a.length)[0] ?? '(outside src)';
}

function allowed(e: ImportEdge): boolean {
  const from = layerOf(e.from);
  if (e.to === 'package.json') return from === CLI; // the CLI's --version
  if (e.to === null) {
    // The engine is pure: no package at all, so it runs unchanged in Node, a worker and the page.
    return from !== 'src/lib/engine';
  }
  const to = layerOf(e.to);
  if (from === CLI) return to === CLI || CLI_MAY.includes(to) || CLI_WORDS.includes(e.to);
  if (to === CLI) return false;
  if (e.from.startsWith(DRAWING_WORKER) && to === 'src/lib/render') return true;
  return STACK.indexOf(to) <= STACK.indexOf(from);
}

const edges = sourceFiles(ROOT, 'src').flatMap((f) => importsOf(ROOT, f));

describe('the layers of src/', () => {
  it('finds the imports it checks (the parser is not silently reading nothing)', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({
      from: 'src/lib/player/clients/runClient.ts',
      specifier: '../timeline/timeline.ts',
      to: 'src/lib/player/timeline/timeline.ts',
    });
  });

  it('has no import that points up a layer (engine → protocol → worker → player → render → ui → app)', () => {
    const up = edges.filter((e) => !allowed(e)).map((e) => `${e.from} imports ${e.specifier}`);
    expect(up).toEqual([]);
  });

  it('says which import breaks the rule when one does', () => {
    const bad: ImportEdge = {
      from: 'src/lib/worker/solverHost.ts',
      specifier: '../player/x.ts',
      to: 'src/lib/player/x.ts',
    };
    expect(allowed(bad)).toBe(false);
    expect(allowed({ from: 'src/lib/engine/grid.ts', specifier: 'svelte', to: null })).toBe(false);
    expect(allowed({ from: 'src/cli/cli.ts', specifier: '../lib/ui/x.ts', to: 'src/lib/ui/x.ts' })).toBe(false);
  });

  it('has no import cycle between files', () => {
    const next = new Map<string, string[]>();
    for (const e of edges) if (e.to) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const t of next.get(f) ?? []) visit(t, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of next.keys()) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
