; Tack kernel 'bitops' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bitops(i32* %p0, i32* %p1, i32* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i32
  %v6 = alloca i32
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk4.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk4.1
  %t1 = icmp slt i64 %t0, %end
  br i1 %t1, label %blk.body2, label %loop.exit0
blk.body2:
  %t2 = add i64 %t0, 4096
  %t3 = icmp slt i64 %t2, %end
  %t4 = select i1 %t3, i64 %t2, i64 %end
  %t5 = sub i64 %t4, %t0
  %t6 = load i64, i64* %budget
  %t7 = sub i64 %t6, %t5
  store i64 %t7, i64* %budget
  %t8 = icmp slt i64 %t7, 0
  br i1 %t8, label %poll4, label %poll.go5
poll4:
  store i64 65536, i64* %budget
  %t9 = call i1 @tack.poll(i64* %status)
  br i1 %t9, label %abort, label %poll.go5
poll.go5:
  %t10 = sub i64 %t4, 1
  %t11 = icmp ult i64 %t0, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %t0, %p1.len
  %t15 = icmp ult i64 %t10, %p1.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  %t18 = icmp ult i64 %t0, %p2.len
  %t19 = icmp ult i64 %t10, %p2.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  %t22 = icmp ult i64 %t0, %p3.len
  %t23 = icmp ult i64 %t10, %p3.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  br i1 %t25, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it4.1
  br label %it.head8
it.head8:
  %t26 = load i64, i64* %it4.1
  %t27 = icmp slt i64 %t26, %t4
  br i1 %t27, label %it.body9, label %blk.next3
it.body9:
  store i64 %t26, i64* %v4
  %t28 = load i64, i64* %v4
  %t29 = getelementptr inbounds i32, i32* %p0, i64 %t28
  %t30 = load i32, i32* %t29
  store i32 %t30, i32* %v5
  %t31 = load i64, i64* %v4
  %t32 = getelementptr inbounds i32, i32* %p1, i64 %t31
  %t33 = load i32, i32* %t32
  store i32 %t33, i32* %v6
  %t34 = load i64, i64* %v4
  %t35 = load i32, i32* %v5
  %t36 = and i32 3, 31
  %t37 = shl i32 %t35, %t36
  %t38 = load i32, i32* %v5
  %t39 = and i32 2, 31
  %t40 = ashr i32 %t38, %t39
  %t41 = xor i32 %t37, %t40
  %t42 = load i32, i32* %v5
  %t43 = xor i32 %t42, -1
  %t44 = xor i32 %t41, %t43
  %t45 = load i32, i32* %v6
  %t46 = call i32 @llvm.ctlz.i32(i32 %t45, i1 false)
  %t47 = xor i32 %t44, %t46
  %t48 = load i32, i32* %v5
  %t49 = mul i32 %t48, -1640531535
  %t50 = xor i32 %t47, %t49
  %t51 = getelementptr inbounds i32, i32* %p2, i64 %t34
  store i32 %t50, i32* %t51
  %t52 = load i64, i64* %v4
  %t53 = load i32, i32* %v6
  %t54 = and i32 5, 31
  %t55 = lshr i32 %t53, %t54
  %t56 = load i32, i32* %v5
  %t57 = and i32 %t56, 65280
  %t58 = or i32 %t55, %t57
  %t59 = load i32, i32* %v6
  %t60 = load i32, i32* %v5
  %t61 = and i32 %t60, 31
  %t62 = and i32 %t61, 31
  %t63 = shl i32 %t59, %t62
  %t64 = or i32 %t58, %t63
  %t65 = getelementptr inbounds i32, i32* %p3, i64 %t52
  store i32 %t64, i32* %t65
  br label %it.latch10
it.latch10:
  %t66 = load i64, i64* %it4.1
  %t67 = add i64 %t66, 1
  store i64 %t67, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head11
it.head11:
  %t68 = load i64, i64* %it4.1
  %t69 = icmp slt i64 %t68, %t4
  br i1 %t69, label %it.body12, label %blk.next3
it.body12:
  store i64 %t68, i64* %v4
  %t70 = load i64, i64* %v4
  %t71 = icmp ult i64 %t70, %p0.len
  br i1 %t71, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t70)
  br label %abort
inb14:
  %t72 = getelementptr inbounds i32, i32* %p0, i64 %t70
  %t73 = load i32, i32* %t72
  store i32 %t73, i32* %v5
  %t74 = load i64, i64* %v4
  %t75 = icmp ult i64 %t74, %p1.len
  br i1 %t75, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t74)
  br label %abort
inb16:
  %t76 = getelementptr inbounds i32, i32* %p1, i64 %t74
  %t77 = load i32, i32* %t76
  store i32 %t77, i32* %v6
  %t78 = load i64, i64* %v4
  %t79 = load i32, i32* %v5
  %t80 = and i32 3, 31
  %t81 = shl i32 %t79, %t80
  %t82 = load i32, i32* %v5
  %t83 = and i32 2, 31
  %t84 = ashr i32 %t82, %t83
  %t85 = xor i32 %t81, %t84
  %t86 = load i32, i32* %v5
  %t87 = xor i32 %t86, -1
  %t88 = xor i32 %t85, %t87
  %t89 = load i32, i32* %v6
  %t90 = call i32 @llvm.ctlz.i32(i32 %t89, i1 false)
  %t91 = xor i32 %t88, %t90
  %t92 = load i32, i32* %v5
  %t93 = mul i32 %t92, -1640531535
  %t94 = xor i32 %t91, %t93
  %t95 = icmp ult i64 %t78, %p2.len
  br i1 %t95, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 3, i64 %t78)
  br label %abort
inb18:
  %t96 = getelementptr inbounds i32, i32* %p2, i64 %t78
  store i32 %t94, i32* %t96
  %t97 = load i64, i64* %v4
  %t98 = load i32, i32* %v6
  %t99 = and i32 5, 31
  %t100 = lshr i32 %t98, %t99
  %t101 = load i32, i32* %v5
  %t102 = and i32 %t101, 65280
  %t103 = or i32 %t100, %t102
  %t104 = load i32, i32* %v6
  %t105 = load i32, i32* %v5
  %t106 = and i32 %t105, 31
  %t107 = and i32 %t106, 31
  %t108 = shl i32 %t104, %t107
  %t109 = or i32 %t103, %t108
  %t110 = icmp ult i64 %t97, %p3.len
  br i1 %t110, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 4, i64 %t97)
  br label %abort
inb20:
  %t111 = getelementptr inbounds i32, i32* %p3, i64 %t97
  store i32 %t109, i32* %t111
  br label %it.latch13
it.latch13:
  %t112 = load i64, i64* %it4.1
  %t113 = add i64 %t112, 1
  store i64 %t113, i64* %it4.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk4.1
  br label %blk.head1
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
