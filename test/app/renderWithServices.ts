import { render } from '@testing-library/svelte';
import type { Component } from 'svelte';
import type { BoardSolvers, RunWords } from '../../src/app/context.ts';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import type { ViewState } from '../../src/app/viewState.svelte.ts';
import WithServices from './WithServices.svelte';

/** The services a component test provides: a fake stands in for each real one it names. */
export interface TestServices {
  session?: unknown;
  view?: unknown;
  solvers?: BoardSolvers;
  words?: RunWords;
}

/** Mounts a component under the app's context, as App would, with the given services and props. */
export function renderWithServices(component: unknown, services: TestServices, props: Record<string, unknown> = {}) {
  return render(WithServices, {
    props: {
      session: services.session as Session | undefined,
      view: services.view as ViewState | undefined,
      solvers: services.solvers,
      words: services.words,
      component: component as Component<Record<string, unknown>>,
      props,
    },
  });
}
