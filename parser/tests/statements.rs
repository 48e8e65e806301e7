//! Statements.

mod common;
use common::stmts_ok;

#[test]
fn every_statement_kind() {
    let d = stmts_ok(
        "int x = 0;\n\
         if (x) x = 1; else if (x > 2) { x = 2; } else x = 3;\n\
         if (int y = x; y < 3) {}\n\
         if (int z = x) {}\n\
         if constexpr (1) {}\n\
         for (int i = 0, j = 1; i < 10; ++i, --j) continue;\n\
         for (;;) break;\n\
         for (x = 0; x < 2; x++) ;\n\
         for (int v : arr) {}\n\
         for (auto& v : {1, 2, 3}) {}\n\
         while (x) --x;\n\
         while (int w = x) {}\n\
         do { x++; } while (x < 5);\n\
         switch (x) { case 1: case 2: x = 0; break; case 3 ... 5: break; default: break; }\n\
         switch (int s = x; s) {}\n\
         goto done;\n\
         done: return;\n\
         try { x = 1; } catch (int e) { } catch (...) { }\n\
         ;\n\
         { { } }\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn return_forms() {
    let d = stmts_ok("return; return 1 + 2; return {1, 2};");
    assert!(d.contains("ReturnStmt\n  Binary '+'"), "{d}");
    assert!(d.contains("ReturnStmt\n  InitList"), "{d}");
}

#[test]
fn labels_and_cases_own_their_statement() {
    let d = stmts_ok("switch (x) { case 1: f(); g(); }");
    // `case 1:` labels `f();` only; `g();` follows it in the block.
    let case_line = d
        .lines()
        .position(|l| l.trim() == "CaseStmt")
        .expect("case");
    let lines: Vec<&str> = d.lines().collect();
    assert_eq!(lines[case_line + 1].trim(), "Number 1");
    assert_eq!(lines[case_line + 2].trim(), "ExprStmt");
    assert!(d.matches("ExprStmt").count() == 2, "{d}");
}

#[test]
fn declaration_versus_expression_statements() {
    let d = stmts_ok(
        "int a; a = 1; a * 2; size_t n = sizeof(a); (void)n; (int)a; int(a);\n\
         unsigned long long big = 1ull; const int c = 1; static int s;",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn inline_asm() {
    let d = stmts_ok(
        "asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(lane));\n\
         asm(\"add.s32 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b) : \"memory\");\n\
         __asm__ __volatile__(\"bar.sync 0;\");",
    );
    insta::assert_snapshot!(d);
}
