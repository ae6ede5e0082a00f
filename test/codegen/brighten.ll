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
  br i1 %t70, label %inb14, label %oob15
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t69)
  br label %chk16
inb14:
  %t71 = getelementptr inbounds i8, i8* %p0, i64 %t69
  %t72 = load i8, i8* %t71
  br label %chk16
chk16:
  %t73 = phi i8 [%t72, %inb14], [0, %oob15]
  %t74 = uitofp i8 %t73 to float
  %t75 = load float, float* %v2
  %t76 = fmul float %t74, %t75
  %t77 = call float @llvm.floor.f32(float %t76)
  %t78 = fsub float %t76, %t77
  %t79 = fcmp oge float %t78, 0x3FE0000000000000
  %t80 = fadd float %t77, 0x3FF0000000000000
  %t81 = select i1 %t79, float %t80, float %t77
  %t82 = call float @llvm.copysign.f32(float %t81, float %t76)
  %t83 = load i32, i32* %v3
  %t84 = sitofp i32 %t83 to float
  %t85 = fadd float %t82, %t84
  store float %t85, float* %v5
  %t86 = load i64, i64* %v4
  %t87 = load float, float* %v5
  %t88 = fcmp ogt float 0x0000000000000000, %t87
  %t89 = select i1 %t88, float 0x0000000000000000, float %t87
  %t90 = bitcast float 0x0000000000000000 to i32
  %t91 = bitcast float %t87 to i32
  %t92 = and i32 %t90, %t91
  %t93 = bitcast i32 %t92 to float
  %t94 = fcmp oeq float 0x0000000000000000, %t87
  %t95 = select i1 %t94, float %t93, float %t89
  %t96 = fcmp uno float 0x0000000000000000, %t87
  %t97 = fadd float 0x0000000000000000, %t87
  %t98 = select i1 %t96, float %t97, float %t95
  %t99 = fcmp olt float 0x406FE00000000000, %t98
  %t100 = select i1 %t99, float 0x406FE00000000000, float %t98
  %t101 = bitcast float 0x406FE00000000000 to i32
  %t102 = bitcast float %t98 to i32
  %t103 = or i32 %t101, %t102
  %t104 = bitcast i32 %t103 to float
  %t105 = fcmp oeq float 0x406FE00000000000, %t98
  %t106 = select i1 %t105, float %t104, float %t100
  %t107 = fcmp uno float 0x406FE00000000000, %t98
  %t108 = fadd float 0x406FE00000000000, %t98
  %t109 = select i1 %t107, float %t108, float %t106
  %t110 = call i64 @llvm.fptosi.sat.i64.f32(float %t109)
  %t111 = call float @llvm.fabs.f32(float %t109)
  %t112 = fcmp oeq float %t111, 0x7FF0000000000000
  %t113 = select i1 %t112, i64 0, i64 %t110
  %t114 = trunc i64 %t113 to i8
  %t115 = icmp ult i64 %t86, %p1.len
  br i1 %t115, label %inb17, label %oob18
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t86)
  br label %chk19
inb17:
  %t116 = getelementptr inbounds i8, i8* %p1, i64 %t86
  store i8 %t114, i8* %t116
  br label %chk19
chk19:
  br label %it.latch13
it.latch13:
  %t117 = load i64, i64* %it4.1
  %t118 = add i64 %t117, 1
  store i64 %t118, i64* %it4.1
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
