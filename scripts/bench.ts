/**
 * `npm run bench`: runs every benchmark section, prints its table and rewrites its part of
 * docs/benchmarks.md. Options: `--only ID[,ID]` runs some sections, `--reps N` times each measurement
 * N times (default 3), `--no-write` leaves the docs alone.
 * Later benchmarks add themselves to SECTIONS: a function returning a Section (scripts/bench/section.ts).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { algorithmsSection } from './bench/algorithms.ts';
import { writeSection } from './bench/docSection.ts';
import { engineSection } from './bench/engine.ts';
import { generateSection } from './bench/generate.ts';
import type { SectionRunner } from './bench/section.ts';

const SECTIONS: Record<string, SectionRunner> = {
  engine: engineSection,
  generate: generateSection,
  algorithms: algorithmsSection,
};

const DOC = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      reps: { type: 'string', default: '3' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const ids = values.only ? values.only.split(',').map((s) => s.trim()) : Object.keys(SECTIONS);
  const unknown = ids.filter((id) => !Object.hasOwn(SECTIONS, id));
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`);
  const reps = Number(values.reps);
  if (!Number.isInteger(reps) || reps < 1) throw new Error(`--reps must be a whole number ≥ 1, got ${values.reps}`);

  const t0 = performance.now();
  for (const id of ids) {
    const section = await SECTIONS[id]({ reps, log: (line) => console.error(line) });
    console.log(`\n${section.text}\n`);
    if (!values['no-write']) writeSection(DOC, section.id, section.markdown);
  }
  console.error(
    `bench: ${((performance.now() - t0) / 1000).toFixed(0)} s${values['no-write'] ? '' : `, wrote ${DOC}`}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
