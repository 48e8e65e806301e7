//! Overloaded operators ([over.oper], [over.match.oper]): for an operator
//! with an operand of class type, the candidate set is the left operand's
//! member `operator@`, the non-member `operator@` functions found by
//! ordinary lookup and by argument-dependent lookup, and the built-in
//! operator (reached through a conversion function of the class).

use super::overload::{CallKind, Candidate};
use super::{Entity, NsId, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::Symbol;

impl<'a> Translator<'a, '_, '_> {
    /// The namespaces associated with the types of the arguments (their
    /// classes' namespaces and those of their bases).
    pub fn associated_namespaces(&self, args: &[ExprId]) -> Vec<NsId> {
        let mut out: Vec<NsId> = Vec::new();
        for &a in args {
            let ty = self.b.ty_of(a);
            let t = self.b.types();
            let base = match t.kind(ty) {
                Type::Pointer { pointee, .. } => *pointee,
                _ => ty,
            };
            if let Type::Enum(e) = t.kind(base) {
                // An enumeration's associated namespace is the innermost
                // one enclosing it ([basic.lookup.argdep]/3):
                // `make_error_code(io_errc)` is found in std.
                if let Some(ns) = self.enum_namespace(&t.enums[*e].name) {
                    if !out.contains(&ns) {
                        out.push(ns);
                    }
                }
                continue;
            }
            let Some(c) = self.class_of_type(base) else {
                continue;
            };
            let mut todo = vec![c];
            let mut seen = Vec::new();
            while let Some(x) = todo.pop() {
                if seen.contains(&x) {
                    continue;
                }
                seen.push(x);
                if let Some(ci) = self.classes.get(&x) {
                    // An inline namespace's enclosing namespace is
                    // associated too (`std::__cxx11::basic_string`'s
                    // operators are `std`'s).
                    let mut ns = Some(ci.ns);
                    while let Some(n) = ns {
                        if !out.contains(&n) {
                            out.push(n);
                        }
                        ns = self.ns[n.0]
                            .parent
                            .filter(|p| self.ns[p.0].usings.contains(&n));
                    }
                    todo.extend(ci.bases.iter().map(|b| b.class));
                }
            }
        }
        out
    }

    /// The namespace an enumeration named `name` (qualified) is declared
    /// in: the longest qualifier that names a namespace.
    fn enum_namespace(&self, name: &str) -> Option<NsId> {
        let mut q = name;
        while let Some((pre, _)) = q.rsplit_once("::") {
            if let Some(i) = self.ns.iter().position(|n| n.name == pre) {
                return Some(NsId(i));
            }
            q = pre;
        }
        Some(NsId(0))
    }

    /// Non-member functions named `sym` visible from here or through the
    /// arguments' associated namespaces.
    pub fn nonmember_functions(&self, sym: Symbol, args: &[ExprId]) -> Vec<FuncId> {
        let mut out: Vec<FuncId> = Vec::new();
        if let Some(Entity::Funcs(fs) | Entity::FuncTemplates(_, fs)) =
            self.lookup_outside_classes(sym)
        {
            out.extend(fs.iter().filter(|f| !self.is_nonstatic_method(**f)));
            // Ordinary lookup from a template sees what preceded it.
            self.two_phase_filter(sym, &mut out);
        }
        for ns in self.associated_namespaces(args) {
            if let Some(Entity::Funcs(fs) | Entity::FuncTemplates(_, fs)) =
                self.ns_member_pub(ns, sym)
            {
                for f in fs {
                    if !out.contains(&f) && !self.is_nonstatic_method(f) {
                        out.push(f);
                    }
                }
            }
        }
        out
    }

    fn is_nonstatic_method(&self, f: FuncId) -> bool {
        self.methods.get(&f).is_some_and(|m| !m.is_static)
    }

    /// Resolves `operator@` for operands `args` (the first is the object of
    /// a member candidate). `Ok(None)`: no user-declared candidate is
    /// viable (the built-in operator applies).
    pub fn overloaded_operator(
        &mut self,
        name: &str,
        args: &[ExprId],
        member_only: bool,
        span: Span,
    ) -> R<Option<ExprId>> {
        let Some(sym) = self.interner.get(name) else {
            return Ok(None);
        };
        let first_class = args
            .first()
            .and_then(|a| self.class_of_type(self.b.ty_of(*a)));
        let mut members = match first_class {
            Some(c) if self.b.types().structs[c].complete => self.operator_set(c, name),
            _ => Vec::new(),
        };
        let mut nonmembers = if member_only {
            Vec::new()
        } else {
            self.nonmember_functions(sym, args)
        };
        // Operator templates: their specializations deduced from the
        // operands join the candidates.
        self.operator_template_specs(
            sym,
            first_class,
            args,
            member_only,
            span,
            &mut members,
            &mut nonmembers,
        )?;
        if members.is_empty() && nonmembers.is_empty() {
            return Ok(None);
        }
        let mut cands: Vec<Candidate> = Vec::new();
        if let Some((obj, rest)) = args.split_first() {
            let mut mc = self.candidates(&members, Some(*obj), rest, CallKind::Operator);
            cands.append(&mut mc);
        }
        let mut nc = self.candidates(&nonmembers, None, args, CallKind::Operator);
        for c in &mut nc {
            // Align with member candidates: one sequence per operand.
            if !c.ics.is_empty() {
                c.ics.remove(0);
            }
        }
        cands.append(&mut nc);
        let nmembers = members.len();
        match self.best_candidate(&cands) {
            Ok(i) => {
                let f = cands[i].func;
                if cands[i].ics.iter().any(|x| x.ambiguous) {
                    return Err(self.report(diag::ambiguous_conversion(span, name)));
                }
                if self.is_deleted(f) {
                    let d = self.deleted_call(f, name, span);
                    return Err(self.report(d));
                }
                if i < nmembers {
                    let mi = self.methods.get(&f).cloned();
                    if let (Some(mi), Some(obj)) = (mi, args.first()) {
                        let naming = self.class_of_type(self.b.ty_of(*obj)).unwrap_or(mi.class);
                        let path = self
                            .base_path(naming, mi.class)
                            .unwrap_or_else(|| vec![mi.class]);
                        self.check_access(
                            &path,
                            mi.access,
                            name,
                            span,
                            self.b.program.funcs[f].span,
                        )?;
                        return self
                            .call_member(f, *obj, args[1..].to_vec(), span)
                            .map(Some);
                    }
                    return Err(Reported);
                }
                self.call_function(f, args.to_vec(), span).map(Some)
            }
            Err(None) => Ok(None),
            Err(Some(tied)) => {
                let tys: Vec<String> = args
                    .iter()
                    .map(|a| self.display(self.b.ty_of(*a)))
                    .collect();
                let mut d =
                    diag::ambiguous_operator(span, name.trim_start_matches("operator"), &tys);
                for i in tied {
                    let f = cands[i].func;
                    let fs = self.b.program.funcs[f].span;
                    let sig = self.signature_text(f);
                    d = d.with_note_at(fs, format!("candidate function {sig}"));
                }
                Err(self.report(d))
            }
        }
    }

    /// A class operand of a built-in operator: converted through its
    /// (single usable) conversion function to a scalar.
    pub fn class_to_scalar(&mut self, e: ExprId, span: Span) -> R<ExprId> {
        let Some(c) = self.class_of_type(self.b.ty_of(e)) else {
            return Ok(e);
        };
        let mut usable: Vec<FuncId> = Vec::new();
        for f in self.all_conversion_functions(c) {
            let Some(m) = self.methods.get(&f).cloned() else {
                continue;
            };
            if m.is_explicit {
                continue;
            }
            if self
                .object_ics(e, m.class, m.is_const, m.is_volatile, m.ref_qual)
                .is_bad()
            {
                continue;
            }
            let r = self.b.program.funcs[f].ret;
            let r = match self.b.types().kind(r) {
                Type::Reference { referent, .. } => *referent,
                _ => r,
            };
            if self.b.types().is_scalar(r) {
                usable.push(f);
            }
        }
        match usable.as_slice() {
            [f] => self.call_member(*f, e, Vec::new(), span),
            _ => Ok(e),
        }
    }

    /// Contextual conversion of a class to `bool` (conditions): explicit
    /// conversion functions count too.
    pub fn class_to_bool(&mut self, e: ExprId, span: Span) -> R<Option<ExprId>> {
        let Some(c) = self.class_of_type(self.b.ty_of(e)) else {
            return Ok(None);
        };
        let b = self.b.bool_ty();
        let mut best: Option<(FuncId, super::overload::Standard)> = None;
        let mut tie = false;
        for f in self.all_conversion_functions(c) {
            let Some(m) = self.methods.get(&f).cloned() else {
                continue;
            };
            if self
                .object_ics(e, m.class, m.is_const, m.is_volatile, m.ref_qual)
                .is_bad()
            {
                continue;
            }
            let r = self.b.program.funcs[f].ret;
            let r = match self.b.types().kind(r) {
                Type::Reference { referent, .. } => *referent,
                _ => r,
            };
            let Some(s) = self.standard_conversion(r, b, false) else {
                continue;
            };
            match best {
                None => best = Some((f, s)),
                Some((_, bs)) => {
                    let ord = self.compare_ics(
                        &super::overload::Ics::standard(s),
                        &super::overload::Ics::standard(bs),
                    );
                    match ord {
                        std::cmp::Ordering::Less => {
                            best = Some((f, s));
                            tie = false;
                        }
                        std::cmp::Ordering::Equal => tie = true,
                        _ => {}
                    }
                }
            }
        }
        if tie {
            let s = self.display(self.b.ty_of(e));
            return Err(self.report(diag::ambiguous_user_conversion(span, &s, "bool")));
        }
        match best {
            Some((f, _)) => {
                let r = self.call_member(f, e, Vec::new(), span)?;
                Ok(Some(r))
            }
            None => Ok(None),
        }
    }
}
