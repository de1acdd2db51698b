import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** Moves the "this line yielded the current event" mark to the line starting at a position, or clears it. */
export const yieldedLine = StateEffect.define<number | null>({
  map: (pos, change) => (pos === null ? null : change.mapPos(pos)),
});

// The attribute names the line (1-based), for tests and tools that read the page, whichever lines are drawn.
const mark = (line: number) => Decoration.line({ class: 'cm-yielded', attributes: { 'data-yielded': String(line) } });

/** The yielded-line mark: it follows edits and moves only when told. */
export const yieldedLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(set, tr) {
    let next = set.map(tr.changes);
    for (const e of tr.effects) {
      if (e.is(yieldedLine))
        next =
          e.value === null
            ? Decoration.none
            : Decoration.set([mark(tr.state.doc.lineAt(e.value).number).range(e.value)]);
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});
