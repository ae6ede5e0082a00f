; Tack kernel 'daxpy' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_daxpy(double* %p0, double* %p1, double %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca double
  %blk3.1 = alloca i64
  %it3.1 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  store double %p2, double* %v2
  store i64 %start, i64* %blk3.1
  br label %blk.head1
blk.head1:
  %t0 = load i64, i64* %blk3.1
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
  %t11 = icmp ult i64 %t0, %p1.len
  %t12 = icmp ult i64 %t10, %p1.len
  %t13 = and i1 %t11, %t12
  %t14 = icmp ult i64 %t0, %p0.len
  %t15 = icmp ult i64 %t10, %p0.len
  %t16 = and i1 %t14, %t15
  %t17 = and i1 %t13, %t16
  br i1 %t17, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t18 = load i64, i64* %it3.1
  %t19 = icmp slt i64 %t18, %t4
  br i1 %t19, label %it.body9, label %blk.next3
it.body9:
  store i64 %t18, i64* %v3
  %t20 = load i64, i64* %v3
  %t21 = load i64, i64* %v3
  %t22 = getelementptr inbounds double, double* %p1, i64 %t21
  %t23 = load double, double* %t22
  %t24 = load double, double* %v2
  %t25 = load i64, i64* %v3
  %t26 = getelementptr inbounds double, double* %p0, i64 %t25
  %t27 = load double, double* %t26
  %t28 = call double @llvm.fmuladd.f64(double %t24, double %t27, double %t23)
  %t29 = getelementptr inbounds double, double* %p1, i64 %t20
  store double %t28, double* %t29
  br label %it.latch10
it.latch10:
  %t30 = load i64, i64* %it3.1
  %t31 = add i64 %t30, 1
  store i64 %t31, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head11
it.head11:
  %t32 = load i64, i64* %it3.1
  %t33 = icmp slt i64 %t32, %t4
  br i1 %t33, label %it.body12, label %blk.next3
it.body12:
  store i64 %t32, i64* %v3
  %t34 = load i64, i64* %v3
  %t35 = load i64, i64* %v3
  %t36 = icmp ult i64 %t35, %p1.len
  br i1 %t36, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t35)
  br label %abort
inb14:
  %t37 = getelementptr inbounds double, double* %p1, i64 %t35
  %t38 = load double, double* %t37
  %t39 = load double, double* %v2
  %t40 = load i64, i64* %v3
  %t41 = icmp ult i64 %t40, %p0.len
  br i1 %t41, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 2, i64 %t40)
  br label %abort
inb16:
  %t42 = getelementptr inbounds double, double* %p0, i64 %t40
  %t43 = load double, double* %t42
  %t44 = call double @llvm.fmuladd.f64(double %t39, double %t43, double %t38)
  %t45 = icmp ult i64 %t34, %p1.len
  br i1 %t45, label %inb18, label %oob19, !prof !2
oob19:
  call void @tack.oob(i64* %status, i64 3, i64 %t34)
  br label %abort
inb18:
  %t46 = getelementptr inbounds double, double* %p1, i64 %t34
  store double %t44, double* %t46
  br label %it.latch13
it.latch13:
  %t47 = load i64, i64* %it3.1
  %t48 = add i64 %t47, 1
  store i64 %t48, i64* %it3.1
  br label %it.head11, !llvm.loop !0
blk.next3:
  store i64 %t4, i64* %blk3.1
  br label %blk.head1
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
declare double @llvm.fmuladd.f64(double, double, double)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { cold noinline nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.runtime.disable"}
!2 = !{!"branch_weights", i32 1048576, i32 1}
