import type { Session } from './app/session/Session.svelte.ts';
import type { ViewState } from './app/viewState.svelte.ts';
import { m } from './app/i18n/messages.ts';
import type { GeneratorForm } from './features/generator/GeneratorForm.svelte.ts';
import { regenerateFromLink } from './features/generator/regenerateFromLink.ts';
import { GeneratorClient } from './run/clients/generatorClient.ts';
import { createGenerateWorker } from './workers/createGenerateWorker.ts';
import { generatePart } from './lazyParts.ts';

/** The "New puzzle" dialog and a link's recipe, on one generator worker. */
export class NewPuzzle {
  /** The dialog's form, made afresh (from the current recipe) each time it opens; null while closed. */
  form = $state<GeneratorForm | null>(null);
  private readonly generator = new GeneratorClient(createGenerateWorker);

  constructor(
    private readonly session: Session,
    private readonly view: ViewState,
  ) {
    void regenerateFromLink(session, this.generator);
  }

  /** Opens or closes the dialog; its code loads the first time it opens (lazyParts.ts). */
  toggle(): void {
    if (this.form) this.form = null;
    else
      generatePart.load().then(
        ({ GeneratorForm }) =>
          (this.form = new GeneratorForm(
            this.generator,
            (g, recipe) => {
              this.view.editing = false;
              this.form = null;
              this.session.setPuzzle(g, recipe);
            },
            this.session.generated,
          )),
        () => (this.session.message = () => m.part_failed()),
      );
  }

  destroy(): void {
    this.generator.destroy();
  }
}
