//! Templates: class, function, alias and variable templates, their
//! explicit and partial specializations, instantiation and argument
//! deduction.
//!
//! A template is kept as its AST and the context it was declared in. An
//! instantiation re-translates that AST under an environment binding each
//! template parameter to its argument (a type, a value, a template, a
//! pack): the same mechanism as an iteration of `@meta for` (DESIGN.md,
//! "Translation model"). Nothing is translated before it is instantiated,
//! so there are no dependent types; names are looked up in the template's
//! context when it is instantiated. Instantiations are memoized by
//! template and canonical arguments; member function bodies of class
//! template instances and function template bodies are translated when
//! first used (ODR-use), which is what the program needs and what lets
//! unusable members of standard library templates go unnoticed, as in C++.
//!
//! Split by concern: `args` (template arguments, defaults, names),
//! `instantiate` (classes, aliases, variables, specializations), `func`
//! (function templates: candidates, substitution, bodies), `deduce`
//! (deduction from types), `pack` (pack expansion, `sizeof...`, folds).

mod address;
mod args;
pub(crate) mod args_pub {
    pub(crate) use super::args::WrittenArg;
}
mod call;
pub(crate) mod ctad;
mod ctor;
mod deduce;
mod default_args;
mod dispatch;
mod extern_inst;
mod friends;
mod func;
mod generic_lambda;
mod instantiate;
mod integer_seq;
mod invalid;
mod lambda_template;
mod lazy_class;
mod lazy_member;
mod lazy_static;
mod member_class_def;
mod member_class_spec;
mod nested_member_template;
mod noexcept;
mod order;
mod outofline;
mod pack;
mod pack_select;
mod pending;
mod qualified_spec;
mod redecl;
mod signature;
mod typename;
mod unevaluated;

pub(crate) use args::TemplateArg;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::rc::Rc;

use super::{Entity, NsId, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, DeclKind};
use parser::Symbol;

/// A template, by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct TemplateId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TemplateKind {
    Class,
    Function,
    Alias,
    Variable,
}

/// Template parameter bindings: the parameters of the templates being
/// instantiated (outermost first), each name bound to its argument.
pub(crate) type Env = Vec<(Symbol, Entity)>;

/// Where a template is declared: the lookup context its instantiations
/// are translated in.
#[derive(Clone, Debug)]
pub(crate) struct Ctx {
    pub ns: NsId,
    /// The classes lexically enclosing it (outermost first).
    pub classes: Vec<StructId>,
    /// The bindings of enclosing templates (a member template of a class
    /// template instance sees the class's parameters).
    pub env: Rc<Env>,
    /// The functions declared before the template's definition (`FuncId`s
    /// below this): what ordinary unqualified lookup of a called name sees
    /// from inside it ([temp.res]/[temp.dep.candidate]; argument-dependent
    /// lookup at the point of instantiation adds the rest).
    pub horizon: u32,
}

/// A partial specialization of a class (or variable) template.
#[derive(Clone, Debug)]
pub(crate) struct Partial<'a> {
    pub params: &'a [ast::TemplateParam<'a>],
    pub args: &'a [ast::TypeOrExpr<'a>],
    pub decl: &'a ast::Decl<'a>,
    pub ctx: Ctx,
}

/// An explicit (full) specialization.
#[derive(Clone, Debug)]
pub(crate) struct Explicit<'a> {
    pub args: Vec<TemplateArg>,
    pub decl: &'a ast::Decl<'a>,
    pub ctx: Ctx,
}

/// What an instantiation produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Instance {
    Type(TypeId),
    Func(FuncId),
    Var(VarId),
}

pub(crate) struct TemplateInfo<'a> {
    pub name: String,
    pub sym: Symbol,
    pub kind: TemplateKind,
    pub params: &'a [ast::TemplateParam<'a>],
    /// The templated declaration (of the primary template).
    pub decl: &'a ast::Decl<'a>,
    pub ctx: Ctx,
    pub partials: Vec<Partial<'a>>,
    pub explicit: Vec<Explicit<'a>>,
    pub instances: HashMap<Vec<TemplateArg>, Instance>,
    pub span: Span,
    /// A class template declared but not yet defined (`template<int>
    /// struct sm_t;`): its definition may come later.
    pub defined: bool,
    /// The out-of-line definition of a member function template of an
    /// ordinary class (`template<class T> void N::f(T) {...}`).
    pub definition: Option<&'a ast::FunctionDecl<'a>>,
}

/// An out-of-line definition of a member of a class template
/// (`template<class T> T A<T>::get() { ... }`).
#[derive(Clone)]
pub(crate) struct MemberDef<'a> {
    pub params: &'a [ast::TemplateParam<'a>],
    pub inner: &'a ast::Decl<'a>,
    /// The class's argument patterns as written (`A<T>`'s `T`).
    pub class_args: &'a [ast::TypeOrExpr<'a>],
    pub ctx: Ctx,
}

/// A function body translated when first used: its declaration and the
/// context and bindings to translate it in.
#[derive(Clone)]
pub(crate) struct LazyBody<'a> {
    pub decl: &'a ast::FunctionDecl<'a>,
    pub ctx: Ctx,
}

/// One instantiation in progress, for "in instantiation of ..." notes and
/// the depth limit.
#[derive(Clone, Debug)]
pub(crate) struct InstFrame {
    pub what: String,
    pub span: Span,
}

/// Template state beyond the templates themselves.
#[derive(Default)]
pub(crate) struct State<'a> {
    /// Class template instances an explicit instantiation declaration
    /// (`extern template class`) names (`extern_inst.rs`).
    pub extern_classes: HashSet<StructId>,
    /// Function template instances an explicit instantiation declaration
    /// names, not declared inline.
    pub extern_funcs: HashSet<FuncId>,
    /// Member functions declared inline: defined in their class, or
    /// declared `inline` or `constexpr` there or at their definition.
    pub inline_members: HashSet<FuncId>,
    /// Destructors declared without an exception specification (their
    /// own is deduced from their subobjects', `class/dtor_noexcept.rs`).
    pub unspecified_dtors: HashSet<FuncId>,
    /// Class template instances an explicit instantiation definition
    /// named (a later declaration does not withhold their members).
    pub explicit_definitions: HashSet<StructId>,
    /// Constructor templates of each class: never found by name, only as
    /// candidates when the class is initialized.
    pub ctor_templates: HashMap<StructId, Vec<TemplateId>>,
    /// Conversion function templates of each class (`template<class T>
    /// operator T()`): candidates whenever the class converts.
    pub conv_templates: HashMap<StructId, Vec<TemplateId>>,
    /// Unevaluated operands (`decltype`, `sizeof`, `noexcept`) being
    /// translated.
    pub unevaluated: u32,
    /// Friend functions defined in class template instances, by the class
    /// that befriends them (their bodies, translated on first use, have
    /// its access).
    pub friend_bodies: HashMap<FuncId, StructId>,
    /// Out-of-line definitions of static data members of class templates.
    pub static_member_defs: HashMap<TemplateId, Vec<MemberDef<'a>>>,
    /// Out-of-line definitions of member templates of class templates.
    pub member_template_defs: HashMap<TemplateId, Vec<MemberDef<'a>>>,
    /// `template<class C> friend struct X;` before any declaration of X:
    /// the befriending class, X's namespace and name, granted when X is
    /// declared.
    pub pending_friends: Vec<(StructId, crate::translate::NsId, Symbol)>,
    /// Specializations of member templates of class template instances
    /// made before their out-of-line definition was read: the member
    /// template, the specialization and its class.
    pub bodiless_member_specs: Vec<(TemplateId, FuncId, StructId)>,
    /// Member functions of class template instances used before an
    /// out-of-line definition matched them.
    pub bodiless_members: std::collections::HashSet<FuncId>,
    /// Members of class template instances explicitly specialized.
    pub specialized_members: std::collections::HashSet<FuncId>,
    /// While the class of an explicit member specialization is named
    /// (`template<> void C<int>::f() {}`): the virtual functions its
    /// instantiation would define at once, held until the specialization
    /// has replaced its member's definition.
    pub held_virtuals: Option<Vec<FuncId>>,
    /// A function name (where it is written) whose address initializes an
    /// object of this function type (picks the overload).
    pub fn_target: Option<(Span, TypeId)>,
    /// Specializations whose instantiation failed, with its first error.
    pub invalid: HashMap<(TemplateId, Vec<TemplateArg>), lexer::diag::Diagnostic>,
    /// The depth limit was hit: like clang's fatal error, no template is
    /// instantiated afterwards (a runaway recursion reached from many
    /// places ends once, quickly).
    pub depth_hit: bool,
    /// Functions declared with `noexcept(expr)`: the operand, evaluated
    /// (in the declaration's context) when first asked about.
    pub noexcept_specs: HashMap<FuncId, (&'a ast::FunctionType<'a>, Ctx)>,
    /// Whether each function is non-throwing, as far as known.
    pub nothrow: HashMap<FuncId, bool>,
    /// User-written deduction guides of each class template.
    pub guides: HashMap<TemplateId, Vec<ctad::Guide<'a>>>,
    /// Generic lambdas' closure classes, their call operators made per
    /// call signature.
    pub generic_lambdas: HashMap<StructId, generic_lambda::GenericLambda<'a>>,
    /// Closures of lambda templates with captures (`lambda_template`).
    pub capturing_lambdas: HashMap<StructId, lambda_template::CapturingLambda>,
    /// The call operator of a capturing lambda template whose body is
    /// being translated, and the class of the `this` it may capture.
    pub lambda_outer_class: Option<(FuncId, Option<StructId>)>,
    /// Partial ordering is translating parameter types under placeholder
    /// arguments: a class named there whose members fail to translate
    /// (`__normal_iterator<(unique 0), ...>` asks `iterator_traits` of a
    /// placeholder) still names a type, as a specialization that is never
    /// instantiated would in C++.
    pub ordering: u32,
    /// Translating the type of a typedef or alias declaration, which
    /// names a class specialization without needing it complete: one
    /// whose definition fails to instantiate there stays incomplete, its
    /// errors dropped (libstdc++'s `pmr::string` names
    /// `basic_string<char, ..., polymorphic_allocator<char>>` where
    /// `polymorphic_allocator` is only declared). A use that needs it
    /// complete reports then.
    pub naming_only: u32,
    /// Translating the class named by a friend declaration (`friend
    /// struct _Local_iterator_base<..., false>;`), which declares the
    /// specialization without instantiating it.
    pub friend_decl: u32,
    /// Translating a member function's signature in a class template
    /// instance: class specializations named there are declared, not
    /// instantiated ([temp.inst]/3; `Node<T, N + 1> promote()` would
    /// otherwise recurse without end). See `lazy_class`.
    pub signature_naming: u32,
    /// Default arguments of class template instances' member functions
    /// not yet used by a call (`default_args`).
    pub lazy_defaults: HashMap<FuncId, default_args::LazyDefaults<'a>>,
    /// Specializations named only by friend declarations so far: defined
    /// when next named (a circular instantiation otherwise: libstdc++'s
    /// _Hash_code_base befriends a class that asks whether it is empty).
    pub deferred: HashMap<StructId, (TemplateId, Vec<TemplateArg>)>,
    /// Out-of-line definitions of member classes of class templates
    /// (`member_class_def`), by the enclosing template.
    pub member_class_defs: HashMap<TemplateId, Vec<MemberDef<'a>>>,
    /// Member classes of class template instances declared and not yet
    /// required complete (`lazy_member`).
    pub lazy_members: HashMap<StructId, lazy_member::LazyMemberClass<'a>>,
    /// The member class definition being declared that is to wait for a
    /// use (`lazy_member`).
    pub lazy_member_next: Option<ast::DeclId>,
    /// Static data members of class template instances whose out-of-line
    /// definitions wait for a use (`lazy_static`).
    pub lazy_statics: HashMap<VarId, lazy_static::LazyStatic<'a>>,
    /// Global variables used so far (a static data member's definition
    /// read after a use is instantiated at once).
    pub used_statics: std::collections::HashSet<VarId>,
    /// Out-of-line members of those member classes, by the enclosing
    /// template and the member class's name.
    pub nested_member_defs: HashMap<(TemplateId, Symbol), Vec<MemberDef<'a>>>,
    /// Out-of-line member templates of those member classes
    /// (`template<class I> template<class F> X<I>::Y::Y(F, F) {...}`), by
    /// the enclosing template and the member class's name
    /// (`nested_member_template`).
    pub nested_member_template_defs: HashMap<(TemplateId, Symbol), Vec<MemberDef<'a>>>,
    /// Class template instances named while no definition matched them
    /// (`char_traits<char>` as a default argument before its explicit
    /// specialization): incomplete until a definition is declared.
    pub pending: HashMap<StructId, (TemplateId, Vec<TemplateArg>)>,
    /// Placeholders for whole unique type packs in partial ordering of
    /// partial specializations: only a pack expansion deduces from one.
    pub pack_markers: Vec<TypeId>,
    /// Classes that befriended a namespace's function templates of a name
    /// with an unqualified friend declaration (`friends`).
    pub pending_friend_funcs: Vec<(StructId, NsId, Symbol)>,
    /// A member type named on a placeholder (`typename (unique 0)::type`)
    /// is itself a placeholder: a non-deduced context stands for a type
    /// of its own in partial ordering ([temp.deduct.partial]).
    pub member_uniques: HashMap<(TypeId, Symbol), TypeId>,
    /// Default template arguments given by an earlier declaration of a
    /// template whose later declaration omits them (`template<class,
    /// unsigned = 0> struct extent;` then its definition): keyed by the
    /// later parameter list and the position, the list that has it.
    pub inherited_defaults: HashMap<(usize, usize), &'a [ast::TemplateParam<'a>]>,
    /// The signature (in terms of the template's parameters) of the
    /// function template specialization being declared, for its name.
    /// Translating a base-specifier (no `typename` needed there).
    pub typename_optional: u32,
    /// Where a missing `typename` was already diagnosed.
    pub typename_reported: std::collections::HashSet<u32>,
    /// Class template argument deduction is translating its arguments:
    /// closure classes made then are recorded by lambda expression.
    pub ctad_recording: bool,
    /// Closure classes of captureless lambdas made while deducing class
    /// template arguments, by the lambda's AST node: the initialization
    /// that translates the arguments again reuses each once, so the
    /// deduced `overloaded<L1, L2>` and the closures initializing it have
    /// the same types.
    pub ctad_closures: HashMap<usize, (StructId, TypeId)>,
    /// Inside an instantiation: the horizon of the template's definition
    /// (see `Ctx::horizon`).
    pub horizon: Option<u32>,
    pub pending_sig: Option<(
        crate::translate::mangle::SigType,
        Vec<crate::translate::mangle::SigType>,
        bool,
    )>,
}

/// The default limit on nested instantiations (`-ftemplate-depth=N`).
pub const DEFAULT_TEMPLATE_DEPTH: usize = 1024;

impl<'a> Translator<'a, '_, '_> {
    /// The context declarations made here will be instantiated in.
    pub fn current_ctx(&self) -> Ctx {
        Ctx {
            ns: self.cur_ns,
            classes: self.class_scopes.clone(),
            env: Rc::new(self.current_env()),
            horizon: self.horizon_here(),
        }
    }

    /// The lookup horizon of a template defined here: the enclosing
    /// template's inside an instantiation, else every function so far.
    pub fn horizon_here(&self) -> u32 {
        self.tpl
            .horizon
            .unwrap_or(self.b.program.funcs.len() as u32)
    }

    /// The template parameter bindings visible here.
    pub fn current_env(&self) -> Env {
        let mut env: Env = Vec::new();
        for c in &self.class_scopes {
            if let Some(ci) = self.classes.get(c) {
                env.extend(ci.env.iter().cloned());
            }
        }
        env.extend(self.template_scope.iter().cloned());
        env
    }

    /// The class template a namespace-qualified name (no template
    /// arguments in it) denotes, if it is one.
    fn namespace_template(&mut self, q: &'a ast::QualName<'a>) -> Option<TemplateId> {
        let n = q.segments.len();
        if n < 2 || q.segments.iter().any(|s| s.template_args.is_some()) {
            return None;
        }
        let before = self.diags.len();
        let found = self.resolve(q);
        self.discard_diags_since(before);
        match found {
            Ok(Some(Entity::Template(tid)))
                if self.templates[tid.0 as usize].kind == TemplateKind::Class =>
            {
                Some(tid)
            }
            _ => None,
        }
    }

    /// `template<params> decl` at namespace, class or block scope.
    pub fn template_decl(&mut self, d: &'a ast::Decl<'a>, t: &'a ast::TemplateDecl<'a>) -> R<()> {
        let inner = t.decl;
        if let DeclKind::FriendType(ty) = inner.kind {
            return self.friend_class_template(ty);
        }
        // `template<> ...`: an explicit specialization.
        if t.params.is_empty() {
            return self.explicit_specialization(d, inner);
        }
        // The declared name: its symbol, where it is written, whether it is
        // qualified (an out-of-line member), and its template arguments (a
        // partial specialization).
        let (kind, sym, name_span, qualified, spec_seg) = match inner.kind {
            DeclKind::Record(r) => {
                let Some(q) = r.name else {
                    return Err(self.report(diag::unsupported(d.span, "an unnamed class template")));
                };
                let Some(last) = q.last() else {
                    return Err(Reported);
                };
                let seg = last.template_args.is_some().then_some(last);
                (
                    TemplateKind::Class,
                    last.ident.sym,
                    last.ident.span,
                    q.segments.len() > 1,
                    seg,
                )
            }
            DeclKind::Function(f) if self.is_deduction_guide(f) => {
                return self.deduction_guide(t.params, f);
            }
            DeclKind::Function(f) => {
                let Some(last) = f.name.last() else {
                    return Err(Reported);
                };
                if f.name.segments.len() > 1 {
                    if f.specs.has(ast::Specifiers::FRIEND) {
                        return self.qualified_friend_template(f.name);
                    }
                    return self.out_of_line_template_member(t, f.name);
                }
                if f.specs.has(ast::Specifiers::FRIEND)
                    && self.unqualified_friend_template(last.ident.sym)
                {
                    return Ok(());
                }
                if let Some((cls, _)) = self.declaring {
                    if let Some(which) = self.special_template_kind(cls, f) {
                        return self.special_member_template(
                            t,
                            cls,
                            last.ident.sym,
                            last.ident.span,
                            which,
                        );
                    }
                }
                (
                    TemplateKind::Function,
                    last.ident.sym,
                    last.ident.span,
                    false,
                    None,
                )
            }
            DeclKind::Typedef(td) => (TemplateKind::Alias, td.name.sym, td.name.span, false, None),
            DeclKind::Var(v)
                if v.name.segments.len() > 1
                    && v.name.last().is_some_and(|s| s.template_args.is_none()) =>
            {
                return self.out_of_line_template_def(
                    t,
                    v.name,
                    inner,
                    outofline::OutOfLine::StaticData,
                );
            }
            // `template<class T> template<class U> U A<T>::f() {...}`
            DeclKind::Template(it) => match it.decl.kind {
                DeclKind::Function(f) if f.name.segments.len() > 1 => {
                    return self.out_of_line_template_def(
                        t,
                        f.name,
                        inner,
                        outofline::OutOfLine::MemberTemplate,
                    );
                }
                _ => {
                    return Err(self.report(diag::unsupported(d.span, "this template declaration")))
                }
            },
            DeclKind::Var(v) => {
                let Some(last) = v.name.last() else {
                    return Err(Reported);
                };
                let seg = last.template_args.is_some().then_some(last);
                (
                    TemplateKind::Variable,
                    last.ident.sym,
                    last.ident.span,
                    v.name.segments.len() > 1,
                    seg,
                )
            }
            DeclKind::Field(f) if f.specs.has(ast::Specifiers::STATIC) => {
                let Some(n) = f.name else {
                    return Err(Reported);
                };
                (TemplateKind::Variable, n.sym, n.span, false, None)
            }
            _ => return Err(self.report(diag::unsupported(d.span, "this template declaration"))),
        };
        // `template<class C> class __cxx11::collate {...}`: the definition
        // of a class template declared in a namespace this one encloses.
        let qualified_tid = match (qualified, spec_seg, inner.kind) {
            (false, _, _) => None,
            (true, None, DeclKind::Record(r)) => r.name.and_then(|q| self.namespace_template(q)),
            _ => None,
        };
        // `template<class R> struct __future_base::_Result<R&> {...}`: a
        // partial specialization of a member template of a class.
        if let (true, None, Some(seg), DeclKind::Record(r)) =
            (qualified, qualified_tid, spec_seg, inner.kind)
        {
            if let Some((tid, ctx)) = r.name.and_then(|q| self.qualified_spec_target(q)) {
                return self.partial_specialization_of(d, t, tid, seg, ctx);
            }
        }
        if qualified && qualified_tid.is_none() && self.out_of_line_member_class(t, inner) {
            return Ok(());
        }
        if qualified && qualified_tid.is_none() {
            return Err(self.report(diag::unsupported(
                name_span,
                "an out-of-line definition of a member class or variable template",
            )));
        }
        if let Some(seg) = spec_seg {
            return self.partial_specialization(d, t, sym, seg, kind);
        }
        // A redeclaration (or the definition after a declaration).
        // A variable or type of the same name in the same scope.
        let clash = match self.local_binding(sym) {
            Some(Entity::Var(v)) => Some(self.b.program.vars[*v].span),
            Some(Entity::Type(t)) if kind != TemplateKind::Function => Some(
                self.class_of_type(*t)
                    .and_then(|s| self.classes.get(&s))
                    .map_or(Span::DUMMY, |c| c.span),
            ),
            _ => None,
        };
        let clash = clash.filter(|_| !qualified);
        if let Some(prev) = clash {
            let n = self.name(sym).to_string();
            let mut d = diag::redefinition_different_kind(name_span, &n);
            if prev != Span::DUMMY {
                d = d.with_note_at(prev, "previous definition is here".to_string());
            }
            return Err(self.report(d));
        }
        let existing = match self.local_binding(sym).cloned() {
            _ if qualified_tid.is_some() => qualified_tid,
            Some(Entity::Template(tid)) => Some(tid),
            Some(Entity::FuncTemplates(ts, _)) if kind == TemplateKind::Function => {
                // A function template with another signature overloads.
                let same = ts
                    .iter()
                    .copied()
                    .find(|tid| self.same_function_template(*tid, t));
                same
            }
            _ => None,
        };
        if let Some(tid) = existing {
            let defines = match inner.kind {
                DeclKind::Record(r) => r.members.is_some(),
                DeclKind::Function(f) => f.body.is_some(),
                _ => true,
            };
            let ctx_now = self.current_ctx();
            let info = &mut self.templates[tid.0 as usize];
            if defines {
                if info.defined && kind != TemplateKind::Function {
                    let n = info.name.clone();
                    let prev = info.span;
                    return Err(self.report(diag::redefinition(name_span, &n, prev)));
                }
                let old_params = info.params;
                info.decl = inner;
                info.params = t.params;
                info.defined = true;
                // A qualified definition keeps its declaration's scope.
                if !qualified {
                    info.ctx = ctx_now;
                }
                self.inherit_default_args(old_params, t.params);
                if kind == TemplateKind::Class {
                    self.complete_pending(tid, name_span);
                }
            }
            return Ok(());
        }
        let qname = self.qualify_here(self.name(sym));
        let defined = match inner.kind {
            DeclKind::Record(r) => r.members.is_some(),
            DeclKind::Function(f) => f.body.is_some(),
            _ => true,
        };
        let tid = TemplateId(self.templates.len() as u32);
        self.templates.push(TemplateInfo {
            name: qname,
            sym,
            kind,
            params: t.params,
            decl: inner,
            ctx: self.current_ctx(),
            partials: Vec::new(),
            explicit: Vec::new(),
            instances: HashMap::default(),
            span: name_span,
            defined,
            definition: None,
        });
        if kind == TemplateKind::Class {
            self.grant_pending_friendship(sym, tid);
        }
        if kind == TemplateKind::Function && self.declaring.is_none() {
            self.grant_pending_function_friendship(sym, tid);
        }
        let entity = match kind {
            TemplateKind::Function => {
                let funcs = match self.local_binding(sym).cloned() {
                    Some(Entity::Funcs(fs)) => fs,
                    Some(Entity::FuncTemplates(ts, fs)) => {
                        let mut ts = ts;
                        ts.push(tid);
                        self.bind(sym, Entity::FuncTemplates(ts, fs));
                        return Ok(());
                    }
                    _ => Vec::new(),
                };
                Entity::FuncTemplates(vec![tid], funcs)
            }
            _ => Entity::Template(tid),
        };
        self.bind(sym, entity);
        Ok(())
    }

    pub fn same_function_template_pub(&self, tid: TemplateId, t: &ast::TemplateDecl<'_>) -> bool {
        self.same_function_template(tid, t)
    }

    /// Whether two function template declarations are the same template
    /// (same parameter kinds and function parameter count: a redeclaration).
    fn same_function_template(&self, tid: TemplateId, t: &ast::TemplateDecl<'_>) -> bool {
        let info = &self.templates[tid.0 as usize];
        if info.params.len() != t.params.len() {
            return false;
        }
        let (DeclKind::Function(a), DeclKind::Function(b)) = (info.decl.kind, t.decl.kind) else {
            return false;
        };
        // The cheap tests first: most overloads of a name differ in their
        // parameter count, which needs no text compared.
        let (Some(fa), Some(fb)) = (a.function_type(), b.function_type()) else {
            return false;
        };
        if fa.params.len() != fb.params.len() || fa.method_cv != fb.method_cv {
            return false;
        }
        // Declarations may name their template parameters differently
        // (libstdc++'s `sort(_RAIter, _RAIter)` declared in algorithmfwd.h,
        // defined with `_RandomAccessIterator`): compare with each
        // parameter named by its position.
        let names = |ps: &[ast::TemplateParam<'_>]| -> Vec<String> {
            ps.iter()
                .map(|p| {
                    p.name
                        .map_or(String::new(), |n| self.name(n.sym).to_string())
                })
                .collect()
        };
        let (na, nb) = (names(info.params), names(t.params));
        let text = |sp: Span| -> String { self.normalized_text(sp, &[]) };
        // Template parameter lists of other kinds (`typename = X` against
        // `X* = nullptr`, or non-type parameters of other types) make
        // another template: SFINAE overloads differ only there.
        let same_params = info.params.iter().zip(t.params).all(|(x, y)| {
            x.pack == y.pack
                && match (x.kind, y.kind) {
                    (ast::TemplateParamKind::Type { .. }, ast::TemplateParamKind::Type { .. }) => {
                        true
                    }
                    (
                        ast::TemplateParamKind::NonType { ty: a, .. },
                        ast::TemplateParamKind::NonType { ty: b, .. },
                    ) => text(a.span) == text(b.span),
                    (
                        ast::TemplateParamKind::Template { .. },
                        ast::TemplateParamKind::Template { .. },
                    ) => true,
                    _ => false,
                }
        });
        // SFINAE overloads may differ only in their return types
        // (`enable_if<C, int>::type` against `enable_if<!C, int>::type`).
        same_params
            && fa
                .params
                .iter()
                .zip(fb.params)
                .all(|(x, y)| self.same_param_shape(x.ty, y.ty, (&na, &nb)))
            && self.normalized_text(fa.ret.span, &na) == self.normalized_text(fb.ret.span, &nb)
    }

    /// Whether two function template declarations have parameters of the
    /// same written shape (template parameters compared by position).
    pub(super) fn same_params_shape(
        &self,
        pa: &[ast::TemplateParam<'_>],
        a: &ast::FunctionDecl<'_>,
        pb: &[ast::TemplateParam<'_>],
        b: &ast::FunctionDecl<'_>,
    ) -> bool {
        let names = |ps: &[ast::TemplateParam<'_>]| -> Vec<String> {
            ps.iter()
                .map(|p| {
                    p.name
                        .map_or(String::new(), |n| self.name(n.sym).to_string())
                })
                .collect()
        };
        let (na, nb) = (names(pa), names(pb));
        match (a.function_type(), b.function_type()) {
            (Some(fa), Some(fb)) => {
                fa.params.len() == fb.params.len()
                    && fa.method_cv == fb.method_cv
                    && fa
                        .params
                        .iter()
                        .zip(fb.params)
                        .all(|(x, y)| self.same_param_shape(x.ty, y.ty, (&na, &nb)))
            }
            _ => false,
        }
    }

    /// Two written parameter types compared as `same_type_shape` does,
    /// their top-level cv-qualifiers ignored: they are not part of the
    /// function's type ([dcl.fct]/5; `operator+=(_CharT)` declared,
    /// `operator+=(const _CharT __x)` defined).
    fn same_param_shape<'t>(
        &self,
        a: &ast::TypeExpr<'t>,
        b: &ast::TypeExpr<'t>,
        names: (&[String], &[String]),
    ) -> bool {
        fn strip<'t>(t: &ast::TypeExpr<'t>) -> ast::TypeExpr<'t> {
            ast::TypeExpr {
                span: t.span,
                cv: ast::Cv::default(),
                kind: t.kind,
            }
        }
        self.same_type_shape(&strip(a), &strip(b), names)
    }

    /// A structural comparison of two written types (for recognizing a
    /// function template's redeclaration).
    fn same_type_shape(
        &self,
        a: &ast::TypeExpr<'_>,
        b: &ast::TypeExpr<'_>,
        names: (&[String], &[String]),
    ) -> bool {
        use ast::TypeKind as K;
        if a.cv != b.cv {
            return false;
        }
        match (a.kind, b.kind) {
            (K::Builtin(x), K::Builtin(y)) => x == y,
            // Template arguments count (`enable_if_t<(sizeof(T) > 4)>`
            // against `enable_if_t<(sizeof(T) <= 4)>`).
            (K::Named(x), K::Named(y)) => {
                self.normalized_text(x.span, names.0) == self.normalized_text(y.span, names.1)
            }
            (K::Pointer(x), K::Pointer(y))
            | (K::LRef(x), K::LRef(y))
            | (K::RRef(x), K::RRef(y))
            | (K::PackExpansion(x), K::PackExpansion(y)) => self.same_type_shape(x, y, names),
            (K::Array { elem: x, .. }, K::Array { elem: y, .. }) => {
                self.same_type_shape(x, y, names)
            }
            (K::Auto, K::Auto) => true,
            _ => false,
        }
    }

    pub(crate) fn normalized_text_pub(&self, sp: Span, params: &[String]) -> String {
        self.normalized_text(sp, params)
    }

    pub(crate) fn same_type_shape_pub(
        &self,
        a: &ast::TypeExpr<'_>,
        b: &ast::TypeExpr<'_>,
        names: (&[String], &[String]),
    ) -> bool {
        self.same_type_shape(a, b, names)
    }

    /// The source text of `sp` without whitespace, each identifier that is
    /// one of `params` written as its position (`#0`).
    fn normalized_text(&self, sp: Span, params: &[String]) -> String {
        let s = self.sm.snippet(sp).unwrap_or("");
        let mut out = String::with_capacity(s.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            if word.is_empty() {
                return;
            }
            match params.iter().position(|p| !p.is_empty() && p == word) {
                Some(i) => out.push_str(&format!("#{i}")),
                None => out.push_str(word),
            }
            word.clear();
        };
        for c in s.chars() {
            if c.is_alphanumeric() || c == '_' {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                if !c.is_whitespace() {
                    out.push(c);
                }
            }
        }
        flush(&mut word, &mut out);
        out
    }

    /// Runs `f` in a template's context: its namespace and classes, its
    /// bindings plus `env`, outside any function body, with the
    /// instantiation recorded for notes and the depth limit.
    pub fn in_template_ctx<T>(
        &mut self,
        ctx: &Ctx,
        env: Env,
        what: String,
        span: Span,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        if self.instantiations.len() >= self.template_depth {
            let d = diag::template_depth_exceeded(span, self.template_depth);
            let d = self.with_instantiation_notes(d);
            let d = d.with_note(
                "use -ftemplate-depth=N to increase recursive template instantiation depth"
                    .to_string(),
            );
            // Unwind the whole recursion without piling up errors.
            self.depth_exceeded = true;
            self.tpl.depth_hit = true;
            return Err(self.report(d));
        }
        if self.depth_exceeded || self.tpl.depth_hit {
            return Err(Reported);
        }
        let saved = self.save_state();
        // Tag declarations are translated once per instantiation (a class
        // nested in a class template is a new class in each instance).
        let saved_tags = std::mem::take(&mut self.tag_types);
        let saved_optional = std::mem::replace(&mut self.tpl.typename_optional, 0);
        // An instantiation requested from an unevaluated operand is not
        // itself one (its static members' initializers run).
        let saved_unevaluated = std::mem::replace(&mut self.tpl.unevaluated, 0);
        let saved_naming = std::mem::replace(&mut self.tpl.naming_only, 0);
        let saved_friend = std::mem::replace(&mut self.tpl.friend_decl, 0);
        let saved_signature = std::mem::replace(&mut self.tpl.signature_naming, 0);
        let saved_horizon = self.tpl.horizon.replace(ctx.horizon);
        self.cur_ns = ctx.ns;
        self.class_scopes = ctx.classes.clone();
        let mut full: Env = (*ctx.env).clone();
        full.extend(env);
        self.template_scope = full;
        self.instantiations.push(InstFrame { what, span });
        // Instantiations nest by the template depth limit, not by the
        // expression nesting limit of the code that requested them (the
        // translation thread's stack is sized for both).
        let depth = std::mem::replace(&mut self.depth, 0);
        let r = f(self);
        self.depth = depth;
        self.instantiations.pop();
        if self.instantiations.is_empty() {
            self.depth_exceeded = false;
        }
        self.restore_state(saved);
        self.tag_types = saved_tags;
        self.tpl.typename_optional = saved_optional;
        self.tpl.unevaluated = saved_unevaluated;
        self.tpl.naming_only = saved_naming;
        self.tpl.friend_decl = saved_friend;
        self.tpl.signature_naming = saved_signature;
        self.tpl.horizon = saved_horizon;
        r
    }

    /// The type of a typedef or alias declaration (see `naming_only`).
    pub fn naming_ty(&mut self, te: &'a ast::TypeExpr<'a>) -> R<TypeId> {
        self.tpl.naming_only += 1;
        let r = self.ty(te);
        self.tpl.naming_only -= 1;
        r
    }

    /// Drops the diagnostics reported since `n` (a tentative translation
    /// that failed: SFINAE, quiet lookups), except the depth limit's,
    /// which no context may swallow.
    pub fn discard_diags_since(&mut self, n: usize) {
        if n >= self.diags.len() {
            return;
        }
        let kept: Vec<lexer::diag::Diagnostic> = self.diags[n..]
            .iter()
            .filter(|d| d.code == "sema-template-depth")
            .cloned()
            .collect();
        self.diags.truncate(n);
        self.diags.extend(kept);
    }

    /// Appends "in instantiation of ... requested here" notes, innermost
    /// first, to a diagnostic raised inside instantiations.
    pub fn with_instantiation_notes(
        &self,
        mut d: lexer::diag::Diagnostic,
    ) -> lexer::diag::Diagnostic {
        let frames = &self.instantiations;
        let n = frames.len();
        for (i, fr) in frames.iter().rev().enumerate() {
            if n > 10 && (5..n - 5).contains(&i) {
                if i == 5 {
                    d = d.with_note_at(
                        fr.span,
                        format!(
                            "(skipping {} contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)",
                            n - 10
                        ),
                    );
                }
                continue;
            }
            d = d.with_note_at(
                fr.span,
                format!("in instantiation of {} requested here", fr.what),
            );
        }
        d
    }
}

/// Translation state that an instantiation sets aside.
pub(crate) struct SavedState {
    func: Option<super::FnCtx>,
    scopes: Vec<super::lookup::Scope>,
    jumps: Vec<super::Jump>,
    switches: Vec<super::SwitchCtx>,
    meta_mode: bool,
    class_scopes: Vec<StructId>,
    class_scope_base: usize,
    declaring: Option<(StructId, ast::Access)>,
    cur_ns: NsId,
    lambdas: Vec<super::lambda::LambdaCtx>,
    full_expr_temps: bool,
    friend_of: Option<StructId>,
    declarator: Option<String>,
    extern_c: bool,
    meta_loops: u32,
    meta_jump: Option<super::Jump>,
    initializing_base: bool,
    template_scope: Env,
}

impl<'a> Translator<'a, '_, '_> {
    pub fn save_state(&mut self) -> SavedState {
        SavedState {
            func: self.func.take(),
            scopes: std::mem::take(&mut self.scopes),
            jumps: std::mem::take(&mut self.jumps),
            switches: std::mem::take(&mut self.switches),
            meta_mode: std::mem::replace(&mut self.meta_mode, false),
            class_scopes: std::mem::take(&mut self.class_scopes),
            class_scope_base: std::mem::replace(&mut self.class_scope_base, 0),
            declaring: self.declaring.take(),
            cur_ns: self.cur_ns,
            lambdas: std::mem::take(&mut self.lambdas),
            full_expr_temps: std::mem::replace(&mut self.full_expr_temps, false),
            friend_of: self.friend_of.take(),
            declarator: self.declarator.take(),
            extern_c: std::mem::replace(&mut self.extern_c, false),
            meta_loops: std::mem::replace(&mut self.meta_loops, 0),
            meta_jump: self.meta_jump.take(),
            initializing_base: std::mem::replace(&mut self.initializing_base, false),
            template_scope: std::mem::take(&mut self.template_scope),
        }
    }

    pub fn restore_state(&mut self, s: SavedState) {
        self.func = s.func;
        self.scopes = s.scopes;
        self.jumps = s.jumps;
        self.switches = s.switches;
        self.meta_mode = s.meta_mode;
        self.class_scopes = s.class_scopes;
        self.class_scope_base = s.class_scope_base;
        self.declaring = s.declaring;
        self.cur_ns = s.cur_ns;
        self.lambdas = s.lambdas;
        self.full_expr_temps = s.full_expr_temps;
        self.friend_of = s.friend_of;
        self.declarator = s.declarator;
        self.extern_c = s.extern_c;
        self.meta_loops = s.meta_loops;
        self.meta_jump = s.meta_jump;
        self.initializing_base = s.initializing_base;
        self.template_scope = s.template_scope;
    }
}
