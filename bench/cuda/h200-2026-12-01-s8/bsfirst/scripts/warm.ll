define double @tack_warm_up(double* %p, i64 %n, i64* %status) {
entry:
  %acc = alloca double
  %i = alloca i64
  store double 0.0, double* %acc
  store i64 0, i64* %i
  br label %head
head:
  %iv = load i64, i64* %i
  %c = icmp slt i64 %iv, %n
  br i1 %c, label %body, label %exit
body:
  %q = getelementptr inbounds double, double* %p, i64 %iv
  %x = load double, double* %q
  %a = load double, double* %acc
  %y = call double @llvm.fmuladd.f64(double %x, double 2.0, double %a)
  %s = call double @llvm.sqrt.f64(double %y)
  %e = call double @exp(double %s) nobuiltin
  %f = fneg double %e
  %ab = call double @llvm.fabs.f64(double %f)
  %lt = fcmp olt double %ab, 1.0
  %z = select i1 %lt, double %ab, double %y
  store double %z, double* %acc
  %next = add i64 %iv, 1
  store i64 %next, i64* %i
  br label %head
exit:
  %r = cmpxchg i64* %status, i64 0, i64 -1 seq_cst seq_cst
  %fin = load double, double* %acc
  ret double %fin
}
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)
declare double @exp(double) nounwind readnone
