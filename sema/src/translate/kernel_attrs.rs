//! `__cluster_dims__(x, y, z)` and `__block_size__((bx, by, bz), (cx, cy,
//! cz))` on kernels: the thread-block cluster (and block shape) a kernel
//! requires. Checked here as clang checks `cluster_dims` (positive integer
//! constants, at most 8 blocks in a cluster); whether a target has clusters
//! is an architecture gate, checked per module by codegen.

use super::*;
use parser::kernel_attrs::KernelAttrSyntax;

/// The most thread blocks a cluster may hold portably (CUDA's limit, which
/// clang enforces).
const MAX_CLUSTER_BLOCKS: u64 = 8;

impl<'a> Translator<'a, '_, '_> {
    /// Records a kernel's cluster and block-size attributes in `attrs`.
    pub(super) fn cluster_attrs(
        &mut self,
        fid: FuncId,
        syntax: &KernelAttrSyntax<'a>,
        attrs: &mut FuncAttrs,
    ) {
        let kernel = self.b.program.funcs[fid].exec.global;
        if let Some(args) = syntax.cluster_dims {
            if let Some(dims) = self.dims("__cluster_dims__", args, kernel) {
                if self.cluster_fits(&dims, args) {
                    attrs.cluster_dims = Some(dims);
                }
            }
        }
        let Some(groups) = syntax.block_size else {
            return;
        };
        if let Some(extra) = groups.get(2).and_then(|g| g.first()) {
            self.report(diag::kernel_attr_arity(
                extra.span,
                "__block_size__",
                2,
                "groups",
            ));
            return;
        }
        let block = groups
            .first()
            .and_then(|g| self.dims("__block_size__", g, kernel));
        let cluster = groups
            .get(1)
            .and_then(|g| self.dims("__block_size__", g, kernel));
        if let Some(b) = block {
            attrs.block_size = Some(b);
        }
        if let (Some(c), Some(args)) = (cluster, groups.get(1)) {
            if self.cluster_fits(&c, args) {
                attrs.cluster_dims = Some(c);
            }
        }
    }

    /// One to three positive integer constants, missing ones 1. `None`
    /// after an error, or where the attribute means nothing (not a kernel).
    fn dims(&mut self, attr: &str, args: &'a [ast::Expr<'a>], kernel: bool) -> Option<[u32; 3]> {
        if let Some(x) = args.get(3) {
            self.report(diag::kernel_attr_arity(x.span, attr, 3, "arguments"));
            return None;
        }
        if args.is_empty() {
            return None;
        }
        let mut dims = [1u32; 3];
        for (i, x) in args.iter().enumerate() {
            let e = self.expr(x).ok()?;
            let r = self.b.rvalue(e);
            if !self.b.types().is_integer(self.b.ty_of(r)) {
                self.report(diag::kernel_attr_not_constant(x.span, attr, i));
                return None;
            }
            let v = self
                .core_const_int(r, |s| diag::kernel_attr_not_constant(s, attr, i))
                .ok()?;
            match u32::try_from(v) {
                Ok(v) if v > 0 => dims[i] = v,
                _ => {
                    self.report(diag::kernel_attr_not_positive(x.span, attr, i, v));
                    return None;
                }
            }
        }
        kernel.then_some(dims)
    }

    fn cluster_fits(&mut self, dims: &[u32; 3], args: &'a [ast::Expr<'a>]) -> bool {
        let blocks: u64 = dims.iter().map(|&d| u64::from(d)).product();
        if blocks <= MAX_CLUSTER_BLOCKS {
            return true;
        }
        let span = args
            .first()
            .map(|a| a.span)
            .unwrap_or_default()
            .to(args.last().map(|a| a.span).unwrap_or_default());
        self.report(diag::cluster_too_large(span, MAX_CLUSTER_BLOCKS));
        false
    }
}
