//! AST → typed program translation.
//!
//! One [`Translator`] walks the translation unit once, in source order,
//! filling a [`Builder`]. Name lookup, types, conversions and the codegen
//! value category are decided here; whatever needs a compile-time value is
//! handed to the [`MetaEngine`] as soon as translation reaches it, so
//! `@meta` statements run exactly once and in order.
//!
//! `@meta for` and friends re-translate their body once per iteration with
//! the loop variable bound (as a meta variable whose current value ordinary
//! code reads as a constant): the AST is never edited, each iteration simply
//! produces new typed nodes.
//!
//! Errors are reported where they are found and the failing construct
//! returns [`Reported`], so an enclosing construct never reports a second,
//! derived error about the same thing.
//!
//! The work is split by concern: `decl` (namespace- and block-scope
//! declarations), `stmt`, `expr`, `conv` (implicit conversions), `types`
//! (type expressions, spelling), `lookup` (scopes), `cuda` (builtins and
//! launches), `circle` (meta statements, intrinsics, codegen constants),
//! `literal` (numbers, characters, strings), `mangle` (symbol names).

mod anon_local;
mod aspects;
mod body_warnings;
pub use body_warnings::WHOLE_BODY_WARNINGS;
mod builtins;
mod calls;
mod case_range;
mod casts;
mod chains;
mod circle;
pub(crate) mod class;
mod class_meta;
mod compound_literal;
mod cond_throw;
pub(crate) mod conv;
mod cuda;
mod cuda_warp;
mod decl;
mod deduced_return;
mod designated;
mod dynamic_name;
mod enum_attrs;
mod enum_meta;
mod enums;
mod exec_space;
mod expr;
mod function_try;
mod function_typed;
mod gnu_align;
mod handlers;
pub(crate) mod init;
mod init_list;
mod inline_asm;
pub(crate) mod intrinsic_packs;
mod jumps;
mod kernel_attrs;
mod label_values;
mod lambda;
mod literal;
mod local_vars;
mod lookup;
mod mangle;
mod member;
mod member_intrinsics;
mod member_pointer;
mod member_qualified;
mod meta_range;
mod new_cleanup;
mod newdelete;
mod offsetof;
mod operator_operand;
mod operators;
pub(crate) mod overload;
mod range_for;
mod reflected_type;
mod sfinae;
mod stmt;
mod stmt_expr;
pub(crate) mod template;
mod throw_operand;
mod traits;
mod type_id;
mod typed_enum;
mod typeid;
pub(crate) mod types;
mod va_list;
mod vla;
mod vla_notes;
mod vla_pointers;
mod vla_views;
mod warnings;
mod wgmma;
pub use wgmma::wgmma_k;
mod writable_strings;

pub use types::type_string;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::builder::Builder;
use crate::diagnostics as diag;
use crate::meta::{MetaEngine, TranslateOptions};
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::{SourceMap, Span};
use parser::ast;
use parser::{Interner, Symbol};

pub(crate) use lookup::{Entity, NsId};

/// Marks a construct whose error was already reported.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reported;
pub(crate) type R<T> = Result<T, Reported>;

/// Bound on AST nesting handled recursively (the parser bounds it too;
/// this keeps sema safe on any tree).
const MAX_DEPTH: u32 = 1500;

/// Translates a whole translation unit. `engine` runs compile-time code;
/// the program is complete (and ready for codegen) when no error was reported.
pub fn translate_unit<'a>(
    tu: &'a ast::TranslationUnit<'a>,
    sm: &SourceMap,
    interner: &Interner,
    opts: &TranslateOptions,
    engine: &mut dyn MetaEngine,
) -> (Program, Vec<Diagnostic>) {
    let mut t = Translator::new(sm, interner, opts, engine);
    t.leak_working_state = opts.leak_working_state;
    t.dyn_names = dynamic_name::DynamicNames::new(tu, interner.get(parser::DYNAMIC_NAME));
    t.asm_labels = tu.asm_labels.iter().map(|(s, e)| (s.lo, *e)).collect();
    for e in tu.file_scope_asm {
        if let Ok(text) = t.string_text(e) {
            t.b.program.module_asm.push(text);
        }
    }
    for d in tu.decls {
        t.namespace_decl(d);
    }
    t.finish()
}

/// The function whose body is being translated.
pub(crate) struct FnCtx {
    pub name: String,
    pub ret: TypeId,
    /// The function itself (for friend access checks).
    pub fid: Option<FuncId>,
    /// A non-static member function's `this` parameter.
    pub this: Option<VarId>,
    /// The class a member function belongs to.
    pub class: Option<StructId>,
    /// The return type is deduced from the first `return` (a lambda
    /// without a trailing return type).
    pub deduce_ret: bool,
    /// `decltype(auto)`: the deduced type keeps the expression's value
    /// category as a reference.
    pub deduce_decltype: bool,
    /// `auto&`, `auto*`, ...: the form the deduced return type takes.
    pub deduce_form: Option<deduced_return::RetForm>,
    pub labels: HashMap<Symbol, LabelInfo>,
    /// The function's jump scopes: index 0 is the body; every initialized
    /// local opens one that lasts to the end of its block. A jump may leave
    /// scopes but not enter one past its initialization ([stmt.dcl]/3).
    pub jump_scopes: Vec<JumpScope>,
    /// The jump scope of the statement being translated.
    pub cur_jump: usize,
    /// Every `goto`: its label, its jump scope and its span (checked when
    /// the body is done and every label's scope is known).
    pub gotos: Vec<(Symbol, usize, Span)>,
    /// Every `case`/`default` label: the switch's jump scope, the label's,
    /// and its span.
    pub case_jumps: Vec<(usize, usize, Span)>,
    /// Translating a handler of a constructor's function-try-block, where
    /// `return` is ill-formed ([except.handle]/13).
    pub ctor_handler: bool,
}

impl FnCtx {
    pub fn new(name: String, ret: TypeId) -> FnCtx {
        FnCtx {
            name,
            ret,
            fid: None,
            this: None,
            class: None,
            deduce_ret: false,
            deduce_decltype: false,
            deduce_form: None,
            labels: HashMap::default(),
            jump_scopes: vec![JumpScope {
                parent: 0,
                decl: Span::DUMMY,
            }],
            cur_jump: 0,
            gotos: Vec::new(),
            case_jumps: Vec::new(),
            ctor_handler: false,
        }
    }
}

impl FnCtx {
    /// A member function's context: `this` bound, the class's rights.
    pub fn method(name: String, ret: TypeId, this: VarId, class: StructId, fid: FuncId) -> FnCtx {
        let mut f = FnCtx::new(name, ret);
        f.this = Some(this);
        f.class = Some(class);
        f.fid = Some(fid);
        f
    }
}

pub(crate) struct JumpScope {
    pub parent: usize,
    /// The initialized variable that opens it.
    pub decl: Span,
}

pub(crate) struct LabelInfo {
    pub id: LabelId,
    pub defined: bool,
    pub first_use: Span,
    /// The jump scope of its definition.
    pub scope: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Jump {
    Loop,
    Switch,
}

pub(crate) struct SwitchCtx {
    pub cond_ty: TypeId,
    /// The jump scope of the switch statement: its labels are jumped to
    /// from there.
    pub jump_scope: usize,
    pub cases: Vec<SwitchCase>,
    pub seen: HashMap<i128, Span>,
    pub default: Option<(StmtId, Span)>,
}

pub(crate) struct Translator<'a, 's, 'e> {
    /// The AST outlives translation: sema keeps references into it for
    /// work it does later (member function bodies once their class is
    /// complete, template instantiation).
    pub _ast: std::marker::PhantomData<&'a ()>,
    pub b: Builder,
    /// `TranslateOptions::leak_working_state`.
    pub leak_working_state: bool,
    pub sm: &'s SourceMap,
    pub interner: &'s Interner,
    pub engine: &'e mut dyn MetaEngine,
    pub diags: Vec<Diagnostic>,
    pub ns: Vec<lookup::Namespace>,
    pub cur_ns: NsId,
    /// Block scopes of the function being translated, innermost last.
    pub scopes: Vec<lookup::Scope>,
    pub func: Option<FnCtx>,
    /// `break`/`continue` targets, innermost last (meta code at namespace
    /// scope has loops too, so this is not part of [`FnCtx`]).
    pub jumps: Vec<Jump>,
    pub switches: Vec<SwitchCtx>,
    /// Meta loops being driven by sema (for `@meta break`/`@meta continue`).
    pub meta_loops: u32,
    /// A pending `@meta break` (`Jump::Switch`) or `@meta continue`
    /// (`Jump::Loop`): the rest of the iteration's body is skipped.
    pub meta_jump: Option<Jump>,
    /// Translating meta code: names of runtime locals are errors, meta
    /// variables are read as objects rather than as constants.
    pub meta_mode: bool,
    /// The variable whose declared type is being translated: array-bound
    /// errors name it, as clang does.
    pub declarator: Option<String>,
    /// Inside `extern "C"`.
    pub extern_c: bool,
    /// Directly inside an unbraced `extern "C"` (or `"C++"`): as if
    /// declared `extern` for whether it is a definition ([dcl.link]/7).
    pub linkage_spec_extern: bool,
    pub depth: u32,
    /// Enumerators of each enum, for qualified lookup (`E::x`).
    pub enum_members: HashMap<EnumId, HashMap<Symbol, i128>>,
    /// The enum whose body is being translated: where enum-scope `@meta`
    /// injects enumerators.
    pub(crate) enum_scope: Option<enum_meta::EnumScope>,
    /// Circle's additions to enumerations: attribute aliases, enumerator
    /// attributes, typed enums' associated types.
    pub(crate) circle_enums: enum_attrs::CircleEnums,
    /// Circle's dynamic names `@(x)` and the identifiers they made.
    pub(crate) dyn_names: dynamic_name::DynamicNames<'a>,
    /// The class (and the access in effect) whose class-scope `@meta`
    /// statement is running: injected declarations become its members.
    pub(crate) class_scope: Option<(StructId, parser::ast::Access)>,
    /// Types of tag declarations already translated (for `TypeKind::Tag`).
    pub tag_types: HashMap<ast::DeclId, TypeId>,
    /// Runtime constants (`const int n = 4;`) with their values, so that
    /// meta code may read them.
    pub known_consts: HashMap<VarId, ConstValue>,
    /// Meta variables at namespace scope (never released).
    pub meta_globals: Vec<VarId>,
    pub defined_funcs: HashMap<FuncId, Span>,
    pub static_local_counter: u32,
    /// GNU asm labels by the start of the declarator-id they follow.
    pub asm_labels: HashMap<u32, &'a ast::Expr<'a>>,
    /// Static locals named so far per `<function encoding> E <name>`: the
    /// second and later get Itanium discriminators (`_0`, `_1`, ...).
    pub static_local_names: HashMap<String, u32>,
    /// Bodies of functions whose translation reported errors.
    pub broken_bodies: Vec<Span>,
    /// Error nodes the parser left (its recovery) met so far: a body with
    /// one gets no whole-body warnings.
    pub syntax_errors_seen: usize,
    /// Translating the type of a declaration that may be incomplete (a
    /// static data member's, [class.static.data]/2): an array of a class
    /// not yet complete is allowed there.
    pub incomplete_array_ok: bool,
    /// Default arguments of functions that have any (per parameter).
    pub default_arg_exprs: HashMap<FuncId, Vec<Option<ExprId>>>,
    /// Functions whose default arguments create temporaries.
    pub default_arg_temps: HashSet<FuncId>,
    pub nvvm_arch_ty: TypeId,
    pub amdgpu_arch_ty: Option<TypeId>,
    /// What sema knows about each class beyond its layout.
    pub classes: HashMap<StructId, class::ClassInfo<'a>>,
    /// Member functions' C++ properties.
    pub methods: HashMap<FuncId, class::MethodInfo<'a>>,
    /// The classes whose scope the current code is in, outermost first
    /// (member declarations, member bodies, nested classes).
    pub class_scopes: Vec<StructId>,
    /// Block scopes below this index belong to the function enclosing a
    /// local class: lookup sees the class's members first.
    pub class_scope_base: usize,
    /// Declaring the members of this class (with this access): names bound
    /// now are its members.
    pub declaring: Option<(StructId, parser::ast::Access)>,
    /// Code translated as if it were a member of this class (friend
    /// declarations, compiler-written members): access checks pass.
    pub friend_of: Option<StructId>,
    /// The access of names brought into a class by using-declarations.
    pub using_access: HashMap<(StructId, Symbol), parser::ast::Access>,
    /// The base class functions each virtual function overrides.
    pub overridden: HashMap<FuncId, Vec<FuncId>>,
    /// What the constructors and destructors of each class with virtual
    /// bases need of its VTT.
    pub vtt_info: HashMap<StructId, class::VttInfo>,
    /// Thunks by (target, adjustments).
    pub thunks: HashMap<(FuncId, class::ThunkInfo), FuncId>,
    /// Thunks emitted with their target's definition (a class's own
    /// functions' thunks: another unit's vtable may name them), which take
    /// its linkage when translation ends.
    pub owned_thunks: Vec<(FuncId, FuncId)>,
    /// Runtime functions declared on demand (`__cxa_pure_virtual`, ...).
    pub runtime_fns: HashMap<String, FuncId>,
    /// Functions defined as deleted that are not member functions.
    pub deleted_funcs: HashSet<FuncId>,
    /// Functions declared `noexcept` or `throw()` (the type traits ask).
    pub declared_noexcept: HashSet<FuncId>,
    /// Classes declared `final`.
    pub final_classes: HashSet<StructId>,
    /// Expressions that are xvalues (the typed program has lvalues and
    /// rvalues only).
    pub xvalues: HashSet<ExprId>,
    /// The full-expression being translated created temporaries.
    pub full_expr_temps: bool,
    /// Defaulted special members whose bodies are being written.
    pub defining: HashSet<FuncId>,
    /// Deleting destructors by complete-object destructor.
    pub deleting: HashMap<FuncId, FuncId>,
    /// Function template instances (for overload tie-breaking).
    pub template_instances: HashSet<FuncId>,
    /// `alignas` written on data members, by (class, member name offset).
    pub field_aligns: HashMap<(StructId, u32), u64>,
    /// Data members declared GNU `packed` (byte-aligned), by (class,
    /// member name offset).
    pub field_packed: HashSet<(StructId, u32)>,
    /// Variable-length arrays: the array's pointer variable and the
    /// variable holding its size in bytes.
    pub vlas: HashMap<VarId, VarId>,
    /// Where variable-length arrays are declared (a jump past one gets
    /// clang's note for them).
    pub vla_decls: HashSet<u32>,
    /// The dimensions of each variable-length array, and the views of
    /// the expressions denoting one, a row of one or a pointer to either
    /// (`vla_views.rs`).
    pub(crate) vla_shapes: HashMap<VarId, std::rc::Rc<vla_views::VlaShape>>,
    pub(crate) vla_views: HashMap<ExprId, vla_views::VlaView>,
    /// The variables of `vla_shapes` that point to such an array
    /// (`vla_pointers.rs`).
    pub(crate) vla_pointer_vars: HashSet<VarId>,
    /// Block-scope VLA typedefs: the type each names, and its shape.
    pub(crate) vla_typedefs: HashMap<TypeId, std::rc::Rc<vla_views::VlaShape>>,
    /// Global allocation and deallocation functions, declared on demand.
    pub global_operators: HashMap<String, FuncId>,
    /// Lambdas whose bodies are being translated, innermost last.
    pub lambdas: Vec<lambda::LambdaCtx>,
    /// Lambdas translated so far (for their unique names).
    pub lambda_count: u32,
    /// How many closure types each scope (local scope and namespace) has
    /// with each call operator parameter list: the next one's
    /// discriminator in `Ul <params> E [n] _`.
    pub lambda_numbers: HashMap<lambda::LambdaScope, u32>,
    /// Variables introduced by init-captures (uses read the closure).
    pub init_captures: HashSet<VarId>,
    /// Initializing a base class subobject (an abstract class may be one).
    pub initializing_base: bool,
    /// How each class's name is mangled.
    pub class_mangle: HashMap<StructId, mangle::ClassMangle>,
    /// Class prefixes the mangler has written (see `mangle::ClassPrefix`).
    pub mangle_memo: mangle::MangleMemo,
    /// Templates declared so far.
    pub templates: Vec<template::TemplateInfo<'a>>,
    /// The bindings of the template being instantiated.
    pub template_scope: template::Env,
    /// Instantiations in progress (innermost last).
    pub instantiations: Vec<template::InstFrame>,
    /// The most nested instantiations allowed (`-ftemplate-depth`).
    pub template_depth: usize,
    /// The named warnings to report (see `TranslateOptions`).
    pub enabled_warnings: Vec<&'static str>,
    /// The depth limit was hit: the instantiations unwind silently.
    pub depth_exceeded: bool,
    /// Bodies of template instances translated when first used.
    pub lazy_bodies: HashMap<FuncId, template::LazyBody<'a>>,
    /// An `auto` non-type template parameter is being converted.
    pub auto_param: bool,
    /// Explicit specializations of function templates.
    pub explicit_function_specs:
        HashMap<(template::TemplateId, Vec<template::TemplateArg>), FuncId>,
    /// Template arguments of the member template specialization being
    /// declared (for its mangled name).
    pub member_targs: Option<Vec<mangle::MangleArg>>,
    /// The display name of the variable template specialization being
    /// declared (it is bound to no name).
    pub var_name_override: Option<String>,
    /// Unnamed and local classes so far (for unique mangled names).
    pub unique_class_names: u32,
    /// Where the use that instantiates a body was written (for "in
    /// instantiation of ... requested here").
    pub body_request: Option<Span>,
    /// The function template each specialization comes from.
    pub spec_of: HashMap<FuncId, template::TemplateId>,
    /// Pairs of specializations `(a, b)` whose templates partial ordering
    /// ranks `a` more specialized than `b` (for overload resolution's
    /// tie-breaker).
    pub template_order: HashSet<(FuncId, FuncId)>,
    /// Placeholder classes standing for template parameters in partial
    /// ordering (made once, reused).
    pub unique_types: Vec<TypeId>,
    /// Out-of-line definitions of members of class templates.
    pub template_member_defs: HashMap<template::TemplateId, Vec<template::MemberDef<'a>>>,
    /// Classes and enumerations hidden by a function of the same name
    /// declared in the same namespace (`struct sigaction` and glibc's
    /// `sigaction()`), still named by elaborated type specifiers.
    pub hidden_tags: HashMap<(NsId, parser::Symbol), TypeId>,
    /// The rest of the template machinery's state (member templates by
    /// role, specializations known to be invalid).
    pub tpl: template::State<'a>,
    /// Braced lists among call arguments, waiting for their types.
    pub lists: init_list::ListState<'a>,
    /// Pointers to overloaded member functions, waiting for their types.
    pub mptrs: member_pointer::MemberPointerState,
    /// Inheriting constructors and the base constructors they call.
    pub inherited: class::inherit::Inherited,
    /// Classes without a default constructor of their own: the
    /// specialization of a constructor template that default-constructs
    /// them, if one does (`special::note_template_default_ctor`).
    pub template_default_ctors: HashMap<StructId, Option<FuncId>>,
}

impl<'a, 's, 'e> Translator<'a, 's, 'e> {
    pub fn new(
        sm: &'s SourceMap,
        interner: &'s Interner,
        opts: &TranslateOptions,
        engine: &'e mut dyn MetaEngine,
    ) -> Self {
        let mut b = Builder::new();
        b.program.known_aspects = opts.known_aspects.clone();
        b.program.target_aspects = opts.target_aspects.clone();
        let nvvm_arch_ty = b.nvvm_arch_type(&opts.compute_capabilities);
        let amdgpu_arch_ty = if opts.amdgpu_targets.is_empty() {
            None
        } else {
            let cpus: Vec<&str> = opts.amdgpu_targets.iter().map(String::as_str).collect();
            Some(b.amdgpu_arch_type(&cpus))
        };
        let mut t = Translator {
            _ast: std::marker::PhantomData,
            leak_working_state: false,
            b,
            sm,
            interner,
            engine,
            diags: Vec::new(),
            ns: vec![lookup::Namespace::root()],
            cur_ns: NsId(0),
            scopes: Vec::new(),
            func: None,
            jumps: Vec::new(),
            switches: Vec::new(),
            meta_loops: 0,
            meta_jump: None,
            meta_mode: false,
            declarator: None,
            extern_c: false,
            linkage_spec_extern: false,
            depth: 0,
            enum_members: HashMap::default(),
            enum_scope: None,
            circle_enums: Default::default(),
            dyn_names: Default::default(),
            class_scope: None,
            tag_types: HashMap::default(),
            known_consts: HashMap::default(),
            meta_globals: Vec::new(),
            defined_funcs: HashMap::default(),
            static_local_counter: 0,
            asm_labels: HashMap::default(),
            static_local_names: HashMap::default(),
            broken_bodies: Vec::new(),
            syntax_errors_seen: 0,
            incomplete_array_ok: false,
            default_arg_exprs: HashMap::default(),
            default_arg_temps: HashSet::default(),
            nvvm_arch_ty,
            amdgpu_arch_ty,
            classes: HashMap::default(),
            methods: HashMap::default(),
            class_scopes: Vec::new(),
            class_scope_base: 0,
            declaring: None,
            friend_of: None,
            using_access: HashMap::default(),
            overridden: HashMap::default(),
            vtt_info: HashMap::default(),
            thunks: HashMap::default(),
            owned_thunks: Vec::new(),
            runtime_fns: HashMap::default(),
            deleted_funcs: HashSet::default(),
            xvalues: HashSet::default(),
            declared_noexcept: HashSet::default(),
            final_classes: HashSet::default(),
            full_expr_temps: false,
            defining: HashSet::default(),
            deleting: HashMap::default(),
            template_instances: HashSet::default(),
            field_aligns: HashMap::default(),
            field_packed: HashSet::default(),
            vlas: HashMap::default(),
            vla_decls: HashSet::default(),
            vla_shapes: HashMap::default(),
            vla_views: HashMap::default(),
            vla_pointer_vars: HashSet::default(),
            vla_typedefs: HashMap::default(),
            global_operators: HashMap::default(),
            lambdas: Vec::new(),
            lambda_count: 0,
            lambda_numbers: HashMap::default(),
            init_captures: HashSet::default(),
            initializing_base: false,
            class_mangle: HashMap::default(),
            mangle_memo: Default::default(),
            templates: Vec::new(),
            template_scope: Vec::new(),
            instantiations: Vec::new(),
            template_depth: opts
                .template_depth
                .unwrap_or(template::DEFAULT_TEMPLATE_DEPTH),
            enabled_warnings: opts.enabled_warnings.clone().unwrap_or_else(|| {
                lexer::warnings::WARNINGS
                    .iter()
                    .filter(|w| w.default_on)
                    .map(|w| w.name)
                    .collect()
            }),
            depth_exceeded: false,
            lazy_bodies: HashMap::default(),
            auto_param: false,
            explicit_function_specs: HashMap::default(),
            member_targs: None,
            var_name_override: None,
            unique_class_names: 0,
            template_member_defs: HashMap::default(),
            hidden_tags: HashMap::default(),
            body_request: None,
            spec_of: HashMap::default(),
            template_order: HashSet::default(),
            unique_types: Vec::new(),
            tpl: template::State::default(),
            lists: Default::default(),
            mptrs: Default::default(),
            inherited: Default::default(),
            template_default_ctors: HashMap::default(),
        };
        t.declare_implicit();
        t
    }

    /// The implicit declarations every translation unit sees: the
    /// architecture enums and the codegen-time constants.
    fn declare_implicit(&mut self) {
        let nv = self.nvvm_arch_ty;
        self.register_enum_type("nvvm_arch_t", nv);
        if let Some(amd) = self.amdgpu_arch_ty {
            self.register_enum_type("amdgpu_arch_t", amd);
        }
    }

    fn register_enum_type(&mut self, name: &str, ty: TypeId) {
        let Type::Enum(id) = self.b.types().kind(ty).clone() else {
            return;
        };
        let Some(sym) = self.interner.get(name) else {
            // Nobody wrote the name: it cannot be looked up, only reached
            // through `__nvvm_arch`'s type.
            self.enum_members.insert(id, HashMap::default());
            return;
        };
        self.ns[0].members.insert(sym, Entity::Type(ty));
        let mut members = HashMap::default();
        let ens: Vec<(String, i128)> = self.b.types().enums[id]
            .enumerators
            .iter()
            .map(|e| (e.name.clone(), e.value))
            .collect();
        for (n, v) in ens {
            if let Some(s) = self.interner.get(&n) {
                members.insert(s, v);
            }
        }
        self.enum_members.insert(id, members);
    }

    fn finish(mut self) -> (Program, Vec<Diagnostic>) {
        // Only what is already known: evaluating a pending `noexcept(expr)`
        // now could instantiate templates after translation.
        let mut nothrow: std::collections::HashSet<FuncId> = self
            .tpl
            .nothrow
            .iter()
            .filter(|(_, &b)| b)
            .map(|(&f, _)| f)
            .collect();
        for (f, m) in &self.methods {
            if m.implicit || m.defaulted {
                nothrow.insert(*f);
            }
        }
        // A destructor is non-throwing unless declared `noexcept(false)`
        // (or with a `noexcept(expr)` nothing evaluated).
        for (id, f) in self.b.program.funcs.iter() {
            let declared_throwing = self.tpl.nothrow.get(&id) == Some(&false)
                || self.tpl.noexcept_specs.contains_key(&id);
            if f.kind == FuncKind::Destructor && !declared_throwing {
                nothrow.insert(id);
            }
        }
        self.deduce_dtor_exception_specs(&mut nothrow);
        self.deduce_special_exception_specs(&mut nothrow);
        // A base-object variant throws as its complete-object variant.
        for (id, f) in self.b.program.funcs.iter() {
            if let Some(c) = f.variant_of {
                if nothrow.contains(&c) {
                    nothrow.insert(id);
                } else {
                    nothrow.remove(&id);
                }
            }
        }
        self.b.program.nothrow = nothrow;
        self.mark_extern_instances();
        self.sync_variants();
        let program = std::mem::take(&mut self.b.program);
        let diags = std::mem::take(&mut self.diags);
        if self.leak_working_state {
            std::mem::forget(self);
        }
        (program, diags)
    }

    // -- small helpers used everywhere -------------------------------------

    pub fn report(&mut self, d: Diagnostic) -> Reported {
        if d.severity == lexer::diag::Severity::Warning {
            if let Some(w) = lexer::warnings::by_code(d.code) {
                if !self.enabled_warnings.contains(&w.name) {
                    return Reported;
                }
            }
        }
        // After the template depth limit, as after clang's fatal error,
        // nothing more is said: what follows are its consequences.
        if self.tpl.depth_hit && d.code != "sema-template-depth" {
            return Reported;
        }
        // Compile-time evaluation that runs into a function whose body had
        // errors reports nothing more: the body is incomplete, the error
        // was already given.
        let inside = |sp: Span| {
            self.broken_bodies
                .iter()
                .any(|b| b.lo <= sp.lo && sp.hi <= b.hi)
        };
        let cascade = inside(d.primary.span) || d.notes.iter().any(|n| n.span.is_some_and(inside));
        // An error inside an instantiation says which instantiations led
        // there, back to the user's code.
        let d =
            if !self.instantiations.is_empty() && d.is_error() && d.code != "sema-template-depth" {
                self.with_instantiation_notes(d)
            } else {
                d
            };
        if !cascade {
            self.diags.push(d);
        }
        Reported
    }

    /// What the mangler needs to know about classes.
    pub fn names(&self) -> mangle::Names<'_> {
        mangle::Names {
            types: self.b.types(),
            classes: &self.class_mangle,
            memo: Some(&self.mangle_memo),
        }
    }

    pub fn name(&self, sym: Symbol) -> &'s str {
        if let Some(text) = self.dyn_names.text(sym) {
            return text;
        }
        self.interner.resolve(sym)
    }

    pub fn display(&self, ty: TypeId) -> String {
        type_string(self.b.types(), ty)
    }

    pub fn enter(&mut self, span: Span) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err(self.report(diag::expression_too_deep(span)));
        }
        Ok(())
    }
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Evaluates a translated expression at compile time. Sema folds the
    /// trivial cases itself; everything else goes to the engine. On failure
    /// `context` makes the error (for "not a constant" failures) or the
    /// engine's own diagnostic is reported (undefined behaviour, limits).
    pub fn const_eval(
        &mut self,
        e: ExprId,
        context: impl FnOnce(Span) -> Diagnostic,
    ) -> R<ConstValue> {
        self.const_eval_in(e, false, context)
    }

    /// As [`Self::const_eval`], where C++ requires a constant expression
    /// (array bounds, `static_assert`, case labels, enumerators,
    /// `constexpr`): non-const globals may not be read, outside meta code.
    pub fn core_const_eval(
        &mut self,
        e: ExprId,
        context: impl FnOnce(Span) -> Diagnostic,
    ) -> R<ConstValue> {
        let strict = !self.meta_mode;
        self.const_eval_in(e, strict, context)
    }

    /// As [`Self::core_const_eval`], for an integer result.
    pub fn core_const_int(
        &mut self,
        e: ExprId,
        context: impl FnOnce(Span) -> Diagnostic,
    ) -> R<i128> {
        let span = self.b.span(e);
        match self.core_const_eval(e, context)? {
            ConstValue::Int(v) => Ok(v),
            ConstValue::Zero => Ok(0),
            _ => Err(self.report(diag::not_integral_constant(span))),
        }
    }

    fn const_eval_in(
        &mut self,
        e: ExprId,
        strict: bool,
        context: impl FnOnce(Span) -> Diagnostic,
    ) -> R<ConstValue> {
        if let Some(v) = self.fold(e) {
            return Ok(v);
        }
        let r = if strict {
            self.engine.eval_constant(&self.b.program, e)
        } else {
            self.engine.eval(&self.b.program, e)
        };
        match r {
            Ok(v) => Ok(v),
            Err(d) if crate::meta::is_not_constant(&d) => {
                let span = self.b.span(e);
                let mut out = context(span);
                out = out.with_note_at(d.primary.span, d.message);
                Err(self.report(out))
            }
            Err(d) => Err(self.report(d)),
        }
    }

    /// As [`Self::const_eval`], for an integer result.
    pub fn const_int(&mut self, e: ExprId, context: impl FnOnce(Span) -> Diagnostic) -> R<i128> {
        let span = self.b.span(e);
        match self.const_eval(e, context)? {
            ConstValue::Int(v) => Ok(v),
            ConstValue::Zero => Ok(0),
            _ => Err(self.report(diag::not_integral_constant(span))),
        }
    }

    /// Folds literals and conversions of literals without the engine.
    pub fn fold(&self, e: ExprId) -> Option<ConstValue> {
        let p = &self.b.program;
        let x = p.expr(e);
        match &x.kind {
            ExprKind::Int(v) => Some(ConstValue::Int(*v)),
            ExprKind::Float(f) if p.types.is_long_double(x.ty) => {
                Some(ConstValue::LongDouble(f80::F80::from_f64(*f)))
            }
            ExprKind::Float(f) => Some(ConstValue::Float(*f)),
            ExprKind::LongDouble(f) => Some(ConstValue::LongDouble(*f)),
            ExprKind::Null => Some(ConstValue::NullPtr),
            ExprKind::Cast { kind, operand } => {
                let inner = self.fold(*operand)?;
                let t = &p.types;
                match (kind, inner) {
                    (CastKind::NoOp, v) => Some(v),
                    (CastKind::NullToPtr | CastKind::BitCast, ConstValue::NullPtr) => {
                        Some(ConstValue::NullPtr)
                    }
                    (CastKind::IntToInt | CastKind::BoolToInt, ConstValue::Int(v)) => {
                        Some(ConstValue::Int(wrap_int(t, x.ty, v)))
                    }
                    (CastKind::IntToBool, ConstValue::Int(v)) => {
                        Some(ConstValue::Int((v != 0) as i128))
                    }
                    (CastKind::IntToFloat, ConstValue::Int(v)) if t.is_long_double(x.ty) => {
                        let unsigned = !t.is_signed(p.expr(*operand).ty);
                        Some(ConstValue::LongDouble(if unsigned && v >= 0 {
                            f80::F80::from_u128(v as u128)
                        } else {
                            f80::F80::from_i128(v)
                        }))
                    }
                    (CastKind::FloatToFloat, ConstValue::Float(f)) if t.is_long_double(x.ty) => {
                        Some(ConstValue::LongDouble(f80::F80::from_f64(f)))
                    }
                    (CastKind::FloatToFloat, ConstValue::LongDouble(f)) => {
                        Some(if t.is_long_double(x.ty) {
                            ConstValue::LongDouble(f)
                        } else if matches!(t.kind(x.ty), Type::Float(FloatKind::Float)) {
                            ConstValue::Float(f.to_f32() as f64)
                        } else {
                            ConstValue::Float(f.to_f64())
                        })
                    }
                    (CastKind::IntToFloat, ConstValue::Int(v)) => {
                        let f = v as f64;
                        Some(ConstValue::Float(round_float(t, x.ty, f)))
                    }
                    (CastKind::FloatToFloat, ConstValue::Float(f)) => {
                        Some(ConstValue::Float(round_float(t, x.ty, f)))
                    }
                    _ => None,
                }
            }
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } => match self.fold(*operand)? {
                ConstValue::Int(v) => {
                    let r = wrap_int(&p.types, x.ty, v.checked_neg()?);
                    // A wrapped negation is overflow: leave it to the engine,
                    // which reports it.
                    (r == -v).then_some(ConstValue::Int(r))
                }
                ConstValue::Float(f) => Some(ConstValue::Float(-f)),
                ConstValue::LongDouble(f) => Some(ConstValue::LongDouble(-f)),
                _ => None,
            },
            ExprKind::Unary {
                op: UnaryOp::LogicalNot,
                operand,
            } => match self.fold(*operand)? {
                ConstValue::Int(v) => Some(ConstValue::Int((v == 0) as i128)),
                _ => None,
            },
            ExprKind::Binary { op, lhs, rhs } => {
                let (ConstValue::Int(a), ConstValue::Int(b)) = (self.fold(*lhs)?, self.fold(*rhs)?)
                else {
                    return None;
                };
                let t = &p.types;
                let operand_ty = p.expr(*lhs).ty;
                if !t.is_integer(operand_ty) {
                    return None;
                }
                let r = fold_int(*op, a, b, t.int_bits(operand_ty)?, t.is_signed(operand_ty))?;
                Some(ConstValue::Int(wrap_int(t, x.ty, r)))
            }
            ExprKind::Logical { op, lhs, rhs } => {
                let (ConstValue::Int(a), ConstValue::Int(b)) = (self.fold(*lhs)?, self.fold(*rhs)?)
                else {
                    return None;
                };
                let v = match op {
                    LogicalOp::And => a != 0 && b != 0,
                    LogicalOp::Or => a != 0 || b != 0,
                };
                Some(ConstValue::Int(v as i128))
            }
            _ => None,
        }
    }
}

/// Integer arithmetic of a folded constant; `None` for anything the
/// engine must judge (overflow, division by zero, bad shifts).
fn fold_int(op: BinaryOp, a: i128, b: i128, bits: u32, signed: bool) -> Option<i128> {
    use BinaryOp::*;
    let r = match op {
        Add => a.checked_add(b)?,
        Sub => a.checked_sub(b)?,
        Mul => a.checked_mul(b)?,
        Div => a.checked_div(b)?,
        Rem => a.checked_rem(b)?,
        Shl | Shr => {
            if b < 0 || b >= bits as i128 {
                return None;
            }
            if op == Shl {
                a.checked_shl(b as u32)?
            } else {
                a >> b
            }
        }
        BitAnd => a & b,
        BitOr => a | b,
        BitXor => a ^ b,
        Eq => return Some((a == b) as i128),
        Ne => return Some((a != b) as i128),
        Lt => return Some((a < b) as i128),
        Le => return Some((a <= b) as i128),
        Gt => return Some((a > b) as i128),
        Ge => return Some((a >= b) as i128),
    };
    // Signed results must be representable (overflow is for the engine to
    // report); unsigned ones wrap.
    if signed && bits < 128 {
        let lo = -(1i128 << (bits - 1));
        let hi = (1i128 << (bits - 1)) - 1;
        if r < lo || r > hi {
            return None;
        }
    }
    if matches!(op, Rem) && signed && b == -1 && bits < 128 && a == -(1i128 << (bits - 1)) {
        return None;
    }
    Some(r)
}

/// Wraps an integer to the width and signedness of `ty`.
pub(crate) fn wrap_int(t: &TypeTable, ty: TypeId, v: i128) -> i128 {
    let Some(bits) = t.int_bits(ty) else {
        return v;
    };
    if bits == 1 {
        return (v != 0) as i128;
    }
    if bits >= 128 {
        return v;
    }
    let mask = (1i128 << bits) - 1;
    let u = v & mask;
    if t.is_signed(ty) && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

pub(crate) fn round_float(t: &TypeTable, ty: TypeId, f: f64) -> f64 {
    match t.kind(ty) {
        Type::Float(FloatKind::Float) => f as f32 as f64,
        _ => f,
    }
}
