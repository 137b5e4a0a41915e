"""sandbox-py: typed Python for Cloudflare Workers that drive @cloudflare/sandbox."""

from pathlib import Path

#: The repository root in a checkout (examples/, snapshots/, the lock files); site-packages when installed.
#: The tool finds its own files through `generator.resources`, which works in both.
ROOT = Path(__file__).resolve().parent.parent
