import mrvJs from './api/templates/mrv.js?raw';
import mrvPy from './api/templates/mrv.py?raw';
import naiveJs from './api/templates/naive.js?raw';
import naivePy from './api/templates/naive.py?raw';
import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { m } from '../../app/i18n/messages.ts';

/** The templates to start from, which reproduce the built-in counts exactly. */
export type TemplateId = 'naive' | 'mrv';

export const TEMPLATE_IDS: readonly TemplateId[] = ['naive', 'mrv'];

export const templateName = (id: TemplateId): string =>
  id === 'naive' ? m.solver_template_naive() : m.solver_template_mrv();

const TEMPLATES: Record<SolverLanguage, Record<TemplateId, string>> = {
  python: { naive: naivePy, mrv: mrvPy },
  javascript: { naive: naiveJs, mrv: mrvJs },
};

export function templateCode(language: SolverLanguage, id: TemplateId): string {
  return TEMPLATES[language][id];
}

/** The languages a learner's solver may be written in, by the names they go by in every language. */
export const LANGUAGES: readonly { id: SolverLanguage; name: string }[] = [
  { id: 'python', name: 'Python' },
  { id: 'javascript', name: 'JavaScript' },
];
