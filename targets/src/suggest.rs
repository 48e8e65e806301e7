//! "Did you mean" suggestions: the candidates nearest a misspelled name by
//! edit distance, in a deterministic order.

/// Levenshtein distance over bytes (names here are ASCII; a non-ASCII
/// character only counts as more than one edit).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let subst = prev[j] + usize::from(!ca.eq_ignore_ascii_case(&cb));
            cur[j + 1] = subst.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// Up to `max` candidates within a distance that grows with the name's
/// length (a third of it, at least 2), nearest first; among equally near
/// ones, the longest common prefix first (gfx9000 is nearer gfx902 than
/// gfx600), then candidate order.
pub fn nearest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    max: usize,
) -> Vec<String> {
    let limit = (name.len() / 3).max(2);
    let prefix = |c: &str| {
        name.bytes()
            .zip(c.bytes())
            .take_while(|(a, b)| a == b)
            .count()
    };
    let mut scored: Vec<(usize, std::cmp::Reverse<usize>, usize, &str)> = candidates
        .into_iter()
        .enumerate()
        .map(|(i, c)| (edit_distance(name, c), std::cmp::Reverse(prefix(c)), i, c))
        .filter(|&(d, ..)| d <= limit)
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(max)
        .map(|(.., c)| c.to_string())
        .collect()
}

/// "did you mean 'a', 'b' or 'c'?", or `None` without candidates.
pub fn did_you_mean(names: &[String]) -> Option<String> {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match quoted.as_slice() {
        [] => None,
        [one] => Some(format!("did you mean {one}?")),
        [init @ .., last] => Some(format!("did you mean {} or {last}?", init.join(", "))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("sm_70", "sm_70"), 0);
        assert_eq!(edit_distance("sm_71", "sm_70"), 1);
        assert_eq!(edit_distance("gfx110", "gfx1100"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("FP16", "fp16"), 0);
    }

    #[test]
    fn nearest_is_sorted_and_bounded() {
        let c = ["sm_70", "sm_72", "sm_75", "gfx1100"];
        assert_eq!(nearest("sm_71", c, 3), vec!["sm_70", "sm_72", "sm_75"]);
        assert_eq!(nearest("sm_71", c, 1), vec!["sm_70"]);
        assert!(nearest("zzzzzzzz", c, 3).is_empty());
    }

    #[test]
    fn phrasing() {
        assert_eq!(did_you_mean(&[]), None);
        assert_eq!(did_you_mean(&["a".into()]).unwrap(), "did you mean 'a'?");
        assert_eq!(
            did_you_mean(&["a".into(), "b".into(), "c".into()]).unwrap(),
            "did you mean 'a', 'b' or 'c'?"
        );
    }
}
