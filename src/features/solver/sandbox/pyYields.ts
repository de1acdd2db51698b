/**
 * The Python runner's `ast` rewrite: each `yield` carries its line (`| L << 32`), and `yield from` hands the driver a
 * delegation when the driver resumed it, so an event costs one resume at any depth, as trampoline.ts does.
 */
export const PY_YIELDS = `
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

`;
