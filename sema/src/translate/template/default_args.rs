//! Default arguments of the member functions of class template instances,
//! and of classes being defined (translated when the class is complete).
//! [temp.inst]/12: each is instantiated when a call uses it, so one that
//! would not translate for these arguments (`int x = T::value` with `T =
//! int`) is an error only if a call leaves its argument out. Until then
//! `default_arg_exprs` holds a placeholder in its slot (so counting the
//! required arguments works unchanged), replaced by the translated
//! expression before any call takes it.

use super::{Ctx, Env};
use crate::program::*;
use crate::translate::types::ParamInfo;
use crate::translate::Translator;
use lexer::source::Span;
use parser::ast;

/// A member function's default arguments not yet instantiated.
pub(crate) struct LazyDefaults<'a> {
    pub ft: &'a ast::FunctionType<'a>,
    pub params: Vec<TypeId>,
    /// Slots before the written parameters (`this`).
    pub offset: usize,
    pub ctx: Ctx,
    /// Written parameters whose default argument is still a placeholder.
    pub waiting: Vec<bool>,
}

impl<'a> Translator<'a, '_, '_> {
    /// Records the default arguments of member `fid` of class `sid` for
    /// instantiation on use, when `sid` is a class template instance
    /// (`false`: translate them now).
    pub fn defer_default_args(
        &mut self,
        fid: FuncId,
        sid: StructId,
        ft: &'a ast::FunctionType<'a>,
        params: &[ParamInfo],
        offset: usize,
    ) -> bool {
        // In a class being defined, a default argument is a complete-class
        // context ([class.mem]/7): `path& replace_extension(const path& =
        // path())` is translated when `path` is complete.
        let complete_class_context = self.classes.get(&sid).is_some_and(|c| c.defining);
        if (!self.in_template_instance(sid) && !complete_class_context)
            || params.len() != ft.params.len()
        {
            return false;
        }
        if !self.in_template_instance(sid) {
            if let Some(ci) = self.classes.get_mut(&sid) {
                ci.pending
                    .push(crate::translate::class::Pending::DefaultArgs { func: fid });
            }
        }
        let mut out: Vec<Option<ExprId>> = vec![None; offset];
        let mut waiting = Vec::with_capacity(ft.params.len());
        for p in ft.params {
            waiting.push(p.default.is_some());
            out.push(p.default.map(|x| {
                let int = self.b.int();
                self.b.int_lit(0, int, x.span)
            }));
        }
        let ctx = Ctx {
            ns: self.classes[&sid].ns,
            classes: self.lexical_classes(sid),
            env: std::rc::Rc::new(self.class_env(sid)),
            horizon: self.horizon_here(),
        };
        self.default_arg_exprs.insert(fid, out);
        self.tpl.lazy_defaults.insert(
            fid,
            LazyDefaults {
                ft,
                params: params.iter().map(|p| p.1).collect(),
                offset,
                ctx,
                waiting,
            },
        );
        true
    }

    /// The default arguments of a member of a class that is not a
    /// template instance, translated once the class is complete (every one,
    /// used or not, errors reported without an instantiation note).
    pub fn complete_default_args(&mut self, f: FuncId) {
        let Some(lazy) = self.tpl.lazy_defaults.remove(&f) else {
            return;
        };
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        self.with_ctx(&lazy.ctx, Env::new(), |t| {
            for (i, waiting) in lazy.waiting.iter().enumerate() {
                let Some(x) = lazy.ft.params[i].default.filter(|_| *waiting) else {
                    continue;
                };
                let e = t.expr(x).ok().and_then(|e| {
                    let c = t.convert_for_param(e, lazy.params[i], x.span).ok()?;
                    Some(t.default_arg_value(e, c, lazy.params[i]))
                });
                if let Some(slots) = t.default_arg_exprs.get_mut(&f) {
                    if let Some(slot) = slots.get_mut(i + lazy.offset) {
                        *slot = e;
                    }
                }
            }
        });
        if std::mem::replace(&mut self.full_expr_temps, saved) {
            self.default_arg_temps.insert(f);
        }
    }

    /// Translates the default member initializers of class `sid` and of
    /// its subobjects' classes not translated yet (a trait asks whether
    /// default construction can throw).
    pub fn instantiate_field_defaults(&mut self, sid: StructId, depth: u32) {
        if depth > 64 || !self.classes.contains_key(&sid) {
            return;
        }
        let waiting: Vec<usize> = self.classes[&sid]
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| f.init.is_some() && f.default.is_none())
            .map(|(i, _)| i)
            .collect();
        for fi in waiting {
            let _ = self.field_default_init(sid, fi);
        }
        for c in self.subobject_classes(sid) {
            self.instantiate_field_defaults(c, depth + 1);
        }
    }

    /// Instantiates the default arguments of `f` that a call with `given`
    /// arguments (counting `this`) takes (`false`: one failed, reported).
    pub fn instantiate_default_args(&mut self, f: FuncId, given: usize, span: Span) -> bool {
        let Some(lazy) = self.tpl.lazy_defaults.get(&f) else {
            return true;
        };
        let first = given.saturating_sub(lazy.offset);
        let todo: Vec<usize> = (first..lazy.waiting.len())
            .filter(|&i| lazy.waiting[i])
            .collect();
        if todo.is_empty() {
            return true;
        }
        let (ft, ctx, offset) = (lazy.ft, lazy.ctx.clone(), lazy.offset);
        let params = lazy.params.clone();
        if let Some(l) = self.tpl.lazy_defaults.get_mut(&f) {
            for &i in &todo {
                l.waiting[i] = false;
            }
        }
        let name = self.b.program.funcs[f].name.clone();
        let what = format!("default function argument expression for '{name}'");
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        let mut ok = true;
        let _ = self.in_template_ctx(&ctx, Env::new(), what, span, |t| {
            for i in todo {
                let Some(x) = ft.params[i].default else {
                    continue;
                };
                let e = t.expr(x).ok().and_then(|e| {
                    let c = t.convert_for_param(e, params[i], x.span).ok()?;
                    Some(t.default_arg_value(e, c, params[i]))
                });
                ok &= e.is_some();
                if let Some(slots) = t.default_arg_exprs.get_mut(&f) {
                    if let Some(slot) = slots.get_mut(i + offset) {
                        *slot = e;
                    }
                }
            }
            Ok(())
        });
        if std::mem::replace(&mut self.full_expr_temps, saved) {
            self.default_arg_temps.insert(f);
        }
        ok
    }
}
