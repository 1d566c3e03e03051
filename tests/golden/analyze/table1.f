      SUBROUTINE MXM(A, B, C, L, M, N)
      DOUBLE PRECISION A(L,M), B(M,N), C(L,N)
      INTEGER I, J, K, L, M, N
      DO 120 K = 1, N
        DO 120 J = 1, M, 4
          DO 110 I = 1, L
            C(I,K) = C(I,K) + A(I,J) * B(J,K) + A(I,J+1) * B(J+1,K) +
     1      A(I,J+2) * B(J+2,K) + A(I,J+3) * B(J+3,K)
  110     CONTINUE
  120 CONTINUE
      RETURN
      END
