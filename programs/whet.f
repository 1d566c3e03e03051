C     WHET: A WHETSTONE-LIKE MIX IN SINGLE PRECISION: ARRAY ARITHMETIC,
C     CONDITIONAL JUMPS, INTEGER ARITHMETIC, TRIGONOMETRIC AND OTHER
C     INTRINSICS, PROCEDURE CALLS. THE RESULT IS CHECKED AGAINST THE SAME
C     COMPUTATION'S INVARIANTS. USAGE: WHET [LOOPS]
      PROGRAM WHET
      REAL E1(4), X, Y, Z, T, T2, X1, X2, X3, X4
      INTEGER I, J, K, L, N, LOOPS, NCHK
      COMMON /WT/ T, T2
      CHARACTER*16 ARG
      LOOPS = 750000
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) LOOPS
      END IF
      T = 0.499975
      T2 = 2.0
      NCHK = 0
      DO 100 N = 1, LOOPS
C     MODULE 1: SIMPLE IDENTIFIERS
      X1 = 1.0
      X2 = -1.0
      X3 = -1.0
      X4 = -1.0
      DO 10 I = 1, 12
         X1 = (X1 + X2 + X3 - X4) * T
         X2 = (X1 + X2 - X3 + X4) * T
         X3 = (X1 - X2 + X3 + X4) * T
         X4 = (-X1 + X2 + X3 + X4) * T
   10 CONTINUE
C     MODULE 2: ARRAY ELEMENTS
      E1(1) = 1.0
      E1(2) = -1.0
      E1(3) = -1.0
      E1(4) = -1.0
      DO 20 I = 1, 14
         E1(1) = (E1(1) + E1(2) + E1(3) - E1(4)) * T
         E1(2) = (E1(1) + E1(2) - E1(3) + E1(4)) * T
         E1(3) = (E1(1) - E1(2) + E1(3) + E1(4)) * T
         E1(4) = (-E1(1) + E1(2) + E1(3) + E1(4)) / T2
   20 CONTINUE
C     MODULE 3: CONDITIONAL JUMPS
      J = 1
      DO 30 I = 1, 34
         IF (J .EQ. 1) THEN
            J = 2
         ELSE
            J = 3
         END IF
         IF (J .GT. 2) THEN
            J = 0
         ELSE
            J = 1
         END IF
         IF (J .LT. 1) THEN
            J = 1
         ELSE
            J = 0
         END IF
   30 CONTINUE
C     MODULE 4: INTEGER ARITHMETIC
      J = 1
      K = 2
      L = 3
      DO 40 I = 1, 34
         J = J * (K - J) * (L - K)
         K = L * K - (L - J) * K
         L = (L - K) * (K + J)
         E1(L - 1) = J + K + L
         E1(K - 1) = J * K * L
   40 CONTINUE
C     MODULE 5: TRIGONOMETRIC FUNCTIONS
      X = 0.5
      Y = 0.5
      DO 50 I = 1, 12
         X = T * ATAN(T2 * SIN(X) * COS(X) /
     1       (COS(X + Y) + COS(X - Y) - 1.0))
         Y = T * ATAN(T2 * SIN(Y) * COS(Y) /
     1       (COS(X + Y) + COS(X - Y) - 1.0))
   50 CONTINUE
C     MODULE 6: PROCEDURE CALLS
      X = 1.0
      Y = 1.0
      Z = 1.0
      DO 60 I = 1, 8
         CALL P3(X, Y, Z)
   60 CONTINUE
C     MODULE 7: STANDARD FUNCTIONS
      X = 0.75
      DO 70 I = 1, 9
         X = SQRT(EXP(ALOG(X) / T2))
   70 CONTINUE
      IF (ABS(X - 1.0) .LT. 0.05 .AND. J .EQ. 1 .AND. K .EQ. 2) NCHK = NCHK + 1
  100 CONTINUE
      WRITE (*, '(A, I8)') ' WHET LOOPS =', LOOPS
      IF (NCHK .EQ. LOOPS .AND. ABS(Z - 0.9) .LT. 1.0) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A, I8)') ' FAILED', NCHK
         STOP 1
      END IF
      END

      SUBROUTINE P3(X, Y, Z)
      REAL X, Y, Z, X1, Y1, T, T2
      COMMON /WT/ T, T2
      X1 = X
      Y1 = Y
      X1 = T * (X1 + Y1)
      Y1 = T * (X1 + Y1)
      Z = (X1 + Y1) / T2
      END
