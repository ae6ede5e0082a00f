; Tack kernel 'brighten' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_brighten(i8* %p0, i8* %p1, float %p2, i32 %p3, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca float
  %v3 = alloca i32
  %blk4.1 = alloca i64
  %it4.1 = alloca i64
  %v4 = alloca i64
  %v5 = alloca float
  store i64 65536, i64* %budget
  store float %p2, float* %v2
  store i32 %p3, i32* %v3
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
  br i1 %t17, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it4.1
  br label %it.head8
it.head8:
  %t18 = load i64, i64* %it4.1
  %t19 = icmp slt i64 %t18, %t4
  br i1 %t19, label %it.body9, label %blk.next3
it.body9:
  store i64 %t18, i64* %v4
  %t20 = load i64, i64* %v4
  %t21 = getelementptr inbounds i8, i8* %p0, i64 %t20
  %t22 = load i8, i8* %t21
  %t23 = uitofp i8 %t22 to float
  %t24 = load float, float* %v2
  %t25 = fmul float %t23, %t24
  %t26 = call float @llvm.floor.f32(float %t25)
  %t27 = fsub float %t25, %t26
  %t28 = fcmp oge float %t27, 0x3FE0000000000000
  %t29 = fadd float %t26, 0x3FF0000000000000
  %t30 = select i1 %t28, float %t29, float %t26
  %t31 = call float @llvm.copysign.f32(float %t30, float %t25)
  %t32 = load i32, i32* %v3
  %t33 = sitofp i32 %t32 to float
  %t34 = fadd float %t31, %t33
  store float %t34, float* %v5
  %t35 = load i64, i64* %v4
  %t36 = load float, float* %v5
  %t37 = fcmp ogt float 0x0000000000000000, %t36
  %t38 = select i1 %t37, float 0x0000000000000000, float %t36
  %t39 = bitcast float 0x0000000000000000 to i32
  %t40 = bitcast float %t36 to i32
  %t41 = and i32 %t39, %t40
  %t42 = bitcast i32 %t41 to float
  %t43 = fcmp oeq float 0x0000000000000000, %t36
  %t44 = select i1 %t43, float %t42, float %t38
  %t45 = fcmp uno float 0x0000000000000000, %t36
  %t46 = fadd float 0x0000000000000000, %t36
  %t47 = select i1 %t45, float %t46, float %t44
  %t48 = fcmp olt float 0x406FE00000000000, %t47
  %t49 = select i1 %t48, float 0x406FE00000000000, float %t47
  %t50 = bitcast float 0x406FE00000000000 to i32
  %t51 = bitcast float %t47 to i32
  %t52 = or i32 %t50, %t51
  %t53 = bitcast i32 %t52 to float
  %t54 = fcmp oeq float 0x406FE00000000000, %t47
  %t55 = select i1 %t54, float %t53, float %t49
  %t56 = fcmp uno float 0x406FE00000000000, %t47
  %t57 = fadd float 0x406FE00000000000, %t47
  %t58 = select i1 %t56, float %t57, float %t55
  %t59 = call i64 @llvm.fptosi.sat.i64.f32(float %t58)
  %t60 = call float @llvm.fabs.f32(float %t58)
  %t61 = fcmp oeq float %t60, 0x7FF0000000000000
  %t62 = select i1 %t61, i64 0, i64 %t59
  %t63 = trunc i64 %t62 to i8
  %t64 = getelementptr inbounds i8, i8* %p1, i64 %t35
  store i8 %t63, i8* %t64
  br label %it.latch10
it.latch10:
  %t65 = load i64, i64* %it4.1
  %t66 = add i64 %t65, 1
  store i64 %t66, i64* %it4.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it4.1
  br label %it.head11
it.head11:
  %t67 = load i64, i64* %it4.1
  %t68 = icmp slt i64 %t67, %t4
  br i1 %t68, label %it.body12, label %blk.next3
it.body12:
  store i64 %t67, i64* %v4
  %t69 = load i64, i64* %v4
  %t70 = icmp ult i64 %t69, %p0.len
  br i1 %t70, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t69)
  br label %abort
inb14:
  %t71 = getelementptr inbounds i8, i8* %p0, i64 %t69
  %t72 = load i8, i8* %t71
  %t73 = uitofp i8 %t72 to float
  %t74 = load float, float* %v2
  %t75 = fmul float %t73, %t74
  %t76 = call float @llvm.floor.f32(float %t75)
  %t77 = fsub float %t75, %t76
  %t78 = fcmp oge float %t77, 0x3FE0000000000000
  %t79 = fadd float %t76, 0x3FF0000000000000
  %t80 = select i1 %t78, float %t79, float %t76
  %t81 = call float @llvm.copysign.f32(float %t80, float %t75)
  %t82 = load i32, i32* %v3
  %t83 = sitofp i32 %t82 to float
  %t84 = fadd float %t81, %t83
  store float %t84, float* %v5
  %t85 = load i64, i64* %v4
  %t86 = load float, float* %v5
  %t87 = fcmp ogt float 0x0000000000000000, %t86
  %t88 = select i1 %t87, float 0x0000000000000000, float %t86
  %t89 = bitcast float 0x0000000000000000 to i32
  %t90 = bitcast float %t86 to i32
  %t91 = and i32 %t89, %t90
  %t92 = bitcast i32 %t91 to float
  %t93 = fcmp oeq float 0x0000000000000000, %t86
  %t94 = select i1 %t93, float %t92, float %t88
  %t95 = fcmp uno float 0x0000000000000000, %t86
  %t96 = fadd float 0x0000000000000000, %t86
  %t97 = select i1 %t95, float %t96, float %t94
  %t98 = fcmp olt float 0x406FE00000000000, %t97
  %t99 = select i1 %t98, float 0x406FE00000000000, float %t97
  %t100 = bitcast float 0x406FE00000000000 to i32
  %t101 = bitcast float %t97 to i32
  %t102 = or i32 %t100, %t101
  %t103 = bitcast i32 %t102 to float
  %t104 = fcmp oeq float 0x406FE00000000000, %t97
  %t105 = select i1 %t104, float %t103, float %t99
  %t106 = fcmp uno float 0x406FE00000000000, %t97
  %t107 = fadd float 0x406FE00000000000, %t97
  %t108 = select i1 %t106, float %t107, float %t105
  %t109 = call i64 @llvm.fptosi.sat.i64.f32(float %t108)
  %t110 = call float @llvm.fabs.f32(float %t108)
  %t111 = fcmp oeq float %t110, 0x7FF0000000000000
  %t112 = select i1 %t111, i64 0, i64 %t109
  %t113 = trunc i64 %t112 to i8
  %t114 = icmp ult i64 %t85, %p1.len
  br i1 %t114, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t85)
  br label %abort
inb16:
  %t115 = getelementptr inbounds i8, i8* %p1, i64 %t85
  store i8 %t113, i8* %t115
  br label %it.latch13
it.latch13:
  %t116 = load i64, i64* %it4.1
  %t117 = add i64 %t116, 1
  store i64 %t117, i64* %it4.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk4.1
  br label %blk.head1
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_brighten(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to i8*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to i8*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.w = trunc i64 %s2 to i32
  %s2.v = bitcast i32 %s2.w to float
  %s3.p = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %s3.p
  %s3.v = trunc i64 %s3 to i32
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %h5.p = getelementptr i64, i64* %slots, i64 5
  %h5 = load i64, i64* %h5.p
  %st.p = getelementptr i64, i64* %slots, i64 6
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_brighten(i8* %s0.a, i8* %s1.a, float %s2.v, i32 %s3.v, i64 %h4, i64 %h5, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.floor.f32(float)
declare float @llvm.copysign.f32(float, float)
declare i64 @llvm.fptosi.sat.i64.f32(float)
declare float @llvm.fabs.f32(float)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
