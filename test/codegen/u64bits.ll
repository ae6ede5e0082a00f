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
  %t1 = load atomic i64, i64* %status monotonic, align 8
  %t2 = icmp ne i64 %t1, 0
  br i1 %t2, label %abort, label %chunk.go2, !prof !6
chunk.go2:
  %t3 = sub i64 %end, %start
  %t4 = load i64, i64* %budget
  %t5 = sub i64 %t4, %t3
  store i64 %t5, i64* %budget
  %t6 = icmp slt i64 %t5, 0
  br i1 %t6, label %poll3, label %poll.go4
poll3:
  store i64 65536, i64* %budget
  %t7 = call i1 @tack.poll(i64* %status)
  br i1 %t7, label %abort, label %poll.go4
poll.go4:
  %t8 = sub i64 %end, 1
  %t9 = icmp ult i64 %start, %p0.len
  %t10 = icmp ult i64 %t8, %p0.len
  %t11 = and i1 %t9, %t10
  %t12 = icmp ult i64 %start, %p1.len
  %t13 = icmp ult i64 %t8, %p1.len
  %t14 = and i1 %t12, %t13
  %t15 = and i1 %t11, %t14
  br i1 %t15, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it2.1
  br label %it.head7
it.head7:
  %t16 = load i64, i64* %it2.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t16, i64* %v2
  %t18 = load i64, i64* %v2
  %t19 = getelementptr inbounds i64, i64* %p0, i64 %t18
  %t20 = load i64, i64* %t19
  %t21 = xor i64 %t20, -3750763034362895579
  store i64 %t21, i64* %v3
  %t22 = load i64, i64* %v3
  %t23 = mul i64 %t22, 1099511628211
  store i64 %t23, i64* %v3
  %t24 = load i64, i64* %v3
  %t25 = load i64, i64* %v3
  %t26 = icmp slt i64 29, 0
  %t27 = sub i64 0, 29
  %t28 = select i1 %t26, i64 %t27, i64 29
  %t29 = icmp ugt i64 %t28, 63
  %t30 = select i1 %t29, i64 63, i64 %t28
  %t31 = shl i64 %t25, %t30
  %t32 = lshr i64 %t25, %t30
  %t33 = select i1 %t29, i64 0, i64 %t31
  %t34 = select i1 %t29, i64 0, i64 %t32
  %t35 = select i1 %t26, i64 %t33, i64 %t34
  %t36 = xor i64 %t24, %t35
  store i64 %t36, i64* %v3
  %t37 = load i64, i64* %v2
  %t38 = load i64, i64* %v3
  %t39 = icmp slt i64 7, 0
  %t40 = sub i64 0, 7
  %t41 = select i1 %t39, i64 %t40, i64 7
  %t42 = icmp ugt i64 %t41, 63
  %t43 = select i1 %t42, i64 63, i64 %t41
  %t44 = shl i64 %t38, %t43
  %t45 = lshr i64 %t38, %t43
  %t46 = select i1 %t42, i64 0, i64 %t44
  %t47 = select i1 %t42, i64 0, i64 %t45
  %t48 = select i1 %t39, i64 %t47, i64 %t46
  %t49 = load i64, i64* %v3
  %t50 = icmp slt i64 57, 0
  %t51 = sub i64 0, 57
  %t52 = select i1 %t50, i64 %t51, i64 57
  %t53 = icmp ugt i64 %t52, 63
  %t54 = select i1 %t53, i64 63, i64 %t52
  %t55 = shl i64 %t49, %t54
  %t56 = lshr i64 %t49, %t54
  %t57 = select i1 %t53, i64 0, i64 %t55
  %t58 = select i1 %t53, i64 0, i64 %t56
  %t59 = select i1 %t50, i64 %t57, i64 %t58
  %t60 = or i64 %t48, %t59
  %t61 = getelementptr inbounds i64, i64* %p1, i64 %t37
  store i64 %t60, i64* %t61
  br label %it.latch9
it.latch9:
  %t62 = load i64, i64* %it2.1
  %t63 = add i64 %t62, 1
  store i64 %t63, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head10
it.head10:
  %t64 = load i64, i64* %it2.1
  %t65 = icmp slt i64 %t64, %end
  br i1 %t65, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t64, i64* %v2
  %t66 = load i64, i64* %v2
  %t67 = icmp ult i64 %t66, %p0.len
  br i1 %t67, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t66, i64 %p0.len)
  br label %abort
inb13:
  %t68 = getelementptr inbounds i64, i64* %p0, i64 %t66
  %t69 = load i64, i64* %t68
  %t70 = xor i64 %t69, -3750763034362895579
  store i64 %t70, i64* %v3
  %t71 = load i64, i64* %v3
  %t72 = mul i64 %t71, 1099511628211
  store i64 %t72, i64* %v3
  %t73 = load i64, i64* %v3
  %t74 = load i64, i64* %v3
  %t75 = icmp slt i64 29, 0
  %t76 = sub i64 0, 29
  %t77 = select i1 %t75, i64 %t76, i64 29
  %t78 = icmp ugt i64 %t77, 63
  %t79 = select i1 %t78, i64 63, i64 %t77
  %t80 = shl i64 %t74, %t79
  %t81 = lshr i64 %t74, %t79
  %t82 = select i1 %t78, i64 0, i64 %t80
  %t83 = select i1 %t78, i64 0, i64 %t81
  %t84 = select i1 %t75, i64 %t82, i64 %t83
  %t85 = xor i64 %t73, %t84
  store i64 %t85, i64* %v3
  %t86 = load i64, i64* %v2
  %t87 = load i64, i64* %v3
  %t88 = icmp slt i64 7, 0
  %t89 = sub i64 0, 7
  %t90 = select i1 %t88, i64 %t89, i64 7
  %t91 = icmp ugt i64 %t90, 63
  %t92 = select i1 %t91, i64 63, i64 %t90
  %t93 = shl i64 %t87, %t92
  %t94 = lshr i64 %t87, %t92
  %t95 = select i1 %t91, i64 0, i64 %t93
  %t96 = select i1 %t91, i64 0, i64 %t94
  %t97 = select i1 %t88, i64 %t96, i64 %t95
  %t98 = load i64, i64* %v3
  %t99 = icmp slt i64 57, 0
  %t100 = sub i64 0, 57
  %t101 = select i1 %t99, i64 %t100, i64 57
  %t102 = icmp ugt i64 %t101, 63
  %t103 = select i1 %t102, i64 63, i64 %t101
  %t104 = shl i64 %t98, %t103
  %t105 = lshr i64 %t98, %t103
  %t106 = select i1 %t102, i64 0, i64 %t104
  %t107 = select i1 %t102, i64 0, i64 %t105
  %t108 = select i1 %t99, i64 %t106, i64 %t107
  %t109 = or i64 %t97, %t108
  %t110 = icmp ult i64 %t86, %p1.len
  br i1 %t110, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t86, i64 %p1.len)
  br label %abort
inb15:
  %t111 = getelementptr inbounds i64, i64* %p1, i64 %t86
  store i64 %t109, i64* %t111
  br label %it.latch12
it.latch12:
  %t112 = load i64, i64* %it2.1
  %t113 = add i64 %t112, 1
  store i64 %t113, i64* %it2.1
  br label %it.head10, !llvm.loop !3
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
define internal void @tack.oob(i64* %status, i64 %site, i64 %index, i64 %length) #2 {
entry:
  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst
  %first = extractvalue { i64, i1 } %r, 1
  br i1 %first, label %record, label %done
record:
  %p = getelementptr i64, i64* %status, i64 1
  store i64 %index, i64* %p
  %q = getelementptr i64, i64* %status, i64 3
  store i64 %length, i64* %q
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
!6 = !{!"branch_weights", i32 1, i32 1048576}
