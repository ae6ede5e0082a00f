; Tack kernel 'offset' (generated; do not edit)
source_filename = "tack"
target triple = "x86_64-unknown-linux-gnu"

define internal void @tack_kernel_offset(float* %p0, float* %p1, i32 %p2, i64 %p0.len, i64 %p1.len, i64* %status, i64 %start, i64 %end) #0 {
entry:
  %budget = alloca i64
  %v2 = alloca i32
  %it3.1 = alloca i64
  %v3 = alloca i64
  store i64 65536, i64* %budget
  store i32 %p2, i32* %v2
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
  %t7 = sext i32 1 to i64
  %t8 = add i64 %start, %t7
  %t9 = sext i32 1 to i64
  %t10 = add i64 %t6, %t9
  %t11 = icmp ult i64 %t8, %p0.len
  %t12 = icmp ult i64 %t10, %p0.len
  %t13 = and i1 %t11, %t12
  %t14 = sext i32 1 to i64
  %t15 = sub i64 %start, %t14
  %t16 = sext i32 1 to i64
  %t17 = sub i64 %t6, %t16
  %t18 = icmp ult i64 %t15, %p0.len
  %t19 = icmp ult i64 %t17, %p0.len
  %t20 = and i1 %t18, %t19
  %t21 = and i1 %t13, %t20
  %t22 = icmp ult i64 %start, %p1.len
  %t23 = icmp ult i64 %t6, %p1.len
  %t24 = and i1 %t22, %t23
  %t25 = and i1 %t21, %t24
  br i1 %t25, label %fast4, label %slow5
fast4:
  store i64 %start, i64* %it3.1
  br label %it.head6
it.head6:
  %t26 = load i64, i64* %it3.1
  %t27 = icmp slt i64 %t26, %end
  br i1 %t27, label %it.body7, label %loop.exit0
it.body7:
  store i64 %t26, i64* %v3
  %t28 = load i64, i64* %v3
  %t29 = load i64, i64* %v3
  %t30 = add i64 %t29, 1
  %t31 = getelementptr inbounds float, float* %p0, i64 %t30
  %t32 = load float, float* %t31
  %t33 = load i64, i64* %v3
  %t34 = sub i64 %t33, 1
  %t35 = getelementptr inbounds float, float* %p0, i64 %t34
  %t36 = load float, float* %t35
  %t37 = fsub float %t32, %t36
  %t38 = getelementptr inbounds float, float* %p1, i64 %t28
  store float %t37, float* %t38
  br label %it.latch8
it.latch8:
  %t39 = load i64, i64* %it3.1
  %t40 = add i64 %t39, 1
  store i64 %t40, i64* %it3.1
  br label %it.head6, !llvm.loop !0
slow5:
  store i64 %start, i64* %it3.1
  br label %it.head9
it.head9:
  %t41 = load i64, i64* %it3.1
  %t42 = icmp slt i64 %t41, %end
  br i1 %t42, label %it.body10, label %loop.exit0
it.body10:
  store i64 %t41, i64* %v3
  %t43 = load i64, i64* %v3
  %t44 = load i64, i64* %v3
  %t45 = add i64 %t44, 1
  %t46 = icmp ult i64 %t45, %p0.len
  br i1 %t46, label %inb12, label %oob13, !prof !2
oob13:
  call void @tack.oob(i64* %status, i64 1, i64 %t45)
  br label %abort
inb12:
  %t47 = getelementptr inbounds float, float* %p0, i64 %t45
  %t48 = load float, float* %t47
  %t49 = load i64, i64* %v3
  %t50 = sub i64 %t49, 1
  %t51 = icmp ult i64 %t50, %p0.len
  br i1 %t51, label %inb14, label %oob15, !prof !2
oob15:
  call void @tack.oob(i64* %status, i64 2, i64 %t50)
  br label %abort
inb14:
  %t52 = getelementptr inbounds float, float* %p0, i64 %t50
  %t53 = load float, float* %t52
  %t54 = fsub float %t48, %t53
  %t55 = icmp ult i64 %t43, %p1.len
  br i1 %t55, label %inb16, label %oob17, !prof !2
oob17:
  call void @tack.oob(i64* %status, i64 3, i64 %t43)
  br label %abort
inb16:
  %t56 = getelementptr inbounds float, float* %p1, i64 %t43
  store float %t54, float* %t56
  br label %it.latch11
it.latch11:
  %t57 = load i64, i64* %it3.1
  %t58 = add i64 %t57, 1
  store i64 %t58, i64* %it3.1
  br label %it.head9, !llvm.loop !3
loop.exit0:
  ret void
abort:
  ret void
}

define void @tack_chunk_offset(i64* %slots, i64 %start, i64 %end) #0 {
entry:
  %s0.p = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %s0.p
  %s0.a = inttoptr i64 %s0 to float*
  %s1.p = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %s1.p
  %s1.a = inttoptr i64 %s1 to float*
  %s2.p = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %s2.p
  %s2.v = trunc i64 %s2 to i32
  %h3.p = getelementptr i64, i64* %slots, i64 3
  %h3 = load i64, i64* %h3.p
  %h4.p = getelementptr i64, i64* %slots, i64 4
  %h4 = load i64, i64* %h4.p
  %st.p = getelementptr i64, i64* %slots, i64 5
  %st = load i64, i64* %st.p
  %st.a = inttoptr i64 %st to i64*
  call void @tack_kernel_offset(float* %s0.a, float* %s1.a, i32 %s2.v, i64 %h3, i64 %h4, i64* %st.a, i64 %start, i64 %end)
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
