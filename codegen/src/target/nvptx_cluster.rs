//! Thread-block clusters on NVIDIA (sm_90): `__cluster_dims__` becomes the
//! PTX directives `.explicitcluster` and `.reqnctapercluster x, y, z` on the
//! kernel's entry, and a `__launch_bounds__` cluster bound becomes
//! `.maxclusterrank`.
//!
//! LLVM 19's NVPTX backend turns a `maxclusterrank` annotation into its
//! directive, but knows no annotation for the required cluster shape (the
//! `cluster_dim_{x,y,z}` annotations came later). So the module carries
//! those annotations, as newer LLVM reads them, and the PTX text gets the
//! two directives added after each such entry's parameter list.

use inkwell::values::FunctionValue;
use sema::program::{FuncId, Program};

use crate::lower::Lowerer;

const DIM_KEYS: [&str; 3] = ["cluster_dim_x", "cluster_dim_y", "cluster_dim_z"];

/// Annotates a kernel with its required cluster shape and cluster bound.
pub fn annotate<'ctx>(
    l: &mut Lowerer<'ctx, '_, '_>,
    f: FunctionValue<'ctx>,
    dims: Option<[u32; 3]>,
    max_blocks_per_cluster: u32,
) {
    let mut entries: Vec<(&str, u32)> = Vec::new();
    if let Some(d) = dims {
        entries.extend(DIM_KEYS.iter().copied().zip(d));
    }
    if max_blocks_per_cluster > 0 {
        entries.push(("maxclusterrank", max_blocks_per_cluster));
    }
    let i32t = l.ctx.i32_type();
    let fp = f.as_global_value().as_pointer_value();
    for (key, value) in entries {
        let md = l.ctx.metadata_node(&[
            fp.into(),
            l.ctx.metadata_string(key).into(),
            i32t.const_int(u64::from(value), false).into(),
        ]);
        let _ = l.module.add_global_metadata("nvvm.annotations", &md);
    }
}

/// The reached kernels with a required cluster shape, by symbol.
pub fn cluster_shapes(p: &Program, funcs: &[FuncId]) -> Vec<(String, [u32; 3])> {
    funcs
        .iter()
        .filter_map(|&f| {
            let f = &p.funcs[f];
            let dims = f.attrs.cluster_dims.filter(|_| f.is_kernel())?;
            Some((f.link_name.clone(), dims))
        })
        .collect()
}

/// Adds the cluster directives to a module's PTX text.
pub fn add_directives(shapes: &[(String, [u32; 3])], ptx: Vec<u8>) -> Vec<u8> {
    if shapes.is_empty() {
        return ptx;
    }
    let Ok(text) = String::from_utf8(ptx) else {
        return Vec::new();
    };
    let mut out = String::with_capacity(text.len() + 64 * shapes.len());
    // The kernel whose parameter list is open (`.entry name(` seen, its
    // body's `{` not yet).
    let mut pending: Option<[u32; 3]> = None;
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.trim_start().strip_prefix(".visible .entry ") {
            let name = rest.split('(').next().unwrap_or("").trim();
            pending = shapes.iter().find(|(n, _)| n == name).map(|(_, d)| *d);
        }
        if line.trim_end() == "{" {
            if let Some([x, y, z]) = pending.take() {
                out.push_str(&format!(
                    ".explicitcluster\n.reqnctapercluster {x}, {y}, {z}\n"
                ));
            }
        }
        out.push_str(line);
    }
    out.into_bytes()
}
