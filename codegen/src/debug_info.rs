//! Debug information (`-g`, `-G`, `-lineinfo`): a DWARF compile unit per
//! module, a subprogram per program function defined in it, and a location
//! per statement, so that LLVM writes the line table (`.loc`/`.file` in
//! PTX, `.debug_line` in AMD and host objects). Locations are where clang
//! puts them: a statement expanded from a macro is at the macro's
//! invocation, and `#line` directives are honoured. Variables and types are
//! not described yet: `Full` differs from `LineTables` by emitting the
//! subprograms themselves as DWARF (`DW_TAG_subprogram`), which debuggers
//! need to name frames.

use std::collections::HashMap;
use std::path::Path;

use std::ffi::{c_char, c_int, c_uint};

use inkwell::context::Context;
use inkwell::debug_info::{
    AsDIScope, DIFile, DIFlags, DIFlagsConstants, DIScope, DISubprogram, DebugInfoBuilder,
};
use inkwell::llvm_sys::debuginfo::LLVMDWARFSourceLanguage;
use inkwell::llvm_sys::prelude::{LLVMDIBuilderRef, LLVMMetadataRef};
use inkwell::module::{FlagBehavior, Module};
use lexer::source::{SourceMap, Span};

use crate::Vendor;

/// How much debug information a module carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DebugLevel {
    #[default]
    None,
    /// Line tables only (`-lineinfo`).
    LineTables,
    /// Line tables and subprograms (`-g` on the host, `-G` on devices).
    Full,
}

/// Where locations come from: the translation unit's source map and the
/// input's name and directory (the compile unit's).
#[derive(Clone, Copy)]
pub struct DebugSources<'s> {
    pub sm: &'s SourceMap,
    pub main_file: &'s str,
    pub directory: &'s str,
}

extern "C" {
    // The C API's compile unit, declared with the emission kind as the
    // integer C passes: LLVM's `DebugDirectivesOnly` (3), which NVPTX needs
    // for line tables without DWARF sections, has no constant in the C
    // API's enum.
    fn LLVMDIBuilderCreateCompileUnit(
        builder: LLVMDIBuilderRef,
        lang: LLVMDWARFSourceLanguage,
        file: LLVMMetadataRef,
        producer: *const c_char,
        producer_len: usize,
        is_optimized: c_int,
        flags: *const c_char,
        flags_len: usize,
        runtime_ver: c_uint,
        split_name: *const c_char,
        split_name_len: usize,
        kind: c_uint,
        dwo_id: c_uint,
        split_debug_inlining: c_int,
        debug_info_for_profiling: c_int,
        sysroot: *const c_char,
        sysroot_len: usize,
        sdk: *const c_char,
        sdk_len: usize,
    ) -> LLVMMetadataRef;
}

/// `llvm::DICompileUnit::DebugEmissionKind`.
const FULL_DEBUG: c_uint = 1;
const LINE_TABLES_ONLY: c_uint = 2;
const DEBUG_DIRECTIVES_ONLY: c_uint = 3;

/// One module's debug-information state while it is lowered.
pub(crate) struct DebugCx<'ctx, 's> {
    di: DebugInfoBuilder<'ctx>,
    main: DIFile<'ctx>,
    src: DebugSources<'s>,
    files: HashMap<String, DIFile<'ctx>>,
    optimized: bool,
    /// The subprogram of the function being lowered, if it has one, and
    /// the name of its file.
    pub scope: Option<(DISubprogram<'ctx>, &'s str)>,
    /// Within it, a lexical block per other file its statements come from
    /// (a body including a file, a macro defined in a header).
    other_files: HashMap<&'s str, DIScope<'ctx>>,
}

impl<'ctx, 's> DebugCx<'ctx, 's> {
    pub fn new(
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        src: DebugSources<'s>,
        level: DebugLevel,
        vendor: Vendor,
        optimized: bool,
    ) -> Option<Self> {
        // ptxas cannot debug optimized code: NVPTX line tables are `.loc`
        // and `.file` directives only, without DWARF sections or the
        // `debug` target (clang's -gline-directives-only, nvcc's
        // -lineinfo).
        let kind = match (level, vendor) {
            (DebugLevel::None, _) => return None,
            (DebugLevel::LineTables, Vendor::Nvidia) => DEBUG_DIRECTIVES_ONLY,
            (DebugLevel::LineTables, _) => LINE_TABLES_ONLY,
            (DebugLevel::Full, _) => FULL_DEBUG,
        };
        // NVPTX describes its sections in DWARF 2, as clang emits for it.
        let dwarf = if vendor == Vendor::Nvidia { 2 } else { 5 };
        let i32t = ctx.i32_type();
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32t.const_int(dwarf, false),
        );
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(3, false),
        );
        let producer = concat!("circle-rs ", env!("CARGO_PKG_VERSION"));
        // SAFETY: `DebugInfoBuilder` is a transparent wrapper of the
        // builder pointer (which inkwell disposes of when dropped); the
        // compile unit call gets valid pointers and lengths, and the
        // builder keeps the unit as the one its subprograms belong to.
        let di: DebugInfoBuilder<'ctx> = unsafe {
            let raw = inkwell::llvm_sys::debuginfo::LLVMCreateDIBuilder(module.as_mut_ptr());
            std::mem::transmute::<LLVMDIBuilderRef, DebugInfoBuilder<'ctx>>(raw)
        };
        let main = di.create_file(src.main_file, src.directory);
        unsafe {
            LLVMDIBuilderCreateCompileUnit(
                di.as_mut_ptr(),
                LLVMDWARFSourceLanguage::LLVMDWARFSourceLanguageC_plus_plus_14,
                main.as_mut_ptr(),
                producer.as_ptr().cast(),
                producer.len(),
                c_int::from(optimized),
                std::ptr::null(),
                0,
                0,
                std::ptr::null(),
                0,
                kind,
                0,
                0,
                0,
                std::ptr::null(),
                0,
                std::ptr::null(),
                0,
            );
        }
        Some(DebugCx {
            di,
            main,
            src,
            files: HashMap::new(),
            optimized,
            scope: None,
            other_files: HashMap::new(),
        })
    }

    /// (file, line, column) of a span as a debugger should show it.
    fn place(&mut self, span: Span) -> Option<(&'s str, DIFile<'ctx>, u32, u32)> {
        if span.is_dummy() {
            return None;
        }
        let sm: &'s SourceMap = self.src.sm;
        let at = sm.output_offset(span.lo);
        let (name, line, col) = sm.presumed_location(at)?;
        let file = match self.files.get(name) {
            Some(f) => *f,
            None => {
                let path = Path::new(name);
                let (dir, base) = match (path.parent(), path.file_name()) {
                    (Some(d), Some(b)) if path.is_absolute() => (
                        d.to_string_lossy().into_owned(),
                        b.to_string_lossy().into_owned(),
                    ),
                    _ => (self.src.directory.to_string(), name.to_string()),
                };
                let f = self.di.create_file(&base, &dir);
                self.files.insert(name.to_string(), f);
                f
            }
        };
        Some((name, file, line, col))
    }

    /// Ends the current function's scope (compiler-made functions that
    /// follow get no locations).
    pub fn end_function(&mut self) {
        self.scope = None;
        self.other_files.clear();
    }

    /// A subprogram for a function defined at `span`, attached to `fv`;
    /// the scope of the locations that follow.
    pub fn begin_function(
        &mut self,
        fv: inkwell::values::FunctionValue<'ctx>,
        name: &str,
        link_name: &str,
        span: Span,
    ) -> (u32, u32) {
        let (fname, file, line, col) =
            self.place(span)
                .unwrap_or((self.src.main_file, self.main, 0, 0));
        let ty = self
            .di
            .create_subroutine_type(file, None, &[], DIFlags::ZERO);
        let sp = self.di.create_function(
            file.as_debug_info_scope(),
            name,
            Some(link_name),
            file,
            line,
            ty,
            fv.get_linkage() == inkwell::module::Linkage::Internal,
            true,
            line,
            DIFlags::PROTOTYPED,
            self.optimized,
        );
        fv.set_subprogram(sp);
        self.scope = Some((sp, fname));
        self.other_files.clear();
        (line, col)
    }

    /// A location at `line`:`col` of the current function's own file.
    pub fn at(
        &self,
        ctx: &'ctx Context,
        line: u32,
        col: u32,
    ) -> Option<inkwell::debug_info::DILocation<'ctx>> {
        let (sp, _) = self.scope?;
        Some(
            self.di
                .create_debug_location(ctx, line, col, sp.as_debug_info_scope(), None),
        )
    }

    /// The location of `span` in the current function, if it has a
    /// subprogram and the span a place.
    pub fn location(
        &mut self,
        ctx: &'ctx Context,
        span: Span,
    ) -> Option<inkwell::debug_info::DILocation<'ctx>> {
        let (sp, sp_file) = self.scope?;
        let (name, file, line, col) = self.place(span)?;
        let scope = if name == sp_file {
            sp.as_debug_info_scope()
        } else {
            match self.other_files.get(name) {
                Some(s) => *s,
                None => {
                    let b = self
                        .di
                        .create_lexical_block(sp.as_debug_info_scope(), file, line, col)
                        .as_debug_info_scope();
                    self.other_files.insert(name, b);
                    b
                }
            }
        };
        Some(self.di.create_debug_location(ctx, line, col, scope, None))
    }

    /// Resolves the builder's forward references; before verification.
    pub fn finalize(&self) {
        self.di.finalize();
    }
}

/// Gives every call in `fv` that has no location `loc` (the function's
/// own line): LLVM requires a location on each call that may be inlined
/// in a function with debug information, and calls the lowering makes
/// outside any statement (prologue copies, cleanups, compiler-made
/// functions finished in between) have none.
pub(crate) fn locate_calls(
    fv: inkwell::values::FunctionValue<'_>,
    loc: inkwell::debug_info::DILocation<'_>,
) {
    use inkwell::llvm_sys::debuginfo::{LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc};
    use inkwell::values::{AsValueRef, InstructionOpcode};
    for bb in fv.get_basic_blocks() {
        let mut next = bb.get_first_instruction();
        while let Some(i) = next {
            if matches!(
                i.get_opcode(),
                InstructionOpcode::Call | InstructionOpcode::Invoke
            ) {
                // SAFETY: `i` is a live instruction of the module and `loc`
                // a location in its function's scope.
                unsafe {
                    if LLVMInstructionGetDebugLoc(i.as_value_ref()).is_null() {
                        LLVMInstructionSetDebugLoc(i.as_value_ref(), loc.as_mut_ptr());
                    }
                }
            }
            next = i.get_next_instruction();
        }
    }
}
