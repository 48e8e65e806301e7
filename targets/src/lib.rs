//! Everything circle-rs knows about GPU targets, as data: the embedded device
//! table (generated at build time from `devices.cfg`), user
//! device-configuration files, and compute-capability maps.
//!
//! The driver's part, in call order:
//! 1. [`cli::extract_target_args`]: take the target options out of the
//!    command line;
//! 2. [`registry::configure`]: the embedded table, the user files, then the
//!    ccmap the search order finds ([`Environment::from_process`]);
//! 3. [`print::targets_table`] / [`print::targets_json`] for
//!    `--print-targets`;
//! 4. [`TargetRegistry::resolve`]: one [`CodegenTarget`] per requested
//!    target, for the code generator, which checks [`gates`] against them.
//!
//! Architecture invariants: nothing here panics on any input (files,
//! arguments); every diagnostic goes through `diagnostics.rs`; output order
//! is the table's and the command line's, never a hash map's.

pub mod arch_sets;
pub mod aspect;
pub mod ccmap;
pub mod cli;
pub mod config_file;
pub mod device;
pub mod diagnostics;
pub mod gates;
pub mod print;
pub mod registry;
pub mod resolved;
pub mod suggest;
mod yaml;

pub use aspect::{Aspect, AspectSet};
pub use device::{DeviceInfo, Vendor};
pub use gates::{check_gate, gate, Gate, GateSeverity, GatedFeature, GATES};
pub use registry::{configure, Environment, TargetOptions, TargetRegistry, TargetRequest};
pub use resolved::{AspectStatus, CcSource, CodegenTarget};
