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
  %t14 = icmp ult i64 %start, %p2.len
  %t15 = icmp ult i64 %t6, %p2.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  %t18 = icmp ult i64 %start, %p3.len
  %t19 = icmp ult i64 %t6, %p3.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  br i1 %t21, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it4.1
  br label %it.head6
it.head6:
  %t22 = load i64, i64* %it4.1
  %t23 = icmp slt i64 %t22, %end
  br i1 %t23, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t22, i64* %v4
  %t24 = load i64, i64* %v4
  %t25 = getelementptr inbounds i32, i32* %p0, i64 %t24
  %t26 = load i32, i32* %t25
  store i32 %t26, i32* %v5
  %t27 = load i64, i64* %v4
  %t28 = getelementptr inbounds i32, i32* %p1, i64 %t27
  %t29 = load i32, i32* %t28
  store i32 %t29, i32* %v6
  %t30 = load i64, i64* %v4
  %t31 = load i32, i32* %v5
  %t32 = and i32 3, 31
  %t33 = shl i32 %t31, %t32
  %t34 = load i32, i32* %v5
  %t35 = and i32 2, 31
  %t36 = ashr i32 %t34, %t35
  %t37 = xor i32 %t33, %t36
  %t38 = load i32, i32* %v5
  %t39 = xor i32 %t38, -1
  %t40 = xor i32 %t37, %t39
  %t41 = load i32, i32* %v6
  %t42 = call i32 @llvm.ctlz.i32(i32 %t41, i1 false)
  %t43 = xor i32 %t40, %t42
  %t44 = load i32, i32* %v5
  %t45 = mul i32 %t44, -1640531535
  %t46 = xor i32 %t43, %t45
  %t47 = getelementptr inbounds i32, i32* %p2, i64 %t30
  store i32 %t46, i32* %t47
  %t48 = load i64, i64* %v4
  %t49 = load i32, i32* %v6
  %t50 = and i32 5, 31
  %t51 = lshr i32 %t49, %t50
  %t52 = load i32, i32* %v5
  %t53 = and i32 %t52, 65280
  %t54 = or i32 %t51, %t53
  %t55 = load i32, i32* %v6
  %t56 = load i32, i32* %v5
  %t57 = and i32 %t56, 31
  %t58 = and i32 %t57, 31
  %t59 = shl i32 %t55, %t58
  %t60 = or i32 %t54, %t59
  %t61 = getelementptr inbounds i32, i32* %p3, i64 %t48
  store i32 %t60, i32* %t61
  br label %it.latch8
it.latch8:
  %t62 = load i64, i64* %it4.1
  %t63 = add i64 %t62, 1
  store i64 %t63, i64* %it4.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it4.1
  br label %it.head9
it.head9:
  %t64 = load i64, i64* %it4.1
  %t65 = icmp slt i64 %t64, %end
  br i1 %t65, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t64, i64* %v4
  %t66 = load i64, i64* %v4
  %t67 = icmp ult i64 %t66, %p0.len
  br i1 %t67, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t66)
  br label %abort
inb12:
  %t68 = getelementptr inbounds i32, i32* %p0, i64 %t66
  %t69 = load i32, i32* %t68
  store i32 %t69, i32* %v5
  %t70 = load i64, i64* %v4
  %t71 = icmp ult i64 %t70, %p1.len
  br i1 %t71, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t70)
  br label %abort
inb14:
  %t72 = getelementptr inbounds i32, i32* %p1, i64 %t70
  %t73 = load i32, i32* %t72
  store i32 %t73, i32* %v6
  %t74 = load i64, i64* %v4
  %t75 = load i32, i32* %v5
  %t76 = and i32 3, 31
  %t77 = shl i32 %t75, %t76
  %t78 = load i32, i32* %v5
  %t79 = and i32 2, 31
  %t80 = ashr i32 %t78, %t79
  %t81 = xor i32 %t77, %t80
  %t82 = load i32, i32* %v5
  %t83 = xor i32 %t82, -1
  %t84 = xor i32 %t81, %t83
  %t85 = load i32, i32* %v6
  %t86 = call i32 @llvm.ctlz.i32(i32 %t85, i1 false)
  %t87 = xor i32 %t84, %t86
  %t88 = load i32, i32* %v5
  %t89 = mul i32 %t88, -1640531535
  %t90 = xor i32 %t87, %t89
  %t91 = icmp ult i64 %t74, %p2.len
  br i1 %t91, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 3, i64 %t74)
  br label %abort
inb16:
  %t92 = getelementptr inbounds i32, i32* %p2, i64 %t74
  store i32 %t90, i32* %t92
  %t93 = load i64, i64* %v4
  %t94 = load i32, i32* %v6
  %t95 = and i32 5, 31
  %t96 = lshr i32 %t94, %t95
  %t97 = load i32, i32* %v5
  %t98 = and i32 %t97, 65280
  %t99 = or i32 %t96, %t98
  %t100 = load i32, i32* %v6
  %t101 = load i32, i32* %v5
  %t102 = and i32 %t101, 31
  %t103 = and i32 %t102, 31
  %t104 = shl i32 %t100, %t103
  %t105 = or i32 %t99, %t104
  %t106 = icmp ult i64 %t93, %p3.len
  br i1 %t106, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 4, i64 %t93)
  br label %abort
inb18:
  %t107 = getelementptr inbounds i32, i32* %p3, i64 %t93
  store i32 %t105, i32* %t107
  br label %it.latch11
it.latch11:
  %t108 = load i64, i64* %it4.1
  %t109 = add i64 %t108, 1
  store i64 %t109, i64* %it4.1
  br label %it.head9, !llvm.loop !3
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
