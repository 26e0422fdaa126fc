/* The print functions that vector.print lowers to (upstream's
 * CRunnerUtils), written again here so that a program linked with this file
 * does not load libMLIR/libLLVM: valgrind then starts in a fraction of a
 * second instead of several.  Same output format as upstream. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

void printF32(float f) {
  if (isnan(f) && signbit(f)) fputs("-nan", stdout); else printf("%g", f);
}
void printF64(double d) {
  if (isnan(d) && signbit(d)) fputs("-nan", stdout); else printf("%lg", d);
}
void printI64(int64_t i) { printf("%" PRId64, i); }
void printU64(uint64_t u) { printf("%" PRIu64, u); }
void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }
