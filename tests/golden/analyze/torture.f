      PROGRAM TORT
      INTEGER IF, I, J, K, L(3), N
      REAL*8 X, Y, F
      CHARACTER*20 S
      DIMENSION A(10)
      COMMON /BLK/ G, H(5)
      DATA S /5HAB CD/
      DO 10 I = 1.10
      DO 10 I = 1,10
      A(I) = I*2.0
   10 CONTINUE
      IF = 1
      IF(IF.EQ.1)GOTO20
      S = 'A STRING THAT GOES ACROSS A CONTINUATION CARD, WITH SPACES'
     1 // 'X'
   20 X = F(1.0D0)
	Y = X * 2 + G
	K = 3
      J = 2                                                             IGNORED
      GO TO (30, 40, 50), J
   30 ASSIGN 50 TO K
      GO TO K, (40, 50)
   40 IF (X - Y) 50, 60, 50
   50 DO 70 I = 1, 3
      DO 70 J = 1, 2
      H(J) = H(J) + A(I)
   70 CONTINUE
   60 N = 0
      DO 80, I = 1, 0
      N = N + 1
   80 CONTINUE
      PRINT *, N, X, Y; STOP
      END
      REAL*8FUNCTIONF(X)
      REAL*8 X
      F = X**2 + SQRT(X)
      RETURN
      END
