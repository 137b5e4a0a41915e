"""The small JavaScript AST the lowering builds, and the printer that alone turns it into text."""
