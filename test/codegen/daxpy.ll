; Tack kernel 'daxpy' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_daxpy(double* %p0, double* %p1, double %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca double
  %it3.1 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  store double %p2, double* %v2
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
  %t7 = icmp ult i64 %start, %p1.len
  %t8 = icmp ult i64 %t6, %p1.len
  %t9 = and i1 %t7, %t8
  %t10 = icmp ult i64 %start, %p0.len
  %t11 = icmp ult i64 %t6, %p0.len
  %t12 = and i1 %t10, %t11
  %t13 = and i1 %t9, %t12
  br i1 %t13, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it3.1
  br label %it.head6
it.head6:
  %t14 = load i64, i64* %it3.1
  %t15 = icmp slt i64 %t14, %end
  br i1 %t15, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t14, i64* %v3
  %t16 = load i64, i64* %v3
  %t17 = load i64, i64* %v3
  %t18 = getelementptr inbounds double, double* %p1, i64 %t17
  %t19 = load double, double* %t18
  %t20 = load double, double* %v2
  %t21 = load i64, i64* %v3
  %t22 = getelementptr inbounds double, double* %p0, i64 %t21
  %t23 = load double, double* %t22
  %t24 = call double @llvm.fmuladd.f64(double %t20, double %t23, double %t19)
  %t25 = getelementptr inbounds double, double* %p1, i64 %t16
  store double %t24, double* %t25
  br label %it.latch8
it.latch8:
  %t26 = load i64, i64* %it3.1
  %t27 = add i64 %t26, 1
  store i64 %t27, i64* %it3.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it3.1
  br label %it.head9
it.head9:
  %t28 = load i64, i64* %it3.1
  %t29 = icmp slt i64 %t28, %end
  br i1 %t29, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t28, i64* %v3
  %t30 = load i64, i64* %v3
  %t31 = load i64, i64* %v3
  %t32 = icmp ult i64 %t31, %p1.len
  br i1 %t32, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t31)
  br label %abort
inb12:
  %t33 = getelementptr inbounds double, double* %p1, i64 %t31
  %t34 = load double, double* %t33
  %t35 = load double, double* %v2
  %t36 = load i64, i64* %v3
  %t37 = icmp ult i64 %t36, %p0.len
  br i1 %t37, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t36)
  br label %abort
inb14:
  %t38 = getelementptr inbounds double, double* %p0, i64 %t36
  %t39 = load double, double* %t38
  %t40 = call double @llvm.fmuladd.f64(double %t35, double %t39, double %t34)
  %t41 = icmp ult i64 %t30, %p1.len
  br i1 %t41, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 3, i64 %t30)
  br label %abort
inb16:
  %t42 = getelementptr inbounds double, double* %p1, i64 %t30
  store double %t40, double* %t42
  br label %it.latch11
it.latch11:
  %t43 = load i64, i64* %it3.1
  %t44 = add i64 %t43, 1
  store i64 %t44, i64* %it3.1
  br label %it.head9, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_daxpy(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to double*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to double*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = bitcast i64 %s2 to double
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %st.p = getelementptr i64, i64* %slots, i64 5
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_daxpy(double* %s0.a, double* %s1.a, double %s2.v, i64 %h3, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
declare double @llvm.fmuladd.f64(double, double, double)
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
