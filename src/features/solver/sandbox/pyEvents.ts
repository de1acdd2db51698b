import { MAX_BAD_CALLS, SHOWN_CHARS } from '../api/badCall.ts';

/** The Python runner's event helpers, returning raw words as jsApi's do, so the per-event cost stays in Python. */
export const PY_EVENTS = `
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

    def eliminate(r, c, d):
        try:
            if 0 <= r < size and 0 <= c < size and 0 < d <= size:
                return _MARK | 6 | (r * size + c) << 3 | (d - 1) << 11
        except TypeError:
            pass
        return reject("eliminate", (r, c, d), cell_problem(r, c) or digit_problem(d))

    return {
        "check": check,
        "place": place,
        "backtrack": backtrack,
        "select": select,
        "solution": solution,
        "eliminate": eliminate,
    }


_HELPERS = ("check", "place", "backtrack", "select", "solution", "eliminate")

`;
