C     MATMUL: DENSE DOUBLE-PRECISION MATRIX MULTIPLY, C = A * B, WITH
C     A CHECK OF C AGAINST A CLOSED FORM. USAGE: MATMUL [N]
      PROGRAM MATMUL
      INTEGER NMAX
      PARAMETER (NMAX = 800)
      DOUBLE PRECISION A(NMAX,NMAX), B(NMAX,NMAX), C(NMAX,NMAX)
      DOUBLE PRECISION S, EXACT, ERR
      INTEGER N, I, J, K
      CHARACTER*16 ARG
      N = 800
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) N
      END IF
      IF (N .GT. NMAX .OR. N .LT. 1) STOP 2
C     A(I,J) = I + J, B(I,J) = I - J
      DO 20 J = 1, N
         DO 10 I = 1, N
            A(I,J) = DBLE(I + J)
            B(I,J) = DBLE(I - J)
            C(I,J) = 0.0D0
   10    CONTINUE
   20 CONTINUE
      DO 50 J = 1, N
         DO 40 K = 1, N
            S = B(K,J)
            DO 30 I = 1, N
               C(I,J) = C(I,J) + A(I,K) * S
   30       CONTINUE
   40    CONTINUE
   50 CONTINUE
C     SUM OVER K OF (I+K)(K-J) IN CLOSED FORM
      ERR = 0.0D0
      DO 70 J = 1, N
         DO 60 I = 1, N
            EXACT = DBLE(N)*(N+1)*(2*N+1)/6.0D0
     1            + DBLE(I - J) * DBLE(N)*(N+1)/2.0D0 - DBLE(I)*J*N
            ERR = MAX(ERR, ABS(C(I,J) - EXACT))
   60    CONTINUE
   70 CONTINUE
      WRITE (*, '(A, I5)') ' MATMUL N =', N
      IF (ERR .LT. 1.0D-6) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A, 1PE12.4)') ' FAILED, MAX ERROR', ERR
         STOP 1
      END IF
      END
