      PROGRAM ERRS
      IMPLICIT NONE
      INTEGER I
      I = (1 + 2
      X = 1
      GOTO 99
      DO 10 I = 1, 5
      I = I +* 2
      IF (I .GT. 2) THEN
      PRINT *, I
      END
