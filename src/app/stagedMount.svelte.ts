import { onMount } from 'svelte';

/**
 * Counts up to `stages` after the first paint, one task per stage, so that parts shown by stage
 * mount apart from the boards: in one task with them they delayed the first paint (docs/benchmarks.md).
 */
export function stagedMount(stages: number): { readonly stage: number } {
  let stage = $state(0);
  onMount(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      stage++;
      if (stage < stages) timer = setTimeout(next);
    };
    const frame = requestAnimationFrame(() => (timer = setTimeout(next)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });
  return {
    get stage() {
      return stage;
    },
  };
}
