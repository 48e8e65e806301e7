//! A fast, non-cryptographic hasher for the preprocessor's tables (macro
//! names, file ids). The standard SipHash guards against collision attacks
//! from untrusted keys; here the keys come from the program being compiled
//! and a lookup happens for every identifier, so speed matters more. The
//! state mixes eight bytes at a time with a rotate, xor and multiply.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default, Clone, Copy)]
pub struct FastHasher {
    state: u64,
}

/// An odd constant with well-spread bits (from the golden ratio).
const MULTIPLIER: u64 = 0x9e37_79b9_7f4a_7c15;

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.state = (self.state.rotate_left(5) ^ word).wrapping_mul(MULTIPLIER);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The multiply leaves the low bits, which hashbrown's buckets use,
        // weakest; fold the high half down.
        self.state ^ (self.state >> 32)
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_differ_late_hash_apart() {
        let hash = |s: &str| {
            let mut h = FastHasher::default();
            h.write(s.as_bytes());
            h.finish()
        };
        assert_ne!(hash("__GLIBCXX_VECTOR"), hash("__GLIBCXX_VECTOS"));
        assert_ne!(hash("a"), hash("b"));
        let mut m: FastMap<String, u32> = FastMap::default();
        for i in 0..10_000 {
            m.insert(format!("MACRO_{i}"), i);
        }
        assert_eq!(m.get("MACRO_1234"), Some(&1234));
        assert_eq!(m.len(), 10_000);
    }
}
