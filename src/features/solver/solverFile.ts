import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { m } from '../../app/i18n/messages.ts';
import { textOf } from '../../core/textEncoding.ts';

/** The largest solver file the editor opens: far past any solver, short of freezing the editor. */
const MAX_SOLVER_FILE = 200_000;

function languageOfFile(name: string): SolverLanguage | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'py' ? 'python' : ext === 'js' || ext === 'mjs' ? 'javascript' : null;
}

/** A dropped or picked file as code, or why it cannot be opened, in words. */
export async function readSolverFile(
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
): Promise<{ language: SolverLanguage; code: string } | { problem: string }> {
  const language = languageOfFile(file.name);
  if (!language) return { problem: m.solver_file_not_code({ file: file.name }) };
  if (file.size > MAX_SOLVER_FILE) return { problem: m.solver_file_too_big({ file: file.name }) };
  const code = await textOf(file);
  if (code.includes('\u0000')) return { problem: m.solver_file_not_text({ file: file.name }) };
  return { language, code };
}
