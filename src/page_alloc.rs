//! A small memory allocator for the browser bundles of the UI (the start page, the app, the
//! embeds), where every kilobyte of code counts: the standard one (dlmalloc) costs about 7 KB of
//! wasm, this one a few hundred bytes. The computer player's worker keeps the standard allocator.
//!
//! Blocks come in power-of-two sizes, from 8 bytes up. Each size has a list of free blocks, kept
//! in the blocks themselves; a freed block goes back to its size's list and is handed out again
//! for the next request of that size, so allocating and freeing are a few instructions each.
//! Memory comes from the wasm `memory.grow` in pages of 64 KiB. Sizes below a page are cut from
//! whole pages, so every block is aligned to its own size; larger blocks take whole pages. Memory
//! is never given back to the browser, and a size's free blocks serve only that size: a page that
//! ran a long game holds at most the most it ever needed of each size, which for this app is a
//! few megabytes.
//!
//! The UI bundles are single-threaded (no wasm threads), which is what makes the unsynchronised
//! state below sound.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr::null_mut;

const PAGE: usize = 65_536;
/// Block sizes are `1 << class`, for class 3 (8 bytes) to 31.
const CLASSES: usize = 32;
const SMALLEST: u32 = 3;

/// The free lists and the pages not yet cut.
struct State {
    free: [*mut u8; CLASSES],
    /// Unused pages at `next..end` (byte addresses), left from the last `memory.grow`.
    next: usize,
    end: usize,
}

/// The allocator; a bundle selects it with `#[global_allocator]`.
pub struct PageAlloc(UnsafeCell<State>);

// SAFETY: the browser bundles that use it run on one thread only (wasm32 without atomics).
unsafe impl Sync for PageAlloc {}

impl PageAlloc {
    pub const fn new() -> PageAlloc {
        PageAlloc(UnsafeCell::new(State {
            free: [null_mut(); CLASSES],
            next: 0,
            end: 0,
        }))
    }
}

impl Default for PageAlloc {
    fn default() -> PageAlloc {
        PageAlloc::new()
    }
}

/// The class of the block that serves `layout`: the smallest power of two that holds its size
/// and its alignment. `None` past the largest class, or for an alignment above a page.
fn class_of(layout: Layout) -> Option<usize> {
    if layout.align() > PAGE {
        return None;
    }
    let size = layout.size().max(layout.align()).max(1 << SMALLEST);
    let class = size.checked_next_power_of_two()?.trailing_zeros() as usize;
    (class < CLASSES).then_some(class)
}

/// `pages` new pages of memory, page-aligned; `None` when the browser gives no more.
fn grow(pages: usize) -> Option<usize> {
    #[cfg(target_arch = "wasm32")]
    {
        let before = core::arch::wasm32::memory_grow(0, pages);
        (before != usize::MAX).then(|| before * PAGE)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        // Natively (the tests) from the system allocator, page-aligned, never freed.
        let layout = Layout::from_size_align(pages.checked_mul(PAGE)?, PAGE).ok()?;
        // SAFETY: the layout's size is not zero.
        let p = unsafe { std::alloc::alloc(layout) };
        (!p.is_null()).then_some(p as usize)
    }
}

impl State {
    /// `pages` consecutive pages: from those left over when there are enough, else new ones
    /// (which follow the left-over ones when nothing else grew the memory in between).
    fn pages(&mut self, pages: usize) -> Option<usize> {
        let bytes = pages.checked_mul(PAGE)?;
        if self.end - self.next < bytes {
            let base = grow(pages)?;
            // Natively each grow is an allocation of its own: never joined to the one before.
            if base == self.end && cfg!(target_arch = "wasm32") {
                self.end += bytes;
            } else {
                self.next = base;
                self.end = base + bytes;
            }
        }
        let at = self.next;
        self.next += bytes;
        Some(at)
    }

    fn alloc(&mut self, class: usize) -> *mut u8 {
        let head = self.free[class];
        if !head.is_null() {
            // SAFETY: a free block's first word holds the next free block of its class.
            self.free[class] = unsafe { *(head as *mut *mut u8) };
            return head;
        }
        let block = 1usize << class;
        if block >= PAGE {
            return self
                .pages(block / PAGE)
                .map_or(null_mut(), |at| at as *mut u8);
        }
        // Cut a fresh page into blocks of this class: hand out the first, list the others.
        let Some(at) = self.pages(1) else {
            return null_mut();
        };
        for b in (at + block..at + PAGE).step_by(block).rev() {
            self.release(b as *mut u8, class);
        }
        at as *mut u8
    }

    fn release(&mut self, ptr: *mut u8, class: usize) {
        // SAFETY: `ptr` is a block of `class` (at least 8 bytes, aligned to its size) that
        // nothing uses any more: its first word may hold the list.
        unsafe { *(ptr as *mut *mut u8) = self.free[class] };
        self.free[class] = ptr;
    }
}

// SAFETY: every block handed out is at least `layout.size()` bytes, aligned to its size (a power
// of two not below `layout.align()`), and belongs to one caller until it is freed.
unsafe impl GlobalAlloc for PageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class_of(layout) {
            // SAFETY: single-threaded (see `Sync` above), and not re-entered.
            Some(class) => unsafe { (*self.0.get()).alloc(class) },
            None => null_mut(),
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = class_of(layout) {
            // SAFETY: `ptr` came from `alloc` with this layout, hence from this class.
            unsafe { (*self.0.get()).release(ptr, class) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises `new_size`, rounded up to `layout.align()`, fits an isize.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class_of(new) == class_of(layout) {
            return ptr;
        }
        // SAFETY: as for `alloc` and `dealloc`; the two blocks are distinct.
        unsafe {
            let moved = self.alloc(new);
            if !moved.is_null() {
                std::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            moved
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_aligned_distinct_and_reused_after_free() {
        let a = PageAlloc::new();
        let small = Layout::from_size_align(24, 8).unwrap();
        let wide = Layout::from_size_align(100, 64).unwrap();
        let big = Layout::from_size_align(200_000, 8).unwrap();
        unsafe {
            let p: Vec<*mut u8> = (0..5000).map(|_| a.alloc(small)).collect();
            assert!(p
                .iter()
                .all(|q| !q.is_null() && (*q as usize).is_multiple_of(32)));
            let mut sorted: Vec<usize> = p.iter().map(|q| *q as usize).collect();
            sorted.sort_unstable();
            assert!(
                sorted.windows(2).all(|w| w[1] - w[0] >= 32),
                "blocks overlap"
            );
            // Write every block whole, then check none was overwritten by another.
            for (i, q) in p.iter().enumerate() {
                std::ptr::write_bytes(*q, (i % 251) as u8, 24);
            }
            for (i, q) in p.iter().enumerate() {
                assert_eq!(*q.add(23), (i % 251) as u8);
            }
            let w = a.alloc(wide);
            assert!((w as usize).is_multiple_of(128));
            let b = a.alloc(big);
            assert!((b as usize).is_multiple_of(PAGE));
            std::ptr::write_bytes(b, 7, 200_000);
            // A freed block is the next one handed out for its size.
            a.dealloc(p[17], small);
            assert_eq!(a.alloc(small), p[17]);
            a.dealloc(b, big);
            assert_eq!(a.alloc(big), b);
        }
    }

    #[test]
    fn realloc_keeps_the_bytes_and_stays_in_place_within_a_size() {
        let a = PageAlloc::new();
        let l = Layout::from_size_align(20, 4).unwrap();
        unsafe {
            let p = a.alloc(l);
            for i in 0..20 {
                *p.add(i) = i as u8;
            }
            assert_eq!(
                a.realloc(p, l, 30),
                p,
                "20 and 30 bytes share the 32-byte size"
            );
            let q = a.realloc(p, Layout::from_size_align(30, 4).unwrap(), 5000);
            assert_ne!(q, p);
            assert!((0..20).all(|i| *q.add(i) == i as u8));
            let q2 = a.realloc(q, Layout::from_size_align(5000, 4).unwrap(), 3);
            assert!((0..3).all(|i| *q2.add(i) == i as u8));
        }
    }

    #[test]
    fn sizes_past_the_largest_class_or_a_page_of_alignment_are_refused() {
        assert_eq!(class_of(Layout::from_size_align(1, 1).unwrap()), Some(3));
        assert_eq!(class_of(Layout::from_size_align(9, 1).unwrap()), Some(4));
        assert_eq!(class_of(Layout::from_size_align(8, 256).unwrap()), Some(8));
        assert_eq!(
            class_of(Layout::from_size_align(8, PAGE * 2).unwrap()),
            None
        );
        assert_eq!(
            class_of(Layout::from_size_align((1 << 31) + 1, 1).unwrap()),
            None
        );
    }
}
