C     RECURRENCES THROUGH AN ARRAY (RULE 13): X(I) = X(I-1) + ... IN A
C     LOOP OVER I GOING UP IS A CHAIN; X(I) = X(I+1) ... IS ONE GOING
C     DOWN. EXPECTED: BLOCK 2 CHNF 1 (X) CHNI 1 (K, DISTANCE 2), NOT Y;
C     BLOCK 4 CHNF 1 (X), NOT Y; BLOCK 7 CHNF 1 (A(I-1,J) IN THE LOOP
C     OVER I; A(I,J-1) WAS MADE IN AN EARLIER PASS OF THE OUTER LOOP).
      PROGRAM R
      DOUBLE PRECISION X(100), Y(100), A(10,10)
      INTEGER I, J, K(100)
      DO 10 I = 2, 100
         X(I) = X(I-1) + Y(I)
         Y(I) = Y(I+1) * 2.0D0
         K(I) = K(I-2) + 1
   10 CONTINUE
      DO 20 I = 99, 1, -1
         X(I) = X(I+1) * 0.5D0
         Y(I) = Y(I-1) * 0.5D0
   20 CONTINUE
      DO 30 J = 2, 10
      DO 30 I = 2, 10
         A(I,J) = A(I,J-1) + A(I-1,J)
   30 CONTINUE
      PRINT *, X(5), Y(5), K(5), A(3,3)
      END
