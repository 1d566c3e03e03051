C     CHAINS.F: LOOPS WHOSE ITERATIONS WAIT ON THE ONE BEFORE THROUGH AN
C     INTRINSIC CALL (TESTS/BENCH/CHAINS.SH), AND THE SAME CALLS ON DATA
C     THAT NO ITERATION WAITS FOR. NANOSECONDS PER ITERATION, THE LEAST
C     OF SEVEN TIMINGS.
      PROGRAM CHAINS
      REAL X, Y, A(1000)
      DOUBLE PRECISION D, E, B(1000)
      INTEGER I, J, N, R
      INTEGER*8 C0, C1, CR
      DOUBLE PRECISION T(4), W
      N = 3000000
      DO 5 I = 1, 1000
         A(I) = 0.001 * I
         B(I) = 0.001D0 * I
    5 CONTINUE
      DO 6 I = 1, 4
         T(I) = 1D30
    6 CONTINUE
      DO 50 R = 1, 7
         X = 0.5
         CALL SYSTEM_CLOCK(C0, CR)
         DO 10 I = 1, N
            X = SIN(X) + 0.5
   10    CONTINUE
         CALL SYSTEM_CLOCK(C1)
         W = DBLE(C1 - C0) / CR / N * 1D9
         T(1) = MIN(T(1), W)
         CALL SYSTEM_CLOCK(C0, CR)
         DO 20 J = 1, N / 1000
            DO 20 I = 1, 1000
               Y = SIN(A(I)) + 0.5
   20    CONTINUE
         CALL SYSTEM_CLOCK(C1)
         W = DBLE(C1 - C0) / CR / N * 1D9
         T(2) = MIN(T(2), W)
         D = 0.5D0
         CALL SYSTEM_CLOCK(C0, CR)
         DO 30 I = 1, N
            D = SQRT(D) + 0.5D0
   30    CONTINUE
         CALL SYSTEM_CLOCK(C1)
         W = DBLE(C1 - C0) / CR / N * 1D9
         T(3) = MIN(T(3), W)
         CALL SYSTEM_CLOCK(C0, CR)
         DO 40 J = 1, N / 1000
            DO 40 I = 1, 1000
               E = SQRT(B(I)) + 0.5D0
   40    CONTINUE
         CALL SYSTEM_CLOCK(C1)
         W = DBLE(C1 - C0) / CR / N * 1D9
         T(4) = MIN(T(4), W)
   50 CONTINUE
      WRITE (*, '(A, F9.3)') 'sin-chain ', T(1)
      WRITE (*, '(A, F9.3)') 'sin-free ', T(2)
      WRITE (*, '(A, F9.3)') 'sqrtd-chain ', T(3)
      WRITE (*, '(A, F9.3)') 'sqrtd-free ', T(4)
      IF (X .LT. 0.0 .OR. Y .LT. 0.0 .OR. D .LT. 0.0 .OR. E .LT. 0.0)
     1   WRITE (*, *) X, Y, D, E
      END
