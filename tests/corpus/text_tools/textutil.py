"""Text helpers for command output."""


def word_counts(text: str) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for line in text.splitlines():
        for word in line.lower().split():
            word = word.strip(".,;:!?\"'()")
            if word:
                counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def table(rows: list[tuple[str, int]], total: int) -> str:
    width = max([len(word) for word, _ in rows] + [4])
    lines = [f"{'word':<{width}} {'n':>4} {'share':>6}"]
    for word, n in rows:
        lines.append(f"{word:<{width}} {n:>4} {n / total:>6.1%}")
    return "\n".join(lines)


def split_path(path: str) -> tuple[str, str]:
    folder, _, name = path.rpartition("/")
    stem = name.rsplit(".", 1)[0]
    return folder or "/", stem
