//! What `std::list` calls out of line in libstdc++.so: the five members of
//! `std::__detail::_List_node_base` that link and unlink nodes of the
//! circular doubly-linked list (`_M_hook`, `_M_unhook`, `_M_transfer`,
//! `_M_reverse` and the static `swap`), implemented natively for
//! compile-time code from their documented behaviour.
//!
//! A node is `{ _M_next, _M_prev }`, two pointers at offsets 0 and 8 (LP64);
//! a list's sentinel node links to itself when the list is empty. Every
//! access is checked, so a corrupted list is a fault, not a crash.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{Fault, Memory, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;

const NEXT: i64 = 0;
const PREV: i64 = 8;

/// The native `_List_node_base` member `qname`, if it is one (`this`, or
/// the static `swap`'s first node, is `args[0]`).
pub fn call(
    me: &mut Interp<'_>,
    qname: &str,
    args: &[Val],
    span: Span,
) -> Option<Result<Val, Diagnostic>> {
    let member = qname.strip_prefix("std::__detail::_List_node_base::")?;
    let ptr = |i: usize| args.get(i).map_or(Ptr::NULL, Val::as_ptr);
    let mut l = Links { mem: &mut me.mem };
    let r = match member {
        "_M_hook" => l.hook(ptr(0), ptr(1)),
        "_M_unhook" => l.unhook(ptr(0)),
        "_M_transfer" => l.transfer(ptr(0), ptr(1), ptr(2)),
        "_M_reverse" => l.reverse(ptr(0)),
        "swap" => l.swap(ptr(0), ptr(1)),
        _ => return None,
    };
    Some(r.map(|()| Val::Void).map_err(|f| diag::fault(span, &f)))
}

struct Links<'m> {
    mem: &'m mut Memory,
}

impl Links<'_> {
    fn get(&self, n: Ptr, field: i64) -> Result<Ptr, Fault> {
        let b = self.mem.read(n.offset_by(field), 8, true)?;
        Ok(Ptr(u64::from_le_bytes(b.try_into().unwrap_or([0; 8]))))
    }
    fn set(&mut self, n: Ptr, field: i64, to: Ptr) -> Result<(), Fault> {
        self.mem.write(n.offset_by(field), &to.0.to_le_bytes())
    }

    /// Inserts `this` before `pos`.
    fn hook(&mut self, this: Ptr, pos: Ptr) -> Result<(), Fault> {
        let before = self.get(pos, PREV)?;
        self.set(this, NEXT, pos)?;
        self.set(this, PREV, before)?;
        self.set(before, NEXT, this)?;
        self.set(pos, PREV, this)
    }

    /// Takes `this` out of its list (its own links are left as they were).
    fn unhook(&mut self, this: Ptr) -> Result<(), Fault> {
        let next = self.get(this, NEXT)?;
        let prev = self.get(this, PREV)?;
        self.set(prev, NEXT, next)?;
        self.set(next, PREV, prev)
    }

    /// Moves the nodes `[first, last)` (of any list) before `this`.
    fn transfer(&mut self, this: Ptr, first: Ptr, last: Ptr) -> Result<(), Fault> {
        if this == last {
            return Ok(());
        }
        let last_prev = self.get(last, PREV)?;
        let first_prev = self.get(first, PREV)?;
        let this_prev = self.get(this, PREV)?;
        // Close the gap in the source, then splice the run in.
        self.set(last_prev, NEXT, this)?;
        self.set(first_prev, NEXT, last)?;
        self.set(this_prev, NEXT, first)?;
        self.set(this, PREV, last_prev)?;
        self.set(last, PREV, first_prev)?;
        self.set(first, PREV, this_prev)
    }

    /// Reverses the list whose sentinel is `this`: every node's links swap.
    /// A cycle not through `this` (a corrupted list) is a fault after more
    /// steps than interpreter memory could hold nodes, not a hang.
    fn reverse(&mut self, this: Ptr) -> Result<(), Fault> {
        let mut n = this;
        let mut steps: u64 = 0;
        loop {
            let next = self.get(n, NEXT)?;
            let prev = self.get(n, PREV)?;
            self.set(n, NEXT, prev)?;
            self.set(n, PREV, next)?;
            n = next;
            steps += 1;
            if n == this {
                return Ok(());
            }
            if steps > (1 << 32) {
                return Err(Fault::Wild);
            }
        }
    }

    /// Exchanges the contents of the lists whose sentinels are `x` and `y`.
    fn swap(&mut self, x: Ptr, y: Ptr) -> Result<(), Fault> {
        let x_empty = self.get(x, NEXT)? == x;
        let y_empty = self.get(y, NEXT)? == y;
        match (x_empty, y_empty) {
            (true, true) => Ok(()),
            (false, false) => {
                let (xn, xp) = (self.get(x, NEXT)?, self.get(x, PREV)?);
                let (yn, yp) = (self.get(y, NEXT)?, self.get(y, PREV)?);
                self.set(x, NEXT, yn)?;
                self.set(x, PREV, yp)?;
                self.set(y, NEXT, xn)?;
                self.set(y, PREV, xp)?;
                self.relink_ends(x)?;
                self.relink_ends(y)
            }
            (false, true) => self.move_all(x, y),
            (true, false) => self.move_all(y, x),
        }
    }

    /// Moves every node of the non-empty list `from` to the empty `to`.
    fn move_all(&mut self, from: Ptr, to: Ptr) -> Result<(), Fault> {
        let (n, p) = (self.get(from, NEXT)?, self.get(from, PREV)?);
        self.set(to, NEXT, n)?;
        self.set(to, PREV, p)?;
        self.relink_ends(to)?;
        self.set(from, NEXT, from)?;
        self.set(from, PREV, from)
    }

    /// Points the first and last nodes of `s`'s list back at `s`.
    fn relink_ends(&mut self, s: Ptr) -> Result<(), Fault> {
        let n = self.get(s, NEXT)?;
        let p = self.get(s, PREV)?;
        self.set(n, PREV, s)?;
        self.set(p, NEXT, s)
    }
}
