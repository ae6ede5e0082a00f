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
  %t18 = icmp ult i64 %t0, %p1.len
  %t19 = icmp ult i64 %t10, %p1.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t17, %t20
  br i1 %t21, label %fast6, label %slow7
fast6:
  store i64 %t0, i64* %it3.1
  br label %it.head8
it.head8:
  %t22 = load i64, i64* %it3.1
  %t23 = icmp slt i64 %t22, %t4
  br i1 %t23, label %it.body9, label %blk.next3
it.body9:
  store i64 %t22, i64* %v3
  %t24 = load i64, i64* %v3
  %t25 = load i64, i64* %v3
  %t26 = getelementptr inbounds double, double* %p1, i64 %t25
  %t27 = load double, double* %t26
  %t28 = load double, double* %v2
  %t29 = load i64, i64* %v3
  %t30 = getelementptr inbounds double, double* %p0, i64 %t29
  %t31 = load double, double* %t30
  %t32 = call double @llvm.fmuladd.f64(double %t28, double %t31, double %t27)
  %t33 = getelementptr inbounds double, double* %p1, i64 %t24
  store double %t32, double* %t33
  br label %it.latch10
it.latch10:
  %t34 = load i64, i64* %it3.1
  %t35 = add i64 %t34, 1
  store i64 %t35, i64* %it3.1
  br label %it.head8, !llvm.loop !0
slow7:
  store i64 %t0, i64* %it3.1
  br label %it.head11
it.head11:
  %t36 = load i64, i64* %it3.1
  %t37 = icmp slt i64 %t36, %t4
  br i1 %t37, label %it.body12, label %blk.next3
it.body12:
  store i64 %t36, i64* %v3
  %t38 = load i64, i64* %v3
  %t39 = load i64, i64* %v3
  %t40 = icmp ult i64 %t39, %p1.len
  br i1 %t40, label %inb14, label %oob15
oob15:
  call void @tack.oob(i64* %status, i64 1, i64 %t39)
  br label %chk16
inb14:
  %t41 = getelementptr inbounds double, double* %p1, i64 %t39
  %t42 = load double, double* %t41
  br label %chk16
chk16:
  %t43 = phi double [%t42, %inb14], [0x0000000000000000, %oob15]
  %t44 = load double, double* %v2
  %t45 = load i64, i64* %v3
  %t46 = icmp ult i64 %t45, %p0.len
  br i1 %t46, label %inb17, label %oob18
oob18:
  call void @tack.oob(i64* %status, i64 2, i64 %t45)
  br label %chk19
inb17:
  %t47 = getelementptr inbounds double, double* %p0, i64 %t45
  %t48 = load double, double* %t47
  br label %chk19
chk19:
  %t49 = phi double [%t48, %inb17], [0x0000000000000000, %oob18]
  %t50 = call double @llvm.fmuladd.f64(double %t44, double %t49, double %t43)
  %t51 = icmp ult i64 %t38, %p1.len
  br i1 %t51, label %inb20, label %oob21
oob21:
  call void @tack.oob(i64* %status, i64 3, i64 %t38)
  br label %chk22
inb20:
  %t52 = getelementptr inbounds double, double* %p1, i64 %t38
  store double %t50, double* %t52
  br label %chk22
chk22:
  br label %it.latch13
it.latch13:
  %t53 = load i64, i64* %it3.1
  %t54 = add i64 %t53, 1
  store i64 %t54, i64* %it3.1
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
