//! The table of defined macros. Every identifier the preprocessor reads is
//! looked up, and nearly all are no macro; a bit per (first byte, length)
//! of every name ever defined answers most of those without hashing.

use super::expand::Macro;
use rustc_hash::FxHashMap as FastMap;
use std::ops::Deref;
use std::rc::Rc;

/// Names this long or longer share one length bit.
const LONG: usize = 63;

#[derive(Default)]
pub(crate) struct MacroTable {
    map: FastMap<String, Rc<Macro>>,
    /// `seen[b] & 1 << len`: a name of that length starting with byte `b`
    /// was defined (never cleared: `#undef` leaves a harmless false hit).
    seen: Vec<u64>,
}

fn bit(name: &str) -> (usize, u64) {
    let first = name.as_bytes().first().copied().unwrap_or(0);
    (usize::from(first), 1u64 << name.len().min(LONG))
}

impl MacroTable {
    pub fn insert(&mut self, name: String, m: Rc<Macro>) -> Option<Rc<Macro>> {
        if self.seen.is_empty() {
            self.seen = vec![0; 256];
        }
        let (i, b) = bit(&name);
        self.seen[i] |= b;
        self.map.insert(name, m)
    }

    pub fn remove(&mut self, name: &str) -> Option<Rc<Macro>> {
        self.map.remove(name)
    }

    /// The macro named `name`, if defined.
    #[inline]
    pub fn lookup(&self, name: &str) -> Option<&Rc<Macro>> {
        let (i, b) = bit(name);
        if self.seen.get(i).is_none_or(|s| s & b == 0) {
            return None;
        }
        self.map.get(name)
    }
}

impl Deref for MacroTable {
    type Target = FastMap<String, Rc<Macro>>;
    fn deref(&self) -> &Self::Target {
        &self.map
    }
}
