//! GNU extended inline assembly in the typed program. Sema resolves what
//! does not depend on the target: the template's operand references (`%0`,
//! `%[name]`, `%%`, `%=`), the shape of each constraint (`=`/`+` on outputs
//! only, tied digits naming an output) and the operands' value categories.
//! Which constraint letters a target has, and the register each holds, is
//! the code generator's business (`codegen::lower::inline_asm`), because one
//! translation feeds NVPTX, AMDGPU and x86-64 modules alike.

use crate::program::ExprId;
use lexer::source::Span;

/// One `asm` statement.
#[derive(Clone, Debug)]
pub struct InlineAsm {
    pub volatile: bool,
    pub template: Vec<AsmPiece>,
    pub outputs: Vec<AsmOutput>,
    pub inputs: Vec<AsmInput>,
    /// Clobbered registers as written (`"memory"`, `"cc"`, `"%eax"`).
    pub clobbers: Vec<String>,
}

impl InlineAsm {
    /// The operand expressions, outputs first, in source order.
    pub fn exprs(&self) -> impl Iterator<Item = ExprId> + '_ {
        let outs = self.outputs.iter().map(|o| o.place);
        outs.chain(self.inputs.iter().map(|i| i.value))
    }
}

/// The template, split at its operand references. Operand numbers are
/// GCC's: outputs first, then inputs; a `+` output counts once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmPiece {
    /// Assembler text (`%%` already turned into `%`).
    Text(String),
    /// `%N`, `%cN`, `%[name]`: operand `index`, with GCC's modifier letter.
    Operand { index: u32, modifier: Option<char> },
    /// `%=`: a number unique to each instance of the statement.
    UniqueId,
}

#[derive(Clone, Debug)]
pub struct AsmOutput {
    /// The constraint without its leading `=` or `+` (`"r"`, `"&r"`, `"m"`).
    pub constraint: String,
    /// Written `+`: the operand is also read.
    pub read_write: bool,
    /// An lvalue.
    pub place: ExprId,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct AsmInput {
    /// The constraint as written (`"r"`, `"n"`, `"0"`, `"m"`).
    pub constraint: String,
    /// An rvalue, or an lvalue when the constraint only allows memory.
    pub value: ExprId,
    pub span: Span,
}

/// Constraint letters that allow only a memory operand: the operand is
/// passed by address.
pub fn memory_only(constraint: &str) -> bool {
    let letters: Vec<char> = constraint
        .chars()
        .filter(|c| !matches!(c, '=' | '+' | '&' | '%' | '*' | '?' | '!' | ','))
        .collect();
    !letters.is_empty() && letters.iter().all(|c| matches!(c, 'm' | 'o' | 'V' | 'Q'))
}

/// A tied input constraint (`"0"`): the output it shares a register with.
pub fn tied_output(constraint: &str) -> Option<u32> {
    let t = constraint.trim();
    if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
        t.parse().ok()
    } else {
        None
    }
}

/// Why a template could not be split.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateError {
    /// `%` at the end, or followed by something GCC does not know.
    BadEscape { at: usize },
    /// `%N` with N not an operand.
    BadOperand { at: usize },
    /// `%[name]` naming no operand.
    UnknownName { at: usize, name: String },
}

/// Splits a template. `names[i]` is operand i's symbolic name, if any.
pub fn parse_template(
    text: &str,
    names: &[Option<String>],
) -> Result<Vec<AsmPiece>, TemplateError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    let flush = |lit: &mut String, out: &mut Vec<AsmPiece>| {
        if !lit.is_empty() {
            out.push(AsmPiece::Text(std::mem::take(lit)));
        }
    };
    while i < bytes.len() {
        let c = bytes[i];
        if c != b'%' {
            let end = text[i..].find('%').map_or(text.len(), |n| i + n);
            lit.push_str(&text[i..end]);
            i = end;
            continue;
        }
        let at = i;
        i += 1;
        let Some(&next) = bytes.get(i) else {
            return Err(TemplateError::BadEscape { at });
        };
        match next {
            b'%' => {
                lit.push('%');
                i += 1;
            }
            b'=' => {
                flush(&mut lit, &mut out);
                out.push(AsmPiece::UniqueId);
                i += 1;
            }
            // `%{`, `%|`, `%}`: the characters themselves.
            b'{' | b'|' | b'}' => {
                lit.push(next as char);
                i += 1;
            }
            _ => {
                let mut modifier = None;
                if next.is_ascii_alphabetic() {
                    modifier = Some(next as char);
                    i += 1;
                }
                let index = match bytes.get(i) {
                    Some(b'[') => {
                        let close = text[i..].find(']').ok_or(TemplateError::BadEscape { at })?;
                        let name = &text[i + 1..i + close];
                        i += close + 1;
                        let found = names.iter().position(|n| n.as_deref() == Some(name));
                        match found {
                            Some(n) => n as u32,
                            None => {
                                return Err(TemplateError::UnknownName {
                                    at,
                                    name: name.to_string(),
                                })
                            }
                        }
                    }
                    Some(d) if d.is_ascii_digit() => {
                        let start = i;
                        while bytes.get(i).is_some_and(u8::is_ascii_digit) {
                            i += 1;
                        }
                        let n: u64 = text[start..i].parse().unwrap_or(u64::MAX);
                        if n >= names.len() as u64 {
                            return Err(TemplateError::BadOperand { at });
                        }
                        n as u32
                    }
                    _ => return Err(TemplateError::BadEscape { at }),
                };
                flush(&mut lit, &mut out);
                out.push(AsmPiece::Operand { index, modifier });
            }
        }
    }
    flush(&mut lit, &mut out);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<Option<String>> {
        vec![None; n]
    }

    #[test]
    fn splits_operands_and_escapes() {
        let t = parse_template("mov.u32 %0, %%laneid; // %=", &names(1)).unwrap();
        assert_eq!(
            t,
            vec![
                AsmPiece::Text("mov.u32 ".into()),
                AsmPiece::Operand {
                    index: 0,
                    modifier: None
                },
                AsmPiece::Text(", %laneid; // ".into()),
                AsmPiece::UniqueId,
            ]
        );
    }

    #[test]
    fn names_and_modifiers() {
        let n = vec![None, Some("x".to_string())];
        let t = parse_template("add %c[x], %h0", &n).unwrap();
        assert_eq!(
            t[1],
            AsmPiece::Operand {
                index: 1,
                modifier: Some('c')
            }
        );
        assert_eq!(
            t[3],
            AsmPiece::Operand {
                index: 0,
                modifier: Some('h')
            }
        );
    }

    #[test]
    fn errors() {
        assert_eq!(
            parse_template("x %", &names(1)),
            Err(TemplateError::BadEscape { at: 2 })
        );
        assert_eq!(
            parse_template("%2", &names(2)),
            Err(TemplateError::BadOperand { at: 0 })
        );
        assert!(matches!(
            parse_template("%[y]", &names(1)),
            Err(TemplateError::UnknownName { .. })
        ));
        assert_eq!(
            parse_template("%!", &names(1)),
            Err(TemplateError::BadEscape { at: 0 })
        );
    }

    #[test]
    fn constraint_shapes() {
        assert!(memory_only("m"));
        assert!(memory_only("=m"));
        assert!(!memory_only("rm"));
        assert!(!memory_only("r"));
        assert_eq!(tied_output("1"), Some(1));
        assert_eq!(tied_output("r"), None);
    }
}
