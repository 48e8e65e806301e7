//! What libstdc++'s unordered containers call out of line: the byte hashes
//! behind `std::hash` (`std::_Hash_bytes`, `std::_Fnv_hash_bytes`) and the
//! prime rehash policy's `_M_next_bkt` / `_M_need_rehash`.
//!
//! These are pure functions of their arguments, and a compile-time
//! `std::unordered_map` must hash and bucket exactly as the program's
//! runtime library does (iteration order is observable), so the
//! interpreter calls the system's libstdc++.so itself, which circle-rs is
//! linked against, on copies of the interpreter's bytes.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// `std::__detail::_Prime_rehash_policy` as libstdc++ lays it out.
#[repr(C)]
struct PrimeRehashPolicy {
    max_load_factor: f32,
    next_resize: usize,
}

/// `std::pair<bool, std::size_t>`, returned in registers.
#[repr(C)]
struct NeedRehash {
    rehash: bool,
    buckets: usize,
}

#[link(name = "stdc++")]
extern "C" {
    #[link_name = "_ZSt11_Hash_bytesPKvmm"]
    fn hash_bytes(ptr: *const u8, len: usize, seed: usize) -> usize;
    #[link_name = "_ZSt15_Fnv_hash_bytesPKvmm"]
    fn fnv_hash_bytes(ptr: *const u8, len: usize, seed: usize) -> usize;
    #[link_name = "_ZNKSt8__detail20_Prime_rehash_policy11_M_next_bktEm"]
    fn next_bkt(this: *mut PrimeRehashPolicy, n: usize) -> usize;
    #[link_name = "_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm"]
    fn need_rehash(
        this: *mut PrimeRehashPolicy,
        n_bkt: usize,
        n_elt: usize,
        n_ins: usize,
    ) -> NeedRehash;
}

/// The native function `qname` (qualified), if it is one of these.
pub fn call(
    me: &mut Interp<'_>,
    qname: &str,
    args: &[Val],
    span: Span,
) -> Option<Result<Val, Diagnostic>> {
    let int = |i: usize| args.get(i).map_or(0, |v| v.as_int() as u64 as usize);
    let ptr = |i: usize| args.get(i).map_or(Ptr::NULL, Val::as_ptr);
    Some(match qname {
        "std::_Hash_bytes" | "std::_Fnv_hash_bytes" => {
            let len = int(1);
            let bytes = if len == 0 {
                Vec::new()
            } else {
                match me.mem.read(ptr(0), len as u64, true) {
                    Ok(b) => b.to_vec(),
                    Err(f) => return Some(Err(diag::fault(span, &f))),
                }
            };
            // SAFETY: pure functions reading exactly `len` bytes of a live
            // buffer.
            let h = unsafe {
                if qname == "std::_Hash_bytes" {
                    hash_bytes(bytes.as_ptr(), len, int(2))
                } else {
                    fnv_hash_bytes(bytes.as_ptr(), len, int(2))
                }
            };
            Ok(Val::Int(h as i128))
        }
        "std::__detail::_Prime_rehash_policy::_M_next_bkt" => {
            policy_call(me, ptr(0), span, |p| {
                // SAFETY: `p` is a valid policy object owned by this frame.
                let n = unsafe { next_bkt(p, int(1)) };
                Val::Int(n as i128)
            })
        }
        "std::__detail::_Prime_rehash_policy::_M_need_rehash" => {
            policy_call(me, ptr(0), span, |p| {
                // SAFETY: as above.
                let r = unsafe { need_rehash(p, int(1), int(2), int(3)) };
                let mut bytes = vec![0u8; 16];
                bytes[0] = u8::from(r.rehash);
                bytes[8..].copy_from_slice(&(r.buckets as u64).to_le_bytes());
                Val::Agg(bytes)
            })
        }
        _ => return None,
    })
}

/// Runs `f` on a native copy of the policy at `this`, then writes back its
/// `mutable` next-resize threshold.
fn policy_call(
    me: &mut Interp<'_>,
    this: Ptr,
    span: Span,
    f: impl FnOnce(*mut PrimeRehashPolicy) -> Val,
) -> Result<Val, Diagnostic> {
    // Two reads: the padding between the members is never initialized.
    let mut lf = [0u8; 4];
    lf.copy_from_slice(
        me.mem
            .read(this, 4, true)
            .map_err(|e| diag::fault(span, &e))?,
    );
    let mut nr = [0u8; 8];
    nr.copy_from_slice(
        me.mem
            .read(this.offset_by(8), 8, true)
            .map_err(|e| diag::fault(span, &e))?,
    );
    let mut policy = PrimeRehashPolicy {
        max_load_factor: f32::from_le_bytes(lf),
        next_resize: u64::from_le_bytes(nr) as usize,
    };
    // The policy's threshold is `mutable`: the callee writes it.
    let v = f(&mut policy);
    me.mem
        .write(
            this.offset_by(8),
            &(policy.next_resize as u64).to_le_bytes(),
        )
        .map_err(|e| diag::fault(span, &e))?;
    Ok(v)
}
