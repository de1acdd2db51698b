import { ExerciseRun } from '../features/exercise/grading/index.ts';
import { type Assignment, assignmentProblem } from '../features/exercise/assignment.ts';
import type { ExerciseResult } from '../features/exercise/exerciseResult.ts';
import { readResult } from '../features/exercise/readResult.ts';
import { ResultReplay } from '../features/exercise/replayResult.ts';
import type { ResultProblem } from '../features/exercise/resultProblem.ts';
import { describeFsError } from './fsErrors.ts';
import { resultProblemText } from './gradeWords.ts';
import type { Io } from './io.ts';
import { JsonSyntaxError, readJsonWithLines } from './jsonLines.ts';
import { PulledModel } from './pulledModel.ts';

/** A result of 999 steps, each tried a dozen times in undo mode, is about 3 MB written as the page writes it. */
export const MAX_RESULT_BYTES = 8 * 1024 * 1024;

/** A file's grade, or why it was refused: where (a line of the file, when one is to blame) and why. */
export type Graded =
  { ok: true; result: ExerciseResult; run: ExerciseRun } | { ok: false; name?: string; line?: number; why: string };

/** Reads a result file and replays its moves against the model run of the assignment's puzzle. */
export async function gradeFile(path: string, io: Io, assignment: Assignment): Promise<Graded> {
  let text: string;
  try {
    const read = await readBounded(path, io);
    if (read === null) return { ok: false, why: `larger than ${MAX_RESULT_BYTES / 1024 / 1024} MB: not a result file` };
    text = read;
  } catch (e) {
    return { ok: false, why: `cannot read: ${describeFsError(e)}` };
  }
  let json;
  try {
    json = readJsonWithLines(text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    return { ok: false, line: e.line, why: `not JSON (column ${e.column}: ${e.message})` };
  }
  const name = nameOf(json.value);
  const refuse = (p: ResultProblem): Graded => ({
    ok: false,
    name,
    line: json.lineOf(p.path),
    why: resultProblemText(p),
  });
  const read = readResult(json.value);
  if ('problem' in read) return refuse(read.problem);
  const { result, grid } = read;
  const mismatch = assignmentProblem(result, grid, assignment);
  if (mismatch) return refuse(mismatch);
  const { rules, settings } = assignment;
  const model = new PulledModel(grid, rules.algo, rules.algo === 'naive' ? undefined : rules.chooses);
  const replay = new ResultReplay(result, new ExerciseRun(model, grid, rules, settings.mode, settings.steps));
  for (;;) {
    const outcome = replay.advance();
    if (outcome === 'done') {
      // Whether an attempt short of its steps is unfinished or met the model's end needs the next event.
      while (replay.run.next() === 'pending') model.pull();
      return { ok: true, result, run: replay.run };
    }
    if (outcome !== 'pending') return refuse(outcome);
    model.pull();
  }
}

/** The file's text, or null past the bound; read as it streams, so a huge file costs no more than the bound. */
async function readBounded(path: string, io: Io): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of io.openInput(path)) {
    size += chunk.length;
    if (size > MAX_RESULT_BYTES) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) bytes.set(c, (at += c.length) - c.length);
  // The page writes UTF-8; a byte-order mark is dropped by the decoder.
  return new TextDecoder('utf-8').decode(bytes);
}

function nameOf(json: unknown): string | undefined {
  const name = (json as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name.slice(0, 100) : undefined;
}
