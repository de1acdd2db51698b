import { afterEach, describe, expect, it } from 'vitest';
import { ViewState } from '../../src/app/viewState.svelte.ts';

afterEach(() => localStorage.clear());

describe('ViewState’s code view', () => {
  it('starts on the pseudocode, remembers the reader’s choice, and a link’s choice wins over it', () => {
    expect(new ViewState().code).toBe('pseudocode');
    new ViewState().setCode('python');
    expect(new ViewState().code).toBe('python');
    expect(new ViewState({ code: 'pseudocode' }).code).toBe('pseudocode');
    const view = new ViewState();
    view.toggleCode();
    expect(view.code).toBe('pseudocode');
    expect(new ViewState().code).toBe('pseudocode');
  });
});
