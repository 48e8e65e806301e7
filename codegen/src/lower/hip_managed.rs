//! `__managed__` variables under HIP, laid out as clang's HIP does: the
//! variable's storage is the symbol `<name>.managed` (holding the initial
//! value), and `<name>` itself is a pointer slot, null in the image, that
//! the HIP runtime fills with the address of the managed allocation it
//! makes at registration (`__hipRegisterManagedVar(handle, &slot,
//! &storage, "name", size, align)`). Every access, in device code and on
//! the host, loads the slot and goes through it. CUDA needs none of this:
//! its runtime redirects the variable itself, so NVIDIA and CUDA host
//! modules keep the plain variable.

use inkwell::module::Linkage as LlvmLinkage;
use inkwell::values::{GlobalValue, PointerValue};
use lexer::source::Span;
use sema::program::{MemorySpace, Var, VarId};

use super::{Lowerer, OrIce, Res};
use crate::host::OffloadRuntime;
use crate::Vendor;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Whether `var` is a managed variable reached through a HIP slot in
    /// this module (an AMD device module, or a HIP executable's host).
    pub(crate) fn is_hip_managed(&self, var: &Var) -> bool {
        var.global()
            .is_some_and(|g| g.space == MemorySpace::Managed)
            && match self.spec.vendor {
                Vendor::Amd => true,
                Vendor::Host => self.offload == OffloadRuntime::Hip,
                Vendor::Nvidia => false,
            }
    }

    /// The symbol of a HIP managed variable's storage.
    pub(crate) fn hip_managed_storage_name(var: &Var) -> String {
        format!("{}.managed", var.link_name)
    }

    /// The pointer slot of a HIP managed variable (made on first use, with
    /// the storage's linkage).
    pub(crate) fn hip_managed_slot(&mut self, v: VarId, span: Span) -> Res<GlobalValue<'ctx>> {
        let var = self.p.vars.get(v).ice(span)?;
        let name = var.link_name.clone();
        if let Some(g) = self.module.get_global(&name) {
            return Ok(g);
        }
        let storage = self.global(v)?;
        let pt = storage.as_pointer_value().get_type();
        let slot = self
            .module
            .add_global(pt, Some(pt.get_address_space()), &name);
        slot.set_alignment(8);
        slot.set_externally_initialized(true);
        if storage.get_initializer().is_some() {
            slot.set_initializer(&pt.const_null());
        }
        match (self.spec.vendor, storage.get_linkage()) {
            // Each unit registers its own (clang keeps the host's internal).
            (Vendor::Host, _) => slot.set_linkage(LlvmLinkage::Internal),
            (_, l) => slot.set_linkage(l),
        }
        slot.set_visibility(storage.get_visibility());
        Ok(slot)
    }

    /// The address a HIP managed variable designates: the runtime's, read
    /// from its slot.
    pub(crate) fn hip_managed_addr(&mut self, v: VarId, span: Span) -> Res<PointerValue<'ctx>> {
        let slot = self.hip_managed_slot(v, span)?;
        let pt = slot.as_pointer_value().get_type();
        let p = self
            .b
            .build_load(pt, slot.as_pointer_value(), "")
            .ice(span)?
            .into_pointer_value();
        self.generic_addr(p, span)
    }
}
