/**
 * The board's colours: each event kind has its own strong hue, so kinds read apart at a glance even on a washed-out
 * projector.
 */
export const PALETTE = {
  background: '#ffffff',
  givenCell: '#eef1f6',
  gridThin: '#b8c0cc',
  gridThick: '#1f2937',
  given: '#111827',
  placed: '#1d4ed8',
  check: '#b45309',
  checkTint: 'rgba(245, 158, 11, 0.28)',
  fail: '#dc2626',
  failUnitTint: 'rgba(220, 38, 38, 0.10)',
  failTint: 'rgba(220, 38, 38, 0.22)',
  place: '#15803d',
  placeTint: 'rgba(34, 197, 94, 0.25)',
  backtrack: '#c2410c',
  backtrackTint: 'rgba(249, 115, 22, 0.22)',
  select: '#7c3aed',
  selectTint: 'rgba(124, 58, 237, 0.16)',
  selectUnitTint: 'rgba(124, 58, 237, 0.08)',
  assign: '#0f766e',
  assignTint: 'rgba(20, 184, 166, 0.24)',
  eliminate: '#be123c',
  eliminateTint: 'rgba(244, 63, 94, 0.13)',
  /** MAC's arc under revision. */
  arc: '#0369a1',
  arcTint: 'rgba(14, 165, 233, 0.16)',
  pattern: '#a16207',
  patternTint: 'rgba(234, 179, 8, 0.30)',
  patternUnitTint: 'rgba(234, 179, 8, 0.10)',
  solution: '#16a34a',
  solutionTint: 'rgba(34, 197, 94, 0.14)',
  pencil: '#64748b',
  label: '#475569',
  clash: '#dc2626',
  clashTint: 'rgba(220, 38, 38, 0.18)',
  focus: '#2563eb',
  /** Darker than a failed check, so a broken rule never reads as a plain "no". */
  illegal: '#7f1d1d',
  illegalStripe: 'rgba(153, 27, 27, 0.45)',
} as const;
