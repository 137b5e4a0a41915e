"""A differential oracle: random typed Python workers run in CPython and, transpiled, in Node.

- gen.py: `generate(seed)` builds a program from a `random.Random(seed)`: helper defs/classes plus
  3-8 zero-argument `case_N()` functions, each from a weighted snippet (arith, bitwise, dict, json,
  names, printing, ...) tagged with its construct families; programs pass `mypy --strict`.
  `shrink(program, still_fails)` drops cases, definitions, imports and statements greedily.
- pyside.py: exec the program in a fresh namespace, call each case under a 2 s timer with stdout
  captured; `canon` serializes values (dicts keep order and key types, objects keep their class);
  `values_equal` compares with Python's equality (3 == 3.0, exact int/float, bool strict).
- runner.mjs: one long-lived Node per worker; imports each module from a data: URL, runs the cases
  (awaiting promises), captures console.log through util.format, and diffs a snapshot of globals
  and prototypes before/after (any change = "global pollution"; the runner is then restarted).
- oracle.py: `classify` -> MATCH / REFUSED (located CompileError) / MISMATCH / CRASH (unlocated
  diagnostic, transpiler exception, import/syntax error, Python fine but JS throws a JS-native error,
  Node timeout) / INVALID (generator bug); a REFUSED program is re-run without its refused cases
  (`salvage`) so one refusal does not hide the rest. `run_batch(seeds)` uses a 2-process pool.
- test_oracle.py runs the first 3,000 seeds, tsc --checkJs on 50 of them, the README's documented
  differences one by one, plus checks of the oracle itself; `python bench/oracle_bench.py --seed S
  --count N` reports per family.
The README's documented differences are kept out of ordinary programs: every int, literal or
intermediate, stays within +-2**53 (family `bigint-literal` checks that a literal beyond is refused
at its line); str keys that are JS array indexes ("0", "10") appear only in family `kept-int-keys`,
whose dicts are compared in the documented JS order (pyside.js_key_order); no len/indexing/`<` of
astral strings. Families `refused:*` write what the README documents as refused: the build must
refuse it at the case (or the definition it names), else the program is a MISMATCH.
"""
