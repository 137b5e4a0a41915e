"""Disk usage of each pool member, summarised."""

from pool import Member


def used_kib(df_output: str) -> int:
    lines = df_output.splitlines()
    if len(lines) < 2:
        return 0
    fields = lines[-1].split()
    return int(fields[2]) if len(fields) > 2 and fields[2].isdigit() else 0


def summarise(members: list[Member], usage: list[int]) -> str:
    rows = sorted(zip(members, usage), key=lambda row: row[1] * row[0].weight, reverse=True)
    total = sum(usage)
    out = [f"{str(m):<12}{kib:>8,} KiB" for m, kib in rows]
    out.append(f"{'total':<12}{total:>8,} KiB")
    return "\n".join(out)
