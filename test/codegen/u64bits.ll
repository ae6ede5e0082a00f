; Tack kernel 'u64bits' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_u64bits(i64* %p0, i64* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk2.1 = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk2.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk2.1
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
  br i1 %t17, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it2.1
  br label %it.head8
it.head8:
  %t18 = load i64, i64* %it2.1
  %t19 = icmp slt i64 %t18, %t4
  br i1 %t19, label %it.body9, label %blk.next3
it.body9:
  store i64 %t18, i64* %v2
  %t20 = load i64, i64* %v2
  %t21 = getelementptr inbounds i64, i64* %p0, i64 %t20
  %t22 = load i64, i64* %t21
  %t23 = xor i64 %t22, -3750763034362895579
  store i64 %t23, i64* %v3
  %t24 = load i64, i64* %v3
  %t25 = mul i64 %t24, 1099511628211
  store i64 %t25, i64* %v3
  %t26 = load i64, i64* %v3
  %t27 = load i64, i64* %v3
  %t28 = icmp slt i64 29, 0
  %t29 = sub i64 0, 29
  %t30 = select i1 %t28, i64 %t29, i64 29
  %t31 = icmp ugt i64 %t30, 63
  %t32 = select i1 %t31, i64 63, i64 %t30
  %t33 = shl i64 %t27, %t32
  %t34 = lshr i64 %t27, %t32
  %t35 = select i1 %t31, i64 0, i64 %t33
  %t36 = select i1 %t31, i64 0, i64 %t34
  %t37 = select i1 %t28, i64 %t35, i64 %t36
  %t38 = xor i64 %t26, %t37
  store i64 %t38, i64* %v3
  %t39 = load i64, i64* %v2
  %t40 = load i64, i64* %v3
  %t41 = icmp slt i64 7, 0
  %t42 = sub i64 0, 7
  %t43 = select i1 %t41, i64 %t42, i64 7
  %t44 = icmp ugt i64 %t43, 63
  %t45 = select i1 %t44, i64 63, i64 %t43
  %t46 = shl i64 %t40, %t45
  %t47 = lshr i64 %t40, %t45
  %t48 = select i1 %t44, i64 0, i64 %t46
  %t49 = select i1 %t44, i64 0, i64 %t47
  %t50 = select i1 %t41, i64 %t49, i64 %t48
  %t51 = load i64, i64* %v3
  %t52 = icmp slt i64 57, 0
  %t53 = sub i64 0, 57
  %t54 = select i1 %t52, i64 %t53, i64 57
  %t55 = icmp ugt i64 %t54, 63
  %t56 = select i1 %t55, i64 63, i64 %t54
  %t57 = shl i64 %t51, %t56
  %t58 = lshr i64 %t51, %t56
  %t59 = select i1 %t55, i64 0, i64 %t57
  %t60 = select i1 %t55, i64 0, i64 %t58
  %t61 = select i1 %t52, i64 %t59, i64 %t60
  %t62 = or i64 %t50, %t61
  %t63 = getelementptr inbounds i64, i64* %p1, i64 %t39
  store i64 %t62, i64* %t63
  br label %it.latch10
it.latch10:
  %t64 = load i64, i64* %it2.1
  %t65 = add i64 %t64, 1
  store i64 %t65, i64* %it2.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it2.1
  br label %it.head11
it.head11:
  %t66 = load i64, i64* %it2.1
  %t67 = icmp slt i64 %t66, %t4
  br i1 %t67, label %it.body12, label %blk.next3
it.body12:
  store i64 %t66, i64* %v2
  %t68 = load i64, i64* %v2
  %t69 = icmp ult i64 %t68, %p0.len
  br i1 %t69, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t68)
  br label %abort
inb14:
  %t70 = getelementptr inbounds i64, i64* %p0, i64 %t68
  %t71 = load i64, i64* %t70
  %t72 = xor i64 %t71, -3750763034362895579
  store i64 %t72, i64* %v3
  %t73 = load i64, i64* %v3
  %t74 = mul i64 %t73, 1099511628211
  store i64 %t74, i64* %v3
  %t75 = load i64, i64* %v3
  %t76 = load i64, i64* %v3
  %t77 = icmp slt i64 29, 0
  %t78 = sub i64 0, 29
  %t79 = select i1 %t77, i64 %t78, i64 29
  %t80 = icmp ugt i64 %t79, 63
  %t81 = select i1 %t80, i64 63, i64 %t79
  %t82 = shl i64 %t76, %t81
  %t83 = lshr i64 %t76, %t81
  %t84 = select i1 %t80, i64 0, i64 %t82
  %t85 = select i1 %t80, i64 0, i64 %t83
  %t86 = select i1 %t77, i64 %t84, i64 %t85
  %t87 = xor i64 %t75, %t86
  store i64 %t87, i64* %v3
  %t88 = load i64, i64* %v2
  %t89 = load i64, i64* %v3
  %t90 = icmp slt i64 7, 0
  %t91 = sub i64 0, 7
  %t92 = select i1 %t90, i64 %t91, i64 7
  %t93 = icmp ugt i64 %t92, 63
  %t94 = select i1 %t93, i64 63, i64 %t92
  %t95 = shl i64 %t89, %t94
  %t96 = lshr i64 %t89, %t94
  %t97 = select i1 %t93, i64 0, i64 %t95
  %t98 = select i1 %t93, i64 0, i64 %t96
  %t99 = select i1 %t90, i64 %t98, i64 %t97
  %t100 = load i64, i64* %v3
  %t101 = icmp slt i64 57, 0
  %t102 = sub i64 0, 57
  %t103 = select i1 %t101, i64 %t102, i64 57
  %t104 = icmp ugt i64 %t103, 63
  %t105 = select i1 %t104, i64 63, i64 %t103
  %t106 = shl i64 %t100, %t105
  %t107 = lshr i64 %t100, %t105
  %t108 = select i1 %t104, i64 0, i64 %t106
  %t109 = select i1 %t104, i64 0, i64 %t107
  %t110 = select i1 %t101, i64 %t108, i64 %t109
  %t111 = or i64 %t99, %t110
  %t112 = icmp ult i64 %t88, %p1.len
  br i1 %t112, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t88)
  br label %abort
inb16:
  %t113 = getelementptr inbounds i64, i64* %p1, i64 %t88
  store i64 %t111, i64* %t113
  br label %it.latch13
it.latch13:
  %t114 = load i64, i64* %it2.1
  %t115 = add i64 %t114, 1
  store i64 %t115, i64* %it2.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk2.1
  br label %blk.head1
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

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
