"""sandbox-py: typed Python for Cloudflare Workers that drive @cloudflare/sandbox."""

from pathlib import Path

#: The repository root: where package.json, package-lock.json, templates/ and bindings/ live.
ROOT = Path(__file__).resolve().parent.parent
