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
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it2.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it2.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v2
  %t16 = load i64, i64* %v2
  %t17 = getelementptr inbounds float, float* %p0, i64 %t16
  %t18 = load float, float* %t17
  store float %t18, float* %v3
  %t19 = load i64, i64* %v2
  %t20 = load float, float* %v3
  %t21 = load float, float* %v3
  %t22 = call float @llvm.fmuladd.f32(float %t21, float 0x3FC0000000000000, float 0xBFD0000000000000)
  %t23 = call float @llvm.fmuladd.f32(float %t20, float %t22, float 0x3FF8000000000000)
  %t24 = getelementptr inbounds float, float* %p1, i64 %t19
  store float %t23, float* %t24
  br label %it.latch8
it.latch8:
  %t25 = load i64, i64* %it2.1
  %t26 = add i64 %t25, 1
  store i64 %t26, i64* %it2.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it2.1
  br label %it.head9
it.head9:
  %t27 = load i64, i64* %it2.1
  %t28 = icmp slt i64 %t27, %end
  br i1 %t28, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t27, i64* %v2
  %t29 = load i64, i64* %v2
  %t30 = icmp ult i64 %t29, %p0.len
  br i1 %t30, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t29)
  br label %abort
inb12:
  %t31 = getelementptr inbounds float, float* %p0, i64 %t29
  %t32 = load float, float* %t31
  store float %t32, float* %v3
  %t33 = load i64, i64* %v2
  %t34 = load float, float* %v3
  %t35 = load float, float* %v3
  %t36 = call float @llvm.fmuladd.f32(float %t35, float 0x3FC0000000000000, float 0xBFD0000000000000)
  %t37 = call float @llvm.fmuladd.f32(float %t34, float %t36, float 0x3FF8000000000000)
  %t38 = icmp ult i64 %t33, %p1.len
  br i1 %t38, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t33)
  br label %abort
inb14:
  %t39 = getelementptr inbounds float, float* %p1, i64 %t33
  store float %t37, float* %t39
  br label %it.latch11
it.latch11:
  %t40 = load i64, i64* %it2.1
  %t41 = add i64 %t40, 1
  store i64 %t41, i64* %it2.1
  br label %it.head9, !llvm.loop !3
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
