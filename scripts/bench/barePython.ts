/**
 * "Consumed bare" for a Python solver (issue #12's figure a): its generator run to the end, counting
 * what it yields, no checks, no transfer. Python source for Pyodide and CPython alike; it needs the
 * harness's `_api` and `_FILE` (pyHarness.ts) defined first. One copy for every bench that measures it.
 */
export const BARE_PY = `
def bare(source, cells, box):
    space = {"__name__": "__solver__"}
    space.update(_api(box * box, []))
    exec(compile(source, _FILE, "exec"), space)
    size = box * box
    board = [list(cells[r * size:(r + 1) * size]) for r in range(size)]
    n = 0
    for _ in space["solve"](board, box):
        n += 1
    return n
`;
