; Tack kernel 'casts' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_casts(float* %p0, i8* %p1, i8* %p2, i16* %p3, i16* %p4, double* %p5, i64 %p0.len, i64 %p1.len, i64 %p2.len, i64 %p3.len, i64 %p4.len, i64 %p5.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it6.1 = alloca i64
  %v6 = alloca i64
  %v7 = alloca float
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
  %t24 = icmp ult i64 %start, %p4.len
  %t25 = icmp ult i64 %t8, %p4.len
  %t26 = and i1 %t24, %t25
  %t27 = and i1 %t23, %t26
  %t28 = icmp ult i64 %start, %p5.len
  %t29 = icmp ult i64 %t8, %p5.len
  %t30 = and i1 %t28, %t29
  %t31 = and i1 %t27, %t30
  br i1 %t31, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it6.1
  br label %it.head7
it.head7:
  %t32 = load i64, i64* %it6.1
  %t33 = icmp slt i64 %t32, %end
  br i1 %t33, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t32, i64* %v6
  %t34 = load i64, i64* %v6
  %t35 = getelementptr inbounds float, float* %p0, i64 %t34
  %t36 = load float, float* %t35
  %t37 = fmul float %t36, 0x4072C00000000000
  store float %t37, float* %v7
  %t38 = load i64, i64* %v6
  %t39 = load float, float* %v7
  %t40 = call i64 @llvm.fptosi.sat.i64.f32(float %t39)
  %t41 = call float @llvm.fabs.f32(float %t39)
  %t42 = fcmp oeq float %t41, 0x7FF0000000000000
  %t43 = select i1 %t42, i64 0, i64 %t40
  %t44 = trunc i64 %t43 to i8
  %t45 = getelementptr inbounds i8, i8* %p1, i64 %t38
  store i8 %t44, i8* %t45
  %t46 = load i64, i64* %v6
  %t47 = load float, float* %v7
  %t48 = call i64 @llvm.fptosi.sat.i64.f32(float %t47)
  %t49 = call float @llvm.fabs.f32(float %t47)
  %t50 = fcmp oeq float %t49, 0x7FF0000000000000
  %t51 = select i1 %t50, i64 0, i64 %t48
  %t52 = trunc i64 %t51 to i8
  %t53 = getelementptr inbounds i8, i8* %p2, i64 %t46
  store i8 %t52, i8* %t53
  %t54 = load i64, i64* %v6
  %t55 = load float, float* %v7
  %t56 = call i64 @llvm.fptosi.sat.i64.f32(float %t55)
  %t57 = call float @llvm.fabs.f32(float %t55)
  %t58 = fcmp oeq float %t57, 0x7FF0000000000000
  %t59 = select i1 %t58, i64 0, i64 %t56
  %t60 = trunc i64 %t59 to i32
  %t61 = mul i32 %t60, 7
  %t62 = trunc i32 %t61 to i16
  %t63 = getelementptr inbounds i16, i16* %p3, i64 %t54
  store i16 %t62, i16* %t63
  %t64 = load i64, i64* %v6
  %t65 = load float, float* %v7
  %t66 = call i64 @llvm.fptosi.sat.i64.f32(float %t65)
  %t67 = call float @llvm.fabs.f32(float %t65)
  %t68 = fcmp oeq float %t67, 0x7FF0000000000000
  %t69 = select i1 %t68, i64 0, i64 %t66
  %t70 = trunc i64 %t69 to i16
  %t71 = getelementptr inbounds i16, i16* %p4, i64 %t64
  store i16 %t70, i16* %t71
  %t72 = load i64, i64* %v6
  %t73 = load i64, i64* %v6
  %t74 = getelementptr inbounds float, float* %p0, i64 %t73
  %t75 = load float, float* %t74
  %t76 = fpext float %t75 to double
  %t77 = fdiv double %t76, 0x4008000000000000
  %t78 = getelementptr inbounds double, double* %p5, i64 %t72
  store double %t77, double* %t78
  br label %it.latch9
it.latch9:
  %t79 = load i64, i64* %it6.1
  %t80 = add i64 %t79, 1
  store i64 %t80, i64* %it6.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it6.1
  br label %it.head10
it.head10:
  %t81 = load i64, i64* %it6.1
  %t82 = icmp slt i64 %t81, %end
  br i1 %t82, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t81, i64* %v6
  %t83 = load i64, i64* %v6
  %t84 = icmp ult i64 %t83, %p0.len
  br i1 %t84, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t83, i64 %p0.len)
  br label %abort
inb13:
  %t85 = getelementptr inbounds float, float* %p0, i64 %t83
  %t86 = load float, float* %t85
  %t87 = fmul float %t86, 0x4072C00000000000
  store float %t87, float* %v7
  %t88 = load i64, i64* %v6
  %t89 = load float, float* %v7
  %t90 = call i64 @llvm.fptosi.sat.i64.f32(float %t89)
  %t91 = call float @llvm.fabs.f32(float %t89)
  %t92 = fcmp oeq float %t91, 0x7FF0000000000000
  %t93 = select i1 %t92, i64 0, i64 %t90
  %t94 = trunc i64 %t93 to i8
  %t95 = icmp ult i64 %t88, %p1.len
  br i1 %t95, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t88, i64 %p1.len)
  br label %abort
inb15:
  %t96 = getelementptr inbounds i8, i8* %p1, i64 %t88
  store i8 %t94, i8* %t96
  %t97 = load i64, i64* %v6
  %t98 = load float, float* %v7
  %t99 = call i64 @llvm.fptosi.sat.i64.f32(float %t98)
  %t100 = call float @llvm.fabs.f32(float %t98)
  %t101 = fcmp oeq float %t100, 0x7FF0000000000000
  %t102 = select i1 %t101, i64 0, i64 %t99
  %t103 = trunc i64 %t102 to i8
  %t104 = icmp ult i64 %t97, %p2.len
  br i1 %t104, label %inb17, label %oob18, !prof !2
oob18:
  call void @tack.oob(i64* %status, i64 3, i64 %t97, i64 %p2.len)
  br label %abort
inb17:
  %t105 = getelementptr inbounds i8, i8* %p2, i64 %t97
  store i8 %t103, i8* %t105
  %t106 = load i64, i64* %v6
  %t107 = load float, float* %v7
  %t108 = call i64 @llvm.fptosi.sat.i64.f32(float %t107)
  %t109 = call float @llvm.fabs.f32(float %t107)
  %t110 = fcmp oeq float %t109, 0x7FF0000000000000
  %t111 = select i1 %t110, i64 0, i64 %t108
  %t112 = trunc i64 %t111 to i32
  %t113 = mul i32 %t112, 7
  %t114 = trunc i32 %t113 to i16
  %t115 = icmp ult i64 %t106, %p3.len
  br i1 %t115, label %inb19, label %oob20, !prof !2
oob20:
  call void @tack.oob(i64* %status, i64 4, i64 %t106, i64 %p3.len)
  br label %abort
inb19:
  %t116 = getelementptr inbounds i16, i16* %p3, i64 %t106
  store i16 %t114, i16* %t116
  %t117 = load i64, i64* %v6
  %t118 = load float, float* %v7
  %t119 = call i64 @llvm.fptosi.sat.i64.f32(float %t118)
  %t120 = call float @llvm.fabs.f32(float %t118)
  %t121 = fcmp oeq float %t120, 0x7FF0000000000000
  %t122 = select i1 %t121, i64 0, i64 %t119
  %t123 = trunc i64 %t122 to i16
  %t124 = icmp ult i64 %t117, %p4.len
  br i1 %t124, label %inb21, label %oob22, !prof !2
oob22:
  call void @tack.oob(i64* %status, i64 5, i64 %t117, i64 %p4.len)
  br label %abort
inb21:
  %t125 = getelementptr inbounds i16, i16* %p4, i64 %t117
  store i16 %t123, i16* %t125
  %t126 = load i64, i64* %v6
  %t127 = load i64, i64* %v6
  %t128 = icmp ult i64 %t127, %p0.len
  br i1 %t128, label %inb23, label %oob24, !prof !2
oob24:
  call void @tack.oob(i64* %status, i64 6, i64 %t127, i64 %p0.len)
  br label %abort
inb23:
  %t129 = getelementptr inbounds float, float* %p0, i64 %t127
  %t130 = load float, float* %t129
  %t131 = fpext float %t130 to double
  %t132 = fdiv double %t131, 0x4008000000000000
  %t133 = icmp ult i64 %t126, %p5.len
  br i1 %t133, label %inb25, label %oob26, !prof !2
oob26:
  call void @tack.oob(i64* %status, i64 7, i64 %t126, i64 %p5.len)
  br label %abort
inb25:
  %t134 = getelementptr inbounds double, double* %p5, i64 %t126
  store double %t132, double* %t134
  br label %it.latch12
it.latch12:
  %t135 = load i64, i64* %it6.1
  %t136 = add i64 %t135, 1
  store i64 %t136, i64* %it6.1
  br label %it.head10, !llvm.loop !3
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
