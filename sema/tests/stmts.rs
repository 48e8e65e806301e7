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
            (
                4,
                "sema-not-convertible",
                "value of type 'int' is not implicitly convertible to 'col'"
            ),
            (
                7,
                "sema-not-convertible",
                "value of type 'col' is not implicitly convertible to 'int'"
            ),
            (
                8,
                "sema-not-bool",
                "value of type 'col' is not contextually convertible to 'bool'"
            ),
            (
                9,
                "sema-not-bool",
                "value of type 'col' is not contextually convertible to 'bool'"
            ),
            (
                10,
                "sema-invalid-unary",
                "invalid argument type 'col' to unary expression"
            ),
        ]
    );
}

#[test]
fn jumps_may_not_bypass_initialization() {
    let o = translate(
        "void f(int x) {\n  goto L;\n  int y = 5;\nL:\n  x = y;\n}\n\
         void g(int x) {\n  switch (x) {\n    case 0:\n      int y = 1;\n    default:\n      break;\n  }\n}\n\
         void ok(int x) {\n  int z;\n  goto M;\n  int w;\n  { int v = 1; }\nM:\n  z = 1;\n  { int u = 2; back: u = 3; if (x) goto back; }\n  switch (x) { case 0: { int y = 1; } case 1: break; }\n  while (int c = x) { goto out; }\nout:\n  x = 0;\n}\n",
    );
    let got: Vec<(u32, &str)> = o.diags.iter().map(|(l, c, _)| (*l, *c)).collect();
    assert_eq!(
        got,
        vec![(2, "sema-goto-into-scope"), (11, "sema-switch-into-scope")]
    );
}

#[test]
fn condition_names_are_not_redeclared_in_the_body() {
    let o = translate(
        "void f(int x) {\n  while (int w = x) { int w = 2; }\n  for (int i = 0; i < 3; ++i) { int i = 1; }\n  if (int c = x) { } else { int c = 2; }\n  for (int j = 0; j < 3; ++j) { { int j = 1; } }\n  while (x) { int x = 1; }\n  int k = 0;\n  for (;;) { int k = 1; break; }\n}\n",
    );
    let got: Vec<(u32, &str)> = o.diags.iter().map(|(l, c, _)| (*l, *c)).collect();
    assert_eq!(
        got,
        vec![
            (2, "sema-redefinition"),
            (3, "sema-redefinition"),
            (4, "sema-redefinition")
        ]
    );
}
