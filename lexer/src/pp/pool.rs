//! Recycled buffers for macro expansion. Every function-like invocation
//! builds and drops several short lists (its arguments, their expansions,
//! the replacement with its placemarkers, the context it is rescanned
//! from); taking their buffers from here saves a malloc, a few reallocs
//! and a free per list.

/// Buffers kept at most: deeper nesting than this allocates as before.
const MAX_FREE: usize = 64;
/// Larger buffers are freed: one huge expansion should not pin its memory.
const MAX_CAPACITY: usize = 4096;

pub(crate) struct Pool<T> {
    free: Vec<Vec<T>>,
}

impl<T> Default for Pool<T> {
    fn default() -> Pool<T> {
        Pool { free: Vec::new() }
    }
}

impl<T> Pool<T> {
    /// An empty vector, with the capacity of one given back earlier.
    pub fn take(&mut self) -> Vec<T> {
        self.free.pop().unwrap_or_default()
    }

    /// Keeps `v`'s buffer for a later [`Self::take`].
    pub fn give(&mut self, mut v: Vec<T>) {
        if self.free.len() < MAX_FREE && v.capacity() > 0 && v.capacity() <= MAX_CAPACITY {
            v.clear();
            self.free.push(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_given_back_is_taken_again_empty() {
        let mut pool = Pool::default();
        let mut v = pool.take();
        v.extend([1, 2, 3]);
        let cap = v.capacity();
        pool.give(v);
        let w: Vec<i32> = pool.take();
        assert!(w.is_empty());
        assert_eq!(w.capacity(), cap);
        // Oversized buffers are not kept.
        pool.give(Vec::with_capacity(MAX_CAPACITY + 1));
        assert_eq!(pool.take().capacity(), 0);
    }
}
