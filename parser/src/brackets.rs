//! clang's bracket depth: parentheses, brackets and braces each nest at
//! most 256 deep (`-fbracket-depth`'s default), whatever the grammar does
//! with them, so `f(f(...f(0)...))` 256 calls deep is accepted as clang accepts
//! it. The recursion guard ([`crate::MAX_DEPTH`]) counts parser
//! recursion instead, which a bracket takes several levels of; it stays
//! as the bound for nesting that has no brackets (`- - - x`, `if` chains).

use lexer::token::{Token, TokenKind};

/// The deepest bracket nesting accepted, as clang's default.
pub const MAX_BRACKET_DEPTH: u32 = 256;

/// The bracket depth at each token (an opening bracket counts itself):
/// as clang counts them, parentheses, brackets and braces each on their
/// own (`{ { f(f(...)) } }` is 256 deep with 256 calls), the deepest of
/// the three; and the first opening bracket past [`MAX_BRACKET_DEPTH`].
pub(crate) fn bracket_depths(toks: &[Token]) -> (Vec<u32>, Option<usize>) {
    let mut depth = [0u32; 3];
    let mut first_over = None;
    let kind = |k: TokenKind| match k {
        TokenKind::LParen | TokenKind::RParen => Some(0),
        TokenKind::LBracket | TokenKind::RBracket => Some(1),
        TokenKind::LBrace | TokenKind::RBrace => Some(2),
        _ => None,
    };
    let depths = toks
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let opens = matches!(
                t.kind,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace
            );
            let at = match kind(t.kind) {
                Some(k) if opens => {
                    depth[k] = depth[k].saturating_add(1);
                    if depth[k] > MAX_BRACKET_DEPTH && first_over.is_none() {
                        first_over = Some(i);
                    }
                    depth.iter().copied().max().unwrap_or(0)
                }
                Some(k) => {
                    let at = depth.iter().copied().max().unwrap_or(0);
                    depth[k] = depth[k].saturating_sub(1);
                    at
                }
                None => depth.iter().copied().max().unwrap_or(0),
            };
            at
        })
        .collect();
    (depths, first_over)
}
