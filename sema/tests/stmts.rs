//! Statements: conditions, switch labels, jumps.

mod common;

use common::translate;

#[test]
fn scoped_enums_convert_to_nothing() {
    let o = translate(
        "enum class col { r, g };\nvoid f(col c, int i) {\n  switch (c) {\n    case 1: break;\n    case col::g: break;\n  }\n  switch (i) { case col::r: break; }\n  if (c) { }\n  while (c) { }\n  bool b = !c;\n}\n",
    );
    let got: Vec<(u32, &str, &str)> = o
        .diags
        .iter()
        .map(|(l, c, m)| (*l, *c, m.as_str()))
        .collect();
    assert_eq!(
        got,
        vec![
            (4, "sema-not-convertible", "value of type 'int' is not implicitly convertible to 'col'"),
            (7, "sema-not-convertible", "value of type 'col' is not implicitly convertible to 'int'"),
            (8, "sema-not-bool", "value of type 'col' is not contextually convertible to 'bool'"),
            (9, "sema-not-bool", "value of type 'col' is not contextually convertible to 'bool'"),
            (10, "sema-invalid-unary", "invalid argument type 'col' to unary expression"),
        ]
    );
}
