; Tack kernel 'casts' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_casts(float* %p0, i8* %p1, i8* %p2, i16* %p3, i16* %p4, double* %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %blk6.1 = alloca i64
  %it6.1 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
  store i64 65536, i64* %budget
  store i64 %start, i64* %blk6.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk6.1
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
  %t26 = icmp ult i64 %t0, %p4.len
  %t27 = icmp ult i64 %t10, %p4.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  %t30 = icmp ult i64 %t0, %p0.len
  %t31 = icmp ult i64 %t10, %p0.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  %t34 = icmp ult i64 %t0, %p5.len
  %t35 = icmp ult i64 %t10, %p5.len
  %t36 = and i1 %t34, %t35
  %t37 = and i1 %t33, %t36
  br i1 %t37, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it6.1
  br label %it.head8
it.head8:
  %t38 = load i64, i64* %it6.1
  %t39 = icmp slt i64 %t38, %t4
  br i1 %t39, label %it.body9, label %blk.next3
it.body9:
  store i64 %t38, i64* %v6
  %t40 = load i64, i64* %v6
  %t41 = getelementptr inbounds float, float* %p0, i64 %t40
  %t42 = load float, float* %t41
  %t43 = fmul float %t42, 0x4072C00000000000
  store float %t43, float* %v7
  %t44 = load i64, i64* %v6
  %t45 = load float, float* %v7
  %t46 = call i64 @llvm.fptosi.sat.i64.f32(float %t45)
  %t47 = call float @llvm.fabs.f32(float %t45)
  %t48 = fcmp oeq float %t47, 0x7FF0000000000000
  %t49 = select i1 %t48, i64 0, i64 %t46
  %t50 = trunc i64 %t49 to i8
  %t51 = getelementptr inbounds i8, i8* %p1, i64 %t44
  store i8 %t50, i8* %t51
  %t52 = load i64, i64* %v6
  %t53 = load float, float* %v7
  %t54 = call i64 @llvm.fptosi.sat.i64.f32(float %t53)
  %t55 = call float @llvm.fabs.f32(float %t53)
  %t56 = fcmp oeq float %t55, 0x7FF0000000000000
  %t57 = select i1 %t56, i64 0, i64 %t54
  %t58 = trunc i64 %t57 to i8
  %t59 = getelementptr inbounds i8, i8* %p2, i64 %t52
  store i8 %t58, i8* %t59
  %t60 = load i64, i64* %v6
  %t61 = load float, float* %v7
  %t62 = call i64 @llvm.fptosi.sat.i64.f32(float %t61)
  %t63 = call float @llvm.fabs.f32(float %t61)
  %t64 = fcmp oeq float %t63, 0x7FF0000000000000
  %t65 = select i1 %t64, i64 0, i64 %t62
  %t66 = trunc i64 %t65 to i32
  %t67 = mul i32 %t66, 7
  %t68 = trunc i32 %t67 to i16
  %t69 = getelementptr inbounds i16, i16* %p3, i64 %t60
  store i16 %t68, i16* %t69
  %t70 = load i64, i64* %v6
  %t71 = load float, float* %v7
  %t72 = call i64 @llvm.fptosi.sat.i64.f32(float %t71)
  %t73 = call float @llvm.fabs.f32(float %t71)
  %t74 = fcmp oeq float %t73, 0x7FF0000000000000
  %t75 = select i1 %t74, i64 0, i64 %t72
  %t76 = trunc i64 %t75 to i16
  %t77 = getelementptr inbounds i16, i16* %p4, i64 %t70
  store i16 %t76, i16* %t77
  %t78 = load i64, i64* %v6
  %t79 = load i64, i64* %v6
  %t80 = getelementptr inbounds float, float* %p0, i64 %t79
  %t81 = load float, float* %t80
  %t82 = fpext float %t81 to double
  %t83 = fdiv double %t82, 0x4008000000000000
  %t84 = getelementptr inbounds double, double* %p5, i64 %t78
  store double %t83, double* %t84
  br label %it.latch10
it.latch10:
  %t85 = load i64, i64* %it6.1
  %t86 = add i64 %t85, 1
  store i64 %t86, i64* %it6.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it6.1
  br label %it.head11
it.head11:
  %t87 = load i64, i64* %it6.1
  %t88 = icmp slt i64 %t87, %t4
  br i1 %t88, label %it.body12, label %blk.next3
it.body12:
  store i64 %t87, i64* %v6
  %t89 = load i64, i64* %v6
  %t90 = icmp ult i64 %t89, %p0.len
  br i1 %t90, label %inb14, label %oob15
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t89)
  br label %chk16
inb14:
  %t91 = getelementptr inbounds float, float* %p0, i64 %t89
  %t92 = load float, float* %t91
  br label %chk16
chk16:
  %t93 = phi float [%t92, %inb14], [0x0000000000000000, %oob15]
  %t94 = fmul float %t93, 0x4072C00000000000
  store float %t94, float* %v7
  %t95 = load i64, i64* %v6
  %t96 = load float, float* %v7
  %t97 = call i64 @llvm.fptosi.sat.i64.f32(float %t96)
  %t98 = call float @llvm.fabs.f32(float %t96)
  %t99 = fcmp oeq float %t98, 0x7FF0000000000000
  %t100 = select i1 %t99, i64 0, i64 %t97
  %t101 = trunc i64 %t100 to i8
  %t102 = icmp ult i64 %t95, %p1.len
  br i1 %t102, label %inb17, label %oob18
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t95)
  br label %chk19
inb17:
  %t103 = getelementptr inbounds i8, i8* %p1, i64 %t95
  store i8 %t101, i8* %t103
  br label %chk19
chk19:
  %t104 = load i64, i64* %v6
  %t105 = load float, float* %v7
  %t106 = call i64 @llvm.fptosi.sat.i64.f32(float %t105)
  %t107 = call float @llvm.fabs.f32(float %t105)
  %t108 = fcmp oeq float %t107, 0x7FF0000000000000
  %t109 = select i1 %t108, i64 0, i64 %t106
  %t110 = trunc i64 %t109 to i8
  %t111 = icmp ult i64 %t104, %p2.len
  br i1 %t111, label %inb20, label %oob21
oob21:
  call void @tack.oob(i64* %status, i64 3, i64 %t104)
  br label %chk22
inb20:
  %t112 = getelementptr inbounds i8, i8* %p2, i64 %t104
  store i8 %t110, i8* %t112
  br label %chk22
chk22:
  %t113 = load i64, i64* %v6
  %t114 = load float, float* %v7
  %t115 = call i64 @llvm.fptosi.sat.i64.f32(float %t114)
  %t116 = call float @llvm.fabs.f32(float %t114)
  %t117 = fcmp oeq float %t116, 0x7FF0000000000000
  %t118 = select i1 %t117, i64 0, i64 %t115
  %t119 = trunc i64 %t118 to i32
  %t120 = mul i32 %t119, 7
  %t121 = trunc i32 %t120 to i16
  %t122 = icmp ult i64 %t113, %p3.len
  br i1 %t122, label %inb23, label %oob24
oob24:
  call void @tack.oob(i64* %status, i64 4, i64 %t113)
  br label %chk25
inb23:
  %t123 = getelementptr inbounds i16, i16* %p3, i64 %t113
  store i16 %t121, i16* %t123
  br label %chk25
chk25:
  %t124 = load i64, i64* %v6
  %t125 = load float, float* %v7
  %t126 = call i64 @llvm.fptosi.sat.i64.f32(float %t125)
  %t127 = call float @llvm.fabs.f32(float %t125)
  %t128 = fcmp oeq float %t127, 0x7FF0000000000000
  %t129 = select i1 %t128, i64 0, i64 %t126
  %t130 = trunc i64 %t129 to i16
  %t131 = icmp ult i64 %t124, %p4.len
  br i1 %t131, label %inb26, label %oob27
oob27:
  call void @tack.oob(i64* %status, i64 5, i64 %t124)
  br label %chk28
inb26:
  %t132 = getelementptr inbounds i16, i16* %p4, i64 %t124
  store i16 %t130, i16* %t132
  br label %chk28
chk28:
  %t133 = load i64, i64* %v6
  %t134 = load i64, i64* %v6
  %t135 = icmp ult i64 %t134, %p0.len
  br i1 %t135, label %inb29, label %oob30
oob30:
  call void @tack.oob(i64* %status, i64 6, i64 %t134)
  br label %chk31
inb29:
  %t136 = getelementptr inbounds float, float* %p0, i64 %t134
  %t137 = load float, float* %t136
  br label %chk31
chk31:
  %t138 = phi float [%t137, %inb29], [0x0000000000000000, %oob30]
  %t139 = fpext float %t138 to double
  %t140 = fdiv double %t139, 0x4008000000000000
  %t141 = icmp ult i64 %t133, %p5.len
  br i1 %t141, label %inb32, label %oob33
oob33:
  call void @tack.oob(i64* %status, i64 7, i64 %t133)
  br label %chk34
inb32:
  %t142 = getelementptr inbounds double, double* %p5, i64 %t133
  store double %t140, double* %t142
  br label %chk34
chk34:
  br label %it.latch13
it.latch13:
  %t143 = load i64, i64* %it6.1
  %t144 = add i64 %t143, 1
  store i64 %t144, i64* %it6.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk6.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_casts(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i8*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.a = inttoptr i64 %s2 to i8*
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.a = inttoptr i64 %s3 to i16*
  %s4.p = getelementptr i64, i64* %slots, i64 4
  %s4 = load i64, i64* %s4.p
  %s4.a = inttoptr i64 %s4 to i16*
  %s5.p = getelementptr i64, i64* %slots, i64 5
  %s5 = load i64, i64* %s5.p
  %s5.a = inttoptr i64 %s5 to double*
  %h6.p = getelementptr i64, i64* %slots, i64 6
  %h6 = load i64, i64* %h6.p
  %h7.p = getelementptr i64, i64* %slots, i64 7
  %h7 = load i64, i64* %h7.p
  %h8.p = getelementptr i64, i64* %slots, i64 8
  %h8 = load i64, i64* %h8.p
  %h9.p = getelementptr i64, i64* %slots, i64 9
  %h9 = load i64, i64* %h9.p
  %h10.p = getelementptr i64, i64* %slots, i64 10
  %h10 = load i64, i64* %h10.p
  %h11.p = getelementptr i64, i64* %slots, i64 11
  %h11 = load i64, i64* %h11.p
  %st.p = getelementptr i64, i64* %slots, i64 12
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_casts(float* %s0.a, i8* %s1.a, i8* %s2.a, i16* %s3.a, i16* %s4.a, double* %s5.a, i64 %h6, i64 %h7, i64 %h8, i64 %h9, i64 %h10, i64 %h11, i64* %st.a, i64 %start, i64 %end)
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
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
