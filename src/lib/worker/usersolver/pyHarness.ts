import { MAX_BAD_CALLS, SHOWN_CHARS } from '../../engine/usersolver/badCall.ts';

/**
 * The Python half of the Python runner, run once in Pyodide. It compiles the learner's code, gives it
 * the event helpers, and drives the generator in batches: raw words (rawWords.ts, the same encoding
 * as jsApi.ts) go into an `array('Q')` that JavaScript copies once per batch, so the per-event cost
 * stays in Python. Each slot holds the word in its low 32 bits and the line that yielded it in the
 * high ones: the code is compiled from an `ast` in which every `yield` is tagged with its line
 * (`yield check(...)` becomes `yield check(...) | L << 32`, an integer or; any other `yield e` goes
 * through `_sd_tag`). Errors carry the line of the innermost frame in the learner's code. `line_at`
 * (a second run) is left for callers that want one line.
 *
 * Recursion runs without nested resumes, as in JavaScript (trampoline.ts): `yield from e` is compiled
 * as `yield from _sd_from(e, L)`. When the generator running it is the one the driver resumes (its
 * frame is `_sd_top[0]`), `_sd_from` returns a one-shot generator, `_sd_hop`, that yields a
 * `_Delegation`: the driver pushes the child on its own stack and resumes it directly, one resume per
 * event at any depth; the child's return value or exception comes back through `_sd_hop` as the value
 * of the `yield from` or an exception raised there. Otherwise (the learner's own loop drives that
 * generator) it returns `e`, and the `yield from` stays native.
 */
export const PY_SOURCE_NAME = 'your_solver.py';

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


_SHOWN = ${SHOWN_CHARS}
_MAX_BAD = ${MAX_BAD_CALLS}


def _show(v):
    # Cut before repr: an argument of 256 MB must not be copied to be shown.
    if isinstance(v, str) and len(v) > _SHOWN:
        return repr(v[:_SHOWN]) + "…"
    if v is None or isinstance(v, (bool, int, float, str)):
        try:
            r = repr(v)
        except ValueError:
            return type(v).__name__
        return r if len(r) <= _SHOWN else r[:_SHOWN] + "…"
    return type(v).__name__


def _keep(bad, record):
    """Its index in the list; past the cap the last slot is reused, so calls without end do not fill memory."""
    if len(bad) < _MAX_BAD:
        bad.append(record)
    else:
        bad[-1] = record
    return len(bad) - 1


def _bad(call, problem, shown, bound):
    """What was wrong, in the shape of badCall.ts (JavaScript words the sentence from it)."""
    return {"call": call, "problem": problem, "shown": shown, "bound": bound, "lang": "py"}


def _api(size, bad):
    def reject(name, args, problem):
        what, shown, bound = problem
        return _BAD | _keep(bad, _bad(name + "(" + ", ".join(_show(a) for a in args) + ")", what, shown, bound))

    def whole(v, lo, hi):
        return type(v) is int and lo <= v <= hi

    # A wrong argument: which one, its value as shown ("" for one missing), the largest value allowed (0: none).
    def cell_problem(r, c):
        if not whole(r, 0, size - 1):
            return ("row", _show(r), size - 1)
        if not whole(c, 0, size - 1):
            return ("column", _show(c), size - 1)
        return None

    def digit_problem(d):
        return ("digit", _show(d), size)

    # The fast path trusts the comparisons and lets a float or a string fail on the shifts below.
    def check(r, c, d, ok=None):
        try:
            if 0 <= r < size and 0 <= c < size and 0 < d <= size and ok is not None:
                return (_MARK if ok else _MARK | 1) | (r * size + c) << 3 | (d - 1) << 11
        except TypeError:
            pass
        why = cell_problem(r, c) or (digit_problem(d) if not whole(d, 1, size) else ("verdict", "", 0))
        return reject("check", (r, c, d) if ok is None else (r, c, d, ok), why)

    def place(r, c, d):
        try:
            if 0 <= r < size and 0 <= c < size and 0 < d <= size:
                return _MARK | 2 | (r * size + c) << 3 | (d - 1) << 11
        except TypeError:
            pass
        return reject("place", (r, c, d), cell_problem(r, c) or digit_problem(d))

    def backtrack(r, c):
        try:
            if 0 <= r < size and 0 <= c < size:
                return _MARK | 3 | (r * size + c) << 3
        except TypeError:
            pass
        return reject("backtrack", (r, c), cell_problem(r, c))

    def select(r, c, k):
        try:
            if 0 <= r < size and 0 <= c < size and 0 <= k <= size:
                return _MARK | 4 | (r * size + c) << 3 | k << 15
        except TypeError:
            pass
        return reject("select", (r, c, k), cell_problem(r, c) or ("count", _show(k), size))

    def solution():
        return _MARK | 5

    return {"check": check, "place": place, "backtrack": backtrack, "select": select, "solution": solution}


_HELPERS = ("check", "place", "backtrack", "select", "solution")


class _NotEvent:
    """A yielded value no helper made, with the line of its yield."""
    __slots__ = ("value", "line")

    def __init__(self, value, line):
        self.value, self.line = value, line


def _sd_tag(value, line):
    if type(value) is int and 0 <= value < 4294967296:
        return value | line << 32
    # An event a loop of the learner's got from another generator, already tagged there: it takes
    # the line of this yield, as in JavaScript, where the last yield writes the line.
    if type(value) is int and value & _MARK and 0 <= value >> 32 <= 65535:
        return value & 0xFFFFFFFF | line << 32
    return _NotEvent(value, line)


_GEN = types.GeneratorType
# Deeper than this, a yield from raises RecursionError at its line, as runaway recursion does natively.
_MAX_DEPTH = 100000
# The frame of the generator the driver resumes (None while it resumes something else).
_sd_top = [None]


class _Delegation:
    """A yield from handed to the driver: the child to run, then how it ended."""
    __slots__ = ("it", "line", "value", "error", "too_deep")

    def __init__(self, it, line):
        self.it, self.line, self.value, self.error, self.too_deep = it, line, None, None, False


def _sd_hop(d):
    yield d
    if d.too_deep:
        raise RecursionError("maximum recursion depth exceeded")
    if d.error is not None:
        raise d.error
    return d.value


def _sd_from(iterable, line):
    if sys._getframe(1) is not _sd_top[0]:
        return iterable
    return _sd_hop(_Delegation(iter(iterable), line))


def _sd_run(it, d):
    """Runs an iterator for the driver and keeps its return value for the parent's yield from."""
    d.value = yield from it


def _sd_lined(it, line):
    """The values of an iterator that is not one of the learner's generators, tagged with the line of its yield from."""
    while True:
        try:
            v = next(it)
        except StopIteration as e:
            return e.value
        yield _sd_tag(v, line)


class _Tagger(ast.NodeTransformer):
    def visit_Yield(self, node):
        self.generic_visit(node)
        line = min(node.lineno, 65535)
        value = node.value if node.value is not None else ast.Constant(None)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in _HELPERS:
            tagged = ast.BinOp(value, ast.BitOr(), ast.Constant(line << 32))
        else:
            tagged = ast.Call(ast.Name("_sd_tag", ast.Load()), [value, ast.Constant(line)], [])
        node.value = ast.copy_location(tagged, node)
        return ast.fix_missing_locations(node)

    def visit_YieldFrom(self, node):
        self.generic_visit(node)
        line = min(node.lineno, 65535)
        call = ast.Call(ast.Name("_sd_from", ast.Load()), [node.value, ast.Constant(line)], [])
        node.value = ast.copy_location(call, node.value)
        return ast.fix_missing_locations(node)


def _compile(source):
    return compile(_Tagger().visit(ast.parse(source, _FILE)), _FILE, "exec")


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
