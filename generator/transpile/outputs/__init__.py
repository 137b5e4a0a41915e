"""Stage 5: what a build writes: worker.js, worker.js.map, wrangler.jsonc; atomically."""
