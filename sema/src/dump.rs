//! A readable dump of the typed program (`circle-rs --dump-typed`): every
//! defined function with its statements and fully typed expressions, the
//! classes' layouts and the globals. For compiler developers and tests: it
//! shows exactly what the interpreter and the code generators receive.

use std::fmt::Write;

use crate::program::*;
use crate::translate::type_string;

struct Dumper<'p> {
    p: &'p Program,
    out: String,
}

/// The whole program as text.
pub fn dump(p: &Program) -> String {
    let mut d = Dumper {
        p,
        out: String::new(),
    };
    d.classes();
    d.globals();
    for (id, f) in p.funcs.iter() {
        if f.body.is_some() {
            d.function(id, f);
        }
    }
    d.out
}

impl Dumper<'_> {
    fn ty(&self, t: TypeId) -> String {
        type_string(&self.p.types, t)
    }

    fn classes(&mut self) {
        for (_, s) in self.p.types.structs.iter() {
            if !s.complete {
                continue;
            }
            let _ = writeln!(
                self.out,
                "class {} size={} align={} dsize={} nvsize={}{}{}{}",
                s.name,
                s.size,
                s.align,
                s.dsize,
                s.nvsize,
                if s.dynamic { " dynamic" } else { "" },
                if s.trivially_copyable {
                    " trivially-copyable"
                } else {
                    ""
                },
                if s.pass_indirect {
                    " pass-indirect"
                } else {
                    ""
                },
            );
            for b in &s.bases {
                let n = &self.p.types.structs[b.class].name;
                let v = if b.is_virtual { "virtual " } else { "" };
                let _ = writeln!(self.out, "  base {v}{n} @{}", b.offset);
            }
            for f in &s.fields {
                let bits = match f.bit {
                    Some(b) => format!(" bits {}+{} in {}", b.shift, b.width, b.storage),
                    None => String::new(),
                };
                let _ = writeln!(
                    self.out,
                    "  field {} '{}' @{}{bits}",
                    f.name,
                    self.ty(f.ty),
                    f.offset
                );
            }
        }
    }

    fn globals(&mut self) {
        for &g in &self.p.globals {
            let v = &self.p.vars[g];
            let Some(gv) = v.global() else { continue };
            let _ = write!(
                self.out,
                "global {} '{}' [{}]",
                v.name,
                self.ty(v.ty),
                v.link_name
            );
            if gv.dynamic_init.is_some() {
                self.out.push_str(" dynamic-init");
            }
            if let Some(c) = &gv.init {
                let _ = write!(self.out, " = {c:?}");
            }
            self.out.push('\n');
        }
    }

    fn function(&mut self, id: FuncId, f: &Function) {
        let params: Vec<String> = f
            .params
            .iter()
            .map(|v| format!("{}: {}", self.p.vars[*v].name, self.ty(self.p.vars[*v].ty)))
            .collect();
        let _ = writeln!(
            self.out,
            "fn {} #{} [{}] ({}) -> {} {:?}",
            f.name,
            id.0,
            f.link_name,
            params.join(", "),
            self.ty(f.ret),
            f.kind
        );
        if let Some(b) = f.body {
            self.stmt(b, 1);
        }
    }

    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push_str("  ");
        }
    }

    fn stmt(&mut self, s: StmtId, ind: usize) {
        let st = &self.p.stmts[s];
        self.indent(ind);
        match &st.kind {
            StmtKind::Block(list) => {
                self.out.push_str("{\n");
                for x in list {
                    self.stmt(*x, ind + 1);
                }
                self.indent(ind);
                self.out.push_str("}\n");
            }
            StmtKind::Expr(e) => {
                let t = self.expr(*e);
                let _ = writeln!(self.out, "{t};");
            }
            StmtKind::Decl { var, init } => {
                let v = &self.p.vars[*var];
                let i = init.as_ref().map(|i| self.init(i)).unwrap_or_default();
                let _ = writeln!(self.out, "decl {} '{}' = {i};", v.name, self.ty(v.ty));
            }
            StmtKind::Init {
                target,
                init,
                vbase,
            } => {
                let t = self.expr(*target);
                let i = self.init(init);
                let what = if *vbase { "init-vbase" } else { "init" };
                let _ = writeln!(self.out, "{what} {t} = {i};");
            }
            StmtKind::PushCleanup {
                target,
                destroy,
                eh_only,
                variants,
            } => {
                let t = self.expr(*target);
                let d = &self.p.funcs[destroy.dtor].name;
                let eh = if *eh_only { " (eh)" } else { "" };
                let v = match variants {
                    Variants::Both => "",
                    Variants::CompleteOnly => " (complete)",
                    Variants::BaseOnly => " (base)",
                };
                let _ = writeln!(self.out, "cleanup {d}({t}){eh}{v};");
            }
            StmtKind::Return(e) => {
                let t = e.map(|e| self.expr(e)).unwrap_or_default();
                let _ = writeln!(self.out, "return {t};");
            }
            StmtKind::If { cond, then, else_ } => {
                let c = self.expr(*cond);
                let _ = writeln!(self.out, "if {c}");
                self.stmt(*then, ind + 1);
                if let Some(e) = else_ {
                    self.indent(ind);
                    self.out.push_str("else\n");
                    self.stmt(*e, ind + 1);
                }
            }
            StmtKind::While { cond, body } => {
                let c = self.expr(*cond);
                let _ = writeln!(self.out, "while {c}");
                self.stmt(*body, ind + 1);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let c = cond.map(|c| self.expr(c)).unwrap_or_default();
                let st = step.map(|c| self.expr(c)).unwrap_or_default();
                let _ = writeln!(self.out, "for (; {c}; {st})");
                if let Some(i) = init {
                    self.stmt(*i, ind + 1);
                }
                self.stmt(*body, ind + 1);
            }
            other => {
                let _ = writeln!(self.out, "{other:?}");
            }
        }
    }

    fn init(&mut self, i: &Init) -> String {
        match i {
            Init::Expr(e) => self.expr(*e),
            Init::Zero => "zero".into(),
            Init::List(items) => {
                let parts: Vec<String> = items.iter().map(|x| self.init(x)).collect();
                format!("{{{}}}", parts.join(", "))
            }
        }
    }

    fn expr(&mut self, e: ExprId) -> String {
        let x = &self.p.exprs[e];
        let cat = if x.category == ValueCategory::LValue {
            "l"
        } else {
            "r"
        };
        let body = match &x.kind {
            ExprKind::Int(v) => v.to_string(),
            ExprKind::Float(f) => f.to_string(),
            ExprKind::LongDouble(f) => f.format("%.21Lg").unwrap_or_default() + "L",
            ExprKind::Null => "null".into(),
            ExprKind::Str(b) => format!("{:?}", String::from_utf8_lossy(b)),
            ExprKind::Var(v) => self.p.vars[*v].name.clone(),
            ExprKind::Func(f) => self.p.funcs[*f].name.clone(),
            ExprKind::Cast { kind, operand } => format!("{kind:?}({})", self.expr(*operand)),
            ExprKind::Unary { op, operand } => format!("{op:?}({})", self.expr(*operand)),
            ExprKind::Binary { op, lhs, rhs } => {
                format!("({} {op:?} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Member { base, field } => format!("{}.#{field}", self.expr(*base)),
            ExprKind::Deref(p) => format!("*{}", self.expr(*p)),
            ExprKind::AddrOf(p) => format!("&{}", self.expr(*p)),
            ExprKind::Assign { lhs, rhs } => format!("{} = {}", self.expr(*lhs), self.expr(*rhs)),
            ExprKind::Call { callee, args } => {
                let a: Vec<String> = args.iter().map(|a| self.expr(*a)).collect();
                format!("{}({})", self.p.funcs[*callee].name, a.join(", "))
            }
            ExprKind::Construct { ctor, args, zero } => {
                let a: Vec<String> = args.iter().map(|a| self.expr(*a)).collect();
                let z = if *zero { "zero+" } else { "" };
                format!(
                    "construct {z}{}({})",
                    self.p.funcs[*ctor].name,
                    a.join(", ")
                )
            }
            ExprKind::Aggregate(items) => {
                let parts: Vec<String> = items.iter().map(|x| self.init(x)).collect();
                format!("aggregate{{{}}}", parts.join(", "))
            }
            ExprKind::Temporary {
                var,
                init,
                destroy,
                extended,
            } => {
                let i = self.expr(*init);
                let d = destroy
                    .map(|d| format!(" ~{}", self.p.funcs[d.dtor].name))
                    .unwrap_or_default();
                let ext = if *extended { " extended" } else { "" };
                format!("temp {}[{i}{d}{ext}]", self.p.vars[*var].name)
            }
            ExprKind::FullExpr(inner) => format!("full[{}]", self.expr(*inner)),
            ExprKind::VirtualCall {
                object,
                slot,
                callee,
                args,
            } => {
                let a: Vec<String> = args.iter().map(|a| self.expr(*a)).collect();
                format!(
                    "virtual[{slot}] {}->{}({})",
                    self.expr(*object),
                    self.p.funcs[*callee].name,
                    a.join(", ")
                )
            }
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                ..
            } => format!("adjust({}, {offset}, {vbase:?})", self.expr(*operand)),
            ExprKind::StmtExpr { .. } => "({...})".into(),
            ExprKind::StructorVariant { complete, base } => format!(
                "variant(complete: {}, base: {})",
                self.expr(*complete),
                self.expr(*base)
            ),
            other => format!("{other:?}"),
        };
        format!("{body}:{cat}'{}'", self.ty(x.ty))
    }
}
