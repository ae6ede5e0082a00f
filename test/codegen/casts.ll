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
  %t22 = icmp ult i64 %start, %p4.len
  %t23 = icmp ult i64 %t6, %p4.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  %t26 = icmp ult i64 %start, %p5.len
  %t27 = icmp ult i64 %t6, %p5.len
  %t28 = and i1 %t26, %t27
  %t29 = and i1 %t25, %t28
  br i1 %t29, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it6.1
  br label %it.head6
it.head6:
  %t30 = load i64, i64* %it6.1
  %t31 = icmp slt i64 %t30, %end
  br i1 %t31, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t30, i64* %v6
  %t32 = load i64, i64* %v6
  %t33 = getelementptr inbounds float, float* %p0, i64 %t32
  %t34 = load float, float* %t33
  %t35 = fmul float %t34, 0x4072C00000000000
  store float %t35, float* %v7
  %t36 = load i64, i64* %v6
  %t37 = load float, float* %v7
  %t38 = call i64 @llvm.fptosi.sat.i64.f32(float %t37)
  %t39 = call float @llvm.fabs.f32(float %t37)
  %t40 = fcmp oeq float %t39, 0x7FF0000000000000
  %t41 = select i1 %t40, i64 0, i64 %t38
  %t42 = trunc i64 %t41 to i8
  %t43 = getelementptr inbounds i8, i8* %p1, i64 %t36
  store i8 %t42, i8* %t43
  %t44 = load i64, i64* %v6
  %t45 = load float, float* %v7
  %t46 = call i64 @llvm.fptosi.sat.i64.f32(float %t45)
  %t47 = call float @llvm.fabs.f32(float %t45)
  %t48 = fcmp oeq float %t47, 0x7FF0000000000000
  %t49 = select i1 %t48, i64 0, i64 %t46
  %t50 = trunc i64 %t49 to i8
  %t51 = getelementptr inbounds i8, i8* %p2, i64 %t44
  store i8 %t50, i8* %t51
  %t52 = load i64, i64* %v6
  %t53 = load float, float* %v7
  %t54 = call i64 @llvm.fptosi.sat.i64.f32(float %t53)
  %t55 = call float @llvm.fabs.f32(float %t53)
  %t56 = fcmp oeq float %t55, 0x7FF0000000000000
  %t57 = select i1 %t56, i64 0, i64 %t54
  %t58 = trunc i64 %t57 to i32
  %t59 = mul i32 %t58, 7
  %t60 = trunc i32 %t59 to i16
  %t61 = getelementptr inbounds i16, i16* %p3, i64 %t52
  store i16 %t60, i16* %t61
  %t62 = load i64, i64* %v6
  %t63 = load float, float* %v7
  %t64 = call i64 @llvm.fptosi.sat.i64.f32(float %t63)
  %t65 = call float @llvm.fabs.f32(float %t63)
  %t66 = fcmp oeq float %t65, 0x7FF0000000000000
  %t67 = select i1 %t66, i64 0, i64 %t64
  %t68 = trunc i64 %t67 to i16
  %t69 = getelementptr inbounds i16, i16* %p4, i64 %t62
  store i16 %t68, i16* %t69
  %t70 = load i64, i64* %v6
  %t71 = load i64, i64* %v6
  %t72 = getelementptr inbounds float, float* %p0, i64 %t71
  %t73 = load float, float* %t72
  %t74 = fpext float %t73 to double
  %t75 = fdiv double %t74, 0x4008000000000000
  %t76 = getelementptr inbounds double, double* %p5, i64 %t70
  store double %t75, double* %t76
  br label %it.latch8
it.latch8:
  %t77 = load i64, i64* %it6.1
  %t78 = add i64 %t77, 1
  store i64 %t78, i64* %it6.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it6.1
  br label %it.head9
it.head9:
  %t79 = load i64, i64* %it6.1
  %t80 = icmp slt i64 %t79, %end
  br i1 %t80, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t79, i64* %v6
  %t81 = load i64, i64* %v6
  %t82 = icmp ult i64 %t81, %p0.len
  br i1 %t82, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t81)
  br label %abort
inb12:
  %t83 = getelementptr inbounds float, float* %p0, i64 %t81
  %t84 = load float, float* %t83
  %t85 = fmul float %t84, 0x4072C00000000000
  store float %t85, float* %v7
  %t86 = load i64, i64* %v6
  %t87 = load float, float* %v7
  %t88 = call i64 @llvm.fptosi.sat.i64.f32(float %t87)
  %t89 = call float @llvm.fabs.f32(float %t87)
  %t90 = fcmp oeq float %t89, 0x7FF0000000000000
  %t91 = select i1 %t90, i64 0, i64 %t88
  %t92 = trunc i64 %t91 to i8
  %t93 = icmp ult i64 %t86, %p1.len
  br i1 %t93, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t86)
  br label %abort
inb14:
  %t94 = getelementptr inbounds i8, i8* %p1, i64 %t86
  store i8 %t92, i8* %t94
  %t95 = load i64, i64* %v6
  %t96 = load float, float* %v7
  %t97 = call i64 @llvm.fptosi.sat.i64.f32(float %t96)
  %t98 = call float @llvm.fabs.f32(float %t96)
  %t99 = fcmp oeq float %t98, 0x7FF0000000000000
  %t100 = select i1 %t99, i64 0, i64 %t97
  %t101 = trunc i64 %t100 to i8
  %t102 = icmp ult i64 %t95, %p2.len
  br i1 %t102, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 3, i64 %t95)
  br label %abort
inb16:
  %t103 = getelementptr inbounds i8, i8* %p2, i64 %t95
  store i8 %t101, i8* %t103
  %t104 = load i64, i64* %v6
  %t105 = load float, float* %v7
  %t106 = call i64 @llvm.fptosi.sat.i64.f32(float %t105)
  %t107 = call float @llvm.fabs.f32(float %t105)
  %t108 = fcmp oeq float %t107, 0x7FF0000000000000
  %t109 = select i1 %t108, i64 0, i64 %t106
  %t110 = trunc i64 %t109 to i32
  %t111 = mul i32 %t110, 7
  %t112 = trunc i32 %t111 to i16
  %t113 = icmp ult i64 %t104, %p3.len
  br i1 %t113, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 4, i64 %t104)
  br label %abort
inb18:
  %t114 = getelementptr inbounds i16, i16* %p3, i64 %t104
  store i16 %t112, i16* %t114
  %t115 = load i64, i64* %v6
  %t116 = load float, float* %v7
  %t117 = call i64 @llvm.fptosi.sat.i64.f32(float %t116)
  %t118 = call float @llvm.fabs.f32(float %t116)
  %t119 = fcmp oeq float %t118, 0x7FF0000000000000
  %t120 = select i1 %t119, i64 0, i64 %t117
  %t121 = trunc i64 %t120 to i16
  %t122 = icmp ult i64 %t115, %p4.len
  br i1 %t122, label %inb20, label %oob21, !prof !2
oob21:
  call void @tack.oob(i64* %status, i64 5, i64 %t115)
  br label %abort
inb20:
  %t123 = getelementptr inbounds i16, i16* %p4, i64 %t115
  store i16 %t121, i16* %t123
  %t124 = load i64, i64* %v6
  %t125 = load i64, i64* %v6
  %t126 = icmp ult i64 %t125, %p0.len
  br i1 %t126, label %inb22, label %oob23, !prof !2
oob23:
  call void @tack.oob(i64* %status, i64 6, i64 %t125)
  br label %abort
inb22:
  %t127 = getelementptr inbounds float, float* %p0, i64 %t125
  %t128 = load float, float* %t127
  %t129 = fpext float %t128 to double
  %t130 = fdiv double %t129, 0x4008000000000000
  %t131 = icmp ult i64 %t124, %p5.len
  br i1 %t131, label %inb24, label %oob25, !prof !2
oob25:
  call void @tack.oob(i64* %status, i64 7, i64 %t124)
  br label %abort
inb24:
  %t132 = getelementptr inbounds double, double* %p5, i64 %t124
  store double %t130, double* %t132
  br label %it.latch11
it.latch11:
  %t133 = load i64, i64* %it6.1
  %t134 = add i64 %t133, 1
  store i64 %t134, i64* %it6.1
  br label %it.head9, !llvm.loop !3
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
