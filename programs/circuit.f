C     CIRCUIT: A GATE-LEVEL LOGIC SIMULATOR. A RIPPLE-CARRY ADDER OF NB
C     BITS IS BUILT AS A NETLIST OF NAND GATES IN INTEGER ARRAYS (FANOUT
C     LISTS AS LINKED LISTS), AND EVENT-DRIVEN SIMULATION ADDS MANY PAIRS
C     OF NUMBERS; EACH SUM IS CHECKED. USAGE: CIRCUIT [PAIRS]
      PROGRAM CIRCUI
      INTEGER MG, MN, NB
      PARAMETER (MG = 2000, MN = 4000, NB = 16)
      INTEGER IN1(MG), IN2(MG), OUT(MG), NG
      INTEGER VAL(MN), NN, HEAD(MN), NEXT(2*MG), GATE(2*MG), NL
      INTEGER QUEUE(MG*8), QH, QT, INQ(MG)
      INTEGER A(NB), B(NB), S(NB), COUT
      COMMON /NET/ IN1, IN2, OUT, NG, VAL, NN, HEAD, NEXT, GATE, NL
      INTEGER NPAIR, IP, I, X, Y, Z, ZE, G, L, V, NBAD, ISEED
      CHARACTER*16 ARG
      NPAIR = 1000000
      IF (COMMAND_ARGUMENT_COUNT() .GE. 1) THEN
         CALL GET_COMMAND_ARGUMENT(1, ARG)
         READ (ARG, *) NPAIR
      END IF
      NG = 0
      NL = 0
      NN = 0
      DO 5 I = 1, MN
         HEAD(I) = 0
         VAL(I) = 1
    5 CONTINUE
C     NODES: A(I), B(I) INPUTS, CARRY IN
      DO 10 I = 1, NB
         NN = NN + 1
         A(I) = NN
         NN = NN + 1
         B(I) = NN
   10 CONTINUE
      NN = NN + 1
      COUT = NN
      VAL(COUT) = 0
      DO 20 I = 1, NB
         CALL FULLAD(A(I), B(I), COUT, S(I), COUT)
   20 CONTINUE
      DO 25 G = 1, NG
         INQ(G) = 0
   25 CONTINUE
      ISEED = 12345
      NBAD = 0
      DO 100 IP = 1, NPAIR
         ISEED = MOD(ISEED * 1103 + 12345, 65536)
         X = ISEED
         ISEED = MOD(ISEED * 1103 + 12345, 65536)
         Y = ISEED
C        SET INPUTS, QUEUE THE GATES THEY FEED
         QH = 1
         QT = 0
         DO 40 I = 1, NB
            V = MOD(X / 2**(I-1), 2)
            CALL SETN(A(I), V, QUEUE, QT, INQ)
            V = MOD(Y / 2**(I-1), 2)
            CALL SETN(B(I), V, QUEUE, QT, INQ)
   40    CONTINUE
C        EVENT LOOP: EVALUATE QUEUED GATES UNTIL QUIET
   50    IF (QH .GT. QT) GO TO 60
         G = QUEUE(QH)
         QH = QH + 1
         INQ(G) = 0
         V = 1 - VAL(IN1(G)) * VAL(IN2(G))
         CALL SETN(OUT(G), V, QUEUE, QT, INQ)
         IF (QT .GT. MG*7) THEN
C           COMPACT THE QUEUE
            L = 0
            DO 55 I = QH, QT
               L = L + 1
               QUEUE(L) = QUEUE(I)
   55       CONTINUE
            QH = 1
            QT = L
         END IF
         GO TO 50
   60    Z = 0
         DO 70 I = NB, 1, -1
            Z = 2 * Z + VAL(S(I))
   70    CONTINUE
         ZE = MOD(X + Y, 2**NB)
         IF (Z .NE. ZE) NBAD = NBAD + 1
  100 CONTINUE
      WRITE (*, '(A, I8, A, I6)') ' CIRCUIT PAIRS =', NPAIR, ' GATES', NG
      IF (NBAD .EQ. 0) THEN
         WRITE (*, '(A)') ' VERIFIED'
      ELSE
         WRITE (*, '(A, I8)') ' FAILED, WRONG SUMS', NBAD
         STOP 1
      END IF
      END

C     SET NODE N TO V; IF IT CHANGES, QUEUE EVERY GATE ON ITS FANOUT LIST
      SUBROUTINE SETN(N, V, QUEUE, QT, INQ)
      INTEGER MG, MN
      PARAMETER (MG = 2000, MN = 4000)
      INTEGER N, V, QUEUE(*), QT, INQ(*), L
      INTEGER IN1(MG), IN2(MG), OUT(MG), NG
      INTEGER VAL(MN), NN, HEAD(MN), NEXT(2*MG), GATE(2*MG), NL
      COMMON /NET/ IN1, IN2, OUT, NG, VAL, NN, HEAD, NEXT, GATE, NL
      IF (VAL(N) .EQ. V) RETURN
      VAL(N) = V
      L = HEAD(N)
   10 IF (L .EQ. 0) RETURN
      IF (INQ(GATE(L)) .EQ. 0) THEN
         QT = QT + 1
         QUEUE(QT) = GATE(L)
         INQ(GATE(L)) = 1
      END IF
      L = NEXT(L)
      GO TO 10
      END

C     A NAND GATE FROM NODES I1, I2 TO A NEW NODE; RETURNS THE NODE
      INTEGER FUNCTION NAND(I1, I2)
      INTEGER MG, MN
      PARAMETER (MG = 2000, MN = 4000)
      INTEGER I1, I2
      INTEGER IN1(MG), IN2(MG), OUT(MG), NG
      INTEGER VAL(MN), NN, HEAD(MN), NEXT(2*MG), GATE(2*MG), NL
      COMMON /NET/ IN1, IN2, OUT, NG, VAL, NN, HEAD, NEXT, GATE, NL
      NG = NG + 1
      NN = NN + 1
      IN1(NG) = I1
      IN2(NG) = I2
      OUT(NG) = NN
      VAL(NN) = 1 - VAL(I1) * VAL(I2)
      NL = NL + 1
      GATE(NL) = NG
      NEXT(NL) = HEAD(I1)
      HEAD(I1) = NL
      NL = NL + 1
      GATE(NL) = NG
      NEXT(NL) = HEAD(I2)
      HEAD(I2) = NL
      NAND = NN
      END

C     FULL ADDER FROM NINE NAND GATES: S = A XOR B XOR C, CO = MAJORITY
      SUBROUTINE FULLAD(A, B, C, S, CO)
      INTEGER A, B, C, S, CO, N1, N2, N3, X1, N4, N5, N6, NAND
      N1 = NAND(A, B)
      N2 = NAND(A, N1)
      N3 = NAND(B, N1)
      X1 = NAND(N2, N3)
      N4 = NAND(X1, C)
      N5 = NAND(X1, N4)
      N6 = NAND(C, N4)
      S = NAND(N5, N6)
      CO = NAND(N1, N4)
      END
