! WHERE and FORALL constructs, intrinsic modules and USE renames.
! WHERE (mask) alone opens a construct: the mask is counted per element
! (SIZE(mask)); the masked assignments, which conform to it, add their
! per-element counts to the same part, whether or not their elements are
! selected; nothing is inserted inside the construct. FORALL bodies are
! not modelled. Names from ISO_FORTRAN_ENV, ISO_C_BINDING and
! IEEE_ARITHMETIC are constants or functions, renamed ones too.
module prec
  use iso_fortran_env, only: real64
  implicit none
  integer, parameter :: wp = real64
  real(wp) :: gain = 2.0_wp
end module prec

program constructs
  use prec, only: fp => wp, g => gain
  use iso_fortran_env, only: out => output_unit, int32
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer, parameter :: n = 100
  real(fp) :: a(n), b(n), c(n), s
  integer(int32) :: i
  do i = 1, n
    a(i) = real(i - n / 2, fp)
  end do
  b = 1.0_fp
  c = 0.0_fp
  where (a > 0.0_fp)
    c = c + a * b
    where (c > 10.0_fp)
      c = 10.0_fp
    end where
  elsewhere
    c = -1.0_fp
  end where
  forall (i = 1:n)
    b(i) = g * a(i)
  end forall
  s = sum(c)
  if (.not. ieee_is_nan(s)) write (out, *) s
end program constructs
