//! The lowest stage of circle-rs: it owns the shared vocabulary every later
//! stage speaks (the [`source::SourceMap`] with its `u32` [`source::Span`]s, and
//! the one [`diag::Diagnostic`] type), turns bytes into C++17/CUDA/Circle
//! tokens with logos, and runs the preprocessor (`#include`, macros, `#if`,
//! whose controlling-expression grammar is a lalrpop grammar).
//!
//! Modules: [`builtins`] (the one table of builtin names that
//! `__has_builtin` and every stage consult), [`source`] (the source map),
//! [`diag`] (the diagnostic type), [`diagnostics`] (every lexer and
//! preprocessor diagnostic, one constructor each), [`token`] (logos
//! tokens, line splices, spellings), [`literal`] (numbers, characters and
//! strings: classification, values, escapes, concatenation), and [`pp`] (the preprocessor; the driver calls
//! [`pp::preprocess`], [`pp::render_output`] for `-E` and
//! [`pp::render_deps`] for `-M`).
//!
//! Tokens carry only a kind, a span and two flags; where a token was spelled,
//! which file included which, and which macro expanded to what are answered
//! by the source map, never stored in the token.

pub mod builtins;
pub mod diag;
pub mod diagnostics;
pub mod literal;
pub mod pp;
pub mod runs;
pub mod source;
pub mod token;
pub mod warnings;
