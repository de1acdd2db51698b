import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Literal, isPhrase, svelteLiterals, tsLiterals } from './literalText.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where user-visible text is made: every component, the UI's and the drawings' modules, the player's
 * modules that word messages for the page, and the start script. The generated messages are not ours.
 */
const SCANNED = [
  'src/**/*.svelte',
  'src/*.ts',
  'src/app/**/*.ts',
  'src/draw/**/*.ts',
  'src/run/**/*.ts',
  'src/features/**/*.ts',
].map((g) => `:(glob)${g}`);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...SCANNED], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts') && !f.startsWith('src/cli/') && !f.startsWith('src/app/i18n/paraglide/'))
  // What was engine and worker code before the features had folders: it still speaks English for the CLI.
  .filter((f) => !/^src\/features\/(solver\/api|solver\/sandbox|predict\/questions)\//.test(f));

/** Literal text that stays as it is, each with its reason. */
const ALLOWED: { file: string; text: string; why: string }[] = [
  { file: 'src/app/header/AppHeader.svelte', text: 'stepdoku', why: "the tool's name, the same in every language" },
  { file: 'src/features/explain/PresentationBar.svelte', text: 'stepdoku', why: "the tool's name" },
  { file: 'src/features/clip/ClipPanel.svelte', text: 'GIF', why: 'a file format, as Chinese pages name it' },
  {
    file: 'src/features/explain/PseudocodePanel.svelte',
    text: 'Python',
    why: "a language's name, as Chinese tutorials write it",
  },
  { file: 'src/draw/text.ts', text: 'system-ui', why: 'a CSS font list' },
  {
    file: 'src/app/runLabel.ts',
    text: 'Dancing Links',
    why: 'the algorithm’s name, kept beside 舞蹈链 as Chinese texts do',
  },
  {
    file: 'src/features/explain/export/comparisonCsv.ts',
    text: 'Your solver',
    why: "a CSV is data in English, as the algorithms' names in it",
  },
  { file: 'src/main.ts', text: 'index.html has no #app element', why: 'a build error for developers, never on a page' },
  {
    file: 'src/app/i18n/locale.svelte.ts',
    text: 'messages are not loaded',
    why: 'a message read before its language loaded: a bug if shown, and no language to say it in',
  },
  {
    file: 'src/app/i18n/messages.ts',
    text: 'No message',
    why: 'a key missing from a compiled language: svelte-check catches it first, a bug if shown',
  },
  { file: 'src/run/timeline/chunkIndex.ts', text: 'chunk', why: "an invariant's error, a bug if shown" },
  {
    file: 'src/run/timeline/chunkStore.ts',
    text: 'capacity must be',
    why: "an invariant's error, a bug if shown",
  },
  {
    file: 'src/features/explain/pseudocode.ts',
    text: '',
    why: 'English lines that key the lighting; i18n/pseudocodeText.ts words each per language (its test checks all)',
  },
  {
    file: 'src/features/explain/minConflictsPseudocode.ts',
    text: '',
    why: 'English lines that key the lighting; i18n/pseudocodeText.ts words each per language (its test checks all)',
  },
  { file: 'src/features/lab/svgToPng.ts', text: 'PNG', why: 'an Error the Lab words itself (LabExport) by its cause' },
  {
    file: 'src/features/lab/draw/scatter.ts',
    text: '',
    why: "the CLI's plot words (`stepdoku stats --svg`, English as the CLI is); the lab passes its own (labWords.ts)",
  },
  {
    file: 'src/features/lab/draw/ecdf.ts',
    text: '',
    why: "the plot's English words, as the CLI's; the lab passes its own (labWords.ts)",
  },
  { file: 'src/features/lab/LabExport.svelte', text: 'SVG', why: 'a file format, as Chinese pages name it' },
  { file: 'src/features/lab/LabExport.svelte', text: 'PNG', why: 'a file format, as Chinese pages name it' },
  { file: 'src/features/embed/EmbedView.svelte', text: 'stepdoku', why: "the tool's name, on the embed's link to it" },
  { file: 'src/features/lab/LabHeader.svelte', text: 'stepdoku', why: "the tool's name" },
  { file: 'src/features/lab/labPlots.ts', text: 'stepdoku', why: "the exported plots' file names" },
  {
    file: 'src/app/session/Session.svelte.ts',
    text: 'no board',
    why: "an invariant's error (a caller's bug), never shown",
  },
  {
    file: 'src/features/lab/dataSets.ts',
    text: 'no answer',
    why: "an Error's text for the console; the Lab words DataSetUnavailable by its set and status",
  },
  { file: 'src/app/boardInView.ts', text: '.controls .row', why: 'a CSS selector' },
  { file: 'src/features/solver/boardAndCode.ts', text: '.code-area', why: 'a CSS selector' },
  { file: 'src/features/explain/NarrationLog.svelte', text: '--log-min', why: 'a CSS custom property' },
  { file: 'src/app/keepBoards.ts', text: '--under-height', why: 'a CSS custom property' },
  { file: 'src/app/keepBoards.ts', text: '--board-keep', why: 'a CSS custom property' },
  { file: 'src/app/keepBoards.ts', text: '[data-under-boards]', why: 'a CSS selector' },
  { file: 'src/app/keepBoards.ts', text: '.board-box', why: 'a CSS selector' },
  {
    file: 'src/features/explain/pythonCode.ts',
    text: 'two lines yield',
    why: 'an invariant of the shipped Python templates, checked by a test: a bug if shown',
  },
];

/** Files not converted yet: each one left here is a list of English the Chinese page still shows. The list only shrinks. */
const PENDING = new Set<string>([]);

const literalsOf = (file: string): Literal[] =>
  (file.endsWith('.svelte') ? svelteLiterals : tsLiterals)(`${ROOT}${file}`).map((l) => ({ ...l, file }));

const allowed = (l: Literal) => ALLOWED.some((a) => a.file === l.file && l.text.includes(a.text));

describe('user-visible text', () => {
  it('is never written into a component or UI module: it comes from the message files', () => {
    const found = files
      .filter((f) => !PENDING.has(f))
      .flatMap(literalsOf)
      .filter((l) => !allowed(l))
      .map((l) => `${l.file}:${l.line}: ${l.text}`);
    expect(found).toEqual([]);
  });

  it('lists as pending only files that still hold literal text', () => {
    const done = [...PENDING].filter((f) => literalsOf(f).filter((l) => !allowed(l)).length === 0);
    expect(done).toEqual([]);
  });

  it('is told apart from code: phrases and Chinese count, names, CSS and markup do not', () => {
    for (const text of ['Back to the player', '{0}: try {0} — it fits', '行', 'Edit or paste…'])
      expect(isPhrase(text), text).toBe(true);
    for (const text of [
      'naive',
      'en-US',
      '600 14px system-ui, sans-serif',
      'video/webm;codecs=vp9',
      '<rect width="',
      '5rem repeat(2, minmax(6rem, 1fr)) 4.5rem',
    ])
      expect(isPhrase(text), text).toBe(false);
  });
});
