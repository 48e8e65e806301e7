//! The native-width fast paths against the general `i128` code they
//! replace: the same result, or both decline (the slow path reports).

use super::ops::{Arith, Width};
use super::run::{arith, int_binary, wrap};
use crate::value::wrap_bits;
use sema::program::BinaryOp;

/// Edge values of a width, then pseudo-random ones (a fixed LCG, so the
/// test is deterministic).
fn values(bits: u32, signed: bool) -> Vec<i128> {
    let mut v = vec![0, 1, 2, 3, 7, 31, 32, 63, 64, -1, -2, -7, -32, -64];
    let (min, max) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    v.extend([min, min + 1, max, max - 1, max / 2, min / 2]);
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..200 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        v.push((x >> (x % 48)) as i128);
        v.push(x as i128);
    }
    v.into_iter().map(|a| wrap_bits(a, bits, signed)).collect()
}

#[test]
fn native_widths_compute_as_the_general_code() {
    let ops = [
        (Arith::Add, BinaryOp::Add),
        (Arith::Sub, BinaryOp::Sub),
        (Arith::Mul, BinaryOp::Mul),
        (Arith::Div, BinaryOp::Div),
        (Arith::Rem, BinaryOp::Rem),
        (Arith::Shl, BinaryOp::Shl),
    ];
    let mut native = 0;
    for (bits, signed) in [(32, true), (32, false), (64, true), (64, false)] {
        let w = Width::of(bits, signed);
        assert!(!matches!(w, Width::Any { .. }));
        let vals = values(bits, signed);
        for &(a_op, b_op) in &ops {
            for &a in &vals {
                for &b in &vals {
                    let want = int_binary(b_op, a, b, bits, signed);
                    let got = arith(a_op, w, a, b);
                    assert_eq!(
                        got, want,
                        "{a_op:?} {a} {b} at {bits} bits, signed {signed}"
                    );
                    native += got.is_some() as u32;
                }
            }
        }
    }
    // Most operations succeed: the comparison is not only of failures.
    assert!(native > 100_000, "{native}");
}

#[test]
fn other_widths_take_the_general_code() {
    let w = Width::of(128, true);
    assert_eq!(
        w,
        Width::Any {
            bits: 128,
            signed: true
        }
    );
    assert_eq!(arith(Arith::Add, w, i128::MAX, 1), None);
    assert_eq!(arith(Arith::Mul, w, 1 << 70, 4), Some(1 << 72));
    let u = Width::of(128, false);
    assert_eq!(
        arith(Arith::Sub, u, 0, 1),
        int_binary(BinaryOp::Sub, 0, 1, 128, false)
    );
}

#[test]
fn native_wraps_are_wrap_bits() {
    for (bits, signed) in [
        (32, true),
        (32, false),
        (64, true),
        (64, false),
        (16, true),
        (1, false),
    ] {
        let w = Width::of(bits, signed);
        for v in values(64, true).into_iter().chain(values(96, true)) {
            assert_eq!(wrap(w, v), wrap_bits(v, bits, signed), "{v} to {bits} bits");
        }
    }
}
