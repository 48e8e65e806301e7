//! Every name in the shared builtin table (`lexer::builtins`, which also
//! answers `__has_builtin`) is one sema recognizes: called, or used as a
//! trait, a type or a template, it may be misused (wrong arguments) but
//! is never an undeclared name or an unsupported construct.

mod common;

use common::translate;

fn unrecognized(o: &common::Out) -> Vec<String> {
    o.diags
        .iter()
        .filter(|(_, code, _)| {
            matches!(
                *code,
                "sema-undeclared" | "sema-unsupported" | "sema-unknown-type"
            )
        })
        .map(|(_, _, m)| m.clone())
        .collect()
}

#[test]
fn every_builtin_function_is_recognized() {
    let mut src = String::new();
    for (i, n) in lexer::builtins::functions::all_names().iter().enumerate() {
        if n.starts_with("__builtin_") {
            src.push_str(&format!("void f{i}() {{ {n}(); }}\n"));
        }
    }
    let o = translate(&src);
    assert_eq!(unrecognized(&o), Vec::<String>::new());
}

#[test]
fn every_type_trait_and_transform_is_recognized() {
    let mut src = String::from("struct S {};\n");
    for (i, (n, _)) in lexer::builtins::traits::TYPE_TRAITS.iter().enumerate() {
        src.push_str(&format!("bool t{i} = {n}(S, S);\n"));
    }
    for (i, (n, _)) in lexer::builtins::traits::TYPE_TRANSFORMS.iter().enumerate() {
        src.push_str(&format!("using x{i} = {n}(int);\n"));
    }
    let o = translate(&src);
    assert_eq!(unrecognized(&o), Vec::<String>::new());
}

#[test]
fn builtin_templates_and_syntax_builtins_are_recognized() {
    let mut src = String::from(
        "template<class T, T... I> struct seq {};\nstruct S { int m; };\n\
         int v(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); int r = 0;\n",
    );
    for n in lexer::builtins::SYNTAX_BUILTINS {
        src.push_str(&match *n {
            "__builtin_offsetof" => format!("r += (int){n}(S, m);\n"),
            "__builtin_bit_cast" => format!("r += {n}(int, 1.0f);\n"),
            "__builtin_va_arg" => format!("r += {n}(ap, int);\n"),
            other => panic!("a syntax builtin this test does not know: {other}"),
        });
    }
    src.push_str("return r; }\n");
    for (i, n) in lexer::builtins::BUILTIN_TEMPLATES.iter().enumerate() {
        src.push_str(&format!("using b{i} = {n}<seq, int, 3>;\n"));
    }
    let o = translate(&src);
    assert_eq!(o.diags, vec![]);
}
