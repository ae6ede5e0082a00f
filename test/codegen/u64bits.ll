; Tack kernel 'u64bits' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_u64bits(i64* %p0, i64* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  %t0 = icmp sge i64 %start, %end
  br i1 %t0, label %loop.exit0, label %chunk1
chunk1:
  %t1 = sub i64 %end, %start
  %t2 = load i64, i64* %budget
  %t3 = sub i64 %t2, %t1
  store i64 %t3, i64* %budget
  %t4 = icmp slt i64 %t3, 0
  br i1 %t4, label %poll2, label %poll.go3
poll2:
  store i64 65536, i64* %budget
  %t5 = call i1 @tack.poll(i64* %status)
  br i1 %t5, label %abort, label %poll.go3
poll.go3:
  %t6 = sub i64 %end, 1
  %t7 = icmp ult i64 %start, %p0.len
  %t8 = icmp ult i64 %t6, %p0.len
  %t9 = and i1 %t7, %t8
  %t10 = icmp ult i64 %start, %p1.len
  %t11 = icmp ult i64 %t6, %p1.len
  %t12 = and i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it2.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it2.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v2
  %t16 = load i64, i64* %v2
  %t17 = getelementptr inbounds i64, i64* %p0, i64 %t16
  %t18 = load i64, i64* %t17
  %t19 = xor i64 %t18, -3750763034362895579
  store i64 %t19, i64* %v3
  %t20 = load i64, i64* %v3
  %t21 = mul i64 %t20, 1099511628211
  store i64 %t21, i64* %v3
  %t22 = load i64, i64* %v3
  %t23 = load i64, i64* %v3
  %t24 = icmp slt i64 29, 0
  %t25 = sub i64 0, 29
  %t26 = select i1 %t24, i64 %t25, i64 29
  %t27 = icmp ugt i64 %t26, 63
  %t28 = select i1 %t27, i64 63, i64 %t26
  %t29 = shl i64 %t23, %t28
  %t30 = lshr i64 %t23, %t28
  %t31 = select i1 %t27, i64 0, i64 %t29
  %t32 = select i1 %t27, i64 0, i64 %t30
  %t33 = select i1 %t24, i64 %t31, i64 %t32
  %t34 = xor i64 %t22, %t33
  store i64 %t34, i64* %v3
  %t35 = load i64, i64* %v2
  %t36 = load i64, i64* %v3
  %t37 = icmp slt i64 7, 0
  %t38 = sub i64 0, 7
  %t39 = select i1 %t37, i64 %t38, i64 7
  %t40 = icmp ugt i64 %t39, 63
  %t41 = select i1 %t40, i64 63, i64 %t39
  %t42 = shl i64 %t36, %t41
  %t43 = lshr i64 %t36, %t41
  %t44 = select i1 %t40, i64 0, i64 %t42
  %t45 = select i1 %t40, i64 0, i64 %t43
  %t46 = select i1 %t37, i64 %t45, i64 %t44
  %t47 = load i64, i64* %v3
  %t48 = icmp slt i64 57, 0
  %t49 = sub i64 0, 57
  %t50 = select i1 %t48, i64 %t49, i64 57
  %t51 = icmp ugt i64 %t50, 63
  %t52 = select i1 %t51, i64 63, i64 %t50
  %t53 = shl i64 %t47, %t52
  %t54 = lshr i64 %t47, %t52
  %t55 = select i1 %t51, i64 0, i64 %t53
  %t56 = select i1 %t51, i64 0, i64 %t54
  %t57 = select i1 %t48, i64 %t55, i64 %t56
  %t58 = or i64 %t46, %t57
  %t59 = getelementptr inbounds i64, i64* %p1, i64 %t35
  store i64 %t58, i64* %t59
  br label %it.latch8
it.latch8:
  %t60 = load i64, i64* %it2.1
  %t61 = add i64 %t60, 1
  store i64 %t61, i64* %it2.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it2.1
  br label %it.head9
it.head9:
  %t62 = load i64, i64* %it2.1
  %t63 = icmp slt i64 %t62, %end
  br i1 %t63, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t62, i64* %v2
  %t64 = load i64, i64* %v2
  %t65 = icmp ult i64 %t64, %p0.len
  br i1 %t65, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t64)
  br label %abort
inb12:
  %t66 = getelementptr inbounds i64, i64* %p0, i64 %t64
  %t67 = load i64, i64* %t66
  %t68 = xor i64 %t67, -3750763034362895579
  store i64 %t68, i64* %v3
  %t69 = load i64, i64* %v3
  %t70 = mul i64 %t69, 1099511628211
  store i64 %t70, i64* %v3
  %t71 = load i64, i64* %v3
  %t72 = load i64, i64* %v3
  %t73 = icmp slt i64 29, 0
  %t74 = sub i64 0, 29
  %t75 = select i1 %t73, i64 %t74, i64 29
  %t76 = icmp ugt i64 %t75, 63
  %t77 = select i1 %t76, i64 63, i64 %t75
  %t78 = shl i64 %t72, %t77
  %t79 = lshr i64 %t72, %t77
  %t80 = select i1 %t76, i64 0, i64 %t78
  %t81 = select i1 %t76, i64 0, i64 %t79
  %t82 = select i1 %t73, i64 %t80, i64 %t81
  %t83 = xor i64 %t71, %t82
  store i64 %t83, i64* %v3
  %t84 = load i64, i64* %v2
  %t85 = load i64, i64* %v3
  %t86 = icmp slt i64 7, 0
  %t87 = sub i64 0, 7
  %t88 = select i1 %t86, i64 %t87, i64 7
  %t89 = icmp ugt i64 %t88, 63
  %t90 = select i1 %t89, i64 63, i64 %t88
  %t91 = shl i64 %t85, %t90
  %t92 = lshr i64 %t85, %t90
  %t93 = select i1 %t89, i64 0, i64 %t91
  %t94 = select i1 %t89, i64 0, i64 %t92
  %t95 = select i1 %t86, i64 %t94, i64 %t93
  %t96 = load i64, i64* %v3
  %t97 = icmp slt i64 57, 0
  %t98 = sub i64 0, 57
  %t99 = select i1 %t97, i64 %t98, i64 57
  %t100 = icmp ugt i64 %t99, 63
  %t101 = select i1 %t100, i64 63, i64 %t99
  %t102 = shl i64 %t96, %t101
  %t103 = lshr i64 %t96, %t101
  %t104 = select i1 %t100, i64 0, i64 %t102
  %t105 = select i1 %t100, i64 0, i64 %t103
  %t106 = select i1 %t97, i64 %t104, i64 %t105
  %t107 = or i64 %t95, %t106
  %t108 = icmp ult i64 %t84, %p1.len
  br i1 %t108, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t84)
  br label %abort
inb14:
  %t109 = getelementptr inbounds i64, i64* %p1, i64 %t84
  store i64 %t107, i64* %t109
  br label %it.latch11
it.latch11:
  %t110 = load i64, i64* %it2.1
  %t111 = add i64 %t110, 1
  store i64 %t111, i64* %it2.1
  br label %it.head9, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_u64bits(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i64*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i64*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %st.p = getelementptr i64, i64* %slots, i64 4
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_u64bits(i64* %s0.a, i64* %s1.a, i64 %h2, i64 %h3, i64* %st.a, i64 %start, i64 %end)
  ret void
}

declare i32 @clock_gettime(i32, { i64, i64 }*)
define internal i1 @tack.poll(i64* %status) #2 {
entry:
  %ts = alloca { i64, i64 }
  %s = load atomic i64, i64* %status monotonic, align 8
  %bad = icmp ne i64 %s, 0
  br i1 %bad, label %stop, label %clock
clock:
  %dp = getelementptr i64, i64* %status, i64 2
  %deadline = load atomic i64, i64* %dp monotonic, align 8
  %none = icmp eq i64 %deadline, 0
  br i1 %none, label %go, label %now
now:
  %rc = call i32 @clock_gettime(i32 1, { i64, i64 }* %ts)
  %secp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 0
  %sec = load i64, i64* %secp
  %nsp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 1
  %nsec = load i64, i64* %nsp
  %secns = mul i64 %sec, 1000000000
  %t = add i64 %secns, %nsec
  %late = icmp sge i64 %t, %deadline
  br i1 %late, label %timeout, label %go
timeout:
  %r = cmpxchg i64* %status, i64 0, i64 -1 seq_cst seq_cst
  br label %stop
stop:
  ret i1 true
go:
  ret i1 false
}
define internal void @tack.oob(i64* %status, i64 %site, i64 %index) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
  br label %done
done:
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.unroll.disable"}
