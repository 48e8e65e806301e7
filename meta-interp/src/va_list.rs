//! The interpreter's `va_list`: sema's x86-64 `__va_list_tag`
//! (`sema/src/translate/va_list.rs`), filled as a list whose register
//! save area is used up (`gp_offset` 48, `fp_offset` 176), so every
//! argument is read from `overflow_arg_area`: the block of 8-byte slots a
//! variadic call stored (`Interp::store_varargs`). The list operand of
//! every `va_*` builtin is the tag's address.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// `overflow_arg_area`'s offset in the tag.
const OVERFLOW: i64 = 8;
/// The tag's size.
const TAG_SIZE: u64 = 24;

impl Interp<'_> {
    /// `va_start`: the list reads the slots at `block`.
    pub(crate) fn va_list_start(
        &mut self,
        tag: Ptr,
        block: Ptr,
        span: Span,
    ) -> Result<(), Diagnostic> {
        let mut bytes = Vec::with_capacity(TAG_SIZE as usize);
        bytes.extend_from_slice(&48u32.to_le_bytes());
        bytes.extend_from_slice(&176u32.to_le_bytes());
        bytes.extend_from_slice(&block.0.to_le_bytes());
        bytes.extend_from_slice(&0u64.to_le_bytes());
        self.mem
            .write(tag, &bytes)
            .map_err(|f| diag::fault(span, &f))
    }

    /// `va_copy(dst, src)`: the tag's bytes.
    pub(crate) fn va_list_copy(
        &mut self,
        dst: Ptr,
        src: Ptr,
        span: Span,
    ) -> Result<(), Diagnostic> {
        let bytes = self
            .mem
            .read(src, TAG_SIZE, true)
            .map_err(|f| diag::fault(span, &f))?
            .to_vec();
        self.mem
            .write(dst, &bytes)
            .map_err(|f| diag::fault(span, &f))
    }

    /// The slot the list reads next.
    pub(crate) fn va_list_cursor(&self, tag: Ptr, span: Span) -> Result<Ptr, Diagnostic> {
        let b = self
            .mem
            .read(tag.offset_by(OVERFLOW), 8, true)
            .map_err(|f| diag::fault(span, &f))?;
        let mut w = [0u8; 8];
        w.copy_from_slice(b);
        Ok(Ptr(u64::from_le_bytes(w)))
    }

    pub(crate) fn va_list_set_cursor(
        &mut self,
        tag: Ptr,
        cur: Ptr,
        span: Span,
    ) -> Result<(), Diagnostic> {
        self.mem
            .write(tag.offset_by(OVERFLOW), &cur.0.to_le_bytes())
            .map_err(|f| diag::fault(span, &f))
    }
}
