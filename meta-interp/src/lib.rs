//! The compile-time interpreter: executes `@meta` statements as translation
//! reaches them, evaluates constant expressions (array bounds, template
//! arguments, `static_assert`), answers reflection queries, and performs
//! compile-time I/O, under step, memory and recursion limits.
