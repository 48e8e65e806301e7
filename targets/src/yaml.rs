//! A small YAML document tree with byte positions, built from the events of
//! `saphyr-parser` (a maintained YAML 1.2 parser that reports where every
//! event starts and ends). The device-configuration reader needs positions
//! for every key and value, so that each error points at its text.

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, ScanError};
use std::collections::HashMap;

/// Byte range within the file's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub lo: u32,
    pub hi: u32,
}

#[derive(Clone, Debug)]
pub enum NodeKind {
    /// A scalar; `plain` is false for quoted and block scalars, whose text
    /// is always a string (`"true"` is not a boolean).
    Scalar {
        text: String,
        plain: bool,
    },
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

#[derive(Clone, Debug)]
pub struct Node {
    pub kind: NodeKind,
    pub range: Range,
}

impl Node {
    /// A plain scalar meaning "nothing" (`~`, `null`, or an empty value).
    pub fn is_null(&self) -> bool {
        matches!(&self.kind, NodeKind::Scalar { text, plain: true } if matches!(text.as_str(), "" | "~" | "null" | "Null" | "NULL"))
    }
    pub fn kind_name(&self) -> &'static str {
        match &self.kind {
            _ if self.is_null() => "nothing",
            NodeKind::Scalar { .. } => "a scalar",
            NodeKind::Seq(_) => "a list",
            NodeKind::Map(_) => "a mapping",
        }
    }
}

/// A syntax error at a byte position.
#[derive(Debug)]
pub struct SyntaxError {
    pub at: u32,
    pub message: String,
}

/// Converts the parser's character positions into byte offsets.
struct Offsets {
    /// Byte offset of every character, plus the end; empty for ASCII text,
    /// where the two are the same.
    bytes: Vec<u32>,
    len: u32,
}

impl Offsets {
    fn new(text: &str) -> Offsets {
        let bytes = if text.is_ascii() {
            Vec::new()
        } else {
            text.char_indices()
                .map(|(i, _)| i as u32)
                .chain([text.len() as u32])
                .collect()
        };
        Offsets {
            bytes,
            len: text.len() as u32,
        }
    }
    fn byte(&self, m: &Marker) -> u32 {
        if self.bytes.is_empty() {
            (m.index() as u32).min(self.len)
        } else {
            self.bytes.get(m.index()).copied().unwrap_or(self.len)
        }
    }
}

/// Deeper nesting than any device-configuration file needs is refused, so
/// that a hostile file cannot exhaust the stack when the tree is dropped.
const MAX_DEPTH: usize = 32;

enum Open {
    Seq(Vec<Node>, u32, Option<usize>),
    Map(Vec<(Node, Node)>, Option<Node>, u32, Option<usize>),
}

/// Parses every document of a YAML stream. A document that is empty (only
/// comments) gives no node.
pub fn parse_documents(text: &str) -> Result<Vec<Node>, SyntaxError> {
    let offsets = Offsets::new(text);
    let mut docs = Vec::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<usize, Node> = HashMap::new();
    let mut root: Option<Node> = None;
    let error = |e: ScanError| SyntaxError {
        at: offsets.byte(e.marker()),
        message: e.info().to_string(),
    };
    for item in Parser::new_from_str(text) {
        let (event, span) = item.map_err(error)?;
        let lo = offsets.byte(&span.start);
        let hi = offsets.byte(&span.end).max(lo);
        let done: Option<(Node, Option<usize>)> = match event {
            Event::StreamStart | Event::StreamEnd | Event::Nothing | Event::DocumentStart(_) => {
                None
            }
            Event::DocumentEnd => {
                docs.extend(root.take());
                None
            }
            Event::Alias(id) => match anchors.get(&id) {
                Some(node) => Some((node.clone(), None)),
                None => {
                    return Err(SyntaxError {
                        at: lo,
                        message: "alias to an unknown anchor".into(),
                    })
                }
            },
            Event::Scalar(text, style, anchor, _tag) => Some((
                Node {
                    kind: NodeKind::Scalar {
                        text: text.into_owned(),
                        plain: style == ScalarStyle::Plain,
                    },
                    range: Range { lo, hi },
                },
                (anchor != 0).then_some(anchor),
            )),
            Event::SequenceStart(..) | Event::MappingStart(..) if stack.len() >= MAX_DEPTH => {
                return Err(SyntaxError {
                    at: lo,
                    message: format!("nesting deeper than {MAX_DEPTH} levels"),
                });
            }
            Event::SequenceStart(anchor, _) => {
                stack.push(Open::Seq(Vec::new(), lo, (anchor != 0).then_some(anchor)));
                None
            }
            Event::MappingStart(anchor, _) => {
                stack.push(Open::Map(
                    Vec::new(),
                    None,
                    lo,
                    (anchor != 0).then_some(anchor),
                ));
                None
            }
            Event::SequenceEnd | Event::MappingEnd => match stack.pop() {
                Some(Open::Seq(items, start, anchor)) => Some((
                    Node {
                        kind: NodeKind::Seq(items),
                        range: Range {
                            lo: start,
                            hi: hi.max(start),
                        },
                    },
                    anchor,
                )),
                Some(Open::Map(pairs, _, start, anchor)) => Some((
                    Node {
                        kind: NodeKind::Map(pairs),
                        range: Range {
                            lo: start,
                            hi: hi.max(start),
                        },
                    },
                    anchor,
                )),
                None => None,
            },
        };
        let Some((node, anchor)) = done else { continue };
        if let Some(id) = anchor {
            anchors.insert(id, node.clone());
        }
        match stack.last_mut() {
            Some(Open::Seq(items, _, _)) => items.push(node),
            Some(Open::Map(pairs, key, _, _)) => match key.take() {
                Some(k) => pairs.push((k, node)),
                None => *key = Some(node),
            },
            None => root = Some(node),
        }
    }
    docs.extend(root.take());
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalar(n: &Node) -> &str {
        match &n.kind {
            NodeKind::Scalar { text, .. } => text,
            _ => panic!("not a scalar"),
        }
    }

    #[test]
    fn positions_are_byte_offsets() {
        let text = "# é comment\nsm_70:\n  aspects: [gpu, fp16]\n";
        let docs = parse_documents(text).unwrap();
        assert_eq!(docs.len(), 1);
        let NodeKind::Map(pairs) = &docs[0].kind else {
            panic!()
        };
        let (k, v) = &pairs[0];
        assert_eq!(scalar(k), "sm_70");
        assert_eq!(&text[k.range.lo as usize..k.range.hi as usize], "sm_70");
        let NodeKind::Map(inner) = &v.kind else {
            panic!()
        };
        let NodeKind::Seq(items) = &inner[0].1.kind else {
            panic!()
        };
        assert_eq!(
            &text[items[1].range.lo as usize..items[1].range.hi as usize],
            "fp16"
        );
    }

    #[test]
    fn anchors_and_aliases_are_copied() {
        let docs = parse_documents("a: &x [1, 2]\nb: *x\n").unwrap();
        let NodeKind::Map(pairs) = &docs[0].kind else {
            panic!()
        };
        assert!(matches!(&pairs[1].1.kind, NodeKind::Seq(v) if v.len() == 2));
    }

    #[test]
    fn syntax_errors_have_positions() {
        let text = "a: [1, 2\nb: 3\n";
        let e = parse_documents(text).unwrap_err();
        assert!(e.at as usize <= text.len());
        assert!(!e.message.is_empty());
    }

    #[test]
    fn deep_nesting_is_refused() {
        // The parser's own limit, then ours.
        let text = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(parse_documents(&text).is_err());
        let text = format!("{}{}", "[".repeat(40), "]".repeat(40));
        let e = parse_documents(&text).unwrap_err();
        assert!(
            e.message.contains("nesting deeper than 32"),
            "{}",
            e.message
        );
    }

    #[test]
    fn empty_and_comment_only_streams_have_no_documents() {
        assert!(parse_documents("").unwrap().is_empty());
        assert!(parse_documents("# nothing\n").unwrap().is_empty());
    }

    #[test]
    fn quoted_scalars_are_not_plain() {
        let docs = parse_documents("a: 'true'\n").unwrap();
        let NodeKind::Map(pairs) = &docs[0].kind else {
            panic!()
        };
        assert!(matches!(
            &pairs[0].1.kind,
            NodeKind::Scalar { plain: false, .. }
        ));
    }
}
