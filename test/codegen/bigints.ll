; Tack kernel 'bigints' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_bigints(i64* %p0, i64* %p1, i64* %p2, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk3.1 = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  %v4 = alloca i64
  %v5 = alloca i64
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk3.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk3.1
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
  %t18 = icmp ult i64 %t0, %p1.len
  %t19 = icmp ult i64 %t10, %p1.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  %t22 = icmp ult i64 %t0, %p2.len
  %t23 = icmp ult i64 %t10, %p2.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  br i1 %t25, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t26 = load i64, i64* %it3.1
  %t27 = icmp slt i64 %t26, %t4
  br i1 %t27, label %it.body9, label %blk.next3
it.body9:
  store i64 %t26, i64* %v3
  %t28 = load i64, i64* %v3
  %t29 = getelementptr inbounds i64, i64* %p0, i64 %t28
  %t30 = load i64, i64* %t29
  store i64 %t30, i64* %v4
  %t31 = load i64, i64* %v3
  %t32 = getelementptr inbounds i64, i64* %p1, i64 %t31
  %t33 = load i64, i64* %t32
  %t34 = icmp eq i64 %t33, 0
  br i1 %t34, label %cond.then11, label %cond.else12
cond.then11:
  br label %cond.end13
cond.else12:
  %t35 = load i64, i64* %v3
  %t36 = getelementptr inbounds i64, i64* %p1, i64 %t35
  %t37 = load i64, i64* %t36
  br label %cond.end13
cond.end13:
  %t38 = phi i64 [1, %cond.then11], [%t37, %cond.else12]
  store i64 %t38, i64* %v5
  %t39 = load i64, i64* %v3
  %t40 = load i64, i64* %v4
  %t41 = mul i64 %t40, 3
  %t42 = load i64, i64* %v5
  %t43 = icmp eq i64 7, 0
  %t44 = icmp eq i64 7, -1
  %t45 = or i1 %t43, %t44
  %t46 = select i1 %t45, i64 1, i64 7
  %t47 = sdiv i64 %t42, %t46
  %t48 = sub i64 0, %t42
  %t49 = select i1 %t44, i64 %t48, i64 %t47
  %t50 = select i1 %t43, i64 0, i64 %t49
  %t51 = add i64 %t41, %t50
  %t52 = load i64, i64* %v4
  %t53 = icmp eq i64 5, 0
  %t54 = icmp eq i64 5, -1
  %t55 = or i1 %t53, %t54
  %t56 = select i1 %t55, i64 1, i64 5
  %t57 = srem i64 %t52, %t56
  %t58 = select i1 %t55, i64 0, i64 %t57
  %t59 = sub i64 %t51, %t58
  %t60 = load i64, i64* %v4
  %t61 = call i64 @tack.ipow.i64(i64 %t60, i64 2)
  %t62 = add i64 %t59, %t61
  %t63 = load i64, i64* %v4
  %t64 = icmp slt i64 3, 0
  %t65 = sub i64 0, 3
  %t66 = select i1 %t64, i64 %t65, i64 3
  %t67 = icmp ugt i64 %t66, 63
  %t68 = select i1 %t67, i64 63, i64 %t66
  %t69 = shl i64 %t63, %t68
  %t70 = ashr i64 %t63, %t68
  %t71 = select i1 %t67, i64 0, i64 %t69
  %t72 = ashr i64 %t63, 63
  %t73 = select i1 %t67, i64 %t72, i64 %t70
  %t74 = select i1 %t64, i64 %t71, i64 %t73
  %t75 = sub i64 %t62, %t74
  %t76 = getelementptr inbounds i64, i64* %p2, i64 %t39
  store i64 %t75, i64* %t76
  br label %it.latch10
it.latch10:
  %t77 = load i64, i64* %it3.1
  %t78 = add i64 %t77, 1
  store i64 %t78, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head14
it.head14:
  %t79 = load i64, i64* %it3.1
  %t80 = icmp slt i64 %t79, %t4
  br i1 %t80, label %it.body15, label %blk.next3
it.body15:
  store i64 %t79, i64* %v3
  %t81 = load i64, i64* %v3
  %t82 = icmp ult i64 %t81, %p0.len
  br i1 %t82, label %inb17, label %oob18
oob18:
  call void @tack.oob(i64* %status, i64 1, i64 %t81)
  br label %chk19
inb17:
  %t83 = getelementptr inbounds i64, i64* %p0, i64 %t81
  %t84 = load i64, i64* %t83
  br label %chk19
chk19:
  %t85 = phi i64 [%t84, %inb17], [0, %oob18]
  store i64 %t85, i64* %v4
  %t86 = load i64, i64* %v3
  %t87 = icmp ult i64 %t86, %p1.len
  br i1 %t87, label %inb20, label %oob21
oob21:
  call void @tack.oob(i64* %status, i64 2, i64 %t86)
  br label %chk22
inb20:
  %t88 = getelementptr inbounds i64, i64* %p1, i64 %t86
  %t89 = load i64, i64* %t88
  br label %chk22
chk22:
  %t90 = phi i64 [%t89, %inb20], [0, %oob21]
  %t91 = icmp eq i64 %t90, 0
  br i1 %t91, label %cond.then23, label %cond.else24
cond.then23:
  br label %cond.end25
cond.else24:
  %t92 = load i64, i64* %v3
  %t93 = icmp ult i64 %t92, %p1.len
  br i1 %t93, label %inb26, label %oob27
oob27:
  call void @tack.oob(i64* %status, i64 3, i64 %t92)
  br label %chk28
inb26:
  %t94 = getelementptr inbounds i64, i64* %p1, i64 %t92
  %t95 = load i64, i64* %t94
  br label %chk28
chk28:
  %t96 = phi i64 [%t95, %inb26], [0, %oob27]
  br label %cond.end25
cond.end25:
  %t97 = phi i64 [1, %cond.then23], [%t96, %chk28]
  store i64 %t97, i64* %v5
  %t98 = load i64, i64* %v3
  %t99 = load i64, i64* %v4
  %t100 = mul i64 %t99, 3
  %t101 = load i64, i64* %v5
  %t102 = icmp eq i64 7, 0
  %t103 = icmp eq i64 7, -1
  %t104 = or i1 %t102, %t103
  %t105 = select i1 %t104, i64 1, i64 7
  %t106 = sdiv i64 %t101, %t105
  %t107 = sub i64 0, %t101
  %t108 = select i1 %t103, i64 %t107, i64 %t106
  %t109 = select i1 %t102, i64 0, i64 %t108
  %t110 = add i64 %t100, %t109
  %t111 = load i64, i64* %v4
  %t112 = icmp eq i64 5, 0
  %t113 = icmp eq i64 5, -1
  %t114 = or i1 %t112, %t113
  %t115 = select i1 %t114, i64 1, i64 5
  %t116 = srem i64 %t111, %t115
  %t117 = select i1 %t114, i64 0, i64 %t116
  %t118 = sub i64 %t110, %t117
  %t119 = load i64, i64* %v4
  %t120 = call i64 @tack.ipow.i64(i64 %t119, i64 2)
  %t121 = add i64 %t118, %t120
  %t122 = load i64, i64* %v4
  %t123 = icmp slt i64 3, 0
  %t124 = sub i64 0, 3
  %t125 = select i1 %t123, i64 %t124, i64 3
  %t126 = icmp ugt i64 %t125, 63
  %t127 = select i1 %t126, i64 63, i64 %t125
  %t128 = shl i64 %t122, %t127
  %t129 = ashr i64 %t122, %t127
  %t130 = select i1 %t126, i64 0, i64 %t128
  %t131 = ashr i64 %t122, 63
  %t132 = select i1 %t126, i64 %t131, i64 %t129
  %t133 = select i1 %t123, i64 %t130, i64 %t132
  %t134 = sub i64 %t121, %t133
  %t135 = icmp ult i64 %t98, %p2.len
  br i1 %t135, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 4, i64 %t98)
  br label %chk31
inb29:
  %t136 = getelementptr inbounds i64, i64* %p2, i64 %t98
  store i64 %t134, i64* %t136
  br label %chk31
chk31:
  br label %it.latch16
it.latch16:
  %t137 = load i64, i64* %it3.1
  %t138 = add i64 %t137, 1
  store i64 %t138, i64* %it3.1
  br label %it.head14, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk3.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_bigints(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i64*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i64*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i64*
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_bigints(i64* %s0.a, i64* %s1.a, i64* %s2.a, i64 %h3, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
define internal i64 @tack.ipow.i64(i64 %b, i64 %e) #1 {
entry:
  %neg = icmp slt i64 %e, 0
  br i1 %neg, label %done0, label %loop
loop:
  %acc = phi i64 [1, %entry], [%acc2, %step]
  %base = phi i64 [%b, %entry], [%base2, %step]
  %ex = phi i64 [%e, %entry], [%ex2, %step]
  %z = icmp eq i64 %ex, 0
  br i1 %z, label %done, label %step
step:
  %bit = and i64 %ex, 1
  %odd = icmp ne i64 %bit, 0
  %m = mul i64 %acc, %base
  %acc2 = select i1 %odd, i64 %m, i64 %acc
  %base2 = mul i64 %base, %base
  %ex2 = lshr i64 %ex, 1
  br label %loop
done:
  ret i64 %acc
done0:
  ret i64 0
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
