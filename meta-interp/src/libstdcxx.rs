//! What libstdc++ defines out of line in libstdc++.so, which the headers
//! only declare, implemented natively for compile-time code: the red-black
//! tree primitives under `std::map` and `std::set`, and the `__throw_*`
//! functions (an exception escaping compile-time code is an error carrying
//! the exception's message), and glibc's `__libc_single_threaded`, which
//! libstdc++'s reference counts read (`shared_ptr`, `locale`).
//!
//! The tree functions work on `_Rb_tree_node_base` objects in interpreter
//! memory, laid out as on LP64: the color (`_S_red` = 0, `_S_black` = 1)
//! as a 4-byte enum at offset 0, then the parent, left and right pointers.
//! The header node's parent is the root, its left the leftmost node and its
//! right the rightmost; the root's parent is the header.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{Fault, Memory, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// glibc's `extern char __libc_single_threaded;`: nonzero while the
/// process has one thread, which compile-time code always is (libstdc++
/// then counts references without atomics). The compile-time copy of the
/// global, created on first use.
pub fn library_global(
    me: &mut Interp<'_>,
    prog: &sema::program::Program,
    v: sema::program::VarId,
    span: Span,
) -> Result<Option<Ptr>, Diagnostic> {
    let var = prog.var(v);
    if var.name != "__libc_single_threaded"
        || var.global().is_none_or(|g| g.init.is_some())
        || prog.types.size_of(var.ty) != Some(1)
    {
        return Ok(None);
    }
    let slot = me
        .mem
        .alloc(1, crate::memory::AllocKind::Global(v))
        .map_err(|f| diag::fault(span, &f))?;
    me.mem
        .write(slot, &[1])
        .map_err(|f| diag::fault(span, &f))?;
    me.statics.insert(v, slot);
    Ok(Some(slot))
}

/// The native libstdc++ function `qname` (qualified), if it is one.
pub fn call(
    me: &mut Interp<'_>,
    qname: &str,
    args: &[Val],
    span: Span,
) -> Option<Result<Val, Diagnostic>> {
    let ptr = |i: usize| args.get(i).map_or(Ptr::NULL, Val::as_ptr);
    let name = qname.strip_prefix("std::")?;
    if let Some(kind) = name.strip_prefix("__throw_") {
        return Some(Err(thrown(me, kind, args, span)));
    }
    let mut t = Tree { mem: &mut me.mem };
    let r = match name {
        "_Rb_tree_increment" => t.increment(ptr(0)).map(Val::Ptr),
        "_Rb_tree_decrement" => t.decrement(ptr(0)).map(Val::Ptr),
        "_Rb_tree_insert_and_rebalance" => {
            let left = args.first().is_some_and(|v| v.as_int() != 0);
            t.insert_and_rebalance(left, ptr(1), ptr(2), ptr(3))
                .map(|()| Val::Void)
        }
        "_Rb_tree_rebalance_for_erase" => t.rebalance_for_erase(ptr(0), ptr(1)).map(Val::Ptr),
        _ => return None,
    };
    Some(r.map_err(|f| diag::fault(span, &f)))
}

/// The error for `std::__throw_<kind>(...)` reached at compile time.
fn thrown(me: &Interp<'_>, kind: &str, args: &[Val], span: Span) -> Diagnostic {
    let exception = match kind {
        "out_of_range_fmt" => "out_of_range",
        "bad_alloc"
        | "bad_cast"
        | "bad_typeid"
        | "bad_exception"
        | "bad_function_call"
        | "bad_array_new_length"
        | "bad_optional_access"
        | "bad_variant_access" => {
            return diag::uncaught_exception(span, &format!("std::{kind}"), None);
        }
        // `ios_base::failure` carries the `io_errc::stream` error code,
        // whose message its `what()` appends.
        "ios_failure" => {
            let m = args
                .first()
                .and_then(|a| me.mem.c_string(a.as_ptr(), 1 << 16).ok());
            let m = m.map(|m| format!("{}: iostream error", String::from_utf8_lossy(&m)));
            return diag::uncaught_exception(span, "std::ios_base::failure", m.as_deref());
        }
        k => k,
    };
    let message = args.first().and_then(|a| {
        let p = a.as_ptr();
        let s = me.mem.c_string(p, 1 << 16).ok()?;
        Some(String::from_utf8_lossy(&s).into_owned())
    });
    let message = match (kind, message) {
        ("out_of_range_fmt", Some(fmt)) => Some(format_throw_message(me, &fmt, &args[1..])),
        (_, m) => m,
    };
    diag::uncaught_exception(span, &format!("std::{exception}"), message.as_deref())
}

/// `__throw_out_of_range_fmt`'s format: `%s`, `%zu`/`%lu`/`%d` and `%%`,
/// the conversions libstdc++'s messages use.
fn format_throw_message(me: &Interp<'_>, fmt: &str, args: &[Val]) -> String {
    let mut out = String::new();
    let mut next = args.iter();
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = String::new();
        while let Some(&n) = chars.peek() {
            chars.next();
            spec.push(n);
            if n.is_ascii_alphabetic() && !matches!(n, 'z' | 'l' | 'h') || n == '%' {
                break;
            }
        }
        match spec.chars().last() {
            Some('%') => out.push('%'),
            Some('s') => {
                let s = next
                    .next()
                    .and_then(|v| me.mem.c_string(v.as_ptr(), 1 << 16).ok())
                    .unwrap_or_default();
                out.push_str(&String::from_utf8_lossy(&s));
            }
            Some(_) => {
                if let Some(v) = next.next() {
                    out.push_str(&v.as_int().to_string());
                }
            }
            None => out.push('%'),
        }
    }
    out
}

const PARENT: i64 = 8;
const LEFT: i64 = 16;
const RIGHT: i64 = 24;
const RED: u32 = 0;
const BLACK: u32 = 1;

/// Red-black tree node access in interpreter memory; every access is
/// checked, so a corrupted tree is a fault, not a crash.
struct Tree<'m> {
    mem: &'m mut Memory,
}

impl Tree<'_> {
    fn link(&self, n: Ptr, field: i64) -> Result<Ptr, Fault> {
        let b = self.mem.read(n.offset_by(field), 8, true)?;
        Ok(Ptr(u64::from_le_bytes(b.try_into().unwrap_or([0; 8]))))
    }
    fn set_link(&mut self, n: Ptr, field: i64, to: Ptr) -> Result<(), Fault> {
        self.mem.write(n.offset_by(field), &to.0.to_le_bytes())
    }
    fn parent(&self, n: Ptr) -> Result<Ptr, Fault> {
        self.link(n, PARENT)
    }
    fn left(&self, n: Ptr) -> Result<Ptr, Fault> {
        self.link(n, LEFT)
    }
    fn right(&self, n: Ptr) -> Result<Ptr, Fault> {
        self.link(n, RIGHT)
    }
    fn color(&self, n: Ptr) -> Result<u32, Fault> {
        let b = self.mem.read(n, 4, true)?;
        Ok(u32::from_le_bytes(b.try_into().unwrap_or([0; 4])))
    }
    fn set_color(&mut self, n: Ptr, c: u32) -> Result<(), Fault> {
        self.mem.write(n, &c.to_le_bytes())
    }
    /// A null link counts as a black leaf.
    fn is_black(&self, n: Ptr) -> Result<bool, Fault> {
        Ok(n.is_null() || self.color(n)? == BLACK)
    }
    fn minimum(&self, mut n: Ptr) -> Result<Ptr, Fault> {
        while !self.left(n)?.is_null() {
            n = self.left(n)?;
        }
        Ok(n)
    }
    fn maximum(&self, mut n: Ptr) -> Result<Ptr, Fault> {
        while !self.right(n)?.is_null() {
            n = self.right(n)?;
        }
        Ok(n)
    }

    /// The in-order successor; from the rightmost node, the header.
    fn increment(&mut self, mut x: Ptr) -> Result<Ptr, Fault> {
        if !self.right(x)?.is_null() {
            return self.minimum(self.right(x)?);
        }
        let mut y = self.parent(x)?;
        while x == self.right(y)? {
            x = y;
            y = self.parent(y)?;
        }
        // With a single node the climb ends at the header, whose right is
        // that node: the successor is then `x` itself (the header).
        if self.right(x)? != y {
            x = y;
        }
        Ok(x)
    }

    /// The in-order predecessor; from the header (end()), the rightmost.
    fn decrement(&mut self, x: Ptr) -> Result<Ptr, Fault> {
        // The header is the red node whose grandparent is itself.
        if self.color(x)? == RED && self.parent(self.parent(x)?)? == x {
            return self.right(x);
        }
        if !self.left(x)?.is_null() {
            return self.maximum(self.left(x)?);
        }
        let mut x = x;
        let mut y = self.parent(x)?;
        while x == self.left(y)? {
            x = y;
            y = self.parent(y)?;
        }
        Ok(y)
    }

    /// Rotates the subtree at `x` to the left (`left`) or the right: x's
    /// child on the other side takes its place.
    fn rotate(&mut self, x: Ptr, left: bool, root: &mut Ptr) -> Result<(), Fault> {
        let (near, far) = if left { (LEFT, RIGHT) } else { (RIGHT, LEFT) };
        let y = self.link(x, far)?;
        let yn = self.link(y, near)?;
        self.set_link(x, far, yn)?;
        if !yn.is_null() {
            self.set_link(yn, PARENT, x)?;
        }
        let xp = self.parent(x)?;
        self.set_link(y, PARENT, xp)?;
        if x == *root {
            *root = y;
        } else if x == self.link(xp, near)? {
            self.set_link(xp, near, y)?;
        } else {
            self.set_link(xp, far, y)?;
        }
        self.set_link(y, near, x)?;
        self.set_link(x, PARENT, y)
    }

    /// Links new node `x` as the left (or right) child of `p` and restores
    /// the red-black properties; keeps the header's root, leftmost and
    /// rightmost current.
    fn insert_and_rebalance(
        &mut self,
        insert_left: bool,
        x: Ptr,
        p: Ptr,
        header: Ptr,
    ) -> Result<(), Fault> {
        self.set_link(x, PARENT, p)?;
        self.set_link(x, LEFT, Ptr::NULL)?;
        self.set_link(x, RIGHT, Ptr::NULL)?;
        self.set_color(x, RED)?;
        if insert_left {
            // The first node goes left of the header: it is the root, the
            // leftmost and the rightmost at once.
            self.set_link(p, LEFT, x)?;
            if p == header {
                self.set_link(header, PARENT, x)?;
                self.set_link(header, RIGHT, x)?;
            } else if p == self.left(header)? {
                self.set_link(header, LEFT, x)?;
            }
        } else {
            self.set_link(p, RIGHT, x)?;
            if p == self.right(header)? {
                self.set_link(header, RIGHT, x)?;
            }
        }
        let mut root = self.parent(header)?;
        let mut x = x;
        while x != root && self.color(self.parent(x)?)? == RED {
            let xp = self.parent(x)?;
            let xpp = self.parent(xp)?;
            // Mirror images: `left` when the parent is a left child.
            let left = xp == self.left(xpp)?;
            let far = if left { RIGHT } else { LEFT };
            let uncle = self.link(xpp, far)?;
            if !self.is_black(uncle)? {
                self.set_color(xp, BLACK)?;
                self.set_color(uncle, BLACK)?;
                self.set_color(xpp, RED)?;
                x = xpp;
            } else {
                if x == self.link(xp, far)? {
                    x = xp;
                    self.rotate(x, left, &mut root)?;
                }
                let xp = self.parent(x)?;
                self.set_color(xp, BLACK)?;
                self.set_color(xpp, RED)?;
                self.rotate(xpp, !left, &mut root)?;
            }
        }
        self.set_color(root, BLACK)?;
        self.set_link(header, PARENT, root)
    }

    /// Unlinks `z` from the tree (splicing its successor into its place
    /// when it has two children, so other nodes never move), rebalances,
    /// and returns `z` for the caller to destroy.
    fn rebalance_for_erase(&mut self, z: Ptr, header: Ptr) -> Result<Ptr, Fault> {
        let mut root = self.parent(header)?;
        let mut leftmost = self.left(header)?;
        let mut rightmost = self.right(header)?;
        let mut y = z;
        let x;
        let mut x_parent;
        if self.left(y)?.is_null() {
            x = self.right(y)?;
        } else if self.right(y)?.is_null() {
            x = self.left(y)?;
        } else {
            y = self.minimum(self.right(y)?)?;
            x = self.right(y)?;
        }
        let zp = self.parent(z)?;
        if y != z {
            // z has two children: its successor y takes its place.
            let zl = self.left(z)?;
            self.set_link(zl, PARENT, y)?;
            self.set_link(y, LEFT, zl)?;
            let zr = self.right(z)?;
            if y != zr {
                x_parent = self.parent(y)?;
                if !x.is_null() {
                    self.set_link(x, PARENT, x_parent)?;
                }
                self.set_link(x_parent, LEFT, x)?;
                self.set_link(y, RIGHT, zr)?;
                self.set_link(zr, PARENT, y)?;
            } else {
                x_parent = y;
            }
            if root == z {
                root = y;
            } else if self.left(zp)? == z {
                self.set_link(zp, LEFT, y)?;
            } else {
                self.set_link(zp, RIGHT, y)?;
            }
            self.set_link(y, PARENT, zp)?;
            let (cy, cz) = (self.color(y)?, self.color(z)?);
            self.set_color(y, cz)?;
            self.set_color(z, cy)?;
            y = z;
        } else {
            x_parent = zp;
            if !x.is_null() {
                self.set_link(x, PARENT, zp)?;
            }
            if root == z {
                root = x;
            } else if self.left(zp)? == z {
                self.set_link(zp, LEFT, x)?;
            } else {
                self.set_link(zp, RIGHT, x)?;
            }
            if leftmost == z {
                leftmost = if self.right(z)?.is_null() {
                    zp
                } else {
                    self.minimum(x)?
                };
            }
            if rightmost == z {
                rightmost = if self.left(z)?.is_null() {
                    zp
                } else {
                    self.maximum(x)?
                };
            }
        }
        if self.color(y)? != RED {
            let mut x = x;
            while x != root && self.is_black(x)? {
                // Mirror images: `near` is x's side of its parent.
                let left = x == self.left(x_parent)?;
                let (near, far) = if left { (LEFT, RIGHT) } else { (RIGHT, LEFT) };
                let mut w = self.link(x_parent, far)?;
                if self.color(w)? == RED {
                    self.set_color(w, BLACK)?;
                    self.set_color(x_parent, RED)?;
                    self.rotate(x_parent, left, &mut root)?;
                    w = self.link(x_parent, far)?;
                }
                if self.is_black(self.link(w, near)?)? && self.is_black(self.link(w, far)?)? {
                    self.set_color(w, RED)?;
                    x = x_parent;
                    x_parent = self.parent(x_parent)?;
                } else {
                    if self.is_black(self.link(w, far)?)? {
                        let wn = self.link(w, near)?;
                        self.set_color(wn, BLACK)?;
                        self.set_color(w, RED)?;
                        self.rotate(w, !left, &mut root)?;
                        w = self.link(x_parent, far)?;
                    }
                    let c = self.color(x_parent)?;
                    self.set_color(w, c)?;
                    self.set_color(x_parent, BLACK)?;
                    let wf = self.link(w, far)?;
                    if !wf.is_null() {
                        self.set_color(wf, BLACK)?;
                    }
                    self.rotate(x_parent, left, &mut root)?;
                    break;
                }
            }
            if !x.is_null() {
                self.set_color(x, BLACK)?;
            }
        }
        self.set_link(header, PARENT, root)?;
        self.set_link(header, LEFT, leftmost)?;
        self.set_link(header, RIGHT, rightmost)?;
        Ok(y)
    }
}
