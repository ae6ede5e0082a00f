; Tack kernel 'bitops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bitops(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i32
  %v6 = alloca i32
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
  %t16 = icmp ult i64 %start, %p2.len
  %t17 = icmp ult i64 %t8, %p2.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t15, %t18
  %t20 = icmp ult i64 %start, %p3.len
  %t21 = icmp ult i64 %t8, %p3.len
  %t22 = and i1 %t20, %t21
  %t23 = and i1 %t19, %t22
  br i1 %t23, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it4.1
  br label %it.head7
it.head7:
  %t24 = load i64, i64* %it4.1
  %t25 = icmp slt i64 %t24, %end
  br i1 %t25, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t24, i64* %v4
  %t26 = load i64, i64* %v4
  %t27 = getelementptr inbounds i32, i32* %p0, i64 %t26
  %t28 = load i32, i32* %t27
  store i32 %t28, i32* %v5
  %t29 = load i64, i64* %v4
  %t30 = getelementptr inbounds i32, i32* %p1, i64 %t29
  %t31 = load i32, i32* %t30
  store i32 %t31, i32* %v6
  %t32 = load i64, i64* %v4
  %t33 = load i32, i32* %v5
  %t34 = and i32 3, 31
  %t35 = shl i32 %t33, %t34
  %t36 = load i32, i32* %v5
  %t37 = and i32 2, 31
  %t38 = ashr i32 %t36, %t37
  %t39 = xor i32 %t35, %t38
  %t40 = load i32, i32* %v5
  %t41 = xor i32 %t40, -1
  %t42 = xor i32 %t39, %t41
  %t43 = load i32, i32* %v6
  %t44 = call i32 @llvm.ctlz.i32(i32 %t43, i1 false)
  %t45 = xor i32 %t42, %t44
  %t46 = load i32, i32* %v5
  %t47 = mul i32 %t46, -1640531535
  %t48 = xor i32 %t45, %t47
  %t49 = getelementptr inbounds i32, i32* %p2, i64 %t32
  store i32 %t48, i32* %t49
  %t50 = load i64, i64* %v4
  %t51 = load i32, i32* %v6
  %t52 = and i32 5, 31
  %t53 = lshr i32 %t51, %t52
  %t54 = load i32, i32* %v5
  %t55 = and i32 %t54, 65280
  %t56 = or i32 %t53, %t55
  %t57 = load i32, i32* %v6
  %t58 = load i32, i32* %v5
  %t59 = and i32 %t58, 31
  %t60 = and i32 %t59, 31
  %t61 = shl i32 %t57, %t60
  %t62 = or i32 %t56, %t61
  %t63 = getelementptr inbounds i32, i32* %p3, i64 %t50
  store i32 %t62, i32* %t63
  br label %it.latch9
it.latch9:
  %t64 = load i64, i64* %it4.1
  %t65 = add i64 %t64, 1
  store i64 %t65, i64* %it4.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it4.1
  br label %it.head10
it.head10:
  %t66 = load i64, i64* %it4.1
  %t67 = icmp slt i64 %t66, %end
  br i1 %t67, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t66, i64* %v4
  %t68 = load i64, i64* %v4
  %t69 = icmp ult i64 %t68, %p0.len
  br i1 %t69, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t68, i64 %p0.len)
  br label %abort
inb13:
  %t70 = getelementptr inbounds i32, i32* %p0, i64 %t68
  %t71 = load i32, i32* %t70
  store i32 %t71, i32* %v5
  %t72 = load i64, i64* %v4
  %t73 = icmp ult i64 %t72, %p1.len
  br i1 %t73, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t72, i64 %p1.len)
  br label %abort
inb15:
  %t74 = getelementptr inbounds i32, i32* %p1, i64 %t72
  %t75 = load i32, i32* %t74
  store i32 %t75, i32* %v6
  %t76 = load i64, i64* %v4
  %t77 = load i32, i32* %v5
  %t78 = and i32 3, 31
  %t79 = shl i32 %t77, %t78
  %t80 = load i32, i32* %v5
  %t81 = and i32 2, 31
  %t82 = ashr i32 %t80, %t81
  %t83 = xor i32 %t79, %t82
  %t84 = load i32, i32* %v5
  %t85 = xor i32 %t84, -1
  %t86 = xor i32 %t83, %t85
  %t87 = load i32, i32* %v6
  %t88 = call i32 @llvm.ctlz.i32(i32 %t87, i1 false)
  %t89 = xor i32 %t86, %t88
  %t90 = load i32, i32* %v5
  %t91 = mul i32 %t90, -1640531535
  %t92 = xor i32 %t89, %t91
  %t93 = icmp ult i64 %t76, %p2.len
  br i1 %t93, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 3, i64 %t76, i64 %p2.len)
  br label %abort
inb17:
  %t94 = getelementptr inbounds i32, i32* %p2, i64 %t76
  store i32 %t92, i32* %t94
  %t95 = load i64, i64* %v4
  %t96 = load i32, i32* %v6
  %t97 = and i32 5, 31
  %t98 = lshr i32 %t96, %t97
  %t99 = load i32, i32* %v5
  %t100 = and i32 %t99, 65280
  %t101 = or i32 %t98, %t100
  %t102 = load i32, i32* %v6
  %t103 = load i32, i32* %v5
  %t104 = and i32 %t103, 31
  %t105 = and i32 %t104, 31
  %t106 = shl i32 %t102, %t105
  %t107 = or i32 %t101, %t106
  %t108 = icmp ult i64 %t95, %p3.len
  br i1 %t108, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 4, i64 %t95, i64 %p3.len)
  br label %abort
inb19:
  %t109 = getelementptr inbounds i32, i32* %p3, i64 %t95
  store i32 %t107, i32* %t109
  br label %it.latch12
it.latch12:
  %t110 = load i64, i64* %it4.1
  %t111 = add i64 %t110, 1
  store i64 %t111, i64* %it4.1
  br label %it.head10, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_bitops(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i32*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i32*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i32*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i32*
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %st.p = getelementptr i64, i64* %slots, i64 8
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_bitops(i32* %s0.a, i32* %s1.a, i32* %s2.a, i32* %s3.a, i64 %h4, i64 %h5, i64 %h6, i64 %h7, i64* %st.a, i64 %start, i64 %end)
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
declare i32 @llvm.ctlz.i32(i32, i1)
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
