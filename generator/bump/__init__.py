"""`sandbox-py bump VERSION`: move the pinned @cloudflare/sandbox to another version and report what
that does to the public API of the bindings.

pin (npm rewrites a temporary copy of the lock files) -> toolchain.using (npm ci of what generation
needs, checking every tarball's integrity; earlier bumps' installs are pruned) -> pipeline.generate ->
compare (old bindings/api.txt against the new one) -> report -> apply (lock files and bindings/
together, or nothing).
"""
