"""Names and types: the worker's own declarations plus everything the generated bindings record."""
