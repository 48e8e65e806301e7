//! Translates the AST into the typed program: types, scopes, name lookup,
//! conversions, overload resolution, templates, and the codegen value
//! category. The typed program is a set of tables indexed by typed `u32` ids,
//! frozen after translation and shared read-only by every codegen job.

pub mod builder;
pub mod program;
pub mod types;
