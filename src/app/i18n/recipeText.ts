import type { Grade, Symmetry } from '../../core/generate/index.ts';
import { m } from './messages.ts';

/* A generator recipe's grade and symmetry in the page's language (the generator dialog and the lab). */

const GRADE_NAMES: Record<Grade, () => string> = {
  easy: m.gen_grade_easy,
  medium: m.gen_grade_medium,
  hard: m.gen_grade_hard,
  expert: m.gen_grade_expert,
};
const SYMMETRY_NAMES: Record<Symmetry, () => string> = {
  none: m.gen_sym_none,
  rotational: m.gen_sym_rotational,
  mirror: m.gen_sym_mirror,
};

export const gradeName = (g: Grade): string => GRADE_NAMES[g]();
export const symmetryName = (s: Symmetry): string => SYMMETRY_NAMES[s]();
