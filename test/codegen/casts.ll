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
  %t30 = icmp ult i64 %t0, %p5.len
  %t31 = icmp ult i64 %t10, %p5.len
  %t32 = and i1 %t30, %t31
  %t33 = and i1 %t29, %t32
  br i1 %t33, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it6.1
  br label %it.head8
it.head8:
  %t34 = load i64, i64* %it6.1
  %t35 = icmp slt i64 %t34, %t4
  br i1 %t35, label %it.body9, label %blk.next3
it.body9:
  store i64 %t34, i64* %v6
  %t36 = load i64, i64* %v6
  %t37 = getelementptr inbounds float, float* %p0, i64 %t36
  %t38 = load float, float* %t37
  %t39 = fmul float %t38, 0x4072C00000000000
  store float %t39, float* %v7
  %t40 = load i64, i64* %v6
  %t41 = load float, float* %v7
  %t42 = call i64 @llvm.fptosi.sat.i64.f32(float %t41)
  %t43 = call float @llvm.fabs.f32(float %t41)
  %t44 = fcmp oeq float %t43, 0x7FF0000000000000
  %t45 = select i1 %t44, i64 0, i64 %t42
  %t46 = trunc i64 %t45 to i8
  %t47 = getelementptr inbounds i8, i8* %p1, i64 %t40
  store i8 %t46, i8* %t47
  %t48 = load i64, i64* %v6
  %t49 = load float, float* %v7
  %t50 = call i64 @llvm.fptosi.sat.i64.f32(float %t49)
  %t51 = call float @llvm.fabs.f32(float %t49)
  %t52 = fcmp oeq float %t51, 0x7FF0000000000000
  %t53 = select i1 %t52, i64 0, i64 %t50
  %t54 = trunc i64 %t53 to i8
  %t55 = getelementptr inbounds i8, i8* %p2, i64 %t48
  store i8 %t54, i8* %t55
  %t56 = load i64, i64* %v6
  %t57 = load float, float* %v7
  %t58 = call i64 @llvm.fptosi.sat.i64.f32(float %t57)
  %t59 = call float @llvm.fabs.f32(float %t57)
  %t60 = fcmp oeq float %t59, 0x7FF0000000000000
  %t61 = select i1 %t60, i64 0, i64 %t58
  %t62 = trunc i64 %t61 to i32
  %t63 = mul i32 %t62, 7
  %t64 = trunc i32 %t63 to i16
  %t65 = getelementptr inbounds i16, i16* %p3, i64 %t56
  store i16 %t64, i16* %t65
  %t66 = load i64, i64* %v6
  %t67 = load float, float* %v7
  %t68 = call i64 @llvm.fptosi.sat.i64.f32(float %t67)
  %t69 = call float @llvm.fabs.f32(float %t67)
  %t70 = fcmp oeq float %t69, 0x7FF0000000000000
  %t71 = select i1 %t70, i64 0, i64 %t68
  %t72 = trunc i64 %t71 to i16
  %t73 = getelementptr inbounds i16, i16* %p4, i64 %t66
  store i16 %t72, i16* %t73
  %t74 = load i64, i64* %v6
  %t75 = load i64, i64* %v6
  %t76 = getelementptr inbounds float, float* %p0, i64 %t75
  %t77 = load float, float* %t76
  %t78 = fpext float %t77 to double
  %t79 = fdiv double %t78, 0x4008000000000000
  %t80 = getelementptr inbounds double, double* %p5, i64 %t74
  store double %t79, double* %t80
  br label %it.latch10
it.latch10:
  %t81 = load i64, i64* %it6.1
  %t82 = add i64 %t81, 1
  store i64 %t82, i64* %it6.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it6.1
  br label %it.head11
it.head11:
  %t83 = load i64, i64* %it6.1
  %t84 = icmp slt i64 %t83, %t4
  br i1 %t84, label %it.body12, label %blk.next3
it.body12:
  store i64 %t83, i64* %v6
  %t85 = load i64, i64* %v6
  %t86 = icmp ult i64 %t85, %p0.len
  br i1 %t86, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t85)
  br label %abort
inb14:
  %t87 = getelementptr inbounds float, float* %p0, i64 %t85
  %t88 = load float, float* %t87
  %t89 = fmul float %t88, 0x4072C00000000000
  store float %t89, float* %v7
  %t90 = load i64, i64* %v6
  %t91 = load float, float* %v7
  %t92 = call i64 @llvm.fptosi.sat.i64.f32(float %t91)
  %t93 = call float @llvm.fabs.f32(float %t91)
  %t94 = fcmp oeq float %t93, 0x7FF0000000000000
  %t95 = select i1 %t94, i64 0, i64 %t92
  %t96 = trunc i64 %t95 to i8
  %t97 = icmp ult i64 %t90, %p1.len
  br i1 %t97, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t90)
  br label %abort
inb16:
  %t98 = getelementptr inbounds i8, i8* %p1, i64 %t90
  store i8 %t96, i8* %t98
  %t99 = load i64, i64* %v6
  %t100 = load float, float* %v7
  %t101 = call i64 @llvm.fptosi.sat.i64.f32(float %t100)
  %t102 = call float @llvm.fabs.f32(float %t100)
  %t103 = fcmp oeq float %t102, 0x7FF0000000000000
  %t104 = select i1 %t103, i64 0, i64 %t101
  %t105 = trunc i64 %t104 to i8
  %t106 = icmp ult i64 %t99, %p2.len
  br i1 %t106, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 3, i64 %t99)
  br label %abort
inb18:
  %t107 = getelementptr inbounds i8, i8* %p2, i64 %t99
  store i8 %t105, i8* %t107
  %t108 = load i64, i64* %v6
  %t109 = load float, float* %v7
  %t110 = call i64 @llvm.fptosi.sat.i64.f32(float %t109)
  %t111 = call float @llvm.fabs.f32(float %t109)
  %t112 = fcmp oeq float %t111, 0x7FF0000000000000
  %t113 = select i1 %t112, i64 0, i64 %t110
  %t114 = trunc i64 %t113 to i32
  %t115 = mul i32 %t114, 7
  %t116 = trunc i32 %t115 to i16
  %t117 = icmp ult i64 %t108, %p3.len
  br i1 %t117, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 4, i64 %t108)
  br label %abort
inb20:
  %t118 = getelementptr inbounds i16, i16* %p3, i64 %t108
  store i16 %t116, i16* %t118
  %t119 = load i64, i64* %v6
  %t120 = load float, float* %v7
  %t121 = call i64 @llvm.fptosi.sat.i64.f32(float %t120)
  %t122 = call float @llvm.fabs.f32(float %t120)
  %t123 = fcmp oeq float %t122, 0x7FF0000000000000
  %t124 = select i1 %t123, i64 0, i64 %t121
  %t125 = trunc i64 %t124 to i16
  %t126 = icmp ult i64 %t119, %p4.len
  br i1 %t126, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 5, i64 %t119)
  br label %abort
inb22:
  %t127 = getelementptr inbounds i16, i16* %p4, i64 %t119
  store i16 %t125, i16* %t127
  %t128 = load i64, i64* %v6
  %t129 = load i64, i64* %v6
  %t130 = icmp ult i64 %t129, %p0.len
  br i1 %t130, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 6, i64 %t129)
  br label %abort
inb24:
  %t131 = getelementptr inbounds float, float* %p0, i64 %t129
  %t132 = load float, float* %t131
  %t133 = fpext float %t132 to double
  %t134 = fdiv double %t133, 0x4008000000000000
  %t135 = icmp ult i64 %t128, %p5.len
  br i1 %t135, label %inb26, label %oob27, !prof !2
oob27:
  call void @tack.oob(i64* %status, i64 7, i64 %t128)
  br label %abort
inb26:
  %t136 = getelementptr inbounds double, double* %p5, i64 %t128
  store double %t134, double* %t136
  br label %it.latch13
it.latch13:
  %t137 = load i64, i64* %it6.1
  %t138 = add i64 %t137, 1
  store i64 %t138, i64* %it6.1
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
!2 = !{!"branch_weights", i32 1048576, i32 1}
