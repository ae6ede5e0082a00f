; Tack kernel 'atomicminmax' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_atomicminmax(float* %p0, float* %p1, float* %p2, i32* %p3, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
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
  %t14 = sext i32 0 to i64
  %t15 = sext i32 0 to i64
  %t16 = icmp ult i64 %t14, %p1.len
  %t17 = icmp ult i64 %t15, %p1.len
  %t18 = and i1 %t16, %t17
  %t19 = and i1 %t13, %t18
  %t20 = icmp ult i64 %t0, %p0.len
  %t21 = icmp ult i64 %t10, %p0.len
  %t22 = and i1 %t20, %t21
  %t23 = and i1 %t19, %t22
  %t24 = sext i32 0 to i64
  %t25 = sext i32 0 to i64
  %t26 = icmp ult i64 %t24, %p2.len
  %t27 = icmp ult i64 %t25, %p2.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t23, %t28
  %t30 = icmp ult i64 %t0, %p0.len
  %t31 = icmp ult i64 %t10, %p0.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  %t34 = sext i32 0 to i64
  %t35 = sext i32 0 to i64
  %t36 = icmp ult i64 %t34, %p3.len
  %t37 = icmp ult i64 %t35, %p3.len
  %t38 = and i1 %t36, %t37
  %t39 = and i1 %t33, %t38
  br i1 %t39, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it4.1
  br label %it.head8
it.head8:
  %t40 = load i64, i64* %it4.1
  %t41 = icmp slt i64 %t40, %t4
  br i1 %t41, label %it.body9, label %blk.next3
it.body9:
  store i64 %t40, i64* %v4
  %t42 = load i64, i64* %v4
  %t43 = getelementptr inbounds float, float* %p0, i64 %t42
  %t44 = load float, float* %t43
  %t45 = getelementptr inbounds float, float* %p1, i64 0
  %t46 = bitcast float* %t45 to i32*
  %t47 = load atomic i32, i32* %t46 monotonic, align 4
  br label %cas.loop11
cas.loop11:
  %t48 = phi i32 [%t47, %it.body9], [%cas.seen48, %cas.loop11]
  %t49 = bitcast i32 %t48 to float
  %t50 = fcmp olt float %t49, %t44
  %t51 = select i1 %t50, float %t49, float %t44
  %t52 = bitcast float %t49 to i32
  %t53 = bitcast float %t44 to i32
  %t54 = or i32 %t52, %t53
  %t55 = bitcast i32 %t54 to float
  %t56 = fcmp oeq float %t49, %t44
  %t57 = select i1 %t56, float %t55, float %t51
  %t58 = fcmp uno float %t49, %t44
  %t59 = fadd float %t49, %t44
  %t60 = select i1 %t58, float %t59, float %t57
  %t61 = bitcast float %t60 to i32
  %t62 = cmpxchg i32* %t46, i32 %t48, i32 %t61 seq_cst seq_cst
  %cas.seen48 = extractvalue { i32, i1 } %t62, 0
  %t63 = extractvalue { i32, i1 } %t62, 1
  br i1 %t63, label %cas.done12, label %cas.loop11
cas.done12:
  %t64 = load i64, i64* %v4
  %t65 = getelementptr inbounds float, float* %p0, i64 %t64
  %t66 = load float, float* %t65
  %t67 = getelementptr inbounds float, float* %p2, i64 0
  %t68 = bitcast float* %t67 to i32*
  %t69 = load atomic i32, i32* %t68 monotonic, align 4
  br label %cas.loop13
cas.loop13:
  %t70 = phi i32 [%t69, %cas.done12], [%cas.seen70, %cas.loop13]
  %t71 = bitcast i32 %t70 to float
  %t72 = fcmp ogt float %t71, %t66
  %t73 = select i1 %t72, float %t71, float %t66
  %t74 = bitcast float %t71 to i32
  %t75 = bitcast float %t66 to i32
  %t76 = and i32 %t74, %t75
  %t77 = bitcast i32 %t76 to float
  %t78 = fcmp oeq float %t71, %t66
  %t79 = select i1 %t78, float %t77, float %t73
  %t80 = fcmp uno float %t71, %t66
  %t81 = fadd float %t71, %t66
  %t82 = select i1 %t80, float %t81, float %t79
  %t83 = bitcast float %t82 to i32
  %t84 = cmpxchg i32* %t68, i32 %t70, i32 %t83 seq_cst seq_cst
  %cas.seen70 = extractvalue { i32, i1 } %t84, 0
  %t85 = extractvalue { i32, i1 } %t84, 1
  br i1 %t85, label %cas.done14, label %cas.loop13
cas.done14:
  %t86 = load i64, i64* %v4
  %t87 = getelementptr inbounds float, float* %p0, i64 %t86
  %t88 = load float, float* %t87
  %t89 = fcmp ogt float %t88, 0x0000000000000000
  br i1 %t89, label %if.then15, label %if.else16
if.then15:
  %t90 = getelementptr inbounds i32, i32* %p3, i64 0
  %t91 = atomicrmw add i32* %t90, i32 1 seq_cst
  br label %if.end17
if.else16:
  br label %if.end17
if.end17:
  br label %it.latch10
it.latch10:
  %t92 = load i64, i64* %it4.1
  %t93 = add i64 %t92, 1
  store i64 %t93, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head18
it.head18:
  %t94 = load i64, i64* %it4.1
  %t95 = icmp slt i64 %t94, %t4
  br i1 %t95, label %it.body19, label %blk.next3
it.body19:
  store i64 %t94, i64* %v4
  %t96 = load i64, i64* %v4
  %t97 = icmp ult i64 %t96, %p0.len
  br i1 %t97, label %inb21, label %oob22
oob22:
  call void @tack.oob(i64* %status, i64 1, i64 %t96)
  br label %chk23
inb21:
  %t98 = getelementptr inbounds float, float* %p0, i64 %t96
  %t99 = load float, float* %t98
  br label %chk23
chk23:
  %t100 = phi float [%t99, %inb21], [0x0000000000000000, %oob22]
  %t101 = icmp ult i64 0, %p1.len
  br i1 %t101, label %inb24, label %oob25
oob25:
  call void @tack.oob(i64* %status, i64 2, i64 0)
  br label %chk26
inb24:
  %t102 = getelementptr inbounds float, float* %p1, i64 0
  %t103 = bitcast float* %t102 to i32*
  %t104 = load atomic i32, i32* %t103 monotonic, align 4
  br label %cas.loop27
cas.loop27:
  %t105 = phi i32 [%t104, %inb24], [%cas.seen105, %cas.loop27]
  %t106 = bitcast i32 %t105 to float
  %t107 = fcmp olt float %t106, %t100
  %t108 = select i1 %t107, float %t106, float %t100
  %t109 = bitcast float %t106 to i32
  %t110 = bitcast float %t100 to i32
  %t111 = or i32 %t109, %t110
  %t112 = bitcast i32 %t111 to float
  %t113 = fcmp oeq float %t106, %t100
  %t114 = select i1 %t113, float %t112, float %t108
  %t115 = fcmp uno float %t106, %t100
  %t116 = fadd float %t106, %t100
  %t117 = select i1 %t115, float %t116, float %t114
  %t118 = bitcast float %t117 to i32
  %t119 = cmpxchg i32* %t103, i32 %t105, i32 %t118 seq_cst seq_cst
  %cas.seen105 = extractvalue { i32, i1 } %t119, 0
  %t120 = extractvalue { i32, i1 } %t119, 1
  br i1 %t120, label %cas.done28, label %cas.loop27
cas.done28:
  br label %chk26
chk26:
  %t121 = load i64, i64* %v4
  %t122 = icmp ult i64 %t121, %p0.len
  br i1 %t122, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 3, i64 %t121)
  br label %chk31
inb29:
  %t123 = getelementptr inbounds float, float* %p0, i64 %t121
  %t124 = load float, float* %t123
  br label %chk31
chk31:
  %t125 = phi float [%t124, %inb29], [0x0000000000000000, %oob30]
  %t126 = icmp ult i64 0, %p2.len
  br i1 %t126, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 4, i64 0)
  br label %chk34
inb32:
  %t127 = getelementptr inbounds float, float* %p2, i64 0
  %t128 = bitcast float* %t127 to i32*
  %t129 = load atomic i32, i32* %t128 monotonic, align 4
  br label %cas.loop35
cas.loop35:
  %t130 = phi i32 [%t129, %inb32], [%cas.seen130, %cas.loop35]
  %t131 = bitcast i32 %t130 to float
  %t132 = fcmp ogt float %t131, %t125
  %t133 = select i1 %t132, float %t131, float %t125
  %t134 = bitcast float %t131 to i32
  %t135 = bitcast float %t125 to i32
  %t136 = and i32 %t134, %t135
  %t137 = bitcast i32 %t136 to float
  %t138 = fcmp oeq float %t131, %t125
  %t139 = select i1 %t138, float %t137, float %t133
  %t140 = fcmp uno float %t131, %t125
  %t141 = fadd float %t131, %t125
  %t142 = select i1 %t140, float %t141, float %t139
  %t143 = bitcast float %t142 to i32
  %t144 = cmpxchg i32* %t128, i32 %t130, i32 %t143 seq_cst seq_cst
  %cas.seen130 = extractvalue { i32, i1 } %t144, 0
  %t145 = extractvalue { i32, i1 } %t144, 1
  br i1 %t145, label %cas.done36, label %cas.loop35
cas.done36:
  br label %chk34
chk34:
  %t146 = load i64, i64* %v4
  %t147 = icmp ult i64 %t146, %p0.len
  br i1 %t147, label %inb37, label %oob38
oob38:
  call void @tack.oob(i64* %status, i64 5, i64 %t146)
  br label %chk39
inb37:
  %t148 = getelementptr inbounds float, float* %p0, i64 %t146
  %t149 = load float, float* %t148
  br label %chk39
chk39:
  %t150 = phi float [%t149, %inb37], [0x0000000000000000, %oob38]
  %t151 = fcmp ogt float %t150, 0x0000000000000000
  br i1 %t151, label %if.then40, label %if.else41
if.then40:
  %t152 = icmp ult i64 0, %p3.len
  br i1 %t152, label %inb43, label %oob44
oob44:
  call void @tack.oob(i64* %status, i64 6, i64 0)
  br label %chk45
inb43:
  %t153 = getelementptr inbounds i32, i32* %p3, i64 0
  %t154 = atomicrmw add i32* %t153, i32 1 seq_cst
  br label %chk45
chk45:
  br label %if.end42
if.else41:
  br label %if.end42
if.end42:
  br label %it.latch20
it.latch20:
  %t155 = load i64, i64* %it4.1
  %t156 = add i64 %t155, 1
  store i64 %t156, i64* %it4.1
  br label %it.head18, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk4.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_atomicminmax(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to float*
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
  call void @tack_kernel_atomicminmax(float* %s0.a, float* %s1.a, float* %s2.a, i32* %s3.a, i64 %h4, i64 %h5, i64 %h6, i64 %h7, i64* %st.a, i64 %start, i64 %end)
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
