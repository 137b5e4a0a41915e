"""A per-isolate budget of jobs: module state, as a Python developer keeps a counter."""

BUDGET = 3
started = 0


def take() -> bool:
    global started
    if started >= BUDGET:
        return False
    started += 1
    return True


def remaining() -> int:
    return BUDGET - started
