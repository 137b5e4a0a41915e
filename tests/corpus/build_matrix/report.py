"""The matrix as a text table: slowest first, columns as wide as their longest cell."""

from .matrix import Outcome


def render(outcomes: list[Outcome]) -> str:
    ordered = sorted(outcomes, key=lambda o: (not o.passed, -o.seconds))
    width = max([len(o.target.runtime) for o in ordered] + [len("runtime")])
    lines = [f"{'#':>2} {'runtime':<{width}} {'exit':>4} {'time':>7}"]
    for number, outcome in enumerate(ordered, start=1):
        mark = "ok" if outcome.passed else "FAIL"
        lines.append(
            f"{number:>2} {outcome.target.runtime:<{width}} {outcome.exit_code:>4} {outcome.seconds:>6.2f}s {mark}"
            + (f" ({outcome.note})" if outcome.note else "")
        )
    for outcome in ordered:
        if not outcome.passed:
            lines.append(f"first failure: {outcome.target.runtime}")
            break
    else:
        lines.append("all passed")
    return "\n".join(lines) + "\n"
