import type { ImportEdge } from './imports.ts';

/** The shared layers from the bottom up (docs/architecture.md): each may import itself and those below. */
const SHARED = ['src/core', 'src/draw', 'src/workers', 'src/run', 'src/app'];
const FEATURES = 'src/features';
const CLI = 'src/cli';
/** The files directly in src/ compose the features into the page. */
const ROOT = /^src\/[^/]+$/;
/** What the CLI may use besides itself: the pure layers and the non-Svelte files of three features. */
const CLI_MAY = ['src/core', 'src/workers', 'src/draw'];
const CLI_FEATURES = ['src/features/solver', 'src/features/lab', 'src/features/exercise'];
/** The English messages the CLI prints, the same the page shows. */
const CLI_WORDS = [
  'src/app/i18n/englishFailureWords.ts',
  'src/app/i18n/englishIssueWords.ts',
  'src/app/i18n/failureWords.ts',
  'src/app/i18n/issueWords.ts',
  'src/app/i18n/paraglide/messages/en.js',
];

/** Where a file lives: a shared layer, `src/features/<name>`, the CLI, a root, or null. */
export function placeOf(file: string): string | null {
  if (ROOT.test(file)) return 'root';
  // Documents the page links to are assets, not code.
  if (file.startsWith('docs/')) return 'docs';
  if (file.startsWith(CLI + '/')) return CLI;
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return `${FEATURES}/${feature[1]}`;
  return SHARED.find((l) => file.startsWith(l + '/')) ?? null;
}

export function allowed(e: ImportEdge): boolean {
  const from = placeOf(e.from);
  if (e.to === 'package.json') return from === CLI;
  // The core is pure: no package at all, so it runs unchanged in Node, a worker and the page.
  if (e.to === null) return from !== 'src/core';
  const to = placeOf(e.to);
  if (from === null || to === null) return false;
  if (to === 'docs') return true;
  if (from === 'root') return to !== CLI;
  if (from === CLI) {
    if (to === CLI || CLI_MAY.includes(to) || CLI_WORDS.includes(e.to)) return true;
    return CLI_FEATURES.includes(to) && !e.to.endsWith('.svelte');
  }
  if (to === CLI || to === 'root') return false;
  if (from.startsWith(FEATURES + '/')) return to === from || SHARED.includes(to);
  if (to.startsWith(FEATURES + '/')) return false;
  return SHARED.indexOf(to) <= SHARED.indexOf(from);
}
