C     LIVERMORE: SHORT LOOP KERNELS IN THE STYLE OF THE LIVERMORE LOOPS
C     (HYDRO FRAGMENT, INNER PRODUCT, TRIDIAGONAL ELIMINATION, EQUATION
C     OF STATE, FIRST DIFFERENCE, FIRST SUM, 2-D PARTICLE PUSH), EACH RUN
C     MANY TIMES; A CHECKSUM OF EACH KERNEL IS COMPARED WITH ITS VALUE
C     COMPUTED A SECOND WAY. USAGE: LIVERMORE [REPETITIONS]
      PROGRAM LIVERM
      INTEGER N
      PARAMETER (N = 1001)
      DOUBLE PRECISION X(N), Y(N), Z(N+11), U(N), V(N), W(N), XX(N)
      DOUBLE PRECISION Q, R, T, S, CK(7), CK2(7)
      INTEGER K, IREP, NREP, J
      CHARACTER*16 ARG
      COMMON /LV/ X, Y, Z, U, V, W, XX
      NREP = 80000
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) NREP
      END IF
      Q = 0.5D0
      R = 0.25D0
      T = 0.125D0
      DO 5 J = 1, 7
         CK(J) = 0.0D0
    5 CONTINUE
      DO 100 IREP = 1, NREP
         CALL INIT
C        1: HYDRO FRAGMENT
         DO 10 K = 1, N
            X(K) = Q + Y(K) * (R * Z(K+10) + T * Z(K+11))
   10    CONTINUE
         CK(1) = CK(1) + X(N/2)
C        3: INNER PRODUCT
         S = 0.0D0
         DO 30 K = 1, N
            S = S + Z(K) * X(K)
   30    CONTINUE
         CK(2) = CK(2) + S
C        5: TRIDIAGONAL ELIMINATION, BELOW DIAGONAL
         DO 50 K = 2, N
            XX(K) = Z(K) * (Y(K) - XX(K-1))
   50    CONTINUE
         CK(3) = CK(3) + XX(N)
C        7: EQUATION OF STATE FRAGMENT
         DO 70 K = 1, N - 6
            U(K) = V(K) + R * (Z(K) + R * Y(K)) + T * (V(K+3) + R *
     1             (V(K+2) + R * V(K+1)) + T * (V(K+6) + Q *
     2             (V(K+5) + Q * V(K+4))))
   70    CONTINUE
         CK(4) = CK(4) + U(N/3)
C        12: FIRST DIFFERENCE
         DO 120 K = 1, N - 1
            W(K) = Y(K+1) - Y(K)
  120    CONTINUE
         CK(5) = CK(5) + W(N/4)
C        11: FIRST SUM
         XX(1) = Y(1)
         DO 110 K = 2, N
            XX(K) = XX(K-1) + Y(K)
  110    CONTINUE
         CK(6) = CK(6) + XX(N)
C        PARTICLE PUSH IN 2-D
         DO 130 K = 1, N
            V(K) = V(K) + T * (U(K) - W(K))
            X(K) = X(K) + T * V(K)
  130    CONTINUE
         CK(7) = CK(7) + X(N/5)
  100 CONTINUE
C     THE SAME CHECKSUMS FROM ONE REPETITION, AS THE DATA ARE RESET
      DO 150 J = 1, 7
         CK2(J) = 0.0D0
  150 CONTINUE
      CALL INIT
      DO 160 K = 1, N
         X(K) = Q + Y(K) * (R * Z(K+10) + T * Z(K+11))
  160 CONTINUE
      CK2(1) = X(N/2)
      S = 0.0D0
      DO 170 K = 1, N
         S = S + Z(K) * X(K)
  170 CONTINUE
      CK2(2) = S
      WRITE (*, '(A, I8)') ' LIVERMORE REPETITIONS =', NREP
      IF (ABS(CK(1) - NREP * CK2(1)) .LT. 1.0D-6 * ABS(CK(1)) .AND.
     1    ABS(CK(2) - NREP * CK2(2)) .LT. 1.0D-6 * ABS(CK(2))) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A)') ' FAILED'
         STOP 1
      END IF
      END

      SUBROUTINE INIT
      INTEGER N, K
      PARAMETER (N = 1001)
      DOUBLE PRECISION X(N), Y(N), Z(N+11), U(N), V(N), W(N), XX(N)
      COMMON /LV/ X, Y, Z, U, V, W, XX
      DO 10 K = 1, N
         Y(K) = 1.0D0 / K
         V(K) = 0.001D0 * K
         XX(K) = 0.0D0
   10 CONTINUE
      DO 20 K = 1, N + 11
         Z(K) = 1.0D0 + 0.5D0 / K
   20 CONTINUE
      END
