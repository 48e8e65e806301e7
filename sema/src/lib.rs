//! Translates the AST into the typed program: types, scopes, name lookup,
//! conversions, overload resolution, templates, and the codegen value
//! category. The typed program is a set of tables indexed by typed `u32` ids,
//! frozen after translation and shared read-only by every codegen job.
//!
//! Entry point: [`translate::translate_unit`], which runs compile-time code
//! through a [`meta::MetaEngine`] (the `meta-interp` crate provides the real
//! one and wraps this entry in `meta_interp::translate`).

pub mod builder;
pub mod builder_cxx;
pub mod cmath;
pub mod diagnostics;
pub mod dump;
pub mod inline_asm;
pub mod meta;
pub mod program;
pub mod qualified_name;
pub mod translate;
pub mod types;
pub mod zero_init;
