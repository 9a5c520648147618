#!/usr/bin/env python3
"""CPU time (user + sys) of commands, the stable companion of hyperfine's wall times.

    cputime.py [--warmup N] [--runs N] [--shell] COMMAND...

Runs every COMMAND `--warmup` times, then `--runs` times each, interleaved (A B A B ...) so that a change in the
machine's load hits every command alike, and prints one line: the median CPU milliseconds of each command, in
order. CPU time is the child's user + system time from wait4(2), its waited-for children included (so a shell
pipeline counts all of its processes). Without --shell a COMMAND is split into words (shlex) and run directly, as
`hyperfine -N` does; with --shell it runs under `sh -c`. Output goes to /dev/null. Exits 1 when a run fails.
"""

import argparse
import os
import shlex
import statistics
import subprocess
import sys


def cpu_ms(argv: list[str]) -> float:
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=null, stderr=null)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"cputime: exit {process.returncode}: {shlex.join(argv)}")
    return (usage.ru_utime + usage.ru_stime) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--shell", action="store_true")
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    argvs = [["sh", "-c", c] if options.shell else shlex.split(c) for c in options.commands]
    for _ in range(options.warmup):
        for argv in argvs:
            cpu_ms(argv)
    samples: list[list[float]] = [[] for _ in argvs]
    for _ in range(options.runs):
        for argv, times in zip(argvs, samples):
            times.append(cpu_ms(argv))
    print(" ".join(f"{statistics.median(times):.3f}" for times in samples))


if __name__ == "__main__":
    main()
