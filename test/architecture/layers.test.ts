import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, sourceFiles } from './imports.ts';
import { KNOWN_DEBTS } from './layerDebts.ts';
import { allowed } from './layerRules.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const edges = sourceFiles(ROOT, 'src').flatMap((f) => importsOf(ROOT, f));
const key = (e: ImportEdge): string => `${e.from} -> ${e.specifier}`;

describe('the layers of src/', () => {
  it('finds the imports it checks (the parser is not silently reading nothing)', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.map(key)).toContain('src/run/clients/runClient.ts -> ../timeline/timeline.ts');
  });

  it('has no import against the rules beyond the listed debts, and every listed debt still exists', () => {
    const broken = edges.filter((e) => !allowed(e)).map(key);
    expect(broken.filter((k) => !KNOWN_DEBTS.includes(k))).toEqual([]);
    expect(KNOWN_DEBTS.filter((k) => !broken.includes(k))).toEqual([]);
  });

  it('says which import breaks the rule when one does', () => {
    const edge = (from: string, to: string | null): ImportEdge => ({ from, specifier: to ?? 'svelte', to });
    expect(allowed(edge('src/workers/solver.worker.ts', 'src/run/x.ts'))).toBe(false);
    expect(allowed(edge('src/draw/drawStatic.ts', 'src/workers/x.ts'))).toBe(false);
    expect(allowed(edge('src/core/grid.ts', null))).toBe(false);
    expect(allowed(edge('src/cli/cli.ts', 'src/app/x.ts'))).toBe(false);
    expect(allowed(edge('src/features/lab/Lab.svelte', 'src/features/predict/x.ts'))).toBe(false);
    expect(allowed(edge('src/app/RunPanel.svelte', 'src/features/clip/x.ts'))).toBe(false);
    expect(allowed(edge('src/cli/cli.ts', 'src/features/lab/LabView.svelte'))).toBe(false);
    expect(allowed(edge('src/features/lab/x.ts', 'src/app/i18n/messages.ts'))).toBe(true);
    expect(allowed(edge('src/App.svelte', 'src/features/lab/LabView.svelte'))).toBe(true);
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
