use super::*;

thread_local! {
    /// Nested-name components the manglers of this thread walked.
    pub(super) static COMPONENTS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// `W<W<...W<int>...>>` 1500 deep, each level's class mangled, then
/// three member functions of it (as sema declares a class's members):
/// with the prefixes remembered, the members walk no component at all
/// (they walked the whole nesting again, cubic in all); without, each
/// walks its class's depth. The symbols are the same.
#[test]
fn class_prefixes_are_remembered() {
    const DEPTH: usize = 1500;
    let mut t = TypeTable::new();
    let mut prev = t.intern(Type::Int(IntKind::Int));
    let mut classes = HashMap::default();
    let mut sids = Vec::new();
    for _ in 0..DEPTH {
        let s = t.structs.push(StructDef {
            name: "W".into(),
            align: 1,
            ..StructDef::default()
        });
        classes.insert(
            s,
            ClassMangle {
                name: "W".into(),
                targs: Some(vec![MangleArg::Type(prev)]),
                ..ClassMangle::default()
            },
        );
        prev = t.intern(Type::Struct(s));
        sids.push(s);
    }
    let memo = MangleMemo::default();
    let run = |memo: Option<&MangleMemo>| {
        let n = Names {
            types: &t,
            classes: &classes,
            memo,
        };
        let count = || COMPONENTS.with(|c| c.get());
        let (mut syms, mut class_walk, mut member_walk) = (Vec::new(), 0, 0);
        for &s in &sids {
            let before = count();
            syms.push(class(&n, s));
            class_walk += count() - before;
            let before = count();
            for name in ["a", "b", "c"] {
                let q = (true, false, None);
                syms.push(method(
                    &n,
                    s,
                    name,
                    FuncKind::Method,
                    &[],
                    false,
                    q,
                    None,
                    None,
                ));
            }
            member_walk += count() - before;
        }
        (syms, class_walk, member_walk)
    };
    let (with, class_walk, member_walk) = run(Some(&memo));
    let (without, _, member_walk_plain) = run(None);
    assert_eq!(with, without);
    assert_eq!(with[8], "1WIS_IS_IiEEE");
    assert_eq!(with[9], "_ZNK1WIS_IS_IiEEE1aEv");
    assert_eq!(class_walk, DEPTH * (DEPTH + 1) / 2);
    assert_eq!(member_walk, 0);
    assert_eq!(member_walk_plain, 3 * DEPTH * (DEPTH + 1) / 2);
}

fn names(t: &TypeTable) -> (Names<'_>, HashMap<StructId, ClassMangle>) {
    let classes = HashMap::default();
    (
        Names {
            types: t,
            classes: Box::leak(Box::new(HashMap::default())),
            memo: None,
        },
        classes,
    )
}

#[test]
fn substitutions() {
    let mut t = TypeTable::new();
    let f = t.intern(Type::Float(FloatKind::Float));
    let pf = t.intern(Type::Pointer {
        pointee: f,
        space: AddrSpace::Generic,
    });
    let kf = t.intern(Type::Qualified {
        base: f,
        is_const: true,
        is_volatile: false,
        align: 0,
    });
    let pkf = t.intern(Type::Pointer {
        pointee: kf,
        space: AddrSpace::Generic,
    });
    let m = t.intern(Type::Int(IntKind::ULong));
    let (n, _) = names(&t);
    assert_eq!(
        function(&n, "", "kernel", &[pf, pf], false, false, None),
        "_Z6kernelPfS_"
    );
    assert_eq!(
        function(&n, "", "kernel", &[f, pkf, pf, m], false, false, None),
        "_Z6kernelfPKfPfm"
    );
    assert_eq!(
        function(&n, "", "g", &[pkf, pkf, kf], false, false, None),
        "_Z1gPKfS0_S_"
    );
    assert_eq!(
        function(&n, "a::b", "h", &[], false, false, None),
        "_ZN1a1b1hEv"
    );
    assert_eq!(variable("ns", "x", false), "_ZN2ns1xE");
}

#[test]
fn internal_linkage_prefix() {
    let mut t = TypeTable::new();
    let i = t.intern(Type::Int(IntKind::Int));
    let (n, _) = names(&t);
    assert_eq!(
        function(&n, "", "plus9", &[i], false, true, None),
        "_ZL5plus9i"
    );
    assert_eq!(
        function(&n, "ns", "f", &[], false, true, None),
        "_ZN2nsL1fEv"
    );
    assert_eq!(variable("ns", "x", true), "_ZN2nsL1xE");
    // The anonymous namespace already makes the name unique.
    assert_eq!(
        function(&n, "(anonymous namespace)", "f", &[], false, true, None),
        "_ZN12_GLOBAL__N_11fEv"
    );
    assert_eq!(seq_id(1), "S0_");
    assert_eq!(seq_id(11), "SA_");
    assert_eq!(seq_id(37), "S10_");
}

#[test]
fn function_template_specializations() {
    let mut t = TypeTable::new();
    let i = t.intern(Type::Int(IntKind::Int));
    let (n, _) = names(&t);
    assert_eq!(
        function(
            &n,
            "",
            "mx",
            &[i, i],
            false,
            false,
            Some((&[MangleArg::Type(i)], i))
        ),
        "_Z2mxIiEiii"
    );
    // The template name is a substitution candidate before its
    // arguments: `float*&` is S1_ after `fd` (S_) and `float*` (S0_).
    let f = t.intern(Type::Float(FloatKind::Float));
    let pf = t.intern(Type::Pointer {
        pointee: f,
        space: AddrSpace::Generic,
    });
    let rpf = t.intern(Type::Reference {
        referent: pf,
        rvalue: false,
    });
    let v = t.intern(Type::Void);
    let (n, _) = names(&t);
    assert_eq!(
        function(
            &n,
            "",
            "fd",
            &[rpf],
            false,
            false,
            Some((&[MangleArg::Pack(vec![MangleArg::Type(rpf)])], v))
        ),
        "_Z2fdIJRPfEEvS1_"
    );
    assert_eq!(
        function(
            &n,
            "std",
            "forward",
            &[rpf],
            false,
            false,
            Some((&[MangleArg::Type(rpf)], rpf))
        ),
        "_ZSt7forwardIRPfES1_S1_"
    );
}
