// Paraglide's compiler options, read by both `paraglide-js compile` (npm run i18n) and the Vite plugin,
// so the messages compile the same way for svelte-check, dev, build and tests (docs/i18n.md).
import { defineConfig } from '@inlang/paraglide-js';

export default defineConfig({
  outdir: './src/app/i18n/paraglide',
  // The app sets the locale itself (src/app/i18n/locale.svelte.ts): no cookie, no reload.
  strategy: ['globalVariable', 'baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  // One module per language, loaded one at a time (docs/i18n.md); scripts/compileMessages.js passes it
  // as a flag too, since the command line reads this option only from there.
  outputStructure: 'locale-modules',
});
