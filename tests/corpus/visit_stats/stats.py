"""Per-isolate counters (module state with `global`), as a Python developer keeps them."""

hits = 0
by_path: dict[str, int] = {}


def record(path: str) -> int:
    global hits
    hits += 1
    by_path[path] = by_path.get(path, 0) + 1
    return hits


def top(n: int) -> list[tuple[str, int]]:
    return sorted(by_path.items(), key=lambda item: (-item[1], item[0]))[:n]
