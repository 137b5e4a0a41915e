"""Typed Python worker -> readable ES module: parse -> resolve -> lower -> print -> outputs.

`generator.transpile.build.transpile_source` is the whole pipeline for one file;
`generator.transpile.command` is `sandbox-py build`.
"""
