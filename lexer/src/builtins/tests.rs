use super::*;

#[test]
fn every_function_name_maps_back() {
    for n in functions::all_names() {
        assert!(builtin_fn(&n).is_some(), "{n}");
        assert_eq!(has_builtin(&n), 1, "{n}");
    }
}

#[test]
fn suffixes() {
    use BuiltinFn::*;
    assert_eq!(
        builtin_fn("__builtin_modff"),
        Some(Math(MathFn::Modf, FloatWidth::F32))
    );
    assert_eq!(
        builtin_fn("__builtin_modf"),
        Some(Math(MathFn::Modf, FloatWidth::F64))
    );
    assert_eq!(
        builtin_fn("__builtin_erfl"),
        Some(Math(MathFn::Erf, FloatWidth::Long))
    );
    assert_eq!(builtin_fn("__builtin_nansf"), Some(Nans(FloatWidth::F32)));
    assert_eq!(builtin_fn("__builtin_nans"), Some(Nans(FloatWidth::F64)));
    assert_eq!(builtin_fn("__builtin_clzll"), Some(Clz(IntWidth::LongLong)));
    assert_eq!(builtin_fn("__builtin_llabs"), Some(Abs(IntWidth::LongLong)));
    assert_eq!(
        builtin_fn("floorf"),
        Some(Math(MathFn::Floor, FloatWidth::F32))
    );
    assert_eq!(builtin_fn("powi"), None);
    assert_eq!(builtin_fn("__builtin_absl"), None);
    assert_eq!(builtin_fn("__builtin_nope"), None);
}

#[test]
fn traits_and_templates() {
    assert_eq!(has_builtin("__is_same"), 1);
    assert_eq!(has_builtin("__is_constructible"), 1);
    assert_eq!(has_builtin("__underlying_type"), 1);
    assert_eq!(has_builtin("__make_integer_seq"), 1);
    assert_eq!(has_builtin("__builtin_bit_cast"), 1);
    assert_eq!(has_builtin("__integer_pack"), 0);
    assert_eq!(has_builtin("__builtin_operator_new"), 0);
    assert_eq!(
        type_trait("__is_constructible").map(|t| t.arity()),
        Some(Arity::AtLeast(1))
    );
    assert_eq!(
        type_trait("__is_same").map(|t| t.arity()),
        Some(Arity::Exactly(2))
    );
}

#[test]
fn attributes_and_features() {
    assert_eq!(has_attribute("__noreturn__"), 1);
    assert_eq!(has_attribute("packed"), 0);
    assert_eq!(has_cpp_attribute(None, "nodiscard"), 201907);
    assert_eq!(has_cpp_attribute(None, "__nodiscard__"), 201907);
    assert_eq!(has_cpp_attribute(None, "no_unique_address"), 0);
    assert_eq!(has_cpp_attribute(Some("gnu"), "always_inline"), 1);
    assert_eq!(has_cpp_attribute(Some("__gnu__"), "__always_inline__"), 1);
    assert_eq!(has_cpp_attribute(Some("gnu"), "device"), 0);
    assert_eq!(has_feature("cxx_exceptions"), 1);
    assert_eq!(has_feature("cxx_rtti"), 0);
    assert_eq!(has_extension("cxx_fixed_enum"), 1);
    assert_eq!(has_feature("cxx_fixed_enum"), 0);
}

#[test]
fn names_round_trip() {
    assert_eq!(
        functions::builtin_name(BuiltinFn::Math(MathFn::Sin, FloatWidth::F32)),
        "__builtin_sinf"
    );
    assert_eq!(
        functions::builtin_name(BuiltinFn::Abs(IntWidth::Long)),
        "__builtin_labs"
    );
    assert_eq!(
        functions::builtin_name(BuiltinFn::Memcpy),
        "__builtin_memcpy"
    );
}
