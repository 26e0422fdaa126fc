/* Allocation checker for mlir-runner programs lowered with
 * finalize-memref-to-llvm{use-generic-functions}: every memref.alloc /
 * memref.dealloc goes through these functions.  Reports (on stderr, prefix
 * MEMCHECK) frees of pointers that are not live allocations (double or
 * invalid free) and, at exit, allocations never freed (leaks).  Freed
 * memory is poisoned with 0xFF bytes (NaN for floats) and kept, so a use
 * after free shows up as changed printed numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXA 65536
static void *ptrs[MAXA];
static size_t sizes[MAXA];
static int live[MAXA];
static int n;
static int errors;

static void *track(void *p, size_t size) {
  if (n < MAXA) { ptrs[n] = p; sizes[n] = size; live[n] = 1; n++; }
  return p;
}
void *_mlir_memref_to_llvm_alloc(size_t size) { return track(malloc(size ? size : 1), size); }
void *_mlir_memref_to_llvm_aligned_alloc(size_t align, size_t size) {
  size_t s = (size + align - 1) / align * align;
  return track(aligned_alloc(align, s ? s : align), size);
}
void _mlir_memref_to_llvm_free(void *p) {
  for (int i = n - 1; i >= 0; --i)
    if (ptrs[i] == p) {
      if (!live[i]) { fprintf(stderr, "MEMCHECK: double free of %p\n", p); errors++; return; }
      live[i] = 0;
      memset(p, 0xFF, sizes[i]);
      return;
    }
  fprintf(stderr, "MEMCHECK: invalid free of %p\n", p);
  errors++;
}
__attribute__((destructor)) static void report(void) {
  int leaks = 0;
  for (int i = 0; i < n; ++i) leaks += live[i];
  fprintf(stderr, "MEMCHECK: %d allocations, %d leaked, %d bad frees\n", n, leaks, errors);
}
