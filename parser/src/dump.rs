//! A deterministic, indented AST dump in the spirit of `clang -ast-dump`:
//! one node per line, children indented by two spaces, types printed inline
//! (`int*`, `const char*`, `(fn(int) -> int)*`). Used by snapshot tests and
//! by `circle-rs -ast-dump`.

use crate::ast::*;
use crate::intern::Interner;
use lexer::source::SourceMap;
use std::fmt::Write;

/// Dumps a translation unit. With `locations`, every node line ends with
/// its `<line:column>`.
pub fn dump_translation_unit(
    tu: &TranslationUnit<'_>,
    sm: &SourceMap,
    interner: &Interner,
    locations: bool,
) -> String {
    let mut d = Dumper {
        sm,
        interner,
        out: String::new(),
        depth: 0,
        locations,
    };
    d.line("TranslationUnit", tu.span);
    d.depth += 1;
    for decl in tu.decls {
        d.decl(decl);
    }
    d.out
}

/// Dumps one statement (for tests and debugging).
pub fn dump_stmt(s: &Stmt<'_>, sm: &SourceMap, interner: &Interner) -> String {
    let mut d = Dumper {
        sm,
        interner,
        out: String::new(),
        depth: 0,
        locations: false,
    };
    d.stmt(s);
    d.out
}

/// Dumps one expression (for tests and debugging).
pub fn dump_expr(e: &Expr<'_>, sm: &SourceMap, interner: &Interner) -> String {
    let mut d = Dumper {
        sm,
        interner,
        out: String::new(),
        depth: 0,
        locations: false,
    };
    d.expr(e);
    d.out
}

/// Prints a type as one line of text.
pub fn type_to_string(t: &TypeExpr<'_>, sm: &SourceMap, interner: &Interner) -> String {
    let d = Dumper {
        sm,
        interner,
        out: String::new(),
        depth: 0,
        locations: false,
    };
    d.ty(t)
}

struct Dumper<'x> {
    sm: &'x SourceMap,
    interner: &'x Interner,
    out: String,
    depth: usize,
    locations: bool,
}

fn staging_prefix(s: Staging) -> &'static str {
    match s {
        Staging::Normal => "",
        Staging::Meta => "@meta ",
        Staging::Codegen => "@codegen ",
    }
}

impl Dumper<'_> {
    fn line(&mut self, text: &str, span: Span) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        if self.locations {
            match self.sm.location(span.lo) {
                Some(l) => {
                    let _ = write!(self.out, " <{}:{}>", l.line, l.column);
                }
                None => self.out.push_str(" <invalid>"),
            }
        }
        self.out.push('\n');
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.depth += 1;
        f(self);
        self.depth -= 1;
    }

    /// A labelled child: `label:` on its own line, the child under it.
    fn labelled(&mut self, label: &str, span: Span, f: impl FnOnce(&mut Self)) {
        self.line(&format!("{label}:"), span);
        self.nested(f);
    }

    fn sym(&self, s: Symbol) -> &str {
        self.interner.resolve(s)
    }

    fn snippet(&self, span: Span) -> String {
        self.sm.snippet(span).unwrap_or("<?>").to_string()
    }

    fn specs(s: Specifiers) -> String {
        let mut out = String::new();
        for (bit, name) in Specifiers::NAMES {
            if s.has(*bit) {
                out.push(' ');
                out.push_str(name);
            }
        }
        out
    }

    fn qual_name(&self, n: &QualName<'_>) -> String {
        let mut out = String::new();
        if n.global {
            out.push_str("::");
        }
        for (i, seg) in n.segments.iter().enumerate() {
            if i > 0 {
                out.push_str("::");
            }
            out.push_str(self.sym(seg.ident.sym));
            if let Some(args) = seg.template_args {
                out.push('<');
                for (j, a) in args.iter().enumerate() {
                    if j > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&self.type_or_expr(a));
                }
                out.push('>');
            }
        }
        out
    }

    fn type_or_expr(&self, a: &TypeOrExpr<'_>) -> String {
        match a {
            TypeOrExpr::Type(t) => self.ty(t),
            TypeOrExpr::Expr(e) => self.snippet(e.span),
        }
    }

    fn ty(&self, t: &TypeExpr<'_>) -> String {
        let mut cv = String::new();
        if t.cv.is_const() {
            cv.push_str("const ");
        }
        if t.cv.is_volatile() {
            cv.push_str("volatile ");
        }
        if t.cv.is_restrict() {
            cv.push_str("restrict ");
        }
        let wrap = |inner: &TypeExpr<'_>| {
            let s = self.ty(inner);
            match inner.kind {
                TypeKind::Function(_) | TypeKind::Array { .. } => format!("({s})"),
                _ => s,
            }
        };
        match t.kind {
            TypeKind::Builtin(b) => format!("{cv}{}", b.as_str()),
            TypeKind::Named(n) => format!("{cv}{}", self.qual_name(n)),
            TypeKind::Elaborated { tag, name } => {
                format!("{cv}{} {}", tag.as_str(), self.qual_name(name))
            }
            TypeKind::Tag(d) => {
                let (tag, name) = match d.kind {
                    DeclKind::Record(r) => (r.tag.as_str(), r.name),
                    DeclKind::Enum(e) => ("enum", e.name),
                    _ => ("tag", None),
                };
                let name = name.map_or("<anonymous>".to_string(), |n| self.qual_name(n));
                format!("{cv}{tag} {name}")
            }
            TypeKind::Pointer(inner) => {
                let quals: String = cv.split_whitespace().map(|w| format!(" {w}")).collect();
                format!("{}*{quals}", wrap(inner))
            }
            TypeKind::MemberPointer { class, pointee } => {
                let quals: String = cv.split_whitespace().map(|w| format!(" {w}")).collect();
                format!("{}{}::*{quals}", wrap(pointee), self.qual_name(class))
            }
            TypeKind::LRef(inner) => format!("{}&", wrap(inner)),
            TypeKind::RRef(inner) => format!("{}&&", wrap(inner)),
            TypeKind::Array { elem, size } => {
                let size = size.map_or(String::new(), |e| self.snippet(e.span));
                format!("{cv}{}[{size}]", wrap(elem))
            }
            TypeKind::Function(f) => {
                let mut s = String::from("fn(");
                for (i, p) in f.params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&self.ty(p.ty));
                }
                if f.variadic {
                    s.push_str(if f.params.is_empty() { "..." } else { ", ..." });
                }
                let _ = write!(s, ") -> {}", self.ty(f.ret));
                if f.method_cv.is_const() {
                    s.push_str(" const");
                }
                if f.method_cv.is_volatile() {
                    s.push_str(" volatile");
                }
                if f.noexcept {
                    s.push_str(" noexcept");
                }
                s
            }
            TypeKind::PackExpansion(inner) => format!("{}...", self.ty(inner)),
            TypeKind::PackSelect { pack, sel } => {
                format!("{}{}", self.ty(pack), self.snippet(sel.span))
            }
            TypeKind::Auto => format!("{cv}auto"),
            TypeKind::DecltypeAuto => format!("{cv}decltype(auto)"),
            TypeKind::Decltype(e) => format!("{cv}decltype({})", self.snippet(e.span)),
            TypeKind::Reflected(e) => format!("{cv}{}", self.snippet(e.span)),
            TypeKind::Transform { arg, .. } => {
                let name = self.snippet(t.span);
                let name = name.split('(').next().unwrap_or("").trim().to_string();
                format!("{cv}{name}({})", self.ty(arg))
            }
            TypeKind::Error => "<error-type>".to_string(),
        }
    }

    fn decl(&mut self, d: &Decl<'_>) {
        let st = staging_prefix(d.staging);
        let before = self.out.len();
        self.decl_inner(d, st);
        // Non-public members say so at the end of their first line.
        if let Some(a @ (Access::Private | Access::Protected)) = d.access {
            if let Some(nl) = self.out[before..].find('\n') {
                self.out
                    .insert_str(before + nl, &format!(" {}", a.as_str()));
            }
        }
    }

    fn decl_inner(&mut self, d: &Decl<'_>, st: &str) {
        match d.kind {
            DeclKind::Var(v) => {
                let text = format!(
                    "{st}VarDecl {} '{}'{}",
                    self.qual_name(v.name),
                    self.ty(v.ty),
                    Self::specs(v.specs)
                );
                self.line(&text, d.span);
                self.nested(|p| {
                    if let Some(a) = v.alignas {
                        p.line(&format!("alignas {}", p.type_or_expr(a)), a.span());
                    }
                    if let Some(i) = v.init {
                        p.initializer(&i);
                    }
                });
            }
            DeclKind::Function(f) => {
                let text = format!(
                    "{st}FunctionDecl {} '{}'{}{}",
                    self.qual_name(f.name),
                    self.ty(f.ty),
                    Self::specs(f.specs),
                    if f.body.is_some() { "" } else { " prototype" }
                );
                self.line(&text, d.span);
                self.nested(|p| {
                    if let Some(lb) = f.kernel_attrs.launch_bounds {
                        p.labelled("__launch_bounds__", d.span, |p| p.exprs(lb));
                    }
                    if let Some(cd) = f.kernel_attrs.cluster_dims {
                        p.labelled("__cluster_dims__", d.span, |p| p.exprs(cd));
                    }
                    for group in f.kernel_attrs.block_size.unwrap_or(&[]) {
                        p.labelled("__block_size__", d.span, |p| p.exprs(group));
                    }
                    if let Some(ft) = f.function_type() {
                        p.params(ft);
                    }
                    for mi in f.member_inits {
                        let braced = if mi.braced { " braced" } else { "" };
                        let text = format!("MemberInit {}{braced}", p.qual_name(mi.name));
                        p.line(&text, mi.span);
                        p.nested(|p| p.exprs(mi.args));
                    }
                    if let Some(b) = f.body {
                        p.stmt(b);
                    }
                });
            }
            DeclKind::Field(f) => {
                let name = f
                    .name
                    .map_or("<unnamed>".to_string(), |n| self.sym(n.sym).to_string());
                let text = format!(
                    "{st}FieldDecl {name} '{}'{}",
                    self.ty(f.ty),
                    Self::specs(f.specs)
                );
                self.line(&text, d.span);
                self.nested(|p| {
                    if let Some(w) = f.bit_width {
                        p.labelled("bits", w.span, |p| p.expr(w));
                    }
                    if let Some(i) = f.init {
                        p.initializer(&i);
                    }
                });
            }
            DeclKind::Record(r) => {
                let name = r
                    .name
                    .map_or("<anonymous>".to_string(), |n| self.qual_name(n));
                let def = if r.members.is_some() {
                    " definition"
                } else {
                    ""
                };
                self.line(
                    &format!("{st}RecordDecl {} {name}{def}", r.tag.as_str()),
                    d.span,
                );
                self.nested(|p| {
                    for b in r.bases {
                        let access = b
                            .access
                            .map_or(String::new(), |a| format!("{} ", a.as_str()));
                        let virt = if b.is_virtual { "virtual " } else { "" };
                        let text = format!("Base {virt}{access}'{}'", p.ty(b.ty));
                        p.line(&text, b.span);
                    }
                    for m in r.members.unwrap_or(&[]) {
                        p.decl(m);
                    }
                });
            }
            DeclKind::Enum(e) => {
                let name = e
                    .name
                    .map_or("<anonymous>".to_string(), |n| self.qual_name(n));
                let scoped = match (e.typed, e.scoped) {
                    (true, true) => "typename class ",
                    (true, false) => "typename ",
                    (false, true) => "class ",
                    (false, false) => "",
                };
                let under = e
                    .underlying
                    .map_or(String::new(), |t| format!(" : {}", self.ty(t)));
                self.line(&format!("{st}EnumDecl {scoped}{name}{under}"), d.span);
                self.nested(|p| {
                    for m in e.members {
                        match m {
                            EnumMember::Enumerator(en) => {
                                p.line(&format!("Enumerator {}", p.sym(en.name.sym)), en.span);
                                if let Some(v) = en.value {
                                    p.nested(|p| p.expr(v));
                                }
                                if let Some(t) = en.assoc {
                                    let text = format!("AssocType '{}'", p.ty(t));
                                    p.nested(|p| p.line(&text, t.span));
                                }
                                for a in en.attrs {
                                    let text = format!("UserAttr .{}", p.qual_name(a.name));
                                    p.nested(|p| {
                                        p.line(&text, a.span);
                                        if let Some(x) = a.init {
                                            p.nested(|p| p.expr(x));
                                        }
                                    });
                                }
                            }
                            EnumMember::Meta(s) => p.stmt(s),
                        }
                    }
                });
            }
            DeclKind::Typedef(t) => {
                let kind = if t.alias {
                    "TypeAliasDecl"
                } else {
                    "TypedefDecl"
                };
                let attr = if t.attribute_alias.is_some() {
                    " [[attribute]]"
                } else {
                    ""
                };
                let text = format!(
                    "{st}{kind} {}{attr} '{}'",
                    self.sym(t.name.sym),
                    self.ty(t.ty)
                );
                self.line(&text, d.span);
                if let Some(x) = t.attribute_alias.and_then(|a| a.default) {
                    self.nested(|p| p.expr(x));
                }
            }
            DeclKind::UsingDirective(n) => {
                let text = format!("{st}UsingDirective {}", self.qual_name(n));
                self.line(&text, d.span);
            }
            DeclKind::UsingDecl(n) => {
                let text = format!("{st}UsingDecl {}", self.qual_name(n));
                self.line(&text, d.span);
            }
            DeclKind::ExplicitInstantiation(inner) | DeclKind::ExternTemplate(inner) => {
                let what = if matches!(d.kind, DeclKind::ExternTemplate(_)) {
                    "ExternTemplate"
                } else {
                    "ExplicitInstantiation"
                };
                self.line(&format!("{st}{what}"), d.span);
                self.depth += 1;
                self.decl(inner);
                self.depth -= 1;
            }
            DeclKind::UsingPack(n) => {
                let text = format!("{st}UsingDecl {}...", self.qual_name(n));
                self.line(&text, d.span);
            }
            DeclKind::Namespace(n) => {
                let name = n
                    .name
                    .map_or("<anonymous>", |i| self.sym(i.sym))
                    .to_string();
                let inline = if n.inline { "inline " } else { "" };
                self.line(&format!("{st}{inline}NamespaceDecl {name}"), d.span);
                self.nested(|p| {
                    for x in n.decls {
                        p.decl(x);
                    }
                });
            }
            DeclKind::NamespaceAlias(a) => {
                let text = format!(
                    "{st}NamespaceAliasDecl {} = {}",
                    self.sym(a.name.sym),
                    self.qual_name(a.target)
                );
                self.line(&text, d.span);
            }
            DeclKind::LinkageSpec(l) => {
                let text = format!("{st}LinkageSpecDecl {}", self.snippet(l.lang));
                self.line(&text, d.span);
                self.nested(|p| {
                    for x in l.decls {
                        p.decl(x);
                    }
                });
            }
            DeclKind::StaticAssert(s) => {
                self.line(&format!("{st}StaticAssertDecl"), d.span);
                self.nested(|p| {
                    p.expr(s.cond);
                    if let Some(m) = s.message {
                        p.expr(m);
                    }
                });
            }
            DeclKind::Template(t) => {
                self.line(&format!("{st}TemplateDecl"), d.span);
                self.nested(|p| {
                    p.template_params(t.params);
                    p.decl(t.decl);
                });
            }
            DeclKind::Binding(b) => {
                let names: Vec<&str> = b.names.iter().map(|n| self.sym(n.sym)).collect();
                let text = format!(
                    "{st}BindingDecl [{}] '{}'{}",
                    names.join(", "),
                    self.ty(b.ty),
                    Self::specs(b.specs)
                );
                self.line(&text, d.span);
                if let Some(i) = b.init {
                    self.nested(|p| p.initializer(&i));
                }
            }
            DeclKind::Stmt(s) => {
                self.line(&format!("{st}TopLevelStmt"), d.span);
                self.nested(|p| p.stmt(s));
            }
            DeclKind::Empty => self.line(&format!("{st}EmptyDecl"), d.span),
            DeclKind::FriendType(t) => {
                let text = format!("{st}FriendDecl '{}'", self.ty(t));
                self.line(&text, d.span)
            }
            DeclKind::Error => self.line(&format!("{st}ErrorDecl"), d.span),
        }
    }

    fn template_params(&mut self, params: &[TemplateParam<'_>]) {
        for tp in params {
            let name = tp.name.map_or("<unnamed>", |n| self.sym(n.sym)).to_string();
            let pack = if tp.pack { "..." } else { "" };
            match tp.kind {
                TemplateParamKind::Type { default } => {
                    let def = default.map_or(String::new(), |t| format!(" = '{}'", self.ty(t)));
                    self.line(&format!("TemplateTypeParm {pack}{name}{def}"), tp.span);
                }
                TemplateParamKind::NonType { ty, default } => {
                    self.line(
                        &format!("NonTypeTemplateParm {pack}{name} '{}'", self.ty(ty)),
                        tp.span,
                    );
                    if let Some(e) = default {
                        self.nested(|p| p.expr(e));
                    }
                }
                TemplateParamKind::Template { params, default } => {
                    let def =
                        default.map_or(String::new(), |n| format!(" = {}", self.qual_name(n)));
                    self.line(&format!("TemplateTemplateParm {pack}{name}{def}"), tp.span);
                    self.nested(|p| p.template_params(params));
                }
            }
        }
    }

    fn params(&mut self, f: &FunctionType<'_>) {
        for prm in f.params {
            let name = prm
                .name
                .map_or("<unnamed>", |n| self.sym(n.sym))
                .to_string();
            let pack = if prm.pack { "..." } else { "" };
            let text = format!(
                "ParmVarDecl {pack}{name} '{}'{}",
                self.ty(prm.ty),
                Self::specs(prm.specs)
            );
            self.line(&text, prm.span);
            if let Some(def) = prm.default {
                self.nested(|p| p.labelled("default", def.span, |p| p.expr(def)));
            }
        }
    }

    fn initializer(&mut self, i: &Initializer<'_>) {
        match *i {
            Initializer::Assign(e) => self.labelled("init", e.span, |p| p.expr(e)),
            Initializer::Paren(args) => {
                self.line("init (...)", args.first().map_or(Span::DUMMY, |e| e.span));
                self.nested(|p| {
                    for a in args {
                        p.expr(a);
                    }
                });
            }
            Initializer::Brace(args) => {
                self.line("init {...}", args.first().map_or(Span::DUMMY, |e| e.span));
                self.nested(|p| {
                    for a in args {
                        p.expr(a);
                    }
                });
            }
        }
    }

    fn condition(&mut self, c: &Condition<'_>) {
        match c {
            Condition::Expr(e) => self.labelled("cond", e.span, |p| p.expr(e)),
            Condition::Decl(d) => self.labelled("cond", d.span, |p| p.decl(d)),
        }
    }

    fn stmt(&mut self, s: &Stmt<'_>) {
        let st = staging_prefix(s.staging);
        match s.kind {
            StmtKind::Compound(list) => {
                self.line(&format!("{st}CompoundStmt"), s.span);
                self.nested(|p| {
                    for x in list {
                        p.stmt(x);
                    }
                });
            }
            StmtKind::Expr(e) => {
                self.line(&format!("{st}ExprStmt"), s.span);
                self.nested(|p| p.expr(e));
            }
            StmtKind::Decl(ds) => {
                self.line(&format!("{st}DeclStmt"), s.span);
                self.nested(|p| {
                    for d in ds {
                        p.decl(d);
                    }
                });
            }
            StmtKind::If(i) => {
                let mut text = format!("{st}IfStmt");
                if i.codegen_keyword {
                    text.push_str(" codegen");
                }
                if i.constexpr {
                    text.push_str(" constexpr");
                }
                self.line(&text, s.span);
                self.nested(|p| {
                    if let Some(init) = i.init {
                        p.labelled("init", init.span, |p| p.stmt(init));
                    }
                    p.condition(&i.cond);
                    p.labelled("then", i.then.span, |p| p.stmt(i.then));
                    if let Some(e) = i.otherwise {
                        p.labelled("else", e.span, |p| p.stmt(e));
                    }
                });
            }
            StmtKind::While(w) => {
                self.line(&format!("{st}WhileStmt"), s.span);
                self.nested(|p| {
                    p.condition(&w.cond);
                    p.stmt(w.body);
                });
            }
            StmtKind::DoWhile { body, cond } => {
                self.line(&format!("{st}DoStmt"), s.span);
                self.nested(|p| {
                    p.stmt(body);
                    p.labelled("cond", cond.span, |p| p.expr(cond));
                });
            }
            StmtKind::For(f) => {
                self.line(&format!("{st}ForStmt"), s.span);
                self.nested(|p| {
                    if let Some(init) = f.init {
                        p.labelled("init", init.span, |p| p.stmt(init));
                    }
                    if let Some(c) = &f.cond {
                        p.condition(c);
                    }
                    if let Some(step) = f.step {
                        p.labelled("step", step.span, |p| p.expr(step));
                    }
                    p.stmt(f.body);
                });
            }
            StmtKind::RangeFor(r) => {
                self.line(&format!("{st}RangeForStmt"), s.span);
                self.nested(|p| {
                    if let Some(init) = r.init {
                        p.labelled("init", init.span, |p| p.stmt(init));
                    }
                    p.decl(r.var);
                    p.labelled("range", r.range.span, |p| p.expr(r.range));
                    p.stmt(r.body);
                });
            }
            StmtKind::ForEnum(f) => {
                let text = format!("{st}ForEnumStmt '{}'", self.ty(f.enum_ty));
                self.line(&text, s.span);
                self.nested(|p| {
                    p.decl(f.var);
                    p.stmt(f.body);
                });
            }
            StmtKind::Switch(sw) => {
                self.line(&format!("{st}SwitchStmt"), s.span);
                self.nested(|p| {
                    if let Some(init) = sw.init {
                        p.labelled("init", init.span, |p| p.stmt(init));
                    }
                    p.condition(&sw.cond);
                    p.stmt(sw.body);
                });
            }
            StmtKind::Case(c) => {
                self.line(&format!("{st}CaseStmt"), s.span);
                self.nested(|p| {
                    p.expr(c.value);
                    if let Some(h) = c.high {
                        p.expr(h);
                    }
                    p.stmt(c.body);
                });
            }
            StmtKind::Default(b) => {
                self.line(&format!("{st}DefaultStmt"), s.span);
                self.nested(|p| p.stmt(b));
            }
            StmtKind::Label { name, body } => {
                let text = format!("{st}LabelStmt {}", self.sym(name.sym));
                self.line(&text, s.span);
                self.nested(|p| p.stmt(body));
            }
            StmtKind::Break => self.line(&format!("{st}BreakStmt"), s.span),
            StmtKind::Continue => self.line(&format!("{st}ContinueStmt"), s.span),
            StmtKind::Return(v) => {
                self.line(&format!("{st}ReturnStmt"), s.span);
                if let Some(v) = v {
                    self.nested(|p| p.expr(v));
                }
            }
            StmtKind::Goto(l) => {
                let text = format!("{st}GotoStmt {}", self.sym(l.sym));
                self.line(&text, s.span);
            }
            StmtKind::GotoIndirect(e) => {
                self.line(&format!("{st}IndirectGotoStmt"), s.span);
                self.nested(|p| p.expr(e));
            }
            StmtKind::Null => self.line(&format!("{st}NullStmt"), s.span),
            StmtKind::Try(t) => {
                self.line(&format!("{st}TryStmt"), s.span);
                self.nested(|p| {
                    p.stmt(t.body);
                    for h in t.handlers {
                        p.line("CatchHandler", h.span);
                        p.nested(|p| {
                            match h.param {
                                Some(d) => p.decl(d),
                                None => p.line("...", h.span),
                            }
                            p.stmt(h.body);
                        });
                    }
                });
            }
            StmtKind::Asm(a) => {
                let v = if a.is_volatile { " volatile" } else { "" };
                self.line(&format!("{st}AsmStmt{v}"), s.span);
                self.nested(|p| {
                    p.expr(a.template);
                    for (label, ops) in [("outputs", a.outputs), ("inputs", a.inputs)] {
                        if ops.is_empty() {
                            continue;
                        }
                        p.labelled(label, s.span, |p| {
                            for op in ops {
                                let text = format!("Operand {}", p.snippet(op.constraint.span));
                                p.line(&text, op.constraint.span);
                                p.nested(|p| p.expr(op.expr));
                            }
                        });
                    }
                    if !a.clobbers.is_empty() {
                        p.labelled("clobbers", s.span, |p| p.exprs(a.clobbers));
                    }
                });
            }
            StmtKind::Error => self.line(&format!("{st}ErrorStmt"), s.span),
        }
    }

    fn exprs(&mut self, list: &[Expr<'_>]) {
        for e in list {
            self.expr(e);
        }
    }

    fn expr(&mut self, e: &Expr<'_>) {
        match e.kind {
            ExprKind::Number => {
                let text = format!("Number {}", self.snippet(e.span));
                self.line(&text, e.span);
            }
            ExprKind::Char => {
                let text = format!("Char {}", self.snippet(e.span));
                self.line(&text, e.span);
            }
            ExprKind::String(pieces) => {
                let mut text = String::from("String");
                for p in pieces {
                    text.push(' ');
                    text.push_str(&self.snippet(p.span));
                }
                self.line(&text, e.span);
            }
            ExprKind::Bool(b) => self.line(&format!("Bool {b}"), e.span),
            ExprKind::Nullptr => self.line("Nullptr", e.span),
            ExprKind::BiggestAlignment => self.line("BiggestAlignment", e.span),
            ExprKind::This => self.line("This", e.span),
            ExprKind::PackIndex => self.line("PackIndex int...", e.span),
            ExprKind::Name(n) => {
                let text = format!("Name {}", self.qual_name(n));
                self.line(&text, e.span);
            }
            ExprKind::Paren(inner) => {
                self.line("Paren", e.span);
                self.nested(|p| p.expr(inner));
            }
            ExprKind::Unary { op, operand } => {
                let post = if op.is_postfix() { "postfix " } else { "" };
                self.line(&format!("Unary {post}'{}'", op.as_str()), e.span);
                self.nested(|p| p.expr(operand));
            }
            ExprKind::Binary { op, lhs, rhs } => {
                self.line(&format!("Binary '{}'", op.as_str()), e.span);
                self.nested(|p| {
                    p.expr(lhs);
                    p.expr(rhs);
                });
            }
            ExprKind::Conditional(c) => {
                self.line("Conditional", e.span);
                self.nested(|p| {
                    p.expr(c.cond);
                    p.expr(c.then);
                    p.expr(c.otherwise);
                });
            }
            ExprKind::Call(c) => {
                self.line("Call", e.span);
                self.nested(|p| {
                    p.expr(c.callee);
                    p.exprs(c.args);
                });
            }
            ExprKind::Launch(l) => {
                self.line("Launch", e.span);
                self.nested(|p| {
                    p.expr(l.callee);
                    p.labelled("config", e.span, |p| p.exprs(l.config));
                    p.labelled("args", e.span, |p| p.exprs(l.args));
                });
            }
            ExprKind::Index { base, index } => {
                self.line("Index", e.span);
                self.nested(|p| {
                    p.expr(base);
                    p.expr(index);
                });
            }
            ExprKind::MemberTemplate(m) => {
                let text = format!(
                    "MemberTemplate {}{}",
                    if m.arrow { "->" } else { "." },
                    self.sym(m.member.sym)
                );
                self.line(&text, e.span);
                self.nested(|p| p.expr(m.base));
            }
            ExprKind::Member {
                base,
                member,
                arrow,
            } => {
                let text = format!(
                    "Member {}{}",
                    if arrow { "->" } else { "." },
                    self.sym(member.sym)
                );
                self.line(&text, e.span);
                self.nested(|p| p.expr(base));
            }
            ExprKind::QualMember(m) => {
                let text = format!(
                    "Member {}{}",
                    if m.arrow { "->" } else { "." },
                    self.qual_name(m.name)
                );
                self.line(&text, e.span);
                self.nested(|p| p.expr(m.base));
            }
            ExprKind::Cast(c) => {
                let text = format!("Cast {} '{}'", c.kind.as_str(), self.ty(c.ty));
                self.line(&text, e.span);
                self.nested(|p| p.expr(c.operand));
            }
            ExprKind::Construct(c) => {
                let text = format!(
                    "Construct '{}'{}",
                    self.ty(c.ty),
                    if c.braced { " braced" } else { "" }
                );
                self.line(&text, e.span);
                self.nested(|p| p.exprs(c.args));
            }
            ExprKind::SizeOf(a) => self.type_or_expr_node("SizeOf", e.span, &a),
            ExprKind::AlignOf(a) => self.type_or_expr_node("AlignOf", e.span, &a),
            ExprKind::InitList(list) => {
                self.line("InitList", e.span);
                self.nested(|p| p.exprs(list));
            }
            ExprKind::OffsetOf(o) => {
                let mut text = String::from("OffsetOf");
                for (i, des) in o.path.iter().enumerate() {
                    match des {
                        Designator::Field(f) => {
                            text.push(if i == 0 { ' ' } else { '.' });
                            text.push_str(self.sym(f.sym));
                        }
                        Designator::Index(x) => {
                            let _ = write!(text, "[{}]", self.snippet(x.span));
                        }
                    }
                }
                let _ = write!(text, " '{}'", self.ty(o.ty));
                self.line(&text, e.span);
            }
            ExprKind::Designated(d) => {
                let mut text = String::from("Designated ");
                for des in d.designators {
                    match des {
                        Designator::Field(i) => {
                            text.push('.');
                            text.push_str(self.sym(i.sym));
                        }
                        Designator::Index(x) => {
                            let _ = write!(text, "[{}]", self.snippet(x.span));
                        }
                    }
                }
                self.line(&text, e.span);
                self.nested(|p| p.expr(d.value));
            }
            ExprKind::Throw(v) => {
                self.line("Throw", e.span);
                if let Some(v) = v {
                    self.nested(|p| p.expr(v));
                }
            }
            ExprKind::New(n) => {
                let mut text = format!("New '{}'", self.ty(n.ty));
                if n.global {
                    text.insert_str(0, "::");
                }
                if n.braced_init {
                    text.push_str(" braced");
                }
                self.line(&text, e.span);
                self.nested(|p| {
                    if !n.placement.is_empty() {
                        p.labelled("placement", e.span, |p| p.exprs(n.placement));
                    }
                    if let Some(s) = n.array_size {
                        p.labelled("array size", s.span, |p| p.expr(s));
                    }
                    if let Some(init) = n.init {
                        p.labelled("init", e.span, |p| p.exprs(init));
                    }
                });
            }
            ExprKind::Delete {
                operand,
                array,
                global,
            } => {
                let text = format!(
                    "{}Delete{}",
                    if global { "::" } else { "" },
                    if array { "[]" } else { "" }
                );
                self.line(&text, e.span);
                self.nested(|p| p.expr(operand));
            }
            ExprKind::Meta(inner) => {
                self.line("@meta", e.span);
                self.nested(|p| p.expr(inner));
            }
            ExprKind::Intrinsic(i) => {
                let text = format!("Intrinsic @{}", self.sym(i.name.sym));
                self.line(&text, e.span);
                self.nested(|p| {
                    for a in i.args {
                        match a {
                            TypeOrExpr::Type(t) => {
                                let text = format!("Type '{}'", p.ty(t));
                                p.line(&text, t.span);
                            }
                            TypeOrExpr::Expr(x) => p.expr(x),
                        }
                    }
                });
            }
            ExprKind::PackExpansion(inner) => {
                self.line("PackExpansion", e.span);
                self.nested(|p| p.expr(inner));
            }
            ExprKind::PackSelect { pack, sel } => {
                let what = if sel.index.is_some() {
                    "PackIndex"
                } else {
                    "PackSlice"
                };
                self.line(what, e.span);
                self.nested(|p| {
                    p.expr(pack);
                    for x in [sel.index, sel.begin, sel.end, sel.step]
                        .into_iter()
                        .flatten()
                    {
                        p.expr(x);
                    }
                });
            }
            ExprKind::Fold(f) => {
                let shape = match (f.lhs.is_some(), f.rhs.is_some()) {
                    (true, true) => "(e op ... op e)",
                    (true, false) => "(e op ...)",
                    _ => "(... op e)",
                };
                self.line(&format!("Fold '{}' {shape}", f.op.as_str()), e.span);
                self.nested(|p| {
                    if let Some(l) = f.lhs {
                        p.expr(l);
                    }
                    if let Some(r) = f.rhs {
                        p.expr(r);
                    }
                });
            }
            ExprKind::Typeid(a) => self.type_or_expr_node("Typeid", e.span, &a),
            ExprKind::TypeTrait(t) => {
                let text = format!("TypeTrait {}", self.sym(t.name.sym));
                self.line(&text, e.span);
                self.nested(|p| {
                    for a in t.args {
                        let text = format!("Type '{}'", p.ty(a));
                        p.line(&text, a.span);
                    }
                });
            }
            ExprKind::BitCast { ty, operand } => {
                let text = format!("BitCast '{}'", self.ty(ty));
                self.line(&text, e.span);
                self.nested(|p| p.expr(operand));
            }
            ExprKind::VaArg { list, ty } => {
                let text = format!("VaArg '{}'", self.ty(ty));
                self.line(&text, e.span);
                self.nested(|p| p.expr(list));
            }
            ExprKind::NoexceptOf(x) => {
                self.line("NoexceptOf", e.span);
                self.nested(|p| p.expr(x));
            }
            ExprKind::SizeOfPack(x) => {
                self.line("SizeOfPack", e.span);
                self.nested(|p| p.expr(x));
            }
            ExprKind::Lambda(l) => {
                let mut text = String::from("Lambda [");
                let mut parts: Vec<String> = Vec::new();
                match l.default_capture {
                    Some(CaptureDefault::Copy) => parts.push("=".into()),
                    Some(CaptureDefault::Ref) => parts.push("&".into()),
                    None => {}
                }
                for c in l.captures {
                    let name = c.name.map_or("", |n| self.sym(n.sym));
                    parts.push(match c.kind {
                        CaptureKind::Copy => name.to_string(),
                        CaptureKind::Ref => format!("&{name}"),
                        CaptureKind::This => "this".into(),
                        CaptureKind::StarThis => "*this".into(),
                    });
                }
                text.push_str(&parts.join(", "));
                let _ = write!(text, "] '{}'{}", self.ty(l.ty), Self::specs(l.specs));
                self.line(&text, e.span);
                self.nested(|p| {
                    for c in l.captures {
                        if let Some(i) = c.init {
                            p.expr(i);
                        }
                    }
                    if let TypeKind::Function(f) = l.ty.kind {
                        p.params(f);
                    }
                    p.stmt(l.body);
                });
            }
            ExprKind::LabelAddr(l) => {
                let text = format!("LabelAddr '{}'", self.sym(l.sym));
                self.line(&text, e.span);
            }
            ExprKind::StmtExpr(body) => {
                self.line("StmtExpr", e.span);
                self.nested(|p| p.stmt(body));
            }
            ExprKind::DynamicName(inner) => {
                self.line("DynamicName", e.span);
                self.nested(|p| p.expr(inner));
            }
            ExprKind::Error => self.line("ErrorExpr", e.span),
        }
    }

    fn type_or_expr_node(&mut self, name: &str, span: Span, a: &TypeOrExpr<'_>) {
        match a {
            TypeOrExpr::Type(t) => {
                let text = format!("{name} type '{}'", self.ty(t));
                self.line(&text, span);
            }
            TypeOrExpr::Expr(x) => {
                self.line(name, span);
                self.nested(|p| p.expr(x));
            }
        }
    }
}
