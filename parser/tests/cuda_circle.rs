//! CUDA and Circle syntax.

mod common;
use common::{parse, parse_ok, stmts_ok};

#[test]
fn cuda_specifiers_and_launches() {
    let d = parse_ok(
        "__global__ void k(int* p, __grid_constant__ const int n) {}\n\
         __device__ __host__ inline int f(int x) { return x; }\n\
         __device__ int counter;\n\
         __constant__ float table[16];\n\
         __managed__ int m;\n\
         __nv_register_params__ __device__ int g(int);\n\
         __attribute__((global)) void k2();\n\
         __forceinline__ __device__ int h();\n\
         __global__ void __launch_bounds__(256, 2) bounded() {}\n\
         void host() {\n\
           __shared__ float tile[32];\n\
           k<<<1, 32>>>(0, 1);\n\
           k<<<dim3(2, 2), 64, 1024, stream>>>(p, n);\n\
           k<<<grid, block>>>();\n\
           kt<int><<<1, 1>>>(x);\n\
           int s = a >> b >> c;\n\
         }\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn meta_statements_at_block_scope() {
    let d = stmts_ok(
        "@meta int count = 0;\n\
         @meta count += 2;\n\
         @meta if (count > 1) { x = 1; } else { x = 2; }\n\
         @meta for (int i = 0; i < 4; ++i) sum += @meta i * 2;\n\
         @meta for (int v : values) total += v;\n\
         @meta for enum (auto e : color_t) case_fn(e);\n\
         @meta while (count--) y++;\n\
         @meta { int inner = 1; }\n\
         @meta printf(\"%d\\n\", count);\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn codegen_statements_and_objects() {
    let d = stmts_ok(
        "@codegen int arch10 = (int)__nvvm_arch * 10;\n\
         if codegen(arch10 >= 700) return 7; else return 5;\n\
         @codegen if (__nvvm_arch < 35) y = 1; else @codegen if (__nvvm_arch < 60) y = 2; else y = 3;\n\
         int codegen = 1; codegen += 1;\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn meta_at_namespace_scope_and_in_switches() {
    let d = parse_ok(
        "@meta int n = 3;\n\
         @meta printf(\"hello\");\n\
         @meta for (int i = 0; i < n; ++i) @meta printf(\"%d\", i);\n\
         @meta std::vector<int> squares;\n\
         enum class E { a, b };\n\
         const char* name(E e) {\n\
           switch (e) {\n\
             @meta for enum (E e2 : E)\n\
               case e2: return @enum_name(e2);\n\
             default: return \"?\";\n\
           }\n\
         }\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn reflection_intrinsics_take_types_or_expressions() {
    let d = stmts_ok(
        "enum class shape_t { circle };\n\
         int n = @enum_count(shape_t);\n\
         auto v = @enum_value(shape_t, 0);\n\
         const char* a = @enum_name(shape_t, 0);\n\
         const char* b = @enum_name(v);\n\
         const char* c = @type_string(const int*);\n\
         const char* d = @type_name(shape_t);\n\
         int m = @member_count(S);\n\
         int k = @(\"dyn\") + 1;\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn staging_at_member_scope_and_codegen_declarations() {
    let d = parse_ok(
        "@codegen extern const nvvm_arch_t __nvvm_arch;\n\
         struct S { @meta int count = 2; int y; @meta printf(\"in S\"); };\n",
    );
    assert!(
        d.contains("@codegen VarDecl __nvvm_arch 'const nvvm_arch_t' extern"),
        "{d}"
    );
    // A class-scope meta object, not a data member.
    assert!(d.contains("@meta VarDecl count 'int'"), "{d}");
    assert!(d.contains("@meta TopLevelStmt"), "{d}");
}

#[test]
fn sm_dispatch_builtins_parse_as_calls() {
    let d = stmts_ok("__sm_dispatch_tag(f, x, y); __sm_arch_all(g(__nvvm_arch));");
    assert!(
        d.contains("Name __sm_dispatch_tag") && d.contains("Name __sm_arch_all"),
        "{d}"
    );
}

#[test]
fn meta_at_enum_scope() {
    let d = parse_ok(
        "enum class E {\n\
           first = 1;\n\
           @meta for (int i = 0; i < 3; ++i)\n\
             @(\"e\" + std::to_string(i));\n\
           middle,\n\
           @meta if (1) { extra = 10; }\n\
           last\n\
         };\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn function_definitions_in_namespace_scope_meta_statements() {
    // The braces of a namespace-scope `@meta if` / `@meta for` hold
    // declarations injected into the namespace: definitions are allowed.
    let d = parse_ok(
        "@meta if(mode == 1) {\n\
           __device__ int chosen(int x) { return x + 1; }\n\
         } else {\n\
           __device__ int chosen(int x) { return x + 2; }\n\
         }\n\
         @meta for(int i = 0; i < 2; ++i) { int g() { return 0; } }\n",
    );
    assert_eq!(d.matches("FunctionDecl chosen").count(), 2, "{d}");
    // Not inside a function body (nor in a block-scope `@meta if`).
    for src in [
        "@meta if(1) { void f() { int local() { return 1; } } }",
        "void f() { @meta if(1) { int local() { return 1; } } }",
        "void f() { int local() { return 1; } }",
    ] {
        let (_, diags) = parse(src);
        assert_eq!(diags.len(), 1, "`{src}`: {diags:?}");
        assert!(
            diags[0].contains("function definition is not allowed here"),
            "{diags:?}"
        );
    }
}

#[test]
fn typed_enums_user_attributes_and_pack_intrinsics() {
    let d = parse_ok(
        "using nt [[attribute]] = int;\n\
         using occ [[attribute(1)]] = int;\n\
         enum class tuning_t { kepler [[.nt=128, .vt=5, .persistent, nodiscard]] = 35, volta [[.r{1, 2}]] };\n\
         enum typename class types_t { int, name = [[.nt=3]] double*, char[5] };\n\
         struct @(\"dyn\") { int x; };\n\
         void f(S s, S* p) {\n\
           g(int..., @enum_names(E))...;\n\
           s.@member_values().resize(3)...;\n\
           h(p->@member_value(1));\n\
           std::tuple<@member_types(S)...> t;\n\
         }\n",
    );
    insta::assert_snapshot!(d);
}
