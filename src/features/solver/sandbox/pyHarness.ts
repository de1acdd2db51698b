import { PY_EVENTS } from './pyEvents.ts';
import { PY_YIELDS } from './pyYields.ts';

/** The runner's Python half: drives the tagged generator in batches into an `array('Q')` of word | line << 32. */
const PY_SOURCE_NAME = 'your_solver.py';

export const PY_HARNESS = `
import ast
import inspect
import sys
import types
from array import array

_MARK = 1 << 30
_BAD = 1 << 31
_NOT_EVENT = 1 << 29
_FILE = ${JSON.stringify(PY_SOURCE_NAME)}
_codes = {}

${PY_EVENTS}${PY_YIELDS}
def _error(kind, e):
    if isinstance(e, SyntaxError):
        return ("syntax", "SyntaxError: " + str(e.msg), e.lineno or 0)
    line = 0
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == _FILE:
            line = tb.tb_lineno
        tb = tb.tb_next
    text = str(e)
    return (kind, type(e).__name__ + (": " + text if text else ""), line)


class _Run:
    def __init__(self, source, cells, box, batch):
        self.source, self.cells, self.box = source, cells, box
        self.buf = array("Q", bytes(8 * batch))
        self.bad = []
        self.done = False
        self.error = None
        self.gen = None
        size = box * box
        try:
            code = _codes.get(source)
            if code is None:
                code = _codes[source] = _compile(source)
            space = {"__name__": "__solver__", "_sd_tag": _sd_tag, "_sd_from": _sd_from}
            space.update(_api(size, self.bad))
            exec(code, space)
        except BaseException as e:
            self.error = _error("exception", e)
            return
        solve = space.get("solve")
        if not callable(solve):
            self.error = ("setup", "The code defines no function solve: write def solve(board, box): ...", 0, "no-solve")
        elif not inspect.isgeneratorfunction(solve):
            self.error = ("setup", "solve must be a generator: yield its events (yield place(r, c, d) and so on).", 0, "not-generator")
        else:
            board = [list(cells[r * size:(r + 1) * size]) for r in range(size)]
            self.gen = self.top = solve(board, box)
            self.frame = self.gen.gi_frame
            self.cur = _sd_run(self.gen, _Delegation(None, 0))
            # The parents of the top iterator: (its runner, the iterator, the _Delegation that pushed its child).
            self.stack = []

    def fill(self, max_n):
        if self.gen is None or self.done or self.error:
            return 0
        buf, n = self.buf, 0
        _sd_top[0] = self.frame
        while n < max_n:
            # A for loop over the top's runner resumes it inside the interpreter's own loop; a call of
            # __next__ per event costs twice as much in Pyodide.
            try:
                for w in self.cur:
                    try:
                        buf[n] = w
                    except (TypeError, OverflowError):
                        if type(w) is _Delegation:
                            self.push(w)
                            break
                        buf[n] = self.not_event(w)
                    n += 1
                    if n == max_n:
                        break
                else:
                    # The top returned (its runner kept the value for the parent's yield from).
                    if not self.stack:
                        self.done = True
                        break
                    self.pop()
            except BaseException as e:
                if not self.stack:
                    self.error = _error("exception", e)
                    break
                self.pop().error = e
        return n

    def push(self, d):
        it, d.it = d.it, None
        if len(self.stack) + 1 >= _MAX_DEPTH:
            d.too_deep = True
            return
        # Values of a list or a generator expression have no tagged yield: they take the yield from's line.
        if type(it) is not _GEN or it.gi_code.co_name == "<genexpr>":
            it = _sd_lined(it, d.line)
        self.stack.append((self.cur, self.top, d))
        self.cur, self.top = _sd_run(it, d), it
        self.frame = _sd_top[0] = it.gi_frame

    def pop(self):
        self.cur, self.top, d = self.stack.pop()
        self.frame = _sd_top[0] = self.top.gi_frame
        return d

    def not_event(self, w):
        line = 0
        if type(w) is _NotEvent:
            w, line = w.value, w.line
        shown = _show(w) if type(w) is int else type(w).__name__
        return (_BAD | _NOT_EVENT | _keep(self.bad, _bad("", "not-event", shown, 0))) | line << 32

    def line_now(self):
        g = self.top
        while inspect.isgenerator(getattr(g, "gi_yieldfrom", None)):
            g = g.gi_yieldfrom
        return g.gi_frame.f_lineno if g.gi_frame is not None else 0

    def close(self):
        """Closes every generator on the stack, the innermost first (their finally blocks run)."""
        if self.gen is None:
            return
        for it in [self.cur] + [runner for runner, _, _ in reversed(self.stack)]:
            try:
                it.close()
            except BaseException:
                pass
        self.stack = []
        self.gen = None
        if _sd_top[0] is self.frame:
            _sd_top[0] = None


def make_run(source, cells, box, batch):
    return _Run(source, list(cells), box, batch)


def line_at(source, cells, box, index):
    """Runs the solver afresh up to event index and returns the line that yielded it (0: unknown)."""
    run = _Run(source, list(cells), box, 8192)
    left = index
    while left > 0 and not run.done and run.error is None:
        left -= run.fill(min(left, len(run.buf)))
    if left > 0 or run.gen is None or run.done or run.error is not None:
        return 0
    if run.fill(1) != 1:
        return 0
    line = run.buf[0] >> 32 or run.line_now()
    run.close()
    return line
`;
