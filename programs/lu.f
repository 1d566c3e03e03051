C     LU: LU FACTORIZATION WITH PARTIAL PIVOTING AND SOLVE, REPEATED ON
C     A DIAGONALLY WEIGHTED MATRIX; CHECKS THE RESIDUAL. USAGE: LU [N]
      PROGRAM LU
      INTEGER NMAX
      PARAMETER (NMAX = 500)
      DOUBLE PRECISION A(NMAX,NMAX), A0(NMAX,NMAX), B(NMAX), X(NMAX)
      INTEGER IPIV(NMAX), N, I, J, INFO, IREP
      DOUBLE PRECISION RES, R, RNG
      CHARACTER*16 ARG
      COMMON /SEED/ ISEED
      INTEGER ISEED
      N = 500
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) N
      END IF
      IF (N .GT. NMAX .OR. N .LT. 2) STOP 2
C     FACTOR AND SOLVE TWENTY TIMES, FROM THE SAME MATRIX EACH TIME
      DO 45 IREP = 1, 20
      ISEED = 12345
      DO 20 J = 1, N
         DO 10 I = 1, N
            A(I,J) = RNG() - 0.5D0
            IF (I .EQ. J) A(I,J) = A(I,J) + 2.0D0
            A0(I,J) = A(I,J)
   10    CONTINUE
         B(J) = 1.0D0
         X(J) = B(J)
   20 CONTINUE
      CALL FACTOR(A, NMAX, N, IPIV, INFO)
      IF (INFO .NE. 0) THEN
         WRITE (*, '(A, I6)') ' SINGULAR AT', INFO
         STOP 1
      END IF
      CALL SOLVE(A, NMAX, N, IPIV, X)
   45 CONTINUE
      RES = 0.0D0
      DO 40 I = 1, N
         R = -B(I)
         DO 30 J = 1, N
            R = R + A0(I,J) * X(J)
   30    CONTINUE
         RES = MAX(RES, ABS(R))
   40 CONTINUE
      WRITE (*, '(A, I5)') ' LU N =', N
      IF (RES .LT. 1.0D-8) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A, 1PE12.4)') ' FAILED, RESIDUAL', RES
         STOP 1
      END IF
      END

C     A MULTIPLICATIVE CONGRUENTIAL GENERATOR (PARK-MILLER) ON INTEGERS
      DOUBLE PRECISION FUNCTION RNG()
      COMMON /SEED/ ISEED
      INTEGER ISEED, HI, LO
      HI = ISEED / 127773
      LO = MOD(ISEED, 127773)
      ISEED = 16807 * LO - 2836 * HI
      IF (ISEED .LE. 0) ISEED = ISEED + 2147483647
      RNG = DBLE(ISEED) / 2147483647.0D0
      END

      SUBROUTINE FACTOR(A, LDA, N, IPIV, INFO)
      INTEGER LDA, N, IPIV(N), INFO, I, J, K, P
      DOUBLE PRECISION A(LDA,N), T, AMAX
      INFO = 0
      DO 60 K = 1, N - 1
         P = K
         AMAX = ABS(A(K,K))
         DO 10 I = K + 1, N
            IF (ABS(A(I,K)) .LE. AMAX) GO TO 10
            AMAX = ABS(A(I,K))
            P = I
   10    CONTINUE
         IPIV(K) = P
         IF (AMAX .EQ. 0.0D0) THEN
            INFO = K
            RETURN
         END IF
         IF (P .NE. K) THEN
            DO 20 J = 1, N
               T = A(K,J)
               A(K,J) = A(P,J)
               A(P,J) = T
   20       CONTINUE
         END IF
         T = 1.0D0 / A(K,K)
         DO 30 I = K + 1, N
            A(I,K) = A(I,K) * T
   30    CONTINUE
         DO 50 J = K + 1, N
            T = A(K,J)
            IF (T .EQ. 0.0D0) GO TO 50
            DO 40 I = K + 1, N
               A(I,J) = A(I,J) - A(I,K) * T
   40       CONTINUE
   50    CONTINUE
   60 CONTINUE
      IPIV(N) = N
      IF (A(N,N) .EQ. 0.0D0) INFO = N
      END

      SUBROUTINE SOLVE(A, LDA, N, IPIV, B)
      INTEGER LDA, N, IPIV(N), I, K
      DOUBLE PRECISION A(LDA,N), B(N), T
C     ROW INTERCHANGES FIRST, THEN FORWARD SUBSTITUTION WITH UNIT L
      DO 5 K = 1, N - 1
         IF (IPIV(K) .EQ. K) GO TO 5
         T = B(K)
         B(K) = B(IPIV(K))
         B(IPIV(K)) = T
    5 CONTINUE
      DO 10 K = 1, N - 1
         DO 8 I = K + 1, N
            B(I) = B(I) - A(I,K) * B(K)
    8    CONTINUE
   10 CONTINUE
      DO 30 K = N, 1, -1
         B(K) = B(K) / A(K,K)
         T = -B(K)
         DO 20 I = 1, K - 1
            B(I) = B(I) + A(I,K) * T
   20    CONTINUE
   30 CONTINUE
      END
