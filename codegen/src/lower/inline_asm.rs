//! GNU inline assembly, lowered to an LLVM `asm` call per module. Sema has
//! checked what holds for every target (operand numbers, lvalues, tied
//! digits); this module knows each target's constraint letters and the
//! register each letter names, as clang's target descriptions do:
//!
//! - NVPTX: `h`/`c` a 16-bit, `r` a 32-bit, `l` a 64-bit integer register,
//!   `f`/`d` a 32/64-bit float register (the PTX text is not parsed here;
//!   ptxas checks it);
//! - AMDGPU: `v`/`s`/`a` vector, scalar and accumulator registers, `{v1}`;
//! - x86-64: `a b c d S D` name their register, `r q Q R l x y t u f A` are
//!   classes, `g` is `imr`, and the template's `{a|b}` are dialect variants.
//!
//! Everywhere: `m`/`o` pass the operand's address, `i`/`n` an immediate,
//! and a digit ties an input to an output.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::inline_asm::{memory_only, tied_output, AsmPiece, InlineAsm};
use sema::program::*;

use super::{Lowerer, OrIce, Res};
use crate::Vendor;

/// What the code generator makes of one constraint on this target.
struct Lowered {
    /// LLVM's spelling, without `=`/`*`.
    text: String,
    /// The register's width for NVPTX's typed register classes.
    reg: Option<RegKind>,
}

#[derive(Clone, Copy)]
enum RegKind {
    Int(u32),
    Float(u32),
}

fn invalid(span: Span, c: &str, target: &str, what: &str) -> Diagnostic {
    Diagnostic::error(
        "cg-asm-constraint",
        span,
        format!("invalid {what} constraint '{c}' in asm for target '{target}'"),
    )
}

fn size_mismatch(span: Span, ty: &str, c: &str, bits: u32) -> Diagnostic {
    Diagnostic::error(
        "cg-asm-operand-size",
        span,
        format!("value of type '{ty}' does not fit the {bits}-bit register of constraint '{c}'"),
    )
}

fn unknown_clobber(span: Span, name: &str, target: &str) -> Diagnostic {
    Diagnostic::error(
        "cg-asm-clobber",
        span,
        format!("unknown register name '{name}' in asm for target '{target}'"),
    )
}

/// One alternative of a constraint, in LLVM's spelling; `None` when this
/// target has no such letter.
fn lower_letters(vendor: Vendor, c: &str) -> Option<(String, Option<RegKind>)> {
    let mut out = String::new();
    let mut reg = None;
    let mut chars = c.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '&' => out.push('&'),
            // Commutative operands and GCC's register preferences mean
            // nothing to LLVM.
            '%' | '?' | '!' | '*' => {}
            '{' => {
                let mut name = String::from("{");
                for n in chars.by_ref() {
                    name.push(n);
                    if n == '}' {
                        break;
                    }
                }
                if !name.ends_with('}') || name.len() < 3 {
                    return None;
                }
                out.push_str(&name);
            }
            'm' | 'o' | 'i' | 'n' => out.push(ch),
            _ => match vendor {
                Vendor::Nvidia => {
                    let kind = match ch {
                        'c' | 'h' => RegKind::Int(16),
                        'r' => RegKind::Int(32),
                        'l' => RegKind::Int(64),
                        'f' => RegKind::Float(32),
                        'd' => RegKind::Float(64),
                        _ => return None,
                    };
                    reg = Some(kind);
                    out.push(ch);
                }
                Vendor::Amd => match ch {
                    'v' | 's' | 'a' | 'r' | 'I' | 'J' | 'A' | 'B' | 'C' => out.push(ch),
                    _ => return None,
                },
                Vendor::Host => match ch {
                    'a' => out.push_str("{ax}"),
                    'b' => out.push_str("{bx}"),
                    'c' => out.push_str("{cx}"),
                    'd' => out.push_str("{dx}"),
                    'S' => out.push_str("{si}"),
                    'D' => out.push_str("{di}"),
                    'g' => out.push_str("imr"),
                    'r' | 'q' | 'Q' | 'R' | 'l' | 'x' | 'y' | 't' | 'u' | 'f' | 'A' | 'I' | 'J'
                    | 'K' | 'L' | 'M' | 'N' | 'O' | 'e' | 'Z' | 'X' => out.push(ch),
                    _ => return None,
                },
            },
        }
    }
    Some((out, reg))
}

/// A whole constraint (alternatives separated by `,`).
fn lower_constraint(vendor: Vendor, c: &str) -> Option<Lowered> {
    let mut text = String::new();
    let mut reg = None;
    for (i, alt) in c.split(',').enumerate() {
        let (t, r) = lower_letters(vendor, alt)?;
        if t.is_empty() || t == "&" {
            return None;
        }
        if i > 0 {
            text.push('|');
        }
        text.push_str(&t);
        reg = reg.or(r);
    }
    Some(Lowered { text, reg })
}

/// The template in LLVM's syntax: `$N`, `${N:m}`, `${:uid}`; `$` doubled;
/// on x86 GCC's `{a|b}` dialect alternatives become LLVM's `$( $| $)`.
fn llvm_template(pieces: &[AsmPiece], vendor: Vendor) -> String {
    let variants = vendor == Vendor::Host;
    let mut s = String::new();
    for p in pieces {
        match p {
            AsmPiece::Text(t) => {
                for ch in t.chars() {
                    match ch {
                        '$' => s.push_str("$$"),
                        '{' if variants => s.push_str("$("),
                        '|' if variants => s.push_str("$|"),
                        '}' if variants => s.push_str("$)"),
                        _ => s.push(ch),
                    }
                }
            }
            AsmPiece::Operand {
                index,
                modifier: None,
            } => s.push_str(&format!("${index}")),
            AsmPiece::Operand {
                index,
                modifier: Some(m),
            } => s.push_str(&format!("${{{index}:{m}}}")),
            AsmPiece::UniqueId => s.push_str("${:uid}"),
        }
    }
    s
}

/// One operand of the LLVM call.
struct Operand<'ctx> {
    constraint: String,
    /// The argument (inputs and indirect outputs).
    arg: Option<BasicValueEnum<'ctx>>,
    /// The pointee type of an indirect operand (`elementtype`).
    indirect: Option<BasicTypeEnum<'ctx>>,
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn inline_asm(&mut self, a: &InlineAsm, span: Span) -> Res<()> {
        let vendor = self.spec.vendor;
        let target = self.spec.name.clone();
        let text: String = a
            .template
            .iter()
            .map(|p| match p {
                AsmPiece::Text(t) => t.as_str(),
                _ => " ",
            })
            .collect();
        crate::llvm_diag::note_asm(self.ctx, self.module, span, &text);
        let mut outs: Vec<Operand<'ctx>> = Vec::new();
        let mut ins: Vec<Operand<'ctx>> = Vec::new();
        // Direct outputs: (place address, place type, register type).
        let mut results = Vec::new();
        let mut tied = Vec::new();
        for (n, o) in a.outputs.iter().enumerate() {
            let place_ty = self.p.exprs.get(o.place).ice(span)?.ty;
            let addr = self.lvalue(o.place)?;
            if memory_only(&o.constraint) {
                let ty = self.mem_ty(place_ty);
                outs.push(Operand {
                    constraint: "=*m".into(),
                    arg: Some(addr.into()),
                    indirect: Some(ty),
                });
                continue;
            }
            let Some(l) = lower_constraint(vendor, &o.constraint) else {
                let c = format!("{}{}", if o.read_write { '+' } else { '=' }, o.constraint);
                return Err(invalid(o.span, &c, &target, "output"));
            };
            let reg_ty = self.asm_reg_type(place_ty, l.reg, o.span, &o.constraint)?;
            outs.push(Operand {
                constraint: format!("={}", l.text),
                arg: None,
                indirect: None,
            });
            if o.read_write {
                let v = self.load_value(place_ty, addr, o.span)?;
                let v = self.value_in_register(v, place_ty, reg_ty, o.span)?;
                tied.push(Operand {
                    constraint: n.to_string(),
                    arg: Some(v),
                    indirect: None,
                });
            }
            results.push((addr, place_ty, reg_ty));
        }
        for i in &a.inputs {
            let ty = self.p.exprs.get(i.value).ice(span)?.ty;
            if memory_only(&i.constraint) {
                let addr = self.lvalue(i.value)?;
                let mt = self.mem_ty(ty);
                ins.push(Operand {
                    constraint: "*m".into(),
                    arg: Some(addr.into()),
                    indirect: Some(mt),
                });
                continue;
            }
            let v = self.rv(i.value)?;
            if let Some(n) = tied_output(&i.constraint) {
                // The input takes the tied output's register type.
                let reg_ty = results_reg(&a.outputs, &results, n as usize);
                let v = match reg_ty {
                    Some(rt) => self.value_in_register(v, ty, rt, i.span)?,
                    None => v,
                };
                ins.push(Operand {
                    constraint: n.to_string(),
                    arg: Some(v),
                    indirect: None,
                });
                continue;
            }
            let Some(l) = lower_constraint(vendor, &i.constraint) else {
                return Err(invalid(i.span, &i.constraint, &target, "input"));
            };
            let reg_ty = self.asm_reg_type(ty, l.reg, i.span, &i.constraint)?;
            let v = self.value_in_register(v, ty, reg_ty, i.span)?;
            ins.push(Operand {
                constraint: l.text,
                arg: Some(v),
                indirect: None,
            });
        }
        let mut constraints: Vec<String> = Vec::new();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut arg_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        let mut indirect_at = Vec::new();
        for op in outs.iter().chain(&ins).chain(&tied) {
            constraints.push(op.constraint.clone());
            if let Some(v) = op.arg {
                if let Some(t) = op.indirect {
                    indirect_at.push((args.len() as u32, t));
                }
                args.push(v.into());
                arg_tys.push(v.get_type().into());
            }
        }
        for c in &a.clobbers {
            let name = c.trim_start_matches('%');
            let reg = match (name, vendor) {
                ("memory", _) => "memory".to_string(),
                ("cc", Vendor::Host) => continue,
                ("cc", _) => continue,
                (r, Vendor::Host)
                    if !r.is_empty() && r.bytes().all(|b| b.is_ascii_alphanumeric()) =>
                {
                    r.to_string()
                }
                (r, Vendor::Amd)
                    if !r.is_empty()
                        && r.bytes().all(|b| {
                            b.is_ascii_alphanumeric() || b == b'[' || b == b']' || b == b':'
                        }) =>
                {
                    r.to_string()
                }
                _ => return Err(unknown_clobber(span, c, &target)),
            };
            constraints.push(format!("~{{{reg}}}"));
        }
        if vendor == Vendor::Host {
            // What clang adds to every x86 asm statement.
            for c in ["~{dirflag}", "~{fpsr}", "~{flags}"] {
                constraints.push(c.into());
            }
        }
        let ret: Vec<BasicTypeEnum<'ctx>> = results.iter().map(|r| r.2).collect();
        let fn_ty = match ret.as_slice() {
            [] => self.ctx.void_type().fn_type(&arg_tys, false),
            [t] => t.fn_type(&arg_tys, false),
            ts => self.ctx.struct_type(ts, false).fn_type(&arg_tys, false),
        };
        let template = llvm_template(&a.template, vendor);
        let asm = self.ctx.create_inline_asm(
            fn_ty,
            template,
            constraints.join(","),
            a.volatile,
            false,
            None,
            false,
        );
        let call = self
            .b
            .build_indirect_call(fn_ty, asm, &args, "")
            .ice(span)?;
        self.mark_indirect(call, &indirect_at);
        let value = call.try_as_basic_value().basic();
        for (k, (addr, place_ty, reg_ty)) in results.iter().enumerate() {
            let v = match (value, results.len()) {
                (Some(v), 1) => v,
                (Some(BasicValueEnum::StructValue(sv)), _) => {
                    self.b.build_extract_value(sv, k as u32, "").ice(span)?
                }
                _ => return Err(crate::diagnostics::internal("asm result missing", span)),
            };
            let v = self.out_of_register(v, *reg_ty, *place_ty, span)?;
            self.store_value(*place_ty, *addr, v, span)?;
        }
        Ok(())
    }

    fn mark_indirect(&self, call: CallSiteValue<'ctx>, at: &[(u32, BasicTypeEnum<'ctx>)]) {
        let kind = Attribute::get_named_enum_kind_id("elementtype");
        for (i, t) in at {
            let attr = self.ctx.create_type_attribute(kind, t.as_any_type_enum());
            call.add_attribute(AttributeLoc::Param(*i), attr);
        }
    }

    /// The register type an operand of type `ty` travels in.
    fn asm_reg_type(
        &mut self,
        ty: TypeId,
        reg: Option<RegKind>,
        span: Span,
        c: &str,
    ) -> Res<BasicTypeEnum<'ctx>> {
        let t = &self.p.types;
        let bits = (self.size_of(ty) * 8) as u32;
        let is_float = t.is_float(ty);
        let shown = || sema::translate::type_string(t, ty);
        match reg {
            Some(RegKind::Int(w)) => {
                if bits > w {
                    return Err(size_mismatch(span, &shown(), c, w));
                }
                Ok(self.int_type(w).into())
            }
            Some(RegKind::Float(w)) => {
                if bits != w {
                    return Err(size_mismatch(span, &shown(), c, w));
                }
                Ok(match w {
                    32 => self.ctx.f32_type().into(),
                    _ => self.ctx.f64_type().into(),
                })
            }
            None => {
                let v = self.val_ty(ty).ice(span)?;
                // AMDGPU registers are at least 16 bits wide; bools and
                // bytes widen to 32 as clang's promotions would.
                if self.spec.vendor == Vendor::Amd && !is_float && bits < 16 {
                    return Ok(self.ctx.i32_type().into());
                }
                if matches!(t.kind(ty), Type::Bool) {
                    return Ok(self.ctx.i8_type().into());
                }
                Ok(v)
            }
        }
    }

    /// A value of program type `ty` into register type `reg`.
    fn value_in_register(
        &mut self,
        v: BasicValueEnum<'ctx>,
        ty: TypeId,
        reg: BasicTypeEnum<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        if v.get_type() == reg {
            return Ok(v);
        }
        let signed = self.p.types.is_signed(ty);
        match (v, reg) {
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(r)) => {
                let w = i.get_type().get_bit_width();
                let out = if w < r.get_bit_width() {
                    if signed {
                        self.b.build_int_s_extend(i, r, "")
                    } else {
                        self.b.build_int_z_extend(i, r, "")
                    }
                } else {
                    self.b.build_int_truncate(i, r, "")
                };
                Ok(out.ice(span)?.into())
            }
            (BasicValueEnum::PointerValue(p), BasicTypeEnum::IntType(r)) => {
                Ok(self.b.build_ptr_to_int(p, r, "").ice(span)?.into())
            }
            (BasicValueEnum::FloatValue(f), BasicTypeEnum::IntType(r)) => {
                let w = self.size_of(ty) as u32 * 8;
                let same = self.int_type(w);
                let bits = self
                    .b
                    .build_bit_cast(f, same, "")
                    .ice(span)?
                    .into_int_value();
                if w == r.get_bit_width() {
                    Ok(bits.into())
                } else {
                    Ok(self.b.build_int_z_extend(bits, r, "").ice(span)?.into())
                }
            }
            (v, r) => Ok(self.b.build_bit_cast(v, r, "").ice(span)?),
        }
    }

    /// A register value back into program type `ty`.
    fn out_of_register(
        &mut self,
        v: BasicValueEnum<'ctx>,
        reg: BasicTypeEnum<'ctx>,
        ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let want = self.val_ty(ty).ice(span)?;
        if reg == want {
            return Ok(v);
        }
        match (v, want) {
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(w)) => {
                let out = if i.get_type().get_bit_width() > w.get_bit_width() {
                    self.b.build_int_truncate(i, w, "")
                } else {
                    self.b.build_int_z_extend(i, w, "")
                };
                Ok(out.ice(span)?.into())
            }
            (BasicValueEnum::IntValue(i), BasicTypeEnum::PointerType(p)) => {
                Ok(self.b.build_int_to_ptr(i, p, "").ice(span)?.into())
            }
            (BasicValueEnum::IntValue(i), BasicTypeEnum::FloatType(f)) => {
                let w = self.size_of(ty) as u32 * 8;
                let same = self.int_type(w);
                let i = if i.get_type().get_bit_width() != w {
                    self.b.build_int_truncate(i, same, "").ice(span)?
                } else {
                    i
                };
                Ok(self.b.build_bit_cast(i, f, "").ice(span)?)
            }
            (v, w) => Ok(self.b.build_bit_cast(v, w, "").ice(span)?),
        }
    }
}

/// The register type of output `n` (a direct output's), for a tied input.
fn results_reg<'ctx>(
    outputs: &[sema::inline_asm::AsmOutput],
    results: &[(
        inkwell::values::PointerValue<'ctx>,
        TypeId,
        BasicTypeEnum<'ctx>,
    )],
    n: usize,
) -> Option<BasicTypeEnum<'ctx>> {
    let direct = outputs
        .iter()
        .take(n + 1)
        .filter(|o| !memory_only(&o.constraint))
        .count();
    if n < outputs.len() && !memory_only(&outputs[n].constraint) {
        results.get(direct - 1).map(|r| r.2)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_per_target() {
        let nv = lower_constraint(Vendor::Nvidia, "r").unwrap();
        assert_eq!(nv.text, "r");
        assert!(lower_constraint(Vendor::Nvidia, "v").is_none());
        assert_eq!(lower_constraint(Vendor::Host, "a").unwrap().text, "{ax}");
        assert_eq!(lower_constraint(Vendor::Host, "&r").unwrap().text, "&r");
        assert_eq!(lower_constraint(Vendor::Host, "r,m").unwrap().text, "r|m");
        assert_eq!(lower_constraint(Vendor::Amd, "{v1}").unwrap().text, "{v1}");
        assert!(lower_constraint(Vendor::Amd, "{").is_none());
    }

    #[test]
    fn templates() {
        let t = vec![
            AsmPiece::Text("{ mov $".into()),
            AsmPiece::Operand {
                index: 1,
                modifier: Some('c'),
            },
            AsmPiece::UniqueId,
        ];
        assert_eq!(llvm_template(&t, Vendor::Nvidia), "{ mov $$${1:c}${:uid}");
        assert_eq!(llvm_template(&t, Vendor::Host), "$( mov $$${1:c}${:uid}");
    }
}
