import fcJs from './api/templates/fc.js?raw';
import fcPy from './api/templates/fc.py?raw';
import mrvJs from './api/templates/mrv.js?raw';
import mrvPy from './api/templates/mrv.py?raw';
import naiveJs from './api/templates/naive.js?raw';
import naivePy from './api/templates/naive.py?raw';
import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { m } from '../../app/i18n/messages.ts';

/** The templates to start from, which reproduce the built-in counts exactly. */
export type TemplateId = 'naive' | 'mrv' | 'fc';

export const TEMPLATE_IDS: readonly TemplateId[] = ['naive', 'mrv', 'fc'];

const NAMES: Record<TemplateId, () => string> = {
  naive: m.solver_template_naive,
  mrv: m.solver_template_mrv,
  fc: m.solver_template_fc,
};

export const templateName = (id: TemplateId): string => NAMES[id]();

const TEMPLATES: Record<SolverLanguage, Record<TemplateId, string>> = {
  python: { naive: naivePy, mrv: mrvPy, fc: fcPy },
  javascript: { naive: naiveJs, mrv: mrvJs, fc: fcJs },
};

export function templateCode(language: SolverLanguage, id: TemplateId): string {
  return TEMPLATES[language][id];
}

/** The languages a learner's solver may be written in, by the names they go by in every language. */
export const LANGUAGES: readonly { id: SolverLanguage; name: string }[] = [
  { id: 'python', name: 'Python' },
  { id: 'javascript', name: 'JavaScript' },
];
