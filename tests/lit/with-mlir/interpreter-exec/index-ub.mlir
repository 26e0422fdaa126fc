// Every index op, and ub.poison used where its value does not matter: `--run`
// must print what mlir-runner-22 prints (tests/unit/test_interpreter_vs_runner.py).
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%v: index) {
  %i = index.casts %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[-7, 3, 65, -1]> : tensor<4xindex>
  %a = tensor.extract %t[%c0] : tensor<4xindex>
  %b = index.constant 3
  %s = index.constant 65
  %m1 = index.constant -1
  %r0 = index.add %a, %b
  %r1 = index.sub %a, %b
  %r2 = index.mul %a, %m1
  %r3 = index.divs %a, %b
  %r4 = index.divu %a, %b
  %r5 = index.ceildivs %a, %b
  %r6 = index.ceildivu %a, %b
  %r7 = index.floordivs %a, %b
  %r8 = index.rems %a, %b
  %r9 = index.remu %a, %b
  %r10 = index.maxs %a, %b
  %r11 = index.maxu %a, %b
  %r12 = index.mins %a, %b
  %r13 = index.minu %a, %b
  %r14 = index.shl %a, %b
  %r15 = index.shrs %a, %b
  %r16 = index.shru %a, %b
  %r17 = index.and %a, %b
  %r18 = index.or %a, %b
  %r19 = index.xor %a, %b
  %r20 = index.sizeof
  %ceq = index.cmp ult(%a, %b)
  %cne = index.cmp sle(%a, %b)
  %t1 = index.bool.constant true
  %x = arith.xori %ceq, %t1 : i1
  %r21 = index.castu %ceq : i1 to index
  %r22 = index.castu %cne : i1 to index
  %r23 = index.castu %x : i1 to index
  %i8 = arith.constant -2 : i8
  %r24 = index.castu %i8 : i8 to index
  %r25 = index.casts %i8 : i8 to index
  %big = index.constant 4294967297
  %tr = index.casts %big : index to i32
  %r26 = index.casts %tr : i32 to index
  call @show(%r0) : (index) -> ()
  call @show(%r1) : (index) -> ()
  call @show(%r2) : (index) -> ()
  call @show(%r3) : (index) -> ()
  call @show(%r4) : (index) -> ()
  call @show(%r5) : (index) -> ()
  call @show(%r6) : (index) -> ()
  call @show(%r7) : (index) -> ()
  call @show(%r8) : (index) -> ()
  call @show(%r9) : (index) -> ()
  call @show(%r10) : (index) -> ()
  call @show(%r11) : (index) -> ()
  call @show(%r12) : (index) -> ()
  call @show(%r13) : (index) -> ()
  call @show(%r14) : (index) -> ()
  call @show(%r15) : (index) -> ()
  call @show(%r16) : (index) -> ()
  call @show(%r17) : (index) -> ()
  call @show(%r18) : (index) -> ()
  call @show(%r19) : (index) -> ()
  call @show(%r20) : (index) -> ()
  call @show(%r21) : (index) -> ()
  call @show(%r22) : (index) -> ()
  call @show(%r23) : (index) -> ()
  call @show(%r24) : (index) -> ()
  call @show(%r25) : (index) -> ()
  call @show(%r26) : (index) -> ()
  return
}

// -----

// ub.poison as the padding of a transfer_read that stays in bounds (the
// vectorizer's pattern): the padding value is never read.
func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %pad = ub.poison : f32
  %v = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  vector.print %w : vector<4xf32>
  %p = ub.poison : i32
  %z = arith.constant 0 : i32
  %m = arith.muli %p, %z : i32
  %e = arith.extsi %m : i32 to i64
  vector.print %e : i64
  return
}
