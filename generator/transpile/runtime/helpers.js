// Helpers the lowering emits into a module, each only when a construct needs it (the way esbuild
// emits its helpers). Each begins at a `// @helper NAME` line and runs to the next; a helper's
// dependencies are the `$names` of other helpers it mentions. Names start with `$`, which no Python
// identifier can hold, so they never clash with the worker's own names. Helpers appear in a module in
// the order of this file: a helper comes after those it uses.

// ---- Python's builtin exceptions: `except ValueError` must see a ValueError ----------------------

// @helper $LookupError
class $LookupError extends Error {
  name = "LookupError";
}

// @helper $KeyError
class $KeyError extends $LookupError {
  name = "KeyError";
}

// @helper $IndexError
class $IndexError extends $LookupError {
  name = "IndexError";
}

// @helper $ArithmeticError
class $ArithmeticError extends Error {
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
  name = "ValueError";
}

// @helper $RuntimeError
class $RuntimeError extends Error {
  name = "RuntimeError";
}

// @helper $NotImplementedError
class $NotImplementedError extends $RuntimeError {
  name = "NotImplementedError";
}

// @helper $AssertionError
class $AssertionError extends Error {
  name = "AssertionError";
}

// @helper $AttributeError
class $AttributeError extends Error {
  name = "AttributeError";
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
/** A KeyError for a missing key; str() of it is the key's repr, as in Python. */
function $keyError(key) {
  return new $KeyError(typeof key === "string" ? $strRepr(key) : String(key));
}

// ---- arithmetic: Python raises where JS returns Infinity or NaN ------------------------------------

// @helper $div
/** a / b @param {number} a @param {number} b */
function $div(a, b) {
  if (b === 0) throw new $ZeroDivisionError("division by zero");
  return a / b;
}

// @helper $floordiv
/** a // b: CPython's float floor division, exact for ints within 2**53 too. @param {number} a @param {number} b */
function $floordiv(a, b) {
  if (b === 0) throw new $ZeroDivisionError("integer division or modulo by zero");
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && (b < 0) !== (mod < 0)) div -= 1;
  if (div === 0) return Object.is(a / b, -0) || a / b < 0 ? -0 : 0;
  const floor = Math.floor(div);
  return div - floor > 0.5 ? floor + 1 : floor;
}

// @helper $mod
/** a % b with the divisor's sign (CPython's float_rem). @param {number} a @param {number} b */
function $mod(a, b) {
  if (b === 0) throw new $ZeroDivisionError("integer modulo by zero");
  const r = a % b;
  if (r === 0) return b < 0 ? -0 : 0;
  return (r < 0) !== (b < 0) ? r + b : r;
}

// @helper $pow
/** a ** b: 0 ** -1 raises; a negative exponent of ints gives a float, as in Python. @param {number} a @param {number} b */
function $pow(a, b) {
  if (a === 0 && b < 0) throw new $ZeroDivisionError("0.0 cannot be raised to a negative power");
  const r = a ** b;
  if (!Number.isFinite(r) && Number.isFinite(a) && Number.isFinite(b) && !Number.isNaN(r)) {
    throw new $OverflowError("(34, 'Numerical result out of range')");
  }
  return r;
}

// ---- integers: exact bitwise operators (JS's are 32-bit) ------------------------------------------

// @helper $lshift
/** a << b @param {number} a @param {number} b */
function $lshift(a, b) {
  if (b < 0) throw new $ValueError("negative shift count");
  return a * 2 ** b;
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

// @helper $bitor
/** a | b @param {number} a @param {number} b */
function $bitor(a, b) {
  return Number(BigInt(a) | BigInt(b));
}

// @helper $bitxor
/** a ^ b @param {number} a @param {number} b */
function $bitxor(a, b) {
  return Number(BigInt(a) ^ BigInt(b));
}

// ---- sequences: out-of-range indexes raise -------------------------------------------------------

// @helper $at
/**
 * xs[i] of a list, tuple or str: negative counts from the end, out of range raises IndexError.
 * @template T @param {ArrayLike<T>} xs @param {number} i @returns {T}
 */
function $at(xs, i) {
  const n = xs.length;
  const j = i < 0 ? i + n : i;
  if (j < 0 || j >= n) throw new $IndexError(typeof xs === "string" ? "string index out of range" : "list index out of range");
  return xs[j];
}

// @helper $setAt
/** xs[i] = v @template T @param {T[]} xs @param {number} i @param {T} v */
function $setAt(xs, i, v) {
  const n = xs.length;
  const j = i < 0 ? i + n : i;
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

// @helper $index
/** xs.index(v) of a list of primitives, or s.index(sub) of a str. @param {any} xs @param {any} v */
function $index(xs, v) {
  const i = xs.indexOf(v);
  if (i < 0) throw new $ValueError(typeof xs === "string" ? "substring not found" : "value is not in list");
  return i;
}

// @helper $remove
/** xs.remove(v) @template T @param {T[]} xs @param {T} v */
function $remove(xs, v) {
  const i = xs.indexOf(v);
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

// @helper $min
/** min(xs) of a non-empty list of numbers or strs. @template T @param {T[]} xs @returns {T} */
function $min(xs) {
  if (xs.length === 0) throw new $ValueError("min() arg is an empty sequence");
  let best = xs[0];
  for (const x of xs) if (x < best) best = x;
  return best;
}

// @helper $max
/** max(xs) @template T @param {T[]} xs @returns {T} */
function $max(xs) {
  if (xs.length === 0) throw new $ValueError("max() arg is an empty sequence");
  let best = xs[0];
  for (const x of xs) if (x > best) best = x;
  return best;
}

// ---- dicts: own keys only, and "__proto__" is a key like any other --------------------------------

// @helper $getItem
/** d[k]: a missing key (or one only the prototype has) raises KeyError. @param {any} d @param {string} k */
function $getItem(d, k) {
  if (!Object.hasOwn(d, k)) throw $keyError(k);
  return d[k];
}

// @helper $get
/** d.get(k, fallback) @param {any} d @param {string} k @param {any} fallback */
function $get(d, k, fallback) {
  return Object.hasOwn(d, k) ? d[k] : fallback;
}

// @helper $setItem
/** d[k] = v, as an own property even for "__proto__". @param {any} d @param {string} k @param {any} v */
function $setItem(d, k, v) {
  if (k === "__proto__") Object.defineProperty(d, k, { value: v, writable: true, enumerable: true, configurable: true });
  else d[k] = v;
}

// @helper $delItem
/** del d[k] @param {any} d @param {string} k */
function $delItem(d, k) {
  if (!Object.hasOwn(d, k)) throw $keyError(k);
  delete d[k];
}

// @helper $dictPop
/** d.pop(k[, fallback]) @param {any} d @param {string} k @param {any[]} fallback */
function $dictPop(d, k, ...fallback) {
  if (!Object.hasOwn(d, k)) {
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
  if (!Object.hasOwn(d, k)) $setItem(d, k, v);
  return d[k];
}

// ---- int() and float() of a str: Python's grammar, ValueError otherwise --------------------------

// @helper $PY_SPACE
/** The characters str.isspace() accepts (JS's \s differs: it has U+FEFF, lacks U+001C-U+001F, U+0085). */
const $PY_SPACE = "[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";

// @helper $parseInt
/** int(s) @param {string} s */
function $parseInt(s) {
  const m = new RegExp(`^${$PY_SPACE}*([+-]?)(\\d(?:_?\\d)*)${$PY_SPACE}*$`).exec(s);
  if (m === null) throw new $ValueError(`invalid literal for int() with base 10: ${$strRepr(s)}`);
  const value = Number(m[2].replaceAll("_", ""));
  return m[1] === "-" ? -value : value;
}

// @helper $parseFloat
/** float(s) @param {string} s */
function $parseFloat(s) {
  const digits = "\\d(?:_?\\d)*";
  const m = new RegExp(
    `^${$PY_SPACE}*([+-]?)(?:((?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:[eE][+-]?${digits})?)|(inf(?:inity)?)|(nan))${$PY_SPACE}*$`,
    "i",
  ).exec(s);
  if (m === null) throw new $ValueError(`could not convert string to float: ${$strRepr(s)}`);
  const value = m[2] !== undefined ? Number(m[2].replaceAll("_", "")) : m[3] !== undefined ? Infinity : NaN;
  return m[1] === "-" ? -value : value;
}

// @helper $truncate
/** int(x) of a float: NaN and infinities raise. @param {number} x */
function $truncate(x) {
  if (Number.isNaN(x)) throw new $ValueError("cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new $OverflowError("cannot convert float infinity to integer");
  return Math.trunc(x) + 0;
}

// @helper $item
/** x[k] of a value whose type is not known (JSON): a list or str by index, else a dict by key. @param {any} x @param {any} k */
function $item(x, k) {
  return typeof k === "number" && (Array.isArray(x) || typeof x === "string") ? $at(x, k) : $getItem(x, k);
}

// @helper $count
/** xs.count(v) @template T @param {T[]} xs @param {T} v */
function $count(xs, v) {
  return xs.filter((x) => x === v || (x !== x && v !== v)).length;
}

// @helper $strCount
/** s.count(sub): non-overlapping occurrences. @param {string} s @param {string} sub */
function $strCount(s, sub) {
  return sub === "" ? s.length + 1 : s.split(sub).length - 1;
}

// @helper $update
/** d.update(other) @param {any} d @param {any} other */
function $update(d, other) {
  for (const k of Object.keys(other)) $setItem(d, k, other[k]);
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
  return s.replaceAll(old, () => replacement);
}

// @helper $split
/** s.split(sep) @param {string} s @param {string} sep */
function $split(s, sep) {
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
