C     LOOPS: ONE TYPICAL LOOP PER RUN, FOR TESTING THE CHARACTERIZER'S
C     MODEL OF CONTEXT (TESTS/BENCH/LOOPS.SH). NOT A VALIDATION PROGRAM.
C     ARGUMENTS: LOOP NUMBER K (1-9), REPETITIONS NR.
C     1 Y=Y+A*X   2 DOT PRODUCT   3 MATRIX MULTIPLY   4 HORNER
C     5 3-POINT STENCIL   6 INTEGER ACCUMULATION   7 SIEVE
C     8 SQRT AND EXP   9 INDIRECT (SCATTER) UPDATE
      PROGRAM LOOPS
      INTEGER N, NR, K, I, J, L, IR
      PARAMETER (N = 2000)
      DOUBLE PRECISION X(N), Y(N), Z(N), A, S, P, C1, C2, C3, C4
      DOUBLE PRECISION AM(100,100), BM(100,100), CM(100,100)
      INTEGER KV(N), KS
      LOGICAL FL(N)
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) K
      CALL GET_COMMAND_ARGUMENT(2, ARG)
      READ (ARG, *) NR
      A = 0.5D0
      C1 = 1.0D0
      C2 = 0.5D0
      C3 = 0.25D0
      C4 = 0.125D0
      DO 5 I = 1, N
      X(I) = DBLE(I) / N
      Y(I) = 1.0D0 - X(I)
      Z(I) = 0.0D0
      KV(I) = MOD(I * 7, N) + 1
      FL(I) = .TRUE.
    5 CONTINUE
      DO 6 J = 1, 100
      DO 6 I = 1, 100
      AM(I,J) = 1.0D0 / (I + J)
      BM(I,J) = 1.0D0 / (I + 2 * J)
      CM(I,J) = 0.0D0
    6 CONTINUE
      S = 0.0D0
      KS = 0
      DO 100 IR = 1, NR
      IF (K .EQ. 1) THEN
        DO 10 I = 1, N
          Y(I) = Y(I) + A * X(I)
   10   CONTINUE
      ELSE IF (K .EQ. 2) THEN
        DO 20 I = 1, N
          S = S + X(I) * Y(I)
   20   CONTINUE
      ELSE IF (K .EQ. 3) THEN
        DO 30 J = 1, 100
        DO 30 L = 1, 100
        DO 30 I = 1, 100
          CM(I,J) = CM(I,J) + AM(I,L) * BM(L,J)
   30   CONTINUE
      ELSE IF (K .EQ. 4) THEN
        DO 40 I = 1, N
          Z(I) = ((C4 * X(I) + C3) * X(I) + C2) * X(I) + C1
   40   CONTINUE
      ELSE IF (K .EQ. 5) THEN
        DO 50 I = 2, N - 1
          Z(I) = (X(I-1) + X(I) + X(I+1)) / 3.0D0
   50   CONTINUE
      ELSE IF (K .EQ. 6) THEN
        DO 60 I = 1, N
          KS = KS + KV(I)
          IF (KS .GT. 100000) KS = KS - 100000
   60   CONTINUE
      ELSE IF (K .EQ. 7) THEN
        DO 70 I = 1, N
          IF (FL(I)) THEN
            J = I + I
   65       IF (J .LE. N) THEN
              FL(J) = .FALSE.
              J = J + I
              GO TO 65
            END IF
          END IF
   70   CONTINUE
        DO 71 I = 1, N
          FL(I) = .TRUE.
   71   CONTINUE
      ELSE IF (K .EQ. 8) THEN
        DO 80 I = 1, N
          Z(I) = SQRT(X(I)) + EXP(-Y(I))
   80   CONTINUE
      ELSE IF (K .EQ. 9) THEN
        DO 90 I = 1, N
          Z(KV(I)) = Z(KV(I)) + X(I)
   90   CONTINUE
      END IF
  100 CONTINUE
      PRINT *, S, KS, Z(5), Y(7), CM(3,3), FL(3)
      END
