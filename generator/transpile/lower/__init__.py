"""Stage 3: Python constructs -> JS AST, one module per construct family (after mypyc's irbuild).

Every knowledge of builtins and library functions lives in `library/`; names come from `resolve`.
"""
