import { type Assignment, readAssignment } from '../../features/exercise/assignment.ts';
import type { ExerciseRun } from '../../features/exercise/grading/index.ts';
import type { ExerciseResult } from '../../features/exercise/exerciseResult.ts';
import { defineCommand } from '../command.ts';
import { csvLine } from '../csv.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError } from '../errors.ts';
import { gradeFile } from '../gradeFile.ts';
import { linkProblemText } from '../gradeWords.ts';
import { shown } from '../shown.ts';

const HEADER = [
  'file',
  'name',
  'algorithm',
  'puzzle',
  'steps',
  'right',
  'gradeable',
  'score',
  'mistakes',
  'seconds',
  'verdict',
];

export const gradeCommand = defineCommand({
  name: 'grade',
  summary: "Replay learners' result files against the model run of an assignment and print their scores as CSV.",
  synopsis: 'grade FILE... --assignment LINK',
  positionals: ['FILE'],
  repeatsLast: true,
  readsPositionals: true,
  options: {
    assignment: {
      kind: 'value',
      placeholder: 'LINK',
      help: 'The assignment link the learners opened (the address with ex=…, or its query).',
      parse: assignmentLink,
      default: undefined as Assignment | undefined,
    },
  },
  notes: [
    'Each FILE is a result a learner downloaded from Be the solver. Its moves are made again, one by one, on the\n' +
      "assignment's puzzle (the link's own, or the one the file's seed makes, which must be in the link's range):\n" +
      'each must get the verdict the file says, and the mistakes and the score must be the ones the moves make.\n' +
      'A file that disagrees is refused, named with the line and the field: FILE:LINE: field why.',
    'One CSV row per file, in the order given, refused files too. score is right over gradeable; empty before any\n' +
      'step. The name and the seconds are as the file says: nothing can check them.',
    'Exit codes: 0 every file accepted; 1 at least one refused (or unreadable); 2 usage error.',
  ],
  async run({ options, positionals }, io) {
    const assignment = options.assignment;
    if (!assignment) throw new UsageError('grade needs --assignment LINK');
    io.stdout.write(csvLine(HEADER));
    let refused = 0;
    for (const path of positionals) {
      const graded = await gradeFile(path, io, assignment);
      if (graded.ok) {
        io.stdout.write(csvLine(row(path, graded.result, graded.run)));
        continue;
      }
      refused++;
      const where = graded.line === undefined ? path : `${path}:${graded.line}`;
      io.stderr.write(`${shown(where)}: refused: ${shown(graded.why)}\n`);
      const blank = HEADER.slice(2, -1).map(() => '');
      const line = graded.line === undefined ? '' : `line ${graded.line}: `;
      io.stdout.write(csvLine([path, graded.name ?? '', ...blank, `refused: ${line}${graded.why}`]));
    }
    return refused > 0 ? EXIT_BAD_INPUT : EXIT_OK;
  },
});

function assignmentLink(raw: string, option: string): Assignment {
  const a = readAssignment(raw);
  if ('problem' in a) throw new UsageError(`${option}: ${linkProblemText(a)}`);
  return a;
}

function row(path: string, r: ExerciseResult, run: ExerciseRun): (string | number)[] {
  const seed = r.recipe?.split('.').at(-1);
  const score = run.graded > 0 ? `${Math.round((100 * run.right) / run.graded)}%` : '';
  return [
    path,
    r.name ?? '',
    run.rules.chooses === defaultOrder(run) ? r.algorithm : `${r.algorithm}/${r.variableOrder}`,
    seed !== undefined ? `seed ${seed}` : r.puzzle,
    run.steps,
    run.right,
    run.graded,
    score,
    run.mistakes.length,
    r.seconds,
    verdict(run),
  ];
}

const defaultOrder = (run: ExerciseRun) => (run.rules.algo === 'mrv' ? 'mrv' : 'first');

function verdict(run: ExerciseRun): string {
  const done = `${run.graded} of ${run.steps} steps`;
  if (run.shown) return `accepted: Show me after ${done}`;
  if (run.graded < run.steps && run.next() !== 'end') return `accepted: unfinished, ${done}`;
  return 'accepted';
}
