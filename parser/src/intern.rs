//! The identifier interner: every identifier (and every `@name` after its
//! `@`) becomes a [`Symbol`], a `u32` index into one table the caller owns.
//! The parser fills it; sema and the interpreter reuse the same interner, so
//! a `Symbol` means the same text in every stage. Symbols are handed out in
//! first-seen order, so a given input always interns to the same numbers.

use rustc_hash::FxHashMap as HashMap;

/// An interned identifier. Compare symbols, not strings; print with
/// [`Interner::resolve`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub u32);

/// The string table behind [`Symbol`]s.
#[derive(Default, Debug, Clone)]
pub struct Interner {
    map: HashMap<Box<str>, Symbol>,
    strings: Vec<Box<str>>,
}

/// Names sema may need to look up although the source never spells them
/// (the member functions the compiler declares itself): interned first, so
/// every interner has them.
const WELL_KNOWN: &[&str] = &[
    "operator=",
    "operator()",
    "operator[]",
    "operator->",
    "operator new",
    "operator new[]",
    "operator delete",
    "operator delete[]",
    DYNAMIC_NAME,
];

/// The identifier of a name written `@(expr)` (Circle's dynamic name): no
/// token spells it. The parser records the expression by the name's span
/// ([`crate::ast::TranslationUnit::dynamic_names`]); sema evaluates it where
/// the name is declared or used.
pub const DYNAMIC_NAME: &str = "@()";

impl Interner {
    pub fn new() -> Interner {
        let mut i = Interner::default();
        for w in WELL_KNOWN {
            i.intern(w);
        }
        i
    }

    /// The symbol for `s`, adding it on first sight.
    pub fn intern(&mut self, s: &str) -> Symbol {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Symbol(self.strings.len() as u32);
        self.strings.push(s.into());
        self.map.insert(s.into(), sym);
        sym
    }

    /// The symbol for `s` if it was ever interned.
    pub fn get(&self, s: &str) -> Option<Symbol> {
        self.map.get(s).copied()
    }

    /// The text of a symbol; `"<?>"` for a symbol from another interner.
    pub fn resolve(&self, sym: Symbol) -> &str {
        self.strings.get(sym.0 as usize).map_or("<?>", |s| s)
    }

    pub fn len(&self) -> usize {
        self.strings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.strings.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_stable() {
        let mut i = Interner::new();
        let a = i.intern("a");
        let b = i.intern("b");
        assert_eq!(i.intern("a"), a);
        assert_ne!(a, b);
        assert_eq!(i.resolve(b), "b");
        assert_eq!(i.get("c"), None);
        assert_eq!(i.resolve(Symbol(99)), "<?>");
    }
}
