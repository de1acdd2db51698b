/**
 * "Consumed bare" for a Python solver: its generator run to the end, counting
 * what it yields, no checks, no transfer. Python source for Pyodide and CPython alike; it needs the
 * harness (pyHarness.ts) defined first. One copy for every bench that measures it.
 * - `bare`: the code as written, its `yield from` native (every event resumes every level);
 * - `bare_driven`: the code as the runner compiles it (tagged, `yield from` handed to the runner's
 *   stack) and drained by the runner's `fill`, with no checker and nothing handed to JavaScript.
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


def bare_driven(source, cells, box):
    run = _Run(source, list(cells), box, 8192)
    n = 0
    while not run.done and run.error is None:
        n += run.fill(8192)
    if run.error is not None:
        raise RuntimeError(run.error)
    return n
`;
