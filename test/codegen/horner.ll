; Tack kernel 'horner' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_horner(float* %p0, float* %p1, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %it2.1 = alloca i64
  %v2 = alloca i64
  %v3 = alloca float
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
  br i1 %t15, label %fast5, label %slow6
fast5:
  store i64 %start, i64* %it2.1
  br label %it.head7
it.head7:
  %t16 = load i64, i64* %it2.1
  %t17 = icmp slt i64 %t16, %end
  br i1 %t17, label %it.body8, label %loop.exit0
it.body8:
  store i64 %t16, i64* %v2
  %t18 = load i64, i64* %v2
  %t19 = getelementptr inbounds float, float* %p0, i64 %t18
  %t20 = load float, float* %t19
  store float %t20, float* %v3
  %t21 = load i64, i64* %v2
  %t22 = load float, float* %v3
  %t23 = load float, float* %v3
  %t24 = call float @llvm.fmuladd.f32(float %t23, float 0x3FC0000000000000, float 0xBFD0000000000000)
  %t25 = call float @llvm.fmuladd.f32(float %t22, float %t24, float 0x3FF8000000000000)
  %t26 = getelementptr inbounds float, float* %p1, i64 %t21
  store float %t25, float* %t26
  br label %it.latch9
it.latch9:
  %t27 = load i64, i64* %it2.1
  %t28 = add i64 %t27, 1
  store i64 %t28, i64* %it2.1
  br label %it.head7, !llvm.loop !0
slow6:
  store i64 %start, i64* %it2.1
  br label %it.head10
it.head10:
  %t29 = load i64, i64* %it2.1
  %t30 = icmp slt i64 %t29, %end
  br i1 %t30, label %it.body11, label %loop.exit0
it.body11:
  store i64 %t29, i64* %v2
  %t31 = load i64, i64* %v2
  %t32 = icmp ult i64 %t31, %p0.len
  br i1 %t32, label %inb13, label %oob14, !prof !2
oob14:
  call void @tack.oob(i64* %status, i64 1, i64 %t31, i64 %p0.len)
  br label %abort
inb13:
  %t33 = getelementptr inbounds float, float* %p0, i64 %t31
  %t34 = load float, float* %t33
  store float %t34, float* %v3
  %t35 = load i64, i64* %v2
  %t36 = load float, float* %v3
  %t37 = load float, float* %v3
  %t38 = call float @llvm.fmuladd.f32(float %t37, float 0x3FC0000000000000, float 0xBFD0000000000000)
  %t39 = call float @llvm.fmuladd.f32(float %t36, float %t38, float 0x3FF8000000000000)
  %t40 = icmp ult i64 %t35, %p1.len
  br i1 %t40, label %inb15, label %oob16, !prof !2
oob16:
  call void @tack.oob(i64* %status, i64 2, i64 %t35, i64 %p1.len)
  br label %abort
inb15:
  %t41 = getelementptr inbounds float, float* %p1, i64 %t35
  store float %t39, float* %t41
  br label %it.latch12
it.latch12:
  %t42 = load i64, i64* %it2.1
  %t43 = add i64 %t42, 1
  store i64 %t43, i64* %it2.1
  br label %it.head10, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_horner(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %h2.p = getelementptr i64, i64* %slots, i64 2
  %h2 = load i64, i64* %h2.p
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %st.p = getelementptr i64, i64* %slots, i64 4
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_horner(float* %s0.a, float* %s1.a, i64 %h2, i64 %h3, i64* %st.a, i64 %start, i64 %end)
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
declare float @llvm.fmuladd.f32(float, float, float)
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
