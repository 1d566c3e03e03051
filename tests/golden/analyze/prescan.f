      PROGRAM PRE
C     A COMMENT CARD
* ANOTHER
      CHARACTER*40 S, T
      DATA S /23HHOLLERITH ACROSS A CARD/
      T = 'SHORT LINE STRING
     1 CONTINUED'
      CALL P(11HTWO   CARDS
     &, 1)
      CALL Q(1,                                                    7HABC
     1DEFG)
	 I = 1 ; J = 2
10	K = 3
	1 + 4
      X = 1.0                                                           THIS IS PAST COLUMN 72
      IF(X.EQ.1.E0.AND.I.EQ.1)I=2
      END
