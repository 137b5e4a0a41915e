// Helpers the lowering emits into a module, each only when a construct needs it (the way esbuild
// emits its helpers). Each begins at a `// @helper NAME` line and runs to the next; a helper's
// dependencies are the `$names` of other helpers it mentions. Names start with `$`, which no Python
// identifier can hold, so they never clash with the worker's own names. Helpers appear in a module in
// the order of this file: a helper comes after those it uses.

// ---- Python's builtin exceptions: `except ValueError` must see a ValueError ----------------------

// @helper $Exception
/** What `Exception(...)` makes: JS's Error named as Python's class (`except Exception` catches every Error). */
class $Exception extends Error {
  static $py = true; // a Python exception: not caught by `except Error` (the runtime's)
  name = "Exception";

  /** `isinstance(e, cls)` of `cls = Exception`: every error is one (as `except Exception` catches), but a stop. @param {any} value */
  static [Symbol.hasInstance](value) {
    return this === $Exception
      ? value instanceof Error && !(value instanceof $Stop)
      : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

// @helper $BaseException
class $BaseException extends Error {
  static $py = true;
  name = "BaseException";

  /** As `$Exception`'s. @param {any} value */
  static [Symbol.hasInstance](value) {
    return this === $BaseException
      ? value instanceof Error && !(value instanceof $Stop)
      : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

// @helper $Stop
/**
 * Where the worker cannot mean what its Python means (the README's "the worker stops"), it stops with
 * this: no `except` catches it (a Python class's test, `except Exception`, a bare `except:`), since
 * no Python handler would have run there; uncaught, it shows as an Error with its message.
 */
class $Stop extends Error {
  static $py = true;
  name = "Error";
}

// @helper $isJsError
/** `except Error` (bindings.workers' Error, the runtime's): a JS error, not one of Python's classes. @param {any} e */
function $isJsError(e) {
  return e instanceof Error && !(/** @type {any} */ (e.constructor)).$py;
}

// @helper $LookupError
class $LookupError extends Error {
  static $py = true;
  name = "LookupError";
}

// @helper $KeyError
class $KeyError extends $LookupError {
  name = "KeyError";

  /** str() of a KeyError is its one argument's repr, as in Python (`$reprs`: for repr(e)). @param {any[]} args */
  constructor(...args) {
    const key = args[0];
    const shown =
      typeof key === "string" ? $strRepr(key)
      : typeof key === "boolean" ? (key ? "True" : "False")
      : key === null || key === undefined ? "None"
      : typeof key === "object" && typeof key.__repr__ === "function" ? key.__repr__() // an Enum's member
      : typeof key === "number" && !Number.isInteger(key) ? $floatStr(key) // a JSON value's `2.5`, `inf`
      : String(key); // an int (a JSON value's whole float too: JSON.parse makes it one)
    super(args.length === 1 ? shown : "");
    this.$args = args;
    this.$reprs = args.length === 1 ? [this.message] : [];
  }
}

// @helper $IndexError
class $IndexError extends $LookupError {
  name = "IndexError";
}

// @helper $ArithmeticError
class $ArithmeticError extends Error {
  static $py = true;
  name = "ArithmeticError";
}

// @helper $ZeroDivisionError
class $ZeroDivisionError extends $ArithmeticError {
  name = "ZeroDivisionError";
}

// @helper $OverflowError
class $OverflowError extends $ArithmeticError {
  name = "OverflowError";
}

// @helper $ValueError
class $ValueError extends Error {
  static $py = true;
  name = "ValueError";
}

// @helper $JSONDecodeError
class $JSONDecodeError extends $ValueError {
  name = "JSONDecodeError";

  /**
   * CPython's JSONDecodeError: its fields and message (`pos` and `colno` in code points).
   * @param {string} msg @param {string} doc @param {number} pos @param {number} lineno @param {number} colno
   */
  constructor(msg, doc, pos, lineno, colno) {
    super(`${msg}: line ${lineno} column ${colno} (char ${pos})`);
    this.msg = msg;
    this.doc = doc;
    this.pos = pos;
    this.lineno = lineno;
    this.colno = colno;
  }
}

// @helper $StopIteration
class $StopIteration extends Error {
  static $py = true;
  name = "StopIteration";
}

// @helper $ownStr
/**
 * In the constructor of an exception class defining __str__, after its base's: its `message` (what
 * str(e), print(e) and the runtime's error reports read) becomes its __str__(); the message its base
 * was given is kept as its args. @param {any} e
 */
function $ownStr(e) {
  e.$args ??= Object.hasOwn(e, "message") ? [e.message] : [];
  Object.defineProperty(e, "message", { get: () => e.__str__(), configurable: true });
}

// @helper $first
/**
 * next(value(x) for x in items if test(x)[, fallback]): the first item that passes, mapped (`test`
 * gives a JS condition: a Match, a str whose truth is Python's, ...).
 * @template T, R @param {Iterable<T>} items @param {(item: T) => unknown} test
 * @param {(item: T) => R} value @param {any[]} fallback @returns {any}
 */
function $first(items, test, value, ...fallback) {
  for (const item of items) if (test(item)) return value(item);
  if (fallback.length) return fallback[0];
  throw new $StopIteration();
}

// @helper $lazy
/**
 * A generator expression: each item of `items`, taken when the consumer asks for the next value,
 * gives the values `each` returns (none when an if-clause fails), as Python's generator runs.
 * @template T, R @param {Iterable<T>} items @param {(item: T) => Iterable<R>} each @returns {Generator<R>}
 */
function* $lazy(items, each) {
  for (const item of items) yield* each(item);
}

// @helper $some
/** any(test(x) for x in items): stops at the first item that passes, as Python's any() does.
 * @template T @param {Iterable<T>} items @param {(item: T) => boolean} test @returns {boolean} */
function $some(items, test) {
  for (const item of items) if (test(item)) return true;
  return false;
}

// @helper $every
/** all(test(x) for x in items): stops at the first item that fails, as Python's all() does.
 * @template T @param {Iterable<T>} items @param {(item: T) => boolean} test @returns {boolean} */
function $every(items, test) {
  for (const item of items) if (!test(item)) return false;
  return true;
}

// @helper $step
/**
 * it.next(), with Python's ValueError where a generator is asked for its next item while it runs
 * (it called next() on itself): JS's is a TypeError. @template T @param {Iterator<T>} it
 * @returns {IteratorResult<T>}
 */
function $step(it) {
  try {
    return it.next();
  } catch (e) {
    if (e instanceof TypeError && e.message === "Generator is already running") throw new $ValueError("generator already executing");
    throw e;
  }
}

// @helper $notBool
/**
 * A JSON value that passed isinstance(x, int), where an int is declared: a JSON true or false stays
 * Python's bool there (it prints True), which the output would read as an int: the worker stops.
 * @param {any} x @returns {number}
 */
function $notBool(x) {
  if (typeof x === "boolean") throw new $Stop(`a JSON ${x} passed isinstance(x, int) and is stored where an int is declared: Python keeps the bool (it prints ${x ? "True" : "False"}); test isinstance(x, bool) first`);
  return x;
}

// @helper $next
/**
 * next(it[, default]): the iterator's next item; when it is done, the default or StopIteration.
 * @template T @param {Iterator<T>} it @param {...any} fallback @returns {T}
 */
function $next(it, ...fallback) {
  const step = $step(it);
  if (!step.done) return step.value;
  if (fallback.length) return fallback[0];
  throw new $StopIteration();
}

// @helper $RuntimeError
class $RuntimeError extends Error {
  static $py = true;
  name = "RuntimeError";
}

// @helper $BufferError
class $BufferError extends Error {
  static $py = true;
  name = "BufferError";
}

// @helper $NotImplementedError
class $NotImplementedError extends $RuntimeError {
  name = "NotImplementedError";
}

// @helper $OSError
class $OSError extends Error {
  static $py = true;
  name = "OSError";
}

// @helper $ConnectionError
class $ConnectionError extends $OSError {
  name = "ConnectionError";
}

// @helper $BrokenPipeError
class $BrokenPipeError extends $ConnectionError {
  name = "BrokenPipeError";
}

// @helper $ConnectionAbortedError
class $ConnectionAbortedError extends $ConnectionError {
  name = "ConnectionAbortedError";
}

// @helper $ConnectionRefusedError
class $ConnectionRefusedError extends $ConnectionError {
  name = "ConnectionRefusedError";
}

// @helper $ConnectionResetError
class $ConnectionResetError extends $ConnectionError {
  name = "ConnectionResetError";
}

// @helper $FileExistsError
class $FileExistsError extends $OSError {
  name = "FileExistsError";
}

// @helper $FileNotFoundError
class $FileNotFoundError extends $OSError {
  name = "FileNotFoundError";
}

// @helper $IsADirectoryError
class $IsADirectoryError extends $OSError {
  name = "IsADirectoryError";
}

// @helper $NotADirectoryError
class $NotADirectoryError extends $OSError {
  name = "NotADirectoryError";
}

// @helper $PermissionError
class $PermissionError extends $OSError {
  name = "PermissionError";
}

// @helper $TimeoutError
class $TimeoutError extends $OSError {
  name = "TimeoutError";
}

// @helper $BlockingIOError
class $BlockingIOError extends $OSError {
  name = "BlockingIOError";
}

// @helper $ChildProcessError
class $ChildProcessError extends $OSError {
  name = "ChildProcessError";
}

// @helper $InterruptedError
class $InterruptedError extends $OSError {
  name = "InterruptedError";
}

// @helper $ProcessLookupError
class $ProcessLookupError extends $OSError {
  name = "ProcessLookupError";
}

// @helper $GeneratorContext
/** A @contextmanager function's generator, entered and left as contextlib's _GeneratorContextManager does. */
class $GeneratorContext {
  /** @param {Generator<any, any, any>} gen */
  constructor(gen) {
    this.gen = gen;
  }

  __enter__() {
    const step = this.gen.next();
    if (step.done) throw new $RuntimeError("generator didn't yield");
    return step.value;
  }

  /** @param {any} type @param {any} error @param {any} traceback @returns {boolean} */
  __exit__(type, error, traceback) {
    if (type === null) {
      if (!this.gen.next().done) throw new $RuntimeError("generator didn't stop");
      return false;
    }
    let step;
    try {
      step = this.gen.throw(error);
    } catch (raised) {
      if (raised === error) return false;
      throw raised;
    }
    if (!step.done) throw new $RuntimeError("generator didn't stop after throw()");
    return true;
  }
}

// @helper $AsyncGeneratorContext
/** An @asynccontextmanager function's generator, entered and left as contextlib's does. */
class $AsyncGeneratorContext {
  /** @param {AsyncGenerator<any, any, any>} gen */
  constructor(gen) {
    this.gen = gen;
  }

  async __aenter__() {
    const step = await this.gen.next();
    if (step.done) throw new $RuntimeError("generator didn't yield");
    return step.value;
  }

  /** @param {any} type @param {any} error @param {any} traceback @returns {Promise<boolean>} */
  async __aexit__(type, error, traceback) {
    if (type === null) {
      if (!(await this.gen.next()).done) throw new $RuntimeError("generator didn't stop");
      return false;
    }
    let step;
    try {
      step = await this.gen.throw(error);
    } catch (raised) {
      if (raised === error) return false;
      throw raised;
    }
    if (!step.done) throw new $RuntimeError("generator didn't stop after athrow()");
    return true;
  }
}

// @helper $AssertionError
class $AssertionError extends Error {
  static $py = true;
  name = "AssertionError";
}

// @helper $withArgs
/**
 * An exception made with arguments other than one str (`IndexError(i)`, `assert ok, n`,
 * `ValueError("bad", n)`, `super().__init__(code, detail)`): e.args keeps them (`shapes`: their
 * static types, see $repr), and str(e) is BaseException's, read when it is asked as Python reads it
 * (a list argument changed since shows changed): str() of the one argument, or their tuple's repr.
 * A class's own __str__ (`$ownStr`) stays what str(e) shows; a KeyError's (`keyRepr`) shows its one
 * argument's repr.
 * @template {Error} E @param {E} e @param {any[]} values @param {any[]} shapes @param {boolean} [keyRepr] @returns {E}
 */
function $withArgs(e, values, shapes, keyRepr = false) {
  const error = /** @type {any} */ (e);
  error.$args = values;
  error.$shapes = shapes;
  error.$keyRepr = keyRepr;
  if (typeof error.__str__ !== "function") {
    Object.defineProperty(e, "message", { get: () => $argsStr(error), configurable: true });
  }
  return e;
}

// @helper $argsStr
/** BaseException.__str__ of an exception `$withArgs` made. @param {any} e @returns {string} */
function $argsStr(e) {
  const values = e.$args;
  if (values.length === 1) return (e.$keyRepr ? $repr : $str)(values[0], e.$shapes[0]);
  return values.length ? $repr(values, ["tuple", ...e.$shapes]) : "";
}

// @helper $NameError
class $NameError extends Error {
  static $py = true;
  name = "NameError";
}

// @helper $UnboundLocalError
class $UnboundLocalError extends $NameError {
  name = "UnboundLocalError";
}

// @helper $delegated
/**
 * The value of `yield from g` where g's result is typed other than None: a generator that had already
 * ended gives None in Python, which the code would read as that type: the worker stops there.
 * @template T @param {T | undefined} value @returns {T}
 */
function $delegated(value) {
  if (value === undefined) throw new $Stop("yield from a generator that had already ended: its value is None in Python, which this code reads as its declared result");
  return value;
}

// @helper $defined
/** A module-level name some path left unbound, read by a function: Python's NameError. @template T @param {T} value @param {string} name @returns {T} */
function $defined(value, name) {
  if (value === undefined) throw new $NameError(`name '${name}' is not defined`);
  return value;
}

// @helper $bound
/**
 * A local read where some path has stored nothing yet: Python's UnboundLocalError if none did (the
 * JS variable is then undefined, which no value of its type is); NameError for a `free` variable's
 * (read by a lambda, a nested def or a comprehension). @template T @param {T} value
 * @param {string} name @param {boolean} [free] @returns {T}
 */
function $bound(value, name, free = false) {
  if (value === undefined && free) {
    throw new $NameError(`cannot access free variable '${name}' where it is not associated with a value in enclosing scope`);
  }
  if (value === undefined) {
    throw new $UnboundLocalError(`cannot access local variable '${name}' where it is not associated with a value`);
  }
  return value;
}

// @helper $AttributeError
class $AttributeError extends Error {
  static $py = true;
  name = "AttributeError";
}

// @helper $attr
/**
 * obj.attr of an attribute the object's construction may not have made (see instance_attributes.py):
 * Python's AttributeError where no store has made it. `shown`: its Python name, where it differs.
 * @template T @template {keyof T} K @param {T} obj @param {K} key @param {string} [shown] @returns {T[K]}
 */
function $attr(obj, key, shown) {
  if (!(key in /** @type {any} */ (obj))) {
    const cls = /** @type {any} */ (obj).constructor.name;
    throw new $AttributeError(`'${cls}' object has no attribute '${shown ?? String(key)}'`);
  }
  return obj[key];
}

// @helper $strRepr
/** Python's repr() of a str. @param {string} s */
function $strRepr(s) {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const code = /** @type {number} */ (ch.codePointAt(0));
    if (ch === quote || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch !== " " && /^[\p{C}\p{Z}]$/u.test(ch)) {
      const hex = code.toString(16);
      out += code < 0x100 ? "\\x" + hex.padStart(2, "0") : code < 0x10000 ? "\\u" + hex.padStart(4, "0") : "\\U" + hex.padStart(8, "0");
    } else out += ch;
  }
  return out + quote;
}

// @helper $keyError
/**
 * A KeyError for a missing key; str() of it is the key's repr, as in Python (a StrEnum's or IntEnum's
 * member, whose class `members` is, prints as the member). @param {any} key @param {any} [members]
 */
function $keyError(key, members) {
  const error = new $KeyError(key);
  if (members) error.message = error.$reprs[0] = members.$reprOf(key);
  return error;
}

// @helper $excArgs
/**
 * e.args: the arguments the exception was made with. Exception classes here take one str or none
 * (their `message`); a runtime helper raising one with other arguments records them (`$args`).
 * @param {any} e @returns {any[]}
 */
function $excArgs(e) {
  return e.$args ?? (Object.hasOwn(e, "message") ? [e.message] : []);
}

// @helper $excStr
/**
 * BaseException.__str__ of e (`super().__str__()`): what `$withArgs` keeps, else its one argument (the
 * message it was made with, which `$ownStr` keeps as its args), or "". @param {any} e @returns {string}
 */
function $excStr(e) {
  if (e.$shapes) return $argsStr(e);
  const args = $excArgs(e);
  return args.length === 1 ? String(args[0]) : "";
}

// @helper $ascii
/** ascii(): a repr's non-ASCII characters as \x, \u or \U escapes, as CPython writes them. @param {string} repr */
function $ascii(repr) {
  let out = "";
  for (const ch of repr) {
    const c = /** @type {number} */ (ch.codePointAt(0));
    out += c < 0x80 ? ch : c <= 0xff ? "\\x" + c.toString(16).padStart(2, "0") : c <= 0xffff ? "\\u" + c.toString(16).padStart(4, "0") : "\\U" + c.toString(16).padStart(8, "0");
  }
  return out;
}

// @helper $kwargs
/**
 * f(**d) of the worker's own function: d's keys checked as Python binds them (an unexpected name, one
 * given twice, a required one missing: TypeError with CPython's message), then d.
 * @param {any} d @param {string} name `f()` @param {string[] | null} open the parameters d may give (null: any, a `**kwargs` function's)
 * @param {string[]} given those given otherwise @param {string[]} required those it must give
 * @param {string[]} keywordOnly the required ones that are keyword-only @returns {any}
 */
function $kwargs(d, name, open, given, required, keywordOnly) {
  for (const key of Object.keys(d)) {
    if (given.includes(key)) throw new TypeError(`${name} got multiple values for argument '${key}'`);
    if (open !== null && !open.includes(key)) throw new TypeError(`${name} got an unexpected keyword argument '${key}'`);
  }
  for (const [kind, names] of [["positional", required.filter((n) => !keywordOnly.includes(n))], ["keyword-only", keywordOnly]]) {
    const missing = /** @type {string[]} */ (names).filter((n) => !Object.hasOwn(d, n)).map((n) => `'${n}'`);
    if (missing.length) {
      const listed = missing.length === 1 ? missing[0] : missing.length === 2 ? missing.join(" and ") : `${missing.slice(0, -1).join(", ")}, and ${missing.at(-1)}`;
      throw new TypeError(`${name} missing ${missing.length} required ${kind} argument${missing.length === 1 ? "" : "s"}: ${listed}`);
    }
  }
  return d;
}

// @helper $kwargsRest
/** f(**d) of a function taking `**kwargs`: d's keys its named parameters do not take. @param {any} d @param {string[]} named */
function $kwargsRest(d, named) {
  return Object.fromEntries(Object.entries(d).filter(([key]) => !named.includes(key)));
}

// @helper $kwarg
/** d's value of a parameter's name in f(**d), or undefined (its default). @param {any} d @param {string} key */
function $kwarg(d, key) {
  return Object.hasOwn(d, key) ? d[key] : undefined;
}

// @helper $pyNext
/**
 * The JS iterator of a Python iterator object (a class with `__next__`): each `__next__()` until it
 * raises StopIteration. @param {any} it @param {string} step its __next__'s JS name @returns {Generator<any>}
 */
function* $pyNext(it, step) {
  for (;;) {
    let item;
    try {
      item = it[step]();
    } catch (e) {
      if (e instanceof $StopIteration) return;
      throw e;
    }
    yield item;
  }
}

// @helper $pyNextOr
/**
 * next(it, default) of a Python iterator object: its `__next__()`, or the default for its
 * StopIteration. @param {any} it @param {string} step its __next__'s JS name @param {any} fallback
 */
function $pyNextOr(it, step, fallback) {
  try {
    return it[step]();
  } catch (e) {
    if (e instanceof $StopIteration) return fallback;
    throw e;
  }
}

// @helper $assertNever
/** typing.assert_never(x): reached only by a value the types did not tell: AssertionError. @param {any} x @returns {never} */
function $assertNever(x) {
  throw new $AssertionError(`Expected code to be unreachable, but got: ${$repr(x)}`);
}

// @helper $withCause
/** `raise e from cause`: e, its __cause__ set (None for `from None`). @template E @param {E} e @param {any} cause @returns {E} */
function $withCause(e, cause) {
  Object.defineProperty(e, "$cause", { value: cause ?? null, writable: true, configurable: true });
  return e;
}

// @helper $lazyGuarded
/**
 * `$lazy`, where the value or a test may raise StopIteration: leaving a generator expression, it is
 * a RuntimeError whose __cause__ it is (PEP 479). (map()'s and filter()'s: `$lazyEnding`.)
 * @template T, R @param {Iterable<T>} items @param {(item: T) => Iterable<R>} each @returns {Generator<R>}
 */
function* $lazyGuarded(items, each) {
  for (const item of items) {
    try {
      yield* each(item);
    } catch (e) {
      if (!(e instanceof $StopIteration)) throw e;
      throw $withCause(new $RuntimeError("generator raised StopIteration"), e);
    }
  }
}

// @helper $lazyEnding
/**
 * map()'s or filter()'s iterator whose function may raise StopIteration: that ends the iteration
 * reading it, as their __next__ passes it on; a later read goes on with the next item, as CPython's
 * does (a generator, once ended, would stay ended).
 * @template T, R @param {Iterable<T>} items @param {(item: T) => Iterable<R>} each @returns {IterableIterator<R>}
 */
function $lazyEnding(items, each) {
  const it = items[Symbol.iterator]();
  /** @type {Iterator<R> | null} */
  let pending = null;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      for (;;) {
        if (pending !== null) {
          const step = pending.next();
          if (!step.done) return step;
          pending = null;
        }
        const step = it.next();
        if (step.done) return { done: true, value: undefined };
        try {
          pending = each(step.value)[Symbol.iterator]();
        } catch (e) {
          if (e instanceof $StopIteration) return { done: true, value: undefined };
          throw e;
        }
      }
    },
  };
}

// @helper $inGenerator
/** A generator expression's value or test, run by a consumer item by item (`any()`, `next()`): a StopIteration it raises leaves the generator's frame as a RuntimeError, its __cause__ (PEP 479). @template T @param {() => T} run @returns {T} */
function $inGenerator(run) {
  try {
    return run();
  } catch (e) {
    if (e instanceof $StopIteration) throw $withCause(new $RuntimeError("generator raised StopIteration"), e);
    throw e;
  }
}

// @helper $concrete
/** A class called where it is a value: an ABC with abstract methods left raises TypeError, as Python's metaclass does. @template C @param {C} cls @returns {C} */
function $concrete(cls) {
  if (Object.hasOwn(/** @type {any} */ (cls), "$abstract")) throw new TypeError(/** @type {any} */ (cls).$abstract);
  return cls;
}

// @helper $exceptionClassName
/** C.__name__ of an exception class: a builtin's JS class is named `$KeyError`. @param {any} cls @returns {string} */
function $exceptionClassName(cls) {
  return cls.name.startsWith("$") ? cls.name.slice(1) : cls.name;
}

// @helper $stdout
/** What print() wrote of a line it left unfinished (`end=""`): console.log writes whole lines. */
const $stdout = { pending: "" };

// @helper $write
/** print() to stdout: `text` after what is pending; the lines it completes written by console.log. @param {string} text */
function $write(text) {
  const all = $stdout.pending + text;
  const cut = all.lastIndexOf("\n");
  if (cut < 0) {
    $stdout.pending = all;
    return;
  }
  $stdout.pending = all.slice(cut + 1);
  console.log(all.slice(0, cut));
}

// @helper $flushLine
/** Where a handler returns: the line its prints left unfinished, written (Python writes it at exit). */
function $flushLine() {
  const line = $stdout.pending;
  $stdout.pending = "";
  if (line) console.log(line);
}

// @helper $named
/**
 * A def's function (a lambda) told its Python name (`fn.__name__`), where it is made.
 * @template {Function} F @param {F} f @param {string} name @returns {F}
 */
function $named(f, name) {
  return Object.defineProperty(f, "$pyName", { value: name });
}

// @helper $isAsync
/** A JS async function (a Python `async def`'s, or a wrapper that is one). @param {any} f @returns {boolean} */
function $isAsync(f) {
  return f[Symbol.toStringTag] === "AsyncFunction";
}

// @helper $unbound
/**
 * A method as Python's function of its class, which a method's decorator takes: the instance first.
 * @param {Function} method @param {string} name @returns {(self: any, ...args: any[]) => any}
 */
function $unbound(method, name) {
  const made = $isAsync(method)
    ? async (/** @type {any} */ self, /** @type {any[]} */ ...args) => method.apply(self, args)
    : (/** @type {any} */ self, /** @type {any[]} */ ...args) => method.apply(self, args);
  return $named(made, name);
}

// @helper $method
/**
 * What a method's decorators gave for its function, as the class's method: called with the instance
 * first, as Python's bound method calls it. @param {Function} f @returns {any}
 */
function $method(f) {
  // (an async function's stays async: a call of it makes a coroutine, see `$coroutine`)
  return $isAsync(f)
    ? /** @this {any} */ async function (/** @type {any[]} */ ...args) {
        return f(this, ...args);
      }
    : /** @this {any} */ function (/** @type {any[]} */ ...args) {
        return f(this, ...args);
      };
}

// @helper $namedAs
/** `@functools.wraps(inner)`: the wrapper takes inner's Python name, if a def made inner. @param {Function} f @param {Function} inner */
function $namedAs(f, inner) {
  if (Object.hasOwn(inner, "$pyName")) $named(f, /** @type {any} */ (inner).$pyName);
}

// @helper $pyName
/**
 * `fn.__name__`: the Python name its def gave it (`$named`); a function no def or lambda of the module
 * made (a builtin, a method, a class) stops the worker (its JS name is not Python's).
 * @param {Function} f @returns {string}
 */
function $pyName(f) {
  if (Object.hasOwn(f, "$pyName")) return /** @type {any} */ (f).$pyName;
  throw new $Stop(`__name__ of a function no def or lambda of this module made (a builtin, a method or a class, here "${f.name}") is not supported`);
}

// @helper $excStrOrNone
/** str(e) of an exception or None (`BaseException | None`): its message, or "None". @param {any} e */
function $excStrOrNone(e) {
  return e === null ? "None" : String(e.message);
}

// @helper $excRepr
/**
 * repr(e) of an exception: its class's own __repr__, else Python's `Name(args...)` (every argument an
 * exception keeps here is a str, but a KeyError's key, whose repr its message is), or None.
 * @param {any} e
 */
function $excRepr(e) {
  if (e === null) return "None";
  if (typeof e.__repr__ === "function") return e.__repr__();
  const args = $excArgs(e);
  const reprs = e.$shapes
    ? args.map((/** @type {any} */ a, /** @type {number} */ i) => $repr(a, e.$shapes[i]))
    : (e.$reprs ?? args.map((/** @type {any} */ a) => $strRepr(String(a))));
  return `${e.name}(${reprs.join(", ")})`;
}

// ---- arithmetic: Python raises where JS returns Infinity or NaN ------------------------------------

// @helper $div
/** a / b (`float`: an operand is a float, as Python's message says) @param {number} a @param {number} b @param {boolean} [float] */
function $div(a, b, float = false) {
  // a non-integral operand is a float (a `float` annotation's value may also be an int)
  if (b === 0) throw new $ZeroDivisionError(float || !Number.isInteger(Number(a)) ? "float division by zero" : "division by zero");
  return a / b;
}

// @helper $floordiv
/**
 * a // b: CPython's float floor division, exact for ints within 2**53 too. A zero quotient of ints is
 * 0, never -0 (`0 // -4`); `signed`: an operand may be a float, whose zero keeps its sign (`0.0 // -4`).
 * @param {number} a @param {number} b
 */
function $floordiv(a, b, float = false, signed = float) {
  if (b === 0) throw new $ZeroDivisionError(float || !Number.isInteger(Number(a)) ? "float floor division by zero" : "integer division or modulo by zero");
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && (b < 0) !== (mod < 0)) div -= 1;
  if (div === 0) return signed && (Object.is(a / b, -0) || a / b < 0) ? -0 : 0;
  const floor = Math.floor(div);
  return div - floor > 0.5 ? floor + 1 : floor;
}

// @helper $mod
/**
 * a % b with the divisor's sign (CPython's float_rem); a zero of ints is 0, never -0 (`8 % -4`),
 * `signed` as in $floordiv (`8.0 % -4` is -0.0). @param {number} a @param {number} b
 */
function $mod(a, b, float = false, signed = float) {
  if (b === 0) throw new $ZeroDivisionError(float || !Number.isInteger(Number(a)) ? "float modulo" : "integer modulo by zero");
  const r = a % b;
  if (r === 0) return signed && b < 0 ? -0 : 0;
  return (r < 0) !== (b < 0) ? r + b : r;
}

// @helper $int
/**
 * An int made exactly from a float or computed exactly (`int(x)`, `round(x)`, `math.floor(x)`): a JS
 * number holds every int up to ±2**53, where Python's ints have no bound, so past it the worker stops
 * (a `$Stop`: Python raises nothing there, so no handler of the worker's may run) rather than go on
 * with ints that sums would round; -0 becomes 0 (an int has no sign of zero).
 * @param {number} x
 */
function $int(x) {
  if (Math.abs(x) <= 2 ** 53) return x + 0;
  const about = Number.isFinite(x) ? ` (about ${x})` : "";
  throw new $Stop(`an int past ±2**53${about}, where a JavaScript number no longer holds every int exactly`);
}

// @helper $intFromBytes
/**
 * int.from_bytes(b, byteorder, signed=False), exact in BigInt; past ±2**53 the worker stops, as `$int`.
 * @param {Iterable<number>} bytes @param {string} order @param {boolean} [signed]
 */
function $intFromBytes(bytes, order, signed = false) {
  if (order !== "big" && order !== "little") throw new $ValueError("byteorder must be either 'little' or 'big'");
  const all = [...bytes];
  if (order === "little") all.reverse();
  let n = 0n;
  for (const x of all) n = (n << 8n) | BigInt(x);
  if (signed && all.length > 0 && all[0] >= 128) n -= 1n << BigInt(8 * all.length);
  if (n > 2n ** 53n || n < -(2n ** 53n)) {
    throw new $Stop(`an int past ±2**53 (${n}), where a JavaScript number no longer holds every int exactly`);
  }
  return Number(n);
}

// @helper $jsonInt
/**
 * Whether a JSON value's number is an int: JSON.parse reads `1.0` as `1`, so a whole number is one
 * (the README's kept difference), but not -0 (`$jsonLoads` reads JSON's `-0` as 0, so -0 was `-0.0`)
 * nor one past ±2**53 (`$jsonLoads` stops at an int past it, so it was a float: `1e16`).
 * @param {number} x
 */
function $jsonInt(x) {
  return Number.isInteger(x) && !Object.is(x, -0) && Math.abs(x) <= 2 ** 53;
}

// @helper $exactInt
/** A BigInt computed exactly (a factorial, a parsed int, a product): as an int, within ±2**53. @param {bigint} n */
function $exactInt(n) {
  return $int(n >= -(2n ** 53n) && n <= 2n ** 53n ? Number(n) : n > 0n ? Infinity : -Infinity);
}

// @helper $imul
/** a * b of ints: exact within ±2**53 (JS rounds a product past it: BigInt tells there), else the worker stops. @param {number} a @param {number} b */
function $imul(a, b) {
  const r = a * b;
  return Math.abs(r) < 2 ** 53 ? r + 0 : $exactInt(BigInt(a) * BigInt(b));
}

// @helper $mulStrOrInt
/**
 * a * b where one operand may be a str and the other is an int (`str | int`): the str repeated, else
 * the int product. @param {any} a @param {any} b @returns {any}
 */
function $mulStrOrInt(a, b) {
  if (typeof a === "string") return $repeat(a, Number(b));
  if (typeof b === "string") return $repeat(b, Number(a));
  return $imul(Number(a), Number(b));
}

// @helper $intPow
/**
 * a ** n of ints, n not known: an int for n >= 0 (`$ipow`); for n < 0 the float 1 / a ** -n, exact
 * when a is ± a power of two. Any other is rounded by CPython's C library pow(), whose last bit JS's
 * ** does not always give: the worker stops rather than answer otherwise. Where the output reads the
 * power as an int (`whole`: `2 ** attempt`), a negative n stops the worker: Python's float would be
 * read as an int. @param {number} a @param {number} n @param {boolean} [whole]
 */
function $intPow(a, n, whole = false) {
  if (n >= 0) return $ipow(a, n);
  if (whole) throw new $Stop(`${a} ** ${n} is a float in Python (an int to a negative power), which this code reads as an int: write 1 / ${a} ** ${-n}`);
  if (a === 0) throw new $ZeroDivisionError("0.0 cannot be raised to a negative power");
  const m = BigInt(Math.abs(a));
  if ((m & (m - 1n)) !== 0n) {
    throw new $Stop(`${a} ** ${n} is a float that CPython's C library rounds its own way, which JavaScript cannot match: compute 1 / ${a} ** ${-n}`);
  }
  return Number(a) ** n;
}

// @helper $ipow
/** a ** n of ints, n >= 0: as `$imul`. @param {number} a @param {number} n */
function $ipow(a, n) {
  const r = a ** n;
  return Math.abs(r) < 2 ** 53 ? r + 0 : Number.isFinite(r) ? $exactInt(BigInt(a) ** BigInt(n)) : $int(r);
}

// @helper $bigMod
/**
 * `(a * b + c) % m` of ints: the sum of products computed as a BigInt (`t`), exact where its
 * products pass 2**53 (a hash, a random number generator, a modular power), then Python's remainder,
 * which takes the divisor's sign. @param {bigint} t @param {number} m
 */
function $bigMod(t, m) {
  if (m === 0) throw new $ZeroDivisionError("integer modulo by zero");
  const d = BigInt(m);
  const r = t % d;
  return Number(r !== 0n && r < 0n !== d < 0n ? r + d : r);
}

// @helper $bigAnd
/** `(a * b + c) & mask` of ints, as `$bigMod` computes it: a BigInt's & is Python's. @param {bigint} t @param {number} mask */
function $bigAnd(t, mask) {
  return $exactInt(t & BigInt(mask));
}

// @helper $setSlice
/**
 * xs[start:stop:step] = items, as Python's list assigns a slice: the items (read first) replace it; an
 * extended slice (a step other than 1) takes exactly as many items as it holds.
 * @param {any[]} xs @param {number | null} start @param {number | null} stop @param {number | null} step @param {Iterable<any>} items
 */
function $setSlice(xs, start, stop, step, items) {
  const values = [...items];
  const n = xs.length;
  if (step !== null) step = Number(step); // a bool step is its int (False is 0: ValueError below)
  if (step === null || step === 1) {
    const clamp = (/** @type {number | null} */ i, /** @type {number} */ missing) => (i === null ? missing : i < 0 ? Math.max(i + n, 0) : Math.min(i, n));
    const lo = clamp(start, 0);
    xs.splice(lo, Math.max(clamp(stop, n), lo) - lo, ...values);
    return;
  }
  const [first, count] = $extendedSlice(n, start, stop, step);
  if (values.length !== count) {
    throw new $ValueError(`attempt to assign sequence of size ${values.length} to extended slice of size ${count}`);
  }
  values.forEach((v, k) => (xs[first + k * step] = v));
}

// @helper $extendedSlice
/**
 * The first index and the length of xs[start:stop:step] of a list of `n` items, as Python's slice
 * adjusts its bounds (a step of 0 raises ValueError). @param {number} n @param {number | null} start
 * @param {number | null} stop @param {number} step @returns {[number, number]}
 */
function $extendedSlice(n, start, stop, step) {
  if (step === 0) throw new $ValueError("slice step cannot be zero");
  const adjust = (/** @type {number | null} */ i, /** @type {number} */ missing) =>
    i === null ? missing : i < 0 ? Math.max(i + n, step < 0 ? -1 : 0) : Math.min(i, step < 0 ? n - 1 : n);
  const first = adjust(start, step < 0 ? n - 1 : 0);
  const last = adjust(stop, step < 0 ? -1 : n);
  const count = step > 0 ? (last > first ? Math.ceil((last - first) / step) : 0) : first > last ? Math.ceil((first - last) / -step) : 0;
  return [first, count];
}

// @helper $lshift
/** a << b @param {number} a @param {number} b */
function $lshift(a, b) {
  if (b < 0) throw new $ValueError("negative shift count");
  const r = a * 2 ** b;
  return Math.abs(r) < 2 ** 53 ? r + 0 : Number.isFinite(r) ? $exactInt(BigInt(a) << BigInt(b)) : $int(r);
}

// @helper $rshift
/** a >> b @param {number} a @param {number} b */
function $rshift(a, b) {
  if (b < 0) throw new $ValueError("negative shift count");
  return Math.floor(a / 2 ** b);
}

// @helper $bitand
/** a & b, exact beyond 32 bits. @param {number} a @param {number} b */
function $bitand(a, b) {
  return Number(BigInt(a) & BigInt(b));
}

// @helper $invert
/** ~x of an int (-x - 1, as `$bitor` exact: past ±2**53 the worker stops). @param {number} x */
function $invert(x) {
  return Math.abs(x) < 2 ** 53 ? -x - 1 : $exactInt(~BigInt(x));
}

// @helper $bitor
/** a | b, exact: past ±2**53 (`2**53 | 1`) the worker stops, as `$imul`'s. @param {number} a @param {number} b */
function $bitor(a, b) {
  return $exactInt(BigInt(a) | BigInt(b));
}

// @helper $bitxor
/** a ^ b, as `$bitor`. @param {number} a @param {number} b */
function $bitxor(a, b) {
  return $exactInt(BigInt(a) ^ BigInt(b));
}

// ---- sequences: out-of-range indexes raise -------------------------------------------------------

// @helper $at
/**
 * xs[i] of a list, tuple or str: negative counts from the end, out of range raises IndexError.
 * @template T @param {ArrayLike<T>} xs @param {number} i @param {string} [kind] @returns {T}
 */
function $at(xs, i, kind = "list") {
  if (typeof i === "number" ? !Number.isInteger(i) : typeof i !== "boolean") {
    const type = $dynType(i); // a JSON index that holds no int
    throw new TypeError(
      typeof xs === "string" ? `string indices must be integers, not '${type}'` : `${xs instanceof Uint8Array ? "byte" : kind} indices must be integers or slices, not ${type}`,
    );
  }
  const n = xs.length;
  const j = i < 0 ? i + n : +i; // a bool indexes as 0 or 1
  if (j < 0 || j >= n) {
    throw new $IndexError(typeof xs === "string" ? "string index out of range" : xs instanceof Uint8Array ? "index out of range" : `${kind} index out of range`);
  }
  return xs[j];
}

// @helper $strLen
/**
 * len(s): Python counts code points, JS's `length` UTF-16 units (two for a character outside the BMP).
 * @param {string} s @returns {number}
 */
function $strLen(s) {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) n--, i++;
    }
  }
  return n;
}

// @helper $strAt
/** s[i] by code points: negative counts from the end, out of range raises IndexError. @param {string} s @param {number} i @returns {string} */
function $strAt(s, i) {
  return /[\ud800-\udfff]/.test(s) ? $at([...s], i, "string") : $at(s, i);
}

// @helper $strSlice
/** s[start:stop] by code points. @param {string} s @param {number} [start] @param {number} [stop] @returns {string} */
function $strSlice(s, start, stop) {
  return /[\ud800-\udfff]/.test(s) ? [...s].slice(start, stop).join("") : s.slice(start, stop);
}

// @helper $strFind
/** s.find(sub) / s.rfind(sub): a code point index, or -1. @param {string} s @param {string} sub @param {boolean} [fromEnd] @returns {number} */
function $strFind(s, sub, fromEnd = false) {
  const i = fromEnd ? s.lastIndexOf(sub) : s.indexOf(sub);
  return i <= 0 ? i : $strLen(s.slice(0, i));
}

// @helper $strOrder
/**
 * Python's order of two strs, by code points: JS's `<` compares UTF-16 units, which puts a character
 * outside the BMP (a surrogate pair) before U+E000..U+FFFF. -1, 0 or 1. (Two strs; typed `any` for
 * tsc, which reads a tuple literal's item as `string | number`.)
 * @param {any} a @param {any} b @returns {number}
 */
function $strOrder(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  // the characters that differ, by code point (a lone surrogate is its own code point, below U+E000)
  const high = (/** @type {number} */ c) => c >= 0xd800 && c <= 0xdbff;
  const at = i > 0 && high(a.charCodeAt(i - 1)) ? i - 1 : i;
  return /** @type {number} */ (a.codePointAt(at)) < /** @type {number} */ (b.codePointAt(at)) ? -1 : 1;
}

// @helper $setAt
/** xs[i] = v @template T @param {T[]} xs @param {number} i @param {T} v */
function $setAt(xs, i, v) {
  if (typeof i === "number" ? !Number.isInteger(i) : typeof i !== "boolean") {
    throw new TypeError(`list indices must be integers or slices, not ${$dynType(i)}`); // a JSON index
  }
  const n = xs.length;
  const j = i < 0 ? i + n : +i; // a bool indexes as 0 or 1
  if (j < 0 || j >= n) throw new $IndexError("list assignment index out of range");
  xs[j] = v;
}

// @helper $pop
/** xs.pop(i) @template T @param {T[]} xs @param {number} [i] @returns {T} */
function $pop(xs, i = -1) {
  const n = xs.length;
  if (n === 0) throw new $IndexError("pop from empty list");
  const j = i < 0 ? i + n : i;
  if (j < 0 || j >= n) throw new $IndexError("pop index out of range");
  return xs.splice(j, 1)[0];
}

// @helper $isObject
/** A JS object: an instance (whose own __eq__ a comparison asks), a list, a dict... @param {any} x */
function $isObject(x) {
  return x !== null && typeof x === "object";
}

// @helper $indexOf
/**
 * Where v is in xs by Python's ==, which is identity first: an object by its __eq__ or items; -1 if
 * it is not. A NaN is found only as the same float object, which JS cannot tell (`$nanMet`).
 * @param {any[]} xs @param {any} v
 */
function $indexOf(xs, v) {
  if (v !== null && typeof v === "object") return xs.findIndex((x) => $eq(x, v));
  if (xs.some($isObject)) return xs.findIndex((x) => ($isObject(x) ? $eq(x, v) : $indexOf([x], v) === 0)); // (an item's own __eq__)
  if (v !== v) return $noNaNAmong(xs), -1;
  if (typeof v === "number" || typeof v === "boolean") return xs.findIndex((x) => $sameNumber(x, v));
  return xs.indexOf(v);
}

// @helper $noNaNAmong
/**
 * A NaN looked for among items: none is equal to it, and Python finds one only if it is the same
 * float object (`x = nan; x in [x]`), which JS cannot tell: an item that is a NaN stops the worker.
 * @param {Iterable<any>} items
 */
function $noNaNAmong(items) {
  for (const item of items) {
    if (item !== item) {
      throw new $Stop("a NaN was looked for among items holding a NaN: Python finds it only if it is the same float object, which JavaScript cannot tell");
    }
  }
}

// @helper $floatIn
/** x in items of floats: `includes`, but for a NaN (`$noNaNAmong`). @param {any[]} items @param {any} x */
function $floatIn(items, x) {
  if (x !== x) return $noNaNAmong(items), false;
  return items.includes(x);
}

// @helper $sameNumber
/** Python's == of a number or bool with any item: True == 1, False == 0. @param {any} x @param {number | boolean} v */
function $sameNumber(x, v) {
  return x === v || ((typeof x === "number" || typeof x === "boolean") && Number(x) === Number(v));
}

// @helper $index
/**
 * xs.index(v[, start[, end]]) (`shape`: v's, for the message; `kind`: "list" or "tuple"), the bounds
 * clamped as a slice's. @param {any[]} xs @param {any} v @param {any} shape @param {string} kind
 * @param {number} [start] @param {number} [end]
 */
function $index(xs, v, shape, kind, start = 0, end = xs.length) {
  const n = xs.length;
  const lo = start < 0 ? Math.max(start + n, 0) : Math.min(start, n);
  const hi = end < 0 ? Math.max(end + n, 0) : Math.min(end, n);
  const i = $indexOf(xs.slice(lo, hi), v);
  if (i < 0) throw new $ValueError(kind === "tuple" ? "tuple.index(x): x not in tuple" : `${$repr(v, shape)} is not in list`);
  return lo + i;
}

// @helper $strIndex
/** s.index(sub) @param {string} s @param {string} sub */
function $strIndex(s, sub) {
  const i = $strFind(s, sub);
  if (i < 0) throw new $ValueError("substring not found");
  return i;
}

// @helper $divmod
/** divmod(a, b): (a // b, a % b) @param {number} a @param {number} b @param {boolean} float */
function $divmod(a, b, float) {
  if (b === 0) throw new $ZeroDivisionError(float ? "float divmod()" : "integer division or modulo by zero");
  return [$floordiv(a, b, float), $mod(a, b, float)];
}

// @helper $remove
/** xs.remove(v) @template T @param {T[]} xs @param {T} v */
function $remove(xs, v) {
  const i = $indexOf(xs, v);
  if (i < 0) throw new $ValueError("list.remove(x): x not in list");
  xs.splice(i, 1);
}

// @helper $unpack
/** The items of xs, checked to be exactly n, for `a, b = xs`. @template T @param {T[]} xs @param {number} n */
function $unpack(xs, n) {
  if (xs.length !== n) {
    throw new $ValueError(xs.length > n ? `too many values to unpack (expected ${n})` : `not enough values to unpack (expected ${n}, got ${xs.length})`);
  }
  return xs;
}

// @helper $call
/** f(...args) of an `object` that callable() said is callable: a function, or an instance with __call__. @param {any} f @param {...any} args */
function $call(f, ...args) {
  return typeof f === "function" ? f(...args) : f.__call__(...args);
}

// @helper $noneOr
/** str() of `X | None`: "None", or what `str` makes of the value. @template T @param {T | null | undefined} x @param {(x: T) => string} str @returns {string} */
function $noneOr(x, str) {
  return x === null || x === undefined ? "None" : str(x);
}

// @helper $starArgs
/**
 * The items of `max(a, *xs)`: with xs empty Python's max(a) iterates a, a number here: its TypeError.
 * @template T @param {T[]} items @param {string} message @returns {T[]}
 */
function $starArgs(items, message) {
  if (items.length < 2) throw new TypeError(message);
  return items;
}

// @helper $dictPairs
/**
 * dict(items) of lists of strs: each item checked to be a pair, as CPython checks it (ValueError).
 * @param {string[][]} items @returns {[string, string][]}
 */
function $dictPairs(items) {
  items.forEach((item, i) => {
    if (item.length !== 2) throw new $ValueError(`dictionary update sequence element #${i} has length ${item.length}; 2 is required`);
  });
  return /** @type {[string, string][]} */ (items);
}

// @helper $strArg
/**
 * A JSON value where a str method takes a str: it, or CPython's TypeError (a message ending in "not "
 * names the value's type). `none`: None is taken too.
 * @param {any} x @param {string} message @param {boolean} none @returns {any}
 */
function $strArg(x, message, none) {
  if (typeof x === "string" || (none && x == null)) return x;
  throw new TypeError(message.endsWith(" ") ? message + $dynType(x) : message);
}

// @helper $callable
/** callable(x) of a value that may be an instance of a class with `__call__` (not a dict holding one). @param {any} x @returns {boolean} */
function $callable(x) {
  if (typeof x === "function") return true;
  return x !== null && typeof x === "object" && Object.getPrototypeOf(x) !== Object.prototype && typeof x.__call__ === "function";
}

// @helper $unpackEach
/**
 * A comprehension's items, each unpacked as its target needs, checked as it is reached (Python's
 * ValueError at that item): `shape` is `[n, ...parts]`, n the length to check (null: a tuple of the
 * target's length) and each part's own shape (null: none).
 * @param {Iterable<any>} items @param {any[]} shape @returns {Generator<any[]>}
 */
function* $unpackEach(items, shape) {
  /** @type {(item: any, shape: any[]) => any[]} */
  const unpacked = (item, [n, ...parts]) => {
    const out = n === null ? item : Array.isArray(item) ? $unpack(item, n) : $unpackIter(item, n);
    return parts.some((p) => p !== null) ? out.map((x, i) => (parts[i] === null ? x : unpacked(x, parts[i]))) : out;
  };
  for (const item of items) yield unpacked(item, shape);
}

// @helper $unpackIter
/**
 * `a, b = items` of an iterator, a str or a JSON value: n items, then one more asked for (ValueError
 * if there is one), as Python takes them (a generator runs no further); a JSON object's keys.
 * @template T @param {Iterable<T>} items @param {number} n @returns {T[]}
 */
function $unpackIter(items, n) {
  const value = /** @type {any} */ (items);
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean") {
    throw new TypeError(`cannot unpack non-iterable ${$dynType(value)} object`); // a JSON scalar
  }
  // a JSON object: its keys, as Python iterates a dict
  const source = typeof value === "object" && !(Symbol.iterator in value) ? Object.keys(value) : items;
  const it = source[Symbol.iterator]();
  const out = [];
  for (let step = it.next(); !step.done; step = it.next()) {
    out.push(step.value);
    if (out.length > n) throw new $ValueError(`too many values to unpack (expected ${n})`);
  }
  if (out.length < n) throw new $ValueError(`not enough values to unpack (expected ${n}, got ${out.length})`);
  return out;
}

// @helper $min
/** min(xs) of a non-empty list of numbers or strs. @template T @param {T[]} xs @returns {T} */
function $min(xs) {
  if (xs.length === 0) throw new $ValueError("min() arg is an empty sequence");
  let best = xs[0];
  for (const x of xs) if (typeof x === "string" ? $strOrder(x, /** @type {string} */ (best)) < 0 : x < best) best = x;
  return best;
}

// @helper $max
/** max(xs) @template T @param {T[]} xs @returns {T} */
function $max(xs) {
  if (xs.length === 0) throw new $ValueError("max() arg is an empty sequence");
  let best = xs[0];
  for (const x of xs) if (typeof x === "string" ? $strOrder(x, /** @type {string} */ (best)) > 0 : x > best) best = x;
  return best;
}

// ---- dicts: own keys only, and "__proto__" is a key like any other --------------------------------

// @helper $getItem
/**
 * d[k]: a missing key (or one only the prototype has) raises KeyError, as does a key that is no str
 * (a JSON 1 is not the key "1"); `members`: the StrEnum class of the key, for its message.
 * @param {any} d @param {string} k @param {any} [members]
 */
function $getItem(d, k, members) {
  if (!(typeof k === "string" || $noStrKey(k)) || !Object.hasOwn(d, k)) throw $keyError(k, members);
  return d[k];
}

// @helper $get
/** d.get(k, fallback): a key that is no str is missing. @param {any} d @param {string} k @param {any} fallback */
function $get(d, k, fallback) {
  return (typeof k === "string" || $noStrKey(k)) && Object.hasOwn(d, k) ? d[k] : fallback;
}

// @helper $hasKey
/** k in d of a dict of str keys, where k may be any JSON value (a 1 is not the key "1"). @param {any} d @param {any} k */
function $hasKey(d, k) {
  return (typeof k === "string" || $noStrKey(k)) && Object.hasOwn(d, k);
}

// @helper $noStrKey
/**
 * A JSON value that is no str, as a key of a dict of str keys: a list or dict is unhashable (Python's
 * TypeError); any other is a key no such dict holds (false), which JS would read as its text (a 1 as
 * "1", `["a"]` as "a").
 * @param {any} k @returns {false}
 */
function $noStrKey(k) {
  if (k !== null && typeof k === "object" && (Array.isArray(k) || [Object.prototype, null].includes(Object.getPrototypeOf(k)))) {
    throw new TypeError(`unhashable type: '${$dynType(k)}'`);
  }
  return false;
}

// @helper $setItem
/** d[k] = v, as an own property even for "__proto__". @param {any} d @param {string} k @param {any} v */
function $setItem(d, k, v) {
  if (!(typeof k === "string" || $noStrKey(k))) throw new $Stop(`a ${$dynType(k)} key in a dict of str keys is not supported (JavaScript would store the str ${JSON.stringify(String(k))})`);
  if (k === "__proto__") Object.defineProperty(d, k, { value: v, writable: true, enumerable: true, configurable: true });
  else d[k] = v;
}

// @helper $dictWithout
/** A mapping pattern's `**rest`: a new dict of the own keys not named. @param {Record<string, any>} d @param {string[]} keys */
function $dictWithout(d, keys) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const k of Object.keys(d)) if (!keys.includes(k)) $setItem(out, k, d[k]);
  return out;
}

// @helper $defaultdict
/**
 * defaultdict(factory[, initial]): a plain object whose factory rides on a symbol property, which
 * Object.keys, JSON and spreading do not see; `initial` a dict, or (key, value) pairs as update() takes.
 * @param {() => any} factory @param {any} [initial] @returns {any}
 */
function $defaultdict(factory, initial = {}) {
  const d = {};
  Object.defineProperty(d, Symbol.for("sandbox-py.defaultdict"), { value: factory });
  $update(d, initial);
  return d;
}

// @helper $defaultdictCopy
/** d.copy() of a defaultdict: the same factory and items. @param {any} d */
function $defaultdictCopy(d) {
  return $defaultdict(d[Symbol.for("sandbox-py.defaultdict")], d);
}

// @helper $counterAdd
/** Counter(items) / c.update(items): each item (or each key of a mapping, by its count) added. @param {any} c @param {any} items */
function $counterAdd(c, items) {
  if (typeof items === "string" || typeof items[Symbol.iterator] === "function") {
    for (const item of items) $setItem(c, item, (Object.hasOwn(c, item) ? c[item] : 0) + 1);
  } else {
    for (const k of Object.keys(items)) $setItem(c, k, (Object.hasOwn(c, k) ? c[k] : 0) + items[k]);
  }
  return c;
}

// @helper $counterSubtract
/** c.subtract(items): each item's count less 1 (or each key of a mapping, less its count). @param {any} c @param {any} items */
function $counterSubtract(c, items) {
  if (typeof items === "string" || typeof items[Symbol.iterator] === "function") {
    for (const item of items) $setItem(c, item, (Object.hasOwn(c, item) ? c[item] : 0) - 1);
  } else {
    for (const k of Object.keys(items)) $setItem(c, k, (Object.hasOwn(c, k) ? c[k] : 0) - items[k]);
  }
  return null;
}

// @helper $mostCommon
/** c.most_common([n]): (item, count) pairs by count, largest first; equal counts in insertion order. @param {any} c @param {number | null} n @returns {[string, number][]} */
function $mostCommon(c, n) {
  const pairs = /** @type {[string, number][]} */ (Object.entries(c));
  const order = pairs.map((_, i) => i).sort((i, j) => pairs[j][1] - pairs[i][1] || i - j);
  const sorted = order.map((i) => pairs[i]);
  return n === null ? sorted : sorted.slice(0, Math.max(n, 0));
}

// @helper $counterElements
/**
 * c.elements() of a Counter's live (key, count) pairs: each key `count` times, none for a count below
 * 1 (`json`: a Map's tuple key, its JSON text). @template K @param {Iterable<[K, number]>} pairs
 * @param {boolean} [json] @returns {Generator<K>}
 */
function* $counterElements(pairs, json = false) {
  for (const [k, n] of pairs) for (let i = 0; i < n; i++) yield json ? JSON.parse(/** @type {any} */ (k)) : k;
}

// @helper $getDefault
/** d[k] of a defaultdict: a missing key is stored with a new value of the factory's. @param {any} d @param {string} k */
function $getDefault(d, k) {
  if (!(typeof k === "string" || $noStrKey(k)) || !Object.hasOwn(d, k)) $setItem(d, k, d[Symbol.for("sandbox-py.defaultdict")]());
  return d[k];
}

// @helper $delItem
/** del d[k] of a dict, or del xs[i] of a list (a JSON value may be either). @param {any} d @param {any} k */
function $delItem(d, k) {
  if (Array.isArray(d)) {
    if (typeof k !== "number" && typeof k !== "boolean") {
      const type = typeof k === "string" ? "str" : k === null ? "NoneType" : Array.isArray(k) ? "list" : "dict";
      throw new TypeError(`list indices must be integers or slices, not ${type}`);
    }
    const j = Number(k) < 0 ? Number(k) + d.length : Number(k);
    if (j < 0 || j >= d.length) throw new $IndexError("list assignment index out of range");
    d.splice(j, 1);
    return;
  }
  if (!(typeof k === "string" || $noStrKey(k)) || !Object.hasOwn(d, k)) throw $keyError(k);
  delete d[k];
}

// @helper $delSlice
/** del xs[start:stop]: bounds as a slice takes them (negative from the end, clamped). @param {any[]} xs @param {number | null} start @param {number | null} stop */
function $delSlice(xs, start, stop) {
  const n = xs.length;
  const bound = (/** @type {number | null} */ i, /** @type {number} */ missing) =>
    i === null ? missing : i < 0 ? Math.max(0, i + n) : Math.min(i, n);
  const [a, b] = [bound(start, 0), bound(stop, n)];
  if (b > a) xs.splice(a, b - a);
}

// @helper $delSliceStep
/**
 * del xs[start:stop:step] of a step (`del xs[::2]`): the items an extended slice selects, as Python's
 * list finds them (a step of 0 raises ValueError; a bool step is its int).
 * @param {any[]} xs @param {number | null} start @param {number | null} stop @param {number | boolean | null} step
 */
function $delSliceStep(xs, start, stop, step) {
  const by = step === null ? 1 : Number(step);
  const n = xs.length;
  const [first, count] = $extendedSlice(n, start, stop, by);
  const dropped = new Set(Array.from({ length: count }, (_, k) => first + k * by));
  const kept = xs.filter((_, i) => !dropped.has(i));
  xs.splice(0, n, ...kept);
}

// @helper $dictPop
/** d.pop(k[, fallback]) @param {any} d @param {string} k @param {any[]} fallback */
function $dictPop(d, k, ...fallback) {
  if (!(typeof k === "string" || $noStrKey(k)) || !Object.hasOwn(d, k)) {
    if (fallback.length) return fallback[0];
    throw $keyError(k);
  }
  const v = d[k];
  delete d[k];
  return v;
}

// @helper $setDefault
/** d.setdefault(k, v) @param {any} d @param {string} k @param {any} v */
function $setDefault(d, k, v) {
  if (!(typeof k === "string" || $noStrKey(k)) || !Object.hasOwn(d, k)) $setItem(d, k, v);
  return d[k];
}

// ---- dicts keyed by int or by tuples of str and int: JS Maps --------------------------------------
// A Map dict's keys are its int keys themselves, or its tuple keys' JSON text (`["GET","/"]`), which
// JSON.parse turns back into the tuple; a Map's own string keys never stand for a str key.

// @helper $keyOf
/** The Python key a Map dict's key stands for. @param {any} k @returns {any} */
function $keyOf(k) {
  return typeof k === "string" ? JSON.parse(k) : k;
}

// @helper $mapKeys
/** list(d) / d.keys() of a Map dict: its Python keys, in insertion order. @param {Map<any, any>} d @returns {any[]} */
function $mapKeys(d) {
  return Array.from(d.keys(), $keyOf);
}

// @helper $mapItems
/** d.items() of a Map dict: (key, value) pairs, in insertion order. @param {Map<any, any>} d @returns {[any, any][]} */
function $mapItems(d) {
  return Array.from(d, ([k, v]) => [$keyOf(k), v]);
}

// @helper $liveMap
/**
 * d.values() or d.items() (`entries`) of a Map dict, iterated (reversed: `reverse`): each value read
 * when the iteration reaches its key, as the view's iterator reads it.
 * @param {Map<any, any>} d @param {boolean} entries @param {boolean} reverse @returns {Generator<any>}
 */
function* $liveMap(d, entries, reverse) {
  const keys = [...d.keys()];
  for (const k of reverse ? keys.reverse() : keys) if (d.has(k)) yield entries ? [$keyOf(k), d.get(k)] : d.get(k);
}

// @helper $mapKeyError
/**
 * A KeyError for a Map dict's key: str() of it is the key's repr, a tuple's too; `shape` (`$repr`'s)
 * where the key holds an IntEnum's members, which the Map holds as their ints.
 * @param {any} k @param {any} [shape]
 */
function $mapKeyError(k, shape) {
  const key = $keyOf(k);
  if (shape !== undefined) {
    const error = new $KeyError();
    error.message = $repr(key, shape);
    error.$args = [key];
    error.$reprs = [error.message];
    return error;
  }
  if (!Array.isArray(key)) return new $KeyError(key);
  const item = (/** @type {any} */ x) => (typeof x === "string" ? $strRepr(x) : typeof x === "boolean" ? (x ? "True" : "False") : String(x));
  const error = new $KeyError();
  error.message = "(" + key.map(item).join(", ") + (key.length === 1 ? ",)" : ")");
  error.$args = [key];
  error.$reprs = [error.message];
  return error;
}

// @helper $mapGetItem
/** d[k] of a Map dict: a missing key raises KeyError. @param {Map<any, any>} d @param {any} k @param {any} [shape] */
function $mapGetItem(d, k, shape) {
  if (!d.has(k)) throw $mapKeyError(k, shape);
  return d.get(k);
}

// @helper $intKey
/**
 * A JSON value looked up in a Map dict of int keys: Python finds the int key 1 by True (and 2 by 2.0,
 * which JSON.parse makes 2); a list or dict is unhashable (TypeError); a str, None or a fractional
 * float is a key no such dict holds, and stays one. @param {any} k @returns {any}
 */
function $intKey(k) {
  $noStrKey(k);
  return typeof k === "boolean" ? Number(k) : k;
}

// @helper $mapGetAnyKey
/** d[k] of a Map dict of int keys, k a JSON value (`$intKey`): a missing one raises KeyError showing k. @param {Map<any, any>} d @param {any} k */
function $mapGetAnyKey(d, k) {
  const key = $intKey(k);
  if (!d.has(key)) throw $keyError(k);
  return d.get(key);
}

// @helper $mapGet
/** d.get(k, fallback) of a Map dict. @param {Map<any, any>} d @param {any} k @param {any} fallback */
function $mapGet(d, k, fallback) {
  return d.has(k) ? d.get(k) : fallback;
}

// @helper $mapDelItem
/** del d[k] of a Map dict: a missing key raises KeyError. @param {Map<any, any>} d @param {any} k @param {any} [shape] */
function $mapDelItem(d, k, shape) {
  if (!d.delete(k)) throw $mapKeyError(k, shape);
}

// @helper $mapPop
/** d.pop(k[, fallback]) of a Map dict. @param {Map<any, any>} d @param {any} k @param {any[]} fallback */
function $mapPop(d, k, ...fallback) {
  if (!d.has(k)) {
    if (fallback.length) return fallback[0];
    throw $mapKeyError(k);
  }
  const v = d.get(k);
  d.delete(k);
  return v;
}

// @helper $mapPopShown
/** d.pop(k[, fallback]) of a Map dict whose keys hold an IntEnum's members: its KeyError shows them (`shape`). @param {Map<any, any>} d @param {any} k @param {any} shape @param {any[]} fallback */
function $mapPopShown(d, k, shape, ...fallback) {
  if (!d.has(k) && !fallback.length) throw $mapKeyError(k, shape);
  return $mapPop(d, k, ...fallback);
}

// @helper $mapSetDefault
/** d.setdefault(k, v) of a Map dict. @param {Map<any, any>} d @param {any} k @param {any} v */
function $mapSetDefault(d, k, v) {
  if (!d.has(k)) d.set(k, v);
  return d.get(k);
}

// @helper $mapPopitem
/** d.popitem() of a Map dict, as `$popitem`. @param {Map<any, any>} d @param {boolean} [last] @returns {[any, any]} */
function $mapPopitem(d, last) {
  if (!d.size) throw $keyError(last === undefined ? "popitem(): dictionary is empty" : "dictionary is empty");
  const [k, v] = (last === false ? [...d][0] : [...d].at(-1)) ?? [];
  d.delete(k);
  return [$keyOf(k), v];
}

// @helper $mapMoveToEnd
/** od.move_to_end(k, last) of a Map OrderedDict (`k` its Map key). @param {Map<any, any>} d @param {any} k @param {boolean} last @param {any} [shape] */
function $mapMoveToEnd(d, k, last, shape) {
  if (!d.has(k)) throw $mapKeyError(k, shape);
  const v = d.get(k);
  d.delete(k);
  if (last) return void d.set(k, v);
  const rest = [...d];
  d.clear();
  d.set(k, v);
  for (const [key, value] of rest) d.set(key, value);
}

// @helper $mapUpdate
/** d.update(other) of a Map dict by another of its kind, or by (key, value) pairs whose keys `key` makes Map keys. @param {Map<any, any>} d @param {any} other @param {(k: any) => any} key */
function $mapUpdate(d, other, key) {
  if (other instanceof Map) {
    for (const [k, v] of other) d.set(k, v);
    return;
  }
  /** @type {any[][]} */ (other).forEach((item, i) => {
    if (item.length !== 2) {
      throw new $ValueError(`dictionary update sequence element #${i} has length ${item.length}; 2 is required`);
    }
    d.set(key(item[0]), item[1]);
  });
}

// @helper $mapDefaultdict
/**
 * defaultdict(factory[, mapping]) of int or tuple keys: a Map whose factory rides on a symbol
 * property, which iterating and spreading do not see. @param {() => any} factory @param {Map<any, any>} [initial]
 */
function $mapDefaultdict(factory, initial) {
  const d = new Map(initial);
  Object.defineProperty(d, Symbol.for("sandbox-py.defaultdict"), { value: factory });
  return d;
}

// @helper $mapDefaultdictCopy
/** d.copy() of a Map defaultdict: the same factory and items. @param {any} d */
function $mapDefaultdictCopy(d) {
  return $mapDefaultdict(d[Symbol.for("sandbox-py.defaultdict")], d);
}

// @helper $mapGetDefault
/** d[k] of a Map defaultdict: a missing key is stored with a new value of the factory's. @param {any} d @param {any} k */
function $mapGetDefault(d, k) {
  if (!d.has(k)) d.set(k, d[Symbol.for("sandbox-py.defaultdict")]());
  return d.get(k);
}

// @helper $mapCounterAdd
/** Counter(items) / c.update(items) of a Map Counter: each item (a key `key` makes a Map key) counted, or a Map's counts added. @param {Map<any, number>} c @param {any} items @param {(k: any) => any} key */
function $mapCounterAdd(c, items, key) {
  if (items instanceof Map) {
    for (const [k, n] of items) c.set(k, (c.get(k) ?? 0) + n);
  } else {
    for (const item of items) {
      const k = key(item);
      c.set(k, (c.get(k) ?? 0) + 1);
    }
  }
  return c;
}

// @helper $mapMostCommon
/** c.most_common([n]) of a Map Counter: (key, count) pairs by count, largest first; equal counts in insertion order. @param {Map<any, number>} c @param {number | null} n @returns {[any, number][]} */
function $mapMostCommon(c, n) {
  const pairs = /** @type {[any, number][]} */ ($mapItems(c));
  const order = pairs.map((_, i) => i).sort((i, j) => pairs[j][1] - pairs[i][1] || i - j);
  const sorted = order.map((i) => pairs[i]);
  return n === null ? sorted : sorted.slice(0, Math.max(n, 0));
}

// ---- int() and float() of a str: Python's grammar, ValueError otherwise --------------------------

// @helper $PY_SPACE
/** The characters str.isspace() accepts (JS's \s differs: it has U+FEFF, lacks U+001C-U+001F, U+0085). */
const $PY_SPACE = "[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";

// @helper $NUMBER_SPACE
/**
 * The spaces int() and float() strip around a number: str.isspace()'s but U+001C-U+001F (CPython
 * turns non-ASCII spaces into " ", then strips C's isspace(), which lacks those four).
 */
const $NUMBER_SPACE = "[\\t\\n\\v\\f\\r\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";

// @helper $asciiDigits
/** Python's int() and float() read every Unicode decimal digit: each becomes its ASCII digit. @param {string} s */
function $asciiDigits(s) {
  return s.replace(/\p{Nd}/gu, (ch) => {
    // decimal digits come in runs of ten, from 0 to 9, some runs back to back
    const code = /** @type {number} */ (ch.codePointAt(0));
    let start = code;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((code - start) % 10);
  });
}

// @helper $intDigitLimit
/**
 * CPython's limit of int() of a str in a base that is no power of two: the run of digits it reads
 * first (what follows may be invalid) holds at most 4300, else ValueError.
 * @param {string} body the text after the sign (and prefix) @param {number} radix
 */
function $intDigitLimit(body, radix) {
  if ((radix & (radix - 1)) === 0) return;
  const digit = radix <= 10 ? `[0-${radix - 1}]` : `[0-9a-${String.fromCharCode(86 + radix)}]`;
  const run = new RegExp(`^${digit}(?:_?${digit})*`, "i").exec(body)?.[0] ?? "";
  if (body[run.length] === "_") return; // a doubled or trailing underscore: invalid before counted
  const count = run.replaceAll("_", "").length;
  if (count > 4300) throw new $ValueError(`Exceeds the limit (4300 digits) for integer string conversion: value has ${count} digits; use sys.set_int_max_str_digits() to increase the limit`);
}

// @helper $parseInt
/** int(s) @param {string} s */
function $parseInt(s) {
  const text = $asciiDigits(s);
  const m = new RegExp(`^${$NUMBER_SPACE}*([+-]?)(\\d(?:_?\\d)*)${$NUMBER_SPACE}*$`).exec(text);
  $intDigitLimit(m?.[2] ?? text.replace(new RegExp(`^${$NUMBER_SPACE}*[+-]?`), ""), 10);
  if (m === null) throw new $ValueError(`invalid literal for int() with base 10: ${$strRepr(s)}`);
  const value = $exactInt(BigInt(m[2].replaceAll("_", ""))); // exact, or past 2**53 the worker stops
  return m[1] === "-" ? 0 - value : value; // int("-0") is 0, not -0
}

// @helper $parseFloat
/** float(s) @param {string} s */
function $parseFloat(s) {
  const digits = "\\d(?:_?\\d)*";
  const m = new RegExp(
    `^${$NUMBER_SPACE}*([+-]?)(?:((?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:[eE][+-]?${digits})?)|(inf(?:inity)?)|(nan))${$NUMBER_SPACE}*$`,
    "i",
  ).exec($asciiDigits(s));
  if (m === null) throw new $ValueError(`could not convert string to float: ${$strRepr(s)}`);
  const value = m[2] !== undefined ? Number(m[2].replaceAll("_", "")) : m[3] !== undefined ? Infinity : NaN;
  return m[1] === "-" ? -value : value;
}

// @helper $truncate
/**
 * int(x) of a float: NaN and infinities raise; so does an int past 2**53 (`printed`: one only
 * printed, as `%d` prints it, which needs no arithmetic to stay exact). @param {number} x @param {boolean} [printed]
 */
function $truncate(x, printed = false) {
  if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
  return printed ? Math.trunc(x) + 0 : $int(Math.trunc(x));
}

// @helper $item
/**
 * x[k] of a value whose type is not known (JSON), as Python reads it: a list or str by an int index,
 * a dict by key (its keys are str: another key is missing), else Python's TypeError. @param {any} x @param {any} k
 */
function $item(x, k) {
  const kind = $dynType(x);
  if (kind === "list" || kind === "str") {
    const i = typeof k === "boolean" ? Number(k) : k;
    if (typeof i !== "number" || !Number.isInteger(i)) {
      throw new TypeError(kind === "list" ? `list indices must be integers or slices, not ${$dynType(k)}` : `string indices must be integers, not '${$dynType(k)}'`);
    }
    return kind === "list" ? $at(x, i) : $strAt(x, i);
  }
  if (kind !== "dict") throw new TypeError(`'${kind}' object is not subscriptable`);
  if ((typeof k === "string" || $noStrKey(k))) return $getItem(x, k);
  throw new $KeyError(k);
}

// @helper $count
/** xs.count(v) @template T @param {T[]} xs @param {T} v */
function $count(xs, v) {
  if (v !== null && typeof v === "object") return xs.filter((x) => $eq(x, v)).length; // an instance's __eq__, a tuple's items
  if (xs.some($isObject)) return xs.filter((x) => ($isObject(x) ? $eq(x, v) : $count([x], v) === 1)).length; // (an item's own __eq__)
  if (v !== v) return $noNaNAmong(xs), 0;
  if (typeof v === "number" || typeof v === "boolean") return xs.filter((x) => $sameNumber(x, v)).length;
  return xs.filter((x) => x === v).length;
}

// @helper $strCount
/** s.count(sub): non-overlapping occurrences. @param {string} s @param {string} sub */
function $strCount(s, sub) {
  return sub === "" ? $strLen(s) + 1 : s.split(sub).length - 1;
}

// @helper $update
/**
 * d.update(other, **pairs): a dict's own keys, or the (key, value) pairs of a list or an iterator
 * (taken one by one, as Python's: a generator's body may read the dict), then the keywords.
 * @param {any} d @param {any} other @param {[string, any][]} [pairs]
 */
function $update(d, other, pairs = []) {
  if (typeof other[Symbol.iterator] === "function") {
    let i = 0;
    for (const item of other) {
      if (item.length !== 2) {
        throw new $ValueError(`dictionary update sequence element #${i} has length ${item.length}; 2 is required`);
      }
      $setItem(d, item[0], item[1]);
      i++;
    }
  } else {
    for (const k of Object.keys(other)) $setItem(d, k, other[k]);
  }
  for (const [k, v] of pairs) $setItem(d, k, v);
}

// @helper $objectSetattr
/** object.__setattr__(o, name, v): a dataclass's field (frozen is checked by the build). @param {any} o @param {string} name @param {any} v */
function $objectSetattr(o, name, v) {
  o[name] = v;
  return null;
}

// @helper $ntAsdict
/** A NamedTuple's _asdict(): a new dict of its fields, in order. @param {any[]} t @param {string[]} names */
function $ntAsdict(t, names) {
  /** @type {Record<string, any>} */
  const out = {};
  names.forEach((name, i) => { out[name] = t[i]; });
  return out;
}

// @helper $ntReplace
/** A NamedTuple's _replace(**fields): a new one of its class, the fields at the given indexes changed. @param {any} t @param {Record<number, any>} changes */
function $ntReplace(t, changes) {
  return new t.constructor(...t.map((/** @type {any} */ v, /** @type {number} */ i) => (i in changes ? changes[i] : v)));
}

// @helper $dictMerge
/** d |= other (dict.__ior__): other's items set into d (its values win, new keys last); gives d. @param {any} d @param {any} other */
function $dictMerge(d, other) {
  if (d instanceof Map) for (const [k, v] of other) d.set(k, v);
  else for (const k of Object.keys(other)) $setItem(d, k, other[k]);
  return d;
}

// @helper $moveToEnd
/**
 * od.move_to_end(k, last) of an OrderedDict of str keys: its item last (or first, the others after it
 * in their order); KeyError when missing. (A JS object lists int-like keys first whatever was done.)
 * @param {Record<string, any>} d @param {string} k @param {boolean} last
 */
function $moveToEnd(d, k, last) {
  if (!Object.hasOwn(d, k)) throw $keyError(k);
  const entries = Object.entries(d);
  for (const key of Object.keys(d)) delete d[key];
  const moved = entries.filter(([key]) => key !== k);
  const item = entries.filter(([key]) => key === k);
  for (const [key, value] of last ? [...moved, ...item] : [...item, ...moved]) $setItem(d, key, value);
}

// @helper $popitem
/**
 * d.popitem(): the last key inserted and its value, removed; an OrderedDict's (`last` given) takes
 * the first when `last` is false, and its KeyError says less.
 * @param {any} d @param {boolean} [last] @returns {[string, any]}
 */
function $popitem(d, last) {
  const keys = Object.keys(d);
  if (!keys.length) throw $keyError(last === undefined ? "popitem(): dictionary is empty" : "dictionary is empty");
  const k = last === false ? keys[0] : keys[keys.length - 1];
  const v = d[k];
  delete d[k];
  return [k, v];
}

// @helper $dictClear
/** d.clear() @param {any} d */
function $dictClear(d) {
  for (const k of Object.keys(d)) delete d[k];
}

// ---- str methods with Python's meaning -------------------------------------------------------------

// @helper $replace
/** s.replace(old, new): `new` inserted literally. @param {string} s @param {string} old @param {string} replacement */
function $replace(s, old, replacement) {
  if (old === "") return replacement + [...s].join(replacement) + (s === "" ? "" : replacement); // between code points
  return s.replaceAll(old, () => replacement);
}

// @helper $split
/** s.split(sep) of a separator not known: None (an Optional's, JSON's null) splits on whitespace. @param {string} s @param {any} sep */
function $split(s, sep) {
  if (sep === null || sep === undefined) return $splitWhitespace(s);
  if (typeof sep !== "string") throw new TypeError(`must be str or None, not ${$dynType(sep)}`);
  if (sep === "") throw new $ValueError("empty separator");
  return s.split(sep);
}

// @helper $splitWhitespace
/** s.split() @param {string} s */
function $splitWhitespace(s) {
  return s.split(new RegExp(`${$PY_SPACE}+`)).filter((part) => part !== "");
}

// @helper $strip
/**
 * s.strip(chars), lstrip, rstrip: Python's whitespace when chars is None.
 * @param {string} s @param {string | null} chars @param {"both" | "start" | "end"} ends
 */
function $strip(s, chars, ends) {
  const set = chars === null ? null : new Set(chars);
  const strip = (/** @type {string} */ ch) => (set === null ? new RegExp(`^${$PY_SPACE}$`).test(ch) : set.has(ch));
  const points = [...s];
  let start = 0;
  let end = points.length;
  if (ends !== "end") while (start < end && strip(points[start])) start++;
  if (ends !== "start") while (end > start && strip(points[end - 1])) end--;
  return points.slice(start, end).join("");
}

// ---- printing: str(), repr(), format() as Python prints ----

// @helper $floatStr
/** Python's str() and repr() of a float: the shortest digits that round-trip (as JS), Python's layout. @param {number} x */
function $floatStr(x) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa, exponent] = Math.abs(x).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const exp = Number(exponent);
  const sign = x < 0 ? "-" : "";
  if (exp < -4 || exp >= 16) {
    const tail = digits.length > 1 ? "." + digits.slice(1) : "";
    return `${sign}${digits[0]}${tail}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  return `${sign}${whole}.${digits.slice(exp + 1) || "0"}`;
}

// @helper $shapeOf
/**
 * Of the shapes of a union (["|", shape, ...]), the one a value has at run time: the lowering only
 * builds unions whose members JS tells apart (str, a number, bool, None, list or tuple, dict).
 * @param {any} x @param {any[]} union @returns {any}
 */
function $shapeOf(x, union) {
  const kind = (/** @type {any} */ s) => {
    const name = typeof s === "string" ? s : s[0];
    return name === "int" || name === "float" ? "number" : ["tuple", "tuples", "listed"].includes(name) ? "list" : name === "counter" ? "dict" : name;
  };
  const actual =
    x === null || x === undefined ? "None"
    : typeof x === "string" ? "str"
    : typeof x === "boolean" ? "bool"
    : typeof x === "number" ? "number"
    : x instanceof Uint8Array ? "bytes"
    : Object.getPrototypeOf(x)?.constructor?.pyName === "collections.deque" ? "deque"
    : Object.getPrototypeOf(x)?.constructor?.pyName ? "lib" // a datetime class's instance
    : typeof x.__repr__ === "function" ? "object" // an instance of the worker's class, a NamedTuple's too
    : Array.isArray(x) ? "list"
    : "dict";
  return union.slice(1).find((s) => kind(s) === actual) ?? "Any";
}

// @helper $bytesRepr
/** Python's repr() of bytes: b'...', double-quoted when it holds ' and no ", bytes outside ASCII's printable range as \\xhh. @param {Uint8Array} b */
function $bytesRepr(b) {
  const quote = b.includes(39) && !b.includes(34) ? 34 : 39;
  let out = "";
  for (const c of b) {
    if (c === quote || c === 92) out += "\\" + String.fromCharCode(c);
    else if (c === 9) out += "\\t";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c < 32 || c >= 127) out += "\\x" + c.toString(16).padStart(2, "0");
    else out += String.fromCharCode(c);
  }
  const q = String.fromCharCode(quote);
  return "b" + q + out + q;
}

// @helper $repr
/**
 * Python's repr() of a value of a static type, described by `shape`: "str", "int", "float", "bool",
 * "None", "Any" (a JSON value), ["list", item], ["tuple", ...items], ["tuples", item] (a tuple of
 * any length), ["listed", ...items] (a list with items by position), ["dict", key, value], ["counter",
 * key, value] (a Counter: its most common first), ["deque", item],
 * ["|", ...options] or "lib" (a datetime class's instance: its own __repr__).
 * @param {any} x @param {any} [shape] @returns {string}
 */
function $repr(x, shape = "Any") {
  if (Array.isArray(shape) && shape[0] === "|") shape = $shapeOf(x, shape);
  if (x !== null && typeof x === "object" && !(x instanceof Uint8Array) && $reprOpen.has(x)) {
    // a container met again inside itself: Python prints [...] or {...} there; a dataclass's repr ...
    if (Array.isArray(x)) return shape === "tuple" || shape[0] === "tuple" || shape[0] === "tuples" ? "(...)" : "[...]";
    return typeof x.__repr__ === "function" ? "..." : "{...}";
  }
  if (x === null || typeof x !== "object" || x instanceof Uint8Array) return $reprShaped(x, shape);
  $reprOpen.add(x);
  try {
    return $reprShaped(x, shape);
  } finally {
    $reprOpen.delete(x);
  }
}

/** The containers $repr is printing. @type {Set<any>} */
const $reprOpen = new Set();

/** $repr of a value already entered (its shape may name the value itself again: a view's). @param {any} x @param {any} shape @returns {string} */
function $reprShaped(x, shape) {
  if (Array.isArray(shape) && shape[0] === "|") shape = $shapeOf(x, shape);
  switch (Array.isArray(shape) ? shape[0] : shape) {
    case "str":
      return $strRepr(x);
    case "int":
      return String(x);
    case "float":
      return $floatStr(x);
    case "bool":
      return x ? "True" : "False";
    case "None":
      return "None";
    case "list":
      return "[" + x.map((/** @type {any} */ v) => $repr(v, shape[1])).join(", ") + "]";
    case "view":
      return `${shape[1]}(${$reprShaped(x, shape[2])})`;
    case "deque": // a $Deque
      return `deque(${$repr(x.items(), ["list", shape[1]])}${x.maxlen === null ? "" : `, maxlen=${x.maxlen}`})`;
    case "listed":
      return "[" + x.map((/** @type {any} */ v, /** @type {number} */ i) => $repr(v, shape[i + 1])).join(", ") + "]";
    case "tuples":
      return "(" + x.map((/** @type {any} */ v) => $repr(v, shape[1])).join(", ") + (x.length === 1 ? ",)" : ")");
    case "tuple":
      return "(" + x.map((/** @type {any} */ v, /** @type {number} */ i) => $repr(v, shape[i + 1])).join(", ") + (x.length === 1 ? ",)" : ")");
    case "dict":
    case "counter": {
      const key = (/** @type {any} */ k) => (shape[1] === "int" || shape[1] === "float" ? Number(k) : k);
      // a Map's str key is a tuple key's JSON text (see $keyOf)
      const entries = x instanceof Map ? [...x].map(([k, v]) => [typeof k === "string" ? JSON.parse(k) : k, v]) : Object.keys(x).map((k) => [key(k), x[k]]);
      if (shape[0] === "counter") {
        if (entries.length === 0) return "Counter()";
        entries.sort((a, b) => b[1] - a[1]); // most_common()'s order: a stable sort keeps ties in order
      }
      const shown = "{" + entries.map(([k, v]) => $repr(k, shape[1]) + ": " + $repr(v, shape[2])).join(", ") + "}";
      return shape[0] === "counter" ? `Counter(${shown})` : shown;
    }
    case "bytes":
      return $bytesRepr(x);
    case "enum":
      return shape[1].$reprOf(x);
    case "object":
    case "lib":
      return x.__repr__();
    case "TypedDict":
      return "{" + Object.keys(x).map((k) => {
        const [name, field] = shape[1][k] ?? [k, "Any"];
        return $strRepr(name) + ": " + $repr(x[k], field);
      }).join(", ") + "}";
  }
  if (x === null || x === undefined) return "None";
  if (typeof x === "boolean") return x ? "True" : "False";
  if (typeof x === "number") return $jsonInt(x) ? String(x) : $floatStr(x);
  if (typeof x === "string") return $strRepr(x);
  if (Array.isArray(x)) return $reprShaped(x, ["list", "Any"]);
  if (x instanceof Uint8Array) return $bytesRepr(x);
  if (typeof x === "object" && (x instanceof Map || [Object.prototype, null].includes(Object.getPrototypeOf(x)))) {
    return $reprShaped(x, ["dict", "Any", "Any"]);
  }
  if (typeof x === "object" && typeof x.__repr__ === "function") return x.__repr__(); // an Enum's member, a KeyError's key
  return String(x);
}

// @helper $reprGuarded
/**
 * A dataclass's generated __repr__, as reprlib.recursive_repr guards CPython's: "..." for the instance
 * met again inside its own repr. @param {object} self @param {() => string} make @returns {string}
 */
function $reprGuarded(self, make) {
  if ($reprGuarded.running.has(self)) return "...";
  $reprGuarded.running.add(self);
  try {
    return make();
  } finally {
    $reprGuarded.running.delete(self);
  }
}
/** The instances whose generated __repr__ is running. @type {Set<object>} */
$reprGuarded.running = new Set();

// @helper $nextReturning
/**
 * next(it) of a generator that returns a value: its StopIteration carries the value, which str(e) is
 * (a str) or shows (`shape`: see `$repr`), as Python's does. @template T @param {Iterator<T>} it @param {any} shape @returns {T}
 */
function $nextReturning(it, shape) {
  const step = $step(it);
  if (!step.done) return step.value;
  if (step.value === null || step.value === undefined) throw new $StopIteration();
  const shown = $repr(step.value, shape);
  const error = /** @type {any} */ (new $StopIteration(typeof step.value === "string" ? step.value : shown));
  error.$reprs = [shown];
  error.$args = [step.value];
  throw error;
}

// @helper $str
/** Python's str() of a value of a static type (see the shapes of repr): a str is itself. @param {any} x @param {any} [shape] */
function $str(x, shape = "Any") {
  if (Array.isArray(shape) && shape[0] === "|") shape = $shapeOf(x, shape);
  if (shape === "lib") return x.__str__(); // a datetime class's own str()
  if ((shape === "Any" || shape === "object") && x !== null && typeof x === "object" && typeof x.__str__ === "function") {
    return x.__str__(); // an Enum's member, an instance whose class (or subclass) defines __str__
  }
  if (Array.isArray(shape) && shape[0] === "enum") {
    // a StrEnum's (IntEnum's) member is its value's str; a `(str, Enum)` class's, Enum's `Kind.NAME`
    return shape[1].$mixin ? `${shape[1].$pyName}.${shape[1].$nameOf(x)}` : String(x);
  }
  return shape === "str" || (shape === "Any" && typeof x === "string") ? x : $repr(x, shape);
}

// @helper $enumQualname
/** An Enum class's __qualname__ (`Outer.Color` for one nested in a class), as its ValueError names it. @param {any} cls */
function $enumQualname(cls) {
  return cls.$pyQualname ?? cls.$pyName;
}

// @helper $Enum
/** The base of an Enum class: its members are its static fields, instances of it, in order. */
class $Enum {
  /** `shape`: how the value prints, where it holds floats. @param {string} name @param {any} value @param {any} [shape] */
  constructor(name, value, shape) {
    this.name = name;
    this.value = value;
    if (shape !== undefined) Object.defineProperty(this, "$shape", { value: shape });
  }

  /** The members, in definition order (`for c in Color`). @returns {any[]} */
  static $members() {
    return Object.values(this).filter((member) => member instanceof this);
  }

  /**
   * A member of a class with its own `__init__`, which Python calls with the value (a tuple's items);
   * `shape`: how its value prints, where it holds floats. @param {string} name @param {any} value
   * @param {any} [shape] @returns {any}
   */
  static $made(name, value, shape) {
    const member = new this(name, value, shape);
    /** @type {any} */ (member).__init__(...(Array.isArray(value) ? value : [value]));
    return member;
  }

  /**
   * `Color(value)`: the member of that value (True is 1, as a dict key; a tuple by ==), else ValueError.
   * `list`: the value is a list, which equals no member's value (a tuple's neither); `shape`: how
   * the value prints, where it holds floats.
   * @param {any} value @param {boolean} [list] @param {any} [shape] @returns {any}
   */
  static $of(value, list = false, shape = undefined) {
    const wanted = typeof value === "boolean" ? Number(value) : value;
    const same = (/** @type {any} */ v) => (Array.isArray(v) ? !list && $eq(v, wanted) : v === wanted);
    const found = this.$members().find((member) => same(member.value));
    shape ??= Array.isArray(value) && !list ? "tuple" : "Any";
    if (found === undefined) throw new $ValueError(`${$repr(value, shape)} is not a valid ${$enumQualname(this)}`);
    return found;
  }

  /** `Color["RED"]`: the member of that name (of the worker's class, not $Enum), else KeyError. @param {string} name @returns {any} */
  static $named(name) {
    const found = Object.hasOwn(this, name) ? /** @type {any} */ (this)[name] : undefined;
    if (!(found instanceof this)) throw $keyError(name);
    return found;
  }

  __str__() {
    return `${/** @type {any} */ (this.constructor).$pyName}.${this.name}`;
  }

  __repr__() {
    // (a tuple of ints and strs, unless `$made` was told its floats)
    const shape = /** @type {any} */ (this).$shape ?? (Array.isArray(this.value) ? "tuple" : "Any");
    return `<${/** @type {any} */ (this.constructor).$pyName}.${this.name}: ${$repr(this.value, shape)}>`;
  }
}

// @helper $ValueEnum
/** The base of a StrEnum or IntEnum class: its members are strs or ints, static fields named in `$names`. */
class $ValueEnum {
  /** @returns {any[]} */
  static $members() {
    return /** @type {string[]} */ (/** @type {any} */ (this).$names).map((name) => /** @type {any} */ (this)[name]);
  }

  /** `Mode(value)`: the member of that value (an IntEnum's of True is 1's), else ValueError. @param {any} value */
  static $of(value) {
    const wanted = typeof value === "boolean" && typeof this.$members()[0] === "number" ? Number(value) : value;
    if (!this.$members().includes(wanted)) throw new $ValueError(`${$repr(value)} is not a valid ${$enumQualname(this)}`);
    return wanted;
  }

  /** `Mode["FAST"]`: the member of that name, else KeyError. @param {string} name */
  static $named(name) {
    if (!/** @type {any} */ (this).$names.includes(name)) throw $keyError(name);
    return /** @type {any} */ (this)[name];
  }

  /** A member's name. @param {any} value @returns {string} */
  static $nameOf(value) {
    return /** @type {string[]} */ (/** @type {any} */ (this).$names).find((name) => /** @type {any} */ (this)[name] === value) ?? "";
  }

  /** repr() of a member: `<Mode.FAST: 'fast'>`. @param {any} value */
  static $reprOf(value) {
    return `<${/** @type {any} */ (this).$pyName}.${this.$nameOf(value)}: ${$repr(value)}>`;
  }
}

// @helper $exactDigits
/**
 * The exact decimal value of a finite, non-zero |x|: [digits, point], |x| = 0.digits * 10 ** point,
 * without trailing zeros (a double is m * 2 ** e: m * 5 ** -e digits shifted by -e places).
 * @param {number} x @returns {[string, number]}
 */
function $exactDigits(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const high = view.getUint32(0);
  const biased = high >>> 20;
  let m = (BigInt(high & 0xfffff) << 32n) | BigInt(view.getUint32(4));
  let e = -1074;
  if (biased !== 0) {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  const digits = e >= 0 ? (m << BigInt(e)).toString() : (m * 5n ** BigInt(-e)).toString();
  return [digits.replace(/0+$/, ""), e >= 0 ? digits.length : digits.length + e];
}

// @helper $roundDigits
/**
 * Keep the first `n` of `digits` (none when n <= 0), rounded half to even on the exact value.
 * @param {string} digits @param {number} point @param {number} n @returns {[string, number]}
 */
function $roundDigits(digits, point, n) {
  if (n >= digits.length) return [digits, point];
  if (n < 0) return ["", point];
  const head = digits.slice(0, n);
  const next = digits[n];
  const up = next > "5" || (next === "5" && (digits.length > n + 1 || "13579".includes(head.slice(-1) || "0")));
  if (!up) return [head.replace(/0+$/, ""), point];
  const kept = head.replace(/9+$/, "");
  if (kept === "") return ["1", point + 1];
  return [kept.slice(0, -1) + String(Number(kept.slice(-1)) + 1), point];
}

// @helper $formatPad
/**
 * A formatted value padded to `spec.width` code points: `lead` (sign and 0x prefix) and `body`,
 * filled per `spec.align` ("=" fills between them) with `spec.fill`.
 * @param {string} lead @param {string} body @param {any} spec @param {string} align
 */
function $formatPad(lead, body, spec, align) {
  const pad = Math.max(0, (spec.width ?? 0) - [...lead, ...body].length);
  const fill = spec.fill ?? " ";
  if (align === "=") return lead + fill.repeat(pad) + body;
  if (align === "<") return lead + body + fill.repeat(pad);
  if (align === "^") return fill.repeat(Math.floor(pad / 2)) + lead + body + fill.repeat(pad - Math.floor(pad / 2));
  return fill.repeat(pad) + lead + body;
}

// @helper $formatNumber
/**
 * The layout of a formatted number: sign, prefix, integer digits grouped (and zero-filled for the
 * "0" flag, separators included, as CPython does), then the rest (".5e+07", "%").
 * @param {boolean} negative @param {string} prefix @param {string} digits @param {string} rest @param {any} spec
 */
function $formatNumber(negative, prefix, digits, rest, spec) {
  const sign = spec.sign ?? "-";
  const lead = (negative ? "-" : sign === "-" ? "" : sign) + prefix;
  const align = spec.align ?? ">";
  const separator = spec.grouping ?? "";
  let minWidth = (spec.fill ?? " ") === "0" && align === "=" ? (spec.width ?? 0) - lead.length - rest.length : 0;
  if (digits !== "" && (separator !== "" || minWidth > 0)) {
    const size = separator === "" ? Infinity : "xXob".includes(spec.type ?? "d") ? 4 : 3;
    let remaining = digits.length;
    let grouped = "";
    minWidth = Math.max(0, minWidth);
    for (;;) {
      const length = Math.min(size, Math.max(remaining, minWidth, 1));
      const chars = Math.min(remaining, length);
      grouped = "0".repeat(length - chars) + digits.slice(remaining - chars, remaining) + (grouped === "" ? "" : separator) + grouped;
      remaining -= chars;
      minWidth -= length;
      if (remaining <= 0 && minWidth <= 0) break;
      minWidth -= separator.length;
    }
    digits = grouped;
  }
  return $formatPad(lead, digits + rest, spec, align);
}

// @helper $maketrans
/**
 * str.maketrans(x, y, z): each of x's characters to y's (a code point), z's to None; of one dict,
 * its keys as code points (a one-character str's, or an int), its values as they are. CPython's
 * errors. @param {any} x @param {string} [y] @param {string} [z] @returns {Map<number, any>}
 */
function $maketrans(x, y, z) {
  /** @type {Map<number, any>} */
  const table = new Map();
  if (y === undefined) {
    for (const [k, v] of x instanceof Map ? x : Object.entries(x)) {
      if (typeof k !== "string") table.set(k, v);
      else if ([...k].length !== 1) throw new $ValueError("string keys in translate table must be of length 1");
      else table.set(/** @type {number} */ (k.codePointAt(0)), v);
    }
    return table;
  }
  const from = [...x];
  const to = [...y];
  if (from.length !== to.length) throw new $ValueError("the first two maketrans arguments must have equal length");
  from.forEach((c, i) => table.set(/** @type {number} */ (c.codePointAt(0)), to[i].codePointAt(0)));
  for (const c of z ?? "") table.set(/** @type {number} */ (c.codePointAt(0)), null);
  return table;
}

// @helper $translate
/**
 * s.translate(table) of a Map of code points: each character whose code point the table holds
 * replaced by its value (a code point, a str, or nothing for None). @param {string} s @param {Map<number, any>} table
 */
function $translate(s, table) {
  let out = "";
  for (const c of s) {
    const code = /** @type {number} */ (c.codePointAt(0));
    if (!table.has(code)) {
      out += c;
      continue;
    }
    const v = table.get(code);
    if (typeof v === "string") out += v;
    else if (typeof v === "number") {
      if (!(v >= 0 && v < 0x110000)) throw new $ValueError("character mapping must be in range(0x110000)");
      out += $chr(v); // (a surrogate stops the worker, as chr's)
    }
  }
  return out;
}

// @helper $percentReal
/**
 * The number `"%d" % x` or `"%f" % x` formats of a JSON value: a number, a bool's int, else Python's
 * TypeError. @param {any} x @param {string} kind @returns {number}
 */
function $percentReal(x, kind) {
  if (typeof x === "number" || typeof x === "boolean") return Number(x);
  const type = $dynType(x);
  throw new TypeError("diu".includes(kind) ? `%${kind} format: a real number is required, not ${type}` : `must be real number, not ${type}`);
}

// @helper $percentChar
/** `"%c" % s` of a str: itself when it is one character, else Python's TypeError. @param {string} s */
function $percentChar(s) {
  if ([...s].length !== 1) throw new TypeError("%c requires int or char");
  return s;
}

// @helper $normalize
/** unicodedata.normalize(form, s) of a form known when it runs: ValueError for any but the four. @param {string} form @param {string} s */
function $normalize(form, s) {
  if (!["NFC", "NFKC", "NFD", "NFKD"].includes(form)) throw new $ValueError("invalid normalization form");
  return s.normalize(/** @type {"NFC"} */ (form));
}

// @helper $sleep
/** asyncio.sleep(seconds): a promise resolved after that many seconds. @param {number} seconds @returns {Promise<void>} */
function $sleep(seconds) {
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

// @helper $coroutine
/**
 * A coroutine of the worker's `async def`, called where it is not awaited at once (`c = job(x)`):
 * Python runs its body when it is awaited, where a JS async function runs at once. So the call's
 * arguments are taken now and the body runs when the first `await` (or `Promise.all`) asks for its
 * result; asked again, it is Python's RuntimeError, as a coroutine awaited twice. A function that is
 * not async (one held in a name may be either) runs now, as in Python.
 * @template T @param {(...args: any[]) => Promise<T>} f @param {any} self @param {...any} args @returns {Promise<T>}
 */
function $coroutine(f, self, ...args) {
  if (!$isAsync(f)) return f.apply(self, args);
  let started = false;
  /** @param {any} ok @param {any} fail */
  const then = (ok, fail) => {
    if (started) return Promise.reject(new $RuntimeError("cannot reuse already awaited coroutine")).then(ok, fail);
    started = true;
    return f.apply(self, args).then(ok, fail);
  };
  return /** @type {any} */ ({ then });
}

// @helper $gather
/**
 * asyncio.gather(a, b) of awaitables that may be one object given twice (`gather(c, c)`, a list of
 * them): Python's gather makes one task of each object, so it runs once and its result is given
 * twice, where `Promise.all` would await a held coroutine twice (Python's RuntimeError).
 * @template {readonly unknown[]} T @param {T} items @returns {Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }>}
 */
function $gather(items) {
  return /** @type {any} */ (Promise.all($tasksOf(items)));
}

// @helper $tasksOf
/** gather's tasks: one promise for each object, however often it is given. @param {readonly unknown[]} items @returns {Promise<any>[]} */
function $tasksOf(items) {
  const tasks = new Map();
  return items.map((x) => {
    if (!tasks.has(x)) tasks.set(x, Promise.resolve(x));
    return tasks.get(x);
  });
}

// @helper $gatherSettled
/**
 * asyncio.gather(..., return_exceptions=True): as `$gather`, and an error is its task's result, in
 * its place (a stop still stops the worker: no Python code would have gone on there).
 * @param {readonly unknown[]} items @returns {Promise<any[]>}
 */
function $gatherSettled(items) {
  const caught = (/** @type {any} */ e) => {
    if (e instanceof $Stop) throw e;
    return e;
  };
  return Promise.all($tasksOf(items).map((task) => task.catch(caught)));
}

// @helper $task
/**
 * A coroutine of the worker's `async def` given to the runtime (`ctx.wait_until(job(x))`), which
 * Python runs as a task once the caller suspends, where a JS async function runs at once up to its
 * first `await`: the arguments taken now, the body started at the next microtask. A function that is
 * not async runs now, as in Python.
 * @template T @param {(...args: any[]) => Promise<T>} f @param {any} self @param {...any} args @returns {Promise<T>}
 */
function $task(f, self, ...args) {
  if (!$isAsync(f)) return f.apply(self, args);
  return Promise.resolve().then(() => f.apply(self, args));
}

// @helper $formatInt
/** format(x, spec) of an int, for the types d, x, X, o, b and c. @param {number} x @param {any} spec */
function $formatInt(x, spec) {
  const type = spec.type ?? "d";
  if (type === "c") {
    // the character of that code point, laid out as a number is (right-aligned; "0" fills)
    if (!(x >= 0 && x < 0x110000)) throw new $OverflowError("%c arg not in range(0x110000)");
    return $formatPad("", $chr(x), spec, spec.align ?? ">"); // (a surrogate stops the worker, as chr's)
  }
  const base = { d: 10, x: 16, X: 16, o: 8, b: 2 }[/** @type {"d"} */ (type)];
  const digits = BigInt(Math.abs(x)).toString(base);
  const prefix = spec.alt && base !== 10 ? "0" + type : "";
  return $formatNumber(x < 0, prefix, type === "X" ? digits.toUpperCase() : digits, "", spec);
}

// @helper $formatFloat
/**
 * format(x, spec) of a float (or an int as a float), for the types e, E, f, F, g, G, % and none, as
 * CPython's format_float_short lays out the exactly rounded digits (half to even).
 * @param {number} x @param {any} spec
 */
function $formatFloat(x, spec) {
  let type = spec.type ?? "";
  let precision = spec.precision ?? -1;
  const addDot0 = type === "";
  const upper = "EFG".includes(type) && type !== "";
  const percent = type === "%";
  if (type === "") type = precision < 0 ? "r" : "g";
  else if (percent) type = "f";
  type = type.toLowerCase();
  if (percent) x *= 100;
  if (precision < 0) precision = 6;
  let negative = x < 0 || Object.is(x, -0);
  let body;
  if (!Number.isFinite(x)) {
    negative = x === -Infinity;
    body = Number.isNaN(x) ? "nan" : "inf";
  } else {
    /** @type {[string, number]} */
    let [digits, point] = x === 0 ? ["0", 1] : $exactDigits(x);
    if (type === "r" && x !== 0) {
      const [mantissa, exponent] = Math.abs(x).toExponential().split("e");
      [digits, point] = [mantissa.replace(".", ""), Number(exponent) + 1];
    } else if (type === "e") [digits, point] = $roundDigits(digits, point, precision + 1);
    else if (type === "f") [digits, point] = $roundDigits(digits, point, point + precision);
    else if (type === "g") [digits, point] = $roundDigits(digits, point, (precision ||= 1));
    if (digits === "") [digits, point] = ["0", 1];
    if (spec.z && digits === "0") negative = false;
    let exp = false;
    let end = digits.length;
    if (type === "e") [exp, end] = [true, precision + 1];
    else if (type === "f") end = point + precision;
    else if (type === "g") {
      exp = point <= -4 || point > (addDot0 ? precision - 1 : precision);
      if (spec.alt) end = precision;
    } else exp = point <= -4 || point > 16;
    const exponent = point - 1;
    if (exp) point = 1;
    end = Math.max(end, !exp && addDot0 ? point + 1 : point);
    body = point <= 0 ? "0." + "0".repeat(-point) + digits : digits.slice(0, point) + "." + digits.slice(point);
    if (digits.length < point) body = digits + "0".repeat(point - digits.length) + "." + "0".repeat(end - point);
    else body += "0".repeat(Math.max(0, end - Math.max(digits.length, point)));
    if (body.endsWith(".") && !spec.alt) body = body.slice(0, -1);
    if (exp) body += `e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (upper) body = body.toUpperCase();
  if (percent) body += "%";
  const digits = /^\d*/.exec(body)?.[0] ?? "";
  return $formatNumber(negative, "", digits, body.slice(digits.length), spec);
}

// @helper $formatAtRunTime
/**
 * template.format(*args, **kwargs) of a template known only when it runs: CPython's MarkupIterator and
 * field lookup (Objects/stringlib/unicode_format.h) with their ValueError, IndexError and KeyError.
 * Each argument comes as its Python str() and repr() (made by the lowering from its static type); a
 * field with a format spec, an attribute or index after its name, or the `!a` conversion stops the
 * worker. A named field is looked up in `kwargs`, else in `mapping` (format_map's dict, or the one
 * `**d` gives), whose values all show by `shown`.
 * @param {string} template @param {[any, (v: any) => string, (v: any) => string][] | null} args (format_map's: null)
 * @param {[string, any, (v: any) => string, (v: any) => string][]} kwargs
 * @param {Record<string, any> | null} [mapping] @param {[(v: any) => string, (v: any) => string] | null} [shown]
 * @returns {string}
 */
function $formatAtRunTime(template, args, kwargs, mapping = null, shown = null) {
  let out = "";
  let at = 0;
  let numbering = ""; // "auto" or "manual", once a field says which
  let next = 0;
  const end = template.length;
  while (at < end) {
    const start = at;
    let c = "";
    while (at < end) {
      c = template[at++];
      if (c === "{" || c === "}") break;
      c = "";
    }
    const atEnd = at >= end;
    if (c === "}" && (atEnd || template[at] !== "}")) throw new $ValueError("Single '}' encountered in format string");
    if (atEnd && c === "{") throw new $ValueError("Single '{' encountered in format string");
    if (c && template[at] === c) {
      out += template.slice(start, at); // an escaped brace: the literal text holds one
      at++;
      continue;
    }
    out += template.slice(start, c ? at - 1 : at);
    if (!c) continue;
    // the field: its name, up to "}", ":" or "!" ("[" skips to "]")
    const nameStart = at;
    c = "";
    while (at < end) {
      c = template[at++];
      if (c === "{") throw new $ValueError("unexpected '{' in field name");
      if (c === "[") {
        while (at < end && template[at] !== "]") at++;
        c = "";
        continue;
      }
      if (c === "}" || c === ":" || c === "!") break;
      c = "";
    }
    const name = template.slice(nameStart, c ? at - 1 : at);
    let conversion = "";
    let spec = "";
    if (c === "!" || c === ":") {
      let closed = false;
      if (c === "!") {
        if (at >= end) throw new $ValueError("end of string while looking for conversion specifier");
        conversion = template[at++];
        if (at < end) {
          const after = template[at++];
          if (after === "}") closed = true;
          else if (after !== ":") throw new $ValueError("expected ':' after conversion specifier");
        }
      }
      if (!closed) {
        const specStart = at;
        let depth = 1;
        while (at < end && depth > 0) {
          const s = template[at++];
          if (s === "{") depth++;
          else if (s === "}") depth--;
        }
        if (depth > 0) throw new $ValueError("unmatched '{' in format spec");
        spec = template.slice(specStart, at - 1);
      }
    } else if (c !== "}") {
      throw new $ValueError("expected '}' before end of string");
    }
    // the value: by position (auto-numbered if empty) or by keyword
    const first = /^[^.[]*/.exec(name)?.[0] ?? "";
    if (first.length < name.length) throw new $Stop(`the field {${name}} reads an attribute or an item, which a template known only at run time cannot here`);
    if (/[^\x00-\x7f]/.test(first) && /\p{Nd}/u.test(first)) throw new $Stop(`the field {${name}} holds non-ASCII digits`);
    const numeric = first === "" || /^[0-9]+$/.test(first);
    if (numeric && first !== "" && BigInt(first) > 9223372036854775807n) {
      throw new $ValueError("Too many decimal digits in format string");
    }
    if (numeric) {
      const kind = first === "" ? "auto" : "manual";
      numbering ||= kind;
      if (numbering !== kind) {
        throw new $ValueError(kind === "auto" ? "cannot switch from manual field specification to automatic field numbering" : "cannot switch from automatic field numbering to manual field specification");
      }
    }
    /** @type {[any, (v: any) => string, (v: any) => string]} */
    let value;
    if (numeric) {
      const index = first === "" ? next++ : Number(first);
      if (args === null) throw new $ValueError("Format string contains positional fields");
      if (index >= args.length) throw new $IndexError(`Replacement index ${index} out of range for positional args tuple`);
      value = args[index];
    } else if (mapping !== null && shown !== null) {
      if (!Object.hasOwn(mapping, first)) throw $keyError(first);
      value = [mapping[first], ...shown];
    } else {
      const found = kwargs.find(([k]) => k === first);
      if (!found) throw $keyError(first);
      value = [found[1], found[2], found[3]];
    }
    if (conversion && conversion !== "r" && conversion !== "s") {
      if (conversion === "a") throw new $Stop("the !a conversion in a template known only at run time is not supported");
      throw new $ValueError(`Unknown conversion specifier ${conversion}`);
    }
    if (spec) throw new $Stop(`the field {${template.slice(nameStart, at - 1)}} has a format spec, which a template known only at run time cannot take here: format the value first`);
    out += conversion === "r" ? value[2](value[0]) : value[1](value[0]);
  }
  return out;
}

// @helper $formatStr
/** format(s, spec) of a str: precision keeps that many code points; width counts code points. @param {string} s @param {any} spec */
function $formatStr(s, spec) {
  const body = spec.precision === undefined ? s : [...s].slice(0, spec.precision).join("");
  return $formatPad("", body, spec, spec.align ?? "<");
}

// @helper $jsonDumps
/**
 * json.dumps(x) with Python's defaults: ", " and ": " (or "," and newlines with indent), non-ASCII
 * escaped as \uXXXX, NaN and Infinity written as Python writes them, floats as Python's repr;
 * `sort_keys` orders each dict's keys, `separators` replaces the item and key separators; with
 * `ensureAscii` false only `"`, `\\` and control characters are escaped; `fallback` (`default=`) is
 * given what JSON has no form for, and what it returns is written (of shape `fallbackShape`).
 * @param {any} x @param {any} [shape] @param {number | string | null} [indent] @param {boolean} [sortKeys]
 * @param {[string, string] | null} [separators] @param {boolean} [ensureAscii]
 * @param {((value: any) => any) | null} [fallback] @param {any} [fallbackShape]
 */
function $jsonDumps(x, shape = "Any", indent = null, sortKeys = false, separators = null, ensureAscii = true, fallback = null, fallbackShape = "Any") {
  const [itemSep, keySep] = separators ?? [indent === null ? ", " : ",", ": "];
  const string = (/** @type {string} */ s) =>
    '"' +
    s.replace(ensureAscii ? /[^\x20-\x7e]|["\\]/g : /[\x00-\x1f"\\]/g, (c) => {
      const named = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" }[c];
      return named ?? "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
    }) +
    '"';
  const float = (/** @type {number} */ v) =>
    Number.isNaN(v) ? "NaN" : v === Infinity ? "Infinity" : v === -Infinity ? "-Infinity" : $floatStr(v);
  const key = (/** @type {any} */ k, /** @type {any} */ s) => (s === "float" ? float(Number(k)) : String(k));
  const block = (/** @type {string} */ open, /** @type {string[]} */ items, /** @type {string} */ close, /** @type {number} */ depth) => {
    if (items.length === 0) return open + close;
    if (indent === null) return open + items.join(itemSep) + close;
    const unit = typeof indent === "string" ? indent : " ".repeat(Math.max(0, Number(indent))); // (indent="\t")
    const inner = "\n" + unit.repeat(depth + 1);
    return open + inner + items.join(itemSep + inner) + "\n" + unit.repeat(depth) + close;
  };
  /** @type {(pairs: [string, string][], depth: number, sorted?: boolean) => string} */
  const object = (pairs, depth, sorted = false) => {
    if (sortKeys && !sorted) pairs.sort(([a], [b]) => $strOrder(a, b)); // by code points, as Python's
    return block("{", pairs.map(([k, item]) => string(k) + keySep + item), "}", depth);
  };
  /** A Map dict's int keys sort as ints, before they become str. @type {(entries: [number, any][]) => [number, any][]} */
  const byNumber = (entries) => (sortKeys ? entries.sort(([a], [b]) => a - b) : entries);
  const open = new Set(); // the containers being written: one met again is a cycle (check_circular)
  /** @type {(v: any, s: any, depth: number) => string} */
  const walk = (v, s, depth) => {
    if (v !== null && typeof v === "object" && !(v instanceof Uint8Array)) {
      if (open.has(v)) throw new $ValueError("Circular reference detected");
      open.add(v);
      try {
        return container(v, s, depth);
      } finally {
        open.delete(v);
      }
    }
    return container(v, s, depth);
  };
  /** @type {(v: any, s: any, depth: number) => string} */
  const container = (v, s, depth) => {
    if (Array.isArray(s) && s[0] === "|") s = $shapeOf(v, s);
    const name = Array.isArray(s) ? s[0] : s;
    if (v === null || v === undefined) return "null";
    if (typeof v === "boolean") return v ? "true" : "false";
    if (typeof v === "string") return string(v);
    if (typeof v === "number") return name === "float" || !$jsonInt(v) ? float(v) : String(v);
    const proto = Array.isArray(v) || v instanceof Map || v instanceof Uint8Array ? null : Object.getPrototypeOf(v);
    if (fallback !== null && (v instanceof Uint8Array || (proto !== null && proto !== Object.prototype))) {
      return walk(fallback(v), fallbackShape, depth); // (what it returns, written in its place)
    }
    if (v instanceof Uint8Array) throw new TypeError("Object of type bytes is not JSON serializable");
    if (proto !== null && proto !== Object.prototype) {
      // a set, or an instance of a class, that reached an Any: Python's encoder has no default for it
      throw new TypeError(`Object of type ${v instanceof Set ? "set" : $dynType(v)} is not JSON serializable`);
    }
    if (Array.isArray(v)) {
      return block("[", v.map((item, i) => walk(item, name === "list" ? s[1] : name === "tuple" || name === "listed" ? s[i + 1] : "Any", depth + 1)), "]", depth);
    }
    if (name === "TypedDict") {
      const fields = Object.keys(v).map((k) => [...(s[1][k] ?? [k, "Any"]), v[k]]);
      return object(fields.map(([k, field, item]) => [k, walk(item, field, depth + 1)]), depth);
    }
    const [k, value] = name === "dict" ? [s[1], s[2]] : ["Any", "Any"];
    const entries = v instanceof Map ? byNumber([...v]) : Object.keys(v).map((name) => [name, v[name]]);
    return object(entries.map(([name, item]) => [key(name, k), walk(item, value, depth + 1)]), depth, v instanceof Map);
  };
  return walk(x, shape, 0);
}

// @helper $title
/**
 * str.title() (`capitalize`: only the first character titled): a character after a cased one is
 * lowered (a capital sigma as Python's final-sigma rule says), any other titled: Unicode's titlecase
 * where it is not the uppercase. The table holds the characters whose title() is not the first
 * character of upper() then the rest lowered (computed from CPython 3.11's unicodedata); Georgian
 * Mkhedruli letters are their own titlecase.
 * @param {string} s @param {boolean} capitalize @returns {string}
 */
function $title(s, capitalize) {
  const table = " \u0149\u02bcN \u01c4\u01c5 \u01c5\u01c5 \u01c6\u01c5 \u01c7\u01c8 \u01c8\u01c8 \u01c9\u01c8 \u01ca\u01cb \u01cb\u01cb \u01cc\u01cb \u01f1\u01f2 \u01f2\u01f2 \u01f3\u01f2 \u1f80\u1f88 \u1f81\u1f89 \u1f82\u1f8a \u1f83\u1f8b \u1f84\u1f8c \u1f85\u1f8d \u1f86\u1f8e \u1f87\u1f8f \u1f88\u1f88 \u1f89\u1f89 \u1f8a\u1f8a \u1f8b\u1f8b \u1f8c\u1f8c \u1f8d\u1f8d \u1f8e\u1f8e \u1f8f\u1f8f \u1f90\u1f98 \u1f91\u1f99 \u1f92\u1f9a \u1f93\u1f9b \u1f94\u1f9c \u1f95\u1f9d \u1f96\u1f9e \u1f97\u1f9f \u1f98\u1f98 \u1f99\u1f99 \u1f9a\u1f9a \u1f9b\u1f9b \u1f9c\u1f9c \u1f9d\u1f9d \u1f9e\u1f9e \u1f9f\u1f9f \u1fa0\u1fa8 \u1fa1\u1fa9 \u1fa2\u1faa \u1fa3\u1fab \u1fa4\u1fac \u1fa5\u1fad \u1fa6\u1fae \u1fa7\u1faf \u1fa8\u1fa8 \u1fa9\u1fa9 \u1faa\u1faa \u1fab\u1fab \u1fac\u1fac \u1fad\u1fad \u1fae\u1fae \u1faf\u1faf \u1fb2\u1fba\u0345 \u1fb3\u1fbc \u1fb4\u0386\u0345 \u1fb7\u0391\u0342\u0345 \u1fbc\u1fbc \u1fc2\u1fca\u0345 \u1fc3\u1fcc \u1fc4\u0389\u0345 \u1fc7\u0397\u0342\u0345 \u1fcc\u1fcc \u1ff2\u1ffa\u0345 \u1ff3\u1ffc \u1ff4\u038f\u0345 \u1ff7\u03a9\u0342\u0345 \u1ffc\u1ffc ";
  const cased = (/** @type {string | undefined} */ c) => c !== undefined && /\p{Cased}/u.test(c);
  const ignorable = (/** @type {string | undefined} */ c) => c !== undefined && /\p{Case_Ignorable}/u.test(c);
  const chars = [...s];
  const titled = (/** @type {string} */ c) => {
    const code = /** @type {number} */ (c.codePointAt(0));
    if ((code >= 0x10d0 && code <= 0x10fa) || (code >= 0x10fd && code <= 0x10ff)) return c;
    const at = table.indexOf(" " + c);
    if (at >= 0) return table.slice(at + 2, table.indexOf(" ", at + 2));
    const upper = c.toUpperCase();
    const [first, ...rest] = upper;
    return first + rest.join("").toLowerCase();
  };
  const lowered = (/** @type {number} */ i) => {
    if (chars[i] !== "\u03a3") return chars[i].toLowerCase();
    let j = i - 1;
    while (ignorable(chars[j])) j--;
    if (!cased(chars[j])) return "\u03c3";
    j = i + 1;
    while (ignorable(chars[j])) j++;
    return cased(chars[j]) ? "\u03c3" : "\u03c2";
  };
  let out = "";
  let previousCased = false;
  chars.forEach((c, i) => {
    out += (capitalize ? i > 0 : previousCased) ? lowered(i) : titled(c);
    previousCased = cased(c);
  });
  return out;
}

// @helper $dedent
/**
 * textwrap.dedent(text) as CPython computes it: lines of only spaces and tabs become empty, then the
 * longest run of spaces and tabs every other line starts with is removed (lines split at "\n" only).
 * @param {string} text @returns {string}
 */
function $dedent(text) {
  const lines = text.split("\n").map((line) => (/^[ \t]+$/.test(line) ? "" : line));
  /** @type {string | null} */
  let margin = null;
  for (const line of lines) {
    const found = /^([ \t]*)[^ \t]/.exec(line);
    if (found === null) continue;
    const indent = found[1];
    if (margin === null || margin.startsWith(indent)) margin = indent;
    else if (!indent.startsWith(margin)) {
      let i = 0;
      while (margin[i] === indent[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  const cut = margin ?? "";
  return cut ? lines.map((line) => (line.startsWith(cut) ? line.slice(cut.length) : line)).join("\n") : lines.join("\n");
}

// @helper $sliceStep
/**
 * xs[start:stop:step] as Python's slice.indices() bounds it: negative bounds count from the end,
 * then each is clamped for the step's direction; a zero step raises ValueError.
 * @template T @param {ArrayLike<T>} xs @param {number | null | undefined} start @param {number | null | undefined} stop
 * @param {number} step @returns {T[]}
 */
function $sliceStep(xs, start, stop, step) {
  step = Number(step); // a bool step is its int (False is 0)
  if (step === 0) throw new $ValueError("slice step cannot be zero");
  const n = xs.length;
  const bound = (/** @type {number | null | undefined} */ i, /** @type {number} */ missing) => {
    if (i === null || i === undefined) return missing;
    if (i < 0) return Math.max(i + n, step < 0 ? -1 : 0);
    return Math.min(i, step < 0 ? n - 1 : n);
  };
  const out = [];
  const [first, last] = [bound(start, step < 0 ? n - 1 : 0), bound(stop, step < 0 ? -1 : n)];
  for (let i = first; step > 0 ? i < last : i > last; i += step) out.push(xs[i]);
  return out;
}

// @helper $expandtabs
/** s.expandtabs(tabsize): each tab padded to the next multiple of tabsize; columns restart at \n and \r. @param {string} s @param {number} tabsize @returns {string} */
function $expandtabs(s, tabsize) {
  let out = "";
  let column = 0;
  for (const ch of s) {
    if (ch === "\t") {
      if (tabsize > 0) {
        const pad = tabsize - (column % tabsize);
        out += " ".repeat(pad);
        column += pad;
      }
    } else {
      out += ch;
      column = ch === "\n" || ch === "\r" ? 0 : column + 1;
    }
  }
  return out;
}

// @helper $repeat
/**
 * s * n or xs * n: a count below zero gives an empty result; the result has the operand's type.
 * @template T @param {T} seq @param {number} n @returns {T}
 */
function $repeat(seq, n) {
  /** @type {any} */
  const items = seq;
  if (typeof items === "string") return /** @type {any} */ (items.repeat(Math.max(n, 0)));
  /** @type {any[]} */
  const out = [];
  for (let i = 0; i < n; i++) out.push(...items);
  return /** @type {any} */ (items instanceof Uint8Array ? Uint8Array.from(out) : out);
}

// @helper $repeatInPlace
/**
 * xs *= n: the list itself repeated n times (a count of zero or below empties it), as its aliases see.
 * @template T @param {T[]} xs @param {number | boolean} n @returns {T[]}
 */
function $repeatInPlace(xs, n) {
  const length = xs.length;
  const count = Number(n);
  if (count <= 0) xs.length = 0;
  for (let round = 1; round < count; round++) for (let i = 0; i < length; i++) xs.push(xs[i]);
  return xs;
}

// @helper $extend
/**
 * xs.extend(items) / xs += items, in place: an array's items as they are at the call (xs.extend(xs)
 * doubles it), else each item iterating gives; a JSON object (a dict) gives its keys. No spread into
 * push(), whose arguments are limited in number.
 * @template T @param {T[]} xs @param {Iterable<T>} items @returns {T[]}
 */
function $extend(xs, items) {
  /** @type {any} */
  let added = items;
  if (added === null || (typeof added !== "object" && typeof added !== "string")) {
    throw new TypeError(`'${$dynType(added)}' object is not iterable`); // a JSON number, bool or null
  }
  if (typeof added === "object" && !(Symbol.iterator in added)) added = Object.keys(added);
  if (Array.isArray(added)) {
    const length = added.length;
    for (let i = 0; i < length; i++) xs.push(added[i]);
  } else {
    for (const item of added) xs.push(item);
  }
  return xs;
}

// ---- sorting as Python sorts -----------------------------------------------------------------------

// @helper $strOf
/** str(x) of an instance of the worker's classes: its class's __str__ (a subclass's), else __repr__. @param {any} x @returns {string} */
function $strOf(x) {
  return typeof x.__str__ === "function" ? x.__str__() : x.__repr__();
}

// @helper $NotImplemented
/** What an `__eq__` returns to pass the question to the other operand (Python's NotImplemented). */
const $NotImplemented = Object.freeze({});

// @helper $eq
/**
 * Python's == of numbers, bools, str, None, lists, tuples and dicts of them: True == 1, [1] == [1.0],
 * dicts by their own keys in any order. `operator`: the `==` operator itself, which asks an object's
 * __eq__ even when it is the other operand (a container compares its items by identity first).
 * @param {any} a @param {any} b @param {boolean} [operator] @returns {boolean}
 */
function $eq(a, b, operator = false) {
  const own = (/** @type {any} */ x) => x !== null && typeof x === "object" && typeof x.__eq__ === "function";
  if (!own(a) && !own(b)) {
    const numeric = (/** @type {any} */ x) => typeof x === "number" || typeof x === "boolean";
    if (numeric(a) || numeric(b)) return numeric(a) && numeric(b) && Number(a) === Number(b);
    // undefined (an SDK's missing value) is None, as null is
    if (a == null || typeof a !== "object" || b == null || typeof b !== "object") return (a ?? null) === (b ?? null);
  }
  if (a === b && !(operator && own(a))) return true; // containers: identity first
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    if (a?.constructor?.pyName === "bytearray" || b?.constructor?.pyName === "bytearray") return (a instanceof Uint8Array ? b : a).__eq__(a instanceof Uint8Array ? a : b); // bytes == bytearray
    return a instanceof Uint8Array && b instanceof Uint8Array && a.length === b.length && a.every((x, i) => x === b[i]);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => $eqItem(x, b[i]));
  }
  if (a instanceof Map || b instanceof Map) {
    // a Map dict (int or tuple keys) equals a str-keyed one only when both are empty
    if (!(a instanceof Map && b instanceof Map)) return (a instanceof Map ? a.size : Object.keys(a).length) === 0 && (b instanceof Map ? b.size : Object.keys(b).length) === 0;
    return a.size === b.size && [...a].every(([k, v]) => b.has(k) && $eqItem(v, b.get(k)));
  }
  // an instance of a class: its __eq__ (or the other's, reflected), else identity (object's ==); an
  // __eq__ that returns NotImplemented passes the question on, as Python's does. Python asks the right
  // operand first when its class derives from the left's.
  // (an instance beside a number, a str or None asks the instance's __eq__, as Python does)
  const plain = (/** @type {any} */ x) =>
    x !== null && typeof x === "object" && (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null);
  const derived = own(a) && own(b) && b.constructor !== a.constructor && b instanceof a.constructor;
  const [p, q] = derived ? [b, a] : [a, b];
  if (own(p)) {
    const same = p.__eq__(q === undefined ? null : q);
    if (same !== $NotImplemented) return same;
  }
  if (own(q)) {
    const same = q.__eq__(p === undefined ? null : p);
    if (same !== $NotImplemented) return same;
  }
  if (!plain(a) || !plain(b)) return a === b; // both declined: object's ==, identity
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && $eqItem(a[k], b[k]));
}

// @helper $eqItem
/**
 * Python's == of two items of containers, which is identity first: two NaNs are equal only if they
 * are the same float object (every NaN json.loads reads is one), which JS cannot tell: it stops the
 * worker. @param {any} a @param {any} b @returns {boolean}
 */
function $eqItem(a, b) {
  if (a !== a && b !== b) {
    throw new $Stop("a NaN was compared with a NaN inside containers: Python's == finds them equal only if they are the same float object, which JavaScript cannot tell");
  }
  return $eq(a, b);
}

// @helper $contains
/** x in xs, by Python's ==. @param {any[]} xs @param {any} x @returns {boolean} */
function $contains(xs, x) {
  return xs.some((item) => $eq(item, x));
}

// @helper $inIter
/**
 * `x in it` of an iterator (a generator's): Python takes items until one equals x, and leaves the
 * rest to the next reader (a `for...of` left early would close a generator). `same`: `===` of
 * primitives where no NaN may meet one, else Python's ==.
 * @param {Iterable<any>} items @param {any} x @param {(a: any, b: any) => boolean} [same] @returns {boolean}
 */
function $inIter(items, x, same = (a, b) => a === b) {
  const it = items[Symbol.iterator]();
  for (let step = it.next(); !step.done; step = it.next()) if (same(step.value, x)) return true;
  return false;
}

// @helper $Deque
/**
 * Python's collections.deque: a ring buffer (`cells`, a power of two long, the leftmost item at
 * `head`) with an optional maxlen, past which an append drops an item at the other end. `changes`
 * counts what CPython's deque counts as a change (not `q[i] = x` nor reverse()): its iterator raises
 * RuntimeError at the step after one, as CPython's does.
 * @template T
 */
class $Deque {
  static pyName = "collections.deque";

  /** @param {Iterable<T>} [items] @param {number | boolean | null} [maxlen] */
  constructor(items = [], maxlen = null) {
    if (maxlen !== null && Number(maxlen) < 0) throw new $ValueError("maxlen must be non-negative");
    /** @type {number | null} */
    this.maxlen = maxlen === null ? null : Number(maxlen);
    /** @type {(T | undefined)[]} */
    this.cells = new Array(8);
    this.head = 0;
    this.size = 0;
    this.changes = 0;
    this.extend(items);
  }

  /** len(q) */
  get length() {
    return this.size;
  }

  /** The item i places from the left, unchecked. @param {number} i @returns {T} */
  cell(i) {
    return /** @type {T} */ (this.cells[(this.head + i) & (this.cells.length - 1)]);
  }

  /** Its items from the left, as a new array. @returns {T[]} */
  items() {
    const out = new Array(this.size);
    for (let i = 0; i < this.size; i++) out[i] = this.cell(i);
    return out;
  }

  /** The cells doubled when full, the items moved to the start. */
  reserve() {
    if (this.size < this.cells.length) return;
    this.cells = [...this.items(), ...new Array(this.cells.length)];
    this.head = 0;
  }

  /** q[i]: from the right when negative, else IndexError. @param {number} i */
  item(i) {
    const j = i < 0 ? i + this.size : i;
    if (j < 0 || j >= this.size) throw new $IndexError("deque index out of range");
    return this.cell(j);
  }

  /** q[i] = x: not a change to CPython's iterator. @param {number} i @param {T} x */
  setItem(i, x) {
    this.item(i);
    this.cells[(this.head + (i < 0 ? i + this.size : i)) & (this.cells.length - 1)] = x;
  }

  /** del q[i] @param {number} i */
  delItem(i) {
    this.item(i);
    this.removeAt(i < 0 ? i + this.size : i);
  }

  /** @param {T} x */
  append(x) {
    this.reserve();
    this.cells[(this.head + this.size) & (this.cells.length - 1)] = x;
    this.size++;
    this.changes++;
    if (this.maxlen !== null && this.size > this.maxlen) this.popleft();
  }

  /** @param {T} x */
  appendleft(x) {
    this.reserve();
    this.head = (this.head - 1) & (this.cells.length - 1);
    this.cells[this.head] = x;
    this.size++;
    this.changes++;
    if (this.maxlen !== null && this.size > this.maxlen) this.pop();
  }

  /** @returns {T} */
  pop() {
    if (this.size === 0) throw new $IndexError("pop from an empty deque");
    const at = (this.head + this.size - 1) & (this.cells.length - 1);
    const x = this.cells[at];
    this.cells[at] = undefined;
    this.size--;
    this.changes++;
    return /** @type {T} */ (x);
  }

  /** @returns {T} */
  popleft() {
    if (this.size === 0) throw new $IndexError("pop from an empty deque");
    const x = this.cells[this.head];
    this.cells[this.head] = undefined;
    this.head = (this.head + 1) & (this.cells.length - 1);
    this.size--;
    this.changes++;
    return /** @type {T} */ (x);
  }

  /** Each item appended; the deque itself gives its items as they were (CPython copies it first). @param {Iterable<T>} items */
  extend(items) {
    for (const x of items === this ? this.items() : items) this.append(x);
  }

  /** Each item appended at the left, so they end up reversed. @param {Iterable<T>} items */
  extendleft(items) {
    for (const x of items === this ? this.items() : items) this.appendleft(x);
  }

  clear() {
    if (this.size === 0) return; // no change to CPython's iterator either
    this.cells = new Array(8);
    this.head = 0;
    this.size = 0;
    this.changes++;
  }

  /** Its items n steps to the right (left when negative); a change when it holds two or more. @param {number} [n] */
  rotate(n = 1) {
    const size = this.size;
    if (size <= 1) return;
    this.changes++;
    const right = ((n % size) + size) % size;
    const mask = this.cells.length - 1;
    if (right <= size / 2) {
      for (let k = 0; k < right; k++) { // the rightmost item to the left end
        const last = (this.head + size - 1) & mask;
        const x = this.cells[last];
        this.cells[last] = undefined;
        this.head = (this.head - 1) & mask;
        this.cells[this.head] = x;
      }
    } else {
      for (let k = right; k < size; k++) { // the leftmost item to the right end
        const x = this.cells[this.head];
        this.cells[this.head] = undefined;
        this.head = (this.head + 1) & mask;
        this.cells[(this.head + size - 1) & mask] = x;
      }
    }
  }

  /** In place; not a change to CPython's iterator. */
  reverse() {
    const items = this.items().reverse();
    for (let i = 0; i < items.length; i++) this.cells[(this.head + i) & (this.cells.length - 1)] = items[i];
  }

  /** The items with those from `at` one place to the left of where they were. @param {number} at */
  removeAt(at) {
    const items = this.items();
    items.splice(at, 1);
    this.refill(items);
  }

  /** q.insert(i, x): where list.insert puts it; IndexError when at its maxlen. @param {number} i @param {T} x */
  insert(i, x) {
    if (this.size === this.maxlen) throw new $IndexError("deque already at its maximum size");
    const items = this.items();
    items.splice(i < 0 ? Math.max(i + this.size, 0) : i, 0, x);
    this.refill(items);
  }

  /** Its items replaced by these (a change). @param {T[]} items */
  refill(items) {
    let length = 8;
    while (length <= items.length) length *= 2;
    this.cells = [...items, ...new Array(length - items.length)];
    this.head = 0;
    this.size = items.length;
    this.changes++;
  }

  copy() {
    return new $Deque(this.items(), this.maxlen);
  }

  /** == of two deques (another module's $Deque too): their items by Python's ==, whatever their maxlen. @param {any} other */
  __eq__(other) {
    if (other?.constructor?.pyName !== "collections.deque") return $NotImplemented;
    return this.size === other.size && this.items().every((x, i) => $eq(x, other.cell(i)));
  }

  /** Its items from the left; RuntimeError at a step after a change, as CPython's iterator. @returns {IterableIterator<T>} */
  [Symbol.iterator]() {
    const deque = this;
    const changes = this.changes;
    let i = 0;
    /** @type {IterableIterator<T>} */
    const iterator = {
      next() {
        if (deque.changes !== changes) throw new $RuntimeError("deque mutated during iteration");
        return i < deque.size ? { done: false, value: deque.cell(i++) } : { done: true, value: undefined };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** reversed(q): its items from the right; RuntimeError at a step after a change, as CPython's. @returns {IterableIterator<T>} */
  reversed() {
    const deque = this;
    const changes = this.changes;
    let i = this.size - 1;
    /** @type {IterableIterator<T>} */
    const iterator = {
      next() {
        if (deque.changes !== changes) throw new $RuntimeError("deque mutated during iteration");
        return i >= 0 ? { done: false, value: deque.cell(i--) } : { done: true, value: undefined };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}

// @helper $dequeRemove
/** q.remove(v): the first item == v (`shape`: v's, for the message), else ValueError. @param {$Deque<any>} q @param {any} v @param {any} shape */
function $dequeRemove(q, v, shape) {
  const i = $indexOf(q.items(), v);
  if (i < 0) throw new $ValueError(`${$repr(v, shape)} is not in deque`);
  q.removeAt(i);
}

// @helper $dequeIndex
/**
 * q.index(v[, start[, stop]]): the bounds clamped as a slice's, else ValueError as CPython words it.
 * @param {$Deque<any>} q @param {any} v @param {any} shape @param {number} [start] @param {number} [stop]
 */
function $dequeIndex(q, v, shape, start = 0, stop = q.length) {
  const items = q.items();
  const n = items.length;
  const lo = start < 0 ? Math.max(start + n, 0) : Math.min(start, n);
  const hi = stop < 0 ? Math.max(stop + n, 0) : Math.min(stop, n);
  const i = $indexOf(items.slice(lo, hi), v);
  if (i < 0) throw new $ValueError(`${$repr(v, shape)} is not in deque`);
  return lo + i;
}

// @helper $dcSkip
/** What a dataclass's generated constructor passes its base's, which then sets nothing. @type {any} */
const $dcSkip = Symbol("dataclass base");

// @helper $sameClass
/**
 * `@dataclass(order=True)`'s check: its `<` compares instances of the same class only (else it
 * returns NotImplemented, as Python's). @param {any} a @param {any} b @returns {boolean}
 */
function $sameClass(a, b) {
  return b != null && b.constructor === a.constructor;
}

// @helper $compare
/**
 * Python's order of numbers, strs, bools, bytes, instances and tuples of them: -1 (a < b), 1 (b < a)
 * or 0, as a sort asks it. @param {any} a @param {any} b @returns {number}
 */
function $compare(a, b) {
  if (typeof a === "string") return $strOrder(a, b);
  if (a !== null && typeof a === "object") return $less(a, b) ? -1 : $less(b, a) ? 1 : 0;
  return a < b ? -1 : b < a ? 1 : 0;
}

// @helper $less
/**
 * Python's `a < b` (`a > b`: `greater`) of the values `$compare` orders. Sequences compare the first
 * items that differ by == (identity first, as Python's do); instances by their methods (`$reflected`).
 * `op` is the operator Python applies, `<=`/`>=` for sequences: sequences alike up to the shorter's
 * length compare their lengths with it, and its TypeError names it.
 * @param {any} a @param {any} b @param {boolean} [greater] @param {string} [op] @returns {boolean}
 */
function $less(a, b, greater = false, op = greater ? ">" : "<") {
  if (Array.isArray(a) || a instanceof Uint8Array) {
    const number = (/** @type {any} */ v) => typeof v === "number" || typeof v === "boolean"; // True == 1
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const [x, y] = [a[i], b[i]];
      if (x !== x && y !== y) $eqItem(x, y); // two NaNs: Python's == asks identity, which JS cannot tell
      const same =
        x === y || (number(x) && number(y) && Number(x) === Number(y)) || (x !== null && typeof x === "object" && $eq(x, y));
      if (!same) return $less(x, y, greater, op);
    }
    if (a.length === b.length) return op.length === 2;
    return greater ? a.length > b.length : a.length < b.length;
  }
  if (typeof a === "string" || typeof b === "string" || a == null || b == null) {
    if (typeof a !== "string" || typeof b !== "string") {
      throw new TypeError(`'${op}' not supported between instances of '${$dynType(a)}' and '${$dynType(b)}'`);
    }
  }
  if (typeof a === "string") return $strOrder(a, b) * (greater ? -1 : 1) < 0;
  if (a !== null && typeof a === "object") {
    return greater ? $reflected(a, b, "__gt__", "__lt__", true) : $reflected(a, b, "__lt__", "__gt__", true);
  }
  return greater ? a > b : a < b;
}

// @helper $reflected
/**
 * Python's `a OP b` where an operand is an instance of a class with the methods `op` and `rop` (its
 * reflection: `__radd__`, or `__gt__` for `__lt__`): the right operand's `rop` first when its class
 * derives from the left's and (arithmetic) overrides `rop`; a missing method or NotImplemented passes
 * to the other. @param {any} a @param {any} b @param {string} op @param {string} rop
 * @param {boolean} comparison @returns {any}
 */
function $reflected(a, b, op, rop, comparison) {
  const has = (/** @type {any} */ x, /** @type {string} */ name) => x !== null && typeof x === "object" && typeof x[name] === "function";
  const other = a?.constructor !== b?.constructor;
  const first = has(b, rop) && other && b instanceof a.constructor && (comparison || b[rop] !== a[rop]);
  if (first) {
    const result = b[rop](a);
    if (result !== $NotImplemented) return result;
  }
  if (has(a, op)) {
    const result = a[op](b);
    if (result !== $NotImplemented) return result;
  }
  if (!first && has(b, rop) && (comparison || other)) {
    const result = b[rop](a);
    if (result !== $NotImplemented) return result;
  }
  const name = (/** @type {any} */ x) =>
    x !== null && typeof x === "object" && !Array.isArray(x) && Object.getPrototypeOf(x) !== Object.prototype ? x.constructor.name : $dynType(x);
  const symbols = { __lt__: "<", __gt__: ">", __le__: "<=", __ge__: ">=", __add__: "+", __sub__: "-", __mul__: "*", __truediv__: "/", __floordiv__: "//", __mod__: "%", __pow__: "** or pow()", __matmul__: "@", __and__: "&", __or__: "|", __xor__: "^", __lshift__: "<<", __rshift__: ">>" };
  const symbol = /** @type {Record<string, string>} */ (symbols)[op] ?? op;
  throw new TypeError(
    comparison
      ? `'${symbol}' not supported between instances of '${name(a)}' and '${name(b)}'`
      : `unsupported operand type(s) for ${symbol}: '${name(a)}' and '${name(b)}'`,
  );
}

// ---- operators on JSON (`Any`) values: dispatched on the runtime types as Python dispatches -------

// @helper $asdict
/**
 * dataclasses.asdict(x): its fields by name (`$fields` of its class: [Python name, JS name]), each
 * value made anew the same way where it is a dataclass, a list, tuple or dict (Python's deep copy).
 * @param {any} x @returns {any}
 */
function $asdict(x) {
  const copy = (/** @type {any} */ v) => {
    if (v !== null && typeof v === "object" && Array.isArray(v.constructor?.$fields)) return $asdict(v);
    if (Array.isArray(v)) return v.map(copy);
    if (v instanceof Map) return new Map([...v].map(([k, item]) => [k, copy(item)]));
    if (v instanceof Set) return new Set(v);
    if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, copy(item)]));
    }
    return v;
  };
  /** @type {Record<string, any>} */
  const out = {};
  for (const [name, jsName] of x.constructor.$fields) $setItem(out, name, copy(x[jsName]));
  return out;
}

// @helper $dynIter
/**
 * What `for x in v` walks of a JSON value, as Python walks it: a list's items, a str's characters, a
 * dict's keys. `spread`: the call whose *-argument it is, which CPython's TypeError names.
 * @param {any} v @param {string} [spread] @returns {any[]}
 */
function $dynIter(v, spread) {
  if (Array.isArray(v)) return v;
  if (typeof v === "string") return [...v];
  if (v !== null && typeof v === "object") return Object.keys(v);
  const type = $dynType(v);
  throw new TypeError(spread ? `${spread}() argument after * must be an iterable, not ${type}` : `'${type}' object is not iterable`);
}

// @helper $dynWalk
/**
 * `$dynIter` of a JSON value that a loop's body may change: a dict's keys walked as Python's iterator
 * checks them (`$dictWalk`); a list's items as the list is at each step (a str cannot change).
 * @param {any} v @param {boolean} [reverse] @returns {Iterable<any>}
 */
function $dynWalk(v, reverse = false) {
  if (v !== null && typeof v === "object" && !Array.isArray(v)) return $dictWalk(v, "keys", reverse);
  return $dynIter(v);
}

// @helper $lruCache
/**
 * functools.lru_cache / cache of a function of str, int, float, bool and None arguments and tuples of
 * them: its results kept by the arguments' JSON text (True is 1, and 1.0 is 1, as Python's keys; NaN
 * and the infinities keyed apart from None; one int or str argument by itself, as CPython keys it
 * apart from the same value in a tuple), the least recently used dropped past `maxsize` (null:
 * never), as CPython's wrappers do: a key a recursive call stored meanwhile is kept by the bounded
 * one, overwritten by the unbounded one.
 * @template {(...args: any[]) => any} F @param {F} fn @param {number | null} maxsize @returns {F}
 */
function $lruCache(fn, maxsize) {
  /** @type {Map<string, any>} */
  const cache = new Map();
  /** @param {string} _ @param {any} v */
  const keyed = (_, v) =>
    typeof v === "boolean" ? +v : typeof v === "number" && !Number.isFinite(v) ? { float: String(v) } : v;
  const cached = (/** @type {any[]} */ ...args) => {
    if (maxsize === 0) return fn(...args);
    // (one int or str argument is its own key in CPython, apart from the same value in a tuple)
    const alone = args.length === 1 && (typeof args[0] === "number" || typeof args[0] === "string");
    const key = alone ? JSON.stringify(args[0]) : JSON.stringify(args, keyed);
    if (cache.has(key)) {
      const found = cache.get(key);
      if (maxsize !== null) {
        cache.delete(key);
        cache.set(key, found);
      }
      return found;
    }
    const made = fn(...args);
    if (maxsize === null) cache.set(key, made);
    else if (!cache.has(key)) {
      cache.set(key, made);
      if (maxsize !== null && cache.size > maxsize) cache.delete(/** @type {string} */ (cache.keys().next().value));
    }
    return made;
  };
  // (`f.cache_clear()`: `$cacheClear(f)`)
  return /** @type {F} */ (/** @type {unknown} */ (Object.assign(cached, { $clear: () => cache.clear() })));
}

// @helper $cacheClear
/** f.cache_clear() of a function under `$lruCache`: its results forgotten. @param {any} fn */
function $cacheClear(fn) {
  fn.$clear();
}

// @helper $stringLines
/**
 * The lines `io.StringIO(text)` iterates: each ends after its "\n" (no other line break ends one, as
 * StringIO's default `newline="\n"` reads); a last one without it. @param {string} text @returns {IterableIterator<string>}
 */
function $stringLines(text) {
  return (text.match(/[^\n]*\n|[^\n]+$/g) ?? [])[Symbol.iterator]();
}

// @helper $dynItems
/** `$dynIter(v)` when the loop reaches it (itertools.chain takes each iterable then). @param {any} v @returns {Generator<any>} */
function* $dynItems(v) {
  yield* $dynIter(v);
}

// @helper $dynLen
/** len() of a JSON value: a list's items, a str's code points, a dict's keys. @param {any} v @returns {number} */
function $dynLen(v) {
  if (Array.isArray(v)) return v.length;
  if (typeof v === "string") return $strLen(v);
  if (v !== null && typeof v === "object") return Object.keys(v).length;
  throw new TypeError(`object of type '${$dynType(v)}' has no len()`);
}

// @helper $dynIn
/** `item in v` of a JSON value: an item of a list (Python's ==), a substring of a str, a key of a dict. @param {any} item @param {any} v @returns {boolean} */
function $dynIn(item, v) {
  if (Array.isArray(v)) return v.some((x) => $eq(x, item));
  if (typeof v === "string") {
    if (typeof item !== "string") throw new TypeError(`'in <string>' requires string as left operand, not ${$dynType(item)}`);
    return v.includes(item);
  }
  if (v !== null && typeof v === "object") {
    if (item !== null && typeof item === "object") throw new TypeError(`unhashable type: '${$dynType(item)}'`);
    return typeof item === "string" && Object.hasOwn(v, item);
  }
  throw new TypeError(`argument of type '${$dynType(v)}' is not iterable`);
}

// @helper $dynType
/**
 * The Python type of a JSON value, as its messages name it: `$jsonInt`'s number is an int, unless
 * `float` (an operand known to be a float).
 * @param {any} x @param {boolean} [float] @returns {string}
 */
function $dynType(x, float = false) {
  if (typeof x === "number") return float || !$jsonInt(x) ? "float" : "int";
  if (typeof x === "string") return "str";
  if (typeof x === "boolean") return "bool";
  if (x === null || x === undefined) return "NoneType";
  if (Array.isArray(x)) return "list";
  return "dict";
}

// @helper $reSubject
/** A JSON value a re function reads: a str, else CPython's TypeError. @param {any} x @returns {string} */
function $reSubject(x) {
  if (typeof x !== "string") throw new TypeError(`expected string or bytes-like object, got '${$dynType(x)}'`);
  return x;
}

// @helper $asDict
/** A JSON value whose dict method is called (`body.get("k")`): Python's AttributeError unless it is a dict. @param {any} x @param {string} method */
function $asDict(x, method) {
  const type = $dynType(x);
  if (type !== "dict") throw new $AttributeError(`'${type}' object has no attribute '${method}'`);
  return x;
}

// @helper $listOrDictMethod
/**
 * copy(), clear() or pop(...) of a JSON value, which a list and a dict both have: the one its value
 * has when it runs (a list's pop takes an index, a dict's a key), else Python's AttributeError.
 * @param {any} x @param {string} method @param {any[]} args @returns {any}
 */
function $listOrDictMethod(x, method, ...args) {
  const type = $dynType(x);
  if (type === "list") {
    if (method === "copy") return x.slice();
    if (method === "clear") return void x.splice(0), null;
    if (args.length > 1) throw new TypeError(`pop expected at most 1 argument, got ${args.length}`);
    const index = typeof args[0] === "boolean" ? Number(args[0]) : args[0];
    if (args.length && !Number.isInteger(index)) {
      throw new TypeError(`'${$dynType(index, true)}' object cannot be interpreted as an integer`);
    }
    return args.length ? $pop(x, index) : $pop(x);
  }
  if (type === "dict") {
    if (method === "copy") return { ...x };
    if (method === "clear") {
      for (const k of Object.keys(x)) delete x[k];
      return null;
    }
    if (args.length === 0) throw new TypeError("pop expected at least 1 argument, got 0");
    return $dictPop(x, args[0], ...args.slice(1));
  }
  throw new $AttributeError(`'${type}' object has no attribute '${method}'`);
}

// @helper $formatNotNone
/**
 * The value of an Optional formatted with a spec (f"{x:.2f}"): None has no format spec in Python.
 * @template T @param {T | null | undefined} x @returns {T}
 */
function $formatNotNone(x) {
  if (x === null || x === undefined) throw new TypeError("unsupported format string passed to NoneType.__format__");
  return x;
}

// @helper $formatDyn
/**
 * format(x, spec) of a JSON value: formatted as the str, int (a bool too) or float it holds, each
 * formatter made for the spec when it was parsed, or the ValueError Python raises for that type;
 * Python's TypeError for None, a list or a dict.
 * @param {any} x @param {((v: any) => string) | string} asStr @param {((v: any) => string) | string} asInt
 * @param {((v: any) => string) | string} asFloat @returns {string}
 */
function $formatDyn(x, asStr, asInt, asFloat) {
  const type = $dynType(x);
  const kind = { str: asStr, int: asInt, bool: asInt, float: asFloat }[type];
  if (kind === undefined) throw new TypeError(`unsupported format string passed to ${type}.__format__`);
  // a bool formats as its int, and CPython's ValueError names it a bool
  if (typeof kind === "string") throw new $ValueError(type === "bool" ? kind.replace("type 'int'", "type 'bool'") : kind);
  return kind(typeof x === "boolean" ? Number(x) : x);
}

// @helper $isInt
/**
 * isinstance(x, int) of a JSON value: a bool, or `$jsonInt`'s number.
 * @param {any} x @returns {boolean}
 */
function $isInt(x) {
  return typeof x === "boolean" || $dynType(x) === "int";
}

// @helper $isFloat
/**
 * isinstance(x, float) of a JSON value: a number that is not `$jsonInt`'s (inf and nan among them).
 * @param {any} x @returns {boolean}
 */
function $isFloat(x) {
  return $dynType(x) === "float";
}

// @helper $dynTruth
/**
 * Python's truth of a value whose type is known only when it runs (a JSON value): an empty list,
 * dict, str, 0 and None are false (NaN is true); an instance asks its __bool__, then its __len__.
 * @param {any} x @returns {boolean}
 */
function $dynTruth(x) {
  if (x === null || x === undefined) return false;
  if (typeof x === "number") return x !== 0;
  if (typeof x !== "object") return Boolean(x);
  if (Array.isArray(x) || x instanceof Uint8Array) return x.length > 0;
  if (x instanceof Map || x instanceof Set) return x.size > 0;
  if (typeof x.__bool__ === "function") return x.__bool__();
  if (typeof x.__len__ === "function") return x.__len__() > 0;
  const proto = Object.getPrototypeOf(x);
  if (proto === Object.prototype || proto === null) return Object.keys(x).length > 0;
  return typeof x.length === "number" ? x.length > 0 : true;
}

// @helper $asStr
/** A JSON value whose str method is called (`name.strip()`): Python's AttributeError unless it is a str. @param {any} x @param {string} method @returns {string} */
function $asStr(x, method) {
  if (typeof x !== "string") throw new $AttributeError(`'${$dynType(x)}' object has no attribute '${method}'`);
  return x;
}

// @helper $rangeArg
/**
 * A range() argument that is a JSON value: an int (a bool as its int), else Python's TypeError.
 * @param {any} x @returns {number}
 */
function $rangeArg(x) {
  const type = $dynType(x);
  if (type === "int" || type === "bool") return Number(x);
  throw new TypeError(`'${type}' object cannot be interpreted as an integer`);
}

// @helper $listDyn
/**
 * list(x) of a JSON value: a list's items, a str's characters or a dict's keys; Python's TypeError else.
 * @param {any} x @returns {any[]}
 */
function $listDyn(x) {
  const type = $dynType(x);
  if (type === "list" || type === "str") return [...x];
  if (type === "dict") return Object.keys(x);
  throw new TypeError(`'${type}' object is not iterable`);
}

// @helper $sliceDyn
/**
 * x[start:stop:step] of a JSON value: a list's items or a str's characters (code points); Python's
 * TypeError else. @param {any} x @param {number} [start] @param {number} [stop] @param {number} [step]
 * @returns {any}
 */
function $sliceDyn(x, start, stop, step) {
  const type = $dynType(x);
  if (step !== undefined && (type === "list" || type === "str")) {
    const picked = $sliceStep(type === "str" ? [...x] : x, start ?? null, stop ?? null, step);
    return type === "str" ? picked.join("") : picked;
  }
  if (type === "list") return x.slice(start, stop);
  if (type === "str") return $strSlice(x, start, stop);
  throw new TypeError(type === "dict" ? "unhashable type: 'slice'" : `'${type}' object is not subscriptable`);
}

// @helper $sliceIndex
/**
 * A slice bound that is a JSON value: None is the end (undefined), a bool its int, an int itself;
 * Python's TypeError else. @param {any} x @returns {number | undefined}
 */
function $sliceIndex(x) {
  if (x === null || x === undefined) return undefined;
  const type = $dynType(x);
  if (type === "int" || type === "bool") return Number(x);
  throw new TypeError("slice indices must be integers or None or have an __index__ method");
}

// @helper $joinDyn
/**
 * sep.join(x) where x, or its items, are JSON values: a list's items, a str's characters or a dict's
 * keys, each a str when it is reached (Python's TypeError names the first that is not).
 * @param {string} sep @param {any} x @returns {string}
 */
function $joinDyn(sep, x) {
  const type = $dynType(x);
  const items = type === "list" ? x : type === "str" ? [...x] : type === "dict" ? Object.keys(x) : null;
  if (items === null) throw new TypeError("can only join an iterable");
  items.forEach((item, i) => {
    if (typeof item !== "string") throw new TypeError(`sequence item ${i}: expected str instance, ${$dynType(item)} found`);
  });
  return items.join(sep);
}

// @helper $asList
/** A JSON value whose list method is called (`items.append(x)`): Python's AttributeError unless it is a list. @param {any} x @param {string} method @returns {any[]} */
function $asList(x, method) {
  if (!Array.isArray(x)) throw new $AttributeError(`'${$dynType(x)}' object has no attribute '${method}'`);
  return x;
}

// @helper $setDyn
/**
 * x[k] = v of a value whose type is not known (JSON): a list's item by an int index (IndexError out
 * of range), a dict's str key, else Python's TypeError; a dict read from JSON is given str keys only.
 * @param {any} x @param {any} k @param {any} v
 */
function $setDyn(x, k, v) {
  const kind = $dynType(x);
  if (kind === "list") {
    const i = typeof k === "boolean" ? Number(k) : k;
    if (typeof i !== "number" || !Number.isInteger(i)) throw new TypeError(`list indices must be integers or slices, not ${$dynType(k)}`);
    $setAt(x, i, v);
  } else if (kind === "dict") {
    if (!(typeof k === "string" || $noStrKey(k))) throw new $Stop(`a ${$dynType(k)} key in a dict read from JSON (of str keys) is not supported: convert it with str()`);
    $setItem(x, k, v);
  } else {
    throw new TypeError(`'${kind}' object does not support item assignment`);
  }
}

// @helper $dynBinary
/**
 * `a op b` where an operand is a JSON value: numbers and bools as numbers, str and list `+` and `*`,
 * dict `|`, Python's TypeError otherwise. `floats`: bit 1, `a` is known to be a float; bit 2, `b`.
 * @param {string} op @param {any} a @param {any} b @param {number} [floats] @returns {any}
 */
function $dynBinary(op, a, b, floats = 0) {
  const ta = $dynType(a, (floats & 1) !== 0);
  const tb = $dynType(b, (floats & 2) !== 0);
  const number = (/** @type {string} */ t) => t === "int" || t === "float" || t === "bool";
  const integer = (/** @type {string} */ t) => t === "int" || t === "bool";
  const unsupported = () => new TypeError(`unsupported operand type(s) for ${op === "**" ? "** or pow()" : op}: '${ta}' and '${tb}'`);
  if (number(ta) && number(tb)) {
    const x = Number(a);
    const y = Number(b);
    const float = ta === "float" || tb === "float";
    /** @type {number} */
    let r;
    if (op === "+") r = x + y;
    else if (op === "-") r = x - y;
    else if (op === "*") r = float ? x * y : $imul(x, y); // a product of ints past ±2**53 stops, as typed ints do
    else if (op === "/") return $div(x, y, float);
    else if (op === "//") r = $floordiv(x, y, float);
    else if (op === "%") r = $mod(x, y, float);
    else if (op === "**") {
      // CPython's power of floats is the C library's pow(), whose last bit JS's ** does not always give
      if (float) throw new $Stop(`${x} ** ${y}: a power of floats is rounded by CPython's C library its own way, which JavaScript cannot match`);
      return $intPow(x, y);
    }
    else if (float) throw unsupported();
    else if (op === "<<") return $lshift(x, y);
    else if (op === ">>") return $rshift(x, y);
    else {
      r = op === "&" ? $bitand(x, y) : op === "|" ? $bitor(x, y) : $bitxor(x, y);
      return ta === "bool" && tb === "bool" ? r !== 0 : r; // True | False is a bool
    }
    return float ? r : r + 0; // an int is never -0
  }
  const sequence = (/** @type {string} */ t) => t === "str" || t === "list";
  if (op === "+") {
    if (ta === "str" && tb === "str") return a + b;
    if (ta === "list" && tb === "list") return [...a, ...b];
    if (sequence(ta)) throw new TypeError(`can only concatenate ${ta} (not "${tb}") to ${ta}`);
  } else if (op === "*") {
    if (sequence(ta) && integer(tb)) return $repeat(a, Number(b));
    if (integer(ta) && sequence(tb)) return $repeat(b, Number(a));
    if (sequence(ta) || sequence(tb)) {
      throw new TypeError(`can't multiply sequence by non-int of type '${sequence(ta) ? tb : ta}'`);
    }
  } else if (op === "|" && ta === "dict" && tb === "dict") {
    return { ...a, ...b };
  }
  throw unsupported();
}

// @helper $dictDyn
/**
 * dict(v) of a JSON value: a dict's copy, or the dict of a list's (or str's) pairs, each a list, str
 * or dict of two items; Python's errors else. A key that is no str stops there: a dict read from JSON
 * holds str keys only. @param {any} v @returns {Record<string, any>}
 */
function $dictDyn(v) {
  const kind = $dynType(v);
  if (kind === "dict") return { ...v };
  if (kind !== "list" && kind !== "str") throw new TypeError(`'${kind}' object is not iterable`);
  /** @type {Record<string, any>} */
  const out = {};
  [...v].forEach((pair, i) => {
    const of = $dynType(pair);
    const items = of === "list" || of === "str" ? [...pair] : of === "dict" ? Object.keys(pair) : null;
    if (items === null) throw new TypeError(`cannot convert dictionary update sequence element #${i} to a sequence`);
    if (items.length !== 2) throw new $ValueError(`dictionary update sequence element #${i} has length ${items.length}; 2 is required`);
    if (typeof items[0] !== "string") {
      throw new $Stop(`a ${$dynType(items[0])} key in a dict read from JSON (of str keys) is not supported: convert it with str()`);
    }
    $setItem(out, items[0], items[1]);
  });
  return out;
}

// @helper $mappingDyn
/** `{**v}` of a JSON value: a dict, else Python's TypeError. @param {any} v */
function $mappingDyn(v) {
  const kind = $dynType(v);
  if (kind !== "dict") throw new TypeError(`'${kind}' object is not a mapping`);
  return v;
}

// @helper $dynUnary
/** `-a`, `+a`, `~a`, `abs(a)` of a JSON value (`float`: known to be a float). @param {string} op @param {any} a @param {boolean} [float] @returns {number} */
function $dynUnary(op, a, float = false) {
  const t = $dynType(a, float);
  if (op === "abs" && (t === "int" || t === "bool" || t === "float")) return Math.abs(Number(a));
  if (t === "int" || t === "bool") return op === "-" ? 0 - Number(a) : op === "+" ? Number(a) : -Number(a) - 1;
  if (t === "float" && op !== "~" && op !== "abs") return op === "-" ? -a : a;
  throw new TypeError(op === "abs" ? `bad operand type for abs(): '${t}'` : `bad operand type for unary ${op}: '${t}'`);
}

// @helper $dynCompare
/**
 * The order of JSON values (or tuples holding them) as Python's sort asks `<`: what each holds when it
 * runs decides (numbers and bools, strs, lists item by item); Python's TypeError for the others.
 * @param {any} a @param {any} b @returns {number}
 */
function $dynCompare(a, b) {
  return $dynOrder("<", a, b) ? -1 : $dynOrder("<", b, a) ? 1 : 0;
}

// @helper $dynOrder
/**
 * `a op b` (`<`, `<=`, `>`, `>=`) where an operand is a JSON value: numbers and bools, strs by code
 * point, lists item by item (the first unequal items decide, then the lengths); Python's TypeError
 * otherwise. `floats` as for `$dynBinary`. @param {string} op @param {any} a @param {any} b @param {number} [floats] @returns {boolean}
 */
function $dynOrder(op, a, b, floats = 0) {
  const ta = $dynType(a, (floats & 1) !== 0);
  const tb = $dynType(b, (floats & 2) !== 0);
  const number = (/** @type {string} */ t) => t === "int" || t === "float" || t === "bool";
  /** @type {any} */
  let x = a;
  /** @type {any} */
  let y = b;
  if (number(ta) && number(tb)) {
    x = Number(a);
    y = Number(b);
  } else if (ta === "str" && tb === "str") {
    x = $strOrder(a, b);
    y = 0;
  } else if (ta === "list" && tb === "list") {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (a[i] !== b[i] && !$eqItem(a[i], b[i])) return $dynOrder(op, a[i], b[i]);
    }
    x = a.length;
    y = b.length;
  } else {
    throw new TypeError(`'${op}' not supported between instances of '${ta}' and '${tb}'`);
  }
  return op === "<" ? x < y : op === "<=" ? x <= y : op === ">" ? x > y : x >= y;
}

// @helper $sorted
/**
 * sorted(items, key=key, reverse=reverse): stable; key called once per item; reverse as CPython's:
 * reversed, sorted stably, reversed again (not a reversed comparison, which differs for NaN).
 * `compare`: `$dynCompare` for JSON keys.
 * @template T @param {T[]} items @param {((item: T) => any) | null} key @param {boolean} reverse
 * @param {(a: any, b: any) => number} [compare] @returns {T[]}
 */
function $sorted(items, key, reverse, compare = $compare) {
  const keys = key === null ? items : items.map((item) => key(item)); // (one argument: a default parameter stays its own)
  const order = items.map((_, i) => i);
  if (reverse) order.reverse();
  try {
    order.sort((i, j) => compare(keys[i], keys[j]));
  } catch (e) {
    if (e !== null && typeof e === "object") $sortFailures.add(e); // (for `$sortInPlace`)
    throw e;
  }
  if (reverse) order.reverse();
  return order.map((i) => items[i]);
}

// @helper $ownLen
/** What a class's own __len__ returned, as CPython checks it for len() and truth. @param {number} n */
function $ownLen(n) {
  if (n < 0) throw new $ValueError("__len__() should return >= 0");
  return n;
}

// @helper $sortFailures
/** What a comparison raised inside `$sorted`, as against what a key raised. @type {WeakSet<object>} */
const $sortFailures = new WeakSet();

// @helper $sortInPlace
/**
 * xs.sort(...) as CPython runs it: the list is empty while its items are sorted (a key or `__lt__`
 * reading it sees no items), then holds them sorted; a key that changed it meanwhile raises ValueError,
 * what it added dropped. A key that raises leaves the items as they were, as CPython's does; a
 * comparison that raises (`keyed` false: every error is one) would leave CPython's list partly sorted,
 * in an order JavaScript's sort does not share: the worker stops there.
 * @template T @param {T[]} xs @param {(items: T[]) => T[]} sort @param {boolean} [keyed]
 */
function $sortInPlace(xs, sort, keyed = true) {
  const items = xs.splice(0);
  let sorted;
  try {
    sorted = sort([...items]);
  } catch (e) {
    xs.splice(0, xs.length, ...items);
    if (keyed && !$sortFailures.has(/** @type {object} */ (e))) throw e;
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    throw new $Stop(`a comparison raised ${what} inside list.sort(), which leaves CPython's list partly sorted in an order JavaScript's sort does not share: sort a copy with sorted()`);
  }
  const changed = xs.length !== 0;
  xs.splice(0, xs.length, ...sorted);
  if (changed) throw new $ValueError("list modified during sort");
}

// ---- iteration -------------------------------------------------------------------------------------

// @helper $zip
/** zip(a, b, ...): tuples up to the shortest. @param {any[][]} arrays @returns {any[][]} */
function $zip(...arrays) {
  const n = arrays.length ? Math.min(...arrays.map((a) => a.length)) : 0; // zip(*[]) is empty
  return Array.from({ length: n }, (_, i) => arrays.map((a) => a[i]));
}

// @helper $liveEntries
/**
 * for k, v in d.items() (reversed(d.items()): `reverse`): each value read when the iteration reaches
 * its key, as the view's iterator reads it. @param {Record<string, any>} d @param {boolean} [reverse]
 * @returns {Generator<[string, any]>}
 */
function* $liveEntries(d, reverse = false) {
  const keys = Object.keys(d);
  for (const k of reverse ? keys.reverse() : keys) if (Object.hasOwn(d, k)) yield [k, d[k]];
}

// @helper $dictWalk
/**
 * A dict walked by a loop whose body may change it, as Python's iterator walks it: before each step,
 * and once after the last, its size must be what it was (else RuntimeError, as CPython's); keys that
 * changed while its size stayed (one deleted, another added) stop the worker, CPython's walk then
 * depending on its table. `kind`: what each step yields, a value read when its key is reached;
 * `reverse`: last key first, as `reversed(d)` walks it.
 * @param {Record<string, any>} d @param {"keys" | "values" | "items"} kind @param {boolean} [reverse] @returns {Generator<any>}
 */
function* $dictWalk(d, kind, reverse = false) {
  const keys = Object.keys(d);
  for (const k of reverse ? [...keys].reverse() : keys) {
    $walkCheck(keys, Object.keys(d));
    yield kind === "keys" ? k : kind === "values" ? d[k] : [k, d[k]];
  }
  $walkCheck(keys, Object.keys(d));
}

// @helper $mapWalk
/** `$dictWalk` of a Map dict (its tuple keys decoded, `$keyOf`). @param {Map<any, any>} m @param {"keys" | "values" | "items"} kind @param {boolean} [reverse] @returns {Generator<any>} */
function* $mapWalk(m, kind, reverse = false) {
  const keys = [...m.keys()];
  for (const k of reverse ? [...keys].reverse() : keys) {
    $walkCheck(keys, [...m.keys()]);
    yield kind === "keys" ? $keyOf(k) : kind === "values" ? m.get(k) : [$keyOf(k), m.get(k)];
  }
  $walkCheck(keys, [...m.keys()]);
}

// @helper $walkCheck
/** The keys a dict had when its walk began, and those it has now. @param {any[]} was @param {any[]} now */
function $walkCheck(was, now) {
  if (now.length !== was.length) throw new $RuntimeError("dictionary changed size during iteration");
  if (now.some((k, i) => k !== was[i])) {
    throw new $Stop("a dict whose keys changed while a loop walked it (its size kept) is not supported: CPython's walk then depends on its table");
  }
}

// @helper $liveValues
/** for v in d.values() (reversed: `reverse`), as $liveEntries reads it. @param {Record<string, any>} d @param {boolean} [reverse] */
function* $liveValues(d, reverse = false) {
  const keys = Object.keys(d);
  for (const k of reverse ? keys.reverse() : keys) if (Object.hasOwn(d, k)) yield d[k];
}

// @helper $isSequence
/**
 * Whether an `object` holds what a sequence pattern matches: a list, a tuple, a deque or a range (not a
 * str), told by their classes' Python names (another module's too). @param {any} x @returns {boolean}
 */
function $isSequence(x) {
  return Array.isArray(x) || ["collections.deque", "range"].includes(x?.constructor?.pyName);
}

// @helper $seqItems
/** The items of what `$isSequence` accepts, as an array (a deque's or a range's made). @param {any} x @returns {any[]} */
function $seqItems(x) {
  return Array.isArray(x) ? x : [...x];
}

// @helper $rangeLazy
/** range(start, stop, step)'s numbers one at a time (for zip()): step is never 0 here. @param {number} start @param {number} stop @param {number} step */
function* $rangeLazy(start, stop, step) {
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) yield i;
}

// @helper $zipLazy
/**
 * zip() of a generator: one round at a time, each iterator called in order; the first one that is
 * done ends it (those after it are not called in that round, as in Python).
 * @param {...Iterable<any>} iterables @returns {Generator<any[]>}
 */
function* $zipLazy(...iterables) {
  const its = iterables.map((items) => items[Symbol.iterator]());
  for (;;) {
    const row = [];
    for (const it of its) {
      const step = it.next();
      if (step.done) return;
      row.push(step.value);
    }
    yield row;
  }
}

// @helper $zipStrict
/**
 * zip(..., strict=True): as `$zipLazy`, and CPython's ValueError where one iterable ends before another
 * (`strict` false: plain zip), `strict` after the iterables, as Python evaluates them.
 * @param {Iterable<any>[]} iterables @param {boolean} strict @returns {Generator<any[]>}
 */
function* $zipStrict(iterables, strict) {
  if (!strict) return yield* $zipLazy(...iterables);
  const its = iterables.map((items) => items[Symbol.iterator]());
  const others = (/** @type {number} */ i) => (i === 1 ? "argument 1" : `arguments 1-${i}`);
  for (;;) {
    const row = [];
    for (let i = 0; i < its.length; i++) {
      const step = its[i].next();
      if (step.done) {
        if (i > 0) throw new $ValueError(`zip() argument ${i + 1} is shorter than ${others(i)}`);
        for (let j = 1; j < its.length; j++) {
          if (!its[j].next().done) throw new $ValueError(`zip() argument ${j + 1} is longer than ${others(j)}`);
        }
        return;
      }
      row.push(step.value);
    }
    yield row;
  }
}

// @helper $held
/**
 * A generator kept in a name, attribute or argument, as a loop's iterable: JS's for...of calls
 * return() when it stops early, which finishes a generator (its finally runs); Python's loop leaves
 * it to go on. Forwards next() only. @param {any} it @returns {any}
 */
function $held(it) {
  return {
    next: (/** @type {any} */ value) => it.next(value),
    [Symbol.iterator]() {
      return this;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

// @helper $enumerateLazy
/** enumerate() of a generator: one item at a time. @template T @param {Iterable<T>} items @param {number} [start] @returns {Generator<[number, T]>} */
function* $enumerateLazy(items, start = 0) {
  let i = start;
  for (const item of items) yield [i++, item];
}

// @helper $awaitFlatMap
/**
 * One clause of an asynchronous comprehension (`[await f(x) for x in xs]`): each item's arrow is
 * awaited before the next item is taken, as Python runs it; its values are appended in order.
 * @template T, U @param {Iterable<T>} items @param {(item: T) => Promise<U[]>} each @returns {Promise<U[]>}
 */
async function $awaitFlatMap(items, each) {
  const out = [];
  for (const item of items) out.push(...(await each(item)));
  return out;
}

// @helper $awaitFlatMapAsync
/**
 * An `async for` clause of a comprehension: `$awaitFlatMap` over an async iterator.
 * @template T, U @param {AsyncIterable<T>} items @param {(item: T) => Promise<U[]>} each @returns {Promise<U[]>}
 */
async function $awaitFlatMapAsync(items, each) {
  const out = [];
  for await (const item of items) out.push(...(await each(item)));
  return out;
}

// @helper $reversed
/**
 * reversed(xs) of a list, as CPython's list_reverseiterator: one-shot, from the last index down,
 * reading the list as it is at each step; done for good once the index is outside it.
 * @template T @param {T[]} xs @returns {IterableIterator<T>}
 */
function $reversed(xs) {
  let i = xs.length - 1;
  return {
    next() {
      if (i >= 0 && i < xs.length) return { value: xs[i--], done: false };
      i = -1;
      return { value: undefined, done: true };
    },
    [Symbol.iterator]() {
      return this;
    },
  };
}

// ---- round() -----------------------------------------------------------------------------------------

// @helper $roundInt
/** round(x) of a float: the nearest int, ties to even; NaN and infinities raise. @param {number} x */
function $roundInt(x) {
  if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
  const floor = Math.floor(x);
  const rest = x - floor;
  return $int(rest > 0.5 || (rest === 0.5 && floor % 2 !== 0) ? floor + 1 : floor);
}

// @helper $roundTo
/** round(x, n) of a float: half to even on the exact binary value, as CPython (n < 0 rounds to tens, hundreds...). @param {number} x @param {number} n */
function $roundTo(x, n) {
  if (x === 0 || !Number.isFinite(x) || n > 323) return x;
  if (n < -308) return 0 * x;
  const [digits, point] = $exactDigits(x);
  const [kept, at] = $roundDigits(digits, point, point + n);
  const value = kept === "" ? 0 : Number(`0.${kept}e${at}`);
  if (value === Infinity) throw new $OverflowError("rounded value too large to represent");
  return x < 0 ? -value : value;
}

// @helper $unpackAtLeast
/** The items of xs, checked to be at least n, for `a, *rest = xs`. @template T @param {T[]} xs @param {number} n */
function $unpackAtLeast(xs, n) {
  if (xs.length < n) throw new $ValueError(`not enough values to unpack (expected at least ${n}, got ${xs.length})`);
  return xs;
}

// @helper $unpackStar
/**
 * `first, *middle, last = xs`: the `before` first items, a list of the middle ones, the `after` last
 * items, checked to be at least before + after. @param {any[]} xs @param {number} before @param {number} after
 */
function $unpackStar(xs, before, after) {
  const n = before + after;
  if (xs.length < n) throw new $ValueError(`not enough values to unpack (expected at least ${n}, got ${xs.length})`);
  return [...xs.slice(0, before), xs.slice(before, xs.length - after), ...xs.slice(xs.length - after)];
}

// ---- more str methods --------------------------------------------------------------------------------

// @helper $uclass
/**
 * The body of a regular expression class (for the `u` flag) read from a table that
 * `generator/transpile/runtime/unicode_tables.py` generated from CPython's Unicode data: base-36
 * numbers in pairs, a run's distance from the previous run's last code point (from -1), then its
 * length less one.
 * @param {string} table @returns {string}
 */
function $uclass(table) {
  const numbers = table.split(" ").map((n) => parseInt(n, 36));
  let last = -1;
  let out = "";
  for (let i = 0; i < numbers.length; i += 2) {
    const first = last + numbers[i];
    last = first + numbers[i + 1];
    out += `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`;
  }
  return out;
}

// @helper $caseTable
/**
 * A character-to-string Map read from a table that `unicode_tables.py` generated from CPython: entries
 * split by ",", each its distance from the previous entry's first code point, then either a count, a
 * stride and a delta (a run of one-character mappings) or "=" and the mapped code points split by
 * "."; numbers in base 36.
 * @param {string} table @returns {Map<string, string>}
 */
function $caseTable(table) {
  const map = new Map();
  let code = 0;
  for (const entry of table.split(",")) {
    const [gap, ...rest] = entry.split(" ");
    code += parseInt(gap, 36);
    if (rest[0][0] === "=") {
      map.set(String.fromCodePoint(code), String.fromCodePoint(...rest[0].slice(1).split(".").map((n) => parseInt(n, 36))));
    } else {
      const [count, stride, delta] = rest.map((n) => parseInt(n, 36));
      for (let i = 0; i < count; i++) map.set(String.fromCodePoint(code + i * stride), String.fromCodePoint(code + i * stride + delta));
    }
  }
  return map;
}

// @helper $U_DECIMAL
/** str.isdecimal()'s characters (Numeric_Type=Decimal) in CPython 3.11's Unicode 14.0. */
const $U_DECIMAL = $uclass("1d 9 17r 9 3r 9 5j 9 bh 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 2p 9 3b 9 1z 9 7r 9 1z 9 1fr 9 13 9 8d 9 3l 9 4n 9 7 9 53 9 2f 9 3r 9 7 9 r7r 9 iv 9 13 9 5j 9 n 9 2f 9 bb 9 gev 9 13b 9 1on 9 ml 9 3l 9 1p 9 41 9 7r 9 9j 9 3b 9 af 9 2v 9 2v 9 br 9 2v 9 l3 9 6v 9 1z 9 f5j 9 2f 9 3r 9 lf9 1d 1tt 9 br 9 193 9 3o7 9");

// @helper $U_DIGIT
/** str.isdigit()'s characters (Numeric_Type Decimal or Digit) in CPython 3.11's Unicode 14.0. */
const $U_DIGIT = $uclass("1d 9 3d 1 6 0 147 9 3r 9 5j 9 bh 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 3b 9 2p 9 3b 9 1z 9 7r 9 1z 9 k0 8 vj 9 13 9 8d 9 3l a 4m 9 7 9 53 9 2f 9 3r 9 7 9 t3 0 4 5 7 9 rb 8 c 8 c 8 2i 0 b 8 2 0 hj 8 2 8 2 8 ozy 9 iv 9 13 9 5j 9 n 9 2f 9 bb 9 gev 9 13b 9 13r 3 kt 9 87 8 dm 8 c 9 3l 9 1p 9 41 9 7r 9 9j 9 3b 9 af 9 2v 9 2v 9 br 9 2v 9 l3 9 6v 9 1z 9 f5j 9 2f 9 3r 9 lf9 1d 1tt 9 br 9 193 9 1if a 25i 9");

// @helper $U_NUMERIC
/** str.isnumeric()'s characters (any Numeric_Type: `一`, `½`, `Ⅻ` too) in CPython 3.11's Unicode 14.0. */
const $U_NUMERIC = $uclass("1d 9 3d 1 6 0 3 2 142 9 3r 9 5j 9 bh 9 3b 9 5 5 31 9 3b 9 3b 9 3 5 33 c 38 9 9 6 2w 9 2x 6 8 i 32 9 2p 9 3b 9 1z j 7h 9 1z 9 k0 j oi 2 6o 9 7 9 n 9 8d 9 3l a 4m 9 7 9 53 9 2f 9 3r 9 7 9 t3 0 4 5 7 9 5j 1e 3 4 k7 1n 27 l hj t 12i 0 lm 0 q 8 f 2 9k 3 3v 9 v 7 2 e x 9 14 e 92 0 3i 0 pz 0 mb 0 3oz 0 3 0 4 0 2 0 2c 0 1b 0 8 0 2 0 15 1 v 0 9 0 11 0 2r 0 b8 0 1u 0 z 0 2 0 2 0 d0 0 2 2 7 0 39 3 lz 0 eu 0 8 0 135 0 3o 1 d 2 2 0 ry 0 26 0 w6 0 1f8 0 wg 0 ko 0 1zc 0 py 0 1oi 0 5 0 3h 0 1rl 0 11 0 6 0 18 0 3i 0 2zu 9 59 9 8x 5 4b 9 13 9 5j 9 n 9 2f 9 bb 9 faq 0 8 0 5 0 1m 0 v 0 2 0 16 0 103 9 dq 18 d 1k i 1 9i q 11 3 u 0 9 0 3r 4 5n 9 q7 7 q 6 14 8 24 4 n 5 4h 1 3 f 3 19 1t 8 1h 1 v 2 24 4 2x 7 p 7 16 6 97 5 1d 9 87 u 4f 9 17 3 35 6 3r t 3l 9 1p 9 41 9 8 j 70 9 9j 9 3b 9 af 9 2v 9 2v b bp i 2m 9 l3 s 6c 9 1z 9 ev k to 32 dte 9 2f 9 3r 9 2 6 m7 m jt6 j 31 o uu 1d 1tt 9 br 9 15a 8 3l 9 m0 1m 2 2 2 3 25 18 2 e qr c 25g 9 so 0 2r 0 3i 0 1r 0 1l5 0 2h 0 9 0 g 0 9a 0 j 0 s 0 4tz 0 16w 0 3gj 0 7rm 0 tnn 0");

// @helper $U_PRINTABLE
/**
 * str.isprintable()'s characters in CPython 3.11's Unicode 14.0: the space and every assigned character
 * outside the categories C and Z (a character newer than Unicode 14.0 is unassigned, not printable).
 */
const $U_PRINTABLE = $uclass("x 2m z b 2 jt 3 5 5 6 2 0 2 j 2 b0 2 11 3 1d 3 2 2 1i 9 q 5 5 i l 2 5b 2 1b 3 1m 3 2s f 1m 3 1c 3 e 2 r 3 0 2 a 6 u a 21 2 4g 2 7 3 1 3 l 2 6 2 0 4 3 3 8 3 1 3 3 9 0 5 1 2 4 3 o 3 2 2 5 5 1 3 l 2 6 2 1 2 1 2 1 3 0 2 4 5 1 3 2 4 0 8 3 2 0 8 g b 2 2 8 2 2 2 l 2 6 2 1 2 4 3 9 2 2 2 2 3 0 g 3 3 b 8 6 2 2 2 7 3 1 3 l 2 6 2 1 2 4 3 8 3 1 3 2 8 2 5 1 2 4 3 h b 1 2 5 4 2 2 3 4 1 2 0 2 1 4 1 4 2 4 b 5 4 4 2 2 3 3 0 7 0 f k 6 c 2 2 2 m 2 f 3 8 2 2 2 3 8 1 2 2 3 0 3 3 3 9 8 l 2 2 2 m 2 9 2 4 3 8 2 2 2 3 8 1 7 1 2 3 3 9 2 1 e c 2 2 2 1e 2 2 2 5 5 f 3 p 2 2 2 h 4 n 2 8 2 0 3 6 4 0 5 5 2 0 2 7 7 9 3 2 d 1l 5 s 12 1 2 0 2 4 2 n 2 0 2 m 3 4 2 0 2 5 3 9 3 3 x 1z 2 z 5 12 2 z 2 e 2 c 12 5h 2 0 6 0 3 ag 2 3 3 6 2 0 2 3 3 14 2 3 3 w 2 3 3 6 2 0 2 3 3 e 2 1k 2 3 3 1u 3 v 4 p 7 2d 3 5 3 hr 2 r 4 2g 8 l a n a j d c 2 2 2 1 d 2l 3 9 7 9 7 d 2 a 7 2g 8 16 6 1x b u 2 b 5 b 5 0 4 15 3 4 c 17 5 p 7 a 4 1p 3 1s 2 s 3 a 7 9 7 d 3 u 1e 24 4 1a 2 37 9 1n 4 e 4 1n 8 16 3 a 9 16 6 et 3 5 3 11 3 5 3 7 2 0 2 0 2 0 2 u 3 1g 2 e 2 d 3 5 2 i 3 2 2 8 i n 9 1a i 1 3 q 2 c 4 w g w g 3v 5 ie q a m 1eb 3 v 2 9o 6 18 2 0 6 0 3 1j 8 1 f n a 6 2 6 2 6 2 6 2 6 2 6 2 6 2 6 2 3h z p 2 2g d 5x r b 6 1q 2 2d 3 2u 6 16 2 2l 2 2b d 1a 2 mlo 4 1i a 9n l 53 9 5m 6 1 2 0 2 4 p 1m 4 9 7 1j 9 1x 9 b 7 37 c t 4 25 2 a 5 w 2 1i a d 3 9 3 2u p r b 5 3 5 3 5 a 6 2 6 2 1n 5 3h 3 9 7 8mb d m 5 1c 6it a5 3 2x 13 6 d 4 6 p 2 4 2 0 2 1 2 1 2 3g h cc 3 1h 8 0 x 15 7 1e 2 i 2 3 5 4 2 3q 5 59 4 5 3 5 3 5 3 2 4 6 2 6 e 1 3 b 2 p 2 i 2 1 2 e 3 d z 3e 6 2 5 18 4 2f 2 c 4 0 1c 19 3n s 4 1c g r 5 z a t 6 16 6 t 2 10 5 d 17 4d 3 9 7 z 5 z 5 13 9 1f c b 2 e 2 6 2 1 2 a 2 e 2 6 2 1 1w 8m a l b 7 p 5 2 15 2 8 1y 5 3 0 2 17 2 1 4 0 3 m 2 1z 9 8 1d i 2 1 6 w 4 q 6 0 1t 1j 5 j 3 1d 2 1 6 7 2 2 2 s 3 2 5 9 8 8 8 1r x 12 5 b a 1h 4 s 3 q 6 p 8 3 d 6 29 20 1k 1e e 1e 8 19 9 9 87 u 2 15 2 2 3 1 27 13 9 15 n p 13 r l m a 25 5 z a 1p 2 4 e o 8 9 7 1g 2 h 9 12 a 2n 2 j c h 2 17 1u 6 2 0 2 3 2 e 2 a 7 1m 6 9 7 3 2 7 3 1 3 l 2 6 2 1 2 4 2 9 3 1 3 2 3 0 7 0 6 6 3 6 4 4 3w 2j 2 4 v 1z 9 9 4n 1h 3 11 z 1w c 9 7 c k 1l 7 9 1j q 3 e 5 m 56 1n 2t 2a d 7 3 0 3 7 2 1 2 t 2 1 3 b a 9 1z 7 3 19 3 a s 1z 9 2a e 20 7c 8 2 18 2 d b s 4 v 3 l 2 d 22 6 2 1 2 17 4 0 2 1 2 8 9 9 7 5 2 1 2 10 2 1 2 5 8 9 8n o 54 0 g 1d e pm 2v 32 2 4 c 5f 219 2q e tq 34i g6 6nu fs 8 u 2 9 5 28 2 9 7 t 3 5 b 1x b 9 2 6 2 k 6 i j5 2i 2u 22 5 1k 8 g 1t 4 c 1 f 4qf 9 yd 17 8 6w8 3 2 6 2 1 2 82 1a 2 i 3 9 az 1s5 2y 6 c 4 8 8 9 3 3 3mp 19 3 m a 37 1p 6t b 12 3 21 9 33 m 1x 4b j d 2e a o 3s 2c 2 1y 2 1 3 0 3 1 3 3 2 b 2 0 2 6 2 1s 2 3 3 7 2 6 2 r 2 3 2 4 2 0 4 6 2 9f 3 83 3 jh g 4 2 e up u 6a 6 2 g 3 6 2 1 2 4 5y 18 4 d 3 9 5 1 8x u i 1l 6 0 yp 6 2 3 2 1 2 e 2 5g 3 f 16 23 5 9 5 1 lu 1v 25 1o 5f 3 2 q 2 1 2 0 3 0 2 9 2 3 2 0 2 0 7 0 5 0 2 0 2 0 2 2 2 1 2 0 3 0 2 0 2 0 2 0 2 0 2 1 2 0 3 3 2 6 2 3 2 3 2 0 2 9 2 g 6 2 2 4 2 g 1h 1 7j 17 5 2r d e 3 e 2 e 2 10 b 4t 1l s e 17 5 8 8 1 f 5 4b rb 6 f 4 c 4 37 d 2g 8 b 5 0 g b 5 1j 9 9 7 13 9 t 3 1 27 9f d d 3 4 4 4 4 6 a s 4 a 6 5 b 9 7 7 9 6 a 42 2 1i 12 9 sn wyn x 37c 8 65 3 4g1 f 5rk 2e8 f1 15v 3t6 fcmu 6n");

// @helper $CASEFOLD
/** str.casefold() of each character whose folding is not itself, in CPython 3.11's Unicode 14.0. */
const $CASEFOLD = $caseTable("1t q 1 w,38 1 1 lj,b n 1 w,o 7 1 w,7 =37.37,x o 2 1,1c =2x.lj,2 3 2 1,7 8 2 1,g =jg.32,1 n 2 1,1a 1 1 -3d,1 3 2 1,6 1 1 -7g,2 1 1 5u,1 2 2 1,4 1 1 5q,1 1 1 1,2 2 1 5p,2 1 1 1,3 1 1 27,1 1 1 5m,1 1 1 5n,1 1 1 1,2 1 1 5p,1 1 1 5r,2 1 1 5v,1 1 1 5t,1 1 1 1,4 1 1 5v,1 1 1 5x,2 1 1 5y,1 3 2 1,6 1 1 62,1 1 1 1,2 1 1 62,3 1 1 1,2 1 1 62,1 1 1 1,2 2 1 61,2 2 2 1,4 1 1 63,1 1 1 1,4 1 1 1,8 1 1 2,1 1 1 1,2 1 1 2,1 1 1 1,2 1 1 2,1 9 2 1,j 9 2 1,i =2y.lo,1 1 1 2,1 2 2 1,4 1 1 -2p,1 1 1 -1k,1 k 2 1,14 1 1 -3m,2 9 2 1,o 1 1 8bv,1 1 1 1,2 1 1 -4j,1 1 1 8bs,3 1 1 1,2 1 1 -5f,1 1 1 1x,1 1 1 1z,1 5 2 1,73 1 1 38,17 2 2 1,6 1 1 1,9 1 1 38,7 1 1 12,2 3 1 11,4 1 1 1s,2 2 1 1r,2 =qh.lk.ld,1 h 1 w,i 9 1 w,d =qt.lk.ld,i 1 1 1,d 1 1 8,1 1 1 -u,1 1 1 -p,4 1 1 -f,1 1 1 -m,2 c 2 1,o 1 1 -1i,1 1 1 -1c,3 1 1 -1o,1 1 1 -1s,2 1 1 1,2 1 1 -7,1 1 1 1,3 3 1 -3m,3 g 1 28,g w 1 w,28 h 2 1,16 r 2 1,1i 1 1 f,1 7 2 1,f 1c 2 1,2p 12 1 1c,2e =12d.136,26x 12 1 5ls,13 1 1 5ls,6 1 1 5ls,mj 6 1 -8,1oo 1 1 -4su,1 1 1 -4st,1 1 1 -4sk,1 2 1 -4si,2 1 1 -4sj,1 1 1 -4sc,1 1 1 -4ro,1 1 1 r7n,8 17 1 -2bk,19 3 1 -2bk,8z 23 2 1,46 =2w.mp,1 =38.lk,1 =3b.lm,1 =3d.lm,1 =2p.ji,1 1 1 -1m,3 =37.37,2 1c 2 1,2w 8 1 -8,g 6 1 -8,g 8 1 -8,g 8 1 -8,g 6 1 -8,8 =qt.lv,2 =qt.lv.lc,2 =qt.lv.ld,2 =qt.lv.n6,3 4 2 -8,f 8 1 -8,o =64g.qh,1 =64h.qh,1 =64i.qh,1 =64j.qh,1 =64k.qh,1 =64l.qh,1 =64m.qh,1 =64n.qh,1 =64g.qh,1 =64h.qh,1 =64i.qh,1 =64j.qh,1 =64k.qh,1 =64l.qh,1 =64m.qh,1 =64n.qh,1 =65c.qh,1 =65d.qh,1 =65e.qh,1 =65f.qh,1 =65g.qh,1 =65h.qh,1 =65i.qh,1 =65j.qh,1 =65c.qh,1 =65d.qh,1 =65e.qh,1 =65f.qh,1 =65g.qh,1 =65h.qh,1 =65i.qh,1 =65j.qh,1 =674.qh,1 =675.qh,1 =676.qh,1 =677.qh,1 =678.qh,1 =679.qh,1 =67a.qh,1 =67b.qh,1 =674.qh,1 =675.qh,1 =676.qh,1 =677.qh,1 =678.qh,1 =679.qh,1 =67a.qh,1 =67b.qh,3 =67k.qh,1 =q9.qh,1 =q4.qh,2 =q9.n6,1 =q9.n6.qh,1 2 1 -8,2 2 1 -22,2 =q9.qh,2 1 1 -5j9,4 =67o.qh,1 =qf.qh,1 =q6.qh,2 =qf.n6,1 =qf.n6.qh,1 4 1 -2e,4 =qf.qh,6 =qh.lk.lc,1 =qh.lk.ld,3 =qh.n6,1 =qh.lk.n6,1 2 1 -8,2 2 1 -2s,8 =qt.lk.lc,1 =qt.lk.ld,1 =qp.lv,2 =qt.n6,1 =qt.lk.n6,1 2 1 -8,2 2 1 -34,2 1 1 -7,6 =67w.qh,1 =qx.qh,1 =r2.qh,2 =qx.n6,1 =qx.n6.qh,1 2 1 -3k,2 2 1 -3i,2 =qx.qh,8a 1 1 -5st,4 1 1 -6gv,1 1 1 -6di,7 1 1 s,1a g 1 g,z 1 1 1,mr q 1 q,1fu 1c 1 1c,2o 1 1 1,2 1 1 -8af,1 1 1 -2xy,1 1 1 -89z,3 3 2 1,6 1 1 -8bg,1 1 1 -8al,1 1 1 -8bj,1 1 1 -8bi,2 1 1 1,3 1 1 1,9 2 1 -8cf,2 1e 2 1,2z 2 2 1,7 1 1 1,nym n 2 1,1s e 2 1,4i 7 2 1,g v 2 1,1z 2 2 1,4 1 1 -r9g,1 5 2 1,d 1 1 1,2 1 1 -wmg,3 2 2 1,6 a 2 1,k 1 1 -wn8,1 1 1 -wnj,1 1 1 -wnf,1 1 1 -wn5,1 1 1 -wn8,2 1 1 -wlu,1 1 1 -wmi,1 1 1 -wlx,1 1 1 ps,1 8 2 1,g 1 1 -1c,1 1 1 -wn7,1 1 1 -raw,1 2 2 1,9 1 1 1,6 2 2 1,v 1 1 1,or 28 1 -tzk,fps =2u.2u,1 =2u.2x,1 =2u.30,1 =2u.2u.2x,1 =2u.2u.30,1 =37.38,1 =37.38,d =12s.12u,1 =12s.12d,1 =12s.12j,1 =132.12u,1 =12s.12l,sq q 1 w,yn 14 1 14,4w 10 1 14,5c b 1 13,c f 1 13,g 7 1 13,8 2 1 13,1d8 1f 1 1s,2e8 w 1 w,gww w 1 w,o8w y 1 y");

// @helper $strTest
/**
 * str.isalpha(), isalnum(), isspace(), isidentifier(): non-empty and every character in the class
 * (Unicode classes of the runtime, which may know characters newer than CPython's database).
 * @param {string} s @param {"alpha" | "alnum" | "space" | "identifier"} kind
 */
function $strTest(s, kind) {
  const classes = { alpha: "\\p{L}", alnum: "\\p{L}\\p{N}" };
  if (kind === "space") return s !== "" && new RegExp(`^${$PY_SPACE}+$`).test(s);
  // (Unicode 15.1 made ZWNJ, ZWJ and the katakana middle dots continue an identifier: not in 14.0)
  if (kind === "identifier") return /^[\p{XID_Start}_](?:(?![\u200C\u200D\u30FB\uFF65])\p{XID_Continue})*$/u.test(s);
  return new RegExp(`^[${classes[kind]}]+$`, "u").test(s);
}

// @helper $strCase
/** str.isupper() / islower(): a cased character, and none of the other case. @param {string} s @param {"upper" | "lower"} kind */
function $strCase(s, kind) {
  const [want, other] = kind === "upper" ? ["\\p{Uppercase}", "[\\p{Lowercase}\\p{Lt}]"] : ["\\p{Lowercase}", "[\\p{Uppercase}\\p{Lt}]"];
  return new RegExp(want, "u").test(s) && !new RegExp(other, "u").test(s);
}

// @helper $strIn
/**
 * str.isdecimal(), isdigit(), isnumeric(), isprintable(), isascii(): every character in the class (a
 * `$U_...` table from CPython's data); the empty str passes when `empty` says so.
 * @param {string} s @param {string} cls @param {boolean} [empty]
 */
function $strIn(s, cls, empty = false) {
  if (s === "") return empty;
  let test = $strIn.cache.get(cls);
  if (test === undefined) $strIn.cache.set(cls, (test = new RegExp(`^[${cls}]+$`, "u")));
  return test.test(s);
}
/** @type {Map<string, RegExp>} */
$strIn.cache = new Map();

// @helper $casefold
/** str.casefold(): each character's full case folding, from CPython's table. @param {string} s */
function $casefold(s) {
  let out = "";
  for (const ch of s) out += $CASEFOLD.get(ch) ?? ch;
  return out;
}

// @helper $sigma
/**
 * What a capital sigma at chars[i] lowers to, as CPython's lower() says: final (ς) after a cased
 * character and not before one, case-ignorable characters skipped both ways.
 * @param {string[]} chars @param {number} i @returns {string}
 */
function $sigma(chars, i) {
  const cased = (/** @type {string | undefined} */ c) => c !== undefined && /\p{Cased}/u.test(c);
  const ignorable = (/** @type {string | undefined} */ c) => c !== undefined && /\p{Case_Ignorable}/u.test(c);
  let j = i - 1;
  while (ignorable(chars[j])) j--;
  if (!cased(chars[j])) return "\u03c3";
  j = i + 1;
  while (ignorable(chars[j])) j++;
  return cased(chars[j]) ? "\u03c3" : "\u03c2";
}

// @helper $swapcase
/** str.swapcase(): an uppercase character lowered (a capital sigma by the final-sigma rule), a lowercase one uppercased. @param {string} s */
function $swapcase(s) {
  const chars = [...s];
  return chars
    .map((c, i) => {
      if (/\p{Uppercase}/u.test(c)) return c === "\u03a3" ? $sigma(chars, i) : c.toLowerCase();
      return /\p{Lowercase}/u.test(c) ? c.toUpperCase() : c;
    })
    .join("");
}

// @helper $istitle
/** str.istitle(): a cased character, uppercase and titlecase ones only after uncased, lowercase ones only after cased. @param {string} s */
function $istitle(s) {
  let cased = false;
  let previousCased = false;
  for (const c of s) {
    if (/[\p{Uppercase}\p{Lt}]/u.test(c)) {
      if (previousCased) return false;
      previousCased = cased = true;
    } else if (/\p{Lowercase}/u.test(c)) {
      if (!previousCased) return false;
      previousCased = cased = true;
    } else previousCased = false;
  }
  return cased;
}

// @helper $strWithin
/**
 * find, rfind, index, rindex, count, startswith and endswith with start and end: the bounds count code
 * points and are adjusted as CPython's (negative from the end, then clamped to 0, the end to len), and a part shorter than
 * `sub` finds nothing (`"ab".startswith("", 3)` is False). `sub` may be a tuple of prefixes/suffixes.
 * @param {string} s @param {string | string[]} sub @param {number | null | undefined} start @param {number | null | undefined} end
 * @param {"find" | "rfind" | "index" | "rindex" | "count" | "startswith" | "endswith"} op @returns {any}
 */
function $strWithin(s, sub, start, end, op) {
  if (Array.isArray(sub)) return sub.some((one) => $strWithin(s, one, start, end, op));
  const n = $strLen(s);
  const bound = (/** @type {number | null | undefined} */ i, /** @type {number} */ missing) =>
    i === null || i === undefined ? missing : i < 0 ? Math.max(i + n, 0) : i;
  const [a, b] = [bound(start, 0), Math.min(bound(end, n), n)]; // a start past the end stays there
  const offset = (/** @type {number} */ i) => (n === s.length ? i : [...s].slice(0, i).join("").length);
  const part = b - a < $strLen(sub) ? null : s.slice(offset(a), offset(b));
  if (op === "startswith" || op === "endswith") return part !== null && (op === "startswith" ? part.startsWith(sub) : part.endsWith(sub));
  if (op === "count") return part === null ? 0 : sub === "" ? b - a + 1 : part.split(sub).length - 1;
  const i = part === null ? -1 : op === "find" || op === "index" ? part.indexOf(sub) : part.lastIndexOf(sub);
  if (i < 0 && (op === "index" || op === "rindex")) throw new $ValueError("substring not found");
  return i < 0 ? -1 : a + $strLen(part.slice(0, i));
}

// @helper $removeAffix
/** s.removeprefix(affix) / s.removesuffix(affix) (`fromEnd`). @param {string} s @param {string} affix */
function $removeAffix(s, affix, fromEnd = false) {
  if (affix === "") return s;
  if (fromEnd) return s.endsWith(affix) ? s.slice(0, s.length - affix.length) : s;
  return s.startsWith(affix) ? s.slice(affix.length) : s;
}

// @helper $textwrap
/**
 * textwrap.wrap/fill/shorten: CPython 3.11's Lib/textwrap.py ported step for step (TextWrapper's
 * wordsep_re with Python's \w and \d of Unicode 14 as tables, str.isspace() for strip and split,
 * lengths in code points); checked against CPython on 200,000 random texts and options and on
 * CPython's own test_textwrap. Where CPython 3.11 loops forever (an indent longer than the width,
 * with nothing left to place), the worker stops instead.
 */
const $textwrap = (() => {
  // Generated by gen_tables.py from CPython 3.11.7 re (Unicode 14.0.0).
  const LETTER_TABLE =
    'CnzeabzBvahbbadbbcbwbBebRpeloehabaEzebbcdbagabcbabtbDebFiiGjbBlcagBoCtBaedBtBqBjbbDubapbhbkccaqabBdBdDklayBgjbeafveajadaxyhkfxbfrBpCgCbdasahjppehcbcvbgbadddaqanbbcobcfcaifebcvbgbbbbbbBfdbatcqibcbvbgbbbedasapbxalhcbcvbgbbbedaBebbcpglabfdcbddbbabbdbdcdlwaBfcshbcbwbpdaBaccacbwgbaehbcbwbjbedaBfbbbpbribcbBocaqafcbjoibffrdxbibacgCgBvbbmgCgbbabebxbabjbbjacebavdBgaBpjmhbBjBbeElBquaqfeddadbhcemmarBlbafacBq' +
    'bMubdcgbabdcBobdcBgbdcgbabdcobCebdcCootdpqDhcfdXvcqbzfCwdkhrnsorombcpBzBjaeatjBmDkhecBhbafCrkBeBxBdcelBrezqaBlwjCaDeaDpBurhCcBdnbkBrBaBjBpckBjcihBqccBpdbfbbdafHjCmKrcfcBlcfchbabababBecCabgbadcbgddcfemfcbgElbcffkgmDxaeacjbadegabababdbkcdfeeabCfBByChDavYgBdBRoIugddbjacBlbafacCdhaqwjgbgbgbgbgbgbgbgDcaSbcziheceeDhgcbDlbdfBqbDpddkBfBwpBgjBehboBgjBnoMiJTnCmBGUeCpBtcKidpkbuBuqBecDbBnicDycClfbbabeypbcbdbw' +
    'nfkBzoBxCkfdabblBbkwzBchBuBcaqebjkebBoxcbhuwdadBxbadbcecabaycckhcmfcfcfjgbgbBqbngEkBdQNrmweBwMNcObcEbBmgmefabjbmbebabbbbbEdBhNysClcCbBolEmebFeBkzgzlDkdfcfcfccBjlbzbsbbbocnBiEsmBsmCerbJkBcdBwqBaeBjjBdfBlkBdcBjehbeBqGbsBjeBjeBniBzmkbobgbbbkbobgbbCpLyjvkhyfbBpbiCrfcabBrbbdacwcBecBliiBwsbbfBgezCsCdetcBupdbcbBckixBebBfBghbBbgeqCbkvcBafzxgDcCuCdBynByhBpMeBebBpgbDaBnivldBbrBuBbuwmCaBatlbcanBsBgyBaBjBdaca' +
    'iBidamBvodvabaetlrbyDggbabdbobjhBuBmhcbcvbgbbbedasameGcCasducBeBvubbaHcBuBpdBkBvuaChBqnaCtBaBfbegHdBrEmClkimhcachbbbxpabaDqhcBmqabaBcakBnhavalBttasCuKdibBkrazsfBdEigbbbBlvazfbbbBfoaMpsHhapuBrBJlDyEgrHnDXkDspBPeFZtWkMUbVwhBerDarBdsBvqdxgbufsBAmDiEbCwfaComCmbbaBcJBziBVpBqiNFrdbgbbbLeBtcrdiPfDKuEcfmdihjILitEeyFfDgbCsbbcacbcdblbabgbCmbdchbgbBbbdbebadgbNbcybybBebybBebybBebybBebybhCSyBeSnBskgqaMjBdsBrBW' +
    'ugbdbbbobHociBwCphaBEzCgbcbdCyBsboHmdbBabbbacabjbdbabagaeabababcbbbacabababababbbacdbgbdbdbabjbqfcbebqWimFRfCLFbBgGDshIncINpoLBkEPjUvCFyHHy';
  const DIGIT_TABLE =
    'BwjCIojFejHqjPwjEojEojEojEojEojEojEojEojEojDsjEojCsjKsjCsjCTqjBmjLojEyjGkjgjHajDijFejgjCAEojBAcjBmjHqjwjDijPqjBFMcjCCkjDFyjBFgjEyjCijFojKsjNejEojOkjDyjDyjQgjDyjBDejJmjCsjBDBijDijFejBPBwBxDNcjQgjCKkjHBaj';

  // Decode a table into the body of a regex character class ("\u{41}-\u{5a}...").
  /** @param {string} table */
  function decodeRanges(table) {
    let body = '', prev = -1;
    const nums = [...table.matchAll(/[A-Z]*[a-z]/g)].map(([digits]) =>
      [...digits].reduce((n, c) => n * 26 + (c.charCodeAt(0) & 31) - 1, 0));
    for (let i = 0; i < nums.length; i += 2) {
      const start = prev + 1 + nums[i];
      prev = start + nums[i + 1];
      body += `\\u{${start.toString(16)}}-\\u{${prev.toString(16)}}`;
    }
    return body;
  }

  const LETTER = decodeRanges(LETTER_TABLE);                 // [^\d\W]
  const DIGIT = decodeRanges(DIGIT_TABLE);                   // \d
  const WS_CHARS = '\\t\\n\\x0b\\x0c\\r ';                   // textwrap._whitespace
  const SPACE_CHARS =                                        // str.isspace() / re \s
    '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

  // The sub-patterns of TextWrapper.wordsep_re, as JS source.
  const lt = `[${LETTER}]`;                      // letter = [^\d\W]
  const w = `[${LETTER}${DIGIT}]`;               // \w
  const wp = `[${LETTER}${DIGIT}!"'&.,?]`;       // word_punct = [\w!"'&.,?]
  const ws = `[${WS_CHARS}]`;                    // whitespace
  const nws = `[^${WS_CHARS}]`;                  // nowhitespace

  const WORDSEP_RE = new RegExp(
    `(${ws}+` +                                             // any whitespace
    `|(?<=${wp})-{2,}(?=${w})` +                            // em-dash between words
    `|${nws}+?(?:` +                                        // word, possibly hyphenated
      `-(?:(?<=${lt}{2}-)|(?<=${lt}-${lt}-))(?=${lt}-?${lt})` + //   hyphenated word
      `|(?=${ws}|$)` +                                      //   end of word
      `|(?<=${wp})(?=-{2,}${w})` +                          //   em-dash
    `))`, 'gu');
  const WORDSEP_SIMPLE_RE = new RegExp(`(${ws}+)`, 'gu');
  const SENTENCE_END_RE = /[a-z][.!?]["']?$/u;              // `$` without /m == Python \Z
  const BLANK_RE = new RegExp(`^[${SPACE_CHARS}]*$`, 'u');  // s.strip() == ''
  const LSTRIP_RE = new RegExp(`^[${SPACE_CHARS}]+`, 'u');
  const RSTRIP_RE = new RegExp(`[${SPACE_CHARS}]+$`, 'u');
  const SPACE_RUN_RE = new RegExp(`[${SPACE_CHARS}]+`, 'u');
  const HIGH_SURROGATE_RE = /[\ud800-\udbff]/;

  // ---- Python str helpers ------------------------------------------------------

  /** @param {string} s */
  function cpLen(s) {                     // len(s): code points, not UTF-16 units
    if (!HIGH_SURROGATE_RE.test(s)) return s.length;  // fast path (instant for one-byte strings)
    let n = s.length;
    for (let i = 0; i < s.length - 1; i++) {  // subtract one per surrogate pair
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n--; i++; }
    }
    return n;
  }
  /** @param {string} s @param {number} n */
  function cpOffset(s, n) {               // UTF-16 offset of code point n (clamped to the end)
    let i = 0;
    for (; n > 0 && i < s.length; n--) i += s.codePointAt(i) > 0xffff ? 2 : 1;
    return i;
  }
  const isBlank = (/** @type {string} */ s) => BLANK_RE.test(s);
  const lstrip = (/** @type {string} */ s) => s.replace(LSTRIP_RE, '');
  const rstrip = (/** @type {string} */ s) => s.replace(RSTRIP_RE, '');
  const sumLen = (/** @type {string[]} */ arr) => arr.reduce((n, c) => n + cpLen(c), 0);

  /** @param {string} text @param {number} tabsize */
  function expandTabs(text, tabsize) {    // str.expandtabs(tabsize)
    let out = '', col = 0;
    for (const ch of text) {
      if (ch === '\t') {
        if (tabsize > 0) { const n = tabsize - (col % tabsize); out += ' '.repeat(n); col += n; }
      } else {
        out += ch;
        col = ch === '\n' || ch === '\r' ? 0 : col + 1;
      }
    }
    return out;
  }

  /** @param {RegExp} re @param {string} text */
  function reSplit(re, text) {            // re.split() with one capturing group
    const out = [];
    let last = 0;
    for (const m of text.matchAll(re)) {
      out.push(text.slice(last, m.index), m[1]);
      last = m.index + m[0].length;
    }
    out.push(text.slice(last));
    return out;
  }

  // ---- TextWrapper ---------------------------------------------------------------

  const DEFAULTS = {
    width: 70, initial_indent: '', subsequent_indent: '', expand_tabs: true,
    replace_whitespace: true, fix_sentence_endings: false, break_long_words: true,
    drop_whitespace: true, break_on_hyphens: true, tabsize: 8, max_lines: null,
    placeholder: ' [...]',
  };

  /** @param {Record<string, any>} options @returns {Record<string, any>} */
  function makeOptions(options) {
      const o = { ...DEFAULTS };
      for (const [k, v] of Object.entries(options)) if (v !== undefined) o[k] = v;
      return o;
    }

  /** @param {string} text @param {Record<string, any>} o */
  function mungeWhitespace(text, o) {     // expand tabs, then each of _whitespace -> ' '
    if (o.expand_tabs) text = expandTabs(text, o.tabsize);
    if (o.replace_whitespace) text = text.replace(/[\t\n\x0b\x0c\r]/g, ' ');
    return text;
  }

  /** @param {string} text @param {Record<string, any>} o */
  function split(text, o) {               // _split: text -> indivisible chunks
    const re = o.break_on_hyphens === true ? WORDSEP_RE : WORDSEP_SIMPLE_RE;
    return reSplit(re, text).filter((c) => c !== '');
  }

  /** @param {string[]} chunks */
  function fixSentenceEndings(chunks) {
    let i = 0;
    while (i < chunks.length - 1) {
      if (chunks[i + 1] === ' ' && SENTENCE_END_RE.test(chunks[i])) {
        chunks[i + 1] = '  ';
        i += 2;
      } else i += 1;
    }
  }

  // `chunks` is reversed (a stack): the next chunk is chunks.at(-1).
  /** @param {string[]} chunks @param {string[]} curLine @param {number} curLen @param {number} width @param {Record<string, any>} o */
  function handleLongWord(chunks, curLine, curLen, width, o) {
    // Make sure at least one character is stripped off on every pass.
    const spaceLeft = width < 1 ? 1 : width - curLen;
    if (o.break_long_words) {
      // Put as much of the next chunk onto the current line as will fit.
      const chunk = /** @type {string} */ (chunks.at(-1));
      let end = cpOffset(chunk, spaceLeft);         // chunk[:space_left], in UTF-16 units
      if (o.break_on_hyphens && end < chunk.length) {   // len(chunk) > space_left
        // Break after the last hyphen, but only if there are non-hyphens before it.
        const hyphen = chunk.slice(0, end).lastIndexOf('-');
        if (hyphen > 0 && /[^-]/.test(chunk.slice(0, hyphen))) end = hyphen + 1;
      }
      curLine.push(chunk.slice(0, end));
      chunks[chunks.length - 1] = chunk.slice(end);
    } else if (curLine.length === 0) {
      // Keep the long word intact, alone on its own line.
      curLine.push(/** @type {string} */ (chunks.pop()));
    }
  }

  /** @param {string[]} chunks @param {Record<string, any>} o @returns {string[]} */
  function wrapChunks(chunks, o) {
    const lines = [];
    if (o.width <= 0) throw new $ValueError(`invalid width ${o.width} (must be > 0)`);
    if (o.max_lines != null) {
      const indent = o.max_lines > 1 ? o.subsequent_indent : o.initial_indent;
      if (cpLen(indent) + cpLen(lstrip(o.placeholder)) > o.width) {
        throw new $ValueError('placeholder too large for max width');
      }
    }
    chunks.reverse();
    while (chunks.length) {
      const state = /** @type {[number, number, string | undefined]} */ ([lines.length, chunks.length, chunks.at(-1)]);  // for the no-progress check
      const curLine = [];
      let curLen = 0;
      const indent = lines.length ? o.subsequent_indent : o.initial_indent;
      const width = o.width - cpLen(indent);

      // First chunk on line is whitespace: drop it, unless this is the very beginning.
      if (o.drop_whitespace && isBlank(/** @type {string} */ (chunks.at(-1))) && lines.length) chunks.pop();

      while (chunks.length) {
        const l = cpLen(/** @type {string} */ (chunks.at(-1)));
        if (curLen + l > width) break;
        curLine.push(/** @type {string} */ (chunks.pop()));
        curLen += l;
      }

      // The next chunk is too big to fit on *any* line.
      if (chunks.length && cpLen(/** @type {string} */ (chunks.at(-1))) > width) {
        handleLongWord(chunks, curLine, curLen, width, o);
        curLen = sumLen(curLine);
      }

      // If the last chunk on this line is all whitespace, drop it.
      if (o.drop_whitespace && curLine.length && isBlank(/** @type {string} */ (curLine.at(-1)))) {
        curLen -= cpLen(/** @type {string} */ (curLine.pop()));
      }

      if (curLine.length) {
        if (o.max_lines == null || lines.length + 1 < o.max_lines ||
            ((!chunks.length ||
              (o.drop_whitespace && chunks.length === 1 && isBlank(chunks[0]))) &&
             curLen <= width)) {
          lines.push(indent + curLine.join(''));
        } else {
          addPlaceholder(lines, curLine, curLen, indent, width, o);
          break;
        }
      }

      // Deviation: CPython 3.11 never terminates if an iteration leaves the chunks unchanged
      // and the next iteration must repeat it: either nothing happened at all, e.g.
      // wrap(' x', {width: 3, initial_indent: 'abcd'}), or (drop_whitespace false, indent
      // longer than width, no max_lines) it emitted yet another identical line.  Any other
      // iteration consumes input or is bounded by max_lines, so we throw exactly when CPython hangs.
      if (chunks.length === state[1] && chunks.at(-1) === state[2] &&
          (lines.length === state[0] || (state[0] > 0 && o.max_lines == null))) {
        throw new $Stop('textwrap never ends on this input (CPython 3.11 loops forever): the worker stops');
      }
    }
    return lines;
  }

  // The max_lines cut-off: end the last line with the placeholder (the
  // `while cur_line: ... else: ...` block of _wrap_chunks).
  /** @param {string[]} lines @param {string[]} curLine @param {number} curLen @param {string} indent @param {number} width @param {Record<string, any>} o */
  function addPlaceholder(lines, curLine, curLen, indent, width, o) {
    const ph = o.placeholder;
    while (curLine.length) {
      if (!isBlank(/** @type {string} */ (curLine.at(-1))) && curLen + cpLen(ph) <= width) {
        lines.push(indent + curLine.join('') + ph);
        return;
      }
      curLen -= cpLen(/** @type {string} */ (curLine.pop()));
    }
    if (lines.length) {
      const prevLine = rstrip(/** @type {string} */ (lines.at(-1)));
      if (cpLen(prevLine) + cpLen(ph) <= o.width) {
        lines[lines.length - 1] = prevLine + ph;
        return;
      }
    }
    lines.push(indent + lstrip(ph));
  }

  return {
    /** @param {string} text @param {Record<string, any>} options @returns {string[]} */
    wrap(text, options) {
      const o = makeOptions(options);
      const chunks = split(mungeWhitespace(text, o), o);
      if (o.fix_sentence_endings) fixSentenceEndings(chunks);
      return wrapChunks(chunks, o);
    },
    /** @param {string} text @param {Record<string, any>} options */
    fill(text, options) {
      return this.wrap(text, options).join("\n");
    },
    /** shorten(text, width): whitespace collapsed, then one line. @param {string} text @param {Record<string, any>} options */
    shorten(text, options) {
      const collapsed = rstrip(lstrip(text)).split(SPACE_RUN_RE).join(" ");
      return this.fill(collapsed, { ...options, max_lines: 1 });
    },
  };
})();

// @helper $indent
/**
 * textwrap.indent(text, prefix): the prefix before each line (Python's line boundaries, ends kept)
 * that holds more than whitespace. @param {string} text @param {string} prefix
 */
function $indent(text, prefix) {
  const blank = new RegExp(`^${$PY_SPACE}*$`);
  return $splitlines(text, true).map((line) => (blank.test(line) ? line : prefix + line)).join("");
}

// @helper $splitlines
/** s.splitlines(keepends): Python's line boundaries, no empty last line. @param {string} s @param {boolean} [keepends] */
function $splitlines(s, keepends = false) {
  const parts = s.split(/(\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029])/);
  const lines = [];
  for (let i = 0; i < parts.length; i += 2) lines.push(keepends && i + 1 < parts.length ? parts[i] + parts[i + 1] : parts[i]);
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

// @helper $partition
/** s.partition(sep) / rpartition(sep) @param {string} s @param {string} sep @param {boolean} fromEnd */
function $partition(s, sep, fromEnd) {
  if (sep === "") throw new $ValueError("empty separator");
  const i = fromEnd ? s.lastIndexOf(sep) : s.indexOf(sep);
  if (i < 0) return fromEnd ? ["", "", s] : [s, "", ""];
  return [s.slice(0, i), sep, s.slice(i + sep.length)];
}

// @helper $pad
/**
 * s.ljust/rjust/center(width, fill): widths count characters (code points), as Python's.
 * @param {string} s @param {number} width @param {string} fill @param {"left" | "right" | "center"} align
 */
function $pad(s, width, fill, align) {
  if ([...fill].length !== 1) throw new TypeError("The fill character must be exactly one character long");
  const margin = width - [...s].length;
  if (margin <= 0) return s;
  // CPython's center: the extra fill goes left when both the margin and the width are odd
  const left = align === "right" ? margin : align === "left" ? 0 : Math.floor(margin / 2) + (margin & width & 1);
  return fill.repeat(left) + s + fill.repeat(margin - left);
}

// @helper $zfill
/** s.zfill(width) @param {string} s @param {number} width */
function $zfill(s, width) {
  const margin = width - [...s].length;
  if (margin <= 0) return s;
  const sign = s[0] === "+" || s[0] === "-" ? s[0] : "";
  return sign + "0".repeat(margin) + s.slice(sign.length);
}

// @helper $affix
/** s.startswith(prefix) / endswith(suffix), of a str or a tuple of them. @param {string} s @param {string | string[]} affix @param {boolean} end */
function $affix(s, affix, end) {
  return (Array.isArray(affix) ? affix : [affix]).some((o) => (end ? s.endsWith(o) : s.startsWith(o)));
}

// ---- more builtins -----------------------------------------------------------------------------------

// @helper $stillSet
/**
 * A value a test said is not None, read after a call that may have stored None there (mypy keeps the
 * test's word: `if job.error is not None: notify(job)`, then `job.error.name`). Python would go on
 * with None, which the JavaScript typed by the test cannot: the worker stops.
 * @template T @param {T} value @param {string} shown @returns {NonNullable<T>}
 */
function $stillSet(value, shown) {
  if (value === null || value === undefined) {
    throw new $Stop(`${shown} is None here, though a test above said it is not: a call since stored None (Python would go on with None; see the README)`);
  }
  return /** @type {NonNullable<T>} */ (value);
}

// @helper $stillKind
/**
 * A value a test said is of one kind (`isinstance(box.v, str)`), read after a call that may have
 * stored another there (mypy keeps the test's word): the worker stops where it is no longer of it.
 * @template T @param {T} value @param {string} kind @param {string} shown @param {string} python @returns {T}
 */
function $stillKind(value, kind, shown, python) {
  if (typeof value !== kind) {
    throw new $Stop(`${shown} is no longer a ${python} here, though a test above said it is: a call since stored another value (Python would go on with it; see the README)`);
  }
  return value;
}

// @helper $classAttribute
/**
 * The prototype's property of a class attribute the worker assigns through the class (`Cnt.count += 1`):
 * an instance reads its class's current value (a subclass's own, where one was set: JS's static
 * members inherit as Python looks them up), until the instance sets its own (`own`: its name on instances, where the static one is renamed).
 * @param {string} name @param {string} own
 */
function $classAttribute(name, own = name) {
  return {
    /** @this {any} */
    get() {
      return this.constructor[name];
    },
    /** @this {any} @param {any} value */
    set(value) {
      Object.defineProperty(this, own, { value, writable: true, enumerable: true, configurable: true });
    },
    configurable: true,
  };
}

// @helper $ord
/** ord(c): one character (code point) only. @param {string} c */
function $ord(c) {
  const points = [...c];
  if (points.length !== 1) throw new TypeError(`ord() expected a character, but string of length ${points.length} found`);
  return /** @type {number} */ (c.codePointAt(0));
}

// @helper $chr
/**
 * chr(i). A surrogate code point stops the worker: a JS string joins a high and a low one side by
 * side into one character, where Python keeps two (as a surrogate in a str literal is refused).
 * @param {number} i
 */
function $chr(i) {
  if (i < 0 || i > 0x10ffff) throw new $ValueError("chr() arg not in range(0x110000)");
  if (i >= 0xd800 && i <= 0xdfff) throw new $Stop(`chr(${i}) is a surrogate code point: a JavaScript string would join a high and a low surrogate into one character, which Python keeps apart`);
  return String.fromCodePoint(i);
}

// @helper $radix
/** hex(), oct(), bin() of an int. @param {number} n @param {number} base @param {string} prefix */
function $radix(n, base, prefix) {
  return (n < 0 ? "-" : "") + prefix + Math.abs(n).toString(base);
}

// @helper $extreme
/**
 * min/max(items, key=key, default=...): the first item whose key is least (sign -1) or greatest (sign
 * 1), the items taken one at a time and each one's key made before the next is taken, as CPython does.
 * @template T @param {Iterable<T>} items @param {((item: T) => any) | null} key @param {number} sign @param {string} name @param {any[]} fallback
 */
function $extreme(items, key, sign, name, ...fallback) {
  const keyOf = key ?? ((/** @type {T} */ item) => item);
  let found = false;
  /** @type {T | undefined} */
  let best;
  let bestKey;
  for (const item of items) {
    const k = keyOf(item);
    if (!found || $less(k, bestKey, sign > 0)) {
      best = item;
      bestKey = k;
      found = true;
    }
  }
  if (found) return best;
  if (fallback.length) return fallback[0];
  throw new $ValueError(`${name}() arg is an empty sequence`);
}

// @helper $splitMax
/**
 * s.split(sep, maxsplit) / s.rsplit(sep, maxsplit): at most maxsplit splits (-1: all), the rest kept
 * whole in the last (or, from the end, first) part; sep null splits on runs of Python's whitespace.
 * @param {string} s @param {string | null} sep @param {number} maxsplit @param {boolean} fromEnd @returns {string[]}
 */
function $splitMax(s, sep, maxsplit, fromEnd) {
  if (sep === "") throw new $ValueError("empty separator");
  const whitespace = new RegExp(`${$PY_SPACE}+`, "g");
  const parts = [];
  let rest = sep === null ? $strip(s, null, fromEnd ? "end" : "start") : s;
  while (maxsplit < 0 || parts.length < maxsplit) {
    let at = -1;
    let length = 0;
    if (sep !== null) {
      at = fromEnd ? rest.lastIndexOf(sep) : rest.indexOf(sep);
      length = sep.length;
    } else {
      const runs = [...rest.matchAll(whitespace)];
      const run = fromEnd ? runs[runs.length - 1] : runs[0];
      if (run !== undefined && run.index !== undefined) [at, length] = [run.index, run[0].length];
    }
    if (at < 0) break;
    if (fromEnd) {
      parts.unshift(rest.slice(at + length));
      rest = rest.slice(0, at);
    } else {
      parts.push(rest.slice(0, at));
      rest = rest.slice(at + length);
    }
    if (sep === null) rest = $strip(rest, null, fromEnd ? "end" : "start");
  }
  if (sep === null && rest === "") return parts;
  if (fromEnd) parts.unshift(rest);
  else parts.push(rest);
  return parts;
}

// @helper $intOf
/** int(x) of a JSON value: a str by Python's grammar, a number truncated, a bool as 0 or 1. @param {any} x */
function $intOf(x) {
  if (typeof x === "string") return $parseInt(x);
  if (typeof x === "number") return $truncate(x);
  if (typeof x === "boolean") return Number(x);
  throw new TypeError(`int() argument must be a string, a bytes-like object or a real number, not '${x === null ? "NoneType" : Array.isArray(x) ? "list" : "dict"}'`);
}

// @helper $floatOf
/** float(x) of a JSON value. @param {any} x */
function $floatOf(x) {
  if (typeof x === "string") return $parseFloat(x);
  if (typeof x === "number") return x;
  if (typeof x === "boolean") return Number(x);
  throw new TypeError(`float() argument must be a string or a real number, not '${x === null ? "NoneType" : Array.isArray(x) ? "list" : "dict"}'`);
}

// @helper $nestedSpec
/**
 * A format spec with nested fields, as CPython reads the text their values make: a negative width is
 * the "-" sign flag where one may stand (a str takes none), else the spec is invalid; a negative
 * precision is a missing one. `pieces` are the spec's text around the `holes` (width, precision).
 * @param {any} spec @param {string[]} pieces @param {string[]} holes @param {boolean} signFree @param {string} type
 */
function $nestedSpec(spec, pieces, holes, signFree, type) {
  if (spec.width < 0 && !signFree) {
    const text = pieces.map((piece, i) => (i === 0 ? "" : String(spec[holes[i - 1]])) + piece).join("");
    throw new $ValueError(`Invalid format specifier '${text}' for object of type '${type}'`);
  }
  if (spec.precision < 0) throw new $ValueError("Format specifier missing precision");
  if (spec.width < 0) {
    if (type === "str") throw new $ValueError("Sign not allowed in string format specifier");
    spec.width = -spec.width;
  }
  return spec;
}

// @helper $isSdkError
/**
 * An error of one of the SDK's classes, told by its name: one thrown in the Sandbox's Durable Object
 * reaches the worker through RPC with its name, message and errorResponse, not its class.
 * `names` null: any of the SDK's errors (a SandboxError: it carries the container's errorResponse).
 * @param {any} e @param {string[] | null} names
 */
function $isSdkError(e, names) {
  if (!(e instanceof Error)) return false;
  return names === null ? typeof (/** @type {any} */ (e).errorResponse) === "object" : names.includes(e.name);
}

// @helper $rpcCall
/**
 * A call of one of the worker's own Durable Objects through its stub. workerd sends an exception
 * across RPC with its name, message and own fields, but as the nearest builtin JS error class (a
 * Python ValueError arrives as an Error named "ValueError"); it is rebuilt here as the Python class of
 * that name (`classes`: the module's exception classes by name), so `except` tests it as a local call's.
 * @template T @param {Promise<T>} call @param {Record<string, Function>} classes @returns {Promise<T>}
 */
async function $rpcCall(call, classes) {
  try {
    return await call;
  } catch (error) {
    const cls = error instanceof Error && Object.hasOwn(classes, error.name) ? classes[error.name] : undefined;
    if (cls === undefined || error instanceof cls) throw error;
    const rebuilt = Object.create(cls.prototype);
    Object.defineProperties(rebuilt, Object.getOwnPropertyDescriptors(error));
    throw rebuilt;
  }
}

// ---- sets: Python's set algebra on JS Sets ----------------------------------------------------------

// @helper $setMember
/** The member of `s` equal to `x` (`x` itself when missing). @param {Set<any>} s @param {any} x */
function $setMember(s, x) {
  if (s.has(x)) return x;
  const other = typeof x === "boolean" ? Number(x) : x === 0 || x === 1 ? x === 1 : x;
  return s.has(other) ? other : x;
}

// @helper $setHas
/**
 * x in s, as Python compares members: True == 1 and False == 0 (a set of JSON values holds either of
 * a pair, never both: `$anySet`), so a lookup tries the other of the pair too.
 * @param {Set<any>} s @param {any} x
 */
function $setHas(s, x) {
  return s.has($setMember(s, x));
}

// @helper $setAdd
/** s.add(x): a member equal to `x` stays as it is, as in Python. @param {Set<any>} s @param {any} x */
function $setAdd(s, x) {
  if (!$setHas(s, x)) s.add(x);
}

// @helper $hashable
/**
 * A JSON value as a set member or needle: a list or dict is unhashable (Python's TypeError). JSON's
 * NaNs are distinct objects Python tells apart by identity, which a JS Set cannot: refused when met.
 * `anything`: the value is an `object`'s or a TypeVar's, which may be a tuple (hashable), a JS array
 * as a list is: an array stops the worker there.
 * @param {any} x @param {boolean} [anything]
 */
function $hashable(x, anything = false) {
  if (anything && Array.isArray(x)) {
    throw new $Stop("a list or tuple held as object (or as a TypeVar) in a set: JavaScript cannot tell a tuple (hashable) from a list (unhashable); annotate its type");
  }
  if (x instanceof Map) throw new TypeError("unhashable type: 'dict'"); // (a dict of int keys)
  if (x !== null && typeof x === "object") {
    const plain = Array.isArray(x) || Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null;
    if (plain) throw new TypeError(`unhashable type: '${$dynType(x)}'`);
    if (typeof x.__eq__ === "function") throw new $Stop("an instance with __eq__ in a set of Any is not supported (a JavaScript Set compares by identity)");
  }
  if (x !== x) throw new $Stop("a NaN in a set of JSON values is not supported (Python tells NaN objects apart by identity)");
  return x;
}

// @helper $hashables
/** The items of an iterable of JSON values, each checked by `$hashable` as it is taken. @param {Iterable<any>} items @param {boolean} [anything] */
function* $hashables(items, anything = false) {
  for (const x of items) yield $hashable(x, anything);
}

// @helper $anySet
/** set(items) of JSON values: each checked (`$hashable`), the first of an equal pair kept. @param {Iterable<any>} items @param {boolean} [anything] */
function $anySet(items, anything = false) {
  const made = new Set();
  for (const x of items) $setAdd(made, $hashable(x, anything));
  return made;
}

// @helper $setDiscard
/** s.discard(x) @param {Set<any>} s @param {any} x */
function $setDiscard(s, x) {
  s.delete($setMember(s, x));
}

// @helper $setRemove
/** s.remove(x): a missing member raises KeyError. @param {Set<any>} s @param {any} x */
function $setRemove(s, x) {
  if (!s.delete($setMember(s, x))) throw $keyError(x);
}

// @helper $tupleSetRemove
/** s.remove(t) of a set of tuples (their JSON texts): a missing one raises KeyError, its repr a tuple's. @param {Set<string>} s @param {string} k @param {any} [shape] */
function $tupleSetRemove(s, k, shape) {
  if (!s.delete(k)) throw $mapKeyError(k, shape);
}

// @helper $setUpdate
/** s.update(*others), in order. @param {Set<any>} s @param {...Iterable<any>} others */
function $setUpdate(s, ...others) {
  for (const items of others) for (const x of items) $setAdd(s, x);
}

// @helper $setUnion
/** a | b, a.union(*others) @param {Set<any>} a @param {...Iterable<any>} others */
function $setUnion(a, ...others) {
  const made = new Set(a);
  for (const items of others) for (const x of items) $setAdd(made, x);
  return made;
}

// @helper $setIntersection
/**
 * a & b, a.intersection(*others), keeping the members CPython keeps where two are equal (True, 1): the
 * smaller set's (the other's at equal sizes), or those of an iterable that is no set.
 * @param {Set<any>} a @param {...Iterable<any>} others
 */
function $setIntersection(a, ...others) {
  let made = new Set(a);
  for (const items of others) {
    if (items instanceof Set) {
      const [small, big] = items.size > made.size ? [made, items] : [items, made];
      made = new Set([...small].filter((x) => $setHas(big, x)));
    } else {
      const kept = new Set();
      for (const x of items) if ($setHas(made, x)) $setAdd(kept, x);
      made = kept;
    }
  }
  return made;
}

// @helper $setDifference
/** a - b, a.difference(*others) @param {Set<any>} a @param {...Iterable<any>} others */
function $setDifference(a, ...others) {
  let made = new Set(a);
  for (const items of others) {
    const other = new Set(items);
    made = new Set([...made].filter((x) => !$setHas(other, x)));
  }
  return made;
}

// @helper $setSymmetric
/** a ^ b @param {Set<any>} a @param {Iterable<any>} b */
function $setSymmetric(a, b) {
  const other = new Set(b);
  return new Set([...[...a].filter((x) => !$setHas(other, x)), ...[...other].filter((x) => !$setHas(a, x))]);
}

// @helper $setInPlace
/** s |= t, s &= t, s -= t, s ^= t: `s` itself changes, as Python's set does (its aliases see it). @param {Set<any>} s @param {Iterable<any>} t @param {string} op */
function $setInPlace(s, t, op) {
  const other = new Set(t); // a copy: `s ^= s` reads what it changes
  if (op === "|") for (const x of other) $setAdd(s, x);
  else if (op === "-") for (const x of other) s.delete($setMember(s, x));
  else if (op === "&") {
    const kept = $setIntersection(s, other); // its members, as CPython keeps them
    s.clear();
    for (const x of kept) s.add(x);
  }
  else for (const x of other) { if ($setHas(s, x)) s.delete($setMember(s, x)); else s.add(x); }
  return s;
}

// @helper $setDifferenceUpdate
/** s.difference_update(*others): `s -= other` for each, in order. @param {Set<any>} s @param {...Iterable<any>} others */
function $setDifferenceUpdate(s, ...others) {
  for (const items of others) $setInPlace(s, items, "-");
}

// @helper $setIntersectionUpdate
/** s.intersection_update(*others): `s &= other` for each, in order (CPython's members kept). @param {Set<any>} s @param {...Iterable<any>} others */
function $setIntersectionUpdate(s, ...others) {
  for (const items of others) $setInPlace(s, items, "&");
}

// @helper $setSymmetricUpdate
/** s.symmetric_difference_update(other): `s ^= other`. @param {Set<any>} s @param {Iterable<any>} other */
function $setSymmetricUpdate(s, other) {
  $setInPlace(s, other, "^");
}

// @helper $setSubset
/** a <= b (a.issubset(b)) @param {Set<any>} a @param {Iterable<any>} b */
function $setSubset(a, b) {
  const other = new Set(b);
  return [...a].every((x) => $setHas(other, x));
}

// @helper $setDisjoint
/** a.isdisjoint(b) @param {Set<any>} a @param {Iterable<any>} b */
function $setDisjoint(a, b) {
  const other = new Set(b);
  return [...a].every((x) => !$setHas(other, x));
}

// @helper $setEqual
/** a == b of two sets @param {Set<any>} a @param {Set<any>} b */
function $setEqual(a, b) {
  return a.size === b.size && [...a].every((x) => $setHas(b, x));
}

// @helper $setProperSubset
/** a < b of two sets @param {Set<any>} a @param {Set<any>} b */
function $setProperSubset(a, b) {
  return a.size < b.size && $setSubset(a, b);
}

// ---- the standard library -------------------------------------------------------------------------

// @helper $floor
/** math.floor(x) @param {number} x */
function $floor(x) {
  if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
  return $int(Math.floor(x));
}

// @helper $ceil
/** math.ceil(x) @param {number} x */
function $ceil(x) {
  if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
  return $int(Math.ceil(x));
}

// @helper $sqrt
/** math.sqrt(x) @param {number} x */
function $sqrt(x) {
  if (x < 0) throw new $ValueError("math domain error");
  return Math.sqrt(x);
}

// @helper $isinf
/** math.isinf(x) @param {number} x */
function $isinf(x) {
  return x === Infinity || x === -Infinity;
}

// @helper $shlexQuote
/** shlex.quote(s): as it is when every character is safe, else in single quotes. @param {string} s */
function $shlexQuote(s) {
  if (s === "") return "''";
  if (!/[^\w@%+=:,./-]/.test(s)) return s;
  return "'" + s.replaceAll("'", "'\"'\"'") + "'";
}

// @helper $fnmatchRegex
/** @type {Map<string, RegExp>} */
const $fnmatchCache = new Map();
/**
 * The RegExp of a shell pattern, as CPython 3.11's fnmatch.translate builds it: `*` any run, `?` one
 * character, `[seq]`/`[!seq]` a set (its ranges as Python reads them, empty ones dropped; an unclosed
 * `[` a literal), a run of fixed characters between stars matched at its first place (Python's atomic
 * group, the same matches); the whole name, newlines included. Cached per pattern, as Python does.
 * @param {string} pat @returns {RegExp}
 */
function $fnmatchRegex(pat) {
  const cache = $fnmatchCache;
  const known = cache.get(pat);
  if (known) return known;
  const chars = Array.from(pat);
  // (a "u" RegExp takes only its syntax characters escaped: "\-" outside a set and "\&" are errors)
  const escape = (/** @type {string} */ c) => (/[\\^$.*+?()[\]{}|/]/.test(c) ? "\\" + c : c);
  const escapeSet = (/** @type {string} */ text) => text.replace(/[\\\]\[]/g, "\\$&");
  const STAR = {};
  /** @type {(string | object)[]} */
  const res = [];
  let i = 0;
  const n = chars.length;
  while (i < n) {
    const c = chars[i++];
    if (c === "*") {
      if (res.length === 0 || res[res.length - 1] !== STAR) res.push(STAR);
    } else if (c === "?") {
      res.push(".");
    } else if (c === "[") {
      let j = i;
      if (j < n && chars[j] === "!") j++;
      if (j < n && chars[j] === "]") j++;
      while (j < n && chars[j] !== "]") j++;
      if (j >= n) {
        res.push("\\[");
        continue;
      }
      let stuff;
      if (!chars.slice(i, j).includes("-")) {
        stuff = escapeSet(chars.slice(i, j).join(""));
      } else {
        /** @type {string[][]} */
        const chunks = [];
        let k = chars[i] === "!" ? i + 2 : i + 1;
        for (;;) {
          k = chars.indexOf("-", k);
          if (k < 0 || k >= j) break;
          chunks.push(chars.slice(i, k));
          i = k + 1;
          k = k + 3;
        }
        const chunk = chars.slice(i, j);
        if (chunk.length) chunks.push(chunk);
        else chunks[chunks.length - 1].push("-");
        for (let k = chunks.length - 1; k > 0; k--) {
          const before = chunks[k - 1];
          if (/** @type {number} */ (before[before.length - 1].codePointAt(0)) > /** @type {number} */ (chunks[k][0].codePointAt(0))) {
            chunks[k - 1] = [...before.slice(0, -1), ...chunks[k].slice(1)];
            chunks.splice(k, 1);
          }
        }
        stuff = chunks.map((part) => escapeSet(part.join("")).replaceAll("-", "\\-")).join("-");
      }
      i = j + 1;
      if (!stuff) res.push("(?!)");
      else if (stuff === "!") res.push(".");
      else {
        if (stuff[0] === "!") stuff = "^" + stuff.slice(1);
        else if (stuff[0] === "^" || stuff[0] === "[") stuff = "\\" + stuff;
        res.push("[" + stuff + "]");
      }
    } else {
      res.push(escape(c));
    }
  }
  const out = [];
  let k = 0;
  while (k < res.length && res[k] !== STAR) out.push(res[k++]);
  let group = 0;
  while (k < res.length) {
    k++;
    if (k === res.length) {
      out.push(".*");
      break;
    }
    const fixed = [];
    while (k < res.length && res[k] !== STAR) fixed.push(res[k++]);
    if (k === res.length) out.push(".*", ...fixed);
    else {
      group++;
      out.push(`(?=(?<g${group}>.*?${fixed.join("")}))\\k<g${group}>`);
    }
  }
  const regex = new RegExp("^(?:" + out.join("") + ")$", "su");
  if (cache.size >= 256) cache.clear();
  cache.set(pat, regex);
  return regex;
}

// @helper $fnmatch
/** fnmatch.fnmatch(name, pat) on POSIX (where it is fnmatchcase): the whole name matches the pattern. @param {string} name @param {string} pat */
function $fnmatch(name, pat) {
  return $fnmatchRegex(pat).test(name);
}

// @helper $fnmatchFilter
/** fnmatch.filter(names, pat): the names that match, in order. @param {Iterable<string>} names @param {string} pat @returns {string[]} */
function $fnmatchFilter(names, pat) {
  const regex = $fnmatchRegex(pat);
  return Array.from(names).filter((name) => regex.test(name));
}

// @helper $htmlEscape
/** html.escape(s, quote): CPython's replacements, `&` first. @param {string} s @param {boolean} quote */
function $htmlEscape(s, quote) {
  s = s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return quote ? s.replaceAll('"', "&quot;").replaceAll("'", "&#x27;") : s;
}

// @helper $shlexSplit
/**
 * shlex.split(s, comments, posix): CPython 3.11's `shlex` class with whitespace_split=True and no
 * punctuation characters, its read_token state machine as written (state " " between tokens, "a" in a
 * word, a quote character inside quotes, "\\" after an escape). A "#" starts a comment that runs to the
 * next "\n" only under `comments`, also inside a word (in posix mode it ends the word; otherwise the word
 * goes on after the comment's line). Posix mode: quotes are removed, a backslash escapes outside quotes
 * and, inside double quotes, before `\` or `"` only (elsewhere it stays); "" or '' is an empty token.
 * Errors as CPython raises them: ValueError "No closing quotation", "No escaped character".
 * @param {string} s @param {boolean} comments @param {boolean} posix @returns {string[]}
 */
function $shlexSplit(s, comments, posix) {
  const tokens = [];
  const n = s.length;
  let i = 0;
  /** @type {string | null} */
  let state = " ";
  const space = (/** @type {string} */ c) => c === " " || c === "\t" || c === "\r" || c === "\n";
  const skipLine = () => {
    const end = s.indexOf("\n", i);
    i = end < 0 ? n : end + 1;
  };
  while (state !== null) {
    let token = "";
    let quoted = false;
    let escaped = "a"; // the state an escape returns to
    for (;;) {
      const c = i < n ? s[i++] : "";
      if (state === " ") {
        if (c === "") {
          state = null;
          break;
        }
        if (space(c)) continue;
        if (comments && c === "#") skipLine();
        else if (posix && c === "\\") {
          escaped = "a";
          state = c;
        } else if (c === "'" || c === '"') {
          if (!posix) token = c;
          state = c;
        } else {
          token = c;
          state = "a";
        }
      } else if (state === "'" || state === '"') {
        quoted = true;
        if (c === "") throw new $ValueError("No closing quotation");
        if (c === state) {
          if (!posix) {
            token += c;
            state = " ";
            break;
          }
          state = "a";
        } else if (posix && c === "\\" && state === '"') {
          escaped = state;
          state = c;
        } else token += c;
      } else if (state === "\\") {
        if (c === "") throw new $ValueError("No escaped character");
        if (escaped !== "a" && c !== "\\" && c !== escaped) token += "\\";
        token += c;
        state = escaped;
      } else {
        if (c === "") {
          state = null;
          break;
        }
        if (space(c)) {
          state = " ";
          break;
        }
        if (comments && c === "#") {
          skipLine();
          if (posix) {
            state = " ";
            break;
          }
        } else if (posix && (c === "'" || c === '"')) state = c;
        else if (posix && c === "\\") {
          escaped = "a";
          state = c;
        } else token += c;
      }
    }
    if (token === "" && !(posix && quoted)) break; // the end of the input
    tokens.push(token);
  }
  return tokens;
}

// @helper $pathJoin
/** posixpath.join(a, ...p): a part that starts with "/" restarts the path. @param {string[]} parts */
function $pathJoin(...parts) {
  let path = parts[0];
  for (const b of parts.slice(1)) {
    if (b.startsWith("/")) path = b;
    else if (!path || path.endsWith("/")) path += b;
    else path += "/" + b;
  }
  return path;
}

// @helper $pathBasename
/** posixpath.basename(p): what follows the last "/". @param {string} p */
function $pathBasename(p) {
  return p.slice(p.lastIndexOf("/") + 1);
}

// @helper $pathDirname
/** posixpath.dirname(p): up to the last "/", trailing slashes removed unless it is all slashes. @param {string} p */
function $pathDirname(p) {
  const head = p.slice(0, p.lastIndexOf("/") + 1);
  return head && !/^\/+$/.test(head) ? head.replace(/\/+$/, "") : head;
}

// @helper $pathSplit
/** posixpath.split(p): [dirname(p), basename(p)]. @param {string} p @returns {[string, string]} */
function $pathSplit(p) {
  return [$pathDirname(p), $pathBasename(p)];
}

// @helper $pathSplitext
/**
 * posixpath.splitext(p) (genericpath._splitext): the extension from the last "." of the last
 * component, unless only dots precede it there. @param {string} p @returns {[string, string]}
 */
function $pathSplitext(p) {
  const sepIndex = p.lastIndexOf("/");
  const dotIndex = p.lastIndexOf(".");
  if (dotIndex > sepIndex) {
    for (let at = sepIndex + 1; at < dotIndex; at++) {
      if (p[at] !== ".") return [p.slice(0, dotIndex), p.slice(dotIndex)];
    }
  }
  return [p, ""];
}

// @helper $pathNormpath
/**
 * posixpath.normpath(path), CPython 3.11's: "." and empty components dropped, ".." removes the one
 * before (kept at the start of a relative path, dropped after the root); two leading slashes stay,
 * three or more become one; "" and what reduces to nothing become ".". @param {string} path
 */
function $pathNormpath(path) {
  if (path === "") return ".";
  let initial = path.startsWith("/") ? 1 : 0;
  if (initial && path.startsWith("//") && !path.startsWith("///")) initial = 2;
  /** @type {string[]} */
  const comps = [];
  for (const comp of path.split("/")) {
    if (comp === "" || comp === ".") continue;
    if (comp !== ".." || (!initial && comps.length === 0) || (comps.length > 0 && comps.at(-1) === "..")) {
      comps.push(comp);
    } else if (comps.length > 0) comps.pop();
  }
  return "/".repeat(initial) + comps.join("/") || ".";
}

// @helper $pathRelpath
/**
 * posixpath.relpath(path, start). CPython makes both absolute with os.getcwd(), which a worker lacks:
 * its result is the same for every working directory when both are absolute, or both relative and
 * neither climbs above it with ".."; otherwise this throws (an Error no `except` of Python's names).
 * @param {string} path @param {string} start
 */
function $pathRelpath(path, start) {
  if (!path) throw new $ValueError("no path specified");
  const parts = (/** @type {string} */ p) => {
    const normal = $pathNormpath(p);
    if (normal === ".." || normal.startsWith("../")) return null;
    return normal.split("/").filter((x) => x && x !== ".");
  };
  const startParts = parts(start);
  const pathParts = parts(path);
  if (path.startsWith("/") !== start.startsWith("/") || startParts === null || pathParts === null) {
    throw new $Stop(
      `posixpath.relpath(${$strRepr(path)}, ${$strRepr(start)}) depends on the working directory, which a worker does not have`,
    );
  }
  let i = 0;
  while (i < startParts.length && i < pathParts.length && startParts[i] === pathParts[i]) i++;
  const rel = [...Array(startParts.length - i).fill(".."), ...pathParts.slice(i)];
  return rel.length ? rel.join("/") : ".";
}

// @helper $pathCommonpath
/**
 * posixpath.commonpath(paths): the longest common run of components ("" and "." dropped), "/" first
 * when the paths are absolute; ValueError for none, or for absolute and relative mixed.
 * @param {Iterable<string>} paths
 */
function $pathCommonpath(paths) {
  const all = [...paths];
  if (all.length === 0) throw new $ValueError("commonpath() arg is an empty sequence");
  const absolute = new Set(all.map((p) => p.startsWith("/")));
  if (absolute.size > 1) throw new $ValueError("Can't mix absolute and relative paths");
  const split = all.map((p) => p.split("/").filter((c) => c && c !== "."));
  let common = split[0];
  for (const comps of split.slice(1)) {
    let i = 0;
    while (i < common.length && i < comps.length && common[i] === comps[i]) i++;
    common = common.slice(0, i);
  }
  return (absolute.has(true) ? "/" : "") + common.join("/");
}

// @helper $pathCommonprefix
/**
 * posixpath.commonprefix(m): the longest common leading part of the strs, character by character
 * (a surrogate pair is one character, as Python counts). @param {string[]} m
 */
function $pathCommonprefix(m) {
  if (m.length === 0) return "";
  let prefix = m[0];
  for (const s of m.slice(1)) {
    let i = 0;
    while (i < prefix.length && i < s.length && prefix[i] === s[i]) i++;
    prefix = prefix.slice(0, i);
  }
  const last = prefix.charCodeAt(prefix.length - 1);
  if (last >= 0xd800 && last < 0xdc00 && m.some((s) => /[\udc00-\udfff]/.test(s[prefix.length] ?? ""))) {
    prefix = prefix.slice(0, -1); // the same high surrogate, then different low ones: different characters
  }
  return prefix;
}

// @helper $tokenHex
/** secrets.token_hex(n): n random bytes (32 by default), as hex. @param {number} [n] */
function $tokenHex(n = 32) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// @helper $randBelow
/** A random int in [0, n), n a positive safe integer: 53 bits of crypto's, drawn again past the last whole multiple of n (no bias). @param {number} n */
function $randBelow(n) {
  const limit = 2 ** 53 - (2 ** 53 % n);
  for (;;) {
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    const drawn = (high >>> 11) * 2 ** 32 + low;
    if (drawn < limit) return drawn % n;
  }
}

// @helper $randrange
/** random.randrange(start, stop, step) with CPython 3.11's ValueErrors. @param {number} start @param {number} [stop] @param {number} [step] */
function $randrange(start, stop, step = 1) {
  if (stop === undefined) {
    if (start > 0) return $randBelow(start);
    throw new $ValueError("empty range for randrange()");
  }
  const width = stop - start;
  if (step === 1) {
    if (width > 0) return start + $randBelow(width);
    throw new $ValueError(`empty range for randrange() (${start}, ${stop}, ${width})`);
  }
  if (step === 0) throw new $ValueError("zero step for randrange()");
  const n = Math.floor((step > 0 ? width + step - 1 : width + step + 1) / step);
  if (n <= 0) throw new $ValueError("empty range for randrange()");
  return start + step * $randBelow(n);
}

// @helper $randint
/** random.randint(a, b): randrange(a, b + 1), its error included. @param {number} a @param {number} b */
function $randint(a, b) {
  return $randrange(a, b + 1);
}

// @helper $randbelow
/** secrets.randbelow(n). @param {number} n */
function $randbelow(n) {
  if (n <= 0) throw new $ValueError("Upper bound must be positive.");
  return $randBelow(n);
}

// @helper $choice
/** random.choice(seq) / secrets.choice(seq) of a list, tuple or str (its code points). @param {any} seq */
function $choice(seq) {
  const items = typeof seq === "string" ? [...seq] : seq;
  if (items.length === 0) throw new $IndexError("Cannot choose from an empty sequence");
  return items[$randBelow(items.length)];
}

// @helper $sample
/** random.sample(population, k): k distinct positions' items, in the order drawn. @param {any} population @param {number} k */
function $sample(population, k) {
  const items = [...population];
  if (!(k >= 0 && k <= items.length)) throw new $ValueError("Sample larger than population or is negative");
  for (let i = 0; i < k; i++) {
    const j = i + $randBelow(items.length - i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items.slice(0, k);
}

// @helper $shuffle
/** random.shuffle(xs): in place (Fisher-Yates). @param {any[]} xs */
function $shuffle(xs) {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = $randBelow(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return null;
}

// @helper $uniform
/** random.uniform(a, b): a + (b - a) * random(). @param {number} a @param {number} b */
function $uniform(a, b) {
  return a + (b - a) * Math.random();
}

// @helper $tokenBytes
/** secrets.token_bytes(n): n random bytes (32 by default). @param {number} [n] */
function $tokenBytes(n = 32) {
  return crypto.getRandomValues(new Uint8Array(n));
}

// @helper $tokenUrlsafe
/** secrets.token_urlsafe(n): n random bytes (32 by default), URL-safe base64 without padding. @param {number} [n] */
function $tokenUrlsafe(n = 32) {
  const text = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))));
  return text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// @helper $quote
/** urllib.parse.quote(s, safe): UTF-8 percent-encoding of all but letters, digits, _.-~ and `safe`. @param {string} s @param {string} [safe] */
function $quote(s, safe = "/") {
  if (/[\ud800-\udfff]/.test(s)) $encode(s, "utf-8"); // a lone surrogate: CPython's UnicodeEncodeError
  let out = "";
  for (const ch of s) {
    if (/^[A-Za-z0-9_.\-~]$/.test(ch) || (ch.length === 1 && ch.charCodeAt(0) < 128 && safe.includes(ch))) out += ch;
    else out += [...new TextEncoder().encode(ch)].map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0")).join("");
  }
  return out;
}

// @helper $unquote
/** urllib.parse.unquote(s): %XX sequences decoded as UTF-8 (invalid ones replaced, as Python's). @param {string} s */
function $unquote(s) {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
  });
}

// @helper $reduce
/**
 * functools.reduce(f, items[, initial]): the items taken one at a time, as CPython does (a
 * generator's code runs between f's calls); TypeError for none and no initial value.
 * @param {(a: any, b: any) => any} f @param {Iterable<any>} items @param {any[]} initial
 */
function $reduce(f, items, ...initial) {
  let started = initial.length > 0;
  let acc = initial[0];
  for (const item of items) {
    if (started) acc = f(acc, item);
    else [acc, started] = [item, true];
  }
  if (!started) throw new TypeError("reduce() of empty iterable with no initial value");
  return acc;
}

// @helper $jsonScan
/**
 * json.loads as CPython's scanner reads a document JSON.parse refused or would read an int -0 of as
 * -0: NaN, Infinity and -Infinity are numbers; anything else raises JSONDecodeError with CPython's message, line, column and char
 * (in code points). A str that begins with a BOM is refused, as Python's loads() refuses it, but not
 * the text decoded from bytes (`fromBytes`), which Python's loads() scans as it is.
 * @param {string} doc @param {boolean} [fromBytes] @returns {any}
 */
function $jsonScan(doc, fromBytes = false) {
  const fail = (/** @type {string} */ message, /** @type {number} */ pos) => {
    const before = doc.slice(0, pos);
    const line = before.split("\n").length;
    const column = $strLen(before.slice(before.lastIndexOf("\n") + 1)) + 1;
    return new $JSONDecodeError(message, doc, $strLen(before), line, column);
  };
  const ws = (/** @type {number} */ i) => {
    while (i < doc.length && " \t\n\r".includes(doc[i])) i++;
    return i;
  };
  const hex = (/** @type {number} */ at) => {
    const digits = doc.slice(at, at + 4);
    return /^[0-9a-fA-F]{4}$/.test(digits) ? parseInt(digits, 16) : -1;
  };
  /** @type {(i: number) => [string, number]} */
  const string = (i) => {
    const begin = i - 1;
    let out = "";
    for (;;) {
      let j = i;
      while (j < doc.length && doc[j] !== '"' && doc[j] !== "\\" && doc.charCodeAt(j) >= 0x20) j++;
      out += doc.slice(i, j);
      if (j >= doc.length) throw fail("Unterminated string starting at", begin);
      if (doc[j] === '"') return [out, j + 1];
      if (doc[j] !== "\\") throw fail("Invalid control character at", j);
      const escape = doc[j + 1];
      if (escape === undefined) throw fail("Unterminated string starting at", begin);
      if (escape !== "u") {
        const named = /** @type {Record<string, string>} */ ({ '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" })[escape];
        if (named === undefined) throw fail("Invalid \\escape", j);
        out += named;
        i = j + 2;
        continue;
      }
      let code = hex(j + 2);
      if (j + 6 >= doc.length || code < 0) throw fail("Invalid \\uXXXX escape", j + 1);
      i = j + 6;
      if (code >= 0xd800 && code <= 0xdbff && i + 6 < doc.length && doc[i] === "\\" && doc[i + 1] === "u") {
        const low = hex(i + 2);
        if (low < 0) throw fail("Invalid \\uXXXX escape", i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) [code, i] = [0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00), i + 6];
      }
      out += String.fromCodePoint(code);
    }
  };
  /** @type {(i: number) => [any, number]} */
  const value = (i) => {
    const c = doc[i];
    if (c === '"') return string(i + 1);
    if (c === "{") {
      /** @type {Record<string, any>} */
      const out = {};
      i = ws(i + 1);
      if (doc[i] === "}") return [out, i + 1];
      for (;;) {
        if (doc[i] !== '"') throw fail("Expecting property name enclosed in double quotes", i);
        const [key, afterKey] = string(i + 1);
        i = ws(afterKey);
        if (doc[i] !== ":") throw fail("Expecting ':' delimiter", i);
        const [item, afterItem] = value(ws(i + 1));
        $setItem(out, key, item);
        i = ws(afterItem);
        if (doc[i] === "}") return [out, i + 1];
        if (doc[i] !== ",") throw fail("Expecting ',' delimiter", i);
        i = ws(i + 1);
      }
    }
    if (c === "[") {
      const out = [];
      i = ws(i + 1);
      if (doc[i] === "]") return [out, i + 1];
      for (;;) {
        const [item, after] = value(i);
        out.push(item);
        i = ws(after);
        if (doc[i] === "]") return [out, i + 1];
        if (doc[i] !== ",") throw fail("Expecting ',' delimiter", i);
        i = ws(i + 1);
      }
    }
    for (const [word, v] of /** @type {[string, any][]} */ ([["null", null], ["true", true], ["false", false]])) {
      if (doc.startsWith(word, i)) return [v, i + word.length];
    }
    const number = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
    number.lastIndex = i;
    const found = number.exec(doc);
    // an int is never -0, and one past ±2**53 stops the worker as int arithmetic does (Python's is exact)
    if (found) return [/[.eE]/.test(found[0]) ? Number(found[0]) : $exactInt(BigInt(found[0])), i + found[0].length];
    for (const [word, v] of /** @type {[string, number][]} */ ([["NaN", NaN], ["Infinity", Infinity], ["-Infinity", -Infinity]])) {
      if (doc.startsWith(word, i)) return [v, i + word.length];
    }
    throw fail("Expecting value", i);
  };
  if (doc.startsWith("\ufeff") && !fromBytes) throw fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const [result, end] = value(ws(0));
  const rest = ws(end);
  if (rest !== doc.length) throw fail("Extra data", rest);
  return result;
}

// @helper $jsonLoads
/**
 * json.loads(s): invalid JSON raises JSONDecodeError, a ValueError, as in Python (`fromBytes`: the text
 * `$jsonText` decoded). @param {string} s @param {boolean} [fromBytes]
 */
function $jsonLoads(s, fromBytes = false) {
  // JSON.parse rounds an int past 2**53 (16 digits or more): the scanner tells those
  if (!/-0(?![.eE\d])|\d{16}/.test(s)) {
    try {
      return JSON.parse(s);
    } catch {
      // what JSON.parse refuses: Python's NaN and Infinity, or Python's error
    }
  }
  return $jsonScan(s, fromBytes); // also a document with the int -0, which is 0 (JSON.parse makes it -0), or long ints
}

// @helper $range
/** list(range(start, stop, step)) @param {number} start @param {number} stop @param {number} step @returns {number[]} */
function $range(start, stop, step) {
  const out = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

// ---- heapq: CPython's heap functions (Modules/_heapqmodule.c, Lib/heapq.py), step for step ---------
// The same comparisons in the same order put the items in CPython's places: the list is the heap.

// @helper $heapSiftDown
/**
 * CPython's siftdown: the item at pos moves up towards start while it is `before` its parent.
 * (CPython raises RuntimeError when a class's `__lt__` changes the list's size meanwhile: not ported.)
 * @param {any[]} heap @param {number} start @param {number} pos @param {(a: any, b: any) => boolean} before
 */
function $heapSiftDown(heap, start, pos, before) {
  while (pos > start) {
    const parent = (pos - 1) >> 1;
    if (!before(heap[pos], heap[parent])) break;
    [heap[parent], heap[pos]] = [heap[pos], heap[parent]];
    pos = parent;
  }
}

// @helper $heapSiftUp
/**
 * CPython's siftup: the smaller child moves up until a leaf is reached, then the item sifts down
 * from there. @param {any[]} heap @param {number} pos @param {(a: any, b: any) => boolean} before
 */
function $heapSiftUp(heap, pos, before) {
  const end = heap.length;
  const start = pos;
  while (pos < end >> 1) {
    let child = 2 * pos + 1;
    if (child + 1 < end && !before(heap[child], heap[child + 1])) child++; // the right one on a tie
    [heap[child], heap[pos]] = [heap[pos], heap[child]];
    pos = child;
  }
  $heapSiftDown(heap, start, pos, before);
}

// @helper $bisect
/**
 * bisect.bisect_left/bisect_right(a, x, lo, hi, key=) (`right`: bisect_right): Lib/bisect.py's loop,
 * `<` as Python's (`$less`); `hi` null is len(a).
 * @param {any[]} a @param {any} x @param {number} lo @param {number | null} hi
 * @param {((item: any) => any) | null} key @param {boolean} right @returns {number}
 */
function $bisect(a, x, lo, hi, key, right) {
  if (lo < 0) throw new $ValueError("lo must be non-negative");
  let top = hi === null || hi === -1 ? a.length : hi; // (CPython 3.11's C code reads -1 as no hi)
  while (lo < top) {
    const mid = Math.floor((lo + top) / 2);
    if (mid >= a.length) throw new $IndexError("list index out of range");
    const item = key === null ? a[mid] : key(a[mid]);
    const before = right ? $less(x, item) : !$less(item, x); // x goes before a[mid]
    if (before) top = mid;
    else lo = mid + 1;
  }
  return lo;
}

// @helper $insort
/**
 * bisect.insort_left/insort_right(a, x, lo, hi, key=): x inserted where `$bisect` finds (of key(x)).
 * @param {any[]} a @param {any} x @param {number} lo @param {number | null} hi
 * @param {((item: any) => any) | null} key @param {boolean} right
 */
function $insort(a, x, lo, hi, key, right) {
  a.splice($bisect(a, key === null ? x : key(x), lo, hi, key, right), 0, x);
}

// @helper $heappush
/** heapq.heappush(heap, item) @template T @param {T[]} heap @param {T} item */
function $heappush(heap, item) {
  heap.push(item);
  $heapSiftDown(heap, 0, heap.length - 1, $less);
}

// @helper $heappop
/** heapq.heappop(heap): the last item takes the top's place and sifts. @template T @param {T[]} heap @returns {T} */
function $heappop(heap) {
  if (heap.length === 0) throw new $IndexError("index out of range");
  const last = /** @type {T} */ (heap.pop());
  if (heap.length === 0) return last;
  const top = heap[0];
  heap[0] = last;
  $heapSiftUp(heap, 0, $less);
  return top;
}

// @helper $heapreplace
/**
 * heapq.heapreplace(heap, item): the top, replaced by item (`before`: a max-heap's order, for
 * nsmallest). @template T @param {T[]} heap @param {T} item @param {(a: any, b: any) => boolean} [before] @returns {T}
 */
function $heapreplace(heap, item, before = $less) {
  if (heap.length === 0) throw new $IndexError("index out of range");
  const top = heap[0];
  heap[0] = item;
  $heapSiftUp(heap, 0, before);
  return top;
}

// @helper $heappushpop
/** heapq.heappushpop(heap, item): item itself unless the top is less. @template T @param {T[]} heap @param {T} item @returns {T} */
function $heappushpop(heap, item) {
  if (heap.length === 0 || !$less(heap[0], item)) return item;
  return $heapreplace(heap, item);
}

// @helper $heapify
/**
 * heapq.heapify(heap): each parent sifted, the last first. (Past 2,500 items CPython visits them in
 * another order, for the cache, which its comment shows gives the same heap.)
 * @param {any[]} heap @param {(a: any, b: any) => boolean} [before]
 */
function $heapify(heap, before = $less) {
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) $heapSiftUp(heap, i, before);
}

// @helper $nBest
/**
 * heapq.nlargest (largest) / nsmallest(n, items, key) as Lib/heapq.py runs them: n == 1 is max() /
 * min(); a sized iterable (len) that n reaches is sorted whole; else the first n items, each
 * decorated with its place (ties keep the first), make a heap of the best so far (nlargest: a
 * min-heap; nsmallest: a max-heap), which each later item replaces the top of when it is better,
 * and which is sorted at the end. The items are read one at a time, each key made before the next.
 * @template T @param {number} n @param {Iterable<T>} items @param {((item: T) => any) | null} key
 * @param {boolean} largest @param {boolean} sized @returns {T[]}
 */
function $nBest(n, items, key, largest, sized) {
  if (n === 1) {
    const none = {};
    const best = $extreme(items, key, largest ? 1 : -1, largest ? "max" : "min", none);
    return best === none ? [] : [/** @type {T} */ (best)];
  }
  if (sized) {
    const all = [...items];
    if (n >= all.length) return $sorted(all, key, largest).slice(0, n);
    items = all;
  }
  const before = largest ? $less : (/** @type {any} */ a, /** @type {any} */ b) => $less(b, a);
  const step = largest ? -1 : 1;
  const it = items[Symbol.iterator]();
  /** @type {any[][]} */
  const result = [];
  let order = 0;
  for (let i = 0; i < n; i++, order += step) { // range(n) first: no item is read past the n-th
    const next = it.next();
    if (next.done) break;
    result.push(key === null ? [next.value, order] : [key(next.value), order, next.value]);
  }
  if (result.length === 0) return [];
  $heapify(result, before);
  let top = result[0][0];
  order = n * step;
  for (let next = it.next(); !next.done; next = it.next()) {
    const k = key === null ? next.value : key(next.value);
    if (largest ? $less(top, k) : $less(k, top)) {
      $heapreplace(result, key === null ? [k, order] : [k, order, next.value], before);
      top = result[0][0];
      order += step;
    }
  }
  // result.sort(reverse=largest): CPython reverses, sorts stably and reverses back
  if (largest) result.reverse();
  result.sort($compare);
  if (largest) result.reverse();
  return result.map((r) => r[key === null ? 0 : 2]);
}

// ---- urllib.parse: CPython 3.11's quoting, query strings, splitting and joining --------------------

// @helper $quotePlus
/** urllib.parse.quote_plus(s, safe): quote's encoding, spaces as "+". @param {string} s @param {string} [safe] */
function $quotePlus(s, safe = "") {
  return s.includes(" ") ? $quote(s, safe + " ").replaceAll(" ", "+") : $quote(s, safe);
}

// @helper $unquotePlus
/** urllib.parse.unquote_plus(s): "+" is a space, then unquote. @param {string} s */
function $unquotePlus(s) {
  return $unquote(s.replaceAll("+", " "));
}

// @helper $urlencode
/**
 * urllib.parse.urlencode(query, doseq, safe): each key and value as str() prints it (the shapes of
 * repr), quote_plus'd; with doseq a list, tuple (or a JSON array's or object's keys) gives a pair per item.
 * @param {any} query a dict or a list of pairs @param {any} doseq @param {string} safe @param {any} keyShape @param {any} valueShape
 * @param {(s: string, safe: string) => string} [quoteVia] quote_via=: quote_plus, or quote
 */
function $urlencode(query, doseq, safe, keyShape, valueShape, quoteVia = $quotePlus) {
  const pairs = Array.isArray(query) ? query : Object.entries(query);
  /** @type {string[]} */
  const out = [];
  for (const [k, v] of pairs) {
    const key = quoteVia($str(k, keyShape), safe) + "=";
    const shape = Array.isArray(valueShape) && valueShape[0] === "|" ? $shapeOf(v, valueShape) : valueShape;
    const kind = Array.isArray(shape) ? shape[0] : shape;
    if (doseq && (kind === "list" || kind === "tuple" || kind === "tuples" || (kind === "Any" && v !== null && typeof v === "object"))) {
      const items = kind === "Any" && !Array.isArray(v) ? Object.keys(v) : v;
      items.forEach((/** @type {any} */ item, /** @type {number} */ i) => {
        const itemShape = kind === "list" || kind === "tuples" ? shape[1] : kind === "tuple" ? shape[i + 1] : "Any";
        out.push(key + quoteVia($str(item, itemShape), safe));
      });
    } else out.push(key + quoteVia($str(v, shape), safe));
  }
  return out.join("&");
}

// @helper $parseQsl
/**
 * urllib.parse.parse_qsl(qs, keep_blank_values, strict_parsing, max_num_fields, separator): the
 * (name, value) pairs, unquote_plus'd, with CPython's ValueErrors.
 * @param {string} qs @param {any} keepBlank @param {any} strict @param {number | null | undefined} maxFields @param {string} separator
 * @returns {[string, string][]}
 */
function $parseQsl(qs, keepBlank, strict, maxFields, separator) {
  if (!separator) throw new $ValueError("Separator must be of type string or bytes.");
  const fields = qs ? qs.split(separator) : [];
  if (maxFields != null && maxFields < fields.length) throw new $ValueError("Max number of fields exceeded");
  /** @type {[string, string][]} */
  const out = [];
  for (const field of fields) {
    if (!field && !strict) continue;
    const eq = field.indexOf("=");
    if (eq < 0) {
      if (strict) throw new $ValueError(`bad query field: ${$strRepr(field)}`);
      if (keepBlank) out.push([$unquotePlus(field), ""]);
      continue;
    }
    const value = field.slice(eq + 1);
    if (value || keepBlank) out.push([$unquotePlus(field.slice(0, eq)), $unquotePlus(value)]);
  }
  return out;
}

// @helper $parseQs
/**
 * urllib.parse.parse_qs(...): parse_qsl's pairs as a dict of lists, in first-seen order.
 * @param {string} qs @param {any} keepBlank @param {any} strict @param {number | null | undefined} maxFields @param {string} separator
 */
function $parseQs(qs, keepBlank, strict, maxFields, separator) {
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const [name, value] of $parseQsl(qs, keepBlank, strict, maxFields, separator)) {
    if (Object.hasOwn(out, name)) out[name].push(value);
    else $setItem(out, name, [value]);
  }
  return out;
}

// @helper $UrlResult
/** The base of SplitResult and ParseResult: a tuple (a JS Array, slices plain Arrays) with netloc's parts. */
class $UrlResult extends Array {
  static get [Symbol.species]() {
    return Array;
  }

  /** @returns {string} */
  get scheme() {
    return this[0];
  }

  /** @returns {string} */
  get netloc() {
    return this[1];
  }

  /** @returns {string} */
  get path() {
    return this[2];
  }

  /** The user information before the last "@", or null. */
  get $userinfo() {
    const at = this.netloc.lastIndexOf("@");
    return at < 0 ? null : this.netloc.slice(0, at);
  }

  get username() {
    const info = this.$userinfo;
    return info === null ? null : info.split(":")[0];
  }

  get password() {
    const info = this.$userinfo;
    return info === null || !info.includes(":") ? null : info.slice(info.indexOf(":") + 1);
  }

  /** CPython's _hostinfo: the host (inside [] if bracketed) and the port text, or null. @returns {[string, string | null]} */
  get $hostinfo() {
    const hostinfo = this.netloc.slice(this.netloc.lastIndexOf("@") + 1);
    const open = hostinfo.indexOf("[");
    let host = hostinfo;
    let port = "";
    if (open >= 0) {
      const bracketed = hostinfo.slice(open + 1);
      const close = bracketed.indexOf("]");
      host = close < 0 ? bracketed : bracketed.slice(0, close);
      const rest = close < 0 ? "" : bracketed.slice(close + 1);
      port = rest.includes(":") ? rest.slice(rest.indexOf(":") + 1) : "";
    } else if (hostinfo.includes(":")) {
      host = hostinfo.slice(0, hostinfo.indexOf(":"));
      port = hostinfo.slice(hostinfo.indexOf(":") + 1);
    }
    return [host, port || null];
  }

  /** The host in lower case (an IPv6 zone after "%" as it is), or null. */
  get hostname() {
    const host = this.$hostinfo[0];
    if (!host) return null;
    const zone = host.indexOf("%");
    return zone < 0 ? host.toLowerCase() : host.slice(0, zone).toLowerCase() + host.slice(zone);
  }

  /** The port as an int, or null; CPython's ValueError for one that is not ASCII digits or past 65535. */
  get port() {
    const port = this.$hostinfo[1];
    if (port === null) return null;
    if (!/^[0-9]+$/.test(port)) throw new $ValueError(`Port could not be cast to integer value as ${$strRepr(port)}`);
    const n = Number(port);
    if (n > 65535) throw new $ValueError("Port out of range 0-65535");
    return n;
  }
}

// @helper $urlunsplit
/** urllib.parse.urlunsplit((scheme, netloc, path, query, fragment)) @param {string[]} parts */
function $urlunsplit(parts) {
  const [scheme, netloc, , query, fragment] = parts;
  let url = parts[2];
  const usesNetloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"];
  if (netloc || (scheme && usesNetloc.includes(scheme) && url.slice(0, 2) !== "//")) {
    if (url && url[0] !== "/") url = "/" + url;
    url = "//" + netloc + url;
  }
  if (scheme) url = scheme + ":" + url;
  if (query) url += "?" + query;
  if (fragment) url += "#" + fragment;
  return url;
}

// @helper $urlunparse
/** urllib.parse.urlunparse((scheme, netloc, path, params, query, fragment)) @param {string[]} parts */
function $urlunparse(parts) {
  const [scheme, netloc, path, params, query, fragment] = parts;
  return $urlunsplit([scheme, netloc, params ? path + ";" + params : path, query, fragment]);
}

// @helper $IsoCalendarDate
/** date.isocalendar()'s tuple (year, week, weekday), with those names. */
class $IsoCalendarDate extends Array {
  static get [Symbol.species]() {
    return Array;
  }

  /** @param {number} year @param {number} week @param {number} weekday */
  constructor(year, week, weekday) {
    super();
    this.push(year, week, weekday);
  }

  /** @returns {number} */
  get year() {
    return this[0];
  }

  /** @returns {number} */
  get week() {
    return this[1];
  }

  /** @returns {number} */
  get weekday() {
    return this[2];
  }

  __repr__() {
    return `datetime.IsoCalendarDate(year=${this[0]}, week=${this[1]}, weekday=${this[2]})`;
  }
}

// @helper $SplitResult
/** urlsplit's result: (scheme, netloc, path, query, fragment). */
class $SplitResult extends $UrlResult {
  /** @param {string} scheme @param {string} netloc @param {string} path @param {string} query @param {string} fragment */
  constructor(scheme, netloc, path, query, fragment) {
    super();
    this.push(scheme, netloc, path, query, fragment);
  }

  /** @returns {string} */
  get query() {
    return this[3];
  }

  /** @returns {string} */
  get fragment() {
    return this[4];
  }

  geturl() {
    return $urlunsplit(this);
  }
}

// @helper $ParseResult
/** urlparse's result: (scheme, netloc, path, params, query, fragment). */
class $ParseResult extends $UrlResult {
  /** @param {string} scheme @param {string} netloc @param {string} path @param {string} params @param {string} query @param {string} fragment */
  constructor(scheme, netloc, path, params, query, fragment) {
    super();
    this.push(scheme, netloc, path, params, query, fragment);
  }

  /** @returns {string} */
  get params() {
    return this[3];
  }

  /** @returns {string} */
  get query() {
    return this[4];
  }

  /** @returns {string} */
  get fragment() {
    return this[5];
  }

  geturl() {
    return $urlunparse(this);
  }
}

// @helper $isIPv4
/** Whether ipaddress.IPv4Address takes the text: four decimal octets to 255, no leading zeros. @param {string} s */
function $isIPv4(s) {
  const octets = s.split(".");
  return octets.length === 4 && octets.every((o) => /^(?:0|[1-9][0-9]{0,2})$/.test(o) && Number(o) <= 255);
}

// @helper $isIPv6
/** Whether ipaddress.IPv6Address takes the text (a port of its parser: "::", an IPv4 tail, a %zone). @param {string} s */
function $isIPv6(s) {
  if (s.includes("/")) return false;
  const zone = s.indexOf("%");
  if (zone >= 0) {
    const scope = s.slice(zone + 1);
    if (!scope || scope.includes("%")) return false;
    s = s.slice(0, zone);
  }
  if (!s) return false;
  const parts = s.split(":");
  if (parts.length < 3) return false;
  if (parts[parts.length - 1].includes(".")) {
    if (!$isIPv4(/** @type {string} */ (parts.pop()))) return false;
    parts.push("0", "0");
  }
  if (parts.length > 9) return false;
  let skip = -1;
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i]) continue;
    if (skip >= 0) return false;
    skip = i;
  }
  let high = parts.length;
  let low = 0;
  if (skip >= 0) {
    high = skip;
    low = parts.length - skip - 1;
    if (!parts[0] && --high) return false;
    if (!parts[parts.length - 1] && --low) return false;
    if (8 - (high + low) < 1) return false;
  } else if (parts.length !== 8 || !parts[0] || !parts[7]) return false;
  const hextets = [...parts.slice(0, high), ...parts.slice(parts.length - low)];
  return hextets.every((h) => /^[0-9A-Fa-f]{1,4}$/.test(h));
}

// @helper $urlsplit
/**
 * urllib.parse.urlsplit(url, scheme, allow_fragments) as CPython 3.11.7: leading C0 and spaces
 * stripped, tabs and newlines removed, a bracketed host checked as ipaddress does, a netloc that
 * NFKC turns into delimiters refused. @param {string} url @param {string} scheme @param {any} allowFragments
 */
function $urlsplit(url, scheme, allowFragments) {
  url = url.replace(/^[\x00-\x20]+/, "").replace(/[\t\r\n]/g, "");
  scheme = scheme.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "").replace(/[\t\r\n]/g, "");
  let netloc = "";
  let query = "";
  let fragment = "";
  const colon = url.indexOf(":");
  if (colon > 0 && /^[A-Za-z][A-Za-z0-9+\-.]*$/.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    url = url.slice(colon + 1);
  }
  if (url.startsWith("//")) {
    let end = url.length;
    for (const c of "/?#") {
      const at = url.indexOf(c, 2);
      if (at >= 0) end = Math.min(end, at);
    }
    netloc = url.slice(2, end);
    url = url.slice(end);
    if (netloc.includes("[") !== netloc.includes("]")) throw new $ValueError("Invalid IPv6 URL");
    if (netloc.includes("[")) {
      const after = netloc.slice(netloc.indexOf("[") + 1);
      const host = after.includes("]") ? after.slice(0, after.indexOf("]")) : after;
      if (host.startsWith("v")) {
        if (!/^v[a-fA-F0-9]+\.[^\n]+$/.test(host)) throw new $ValueError("IPvFuture address is invalid");
      } else if ($isIPv4(host)) throw new $ValueError("An IPv4 address cannot be in brackets");
      else if (!$isIPv6(host)) throw new $ValueError(`${$strRepr(host)} does not appear to be an IPv4 or IPv6 address`);
    }
  }
  if (allowFragments && url.includes("#")) {
    fragment = url.slice(url.indexOf("#") + 1);
    url = url.slice(0, url.indexOf("#"));
  }
  if (url.includes("?")) {
    query = url.slice(url.indexOf("?") + 1);
    url = url.slice(0, url.indexOf("?"));
  }
  if (netloc && /[^\x00-\x7f]/.test(netloc)) {
    const n = netloc.replace(/[@:#?]/g, "");
    const normal = n.normalize("NFKC");
    if (n !== normal && /[/?#@:]/.test(normal)) throw new $ValueError(`netloc '${netloc}' contains invalid characters under NFKC normalization`);
  }
  return new $SplitResult(scheme, netloc, url, query, fragment);
}

// @helper $urlparse
/** urllib.parse.urlparse(url, scheme, allow_fragments): urlsplit, then ;params of the last path segment. @param {string} url @param {string} scheme @param {any} allowFragments */
function $urlparse(url, scheme, allowFragments) {
  const [s, netloc, whole, query, fragment] = $urlsplit(url, scheme, allowFragments);
  const usesParams = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu", "sip", "sips", "mms", "sftp", "tel"];
  let path = whole;
  let params = "";
  if (usesParams.includes(s) && path.includes(";")) {
    const at = path.includes("/") ? path.indexOf(";", path.lastIndexOf("/")) : path.indexOf(";");
    if (at >= 0) {
      params = path.slice(at + 1);
      path = path.slice(0, at);
    }
  }
  return new $ParseResult(s, netloc, path, params, query, fragment);
}

// @helper $urljoin
/** urllib.parse.urljoin(base, url, allow_fragments): CPython 3.11's resolution, quirks and all. @param {string} base @param {string} url @param {any} allowFragments */
function $urljoin(base, url, allowFragments) {
  if (!base) return url;
  if (!url) return base;
  const [bscheme, bnetloc, bpath, bparams, bquery] = $urlparse(base, "", allowFragments);
  const [scheme, netloc0, path, params0, query0, fragment] = $urlparse(url, bscheme, allowFragments);
  const usesRelative = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms", "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"];
  const usesNetloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"];
  if (scheme !== bscheme || !usesRelative.includes(scheme)) return url;
  let netloc = netloc0;
  if (usesNetloc.includes(scheme)) {
    if (netloc) return $urlunparse([scheme, netloc, path, params0, query0, fragment]);
    netloc = bnetloc;
  }
  if (!path && !params0) return $urlunparse([scheme, netloc, bpath, bparams, query0 || bquery, fragment]);
  const baseParts = bpath.split("/");
  if (baseParts[baseParts.length - 1] !== "") baseParts.pop();
  let segments;
  if (path.startsWith("/")) segments = path.split("/");
  else {
    segments = [...baseParts, ...path.split("/")];
    if (segments.length > 1) segments = [segments[0], ...segments.slice(1, -1).filter(Boolean), segments[segments.length - 1]];
  }
  /** @type {string[]} */
  const resolved = [];
  for (const segment of segments) {
    if (segment === "..") resolved.pop();
    else if (segment !== ".") resolved.push(segment);
  }
  if (segments[segments.length - 1] === "." || segments[segments.length - 1] === "..") resolved.push("");
  return $urlunparse([scheme, netloc, resolved.join("/") || "/", params0, query0, fragment]);
}

// ---- itertools: CPython's order and laziness; arguments checked and pools read at the call ---------

// @helper $chain
/** itertools.chain(*iterables). @param {...Iterable<any>} iterables */
function* $chain(...iterables) {
  for (const items of iterables) yield* items;
}

// @helper $chainFrom
/** itertools.chain.from_iterable(groups): each group taken as the chain reaches it. @param {Iterable<Iterable<any>>} groups */
function* $chainFrom(groups) {
  for (const items of groups) yield* items;
}

// @helper $islice
/**
 * itertools.islice(items, stop) / (items, start, stop[, step]), as CPython checks its arguments and
 * consumes the iterator (no item past the last one it gives).
 * @param {Iterable<any>} items @param {...(number | null | undefined)} args @returns {Generator<any>}
 */
function $islice(items, ...args) {
  const stopError = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
  let [start, stop, step] = [0, -1, 1];
  const [first, second, third] = args;
  if (args.length === 1) {
    if (first !== null && first !== undefined) stop = Number(first);
    if (first === -1) throw new $ValueError(stopError);
  } else {
    if (first !== null && first !== undefined) start = Number(first);
    if (second !== null && second !== undefined) stop = Number(second);
    if (second === -1) throw new $ValueError(stopError);
  }
  if (start < 0 || stop < -1) throw new $ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
  if (third !== null && third !== undefined) step = Number(third);
  if (step < 1) throw new $ValueError("Step for islice() must be a positive integer or None.");
  const it = items[Symbol.iterator]();
  return (function* () {
    let [count, next] = [0, start];
    for (;;) {
      for (; count < next; count++) if (it.next().done) return;
      if (stop !== -1 && count >= stop) return;
      const step_ = it.next();
      if (step_.done) return;
      count++;
      next += step;
      if (stop !== -1 && next > stop) next = stop;
      yield step_.value;
    }
  })();
}

// @helper $countFrom
/** itertools.count(start, step). @param {number} start @param {number} [step] */
function* $countFrom(start, step = 1) {
  for (let n = start; ; n += step) yield n;
}

// @helper $repeatItem
/** itertools.repeat(x[, times]): times below zero give nothing. @template T @param {T} x @param {number} [times] @returns {Generator<T>} */
function* $repeatItem(x, times) {
  if (times === undefined) for (;;) yield x;
  for (let i = 0; i < times; i++) yield x;
}

// @helper $product
/** itertools.product(*iterables): every pool read at the call; tuples in lexicographic order. @param {...Iterable<any>} iterables @returns {Generator<any[]>} */
function $product(...iterables) {
  const pools = iterables.map((items) => [...items]);
  return (function* () {
    if (pools.some((pool) => pool.length === 0)) return;
    const indices = pools.map(() => 0);
    for (;;) {
      yield pools.map((pool, i) => pool[indices[i]]);
      let i = pools.length - 1;
      while (i >= 0 && ++indices[i] === pools[i].length) indices[i--] = 0;
      if (i < 0) return;
    }
  })();
}

// @helper $productRepeat
/** itertools.product(*iterables, repeat=n). @param {number} repeat @param {...Iterable<any>} iterables */
function $productRepeat(repeat, ...iterables) {
  const pools = iterables.map((items) => [...items]);
  return $product(...Array.from({ length: repeat }, () => pools).flat());
}

// @helper $permutations
/** itertools.permutations(items, r): CPython's algorithm and order. @param {Iterable<any>} items @param {number | null} [r] @returns {Generator<any[]>} */
function $permutations(items, r = null) {
  const pool = [...items];
  const n = pool.length;
  const size = r === null ? n : r;
  if (size < 0) throw new $ValueError("r must be non-negative");
  return (function* () {
    if (size > n) return;
    const indices = pool.map((_, i) => i);
    const cycles = Array.from({ length: size }, (_, i) => n - i);
    yield indices.slice(0, size).map((i) => pool[i]);
    while (n) {
      let i = size - 1;
      for (; i >= 0; i--) {
        cycles[i] -= 1;
        if (cycles[i] === 0) {
          indices.push(...indices.splice(i, 1));
          cycles[i] = n - i;
        } else {
          const j = n - cycles[i];
          [indices[i], indices[j]] = [indices[j], indices[i]];
          yield indices.slice(0, size).map((k) => pool[k]);
          break;
        }
      }
      if (i < 0) return;
    }
  })();
}

// @helper $combinations
/** itertools.combinations(items, r): CPython's algorithm and order. @param {Iterable<any>} items @param {number} r @returns {Generator<any[]>} */
function $combinations(items, r) {
  const pool = [...items];
  const n = pool.length;
  if (r < 0) throw new $ValueError("r must be non-negative");
  return (function* () {
    if (r > n) return;
    const indices = Array.from({ length: r }, (_, i) => i);
    yield indices.map((i) => pool[i]);
    for (;;) {
      let i = r - 1;
      while (i >= 0 && indices[i] === i + n - r) i--;
      if (i < 0) return;
      indices[i] += 1;
      for (let j = i + 1; j < r; j++) indices[j] = indices[j - 1] + 1;
      yield indices.map((k) => pool[k]);
    }
  })();
}

// @helper $combinationsWithReplacement
/** itertools.combinations_with_replacement(items, r): CPython's algorithm and order. @param {Iterable<any>} items @param {number} r @returns {Generator<any[]>} */
function $combinationsWithReplacement(items, r) {
  const pool = [...items];
  const n = pool.length;
  if (r < 0) throw new $ValueError("r must be non-negative");
  return (function* () {
    if (n === 0 && r > 0) return;
    const indices = Array(r).fill(0);
    yield indices.map((i) => pool[i]);
    for (;;) {
      let i = r - 1;
      while (i >= 0 && indices[i] === n - 1) i--;
      if (i < 0) return;
      indices.fill(indices[i] + 1, i);
      yield indices.map((k) => pool[k]);
    }
  })();
}

// @helper $endOrThrow
/**
 * In an iterator of map()'s, filter()'s or itertools' kind, a StopIteration its function raises (or
 * its source) ends it: their __next__ passes it on, and the loop that reads them stops. Returns where
 * `error` is one (the iterator then ends), throws it on otherwise. @param {unknown} error
 */
function $endOrThrow(error) {
  if (!(error instanceof $StopIteration)) throw error;
}

// @helper $accumulate
/**
 * itertools.accumulate(items[, initial=]) of numbers or strs: running sums. The iterator is taken at
 * the call, as CPython's (a deque changed afterwards raises RuntimeError at the first step).
 * @param {Iterable<any>} items @param {...any} initial @returns {Generator<any>}
 */
function $accumulate(items, ...initial) {
  return $accumulateWith(items, (total, item) => total + item, ...initial);
}

// @helper $pairwise
/** itertools.pairwise(items), its iterator taken at the call, as CPython's. @param {Iterable<any>} items @returns {Generator<any[]>} */
function $pairwise(items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    let [started, previous] = [false, /** @type {any} */ (undefined)];
    for (let step = it.next(); !step.done; step = it.next()) {
      if (started) yield [previous, step.value];
      [started, previous] = [true, step.value];
    }
  })();
}

// @helper $compress
/** itertools.compress(data, selectors): the items whose selector is true, up to the end of either (an item taken before its selector, as CPython's); both iterators taken at the call. @param {Iterable<any>} data @param {Iterable<any>} selectors @returns {Generator<any>} */
function $compress(data, selectors) {
  const items = data[Symbol.iterator]();
  const flags = selectors[Symbol.iterator]();
  return (function* () {
    for (;;) {
      const item = items.next();
      if (item.done) return;
      const flag = flags.next();
      if (flag.done) return;
      if (flag.value) yield item.value;
    }
  })();
}

// @helper $accumulateWith
/** itertools.accumulate(items, func[, initial=]): running func(total, item), its iterator taken at the call. @param {Iterable<any>} items @param {(total: any, item: any) => any} func @param {...any} initial @returns {Generator<any>} */
function $accumulateWith(items, func, ...initial) {
  const it = items[Symbol.iterator]();
  return (function* () {
    let total = initial[0];
    if (initial.length === 0 || total === null) {
      const first = it.next();
      if (first.done) return;
      total = first.value;
    }
    yield total;
    try {
      for (let step = it.next(); !step.done; step = it.next()) yield (total = func(total, step.value));
    } catch (e) {
      $endOrThrow(e);
    }
  })();
}

// @helper $takewhile
/** itertools.takewhile(pred, items): items while pred holds; the one that fails is taken and dropped, and nothing follows. @param {(x: any) => boolean} pred @param {Iterable<any>} items @returns {Generator<any>} */
function $takewhile(pred, items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    try {
      for (let step = it.next(); !step.done; step = it.next()) {
        if (!pred(step.value)) return;
        yield step.value;
      }
    } catch (e) {
      $endOrThrow(e);
    }
  })();
}

// @helper $dropwhile
/** itertools.dropwhile(pred, items): the items from the first for which pred fails (pred is not called after it). @param {(x: any) => boolean} pred @param {Iterable<any>} items @returns {Generator<any>} */
function $dropwhile(pred, items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    let dropping = true;
    try {
      for (let step = it.next(); !step.done; step = it.next()) {
        if (dropping && pred(step.value)) continue;
        dropping = false;
        yield step.value;
      }
    } catch (e) {
      $endOrThrow(e);
    }
  })();
}

// @helper $filterfalse
/** itertools.filterfalse(pred, items): the items for which pred fails. @param {(x: any) => boolean} pred @param {Iterable<any>} items @returns {Generator<any>} */
function $filterfalse(pred, items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    try {
      for (let step = it.next(); !step.done; step = it.next()) if (!pred(step.value)) yield step.value;
    } catch (e) {
      $endOrThrow(e);
    }
  })();
}

// @helper $starmap
/** itertools.starmap(func, items): func(*item) of each item. @param {(...args: any[]) => any} func @param {Iterable<any[]>} items @returns {Generator<any>} */
function $starmap(func, items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    try {
      for (let step = it.next(); !step.done; step = it.next()) yield func(...step.value);
    } catch (e) {
      $endOrThrow(e);
    }
  })();
}

// @helper $cycle
/** itertools.cycle(items): the items, saved as the first pass takes them, then the saved ones again and again. @param {Iterable<any>} items @returns {Generator<any>} */
function $cycle(items) {
  const it = items[Symbol.iterator]();
  return (function* () {
    const saved = [];
    for (let step = it.next(); !step.done; step = it.next()) {
      saved.push(step.value);
      yield step.value;
    }
    while (saved.length > 0) yield* saved;
  })();
}

// @helper $zipLongest
/** itertools.zip_longest(*iterables, fillvalue=fill): an exhausted iterator is not called again. @param {any} fill @param {...Iterable<any>} iterables @returns {Generator<any[]>} */
function $zipLongest(fill, ...iterables) {
  const its = iterables.map((items) => items[Symbol.iterator]());
  return (function* () {
    const done = its.map(() => false);
    let active = its.length;
    while (active > 0) {
      const row = [];
      for (let i = 0; i < its.length; i++) {
        if (done[i]) {
          row.push(fill);
          continue;
        }
        const step = its[i].next();
        if (step.done) {
          done[i] = true;
          if (--active === 0) return;
          row.push(fill);
        } else row.push(step.value);
      }
      yield row;
    }
  })();
}

// ---- hashlib and hmac: synchronous digests (Web Crypto's are async), checked against CPython -------

// @helper $padBlocks
/**
 * A message padded for MD5/SHA-1/SHA-256: 0x80, zeros, and its length in bits in the last 8 bytes
 * (big-endian, or little-endian for MD5). @param {Uint8Array} data @param {boolean} littleEndian @returns {DataView}
 */
function $padBlocks(data, littleEndian) {
  const padded = new Uint8Array(((data.length + 8) >> 6) * 64 + 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  const [high, low] = [Math.floor(data.length / 0x20000000), (data.length << 3) >>> 0];
  if (littleEndian) view.setUint32(padded.length - 8, low, true), view.setUint32(padded.length - 4, high, true);
  else view.setUint32(padded.length - 8, high), view.setUint32(padded.length - 4, low);
  return view;
}

// @helper $sha256
/** SHA-256 (FIPS 180-4). @param {Uint8Array} data @returns {Uint8Array} */
function $sha256(data) {
  const k = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ];
  const hash = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const rotr = (/** @type {number} */ x, /** @type {number} */ n) => (x >>> n) | (x << (32 - n));
  const view = $padBlocks(data, false);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => (hash[i] = (hash[i] + x) >>> 0));
  }
  const out = new DataView(new ArrayBuffer(32));
  hash.forEach((x, i) => out.setUint32(4 * i, x));
  return new Uint8Array(out.buffer);
}

// @helper $sha512
/**
 * SHA-512 (FIPS 180-4) on BigInt words; SHA-384 (`size` 48) is its truncation from its own first
 * hash values. @param {Uint8Array} data @param {number} [size] @returns {Uint8Array}
 */
function $sha512(data, size = 64) {
  const mask = (1n << 64n) - 1n;
  const k = [
    0x428a2f98d728ae22n, 0x7137449123ef65cdn, 0xb5c0fbcfec4d3b2fn, 0xe9b5dba58189dbbcn,
    0x3956c25bf348b538n, 0x59f111f1b605d019n, 0x923f82a4af194f9bn, 0xab1c5ed5da6d8118n,
    0xd807aa98a3030242n, 0x12835b0145706fben, 0x243185be4ee4b28cn, 0x550c7dc3d5ffb4e2n,
    0x72be5d74f27b896fn, 0x80deb1fe3b1696b1n, 0x9bdc06a725c71235n, 0xc19bf174cf692694n,
    0xe49b69c19ef14ad2n, 0xefbe4786384f25e3n, 0x0fc19dc68b8cd5b5n, 0x240ca1cc77ac9c65n,
    0x2de92c6f592b0275n, 0x4a7484aa6ea6e483n, 0x5cb0a9dcbd41fbd4n, 0x76f988da831153b5n,
    0x983e5152ee66dfabn, 0xa831c66d2db43210n, 0xb00327c898fb213fn, 0xbf597fc7beef0ee4n,
    0xc6e00bf33da88fc2n, 0xd5a79147930aa725n, 0x06ca6351e003826fn, 0x142929670a0e6e70n,
    0x27b70a8546d22ffcn, 0x2e1b21385c26c926n, 0x4d2c6dfc5ac42aedn, 0x53380d139d95b3dfn,
    0x650a73548baf63den, 0x766a0abb3c77b2a8n, 0x81c2c92e47edaee6n, 0x92722c851482353bn,
    0xa2bfe8a14cf10364n, 0xa81a664bbc423001n, 0xc24b8b70d0f89791n, 0xc76c51a30654be30n,
    0xd192e819d6ef5218n, 0xd69906245565a910n, 0xf40e35855771202an, 0x106aa07032bbd1b8n,
    0x19a4c116b8d2d0c8n, 0x1e376c085141ab53n, 0x2748774cdf8eeb99n, 0x34b0bcb5e19b48a8n,
    0x391c0cb3c5c95a63n, 0x4ed8aa4ae3418acbn, 0x5b9cca4f7763e373n, 0x682e6ff3d6b2b8a3n,
    0x748f82ee5defb2fcn, 0x78a5636f43172f60n, 0x84c87814a1f0ab72n, 0x8cc702081a6439ecn,
    0x90befffa23631e28n, 0xa4506cebde82bde9n, 0xbef9a3f7b2c67915n, 0xc67178f2e372532bn,
    0xca273eceea26619cn, 0xd186b8c721c0c207n, 0xeada7dd6cde0eb1en, 0xf57d4f7fee6ed178n,
    0x06f067aa72176fban, 0x0a637dc5a2c898a6n, 0x113f9804bef90daen, 0x1b710b35131c471bn,
    0x28db77f523047d84n, 0x32caab7b40c72493n, 0x3c9ebe0a15c9bebcn, 0x431d67c49c100d4cn,
    0x4cc5d4becb3e42b6n, 0x597f299cfc657e2an, 0x5fcb6fab3ad6faecn, 0x6c44198c4a475817n,
  ];
  const hash =
    size === 64
      ? [
        0x6a09e667f3bcc908n, 0xbb67ae8584caa73bn, 0x3c6ef372fe94f82bn, 0xa54ff53a5f1d36f1n,
        0x510e527fade682d1n, 0x9b05688c2b3e6c1fn, 0x1f83d9abfb41bd6bn, 0x5be0cd19137e2179n,
        ]
      : [
        0xcbbb9d5dc1059ed8n, 0x629a292a367cd507n, 0x9159015a3070dd17n, 0x152fecd8f70e5939n,
        0x67332667ffc00b31n, 0x8eb44a8768581511n, 0xdb0c2e0d64f98fa7n, 0x47b5481dbefa4fa4n,
        ];
  const rotr = (/** @type {bigint} */ x, /** @type {bigint} */ n) => ((x >> n) | (x << (64n - n))) & mask;
  // one 0x80 byte, zeros, and the length in bits as 128 bits: whole blocks of 128 bytes
  const padded = new Uint8Array(((data.length + 16) >> 7) * 128 + 128);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setBigUint64(padded.length - 8, BigInt(data.length) * 8n);
  /** @type {bigint[]} */
  const w = new Array(80);
  for (let offset = 0; offset < padded.length; offset += 128) {
    for (let i = 0; i < 16; i++) w[i] = view.getBigUint64(offset + 8 * i);
    for (let i = 16; i < 80; i++) {
      const s0 = rotr(w[i - 15], 1n) ^ rotr(w[i - 15], 8n) ^ (w[i - 15] >> 7n);
      const s1 = rotr(w[i - 2], 19n) ^ rotr(w[i - 2], 61n) ^ (w[i - 2] >> 6n);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) & mask;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 80; i++) {
      const t1 = (h + (rotr(e, 14n) ^ rotr(e, 18n) ^ rotr(e, 41n)) + ((e & f) ^ (~e & mask & g)) + k[i] + w[i]) & mask;
      const t2 = ((rotr(a, 28n) ^ rotr(a, 34n) ^ rotr(a, 39n)) + ((a & b) ^ (a & c) ^ (b & c))) & mask;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) & mask, c, b, a, (t1 + t2) & mask];
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => (hash[i] = (hash[i] + x) & mask));
  }
  const out = new DataView(new ArrayBuffer(64));
  hash.forEach((x, i) => out.setBigUint64(8 * i, x));
  return new Uint8Array(out.buffer.slice(0, size));
}

// @helper $sha384
/** SHA-384 (FIPS 180-4): SHA-512's rounds from its own first hash values, 48 bytes. @param {Uint8Array} data */
function $sha384(data) {
  return $sha512(data, 48);
}

// @helper $sha1
/** SHA-1 (FIPS 180-4). @param {Uint8Array} data @returns {Uint8Array} */
function $sha1(data) {
  const hash = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const rotl = (/** @type {number} */ x, /** @type {number} */ n) => (x << n) | (x >>> (32 - n));
  const view = $padBlocks(data, false);
  const w = new Uint32Array(80);
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + 4 * i);
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    let [a, b, c, d, e] = hash;
    for (let i = 0; i < 80; i++) {
      const [f, k] =
        i < 20 ? [(b & c) | (~b & d), 0x5a827999] : i < 40 ? [b ^ c ^ d, 0x6ed9eba1]
        : i < 60 ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc] : [b ^ c ^ d, 0xca62c1d6];
      [e, d, c, b, a] = [d, c, rotl(b, 30) >>> 0, a, (rotl(a, 5) + f + e + k + w[i]) >>> 0];
    }
    [a, b, c, d, e].forEach((x, i) => (hash[i] = (hash[i] + x) >>> 0));
  }
  const out = new DataView(new ArrayBuffer(20));
  hash.forEach((x, i) => out.setUint32(4 * i, x));
  return new Uint8Array(out.buffer);
}

// @helper $md5
/** MD5 (RFC 1321). @param {Uint8Array} data @returns {Uint8Array} */
function $md5(data) {
  const t = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
  ];
  const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
  const hash = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const view = $padBlocks(data, true);
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    const m = Array.from({ length: 16 }, (_, i) => view.getUint32(offset + 4 * i, true));
    let [a, b, c, d] = hash;
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const [f, g] =
        round === 0 ? [(b & c) | (~b & d), i] : round === 1 ? [(d & b) | (~d & c), (5 * i + 1) % 16]
        : round === 2 ? [b ^ c ^ d, (3 * i + 5) % 16] : [c ^ (b | ~d), (7 * i) % 16];
      const s = shifts[round * 4 + (i % 4)];
      const sum = (a + f + t[i] + m[g]) >>> 0;
      [a, d, c, b] = [d, c, b, (b + ((sum << s) | (sum >>> (32 - s)))) >>> 0];
    }
    [a, b, c, d].forEach((x, i) => (hash[i] = (hash[i] + x) >>> 0));
  }
  const out = new DataView(new ArrayBuffer(16));
  hash.forEach((x, i) => out.setUint32(4 * i, x, true));
  return new Uint8Array(out.buffer);
}

// @helper $Hash
/**
 * A hashlib (or hmac) object: update() adds bytes, digest()/hexdigest() hash all of them so far.
 * @param {string} name @param {(data: Uint8Array) => Uint8Array} digestOf @param {number} size @param {number} block
 */
class $Hash {
  /** @param {string} name @param {(data: Uint8Array) => Uint8Array} digestOf @param {number} size @param {number} block */
  constructor(name, digestOf, size, block) {
    this.name = name;
    this.digestOf = digestOf;
    this.digest_size = size;
    this.block_size = block;
    /** @type {Uint8Array[]} */
    this.chunks = [];
  }

  /** @param {Uint8Array} data */
  update(data) {
    this.chunks.push(data.slice());
    return null;
  }

  digest() {
    const all = new Uint8Array(this.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of this.chunks) all.set(chunk, at), (at += chunk.length);
    return this.digestOf(all);
  }

  hexdigest() {
    return [...this.digest()].map((x) => x.toString(16).padStart(2, "0")).join("");
  }

  copy() {
    const copy = new $Hash(this.name, this.digestOf, this.digest_size, this.block_size);
    copy.chunks = [...this.chunks];
    return copy;
  }
}

// @helper $hashWith
/** A new hash object with its first bytes. @param {$Hash} hash @param {Uint8Array} data */
function $hashWith(hash, data) {
  hash.update(data);
  return hash;
}

// @helper $hmac
/** HMAC (RFC 2104) of a hash function with its block size. @param {(data: Uint8Array) => Uint8Array} hash @param {number} block @param {Uint8Array} key @param {Uint8Array} message */
function $hmac(hash, block, key, message) {
  const padded = new Uint8Array(block);
  padded.set(key.length > block ? hash(key) : key);
  const inner = new Uint8Array(block + message.length);
  inner.set(padded.map((x) => x ^ 0x36));
  inner.set(message, block);
  const innerHash = hash(inner);
  const outer = new Uint8Array(block + innerHash.length);
  outer.set(padded.map((x) => x ^ 0x5c));
  outer.set(innerHash, block);
  return hash(outer);
}

// @helper $compareDigest
/**
 * hmac.compare_digest(a, b) of two bytes or two ASCII strs: equal, in time that depends on the length
 * only. @param {Uint8Array | string} a @param {Uint8Array | string} b @returns {boolean}
 */
function $compareDigest(a, b) {
  if (typeof a === "string" && typeof b === "string" && /[^\x00-\x7f]/.test(a + b)) {
    throw new TypeError("comparing strings with non-ASCII characters is not supported");
  }
  const [x, y] = [a, b].map((v) => (typeof v === "string" ? Uint8Array.from(v, (c) => c.charCodeAt(0)) : v));
  let diff = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ (y[i % Math.max(y.length, 1)] ?? 0);
  return diff === 0;
}

// ---- bytes: a Uint8Array no lowering mutates; codecs and base64 as CPython 3.11 --------------------

// @helper $UnicodeError
class $UnicodeError extends $ValueError {
  name = "UnicodeError";
}

// @helper $UnicodeDecodeError
class $UnicodeDecodeError extends $UnicodeError {
  name = "UnicodeDecodeError";
  // the fields `$decodeError` sets, declared for tsc
  /** @type {string} */ encoding;
  /** @type {Uint8Array} */ object;
  /** @type {number} */ start;
  /** @type {number} */ end;
  /** @type {string} */ reason;
}

// @helper $UnicodeEncodeError
class $UnicodeEncodeError extends $UnicodeError {
  name = "UnicodeEncodeError";
  // the fields its raiser sets, declared for tsc
  /** @type {string} */ encoding;
  /** @type {string} */ object;
  /** @type {number} */ start;
  /** @type {number} */ end;
  /** @type {string} */ reason;
}

// @helper $BinasciiError
/** binascii.Error, which base64 raises. */
class $BinasciiError extends $ValueError {
  name = "Error";
}

// @helper $ReError
/**
 * re.error, for `except re.error`: nothing here raises one, as in Python nothing the build accepts does
 * (a pattern and a replacement template are literals, checked when the worker is built).
 */
class $ReError extends Error {
  static $py = true;
  name = "error";
}

// @helper $bytes
/**
 * bytes(n) (n zero bytes) or bytes(items) of ints, each in range(0, 256); a Uint8Array is copied.
 * @param {number | boolean | Iterable<number>} x @returns {Uint8Array}
 */
function $bytes(x) {
  if (typeof x === "number" || typeof x === "boolean") { // bytes(True) is one zero byte
    if (Number(x) < 0) throw new $ValueError("negative count");
    return new Uint8Array(Number(x));
  }
  const items = [...x];
  for (const item of items) {
    if (typeof item !== "number" && typeof item !== "boolean") {
      throw new TypeError(`'${typeof item === "string" ? "str" : item === null ? "NoneType" : "object"}' object cannot be interpreted as an integer`);
    }
    if (item < 0 || item > 255) throw new $ValueError("bytes must be in range(0, 256)");
  }
  return Uint8Array.from(items, Number);
}

// @helper $bytesConcat
/** a + b of bytes. @param {Uint8Array} a @param {Uint8Array} b @returns {Uint8Array} */
function $bytesConcat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

// @helper $bytesFind
/** The first index of `sub` in `b` at or after `start`, or -1. @param {Uint8Array} b @param {Uint8Array} sub @param {number} start */
function $bytesFind(b, sub, start = 0) {
  outer: for (let i = start; i + sub.length <= b.length; i++) {
    for (let j = 0; j < sub.length; j++) if (b[i + j] !== sub[j]) continue outer;
    return i;
  }
  return -1;
}

// @helper $bytesContains
/** x in b: a byte (an int in range(0, 256); True is 1) or a run of bytes. @param {Uint8Array} b @param {number | boolean | Uint8Array} x */
function $bytesContains(b, x) {
  if (typeof x !== "number" && typeof x !== "boolean") return $bytesFind(b, x) >= 0;
  const byte = Number(x);
  if (byte < 0 || byte > 255) throw new $ValueError("byte must be in range(0, 256)");
  return b.includes(byte);
}

// @helper $bytesAffix
/** b.startswith(x) / b.endswith(x), x bytes or a tuple of them. @param {Uint8Array} b @param {Uint8Array | Uint8Array[]} x @param {boolean} end */
function $bytesAffix(b, x, end) {
  const test = (/** @type {Uint8Array} */ a) => {
    if (a.length > b.length) return false;
    const at = end ? b.length - a.length : 0;
    return a.every((v, i) => b[at + i] === v);
  };
  return Array.isArray(x) ? x.some(test) : test(x);
}

// @helper $bytesHex
/** b.hex(). @param {Uint8Array} b */
function $bytesHex(b) {
  let out = "";
  for (const c of b) out += c.toString(16).padStart(2, "0");
  return out;
}

// @helper $fromhex
/** bytes.fromhex(s): pairs of hex digits, ASCII whitespace skipped between pairs. @param {string} s */
function $fromhex(s) {
  const chars = [...s];
  // (CPython checks a str that is not all ASCII first: the first other character is the one named)
  const wide = chars.findIndex((c) => c > "\x7f");
  if (wide >= 0) throw new $ValueError(`non-hexadecimal number found in fromhex() arg at position ${wide}`);
  const out = [];
  const space = (/** @type {string | undefined} */ c) => c !== undefined && " \t\n\r\v\f".includes(c);
  const digit = (/** @type {string | undefined} */ c) => (c !== undefined && /^[0-9a-fA-F]$/.test(c) ? parseInt(c, 16) : -1);
  let i = 0;
  while (i < chars.length) {
    if (space(chars[i])) {
      while (space(chars[i])) i++;
      if (i >= chars.length) break;
    }
    const top = digit(chars[i]);
    if (top < 0) throw new $ValueError(`non-hexadecimal number found in fromhex() arg at position ${i}`);
    const bottom = digit(chars[i + 1]);
    if (bottom < 0) throw new $ValueError(`non-hexadecimal number found in fromhex() arg at position ${i + 1}`);
    out.push(top * 16 + bottom);
    i += 2;
  }
  return Uint8Array.from(out);
}

// @helper $ByteArray
/**
 * Python's bytearray. Its own class, neither a Uint8Array (what bytes are, which cannot grow) nor an
 * array (a list of ints), so that ==, printing, `in` and isinstance tell the three apart as Python
 * does. Its bytes are the first `n` of `buf`, which doubles when full, so an append costs O(1).
 * `view()` lends them to a helper of bytes that reads them before the next change; `bytes()` copies.
 */
class $ByteArray {
  static pyName = "bytearray";

  /** Takes `bytes` as its own: pass a copy. @param {Uint8Array} [bytes] */
  constructor(bytes = new Uint8Array(0)) {
    this.buf = bytes;
    this.n = bytes.length;
  }

  /** bytearray(n) (n zero bytes) or bytearray(ints), each checked as CPython checks a byte. @param {number | boolean | Iterable<any>} x */
  static of(x) {
    if (typeof x === "number" || typeof x === "boolean") {
      if (Number(x) < 0) throw new $ValueError("negative count");
      return new $ByteArray(new Uint8Array(Number(x)));
    }
    return new $ByteArray($ByteArray.checked(x));
  }

  /** Ints as new bytes, all checked before any is used (bytes are copied). @param {Iterable<any>} items @returns {Uint8Array} */
  static checked(items) {
    if (items instanceof Uint8Array) return items.slice();
    return Uint8Array.from([...items].map($ByteArray.byte));
  }

  /** A byte to store: an int in range(0, 256), else CPython's error (a JSON item may hold no int). @param {any} x @returns {number} */
  static byte(x) {
    if (typeof x === "number" ? !Number.isInteger(x) : typeof x !== "boolean") {
      throw new TypeError(`'${$dynType(x)}' object cannot be interpreted as an integer`);
    }
    if (x < 0 || x > 255) throw new $ValueError("byte must be in range(0, 256)");
    return Number(x);
  }

  /** A bytearray, of this module's class or of another module's of the worker (isinstance). @param {any} x */
  static is(x) {
    return x?.constructor?.pyName === "bytearray";
  }

  /** len(ba) */
  get length() {
    return this.n;
  }

  /** Its bytes, not copied: for a read that ends before its next change. */
  view() {
    return this.buf.subarray(0, this.n);
  }

  /** bytes(ba): a copy. */
  bytes() {
    return this.buf.slice(0, this.n);
  }

  /** Its bytes from `at` on replaced by `tail` (which may be a view of its own), its length then `at + tail.length`. @param {number} at @param {Uint8Array} tail */
  splice(at, tail) {
    const length = at + tail.length;
    if (length > this.buf.length) {
      const grown = new Uint8Array(Math.max(8, 2 * length));
      grown.set(this.buf.subarray(0, at));
      this.buf = grown;
    }
    this.buf.set(tail, at); // TypedArray.set copies first when both share a buffer
    this.n = length;
  }

  /** Where index i is: negative counts from the end, else IndexError (`what`: CPython's words). @param {number | boolean} i @param {string} [what] */
  place(i, what = "bytearray index out of range") {
    const k = Number(i); // a bool indexes as 0 or 1
    const j = k < 0 ? k + this.n : k;
    if (j < 0 || j >= this.n) throw new $IndexError(what);
    return j;
  }

  /** ba[i] @param {number | boolean} i */
  item(i) {
    return this.buf[this.place(i)];
  }

  /** ba[i] = x: the byte is checked first, as CPython's. @param {number | boolean} i @param {number | boolean} x */
  setItem(i, x) {
    const byte = $ByteArray.byte(x);
    this.buf[this.place(i)] = byte;
  }

  /** del ba[i] @param {number | boolean} i */
  delItem(i) {
    const j = this.place(i);
    this.splice(j, this.buf.slice(j + 1, this.n));
  }

  /** A slice's step: 1 when missing, never 0 (ValueError). @param {number | boolean | null | undefined} step */
  static stepOf(step) {
    const by = step === null || step === undefined ? 1 : Number(step);
    if (by === 0) throw new $ValueError("slice step cannot be zero");
    return by;
  }

  /**
   * The first index, step and length of the slice [start:stop:step] of its bytes, as CPython's
   * slice.indices() computes them (a missing bound or step: null or undefined).
   * @param {number | boolean | null | undefined} start @param {number | boolean | null | undefined} stop
   * @param {number | boolean | null | undefined} step @returns {[number, number, number]}
   */
  sliceOf(start, stop, step) {
    const by = $ByteArray.stepOf(step);
    const n = this.n;
    const [lower, upper] = by < 0 ? [-1, n - 1] : [0, n];
    const bound = (/** @type {number | boolean | null | undefined} */ i, /** @type {number} */ missing) =>
      i === null || i === undefined ? missing : Number(i) < 0 ? Math.max(Number(i) + n, lower) : Math.min(Number(i), upper);
    const first = bound(start, by < 0 ? upper : lower);
    const last = bound(stop, by < 0 ? lower : upper);
    const count = by > 0 ? (last > first ? Math.ceil((last - first) / by) : 0) : first > last ? Math.ceil((first - last) / -by) : 0;
    return [first, by, count];
  }

  /** ba[start:stop:step]: a new bytearray of those bytes, read when it runs. @param {number | boolean | null | undefined} start @param {number | boolean | null | undefined} stop @param {number | boolean | null | undefined} step */
  slice(start, stop, step) {
    const [first, by, count] = this.sliceOf(start, stop, step);
    const out = new Uint8Array(count);
    for (let k = 0; k < count; k++) out[k] = this.buf[first + k * by];
    return new $ByteArray(out);
  }

  /** del ba[start:stop:step] @param {number | boolean | null} start @param {number | boolean | null} stop @param {number | boolean | null} step */
  delSlice(start, stop, step) {
    const [first, by, count] = this.sliceOf(start, stop, step);
    const dropped = new Set(Array.from({ length: count }, (_, k) => first + k * by));
    const kept = this.view().filter((_, i) => !dropped.has(i));
    this.n = 0;
    this.splice(0, kept);
  }

  /**
   * ba[start:stop:step] = items (bytes, a bytearray or ints, all checked before any is stored): as
   * CPython's, an extended slice takes as many bytes as it has, or none (its bytes are then deleted).
   * @param {number | boolean | null} start @param {number | boolean | null} stop @param {number | boolean | null} step
   * @param {Iterable<any>} items
   */
  setSlice(start, stop, step, items) {
    $ByteArray.stepOf(step); // CPython's order: the step, then the bytes, then the slice of its length then
    const values = $ByteArray.is(items) ? /** @type {any} */ (items).bytes() : $ByteArray.checked(items);
    const [first, by, count] = this.sliceOf(start, stop, step);
    if (by === 1) {
      const tail = this.buf.slice(first + count, this.n);
      const joined = new Uint8Array(values.length + tail.length);
      joined.set(values);
      joined.set(tail, values.length);
      this.splice(first, joined);
    } else if (values.length === 0) {
      this.delSlice(start, stop, step);
    } else if (values.length !== count) {
      throw new $ValueError(`attempt to assign bytes of size ${values.length} to extended slice of size ${count}`);
    } else {
      values.forEach((v, k) => (this.buf[first + k * by] = v));
    }
  }

  /** @param {number | boolean} x */
  append(x) {
    this.splice(this.n, Uint8Array.of($ByteArray.byte(x)));
  }

  /** ba.extend(items): bytes or a bytearray (read now), or ints, every one checked before any is added. @param {Iterable<any>} items */
  extend(items) {
    const bytesLike = items instanceof Uint8Array || $ByteArray.is(items);
    this.splice(this.n, bytesLike ? $ByteArray.bytesOf(/** @type {any} */ (items)) : $ByteArray.checked(items));
  }

  /** ba.insert(i, x): where list.insert puts it. @param {number | boolean} i @param {number | boolean} x */
  insert(i, x) {
    const byte = $ByteArray.byte(x);
    const k = Number(i);
    const j = k < 0 ? Math.max(k + this.n, 0) : Math.min(k, this.n);
    const moved = new Uint8Array(this.n - j + 1);
    moved[0] = byte;
    moved.set(this.buf.subarray(j, this.n), 1);
    this.splice(j, moved);
  }

  /** ba.pop(i) @param {number | boolean} [i] */
  pop(i = -1) {
    if (this.n === 0) throw new $IndexError("pop from empty bytearray");
    const j = this.place(i, "pop index out of range");
    const byte = this.buf[j];
    this.splice(j, this.buf.slice(j + 1, this.n));
    return byte;
  }

  /** ba.remove(x): the first byte x, else ValueError. @param {number | boolean} x */
  remove(x) {
    const j = this.view().indexOf($ByteArray.byte(x));
    if (j < 0) throw new $ValueError("value not found in bytearray");
    this.splice(j, this.buf.slice(j + 1, this.n));
  }

  clear() {
    this.n = 0;
  }

  reverse() {
    this.view().reverse();
  }

  copy() {
    return new $ByteArray(this.bytes());
  }

  /** The bytes of bytes or of a bytearray, read now. @param {Uint8Array | $ByteArray} x @returns {Uint8Array} */
  static bytesOf(x) {
    return x instanceof Uint8Array ? x : x.view();
  }

  /** ba + x, x bytes or a bytearray: a new bytearray. @param {Uint8Array | $ByteArray} x */
  concat(x) {
    return this.copy().iadd(x);
  }

  /** ba += x, x bytes or a bytearray: this one changed, which its aliases see. @param {Uint8Array | $ByteArray} x */
  iadd(x) {
    // CPython's += holds x's buffer while it grows: of itself, that cannot be
    if (x === this) throw new $BufferError("Existing exports of data: object cannot be re-sized");
    this.splice(this.n, $ByteArray.bytesOf(x));
    return this;
  }

  /** ba * n: a new bytearray. @param {number | boolean} n */
  times(n) {
    return this.copy().imul(n);
  }

  /** ba *= n: its bytes n times over (none for n <= 0), in place. @param {number | boolean} n */
  imul(n) {
    const once = this.bytes();
    this.n = 0;
    for (let k = 0; k < Number(n); k++) this.splice(this.n, once);
    return this;
  }

  /** x in ba: a byte (an int in range(0, 256), else ValueError) or a run of bytes. @param {number | boolean | Uint8Array | $ByteArray} x */
  includes(x) {
    return $bytesContains(this.view(), typeof x === "number" || typeof x === "boolean" ? x : $ByteArray.bytesOf(x));
  }

  /** == of a bytearray and bytes or another bytearray: byte by byte. @param {any} other */
  __eq__(other) {
    const bytes = $ByteArray.is(other) ? other.view() : other;
    if (!(bytes instanceof Uint8Array)) return $NotImplemented;
    return this.n === bytes.length && this.view().every((x, i) => x === bytes[i]);
  }

  /** bytearray(b'...'): bytes' repr, but CPython's escapes ' between double quotes too. */
  __repr__() {
    const shown = $bytesRepr(this.view());
    return `bytearray(${shown[1] === '"' ? shown.replaceAll("'", "\\'") : shown})`;
  }

  __str__() {
    return this.__repr__();
  }

  /** Its bytes, each read at its step: bytes appended meanwhile are reached, as CPython's iterator reaches them. @returns {Generator<number>} */
  *[Symbol.iterator]() {
    for (let i = 0; i < this.n; i++) yield this.buf[i];
  }

  /** reversed(ba): from its last byte down, each read at its step; it ends once the index is past its end, as CPython's. @returns {Generator<number>} */
  *reversed() {
    for (let i = this.n - 1; i >= 0 && i < this.n; i--) yield this.buf[i];
  }
}

// @helper $codecChar
/** A code point as CPython's codec errors print it: '\xe9', '\u20ac', '\U0001f600'. @param {number} c */
function $codecChar(c) {
  const [prefix, width] = c < 0x100 ? ["\\x", 2] : c < 0x10000 ? ["\\u", 4] : ["\\U", 8];
  return prefix + c.toString(16).padStart(width, "0");
}

// @helper $encode
/**
 * s.encode(codec) for "utf-8", "ascii" and "latin-1": UnicodeEncodeError, as CPython words it, for the
 * first run of code points the codec cannot encode (lone surrogates, for UTF-8); `errors` "ignore"
 * or "replace" as CPython's handlers.
 * @param {string} s @param {string} codec @param {string} [errors] @returns {Uint8Array}
 */
function $encode(s, codec, errors = "strict") {
  let points = [...s].map((c) => /** @type {number} */ (c.codePointAt(0)));
  const limit = codec === "ascii" ? 0x80 : 0x100;
  const bad = (/** @type {number} */ c) => (codec === "utf-8" ? c >= 0xd800 && c <= 0xdfff : c >= limit);
  if (errors !== "strict") {
    // "ignore": each character the codec cannot encode left out; "replace": a "?" for it
    points = points.flatMap((c) => (!bad(c) ? [c] : errors === "replace" ? [0x3f] : []));
    if (codec !== "utf-8") return Uint8Array.from(points);
    return new TextEncoder().encode(points.map((c) => String.fromCodePoint(c)).join(""));
  }
  const start = points.findIndex(bad);
  if (start < 0) return codec === "utf-8" ? new TextEncoder().encode(s) : Uint8Array.from(points);
  let end = start + 1;
  while (end < points.length && bad(points[end])) end++;
  const what = end - start === 1 ? `character '${$codecChar(points[start])}' in position ${start}` : `characters in position ${start}-${end - 1}`;
  const reason = codec === "utf-8" ? "surrogates not allowed" : `ordinal not in range(${limit})`;
  const error = /** @type {any} */ (new $UnicodeEncodeError(`'${codec}' codec can't encode ${what}: ${reason}`));
  // CPython's fields, and its five arguments for repr(e)
  Object.assign(error, { encoding: codec, object: s, start, end, reason });
  error.$reprs = [$strRepr(codec), $strRepr(s), String(start), String(end), $strRepr(reason)];
  error.$args = [codec, s, start, end, reason];
  throw error;
}

// @helper $decodeError
/**
 * CPython's UnicodeDecodeError of `codec` for b[start:end], with its fields and its five arguments
 * (for e.args and repr(e)). @param {Uint8Array} b @param {string} codec @param {number} start
 * @param {number} end @param {string} reason
 */
function $decodeError(b, codec, start, end, reason) {
  const where = end - start === 1 ? `byte 0x${b[start].toString(16).padStart(2, "0")} in position ${start}` : `bytes in position ${start}-${end - 1}`;
  const error = /** @type {any} */ (new $UnicodeDecodeError(`'${codec}' codec can't decode ${where}: ${reason}`));
  Object.assign(error, { encoding: codec, object: b, start, end, reason });
  error.$reprs = [$strRepr(codec), $bytesRepr(b), String(start), String(end), $strRepr(reason)];
  error.$args = [codec, b, start, end, reason];
  return error;
}

// @helper $decodeReplace
/**
 * b.decode(codec, "replace"): each byte sequence the codec rejects as U+FFFD, as CPython's handler
 * does (UTF-8's by the WHATWG decoder, which replaces the same maximal subparts; a BOM is kept).
 * @param {Uint8Array} b @param {string} codec @returns {string}
 */
function $decodeReplace(b, codec) {
  if (codec === "utf-8") return new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(b);
  return Array.from(b, (c) => (codec === "ascii" && c >= 0x80 ? "\ufffd" : String.fromCharCode(c))).join("");
}

// @helper $decode
/**
 * b.decode(codec) for "utf-8", "ascii" and "latin-1": UnicodeDecodeError, as CPython words it, at the
 * first byte sequence the codec rejects (a leading BOM is kept, as Python's utf-8 codec keeps it).
 * `surrogatepass` keeps a UTF-8-encoded surrogate (ED A0..BF 80..BF) as its code point, as Python's
 * error handler of that name does.
 * @param {Uint8Array} b @param {string} codec @param {boolean} [surrogatepass] @returns {string}
 */
function $decode(b, codec, surrogatepass = false) {
  if (codec === "utf-8") {
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(b);
    } catch {
      // the sequence the strict decoder rejects first (surrogatepass then looks at it), else the text
      let out = "";
      let loneHigh = false; // the last code point was a surrogate kept alone, a high one
      for (let i = 0; i < b.length; ) {
        const c = b[i];
        if (surrogatepass && c === 0xed && b[i + 1] >= 0xa0 && b[i + 1] <= 0xbf && b[i + 2] >= 0x80 && b[i + 2] <= 0xbf) {
          const unit = 0xd000 + ((b[i + 1] & 0x3f) << 6) + (b[i + 2] & 0x3f);
          if (loneHigh && unit >= 0xdc00) throw new $Stop($surrogatePairStop);
          loneHigh = unit < 0xdc00;
          out += String.fromCharCode(unit);
          i += 3;
          continue;
        }
        const [length, low, high] = $utf8Lead(c);
        if (length === 0) throw $decodeError(b, codec, i, i + 1, "invalid start byte");
        for (let k = 1; k < length; k++) {
          if (i + k >= b.length) throw $decodeError(b, codec, i, b.length, "unexpected end of data");
          const [lo, hi] = k === 1 ? [low, high] : [0x80, 0xbf];
          // (the bytes that were right so far are the ones named)
          if (b[i + k] < lo || b[i + k] > hi) throw $decodeError(b, codec, i, i + k, "invalid continuation byte");
        }
        out += new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(b.subarray(i, i + length));
        loneHigh = false;
        i += length;
      }
      return out;
    }
  }
  if (codec === "ascii") {
    const at = b.findIndex((c) => c >= 0x80);
    if (at >= 0) throw $decodeError(b, codec, at, at + 1, "ordinal not in range(128)");
  }
  let out = "";
  for (let i = 0; i < b.length; i += 8192) out += String.fromCharCode(...b.subarray(i, i + 8192));
  return out;
}

// @helper $utf8Lead
/**
 * What a UTF-8 lead byte starts: the sequence's length (0: no lead byte) and the range its second byte
 * must fall in (the Unicode standard's table 3-7, which CPython's decoder follows).
 * @param {number} c @returns {[number, number, number]}
 */
function $utf8Lead(c) {
  return c < 0x80 ? [1, 0, 0] : c < 0xc2 ? [0, 0, 0] : c < 0xe0 ? [2, 0x80, 0xbf] : c === 0xe0 ? [3, 0xa0, 0xbf]
    : c === 0xed ? [3, 0x80, 0x9f] : c < 0xf0 ? [3, 0x80, 0xbf] : c === 0xf0 ? [4, 0x90, 0xbf]
    : c < 0xf4 ? [4, 0x80, 0xbf] : c === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
}

// @helper $decodeIgnore
/**
 * b.decode(codec, "ignore"): each byte sequence the codec rejects left out, as CPython's handler
 * does: for UTF-8, the maximal subpart that "replace" makes one U+FFFD (a U+FFFD the bytes encode
 * stays). @param {Uint8Array} b @param {string} codec @returns {string}
 */
function $decodeIgnore(b, codec) {
  if (codec !== "utf-8") return Array.from(b, (c) => (codec === "ascii" && c >= 0x80 ? "" : String.fromCharCode(c))).join("");
  let out = "";
  for (let i = 0; i < b.length; ) {
    const [length, low, high] = $utf8Lead(b[i]);
    let k = 1; // how many bytes of the sequence are right so far
    while (k < length && i + k < b.length && b[i + k] >= (k === 1 ? low : 0x80) && b[i + k] <= (k === 1 ? high : 0xbf)) k++;
    if (length === 0 || k < length) {
      i += Math.max(k, 1); // (the maximal subpart, left out)
      continue;
    }
    out += new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(b.subarray(i, i + length));
    i += length;
  }
  return out;
}

// @helper $surrogatePairStop
/** Why two surrogates decoded next to each other stop the worker. */
const $surrogatePairStop =
  "bytes decoding to a high and a low surrogate, each alone: Python keeps them two code points, which a JavaScript string would read as one";

// @helper $decodeWide
/**
 * b[start:] decoded as UTF-16 or UTF-32 ("-le"/"-be") with Python's surrogatepass: a surrogate pair of
 * UTF-16 is one code point, any other surrogate is kept alone. UnicodeDecodeError as CPython words
 * it (positions count from the start of b, a BOM included).
 * @param {Uint8Array} b @param {string} codec @param {number} start @returns {string}
 */
function $decodeWide(b, codec, start) {
  const size = codec.startsWith("utf-32") ? 4 : 2;
  const little = codec.endsWith("le");
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const whole = b.length - ((b.length - start) % size);
  let out = "";
  let loneHigh = false; // the last code point was a surrogate kept alone, a high one (UTF-32 only)
  for (let i = start; i < whole; i += size) {
    if (size === 2) {
      out += String.fromCharCode(view.getUint16(i, little)); // a pair of them is the JS string's pair too
      continue;
    }
    const point = view.getUint32(i, little);
    if (point > 0x10ffff) throw $decodeError(b, codec, i, i + 4, "code point not in range(0x110000)");
    if (loneHigh && point >= 0xdc00 && point <= 0xdfff) throw new $Stop($surrogatePairStop);
    loneHigh = point >= 0xd800 && point <= 0xdbff;
    out += String.fromCodePoint(point);
  }
  if (whole < b.length) throw $decodeError(b, codec, whole, b.length, "truncated data");
  return out;
}

// @helper $jsonText
/**
 * The str `json.loads(b)` parses of bytes, as CPython reads them: `json.detect_encoding` picks UTF-8
 * (a leading BOM dropped), UTF-16 or UTF-32 from the first bytes, decoded with surrogatepass (a lone
 * surrogate is kept). Two surrogates that decode next to each other, each alone, stop the worker.
 * @param {Uint8Array} b @returns {string}
 */
function $jsonText(b) {
  const at = (/** @type {number} */ i) => b[i] ?? -1;
  if (at(0) === 0 && at(1) === 0 && at(2) === 0xfe && at(3) === 0xff) return $decodeWide(b, "utf-32-be", 4);
  if (at(0) === 0xff && at(1) === 0xfe && at(2) === 0 && at(3) === 0) return $decodeWide(b, "utf-32-le", 4);
  if (at(0) === 0xfe && at(1) === 0xff) return $decodeWide(b, "utf-16-be", 2);
  if (at(0) === 0xff && at(1) === 0xfe) return $decodeWide(b, "utf-16-le", 2);
  if (at(0) === 0xef && at(1) === 0xbb && at(2) === 0xbf) return $decode(b.subarray(3), "utf-8", true);
  if (b.length >= 4 && at(0) === 0) return $decodeWide(b, at(1) ? "utf-16-be" : "utf-32-be", 0);
  if (b.length >= 4 && at(1) === 0) return $decodeWide(b, at(2) || at(3) ? "utf-16-le" : "utf-32-le", 0);
  if (b.length === 2 && at(0) === 0) return $decodeWide(b, "utf-16-be", 0);
  if (b.length === 2 && at(1) === 0) return $decodeWide(b, "utf-16-le", 0);
  return $decode(b, "utf-8", true);
}

// @helper $b64encode
/** base64.b64encode(b) (`urlsafe`: with - and _ for + and /), as bytes. @param {Uint8Array} b @param {boolean} urlsafe */
function $b64encode(b, urlsafe = false) {
  let text = "";
  for (let i = 0; i < b.length; i += 8192) text += String.fromCharCode(...b.subarray(i, i + 8192));
  const encoded = btoa(text);
  return Uint8Array.from(urlsafe ? encoded.replace(/\+/g, "-").replace(/\//g, "_") : encoded, (c) => c.charCodeAt(0));
}

// @helper $b64decode
/**
 * base64.b64decode(s, validate=strict) of a str or bytes, as CPython 3.11's binascii.a2b_base64 reads
 * it: other characters are skipped (refused when strict), decoding stops at complete padding, and
 * binascii.Error words each malformed input as CPython does (`urlsafe`: - and _ also read as + and /).
 * @param {string | Uint8Array} s @param {boolean} strict @param {boolean} urlsafe @returns {Uint8Array}
 */
function $b64decode(s, strict = false, urlsafe = false) {
  let data = s;
  if (typeof data === "string") {
    if (/[^\x00-\x7f]/.test(data)) throw new $ValueError("string argument should contain only ASCII characters");
    data = Uint8Array.from(data, (c) => c.charCodeAt(0));
  }
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const urlsafeChar = (/** @type {number} */ c) => (c === 45 ? 43 : c === 95 ? 47 : c); // - and _ read as + and /
  const fail = (/** @type {string} */ message) => new $BinasciiError(message);
  if (strict && data.length > 0 && data[0] === 61) throw fail("Leading padding not allowed");
  const out = [];
  let quad = 0;
  let left = 0;
  let pads = 0;
  let padding = false;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 61) {
      padding = true; // (padding after a whole quad is skipped: CPython 3.11 has no "Excess padding" error)
      if (quad >= 2 && quad + ++pads >= 4) {
        if (strict && i + 1 < data.length) throw fail("Excess data after padding");
        return Uint8Array.from(out);
      }
      continue;
    }
    const value = alphabet.indexOf(String.fromCharCode(urlsafe ? urlsafeChar(data[i]) : data[i]));
    if (value < 0) {
      if (strict) throw fail("Only base64 data is allowed");
      continue;
    }
    if (strict && padding) throw fail("Discontinuous padding not allowed");
    pads = 0;
    if (quad === 0) left = value;
    else if (quad === 1) out.push(((left << 2) | (value >> 4)) & 0xff), (left = value & 0x0f);
    else if (quad === 2) out.push(((left << 4) | (value >> 2)) & 0xff), (left = value & 0x03);
    else out.push(((left << 6) | value) & 0xff), (left = 0);
    quad = (quad + 1) % 4;
  }
  if (quad === 1) {
    const count = (out.length / 3) * 4 + 1;
    throw fail(`Invalid base64-encoded string: number of data characters (${count}) cannot be 1 more than a multiple of 4`);
  }
  if (quad !== 0) throw fail("Incorrect padding");
  return Uint8Array.from(out);
}

// ---- re: Python's patterns, translated to JavaScript at build time (lower/library/regex_syntax.py) --

// @helper $Match
/** A Python re.Match: its groups are the translation's named groups g1, g2... */
class $Match {
  /** @param {$Pattern} re @param {string} string @param {RegExpExecArray} found */
  constructor(re, string, found) {
    this.re = re;
    this.string = string;
    this.found = found;
  }

  /** A group's number, from its number or its name. @param {number | string} g */
  $number(g) {
    const i = typeof g === "string" ? this.re.groupindex[g] : g;
    if (i === undefined || !Number.isInteger(i) || i < 0 || i > this.re.groups) throw new $IndexError("no such group");
    return i;
  }

  /** A group's span in UTF-16 units (what JS slices by). @param {number | string} [g] @returns {[number, number]} */
  $units(g = 0) {
    const i = this.$number(g);
    const indices = /** @type {RegExpIndicesArray} */ (this.found.indices);
    const found = i === 0 ? indices[0] : indices.groups?.["g" + i];
    return found ? [found[0], found[1]] : [-1, -1];
  }

  /** A group's span in code points, as Python counts. @param {number | string} [g] @returns {[number, number]} */
  span(g = 0) {
    const [start, end] = this.$units(g);
    if (start < 0) return [start, end];
    const before = $strLen(this.string.slice(0, start));
    return [before, before + $strLen(this.string.slice(start, end))];
  }

  /** @param {number | string} [g] */
  start(g = 0) {
    return this.span(g)[0];
  }

  /** @param {number | string} [g] */
  end(g = 0) {
    return this.span(g)[1];
  }

  /** @param {number | string} [g] @returns {string | null} */
  group(g = 0) {
    const i = this.$number(g);
    return i === 0 ? this.found[0] : this.found.groups?.["g" + i] ?? null;
  }

  /** m[g] @param {number | string} g */
  __getitem__(g) {
    return this.group(g);
  }

  /** m.group(a, b, ...): each group in turn. @param {...(number | string)} gs */
  $groupsOf(...gs) {
    return gs.map((g) => this.group(g));
  }

  /** @template D @param {D} fallback @returns {(string | D)[]} */
  groups(fallback = /** @type {any} */ (null)) {
    const out = [];
    for (let i = 1; i <= this.re.groups; i++) out.push(this.group(i) ?? fallback);
    return out;
  }

  /** @template D @param {D} fallback @returns {Record<string, string | D>} */
  groupdict(fallback = /** @type {any} */ (null)) {
    /** @type {Record<string, string | D>} */
    const out = {};
    for (const [name, i] of Object.entries(this.re.groupindex)) out[name] = this.group(i) ?? fallback;
    return out;
  }
}

// @helper $Pattern
/** A compiled Python pattern (re.Pattern); `source` is its JavaScript translation, for the `v` flag. */
class $Pattern {
  /**
   * @param {string} pattern @param {number} flags @param {string} source @param {number} groups
   * @param {Record<string, number>} groupindex
   */
  constructor(pattern, flags, source, groups, groupindex) {
    this.pattern = pattern;
    this.flags = flags;
    this.source = source;
    this.groups = groups;
    this.groupindex = groupindex;
    // V8 tries the middle of a surrogate pair as a start, where a pattern of assertions may match:
    // the guard's lookahead reads no character there, nor fails to find the end.
    this.scan = new RegExp("(?=[\\s\\S]|$)(?:" + source + ")", "dgv");
    this.sticky = new RegExp(source, "dvy");
    this.whole = new RegExp("(?:" + source + ")$", "dvy");
    /** @type {RegExp | null} a match that does not end where it starts (see $search) */
    this.advance = null;
  }

  /** @param {RegExp} re @param {string} s @param {number} at */
  $exec(re, s, at) {
    re.lastIndex = at;
    const found = re.exec(s);
    return found && new $Match(this, s, found);
  }

  /**
   * The first match at `at` or after, as CPython's search finds it; after an empty match, the next
   * may start at the same place only if it is not empty (Python 3.7's rule for findall, sub, split).
   * @param {string} s @param {number} at @param {boolean} nonEmpty
   */
  $search(s, at, nonEmpty) {
    if (!nonEmpty) return this.$exec(this.scan, s, at);
    this.advance ??= new RegExp("(?<=^(?<start>[\\s\\S]*))(?:" + this.source + ")(?<!^\\k<start>)", "dvy");
    const found = this.$exec(this.advance, s, at);
    if (found || at >= s.length) return found;
    return this.$exec(this.scan, s, at + (/** @type {number} */ (s.codePointAt(at)) > 0xffff ? 2 : 1));
  }

  /** Every match, as CPython's finditer walks them. @param {string} s @param {number} [count] */
  $all(s, count = 0) {
    const out = [];
    let at = 0;
    let nonEmpty = false;
    while (at <= s.length && (count <= 0 || out.length < count)) {
      const found = this.$search(s, at, nonEmpty);
      if (!found) break;
      out.push(found);
      const [begin, end] = found.$units();
      nonEmpty = begin === end;
      at = end;
    }
    return out;
  }

  /** @param {string} s */
  search(s) {
    return this.$exec(this.scan, s, 0);
  }

  /** @param {string} s */
  match(s) {
    return this.$exec(this.sticky, s, 0);
  }

  /** @param {string} s */
  fullmatch(s) {
    return this.$exec(this.whole, s, 0);
  }

  /** @param {string} s @returns {any[]} */
  findall(s) {
    return this.$all(s).map((m) => (this.groups === 0 ? m.group() : this.groups === 1 ? m.group(1) ?? "" : m.groups("")));
  }

  /** @param {string} s */
  finditer(s) {
    return this.$all(s)[Symbol.iterator]();
  }

  /** @param {string} s @param {number} [maxsplit] */
  split(s, maxsplit = 0) {
    /** @type {(string | null)[]} */
    const out = [];
    if (maxsplit < 0) return [s];
    let last = 0;
    for (const found of this.$all(s, maxsplit)) {
      const [start, end] = found.$units();
      out.push(s.slice(last, start), ...found.groups());
      last = end;
    }
    out.push(s.slice(last));
    return out;
  }

  /**
   * @param {(string | number)[] | ((m: $Match) => string)} repl a template's pieces (a number is a
   * group) or a function @param {string} s @param {number} [count] @returns {[string, number]}
   */
  subn(repl, s, count = 0) {
    if (count < 0) return [s, 0];
    let out = "";
    let last = 0;
    const found = this.$all(s, count);
    for (const m of found) {
      const [start, end] = m.$units();
      out += s.slice(last, start);
      out += typeof repl === "function" ? repl(m) : repl.map((p) => (typeof p === "number" ? m.group(p) ?? "" : p)).join("");
      last = end;
    }
    return [out + s.slice(last), found.length];
  }

  /** @param {(string | number)[] | ((m: $Match) => string)} repl @param {string} s @param {number} [count] */
  sub(repl, s, count = 0) {
    return this.subn(repl, s, count)[0];
  }
}

// @helper $reCache
/** @type {Map<string, $Pattern>} */
const $reCache = new Map();

// @helper $re
/**
 * The pattern of a literal: compiled once per isolate, as Python's re caches its patterns.
 * @param {string} pattern @param {number} flags @param {string} source @param {number} groups
 * @param {Record<string, number>} [groupindex]
 */
function $re(pattern, flags, source, groups, groupindex = {}) {
  const cache = $reCache;
  const key = flags + ":" + pattern;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = new $Pattern(pattern, flags, source, groups, groupindex)));
  return found;
}

// @helper $reEscape
/** re.escape(s): a backslash before each character CPython 3.11 escapes (`_special_chars_map`). @param {string} s */
function $reEscape(s) {
  return s.replace(/[()[\]{}?*+\-|^$\\.&~# \t\n\r\v\f]/g, "\\$&");
}

// ---- uuid -------------------------------------------------------------------------------------------

// @helper $Logger
/**
 * Python's logging.Logger, as CPython 3.11's behaves in a worker: one logger per dotted name, under
 * the root (level WARNING); a logger without a level takes its nearest ancestor's. A record goes to
 * basicConfig()'s handler (on the root, formatted by its format) unless a logger on the way up does
 * not propagate; with no handler on the way, the last resort writes the message alone, for WARNING and
 * above. Python's stderr is the console's error stream. A message may be a function of the record's
 * arguments (Python's `msg % args`), called only when a handler writes the record.
 */
class $Logger {
  /** @type {Map<string, $Logger>} */
  static loggers = new Map();
  static root = new $Logger("root", 30);
  /** @type {string | null} the format of basicConfig()'s handler; null: the root has no handler */
  static format = null;

  /** @param {string} name @param {number} level */
  constructor(name, level = 0) {
    this.name = name;
    this.level = level;
    this.propagate = true;
  }

  /** getLogger(name) @param {string | null} [name] */
  static get(name) {
    if (!name || name === "root") return $Logger.root;
    let found = $Logger.loggers.get(name);
    if (found === undefined) $Logger.loggers.set(name, (found = new $Logger(name)));
    return found;
  }

  /** logging.info(...) and its kin: the root, given basicConfig()'s handler first if it has none. */
  static module() {
    if ($Logger.format === null) $Logger.basicConfig(null, null, false);
    return $Logger.root;
  }

  /** basicConfig(format=, level=, force=): nothing when the root has a handler already (unless force). @param {string | null} format @param {number | string | null} level @param {boolean} force */
  static basicConfig(format, level, force) {
    if (force) $Logger.format = null;
    if ($Logger.format !== null) return;
    $Logger.format = format ?? "%(levelname)s:%(name)s:%(message)s";
    if (level !== null) $Logger.root.setLevel(level);
  }

  /** The nearest existing logger above (`a` for `a.b.c` when there is no `a.b`), else the root. */
  parent() {
    if (this === $Logger.root) return null;
    for (let name = this.name, dot = name.lastIndexOf("."); dot > 0; dot = name.lastIndexOf(".")) {
      name = name.slice(0, dot);
      const found = $Logger.loggers.get(name);
      if (found !== undefined) return found;
    }
    return $Logger.root;
  }

  /** @param {number | string} level */
  setLevel(level) {
    if (typeof level === "string") {
      const known = $Logger.levels[level];
      if (known === undefined) throw new $ValueError(`Unknown level: ${$strRepr(level)}`);
      level = known;
    }
    this.level = level;
  }

  getEffectiveLevel() {
    for (let logger = /** @type {$Logger | null} */ (this); logger !== null; logger = logger.parent()) {
      if (logger.level) return logger.level;
    }
    return 0;
  }

  /** @param {number} level */
  isEnabledFor(level) {
    return level >= this.getEffectiveLevel();
  }

  /** @param {number} level @param {string | ((...args: any[]) => string)} message @param {...any} args */
  log(level, message, ...args) {
    if (!this.isEnabledFor(level)) return;
    let logger = /** @type {$Logger | null} */ (this);
    while (logger !== null && logger !== $Logger.root && logger.propagate) logger = logger.parent();
    const handled = logger === $Logger.root && $Logger.format !== null;
    if (!handled && level < 30) return; // the last resort writes WARNING and above
    let text;
    try {
      text = typeof message === "function" ? message(...args) : message;
    } catch (e) {
      if (e instanceof $Stop) throw e; // (no Python error happened there: the worker stops)
      // Python's handler reports a message it cannot format and goes on (its traceback is not shown)
      console.error(`--- Logging error ---\n${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      return;
    }
    if (!handled) return console.error(text);
    const name = $Logger.names[level] ?? `Level ${level}`;
    /** @type {Record<string, string | number>} */
    const record = { name: this.name, levelname: name, levelno: level, message: text };
    console.error(
      /** @type {string} */ ($Logger.format).replace(/%(?:\((\w+)\)(-?)(\d*)[sd]|%)/g, (_, key, left, width) => {
        if (key === undefined) return "%";
        const value = String(record[key]);
        const fill = width.startsWith("0") && typeof record[key] === "number" ? "0" : " "; // `%(levelno)03d`
        return left ? value.padEnd(Number(width || 0)) : value.padStart(Number(width || 0), fill);
      }),
    );
  }

  /** @param {string | ((...args: any[]) => string)} message @param {...any} args */
  debug(message, ...args) {
    this.log(10, message, ...args);
  }

  /** @param {string | ((...args: any[]) => string)} message @param {...any} args */
  info(message, ...args) {
    this.log(20, message, ...args);
  }

  /** @param {string | ((...args: any[]) => string)} message @param {...any} args */
  warning(message, ...args) {
    this.log(30, message, ...args);
  }

  /** @param {string | ((...args: any[]) => string)} message @param {...any} args */
  error(message, ...args) {
    this.log(40, message, ...args);
  }

  /** @param {string | ((...args: any[]) => string)} message @param {...any} args */
  critical(message, ...args) {
    this.log(50, message, ...args);
  }

  /** @type {Record<string, number>} */
  static levels = { CRITICAL: 50, FATAL: 50, ERROR: 40, WARN: 30, WARNING: 30, INFO: 20, DEBUG: 10, NOTSET: 0 };
  /** @type {Record<number, string>} */
  static names = { 50: "CRITICAL", 40: "ERROR", 30: "WARNING", 20: "INFO", 10: "DEBUG", 0: "NOTSET" };
}

// @helper $UUID
/** A Python uuid.UUID: its 32 hex digits, lowercase. */
class $UUID {
  /** @param {string} hex */
  constructor(hex) {
    this.hex = hex;
  }

  /**
   * uuid.UUID(s) as CPython parses it: "urn:", "uuid:", braces and hyphens dropped, then 32
   * characters int(..., 16) reads (a sign, "0x", "_" between digits, spaces around).
   * @param {string} s
   */
  static parse(s) {
    const text = s.replaceAll("urn:", "").replaceAll("uuid:", "").replace(/^[{}]+|[{}]+$/g, "").replaceAll("-", "");
    const space = "[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*";
    const digits = new RegExp("^" + space + "([+-]?)(?:0[xX])?(_?[0-9a-fA-F](?:_?[0-9a-fA-F])*)" + space + "$", "u").exec(text);
    if ([...text].length !== 32) throw new $ValueError("badly formed hexadecimal UUID string");
    if (!digits) throw new $ValueError("invalid literal for int() with base 16: " + $strRepr(text));
    const hex = digits[2].replaceAll("_", "").toLowerCase().replace(/^0+(?=.)/, "");
    if (digits[1] === "-" && /[^0]/.test(hex)) throw new $ValueError("int is out of range (need a 128-bit value)");
    return new $UUID(hex.padStart(32, "0"));
  }

  get urn() {
    return "urn:uuid:" + this.__str__();
  }

  __str__() {
    const h = this.hex;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $UUID && other.hex === this.hex;
  }
}

// @helper $uuid4
/** uuid.uuid4(): the runtime's random UUID (version 4, RFC 4122 variant, as Python's). */
function $uuid4() {
  return new $UUID(crypto.randomUUID().replaceAll("-", ""));
}

// ---- datetime ---------------------------------------------------------------------------------------

// @helper $intDivide
/** Python's int / int of two BigInts: the float nearest the exact quotient. @param {bigint} n @param {bigint} d */
function $intDivide(n, d) {
  if (d === 0n) throw new $ZeroDivisionError("division by zero");
  if (d < 0n) [n, d] = [-n, -d];
  const negative = n < 0n;
  if (negative) n = -n;
  // a quotient of 55 or 56 bits, its last bit set when inexact: Number() then rounds it as Python
  const shift = 55 - (n.toString(2).length - d.toString(2).length);
  const [a, b] = shift >= 0 ? [n << BigInt(shift), d] : [n, d << BigInt(-shift)];
  const x = Number(a % b === 0n ? a / b : (a / b) | 1n) * 2 ** -shift;
  return negative ? -x : x;
}

// @helper $divideNear
/** m / n of BigInts rounded half to even (CPython's divide_nearest). @param {bigint} m @param {bigint} n */
function $divideNear(m, n) {
  if (n === 0n) throw new $ZeroDivisionError("integer division or modulo by zero");
  let q = m / n, r = m % n;
  if (r !== 0n && r < 0n !== n < 0n) [q, r] = [q - 1n, r + n];
  const twice = 2n * r < 0n ? -2n * r : 2n * r, size = n < 0n ? -n : n;
  return twice > size || (twice === size && (q & 1n) === 1n) ? q + 1n : q;
}

// @helper $floorDivide
/** Python's // of BigInts. @param {bigint} m @param {bigint} n */
function $floorDivide(m, n) {
  if (n === 0n) throw new $ZeroDivisionError("integer division or modulo by zero");
  const q = m / n;
  return m % n !== 0n && m < 0n !== n < 0n ? q - 1n : q;
}

// @helper $timedelta
/** A Python datetime.timedelta, normalized as CPython's: days, seconds in [0, 86400), microseconds in [0, 10**6). */
class $timedelta {
  static pyName = "datetime.timedelta";
  static max = new $timedelta(999999999, 86399, 999999);
  static min = new $timedelta(-999999999, 0, 0);
  static resolution = new $timedelta(0, 0, 1);
  static day = new $timedelta(1, 0, 0); // date.resolution

  /** @param {number} days @param {number} seconds @param {number} microseconds */
  constructor(days, seconds, microseconds) {
    this.days = days;
    this.seconds = seconds;
    this.microseconds = microseconds;
  }

  /** The timedelta of a count of microseconds (OverflowError past CPython's bounds). @param {bigint} us */
  static of(us) {
    let days = us / 86400000000n, rest = us % 86400000000n;
    if (rest < 0n) [days, rest] = [days - 1n, rest + 86400000000n];
    if (days > 2147483647n || days < -2147483648n) throw new $OverflowError("Python int too large to convert to C int");
    if (days > 999999999n || days < -999999999n) {
      throw new $OverflowError(`days=${days}; must have magnitude <= 999999999`);
    }
    return new $timedelta(Number(days), Number(rest / 1000000n), Number(rest % 1000000n));
  }

  /**
   * timedelta(days, seconds, microseconds, milliseconds, minutes, hours, weeks) as CPython's delta_new
   * adds them up: whole parts exactly, the fractions of floats summed and rounded half to even at the end.
   * @param {number[]} parts
   */
  static make(...parts) {
    const [days = 0, seconds = 0, microseconds = 0, milliseconds = 0, minutes = 0, hours = 0, weeks = 0] = parts;
    const factors = [[microseconds, 1], [milliseconds, 1e3], [seconds, 1e6], [minutes, 6e7], [hours, 36e8], [days, 864e8], [weeks, 6048e8]];
    let us = 0n, leftover = 0;
    for (const [value, factor] of factors) {
      const x = Number(value);
      if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
      if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
      const whole = Math.trunc(x), part = (x - whole) * factor, more = Math.trunc(part);
      us += BigInt(whole) * BigInt(factor) + BigInt(more);
      leftover += part - more;
    }
    if (leftover !== 0) {
      const round = (/** @type {number} */ v) => Math.sign(v) * Math.round(Math.abs(v)); // C's round()
      let whole = round(leftover);
      if (Math.abs(whole - leftover) === 0.5) {
        const odd = Number(us & 1n);
        whole = 2 * round((leftover + odd) * 0.5) - odd;
      }
      us += BigInt(whole);
    }
    return $timedelta.of(us);
  }

  /** The whole timedelta in microseconds. */
  _us() {
    return BigInt(this.days) * 86400000000n + BigInt(this.seconds * 1e6 + this.microseconds);
  }

  total_seconds() {
    return $intDivide(this._us(), 1000000n);
  }

  /** @param {any} other @param {string} op */
  _check(other, op) {
    if (other instanceof $timedelta) return other._us();
    throw new TypeError(`unsupported operand type(s) for ${op}: 'datetime.timedelta' and '${$dtTypeName(other)}'`);
  }

  /** @param {any} other @returns {any} */
  __add__(other) {
    if (typeof other?.toordinal === "function") return other.__add__(this); // a date or datetime
    return $timedelta.of(this._us() + this._check(other, "+"));
  }

  /** @param {any} other */
  __sub__(other) {
    return $timedelta.of(this._us() - this._check(other, "-"));
  }

  /** td * n: an int exactly; a float as CPython does (its exact ratio, rounded half to even). @param {number} n */
  __mul__(n) {
    const [num, den] = $floatRatio(n);
    return $timedelta.of($divideNear(this._us() * num, den));
  }

  /** @param {number} n @param {$timedelta} td */
  static __rmul__(n, td) {
    return td.__mul__(n);
  }

  /** @param {any} other @returns {any} */
  __floordiv__(other) {
    if (other instanceof $timedelta) return $exactInt($floorDivide(this._us(), other._us())); // past 2**53 the worker stops
    return $timedelta.of($floorDivide(this._us(), BigInt(other)));
  }

  /** @param {any} other @returns {any} */
  __truediv__(other) {
    if (other instanceof $timedelta) return $intDivide(this._us(), other._us());
    const [num, den] = $floatRatio(other);
    return $timedelta.of($divideNear(this._us() * den, num));
  }

  /** divmod(td, other): the whole periods and what is left. @param {$timedelta} other @returns {[number, $timedelta]} */
  __divmod__(other) {
    return [this.__floordiv__(other), this.__mod__(other)];
  }

  /** @param {$timedelta} other */
  __mod__(other) {
    const b = this._check(other, "%");
    if (b === 0n) throw new $ZeroDivisionError("integer modulo by zero");
    return $timedelta.of(this._us() - $floorDivide(this._us(), b) * b);
  }

  __neg__() {
    return $timedelta.of(-this._us());
  }

  __pos__() {
    return this;
  }

  __abs__() {
    return this.days < 0 ? this.__neg__() : this;
  }

  __bool__() {
    return this.days !== 0 || this.seconds !== 0 || this.microseconds !== 0;
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $timedelta && other._us() === this._us();
  }

  /** @param {any} other @param {string} op */
  _order(other, op) {
    if (other instanceof $timedelta) return this._us() < other._us() ? -1 : this._us() > other._us() ? 1 : 0;
    throw new TypeError(`'${op}' not supported between instances of 'datetime.timedelta' and '${$dtTypeName(other)}'`);
  }

  /** @param {any} o */
  __lt__(o) {
    return this._order(o, "<") < 0;
  }

  /** @param {any} o */
  __le__(o) {
    return this._order(o, "<=") <= 0;
  }

  /** @param {any} o */
  __gt__(o) {
    return this._order(o, ">") > 0;
  }

  /** @param {any} o */
  __ge__(o) {
    return this._order(o, ">=") >= 0;
  }

  __str__() {
    const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
    const s = this.seconds;
    let text = `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
    if (this.days) text = `${this.days} day${Math.abs(this.days) !== 1 ? "s" : ""}, ${text}`;
    return this.microseconds ? text + "." + String(this.microseconds).padStart(6, "0") : text;
  }

  __repr__() {
    const parts = [["days", this.days], ["seconds", this.seconds], ["microseconds", this.microseconds]];
    const shown = parts.filter(([, v]) => v !== 0).map(([k, v]) => `${k}=${v}`);
    return `datetime.timedelta(${shown.join(", ") || "0"})`;
  }
}

// @helper $floatRatio
/** A number as CPython's float.as_integer_ratio() (an int: itself over 1). @param {number} x @returns {[bigint, bigint]} */
function $floatRatio(x) {
  x = Number(x);
  if (Number.isNaN(x)) throw new $ValueError("cannot convert NaN to integer ratio");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert Infinity to integer ratio");
  let den = 1n;
  while (!Number.isInteger(x)) [x, den] = [x * 2, den * 2n];
  return [BigInt(x), den];
}

// @helper $dtTypeName
/** The Python type name of a value, for the messages of the datetime classes. @param {any} v */
function $dtTypeName(v) {
  if (v?.constructor?.pyName) return v.constructor.pyName;
  if (v === null || v === undefined) return "NoneType";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  return typeof v === "string" ? "str" : typeof v === "boolean" ? "bool" : "object";
}

// @helper $utcOffset
/** An offset as isoformat() (sep ":") and %z (sep "") write it: +HH:MM[:SS[.ffffff]]. @param {$timedelta} offset @param {string} sep */
function $utcOffset(offset, sep) {
  const sign = offset.days < 0 ? "-" : "+";
  const o = offset.days < 0 ? offset.__neg__() : offset;
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  let text = sign + pad(Math.floor(o.seconds / 3600)) + sep + pad(Math.floor(o.seconds / 60) % 60);
  if (o.seconds % 60 || o.microseconds) text += sep + pad(o.seconds % 60);
  return o.microseconds ? text + "." + String(o.microseconds).padStart(6, "0") : text;
}

// @helper $timezone
/** A Python datetime.timezone: a fixed offset from UTC, strictly within a day. */
class $timezone {
  static pyName = "datetime.timezone";

  /** @param {$timedelta} offset */
  constructor(offset) {
    this.offset = offset;
  }

  static utc = new $timezone(new $timedelta(0, 0, 0));

  /** timezone(offset): the UTC singleton for a zero offset, as CPython's. @param {$timedelta} offset */
  static make(offset) {
    if (!(offset instanceof $timedelta)) {
      throw new TypeError(`timezone() argument 1 must be datetime.timedelta, not ${$dtTypeName(offset)}`);
    }
    if (offset.days < -1 || offset.days > 0 || (offset.days === -1 && offset.seconds === 0 && offset.microseconds === 0)) {
      throw new $ValueError(
        "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not " + offset.__repr__() + ".",
      );
    }
    return offset.__bool__() ? new $timezone(offset) : $timezone.utc;
  }

  /** @param {any} [dt] */
  utcoffset(dt) {
    return this.offset;
  }

  /** @param {any} [dt] */
  tzname(dt) {
    return this.offset.__bool__() ? "UTC" + $utcOffset(this.offset, ":") : "UTC";
  }

  __str__() {
    return this.tzname();
  }

  __repr__() {
    return this === $timezone.utc ? "datetime.timezone.utc" : `datetime.timezone(${this.offset.__repr__()})`;
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $timezone && other.offset.__eq__(this.offset);
  }
}

// @helper $UTC
/** datetime.UTC, timezone.utc. */
const $UTC = $timezone.utc;

// @helper $date
/** A Python datetime.date (proleptic Gregorian, years 1 to 9999). */
class $date {
  static pyName = "datetime.date";
  static min = new $date(1, 1, 1);
  static max = new $date(9999, 12, 31);

  /** @param {number} year @param {number} month @param {number} day */
  constructor(year, month, day) {
    if (year < 1 || year > 9999) throw new $ValueError(`year ${year} is out of range`);
    if (month < 1 || month > 12) throw new $ValueError("month must be in 1..12");
    if (day < 1 || day > new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !$isLeap(year) ? 1 : 0)) {
      throw new $ValueError("day is out of range for month");
    }
    this.year = year;
    this.month = month;
    this.day = day;
  }

  /** Days since 1970-01-01. */
  _days() {
    const t = new Date(0);
    t.setUTCFullYear(this.year, this.month - 1, this.day);
    return t.getTime() / 864e5;
  }

  toordinal() {
    return this._days() + 719163;
  }

  /** @param {number} n */
  static fromordinal(n) {
    if (n < 1 || n > 3652059) throw new $ValueError(`ordinal must be >= 1`);
    return new $date(...$civil(n - 719163));
  }

  /** @param {string} s */
  static fromisoformat(s) {
    const bytes = [...new TextEncoder().encode(s)];
    const parsed = [7, 8, 10].includes(bytes.length) ? $isoDate(bytes, bytes.length) : null;
    if (!parsed) throw new $ValueError("Invalid isoformat string: " + $strRepr(s));
    return new $date(...parsed);
  }

  weekday() {
    return (((this._days() + 3) % 7) + 7) % 7;
  }

  isoweekday() {
    return this.weekday() + 1;
  }

  /** (ISO year, ISO week, ISO weekday), as CPython's `date.isocalendar` computes them. @returns {$IsoCalendarDate} */
  isocalendar() {
    /** The ordinal of the Monday of ISO week 1 of `year` (CPython's `_isoweek1monday`). @param {number} year */
    const week1Monday = (year) => {
      const t = new Date(0);
      t.setUTCFullYear(year, 0, 1);
      const first = t.getTime() / 864e5 + 719163;
      const firstWeekday = (first + 6) % 7;
      return first - firstWeekday + (firstWeekday > 3 ? 7 : 0);
    };
    const today = this.toordinal();
    let year = this.year;
    let monday = week1Monday(year);
    if (today < monday) monday = week1Monday(--year);
    else if (today - monday >= 52 * 7 && today >= week1Monday(year + 1)) monday = week1Monday(++year);
    return new $IsoCalendarDate(year, Math.floor((today - monday) / 7) + 1, ((today - monday) % 7) + 1);
  }

  isoformat() {
    return `${String(this.year).padStart(4, "0")}-${String(this.month).padStart(2, "0")}-${String(this.day).padStart(2, "0")}`;
  }

  __str__() {
    return this.isoformat();
  }

  __repr__() {
    return `datetime.date(${this.year}, ${this.month}, ${this.day})`;
  }

  /** @param {number} [year] @param {number} [month] @param {number} [day] */
  replace(year = this.year, month = this.month, day = this.day) {
    return new $date(year, month, day);
  }

  /** @param {string} format */
  strftime(format) {
    return $strftime(this, format);
  }

  /** @param {any} other @returns {any} */
  __add__(other) {
    if (!(other instanceof $timedelta)) {
      throw new TypeError(`unsupported operand type(s) for +: 'datetime.date' and '${$dtTypeName(other)}'`);
    }
    const n = this.toordinal() + other.days;
    if (n < 1 || n > 3652059) throw new $OverflowError("date value out of range");
    return $date.fromordinal(n);
  }

  /** @param {any} other @returns {any} */
  __sub__(other) {
    if (other instanceof $timedelta) return this.__add__(new $timedelta(-other.days, 0, 0));
    if (other instanceof $date && !("tzinfo" in other)) return new $timedelta(this._days() - other._days(), 0, 0);
    throw new TypeError(`unsupported operand type(s) for -: 'datetime.date' and '${$dtTypeName(other)}'`);
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $date && !("tzinfo" in other) && other._days() === this._days();
  }

  /** @param {any} other @param {string} op */
  _order(other, op) {
    if (!(other instanceof $date) || "tzinfo" in other) {
      const what = other instanceof $date ? "can't compare datetime.datetime to datetime.date" : null;
      throw new TypeError(what ?? `'${op}' not supported between instances of 'datetime.date' and '${$dtTypeName(other)}'`);
    }
    return this._days() - other._days();
  }

  /** @param {any} o */
  __lt__(o) {
    return this._order(o, "<") < 0;
  }

  /** @param {any} o */
  __le__(o) {
    return this._order(o, "<=") <= 0;
  }

  /** @param {any} o */
  __gt__(o) {
    return this._order(o, ">") > 0;
  }

  /** @param {any} o */
  __ge__(o) {
    return this._order(o, ">=") >= 0;
  }
}

// @helper $isLeap
/** @param {number} y */
function $isLeap(y) {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

// @helper $civil
/** The year, month and day of a count of days since 1970-01-01, any size (400-year cycles). @param {number} days @returns {[number, number, number]} */
function $civil(days) {
  const cycles = Math.floor(days / 146097);
  const t = new Date((days - cycles * 146097) * 864e5);
  return [t.getUTCFullYear() + cycles * 400, t.getUTCMonth() + 1, t.getUTCDate()];
}

// @helper $isoDate
/**
 * CPython's parse_isoformat_date of UTF-8 bytes up to `end` (YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]):
 * [year, month, day], or null where CPython reports an invalid string.
 * @param {number[]} b @param {number} end
 * @returns {[number, number, number] | null}
 */
function $isoDate(b, end) {
  let p = 0;
  const digits = (/** @type {number} */ n) => {
    let v = 0;
    for (let i = 0; i < n; i++, p++) {
      const d = (b[p] ?? 0) - 48;
      if (d < 0 || d > 9) return -1;
      v = v * 10 + d;
    }
    return v;
  };
  const year = digits(4);
  if (year < 0) return null;
  const dash = b[p] === 45;
  if (dash) p++;
  if (b[p] === 87) {
    p++;
    const week = digits(2);
    if (week < 0) return null;
    let day = 1;
    if (end < 0 || p < end) {
      if (dash && b[p++] !== 45) return null;
      day = digits(1);
      if (day < 0) return null;
    }
    if (year < 1 || year > 9999) return null;
    const first = new $date(year, 1, 1).toordinal();
    if (week <= 0 || week >= 53) {
      if (!(week === 53 && (first % 7 === 4 || (first % 7 === 3 && $isLeap(year))))) return null;
    }
    if (day <= 0 || day >= 8) return null;
    const weekday = (first + 6) % 7;
    const monday = first - weekday + (weekday > 3 ? 7 : 0);
    return $civil(monday + (week - 1) * 7 + day - 1 - 719163);
  }
  const month = digits(2);
  if (month < 0 || (dash && b[p++] !== 45)) return null;
  const day = digits(2);
  return day < 0 ? null : [year, month, day];
}

// @helper $isoTime
/**
 * CPython's parse_hh_mm_ss_ff of bytes [p, end): HH[:?MM[:?SS[{.,}f...]]] -> [code, h, m, s, us]
 * (code 0: the end, 1: more follows, negative: invalid).
 * @param {number[]} b @param {number} p @param {number} end
 */
function $isoTime(b, p, end) {
  const vals = [0, 0, 0, 0];
  let colon = true;
  const digits = (/** @type {number} */ n) => {
    let v = 0;
    for (let i = 0; i < n; i++, p++) {
      const d = (b[p] ?? 0) - 48;
      if (d < 0 || d > 9) return -1;
      v = v * 10 + d;
    }
    return v;
  };
  for (let i = 0; i < 3; i++) {
    vals[i] = digits(2);
    if (vals[i] < 0) return [-3, ...vals];
    const c = b[p++] ?? 0;
    if (i === 0) colon = c === 58;
    if (p >= end) return [c !== 0 ? 1 : 0, ...vals];
    if (colon && c === 58) continue;
    if (c === 46 || c === 44) break;
    if (!colon) p--;
    else return [-4, ...vals];
  }
  const count = Math.min(end - p, 6);
  vals[3] = digits(count);
  if (vals[3] < 0) return [-3, ...vals];
  if (count < 6) vals[3] *= 10 ** (6 - count);
  while ((b[p] ?? 0) >= 48 && (b[p] ?? 0) <= 57) p++;
  return [(b[p] ?? 0) !== 0 ? 1 : 0, ...vals];
}

// @helper $datetime
/** A Python datetime.datetime, aware (its tzinfo a fixed offset): its fields as CPython keeps them. */
class $datetime extends $date {
  static pyName = "datetime.datetime";

  /**
   * @param {number} year @param {number} month @param {number} day @param {number} hour @param {number} minute
   * @param {number} second @param {number} microsecond @param {$timezone} tzinfo
   */
  constructor(year, month, day, hour = 0, minute = 0, second = 0, microsecond = 0, tzinfo = $timezone.utc) {
    super(year, month, day);
    if (hour < 0 || hour > 23) throw new $ValueError("hour must be in 0..23");
    if (minute < 0 || minute > 59) throw new $ValueError("minute must be in 0..59");
    if (second < 0 || second > 59) throw new $ValueError("second must be in 0..59");
    if (microsecond < 0 || microsecond > 999999) throw new $ValueError("microsecond must be in 0..999999");
    this.hour = hour;
    this.minute = minute;
    this.second = second;
    this.microsecond = microsecond;
    this.tzinfo = tzinfo;
  }

  /**
   * datetime(y, m, d, ..., tzinfo=tz): only aware datetimes are supported.
   * @param {number} year @param {number} month @param {number} day @param {number} hour @param {number} minute
   * @param {number} second @param {number} microsecond @param {$timezone | null} [tzinfo]
   */
  static make(year, month, day, hour = 0, minute = 0, second = 0, microsecond = 0, tzinfo = null) {
    return new $datetime(year, month, day, hour, minute, second, microsecond, $awareOnly(tzinfo));
  }

  /** The wall time in microseconds since 1970-01-01T00:00. */
  _local() {
    const seconds = this.hour * 3600 + this.minute * 60 + this.second;
    return BigInt(this._days()) * 86400000000n + BigInt(seconds * 1e6 + this.microsecond);
  }

  /** The instant in microseconds since the epoch. */
  _instant() {
    return this._local() - this.tzinfo.offset._us();
  }

  /** The datetime of a wall time in microseconds (OverflowError outside years 1 to 9999). @param {bigint} us @param {$timezone} tz */
  static _at(us, tz) {
    const days = Number($floorDivide(us, 86400000000n));
    const rest = Number(us - BigInt(days) * 86400000000n);
    if (days + 719163 < 1 || days + 719163 > 3652059) throw new $OverflowError("date value out of range");
    const seconds = Math.floor(rest / 1e6);
    return new $datetime(...$civil(days), Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60, rest % 1e6, tz);
  }

  /** datetime.now(tz): the runtime's clock, which knows milliseconds. @param {$timezone} tz */
  static now(tz) {
    tz = $awareOnly(tz);
    return $datetime._at(BigInt(Date.now()) * 1000n + tz.offset._us(), tz);
  }

  /** datetime.fromtimestamp(t, tz): CPython's rounding of a float (half to even, to microseconds). @param {number} t @param {$timezone} tz */
  static fromtimestamp(t, tz) {
    tz = $awareOnly(tz);
    t = Number(t);
    if (Number.isNaN(t)) throw new $ValueError("Invalid value NaN (not a number)");
    let whole = Math.trunc(t), us = (t - whole) * 1e6;
    const rounded = Math.round(us);
    us = Math.abs(us - Math.trunc(us)) === 0.5 ? 2 * Math.round(us / 2) : rounded;
    if (us >= 1e6) [whole, us] = [whole + 1, us - 1e6];
    else if (us < 0) [whole, us] = [whole - 1, us + 1e6];
    if (!(Math.abs(whole) < 2 ** 63)) throw new $OverflowError("timestamp out of range for platform time_t");
    const days = Number($floorDivide(BigInt(whole), 86400n));
    const [year] = $civil(days);
    if (year < 1 || year > 9999) throw new $ValueError(`year ${year} is out of range`);
    const utc = BigInt(whole) * 1000000n + BigInt(us);
    return $datetime._at(utc + tz.offset._us(), tz);
  }

  /**
   * datetime.fromisoformat(s) as CPython 3.11 parses it; a string without an offset is refused, unless
   * `replaced`: its tzinfo is replaced at once (`.replace(tzinfo=tz)`), which its wall time keeps.
   * @param {string} s @param {boolean} [replaced]
   */
  static fromisoformat(s, replaced = false) {
    const invalid = () => new $ValueError("Invalid isoformat string: " + $strRepr(s));
    const points = [...s];
    if (points.length < 7) throw invalid();
    const surrogate = (/** @type {string | undefined} */ c) => c !== undefined && /^[\ud800-\udfff]$/.test(c);
    const at = [7, 8, 10].find((i) => i <= points.length && surrogate(points[i]));
    if (at !== undefined) points[at] = "T";
    if (points.some(surrogate)) throw invalid();
    const b = [...new TextEncoder().encode(points.join(""))];
    const len = b.length;
    let sep;
    if (len === 7) sep = 7;
    else if (b[4] === 45) sep = b[5] !== 87 ? 10 : len > 8 && b[8] === 45 ? (len === 9 ? -1 : len > 10 && b[10] >= 48 && b[10] <= 57 ? 8 : 10) : 8;
    else if (b[4] === 87) {
      let i = 7;
      while (i < len && b[i] >= 48 && b[i] <= 57) i++;
      sep = i < 9 ? i : i % 2 === 0 ? 7 : 8;
    } else sep = 8;
    const date = $isoDate(b, sep);
    if (!date) throw invalid();
    let time = [0, 0, 0, 0, 0], offset = null;
    if (len > sep) {
      const p = sep + (b[sep] < 0x80 ? 1 : (b[sep] & 0xf0) === 0xe0 ? 3 : (b[sep] & 0xf0) === 0xf0 ? 4 : 2);
      let zone = p;
      while (zone < len && b[zone] !== 90 && b[zone] !== 43 && b[zone] !== 45) zone++;
      if (p >= len) zone = p; // the C loop looks at the first byte before testing the end
      time = $isoTime(b, p, zone);
      if (time[0] < 0 || (zone >= len && time[0] === 1)) throw invalid();
      if (zone < len) {
        if (b[zone] === 90) {
          if ((b[zone + 1] ?? 0) !== 0) throw invalid();
          offset = $timezone.utc;
        } else {
          const [code, h, m, sec, us] = $isoTime(b, zone + 1, len);
          if (code !== 0) throw invalid();
          const sign = b[zone] === 45 ? -1 : 1;
          const seconds = sign * (h * 3600 + m * 60 + sec);
          offset = seconds === 0 ? $timezone.utc : $timezone.make($timedelta.of(BigInt(seconds) * 1000000n + BigInt(sign * us)));
        }
      }
    }
    const made = new $datetime(...date, time[1], time[2], time[3], time[4], $timezone.utc);
    if (offset === null && replaced) return made; // (`.replace(tzinfo=tz)` at once: its wall time, in UTC until then)
    if (offset === null) {
      throw new $Stop(
        `fromisoformat(${$strRepr(s)}) would be a naive datetime, which this dialect does not support: add an offset (Z or +00:00)`,
      );
    }
    made.tzinfo = offset;
    return made;
  }

  timestamp() {
    return $intDivide(this._instant(), 1000000n);
  }

  date() {
    return new $date(this.year, this.month, this.day);
  }

  utcoffset() {
    return this.tzinfo.offset;
  }

  tzname() {
    return this.tzinfo.tzname();
  }

  /** @param {$timezone} tz */
  astimezone(tz) {
    tz = $awareOnly(tz);
    return $datetime._at(this._instant() + tz.offset._us(), tz);
  }

  /**
   * @param {number} [year] @param {number} [month] @param {number} [day] @param {number} [hour] @param {number} [minute]
   * @param {number} [second] @param {number} [microsecond] @param {$timezone} [tzinfo]
   */
  replace(year, month, day, hour, minute, second, microsecond, tzinfo) {
    return new $datetime(
      year ?? this.year, month ?? this.month, day ?? this.day, hour ?? this.hour, minute ?? this.minute,
      second ?? this.second, microsecond ?? this.microsecond, $awareOnly(tzinfo === undefined ? this.tzinfo : tzinfo),
    );
  }

  /** @param {string} [sep] @param {string} [timespec] */
  isoformat(sep = "T", timespec = "auto") {
    if ([...sep].length !== 1) throw new TypeError(`isoformat() argument 1 must be a unicode character, not str`);
    const pad = (/** @type {number} */ n, w = 2) => String(n).padStart(w, "0");
    const hms = `${pad(this.hour)}:${pad(this.minute)}:${pad(this.second)}`;
    const times = /** @type {Record<string, string>} */ ({
      hours: pad(this.hour),
      minutes: `${pad(this.hour)}:${pad(this.minute)}`,
      seconds: hms,
      milliseconds: `${hms}.${pad(Math.floor(this.microsecond / 1000), 3)}`,
      microseconds: `${hms}.${pad(this.microsecond, 6)}`,
    });
    times.auto = this.microsecond ? times.microseconds : hms;
    if (!Object.hasOwn(times, timespec)) throw new $ValueError("Unknown timespec value");
    return super.isoformat() + sep + times[timespec] + $utcOffset(this.tzinfo.offset, ":");
  }

  __str__() {
    return this.isoformat(" ");
  }

  __repr__() {
    const fields = [this.year, this.month, this.day, this.hour, this.minute, this.second, this.microsecond];
    const shown = this.microsecond ? 7 : this.second ? 6 : 5;
    return `datetime.datetime(${fields.slice(0, shown).join(", ")}, tzinfo=${this.tzinfo.__repr__()})`;
  }

  /** @param {any} other @returns {any} */
  __add__(other) {
    if (!(other instanceof $timedelta)) {
      throw new TypeError(`unsupported operand type(s) for +: 'datetime.datetime' and '${$dtTypeName(other)}'`);
    }
    return $datetime._at(this._local() + other._us(), this.tzinfo);
  }

  /** @param {any} other @returns {any} */
  __sub__(other) {
    if (other instanceof $timedelta) return this.__add__(other.__neg__());
    if (other instanceof $datetime) return $timedelta.of(this._instant() - other._instant());
    throw new TypeError(`unsupported operand type(s) for -: 'datetime.datetime' and '${$dtTypeName(other)}'`);
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $datetime && other._instant() === this._instant();
  }

  /** @param {any} other @param {string} op */
  _order(other, op) {
    if (!(other instanceof $datetime)) {
      const what = other instanceof $date ? "can't compare datetime.datetime to datetime.date" : null;
      throw new TypeError(what ?? `'${op}' not supported between instances of 'datetime.datetime' and '${$dtTypeName(other)}'`);
    }
    const a = this._instant(), b = other._instant();
    return a < b ? -1 : a > b ? 1 : 0;
  }
}

// @helper $time
/** A Python datetime.time, naive: a time of day to the microsecond (no tzinfo, fold 0). */
class $time {
  static pyName = "datetime.time";

  /** @param {number} hour @param {number} minute @param {number} second @param {number} microsecond */
  constructor(hour = 0, minute = 0, second = 0, microsecond = 0) {
    if (hour < 0 || hour > 23) throw new $ValueError("hour must be in 0..23");
    if (minute < 0 || minute > 59) throw new $ValueError("minute must be in 0..59");
    if (second < 0 || second > 59) throw new $ValueError("second must be in 0..59");
    if (microsecond < 0 || microsecond > 999999) throw new $ValueError("microsecond must be in 0..999999");
    this.hour = hour;
    this.minute = minute;
    this.second = second;
    this.microsecond = microsecond;
    this.tzinfo = null;
  }

  /** datetime.time(): its wall time, naive. @param {$datetime} dt */
  static of(dt) {
    return new $time(dt.hour, dt.minute, dt.second, dt.microsecond);
  }

  /** @param {string} [timespec] */
  isoformat(timespec = "auto") {
    const pad = (/** @type {number} */ n, w = 2) => String(n).padStart(w, "0");
    const hms = `${pad(this.hour)}:${pad(this.minute)}:${pad(this.second)}`;
    const times = /** @type {Record<string, string>} */ ({
      hours: pad(this.hour),
      minutes: `${pad(this.hour)}:${pad(this.minute)}`,
      seconds: hms,
      milliseconds: `${hms}.${pad(Math.floor(this.microsecond / 1000), 3)}`,
      microseconds: `${hms}.${pad(this.microsecond, 6)}`,
    });
    times.auto = this.microsecond ? times.microseconds : hms;
    if (!Object.hasOwn(times, timespec)) throw new $ValueError("Unknown timespec value");
    return times[timespec];
  }

  __str__() {
    return this.isoformat();
  }

  __repr__() {
    const fields = [this.hour, this.minute, this.second, this.microsecond];
    return `datetime.time(${fields.slice(0, this.microsecond ? 4 : this.second ? 3 : 2).join(", ")})`;
  }

  /** @param {number} [hour] @param {number} [minute] @param {number} [second] @param {number} [microsecond] */
  replace(hour, minute, second, microsecond) {
    return new $time(hour ?? this.hour, minute ?? this.minute, second ?? this.second, microsecond ?? this.microsecond);
  }

  /** strftime as CPython's: the date part is 1900-01-01. @param {string} format */
  strftime(format) {
    return $strftime(Object.assign(new $date(1900, 1, 1), { hour: this.hour, minute: this.minute, second: this.second, microsecond: this.microsecond }), format);
  }

  _us() {
    return ((this.hour * 60 + this.minute) * 60 + this.second) * 1e6 + this.microsecond;
  }

  /** @param {any} other */
  __eq__(other) {
    return other instanceof $time && other._us() === this._us();
  }

  /** @param {any} other @param {string} op */
  _order(other, op) {
    if (!(other instanceof $time)) {
      throw new TypeError(`'${op}' not supported between instances of 'datetime.time' and '${$dtTypeName(other)}'`);
    }
    return this._us() - other._us();
  }

  /** @param {any} o */
  __lt__(o) {
    return this._order(o, "<") < 0;
  }

  /** @param {any} o */
  __le__(o) {
    return this._order(o, "<=") <= 0;
  }

  /** @param {any} o */
  __gt__(o) {
    return this._order(o, ">") > 0;
  }

  /** @param {any} o */
  __ge__(o) {
    return this._order(o, ">=") >= 0;
  }
}

// @helper $awareOnly
/** The tzinfo of a datetime: naive datetimes (None) are refused. @param {any} tz @returns {$timezone} */
function $awareOnly(tz) {
  if (tz instanceof $timezone) return tz;
  // a naive datetime stops the worker (not a TypeError a handler would take for Python's own)
  if (tz === null || tz === undefined) throw new $Stop("naive datetimes are not supported by this dialect: pass tzinfo=timezone.utc");
  throw new TypeError(`tzinfo argument must be a datetime.timezone here, not '${$dtTypeName(tz)}'`);
}

// @helper $strftime
/**
 * strftime of a date, datetime or time for the directives glibc writes the same in every locale-free program;
 * another directive raises ValueError (a literal format is checked when the worker is built).
 * @param {$date} d @param {string} format
 */
function $strftime(d, format) {
  const t = "hour" in d ? /** @type {any} */ (d) : null; // a datetime, or a time on 1900-01-01
  const [hour, minute, second] = t ? [t.hour, t.minute, t.second] : [0, 0, 0];
  const pad = (/** @type {number} */ n, w = 2) => String(n).padStart(w, "0");
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const yday = d._days() - new $date(d.year, 1, 1)._days() + 1;
  const weekday = d.weekday();
  /** @type {Record<string, () => string>} */
  const table = {
    a: () => days[weekday].slice(0, 3),
    A: () => days[weekday],
    b: () => months[d.month - 1].slice(0, 3),
    B: () => months[d.month - 1],
    d: () => pad(d.day),
    e: () => String(d.day).padStart(2, " "),
    f: () => pad(t ? t.microsecond : 0, 6),
    H: () => pad(hour),
    I: () => pad(hour % 12 || 12),
    j: () => pad(yday, 3),
    m: () => pad(d.month),
    M: () => pad(minute),
    p: () => (hour < 12 ? "AM" : "PM"),
    S: () => pad(second),
    u: () => String(weekday + 1),
    // the week of the year, its first Sunday (%U) or Monday (%W) starting week 1, as C's strftime counts
    U: () => pad(Math.floor((yday - 1 + 7 - ((weekday + 1) % 7)) / 7)),
    w: () => String((weekday + 1) % 7),
    W: () => pad(Math.floor((yday - 1 + 7 - weekday) / 7)),
    y: () => pad(d.year % 100),
    Y: () => String(d.year),
    z: () => (t?.tzinfo ? $utcOffset(t.tzinfo.offset, "") : ""),
    Z: () => (t?.tzinfo ? t.tzinfo.tzname() : ""),
    D: () => `${pad(d.month)}/${pad(d.day)}/${pad(d.year % 100)}`,
    F: () => `${d.year}-${pad(d.month)}-${pad(d.day)}`,
    T: () => `${pad(hour)}:${pad(minute)}:${pad(second)}`,
    R: () => `${pad(hour)}:${pad(minute)}`,
    "%": () => "%",
  };
  return format.replace(/%(.?)/gsu, (whole, c) => {
    if (c === "") return "%";
    if (!Object.hasOwn(table, c)) throw new $Stop(`strftime directive %${c} is not supported by this dialect`);
    return table[c]();
  });
}

// @helper $strptimeCache
/** @type {Map<string, RegExp>} */
const $strptimeCache = new Map();

// @helper $strptime
/**
 * datetime.strptime(s, format) as CPython 3.11's `_strptime` reads it in the C locale. `source` is the
 * format's regex (CPython's TimeRE, translated when the worker is built), `groups` its directives'
 * group numbers, in the order CPython reads them. A format without %z makes a naive datetime, which
 * the build lowers only followed by `.replace(tzinfo=...)`: UTC stands in for it, which that replaces.
 * @param {any} s @param {string} format @param {string} source @param {Record<string, number>} groups
 * @returns {$datetime}
 */
function $strptime(s, format, source, groups) {
  if (typeof s !== "string") throw new TypeError(`strptime() argument 1 must be str, not ${s === null ? "None" : $dynType(s)}`);
  let regex = $strptimeCache.get(source);
  if (regex === undefined) $strptimeCache.set(source, (regex = new RegExp(source, "vy")));
  regex.lastIndex = 0;
  const found = regex.exec(s);
  if (found === null) throw new $ValueError(`time data ${$strRepr(s)} does not match format ${$strRepr(format)}`);
  if (found[0].length !== s.length) throw new $ValueError("unconverted data remains: " + s.slice(found[0].length));
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
  const months = ["", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
  /** list.index(text.lower()), ValueError when it is not there (a name IGNORECASE matched by `ſ` or `ı`). @param {string[]} names @param {string} text */
  const index = (names, text) => {
    const i = names.indexOf(text.toLowerCase());
    if (i < 0) throw new $ValueError(`${$strRepr(text.toLowerCase())} is not in list`);
    return i;
  };
  /** @type {number | null} */ let isoYear = null;
  /** @type {number | null} */ let year = null;
  let month = 1, day = 1, hour = 0, minute = 0, second = 0, fraction = 0;
  /** @type {number | null} */ let gmtoff = null;
  let gmtoffFraction = 0;
  /** @type {number | null} */ let isoWeek = null;
  /** @type {number | null} */ let weekOfYear = null;
  let weekOfYearStart = 0;
  /** @type {number | null} */ let weekday = null;
  /** @type {number | null} */ let julian = null;
  for (const [key, group] of Object.entries(groups)) {
    const value = found[group];
    if (key === "y") {
      year = $parseInt(value);
      year += year <= 68 ? 2000 : 1900; // the Open Group's pivot
    } else if (key === "Y") year = $parseInt(value);
    else if (key === "G") isoYear = $parseInt(value);
    else if (key === "m") month = $parseInt(value);
    else if (key === "B") month = index(months, value);
    else if (key === "b") month = index(months.map((m) => m.slice(0, 3)), value);
    else if (key === "d") day = $parseInt(value);
    else if (key === "H") hour = $parseInt(value);
    else if (key === "I") {
      hour = $parseInt(value);
      const ampm = groups.p === undefined ? "" : found[groups.p].toLowerCase();
      if (ampm === "" || ampm === "am") {
        if (hour === 12) hour = 0; // 12 AM is midnight
      } else if (ampm === "pm" && hour !== 12) hour += 12;
    } else if (key === "M") minute = $parseInt(value);
    else if (key === "S") second = $parseInt(value);
    else if (key === "f") fraction = $parseInt(value.padEnd(6, "0"));
    else if (key === "A") weekday = index(days, value);
    else if (key === "a") weekday = index(days.map((d) => d.slice(0, 3)), value);
    else if (key === "w") weekday = ($parseInt(value) + 6) % 7;
    else if (key === "u") weekday = $parseInt(value) - 1;
    else if (key === "j") julian = $parseInt(value);
    else if (key === "U" || key === "W") {
      weekOfYear = $parseInt(value);
      weekOfYearStart = key === "U" ? 6 : 0;
    } else if (key === "V") isoWeek = $parseInt(value);
    else if (key === "z") {
      if (value === "Z") gmtoff = 0;
      else {
        let z = [...value]; // (code points: a digit may be any Unicode decimal digit)
        if (z[3] === ":") {
          z.splice(3, 1);
          if (z.length > 5) {
            if (z[5] !== ":") throw new $ValueError(`Inconsistent use of : in ${value}`);
            z.splice(5, 1);
          }
        }
        const part = (/** @type {number} */ from, /** @type {number | undefined} */ to = undefined) => z.slice(from, to).join("");
        const seconds = part(5, 7);
        gmtoff = $parseInt(part(1, 3)) * 3600 + $parseInt(part(3, 5)) * 60 + (seconds ? $parseInt(seconds) : 0);
        gmtoffFraction = $parseInt(part(8) + "0".repeat(Math.max(0, 6 - z.slice(8).length)));
        if (z[0] === "-") [gmtoff, gmtoffFraction] = [-gmtoff, -gmtoffFraction];
      }
    }
  }
  if (year === null && isoYear !== null) {
    if (isoWeek === null || weekday === null) {
      throw new $ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').");
    }
    if (julian !== null) throw new $ValueError("Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.");
  } else if (weekOfYear === null && isoWeek !== null) {
    if (weekday === null) {
      throw new $ValueError("ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').");
    }
    throw new $ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.");
  }
  const leapYearFix = year === null && month === 2 && day === 29;
  let y = year ?? (leapYearFix ? 1904 : 1900); // 1904: a leap year, for February 29th
  if (julian === null && weekday !== null) {
    if (weekOfYear !== null) {
      // _calc_julian_from_U_or_W
      let first = new $date(y, 1, 1).weekday(), dow = weekday;
      if (weekOfYearStart !== 0) [first, dow] = [(first + 1) % 7, (dow + 1) % 7];
      julian = weekOfYear === 0 ? 1 + dow - first : 1 + ((7 - first) % 7) + 7 * (weekOfYear - 1) + dow;
    } else if (isoYear !== null && isoWeek !== null) {
      // _calc_julian_from_V
      let ordinal = isoWeek * 7 + weekday + 1 - (new $date(isoYear, 1, 4).isoweekday() + 3);
      if (ordinal < 1) {
        ordinal += new $date(isoYear, 1, 1).toordinal();
        isoYear -= 1;
        ordinal -= new $date(isoYear, 1, 1).toordinal();
      }
      [y, julian] = [isoYear, ordinal];
    }
    if (julian !== null && julian <= 0) {
      y -= 1;
      julian += $isLeap(y) ? 366 : 365;
    }
  }
  if (julian === null) {
    new $date(y, month, day); // (its ValueError: a day out of range for the month, year 0)
    new $date(y, 1, 1);
  } else {
    const ordinal = julian - 1 + new $date(y, 1, 1).toordinal();
    if (ordinal < 1) throw new $ValueError("ordinal must be >= 1");
    const made = new $date(...$civil(ordinal - 719163)); // (year 10000: out of range)
    [y, month, day] = [made.year, made.month, made.day];
  }
  if (leapYearFix) y = 1900; // (so February 29th fails below, as in CPython 3.11)
  const tz = gmtoff === null ? $timezone.utc : $timezone.make($timedelta.of(BigInt(gmtoff) * 1000000n + BigInt(gmtoffFraction)));
  return new $datetime(y, month, day, hour, minute, second, fraction, tz);
}

// ---- numbers: int(s, base), pow(a, b, m), range()'s arithmetic, math's integer and float functions --

// @helper $parseIntBase
/** int(s, base): Python's grammar (prefixes, underscores, whitespace, sign) in base 0 or 2..36. @param {string} s @param {number} base */
function $parseIntBase(s, base) {
  if (!(base === 0 || (base >= 2 && base <= 36))) throw new $ValueError("int() base must be >= 2 and <= 36, or 0");
  const fail = () => new $ValueError(`invalid literal for int() with base ${base}: ${[...$strRepr(s)].slice(0, 200).join("")}`);
  const m = new RegExp(`^${$NUMBER_SPACE}*([+-]?)(.*?)${$NUMBER_SPACE}*$`, "su").exec($asciiDigits(s));
  if (m === null) throw fail();
  let [, sign, body] = m;
  let radix = base;
  const prefix = { x: 16, o: 8, b: 2 }[body.length > 1 && body[0] === "0" ? body[1].toLowerCase() : ""];
  if (prefix !== undefined && (radix === 0 || radix === prefix)) {
    radix = prefix;
    body = body.slice(body[2] === "_" ? 3 : 2); // one underscore may follow the prefix
  } else if (radix === 0) {
    radix = 10;
    $intDigitLimit(body, radix); // (counted before the leading zeros are looked at, as CPython does)
    if (/^0/.test(body) && !/^0+(?:_0+)*$/.test(body)) throw fail(); // "010" is not an int literal
  }
  $intDigitLimit(body, radix);
  if (!/^[0-9a-z](?:_?[0-9a-z])*$/i.test(body)) throw fail();
  const digits = body.replaceAll("_", "");
  let value = 0;
  let big = 0n;
  for (const c of digits) {
    const d = parseInt(c, 36);
    if (d >= radix) throw fail();
    if (value < 2 ** 45) value = value * radix + d; // exact
    else big = (big === 0n ? BigInt(value) : big) * BigInt(radix) + BigInt(d);
  }
  if (big !== 0n) value = $exactInt(big); // exact, or past 2**53 the worker stops
  return sign === "-" ? 0 - value : value;
}

// @helper $powMod
/** pow(a, b, m) of ints: exact (BigInt); a negative exponent takes the modular inverse. @param {number} a @param {number} b @param {number} m */
function $powMod(a, b, m) {
  if (m === 0) throw new $ValueError("pow() 3rd argument cannot be 0");
  let base = BigInt(a);
  let exp = BigInt(b);
  let mod = BigInt(m);
  const negative = mod < 0n;
  if (negative) mod = -mod;
  if (mod === 1n) return 0;
  base = ((base % mod) + mod) % mod;
  if (exp < 0n) {
    let [r0, r1, s0, s1] = [mod, base, 0n, 1n]; // extended Euclid: s1 * base = r1 (mod m)
    while (r1 !== 0n) {
      const q = r0 / r1;
      [r0, r1] = [r1, r0 - q * r1];
      [s0, s1] = [s1, s0 - q * s1];
    }
    if (r0 !== 1n) throw new $ValueError("base is not invertible for the given modulus");
    base = ((s0 % mod) + mod) % mod;
    exp = -exp;
  }
  let result = 1n;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  if (negative && result !== 0n) result -= mod;
  return Number(result);
}

// @helper $rangeLen
/**
 * len(range(start, stop, step)) without building it; past 2**53 items the worker stops, as where an
 * int would pass it. @param {number} start @param {number} stop @param {number} step @returns {number}
 */
function $rangeLen(start, stop, step) {
  const n = $rangeSize(start, stop, step);
  return typeof n === "bigint" ? $exactInt(n) : n;
}

// @helper $rangeSize
/**
 * How many items range(start, stop, step) has: a number up to 2**53, else exactly as a BigInt.
 * @param {number} start @param {number} stop @param {number} step @returns {number | bigint}
 */
function $rangeSize(start, stop, step) {
  if (step === 0) throw new $ValueError("range() arg 3 must not be zero");
  if (step > 0 ? start >= stop : start <= stop) return 0;
  const [low, high] = step > 0 ? [start, stop] : [stop, start];
  if (Math.abs(low) + Math.abs(high) >= 2 ** 53) {
    // a span past 2**53: computed on BigInts, which hold every int of the bounds exactly
    const n = (BigInt(high) - BigInt(low) - 1n) / BigInt(Math.abs(step)) + 1n;
    return n > 2n ** 53n ? n : Number(n);
  }
  return Math.floor((high - low - 1) / Math.abs(step)) + 1;
}

// @helper $rangeList
/** list(range(start, stop, step)), step checked (a step known only when it runs). @param {number} start @param {number} stop @param {number} step */
function $rangeList(start, stop, step) {
  if (step === 0) throw new $ValueError("range() arg 3 must not be zero");
  return $range(start, stop, step);
}

// @helper $inRange
/** x in range(start, stop, step): a number equal to one of its ints. @param {number | boolean} x @param {number} start @param {number} stop @param {number} step */
function $inRange(x, start, stop, step) {
  if (step === 0) throw new $ValueError("range() arg 3 must not be zero");
  const n = Number(x);
  if (!Number.isInteger(n)) return false;
  if (step > 0 ? n < start || n >= stop : n > start || n <= stop) return false;
  if (Math.abs(n) + Math.abs(start) >= 2 ** 53) return (BigInt(n) - BigInt(start)) % BigInt(step) === 0n;
  return (n - start) % step === 0;
}

// @helper $hashInt
/** hash() of an int (or a bool): the int itself, but -1's is -2 (-1 means an error to CPython's C). @param {number | boolean} n */
function $hashInt(n) {
  return n === -1 ? -2 : Number(n);
}

// @helper $Range
/**
 * Python's range kept as a value (`PORTS = range(8000, 9000)`): its start, stop and step, from which
 * its length, items, membership, index and slices are computed as CPython computes them, so that
 * range(0, 10 ** 12, 7) is never built.
 */
class $Range {
  static pyName = "range";

  /** range(start, stop, step): a bool is its int; a zero step raises ValueError. @param {number | boolean} start @param {number | boolean} stop @param {number | boolean} step */
  constructor(start, stop, step) {
    // a bool is its int; a JSON (Any) bound that holds no int: CPython's TypeError
    /** @type {number} */
    this.start = $rangeArg(start);
    /** @type {number} */
    this.stop = $rangeArg(stop);
    /** @type {number} */
    this.step = $rangeArg(step);
    const size = $rangeSize(this.start, this.stop, this.step);
    /** its length past 2**53, exactly: its items are then counted on BigInts @type {bigint | null} */
    this.big = typeof size === "bigint" ? size : null;
    /** its length (rounded past 2**53, where `big` holds it) */
    this.length = Number(size);
  }

  /** len(r): past 2**53 items the worker stops, as where an int would pass it. @returns {number} */
  len() {
    return this.big === null ? this.length : $rangeLen(this.start, this.stop, this.step);
  }

  /** Its item of index k (0 <= k < len): start + k*step, on BigInts where the product passes 2**53. @param {number | bigint} k @returns {number} */
  at(k) {
    if (typeof k === "number" && Math.abs(k * this.step) <= 2 ** 53) return this.start + k * this.step;
    return Number(BigInt(this.start) + BigInt(k) * BigInt(this.step)); // between start and stop: exact
  }

  /** r[i]: negative counts from the end, else IndexError. @param {number} i */
  item(i) {
    if (this.big !== null) {
      const j = i < 0 ? BigInt(i) + this.big : BigInt(i);
      if (j < 0n || j >= this.big) throw new $IndexError("range object index out of range");
      return this.at(j);
    }
    const j = i < 0 ? i + this.length : i;
    if (j < 0 || j >= this.length) throw new $IndexError("range object index out of range");
    return this.at(j);
  }

  /** x in r: an int or bool by arithmetic, a float by == (3.0 is in range(5)), anything else never. @param {any} x */
  includes(x) {
    return (typeof x === "number" || typeof x === "boolean") && $inRange(x, this.start, this.stop, this.step);
  }

  /** r.index(x): where it is, else CPython's ValueError (an int's names it). @param {any} x */
  index(x) {
    if (this.includes(x) && Math.abs(Number(x) - this.start) < 2 ** 53) return (Number(x) - this.start) / this.step;
    if (this.includes(x)) {
      // an index past 2**53 stops the worker, as where an int would pass it
      return $exactInt((BigInt(x) - BigInt(this.start)) / BigInt(this.step));
    }
    if (typeof x === "boolean" || Number.isInteger(x)) throw new $ValueError(`${x === true ? "True" : x === false ? "False" : x} is not in range`);
    throw new $ValueError("sequence.index(x): x not in sequence");
  }

  /** r.count(x): 0 or 1, its items all differ. @param {any} x */
  count(x) {
    return this.includes(x) ? 1 : 0;
  }

  /** r[start:stop:step]: the range of those items, from slice.indices() of its length, as CPython's. @param {number | null | undefined} start @param {number | null | undefined} stop @param {number | null | undefined} [step] */
  slice(start, stop, step) {
    const by = step ?? 1;
    if (by === 0) throw new $ValueError("slice step cannot be zero");
    const n = this.len(); // its length, as an int slice.indices() takes
    const [lower, upper] = by < 0 ? [-1, n - 1] : [0, n];
    const bound = (/** @type {number | null | undefined} */ i, /** @type {number} */ missing) =>
      i === null || i === undefined ? missing : i < 0 ? Math.max(i + n, lower) : Math.min(i, upper);
    const lo = bound(start, by < 0 ? upper : lower);
    const hi = bound(stop, by < 0 ? lower : upper);
    return new $Range(this.at(lo), this.at(hi), $int(this.step * by));
  }

  /** == as sequences (another module's $Range too): range(0) == range(4, 2), range(0, 3, 2) == range(0, 4, 2). @param {any} other */
  __eq__(other) {
    if (other?.constructor?.pyName !== "range") return $NotImplemented;
    if ((this.big ?? this.length) !== (other.big ?? other.length)) return false;
    return this.length === 0 || (this.start === other.start && (this.length === 1 || this.step === other.step));
  }

  __repr__() {
    return `range(${this.start}, ${this.stop}${this.step === 1 ? "" : `, ${this.step}`})`;
  }

  __str__() {
    return this.__repr__();
  }

  /** Its items, each computed from its index as CPython's iterator does. @returns {Generator<number>} */
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** reversed(r): its items from the last. @returns {Generator<number>} */
  *reversed() {
    for (let i = this.length - 1; i >= 0; i--) yield this.at(i);
  }
}

// @helper $gcd
/** math.gcd(*ints) @param {...number} xs */
function $gcd(...xs) {
  let g = 0;
  for (const x of xs) {
    let [a, b] = [Math.abs(g), Math.abs(Number(x))];
    while (b !== 0) [a, b] = [b, a % b];
    g = a;
  }
  return g;
}

// @helper $lcm
/** math.lcm(*ints) @param {...number} xs */
function $lcm(...xs) {
  let l = 1n;
  for (const x of xs) {
    const n = BigInt(Math.abs(Number(x)));
    if (n === 0n || l === 0n) l = 0n;
    else {
      let [a, b] = [l, n];
      while (b !== 0n) [a, b] = [b, a % b];
      l = (l / a) * n;
    }
  }
  return $exactInt(l);
}

// @helper $isclose
/** math.isclose(a, b, rel_tol=1e-09, abs_tol=0.0), as CPython computes it. @param {number} a @param {number} b @param {number} rel @param {number} abs */
function $isclose(a, b, rel = 1e-9, abs = 0) {
  if (rel < 0 || abs < 0) throw new $ValueError("tolerances must be non-negative");
  if (a === b) return true;
  if (Math.abs(a) === Infinity || Math.abs(b) === Infinity) return false;
  const diff = Math.abs(b - a);
  return diff <= Math.abs(rel * b) || diff <= Math.abs(rel * a) || diff <= abs;
}

// @helper $prod
/** math.prod(items, start=1): multiplied left to right. @param {Iterable<number>} items @param {number} start */
function $prod(items, start = 1) {
  let result = start;
  for (const x of items) result = Number(result) * Number(x);
  return result;
}

// @helper $iprod
/** math.prod of ints (bools count 1 and 0): multiplied exactly, the result within ±2**53. @param {Iterable<number | boolean>} items @param {number | boolean} start */
function $iprod(items, start = 1) {
  let result = BigInt(start);
  for (const x of items) result *= BigInt(x);
  return $exactInt(result);
}

// @helper $factorial
/** math.factorial(n): exact, or past 2**53 (19!) the worker stops. @param {number} n */
function $factorial(n) {
  if (n < 0) throw new $ValueError("factorial() not defined for negative values");
  if (n > 18) return $int(Infinity); // 19! is past 2**53
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return $exactInt(r);
}

// @helper $comb
/** math.comb(n, k) @param {number} n @param {number} k */
function $comb(n, k) {
  if (n < 0) throw new $ValueError("n must be a non-negative integer");
  if (k < 0) throw new $ValueError("k must be a non-negative integer");
  if (k > n) return 0;
  const kk = BigInt(Math.min(Number(k), n - k));
  let r = 1n;
  for (let i = 1n; i <= kk; i++) r = (r * (BigInt(n) - kk + i)) / i;
  return $exactInt(r);
}

// @helper $perm
/** math.perm(n, k=None) @param {number} n @param {number | null} k */
function $perm(n, k = null) {
  if (k === null && n < 0) throw new $ValueError("factorial() not defined for negative values"); // perm(n) is factorial(n)
  if (k === null) k = n;
  if (n < 0) throw new $ValueError("n must be a non-negative integer");
  if (k < 0) throw new $ValueError("k must be a non-negative integer");
  if (k > n) return 0;
  let r = 1n;
  for (let i = BigInt(n) - BigInt(k) + 1n; i <= BigInt(n); i++) r *= i;
  return $exactInt(r);
}

// @helper $isqrt
/** math.isqrt(n): the floor of the square root, exact. @param {number} n */
function $isqrt(n) {
  if (n < 0) throw new $ValueError("isqrt() argument must be nonnegative");
  const big = BigInt(n);
  if (big < 2n) return Number(big);
  let x = BigInt(Math.floor(Math.sqrt(Number(n)))) + 1n;
  while (x * x > big) x = (x + big / x) / 2n;
  while ((x + 1n) * (x + 1n) <= big) x++;
  return Number(x);
}

// @helper $copysign
/** math.copysign(x, y): |x| with y's sign bit (also of -0.0 and NaN). @param {number} x @param {number} y */
function $copysign(x, y) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, y);
  const negative = view.getUint8(0) >= 0x80;
  const magnitude = Math.abs(x);
  return negative ? -magnitude : magnitude;
}

// @helper $modf
/** math.modf(x): (fraction, integer part), both with x's sign. @param {number} x @returns {[number, number]} */
function $modf(x) {
  x = Number(x);
  if (Number.isNaN(x)) return [x, x];
  if (!Number.isFinite(x)) return [x < 0 ? -0 : 0, x];
  const whole = Math.trunc(x);
  const frac = x - whole;
  return [frac === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : frac, whole];
}

// @helper $fmod
/** math.fmod(x, y): C's fmod (JS's %), ValueError where it has no value. @param {number} x @param {number} y */
function $fmod(x, y) {
  x = Number(x);
  y = Number(y);
  if (Math.abs(y) === Infinity && Number.isFinite(x)) return x;
  const r = x % y;
  if (Number.isNaN(r) && !Number.isNaN(x) && !Number.isNaN(y)) throw new $ValueError("math domain error");
  return r;
}

// @helper $fsum
/** math.fsum(items): CPython's exactly rounded sum (Shewchuk's partials, half-even across them). @param {Iterable<number>} items */
function $fsum(items) {
  /** @type {number[]} */
  const p = [];
  let special = 0;
  let infs = 0;
  let lo = 0;
  for (const item of items) {
    let x = Number(item);
    const saved = x;
    let i = 0;
    for (let j = 0; j < p.length; j++) {
      let y = p[j];
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi = x + y;
      lo = y - (hi - x);
      if (lo !== 0) p[i++] = lo;
      x = hi;
    }
    p.length = i;
    if (x !== 0) {
      if (!Number.isFinite(x)) {
        if (Number.isFinite(saved)) throw new $OverflowError("intermediate overflow in fsum");
        if (!Number.isNaN(saved)) infs += saved;
        special += saved;
        p.length = 0;
      } else p.push(x);
    }
  }
  if (special !== 0) {
    if (Number.isNaN(infs)) throw new $ValueError("-inf + inf in fsum");
    return special;
  }
  let n = p.length;
  let hi = 0;
  if (n > 0) {
    hi = p[--n];
    while (n > 0) {
      const x = hi;
      const y = p[--n];
      hi = x + y;
      lo = y - (hi - x);
      if (lo !== 0) break;
    }
    if (n > 0 && ((lo < 0 && p[n - 1] < 0) || (lo > 0 && p[n - 1] > 0))) {
      const y = lo * 2;
      const x = hi + y;
      if (y === x - hi) hi = x;
    }
  }
  return hi;
}

// @helper $hypot
/** math.hypot(*coords): CPython 3.11's vector_norm (scaled, with compensated sums). @param {...number} coords */
function $hypot(...coords) {
  const vec = coords.map((c) => Math.abs(Number(c)));
  let max = 0;
  let nan = false;
  for (const x of vec) {
    if (Number.isNaN(x)) nan = true;
    else if (x > max) max = x;
  }
  if (max === Infinity) return max;
  if (nan) return NaN;
  if (max === 0 || vec.length <= 1) return max;
  const T27 = 134217729.0;
  let csum = 1.0;
  let frac1 = 0.0;
  let frac2 = 0.0;
  let frac3 = 0.0;
  let old;
  let maxE = Math.floor(Math.log2(max)) + 1; // frexp's exponent: max = m * 2**maxE, 0.5 <= m < 1
  if (max * 2 ** -maxE >= 1) maxE++;
  if (max * 2 ** -maxE < 0.5) maxE--;
  if (maxE >= -1023) {
    const scale = 2 ** -maxE;
    for (let x of vec) {
      x *= scale;
      let t = x * T27;
      const hi = t - (t - x);
      const lo = x - hi;
      x = hi * hi;
      old = csum;
      csum += x;
      frac1 += old - csum + x;
      x = 2.0 * hi * lo;
      old = csum;
      csum += x;
      frac2 += old - csum + x;
      frac3 += lo * lo;
    }
    const h = Math.sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
    let x = h;
    const t = x * T27;
    const hi = t - (t - x);
    const lo = x - hi;
    x = -hi * hi;
    old = csum;
    csum += x;
    frac1 += old - csum + x;
    x = -2.0 * hi * lo;
    old = csum;
    csum += x;
    frac2 += old - csum + x;
    x = -lo * lo;
    old = csum;
    csum += x;
    frac3 += old - csum + x;
    x = csum - 1.0 + (frac1 + frac2 + frac3);
    return (h + x / (2.0 * h)) / scale;
  }
  for (let x of vec) {
    x /= max;
    x = x * x;
    old = csum;
    csum += x;
    frac1 += old - csum + x;
  }
  return max * Math.sqrt(csum - 1.0 + frac1);
}

// @helper $groupby
/**
 * itertools.groupby(items, key): CPython's state machine, so a group stops when the outer iterator
 * moves on, and a group's items come from the one shared iterator.
 * @param {Iterable<any>} items @param {((x: any) => any) | null} keyOf @returns {IterableIterator<[any, IterableIterator<any>]>}
 */
function $groupby(items, keyOf) {
  const it = items[Symbol.iterator]();
  const NONE = {};
  let currkey = NONE;
  let currvalue = NONE;
  let tgtkey = NONE;
  /** @type {any} */
  let current = null;
  const step = () => {
    const r = it.next();
    if (r.done) return false;
    let key;
    try {
      key = keyOf === null ? r.value : keyOf(r.value);
    } catch (e) {
      $endOrThrow(e); // (the next step goes on with the item after it, as CPython's does)
      return false;
    }
    currvalue = r.value;
    currkey = key;
    return true;
  };
  const same = (/** @type {any} */ a, /** @type {any} */ b) => a === b || $eq(a, b);
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      current = null;
      for (;;) {
        if (currkey === NONE) {
          /* pass */
        } else if (tgtkey === NONE) break;
        else if (!same(tgtkey, currkey)) break;
        if (!step()) return { done: true, value: undefined };
      }
      tgtkey = currkey;
      const target = tgtkey;
      const group = {
        [Symbol.iterator]() {
          return this;
        },
        next() {
          if (current !== group) return { done: true, value: undefined };
          if (currvalue === NONE && !step()) return { done: true, value: undefined };
          if (!same(target, currkey)) return { done: true, value: undefined };
          const value = currvalue;
          currvalue = NONE;
          currkey = NONE;
          return { done: false, value };
        },
      };
      current = group;
      return { done: false, value: [target, group] };
    },
  };
}

// @helper $replaceCount
/** s.replace(old, new, count): the first `count` occurrences (every one when count < 0). @param {string} s @param {string} old @param {string} replacement @param {number} count */
function $replaceCount(s, old, replacement, count) {
  if (count < 0) return $replace(s, old, replacement);
  let out = "";
  let n = 0;
  if (old === "") {
    const chars = [...s]; // between code points, and at both ends
    for (let i = 0; i <= chars.length; i++) {
      if (n < count) {
        out += replacement;
        n++;
      }
      out += chars[i] ?? "";
    }
    return out;
  }
  let at = 0;
  for (; n < count; n++) {
    const i = s.indexOf(old, at);
    if (i < 0) break;
    out += s.slice(at, i) + replacement;
    at = i + old.length;
  }
  return out + s.slice(at);
}

// ---- statistics: CPython 3.11's exact means and spreads (its Fractions are BigInts here) ------------

// @helper $StatisticsError
/** statistics.StatisticsError, a ValueError as in Python. */
class $StatisticsError extends $ValueError {
  name = "StatisticsError";
}

// @helper $bitLength
/** int.bit_length() of a BigInt. @param {bigint} n */
function $bitLength(n) {
  return n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length;
}

// @helper $ratioFloat
/**
 * n / d of BigInts (d > 0) as CPython's int / int rounds it, which Fraction.__float__ is: the nearest
 * float, ties to even, subnormals included; OverflowError past the largest float.
 * @param {bigint} n @param {bigint} d
 */
function $ratioFloat(n, d) {
  const negative = n < 0n;
  if (negative) n = -n;
  // 2**e is the last place kept: a quotient of 53 bits, or fewer below the normal floats (2**-1074)
  let e = Math.max($bitLength(n) - $bitLength(d) - 53, -1074);
  for (;;) {
    const num = e < 0 ? n << BigInt(-e) : n;
    const den = e > 0 ? d << BigInt(e) : d;
    let q = num / den;
    if (q >= 2n ** 53n) {
      e++; // the estimate from the bit lengths was one short
      continue;
    }
    const twice = (num % den) * 2n;
    if (twice > den || (twice === den && (q & 1n) === 1n)) q++;
    if ($bitLength(q) + e > 1024) throw new $OverflowError("integer division result too large for a float");
    const x = Number(q) * 2 ** e; // exact: q and 2**e are, and so is their product
    return negative ? -x : x;
  }
}

// @helper $exactSums
/**
 * CPython's `_ss` of numbers, exact: their count, their sum and the sum of their squares, the sums as
 * BigInts scaled by 2**e and 2**(2e) (a float is an integer times a power of two: its
 * as_integer_ratio()); or `special`, the sum of their infinities and NaNs, which is then the result.
 * @param {Iterable<number>} items
 * @returns {{n: number, special: number | null, sum: bigint, squares: bigint, e: number}}
 */
function $exactSums(items) {
  const view = new DataView(new ArrayBuffer(8));
  /** @type {[bigint, number][]} */
  const parts = [];
  /** @type {number | null} */
  let special = null;
  let n = 0;
  for (const x of items) {
    n++;
    if (!Number.isFinite(x)) {
      special = (special ?? 0) + x;
      continue;
    }
    view.setFloat64(0, x);
    const high = view.getUint32(0);
    const biased = (high >>> 20) & 0x7ff;
    const m = (BigInt(high & 0xfffff) << 32n) | BigInt(view.getUint32(4)) | (biased ? 1n << 52n : 0n);
    parts.push([high >>> 31 ? -m : m, Math.max(biased, 1) - 1075]);
  }
  let e = Infinity;
  for (const [, exponent] of parts) e = Math.min(e, exponent);
  let sum = 0n;
  let squares = 0n;
  for (const [m, exponent] of parts) {
    const scaled = m << BigInt(exponent - e);
    sum += scaled;
    squares += scaled * scaled;
  }
  return { n, special, sum, squares, e: parts.length ? e : 0 };
}

// @helper $statsConvert
/**
 * CPython's `_convert` of num * 2**e / den: an int where the data are ints and it is whole (mean([1, 3])
 * is 2), else the nearest float. @param {bigint} num @param {number} e @param {bigint} den @param {boolean} ints
 */
function $statsConvert(num, e, den, ints) {
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  if (ints && num % den === 0n) return $exactInt(num / den);
  return $ratioFloat(num, den);
}

// @helper $mean
/** statistics.mean(data); `ints`: of ints. @param {Iterable<number>} items @param {boolean} ints */
function $mean(items, ints) {
  const s = $exactSums(items);
  if (s.n < 1) throw new $StatisticsError("mean requires at least one data point");
  if (s.special !== null) return s.special / s.n;
  return $statsConvert(s.sum, s.e, BigInt(s.n), ints);
}

// @helper $realsOf
/**
 * statistics' data read from JSON values (fmean, stdev, pstdev, whose result is a float whatever the
 * data): numbers, a bool its int, anything else CPython's TypeError (`fsum`: fmean's fsum() words it).
 * @param {Iterable<any>} items @param {boolean} fsum @returns {number[]}
 */
function $realsOf(items, fsum) {
  /** @type {number[]} */
  const out = [];
  for (const x of items) {
    if (typeof x === "number") out.push(x);
    else if (typeof x === "boolean") out.push(x ? 1 : 0);
    else {
      const name = x === null || x === undefined ? "NoneType" : typeof x === "string" ? "str" : Array.isArray(x) ? "list" : "dict";
      throw new TypeError(fsum ? `must be real number, not ${name}` : `can't convert type '${name}' to numerator/denominator`);
    }
  }
  return out;
}

// @helper $fmean
/**
 * statistics.fmean(data, weights=None): fsum() over the count (the weighted products over the sum of
 * the weights). @param {Iterable<number>} items @param {Iterable<number> | null} weights
 */
function $fmean(items, weights) {
  const w = weights === null ? null : [...weights]; // CPython lists the weights before it reads the data
  const data = [...items];
  if (w === null) {
    const total = $fsum(data);
    if (!data.length) throw new $StatisticsError("fmean requires at least one data point");
    return total / data.length;
  }
  const num = $fsum(data.slice(0, w.length).map((x, i) => x * w[i])); // map(mul, ...) stops at the shorter
  if (data.length !== w.length) throw new $StatisticsError("data and weights must be the same length");
  const den = $fsum(w);
  if (den === 0) throw new $StatisticsError("sum of weights must be non-zero");
  return num / den;
}

// @helper $sqrtRatio
/**
 * The square root of n / m (BigInts, m > 0) as the nearest float: CPython 3.11's _float_sqrt_of_frac,
 * an integer root rounded to odd, then one correctly rounded division. @param {bigint} n @param {bigint} m
 */
function $sqrtRatio(n, m) {
  const isqrt = (/** @type {bigint} */ v) => {
    if (v < 2n) return v;
    let x = 1n << BigInt(Math.ceil($bitLength(v) / 2)); // at least the root: Newton's steps go down to it
    for (;;) {
      const y = (x + v / x) >> 1n;
      if (y >= x) return x;
      x = y;
    }
  };
  const rto = (/** @type {bigint} */ n, /** @type {bigint} */ m) => {
    const a = isqrt(n / m);
    return a * a * m === n ? a : a | 1n;
  };
  const q = Math.floor(($bitLength(n) - $bitLength(m) - 109) / 2);
  if (q >= 0) return $ratioFloat(rto(n, m << BigInt(2 * q)) << BigInt(q), 1n);
  return $ratioFloat(rto(n << BigInt(-2 * q), m), 1n << BigInt(-q));
}

// @helper $variance
/**
 * statistics.variance, pvariance, stdev and pstdev (`sample`: over n - 1; `root`: its square root) of
 * CPython's exact `_ss`; `c` the mean given (xbar, mu), whose squared deviations CPython sums as it
 * computes them (floats, or exact ints where `ints`), or null. @param {Iterable<number>} items
 * @param {boolean} ints @param {number | null} c @param {boolean} sample @param {boolean} root
 */
function $variance(items, ints, c, sample, root) {
  /** @type {{n: number, special: number | null, sum: bigint, squares: bigint, e: number}} */
  let s;
  const mu = c ?? 0;
  if (c === null) s = $exactSums(items);
  else if (!ints) s = $exactSums([...items].map((x) => (x - mu) * (x - mu))); // floats, as Python's
  else {
    const deviations = [...items].map((x) => BigInt(x) - BigInt(mu)); // ints: squared exactly
    s = { n: deviations.length, special: null, sum: deviations.reduce((t, d) => t + d * d, 0n), squares: 0n, e: 0 };
  }
  const name = (sample ? "" : "p") + (root ? "stdev" : "variance");
  if (s.n < (sample ? 2 : 1)) {
    throw new $StatisticsError(`${name} requires at least ${sample ? "two data points" : "one data point"}`);
  }
  const divisor = BigInt(sample ? s.n - 1 : s.n);
  if (s.special !== null) {
    if (root) throw new $AttributeError("'float' object has no attribute 'numerator'"); // CPython 3.11's
    return s.special / Number(divisor);
  }
  // the sum of squared deviations: Σd² as given, or (n·Σx² - (Σx)²) / n
  let num = c === null ? BigInt(s.n) * s.squares - s.sum * s.sum : s.sum;
  let e = c === null ? 2 * s.e : s.e;
  let den = (c === null ? BigInt(s.n) : 1n) * divisor;
  if (!root) return $statsConvert(num, e, den, ints);
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  let [a, b] = [num, den]; // reduced, as CPython's Fraction is
  while (b !== 0n) [a, b] = [b, a % b];
  return $sqrtRatio(num / a, den / a);
}

// @helper $median
/**
 * statistics.median ("mid"), median_low and median_high: of the data sorted as Python sorts numbers.
 * @param {Iterable<number>} items @param {"mid" | "low" | "high"} which
 */
function $median(items, which) {
  const data = [...items].sort((a, b) => a - b);
  const n = data.length;
  if (n === 0) throw new $StatisticsError("no median for empty data");
  if (n % 2 === 1 || which === "high") return data[(n - (n % 2)) / 2];
  // (a + b) / 2 of ints rounds as Python's exact sum divided does: halving is exact
  return which === "low" ? data[n / 2 - 1] : (data[n / 2 - 1] + data[n / 2]) / 2;
}

// @helper $mode
/**
 * statistics.mode (the first of the most common values) and, `all`, multimode (each of them), in the
 * order first met, as Counter keeps them; the value kept is the first met (-0.0 before 0.0). Two NaNs
 * are one value in Python only if they are the same float object, which JavaScript cannot tell: a
 * second NaN stops the worker. @template T @param {Iterable<T>} items @param {boolean} all
 */
function $mode(items, all) {
  /** @type {Map<T, [number, T]>} */
  const counts = new Map();
  let nans = 0;
  for (const x of items) {
    if (x !== x && ++nans > 1) {
      throw new $Stop("statistics.mode() or multimode() of two NaNs: Python counts them as one value only if they are the same float object, which JavaScript cannot tell");
    }
    const seen = counts.get(x);
    if (seen) seen[0]++;
    else counts.set(x, [1, x]);
  }
  let most = 0;
  for (const [count] of counts.values()) most = Math.max(most, count);
  const modes = [...counts.values()].filter(([count]) => count === most).map(([, x]) => x);
  if (all) return modes;
  if (!modes.length) throw new $StatisticsError("no mode for empty data");
  return modes[0];
}

// @helper $quantiles
/**
 * statistics.quantiles(data, n=n, method=method): CPython 3.11's cut points; of `ints`, Python sums
 * the exact products before it divides (BigInts here). @param {Iterable<number>} items @param {number} n
 * @param {string} method @param {boolean} ints
 */
function $quantiles(items, n, method, ints) {
  if (n < 1) throw new $StatisticsError("n must be at least 1");
  const data = [...items].sort((a, b) => a - b);
  const ld = data.length;
  if (ld < 2) throw new $StatisticsError("must have at least two data points");
  /** @param {number} a @param {number} wa @param {number} b @param {number} wb */
  const cut = (a, wa, b, wb) =>
    ints ? $ratioFloat(BigInt(a) * BigInt(wa) + BigInt(b) * BigInt(wb), BigInt(n)) : (a * wa + b * wb) / n;
  /** @type {number[]} */
  const result = [];
  if (method === "inclusive") {
    const m = ld - 1;
    for (let i = 1; i < n; i++) {
      const j = Math.floor((i * m) / n);
      const delta = i * m - j * n;
      result.push(cut(data[j], n - delta, data[j + 1], delta));
    }
    return result;
  }
  if (method === "exclusive") {
    const m = ld + 1;
    for (let i = 1; i < n; i++) {
      const j = Math.min(Math.max(Math.floor((i * m) / n), 1), ld - 1); // clamped to 1 .. ld-1
      const delta = i * m - j * n;
      result.push(cut(data[j - 1], n - delta, data[j], delta));
    }
    return result;
  }
  throw new $ValueError(`Unknown method: ${$strRepr(method)}`);
}

// ---- string.Template ------------------------------------------------------------------------------

// @helper $Template
/**
 * string.Template with CPython 3.11's pattern: `$$`, `$name` and `${name}` of ASCII identifiers in
 * either case (its `(?a:[_a-z][_a-z0-9]*)` under IGNORECASE), any other `$` invalid.
 */
class $Template {
  static pattern = /\$(?:(\$)|([_a-zA-Z][_a-zA-Z0-9]*)|\{([_a-zA-Z][_a-zA-Z0-9]*)\}|())/g;

  /** Python's class attribute: the placeholders' mark */
  get delimiter() {
    return "$";
  }

  /** @param {string} template */
  constructor(template) {
    this.template = template;
  }

  /**
   * substitute(mapping, **kws) (`safe`: safe_substitute): a name is looked up in the keywords
   * ([name, value, str] each), then in the mapping (`get(mapping, name)`, which raises KeyError), and
   * its value converted by its str() when the placeholder is met, as Python's does.
   * @param {any} mapping @param {((m: any, k: string) => any) | null} get @param {((v: any) => string) | null} str
   * @param {[string, any, (v: any) => string][]} keywords @param {boolean} safe @returns {string}
   */
  $substitute(mapping, get, str, keywords, safe) {
    return this.template.replace($Template.pattern, (whole, escaped, named, braced, invalid, offset) => {
      const name = named ?? braced;
      if (name !== undefined) {
        const keyword = keywords.find(([k]) => k === name);
        try {
          if (keyword) return keyword[2](keyword[1]);
          if (get === null || str === null) throw $keyError(name);
          return str(get(mapping, name));
        } catch (error) {
          if (safe && error instanceof $KeyError) return whole;
          throw error;
        }
      }
      if (escaped !== undefined) return "$";
      if (safe) return whole; // an invalid `$` stays as it is
      // the line and column of the character after the `$`, in code points, as str.splitlines() counts
      const lines = this.template.slice(0, offset + 1).split(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/);
      const column = [...lines[lines.length - 1]].length;
      throw new $ValueError(`Invalid placeholder in string: line ${lines.length}, col ${column}`);
    });
  }

  /** @param {any} mapping @param {((m: any, k: string) => any) | null} get @param {((v: any) => string) | null} str @param {[string, any, (v: any) => string][]} keywords */
  substitute(mapping, get, str, keywords) {
    return this.$substitute(mapping, get, str, keywords, false);
  }

  /** @param {any} mapping @param {((m: any, k: string) => any) | null} get @param {((v: any) => string) | null} str @param {[string, any, (v: any) => string][]} keywords */
  safe_substitute(mapping, get, str, keywords) {
    return this.$substitute(mapping, get, str, keywords, true);
  }

  /** The names of the placeholders, each once, in order. @returns {string[]} */
  get_identifiers() {
    /** @type {string[]} */
    const names = [];
    for (const m of this.template.matchAll($Template.pattern)) {
      const name = m[2] ?? m[3];
      if (name !== undefined && !names.includes(name)) names.push(name);
    }
    return names;
  }

  /** Whether no `$` is invalid. */
  is_valid() {
    return [...this.template.matchAll($Template.pattern)].every((m) => m[4] === undefined);
  }
}

// @helper $CsvError
/** csv.Error (CPython's `_csv.Error`), which the csv reader raises: an Exception, not a ValueError. */
class $CsvError extends Error {
  static $py = true;
  name = "Error";
}

// @helper $StringIO
/** io.StringIO() written to: the text written, in order (newline="\n": written as it is). */
class $StringIO {
  constructor() {
    /** @type {string[]} */
    this.parts = [];
  }

  /** How many code points it wrote, as Python's len() counts them. @param {string} text */
  write(text) {
    this.parts.push(text);
    let count = 0;
    for (const _ of text) count++;
    return count;
  }

  getvalue() {
    const text = this.parts.join("");
    this.parts = [text];
    return text;
  }
}

// @helper $CsvWriter
/**
 * csv.writer(out, delimiter=, quotechar=, lineterminator=, quoting=): CPython 3.11's `_csv` writer
 * (Modules/_csv.c, join_append_data) with doublequote and no escapechar. Under QUOTE_MINIMAL a field
 * is quoted where it holds the delimiter, the quotechar or a character of the line terminator; under
 * QUOTE_ALL always; a quotechar inside is doubled. A row of one empty field is written `""` (CPython
 * quotes it so that it reads back as one field, not as no row). `text` gives each field's Python text
 * by its static type (None as ""), which the lowering knows and JavaScript's values do not.
 */
class $CsvWriter {
  /** @param {$StringIO} out @param {{delimiter: string, quotechar: string, lineterminator: string, quoteAll: boolean}} options */
  constructor(out, options) {
    this.out = out;
    this.options = options;
  }

  /** @param {Iterable<any>} row @param {(value: any, index: number) => string} text */
  writerow(row, text) {
    const { delimiter, quotechar, lineterminator, quoteAll } = this.options;
    /** @type {string[]} */
    const fields = [];
    for (const value of row) fields.push(text(value, fields.length));
    /** @param {string} field */
    const special = (field) =>
      [...field].some((c) => c === delimiter || c === quotechar || lineterminator.includes(c));
    /** @param {string} field */
    const quoted = (field) => quotechar + field.split(quotechar).join(quotechar + quotechar) + quotechar;
    const line =
      fields.length === 1 && fields[0] === ""
        ? quotechar + quotechar
        : fields.map((f) => (quoteAll || special(f) ? quoted(f) : f)).join(delimiter);
    return this.out.write(line + lineterminator);
  }

  /** @param {Iterable<Iterable<any>>} rows @param {(value: any, index: number) => string} text */
  writerows(rows, text) {
    for (const row of rows) this.writerow(row, text);
    return null;
  }
}

// @helper $CsvDictWriter
/**
 * csv.DictWriter(out, fieldnames, restval=, extrasaction=, **options): Lib/csv.py's (3.11) over a
 * `$CsvWriter`: a row's fields in the fieldnames' order, `restval` for a missing key; a key not among
 * them raises ValueError under extrasaction="raise" (CPython lists them in its set's order, which
 * varies from run to run: here in the dict's).
 */
class $CsvDictWriter {
  /** @param {$CsvWriter} writer @param {string[]} fieldnames @param {string} restval @param {boolean} raises */
  constructor(writer, fieldnames, restval, raises) {
    this.writer = writer;
    this.fieldnames = fieldnames;
    this.restval = restval;
    this.raises = raises;
  }

  writeheader() {
    return this.writer.writerow(this.fieldnames, (name) => name);
  }

  /** @param {Record<string, any>} row @param {(value: any) => string} text */
  writerow(row, text) {
    $asDict(row, this.raises ? "keys" : "get"); // (a JSON value that is no dict: Python's AttributeError)
    if (this.raises) {
      const wrong = Object.keys(row).filter((k) => !this.fieldnames.includes(k));
      if (wrong.length) {
        throw new $ValueError("dict contains fields not in fieldnames: " + wrong.map($strRepr).join(", "));
      }
    }
    const texts = this.fieldnames.map((k) => (Object.hasOwn(row, k) ? text(row[k]) : this.restval));
    return this.writer.writerow(texts, (field) => field);
  }

  /** @param {Iterable<Record<string, any>>} rows @param {(value: any) => string} text */
  writerows(rows, text) {
    for (const row of rows) this.writerow(row, text);
    return null;
  }
}

// @helper $csvReader
/**
 * csv.reader(lines, delimiter=, quotechar=, skipinitialspace=): CPython 3.11's `_csv` reader ported
 * step for step (Modules/_csv.c: parse_process_char's states, Reader_iternext's loop), the excel
 * dialect otherwise (doublequote, strict=False, QUOTE_MINIMAL, no escapechar: its states are never
 * entered). The lines' iterator is taken when the reader is made; each row reads as many lines as it
 * needs (a quoted field goes on across lines), one code point at a time. A csv.Error ends the row being
 * read: the next next() starts a new row at the next line, as CPython's does. `line_num` counts the
 * lines read (DictReader reads it).
 * @param {Iterable<string>} lines
 * @param {{ delimiter: string, quotechar: string, skipinitialspace: boolean, escapechar?: string }} dialect
 * @returns {IterableIterator<string[]> & { line_num: number }}
 */
function $csvReader(lines, dialect) {
  const it = lines[Symbol.iterator]();
  const { delimiter, quotechar, skipinitialspace, escapechar } = dialect;
  const START_RECORD = 0, START_FIELD = 1, ESCAPED_CHAR = 2, IN_FIELD = 3, IN_QUOTED_FIELD = 4;
  const ESCAPE_IN_QUOTED_FIELD = 5, QUOTE_IN_QUOTED_FIELD = 6, EAT_CRNL = 7, AFTER_ESCAPED_CRNL = 8;
  const EOL = ""; // (no code point: CPython's is -2)
  const FIELD_LIMIT = 131072; // csv.field_size_limit()'s default
  let state = START_RECORD;
  /** @type {string[]} */
  let fields = [];
  /** @type {string[]} */
  let field = []; // its code points
  const saveField = () => {
    fields.push(field.join(""));
    field = [];
  };
  const addChar = (/** @type {string} */ c) => {
    if (field.length >= FIELD_LIMIT) throw new $CsvError(`field larger than field limit (${FIELD_LIMIT})`);
    field.push(c);
  };
  const processChar = (/** @type {string} */ c) => {
    switch (state) {
      case START_RECORD:
        if (c === EOL) break; // an empty line: []
        if (c === "\n" || c === "\r") {
          state = EAT_CRNL;
          break;
        }
        state = START_FIELD;
      // falls through: a normal character, as START_FIELD
      case START_FIELD:
        if (c === "\n" || c === "\r" || c === EOL) {
          saveField();
          state = c === EOL ? START_RECORD : EAT_CRNL;
        } else if (c === quotechar) {
          state = IN_QUOTED_FIELD;
        } else if (c === escapechar) {
          state = ESCAPED_CHAR;
        } else if (c === " " && skipinitialspace) {
          // a space at the start of a field is skipped
        } else if (c === delimiter) {
          saveField();
        } else {
          addChar(c);
          state = IN_FIELD;
        }
        break;
      case ESCAPED_CHAR:
        if (c === "\n" || c === "\r") {
          addChar(c);
          state = AFTER_ESCAPED_CRNL;
          break;
        }
        addChar(c === EOL ? "\n" : c);
        state = IN_FIELD;
        break;
      case AFTER_ESCAPED_CRNL:
        if (c === EOL) break;
      // falls through
      case IN_FIELD:
        if (c === "\n" || c === "\r" || c === EOL) {
          saveField();
          state = c === EOL ? START_RECORD : EAT_CRNL;
        } else if (c === escapechar) {
          state = ESCAPED_CHAR;
        } else if (c === delimiter) {
          saveField();
          state = START_FIELD;
        } else {
          addChar(c);
        }
        break;
      case IN_QUOTED_FIELD:
        if (c === EOL) {
          // the field goes on at the next line
        } else if (c === escapechar) {
          state = ESCAPE_IN_QUOTED_FIELD;
        } else if (c === quotechar) {
          state = QUOTE_IN_QUOTED_FIELD; // doublequote: "" is "
        } else {
          addChar(c);
        }
        break;
      case ESCAPE_IN_QUOTED_FIELD:
        addChar(c === EOL ? "\n" : c);
        state = IN_QUOTED_FIELD;
        break;
      case QUOTE_IN_QUOTED_FIELD:
        if (c === quotechar) {
          addChar(c);
          state = IN_QUOTED_FIELD;
        } else if (c === delimiter) {
          saveField();
          state = START_FIELD;
        } else if (c === "\n" || c === "\r" || c === EOL) {
          saveField();
          state = c === EOL ? START_RECORD : EAT_CRNL;
        } else {
          addChar(c); // not strict: the character is kept, the field goes on unquoted
          state = IN_FIELD;
        }
        break;
      case EAT_CRNL:
        if (c === "\n" || c === "\r") {
          // another line end
        } else if (c === EOL) {
          state = START_RECORD;
        } else {
          throw new $CsvError("new-line character seen in unquoted field - do you need to open the file in universal-newline mode?");
        }
        break;
    }
  };
  return {
    line_num: 0,
    next() {
      fields = [];
      field = [];
      state = START_RECORD;
      do {
        const step = it.next();
        if (step.done) {
          if (field.length !== 0 || state === IN_QUOTED_FIELD) {
            saveField(); // the end of the input ends the field (not strict)
            break;
          }
          return { done: true, value: undefined };
        }
        this.line_num++;
        for (const c of step.value) processChar(c);
        processChar(EOL);
      } while (state !== START_RECORD);
      const row = fields;
      fields = [];
      return { done: false, value: row };
    },
    [Symbol.iterator]() {
      return this;
    },
  };
}

// @helper $csvDictReader
/**
 * csv.DictReader(lines, fieldnames, restkey, restval, **options): Lib/csv.py's DictReader (3.11) over
 * `$csvReader`: the field names are the first row unless given, read at the first next(); blank rows
 * are skipped; a short row's missing fields are `restval`, a long row's extra fields a list under
 * `restkey`. Where either is None, which a dict of str keys and str values cannot hold, the worker stops.
 * @param {Iterable<string>} lines
 * @param {{ delimiter: string, quotechar: string, skipinitialspace: boolean }} dialect
 * @param {string[] | null} fieldnames @param {string | null} restkey @param {string | null} restval
 * @returns {IterableIterator<Record<string, any>>}
 */
function $csvDictReader(lines, dialect, fieldnames, restkey, restval) {
  const reader = $csvReader(lines, dialect);
  let names = fieldnames;
  let lineNum = 0;
  const fieldNames = () => { // the `fieldnames` property
    if (names === null) {
      const step = reader.next();
      if (!step.done) names = step.value;
    }
    lineNum = reader.line_num;
    return /** @type {string[]} */ (names);
  };
  const put = (/** @type {Record<string, any>} */ d, /** @type {string} */ key, /** @type {any} */ value) => {
    Object.defineProperty(d, key, { value, writable: true, enumerable: true, configurable: true });
  };
  return {
    next() {
      if (lineNum === 0) fieldNames();
      let step = reader.next();
      if (step.done) return step;
      lineNum = reader.line_num;
      while (step.value.length === 0) {
        step = reader.next();
        if (step.done) return step;
      }
      const row = step.value;
      /** @type {Record<string, any>} */
      const d = {};
      const keys = fieldNames();
      for (let i = 0; i < keys.length && i < row.length; i++) put(d, keys[i], row[i]);
      const [lf, lr] = [fieldNames().length, row.length];
      if (lf < lr) {
        if (restkey === null) {
          throw new $Stop(`csv.DictReader read a row of ${lr} fields, more than its ${lf} field names: Python puts the extra fields in a list under the key None (restkey), which a dict of str keys cannot hold here: pass restkey="..."`);
        }
        put(d, restkey, row.slice(lf));
      } else if (lf > lr) {
        if (restval === null) {
          throw new $Stop(`csv.DictReader read a row of ${lr} fields, fewer than its ${lf} field names: Python gives the missing fields the value None (restval), which a dict of str values cannot hold here: pass restval="..."`);
        }
        for (const key of fieldNames().slice(lr)) put(d, key, restval);
      }
      return { done: false, value: d };
    },
    [Symbol.iterator]() {
      return this;
    },
  };
}
