C     FFT: RADIX-2 COMPLEX FAST FOURIER TRANSFORM, FORWARD AND INVERSE,
C     REPEATED; CHECKS THAT THE ROUND TRIP GIVES THE INPUT BACK AND THAT
C     PARSEVAL'S IDENTITY HOLDS. USAGE: FFT [LOG2N]
      PROGRAM FFTP
      INTEGER NMAX
      PARAMETER (NMAX = 65536)
      COMPLEX X(NMAX), Y(NMAX)
      INTEGER M, N, I, IREP
      REAL ERR, E1, E2
      CHARACTER*16 ARG
      M = 16
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) M
      END IF
      IF (M .LT. 2 .OR. M .GT. 16) STOP 2
      N = 2**M
      DO 10 I = 1, N
         X(I) = CMPLX(SIN(0.01*I), COS(0.003*I*I))
   10 CONTINUE
C     ROUND TRIPS FROM THE SAME INPUT: THE LARGEST ERROR OF ANY
      ERR = 0.0
      DO 20 IREP = 1, 200
         DO 12 I = 1, N
            Y(I) = X(I)
   12    CONTINUE
         CALL FFT(Y, N, M, -1.0)
         CALL FFT(Y, N, M, 1.0)
         DO 15 I = 1, N
            Y(I) = Y(I) / N
            ERR = MAX(ERR, ABS(Y(I) - X(I)))
   15    CONTINUE
   20 CONTINUE
      E1 = 0.0
      DO 30 I = 1, N
         E1 = E1 + REAL(X(I))**2 + AIMAG(X(I))**2
         Y(I) = X(I)
   30 CONTINUE
      CALL FFT(Y, N, M, -1.0)
      E2 = 0.0
      DO 40 I = 1, N
         E2 = E2 + ABS(Y(I))**2
   40 CONTINUE
      E2 = E2 / N
      WRITE (*, '(A, I8)') ' FFT N =', N
      IF (ERR .LT. 1.0E-3 .AND. ABS(E2 - E1) .LT. 1.0E-3 * E1) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A, 2E12.4)') ' FAILED', ERR, ABS(E2 - E1) / E1
         STOP 1
      END IF
      END

C     IN-PLACE ITERATIVE RADIX-2 TRANSFORM; SGN -1 FORWARD, +1 INVERSE
      SUBROUTINE FFT(A, N, M, SGN)
      INTEGER N, M, I, J, K, L, LE, LE2, IP
      COMPLEX A(N), T, U, W
      REAL SGN, PI
      PARAMETER (PI = 3.14159265)
C     BIT REVERSAL
      J = 1
      DO 20 I = 1, N - 1
         IF (I .GE. J) GO TO 10
         T = A(J)
         A(J) = A(I)
         A(I) = T
   10    K = N / 2
   15    IF (K .GE. J) GO TO 18
         J = J - K
         K = K / 2
         GO TO 15
   18    J = J + K
   20 CONTINUE
      DO 50 L = 1, M
         LE = 2**L
         LE2 = LE / 2
         U = (1.0, 0.0)
         W = CMPLX(COS(PI / LE2), SGN * SIN(PI / LE2))
         DO 40 J = 1, LE2
            DO 30 I = J, N, LE
               IP = I + LE2
               T = A(IP) * U
               A(IP) = A(I) - T
               A(I) = A(I) + T
   30       CONTINUE
            U = U * W
   40    CONTINUE
   50 CONTINUE
      END
