/* profile.c: build an instrumented program with the counter runtime, run
 * it, and merge its block counts with the static counts (amp profile). */
#include "profile.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "amp-reuse.h"
#include "diag.h"
#include "vecfile.h"
#include "util.h"

/* amp_spawn, and with quiet its standard output and error to /dev/null */
/* quiet: the command's standard output and error to /dev/null; log
 * (relative to cwd): to that file instead. */
static int spawn_to(char *const argv[], const char *cwd, const char *in, const char *counts, int quiet,
		    const char *log)
{
	fflush(stdout);
	fflush(stderr);
	pid_t pid = fork();
	if (pid < 0) {
		amp_error("cannot start '%s': %s", argv[0], strerror(errno));
		return -1;
	}
	if (pid == 0) {
		/* the input named from here, the log from the folder it runs in */
		if (in) {
			int fd = open(in, O_RDONLY);
			if (fd < 0 || dup2(fd, 0) < 0)
				_exit(126);
			close(fd);
		}
		if (cwd && chdir(cwd) != 0)
			_exit(127);
		if (quiet || log) {
			int fd = log ? open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644) : open("/dev/null", O_WRONLY);
			if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
				_exit(126);
			close(fd);
		}
		if (counts) {
			setenv("AMP_COUNTS", counts, 1);
			/* the instrumented run at the same addresses every time:
			 * the memory classes follow the lines a hash of their
			 * address picks (amp-reuse.h), so a profile is the same
			 * on the next run (where the system allows it) */
			int pers = personality(0xffffffff);
			if (pers != -1)
				(void)personality((unsigned long)pers | ADDR_NO_RANDOMIZE);
		}
		execvp(argv[0], argv);
		fprintf(stderr, "amp: error: cannot run '%s': %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	return (int)pid;
}

static int spawn(char *const argv[], const char *cwd, const char *in, const char *counts, int quiet)
{
	return spawn_to(argv, cwd, in, counts, quiet, NULL);
}

/* Copy file name in folder dir to standard error. */
static void show_log(const char *dir, const char *name)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "r");
	if (f) {
		char buf[4096];
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, f)) > 0)
			fwrite(buf, 1, n, stderr);
		fclose(f);
	}
	free(path);
}

int amp_wait(int pid, const char *name)
{
	int status;
	while (waitpid((pid_t)pid, &status, 0) < 0)
		if (errno != EINTR) {
			amp_error("waiting for '%s': %s", name, strerror(errno));
			return -1;
		}
	return status;
}

int amp_spawn(char *const argv[], const char *cwd, const char *in, const char *counts)
{
	return spawn(argv, cwd, in, counts, 0);
}

int amp_run_silent(char *const argv[], const char *cwd)
{
	int pid = spawn(argv, cwd, NULL, NULL, 1);
	return pid < 0 ? -1 : amp_wait(pid, argv[0]);
}

int amp_run(char *const argv[], const char *cwd, const char *in, const char *counts)
{
	int pid = amp_spawn(argv, cwd, in, counts);
	return pid < 0 ? -1 : amp_wait(pid, argv[0]);
}

double amp_run_cpu(char *const argv[], const char *cwd, const char *in_path, const char *out_path)
{
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		amp_error("cannot start '%s': %s", argv[0], strerror(errno));
		return -1;
	}
	if (pid == 0) {
		/* no input but what it is given: a program that reads finds
		 * the end of its file, never the terminal */
		if (!freopen(in_path ? in_path : "/dev/null", "r", stdin))
			_exit(127);
		FILE *o = freopen(out_path, "w", stdout);
		(void)o;
		if (cwd && chdir(cwd) != 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	int st;
	struct rusage ru;
	while (wait4(pid, &st, 0, &ru) < 0)
		if (errno != EINTR)
			return -1;
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		return -1;
	return (double)ru.ru_utime.tv_sec + 1e-6 * (double)ru.ru_utime.tv_usec +
	       (double)ru.ru_stime.tv_sec + 1e-6 * (double)ru.ru_stime.tv_usec;
}

/* FNV-1a over the instrumented sources: a counts file from another build
 * has another id. */
static void build_id(const struct amp_program *p, const char *dir, char *out, size_t n)
{
	uint64_t h = 1469598103934665603ULL;
	for (size_t f = 0; f < p->nsources; f++) {
		const char *b = strrchr(p->sources[f], '/');
		char *path = xasprintf("%s/%s", dir, b ? b + 1 : p->sources[f]);
		size_t len;
		char *t = amp_read_file(path, &len);
		for (size_t i = 0; t && i < len; i++) {
			h ^= (unsigned char)t[i];
			h *= 1099511628211ULL;
		}
		free(t);
		free(path);
	}
	h ^= (uint64_t)p->nslots;
	h *= 1099511628211ULL;
	snprintf(out, n, "%016llx", (unsigned long long)h);
}



static int status_ok(int st, const char *what)
{
	if (st < 0)
		return 0;
	if (WIFSIGNALED(st)) {
		amp_error("%s was killed by signal %d (%s)", what, WTERMSIG(st), strsignal(WTERMSIG(st)));
		return 0;
	}
	if (WEXITSTATUS(st) != 0) {
		amp_error("%s failed (exit status %d)", what, WEXITSTATUS(st));
		return 0;
	}
	return 1;
}

/* n non-negative counts, one a line, from *pp (advanced past them) into
 * out (NULL: checked and skipped). 0, or -1 reported. */
static int read_values(char **pp, long n, long long *out, const char *path, const char *what)
{
	char *p = *pp;
	for (long i = 0; i < n; i++) {
		char *end;
		errno = 0;
		long long v = strtoll(p, &end, 10);
		if (end == p || errno || *end != '\n' || v < 0) {
			amp_error("counts file '%s' is damaged at %s %ld", path, what, i + 1);
			return -1;
		}
		if (out)
			out[i] = v;
		p = end + 1;
	}
	*pp = p;
	return 0;
}

int amp_counts_read(const char *path, const char *id, long nslots, long long *slots,
		    long nexact, long long *exact, int *has_exact)
{
	if (has_exact)
		*has_exact = 0;
	size_t len;
	char *t = amp_read_file(path, &len);
	if (!t) {
		amp_error("cannot read counts file '%s': %s", path, strerror(errno));
		return -1;
	}
	int rc = -1;
	char bid[64];
	long n;
	int off = 0;
	if (sscanf(t, "amp-counts 1\nbuild %63s\nslots %ld\n%n", bid, &n, &off) != 2 || off == 0) {
		amp_error("'%s' is not an amp counts file", path);
		goto out;
	}
	if (strcmp(bid, id) != 0 || n != nslots) {
		amp_error("counts file '%s' comes from another build (build %s, expected %s)", path,
			  bid, id);
		goto out;
	}
	char *p = t + off;
	if (read_values(&p, n, slots, path, "counter") != 0)
		goto out;
	/* The exact phase's counts (optional): "exact 1" and nexact
	 * slots, or "exact 0". */
	int flag;
	off = 0;
	if (sscanf(p, "exact %d\n%n", &flag, &off) == 1 && off > 0) {
		p += off;
		if (flag && read_values(&p, nexact, exact, path, "exact-phase counter") != 0)
			goto out;
		if (has_exact)
			*has_exact = flag != 0 && nexact > 0;
	}
	if (strncmp(p, "end", 3) != 0) {
		amp_error("counts file '%s' is incomplete", path);
		goto out;
	}
	rc = 0;
out:
	free(t);
	return rc;
}

/* The block counters with the counts of blocks without a counter filled
 * in: they follow from earlier blocks' (derive_from and derive_minus
 * precede them). */
static long long *derived_slots(const struct amp_program *p, const long long *in)
{
	long long *slots = xcalloc((size_t)p->nslots + 1, sizeof *slots);
	memcpy(slots, in, (size_t)p->nslots * sizeof *slots);
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		if (bl->derive_from > 0 && (size_t)bl->derive_from <= p->nblocks) {
			long long v = slots[bl->derive_from - 1];
			if (bl->derive_minus > 0 && (size_t)bl->derive_minus <= p->nblocks)
				v -= slots[bl->derive_minus - 1];
			slots[bl->id - 1] = v > 0 ? v : 0;
		}
	}
	return slots;
}

/* qsort order of block indices by unit, then first statement, then id
 * (scope_order: the program the indices are of). */
static const struct amp_program *scope_order;
static int by_unit_stmt(const void *a, const void *b)
{
	const struct amp_block *x = &scope_order->blocks[*(const size_t *)a];
	const struct amp_block *y = &scope_order->blocks[*(const size_t *)b];
	if (x->unit != y->unit)
		return x->unit < y->unit ? -1 : 1;
	if (x->first_stmt != y->first_stmt)
		return x->first_stmt < y->first_stmt ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* The call graph behind the scopes' operations (rule 17's dep.scope).
 * Per block, the unit each of its calls reaches (-1 or -2: a procedure
 * the program does not hold, or one it reaches through a dummy procedure
 * or a generic name that could not be bound); per unit,
 * its calls over the run and the operations one call runs with its
 * callees'. */
struct callgraph {
	const struct amp_program *p;
	const struct amp_stats_block *sbl;
	const double *ops;       /* per block, over the run, its own */
	size_t *ord;             /* blocks by unit and statement */
	size_t *ufirst, *uend;   /* per unit, its blocks' range in ord */
	int **callee;            /* per block, per call: unit or -1 */
	double *calls_in;        /* per unit: calls over the run */
	double *per_call;        /* per unit: operations per call, callees' too */
	double *scope;           /* per block: its scope's operations, callees' too */
	char *cstate;            /* 0 to do, 1 under way (recursion), 2 done */
};

/* The unit a call from unit from to name reaches: one contained in the
 * caller (or its host) first, then any subroutine or function. */
static int call_unit(const struct amp_program *p, int from, const char *name)
{
	int any = -1;
	for (size_t k = 0; k < p->nunits; k++) {
		const struct amp_unit *un = &p->units[k];
		if ((un->kind != AMP_UNIT_SUBROUTINE && un->kind != AMP_UNIT_FUNCTION) ||
		    strcmp(un->name, name) != 0)
			continue;
		if (un->host >= 0 && (un->host == from || un->host == p->units[from].host))
			return (int)k;
		if (any < 0)
			any = (int)k;
	}
	return any;
}

static double unit_call_ops(struct callgraph *g, int q);

/* Block b's operations over the run with what its calls run. */
static double block_incl_ops(struct callgraph *g, size_t b)
{
	const struct amp_block *bl = &g->p->blocks[b];
	double n = g->ops[b];
	for (size_t k = 0; k < bl->ncalls; k++)
		if (g->callee[b][k] >= 0)
			n += g->sbl[b].exec * bl->calls[k].n * unit_call_ops(g, g->callee[b][k]);
	return n;
}

/* Operations one call of unit q runs, its callees' included; a
 * recursive call counts the callee's own blocks only. */
static double unit_call_ops(struct callgraph *g, int q)
{
	if (g->cstate[q] == 2)
		return g->per_call[q];
	if (g->cstate[q] == 1) {
		double own = 0;
		for (size_t i = g->ufirst[q]; i < g->uend[q]; i++)
			own += g->ops[g->ord[i]];
		return g->calls_in[q] > 0 ? own / g->calls_in[q] : 0;
	}
	g->cstate[q] = 1;
	double t = 0;
	for (size_t i = g->ufirst[q]; i < g->uend[q]; i++)
		t += block_incl_ops(g, g->ord[i]);
	g->per_call[q] = g->calls_in[q] > 0 ? t / g->calls_in[q] : 0;
	g->cstate[q] = 2;
	return g->per_call[q];
}

/* Is block b's scope its whole routine (it is outside every loop)? */
static int routine_level(const struct amp_program *p, size_t b)
{
	const struct amp_block *bl = &p->blocks[b];
	return bl->scope_lo == p->units[bl->unit].first_stmt;
}

/* The scopes in loops (or of a routine nothing calls) whose runs make
 * the calls of unit r, directly or through routines that call it from
 * outside their loops (those calls shared among the routine's own roots
 * as its calls are): each scope once in roots (a representative block,
 * keyed by unit and scope start), with the calls it makes in rcalls. A
 * call of r times share counts share of a call of the first unit asked;
 * the walk visits at most *budget routines over all its paths. */
struct gaproots {
	size_t *root;
	double *calls;
	size_t n, cap, cap2;
};

static void gap_roots(struct callgraph *g, int r, double share, char *seen, struct gaproots *gr,
		      long *budget)
{
	if (seen[r] || --*budget < 0)
		return;
	seen[r] = 1;
	for (size_t c = 0; c < g->p->nblocks; c++) {
		const struct amp_block *bl = &g->p->blocks[c];
		double x = 0;
		for (size_t k = 0; k < bl->ncalls; k++)
			if (g->callee[c][k] == r)
				x += g->sbl[c].exec * bl->calls[k].n;
		if (x <= 0)
			continue;
		int uc = bl->unit;
		if (routine_level(g->p, c) && g->calls_in[uc] > 0) {
			gap_roots(g, uc, share * x / g->calls_in[uc], seen, gr, budget);
			continue;
		}
		size_t j = 0;
		while (j < gr->n && !(g->p->blocks[gr->root[j]].unit == uc &&
				      g->p->blocks[gr->root[j]].scope_lo == bl->scope_lo))
			j++;
		if (j == gr->n) {
			size_t cap = gr->cap;
			amp_grow(&gr->root, &gr->cap, gr->n, sizeof *gr->root);
			amp_grow(&gr->calls, &cap, gr->n, sizeof *gr->calls);
			gr->root[j] = c;
			gr->calls[j] = 0;
			gr->n++;
		}
		gr->calls[j] += share * x;
	}
	seen[r] = 0;
}

/* Operations from one call of unit r to the next: in each scope that
 * makes its calls, what the scope runs (its loop's body with its
 * callees) per call made there, averaged over the calls as a rate (a
 * scope with few calls and much else, such as a driver's loop around a
 * routine that calls r once before its own loops, weighs little). */
static double unit_gap(struct callgraph *g, int r)
{
	char *seen = xcalloc(g->p->nunits + 1, 1);
	struct gaproots gr = { NULL, NULL, 0, 0, 0 };
	long budget = 100000; /* routines visited, over every path */
	gap_roots(g, r, 1, seen, &gr, &budget);
	double calls = 0, rate = 0;
	for (size_t j = 0; j < gr.n; j++)
		if (g->scope[gr.root[j]] > 0) {
			calls += gr.calls[j];
			rate += gr.calls[j] * gr.calls[j] / g->scope[gr.root[j]];
		}
	free(gr.root);
	free(gr.calls);
	free(seen);
	return rate > 0 ? calls / rate : 0;
}

/* Calls the program cannot name statically (through a dummy procedure,
 * a procedure pointer, a generic name): the calls one routine makes by
 * one such name are bound to the routine they reach when exactly one
 * routine was entered that many times more than its named calls say. */
static void bind_dummies(struct callgraph *g)
{
	const struct amp_program *p = g->p;
	for (size_t b = 0; b < p->nblocks; b++)
		for (size_t k = 0; k < p->blocks[b].ncalls; k++) {
			if (g->callee[b][k] != -1)
				continue;
			const char *name = p->blocks[b].calls[k].name;
			int unit = p->blocks[b].unit;
			double t = 0;
			for (size_t c = b; c < p->nblocks; c++)
				for (size_t j = 0; p->blocks[c].unit == unit && j < p->blocks[c].ncalls; j++)
					if (g->callee[c][j] == -1 && strcmp(p->blocks[c].calls[j].name, name) == 0)
						t += g->sbl[c].exec * p->blocks[c].calls[j].n;
			int q = -1, n = 0;
			for (size_t u = 0; t > 0 && u < p->nunits; u++) {
				if ((p->units[u].kind != AMP_UNIT_SUBROUTINE &&
				     p->units[u].kind != AMP_UNIT_FUNCTION) || g->ufirst[u] >= g->uend[u])
					continue;
				double entered = g->sbl[g->ord[g->ufirst[u]]].exec - g->calls_in[u];
				if (entered > 0.5 && entered > t - 0.5 && entered < t + 0.5) {
					q = (int)u;
					n++;
				}
			}
			/* -2: looked at, left unbound */
			for (size_t c = b; c < p->nblocks; c++)
				for (size_t j = 0; p->blocks[c].unit == unit && j < p->blocks[c].ncalls; j++)
					if (g->callee[c][j] == -1 && strcmp(p->blocks[c].calls[j].name, name) == 0)
						g->callee[c][j] = n == 1 ? q : -2;
			if (n == 1)
				g->calls_in[q] += t;
		}
}

/* Each block's dep.scope: the operations of the blocks of its innermost
 * loop body (outside loops, of its routine) over the run, with what the
 * procedures they call run; for a block outside its routine's loops, at
 * least what runs from one call of the routine to the next, the
 * callers' work included, as often as the routine is called. */
static void scope_ops(const struct amp_program *p, struct amp_stats_block *sbl)
{
	struct callgraph g = { p, sbl, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL };
	size_t nb = p->nblocks, nu = p->nunits;
	double *ops = xcalloc(nb + 1, sizeof *ops);
	for (size_t b = 0; b < nb; b++)
		ops[b] = amp_stats_block_ops(&sbl[b]);
	g.ops = ops;
	/* The blocks in order of unit and first statement: a scope's blocks
	 * are then one run of them, found by bisection. */
	g.ord = xcalloc(nb + 1, sizeof *g.ord);
	for (size_t b = 0; b < nb; b++)
		g.ord[b] = b;
	scope_order = p;
	qsort(g.ord, nb, sizeof *g.ord, by_unit_stmt);
	g.ufirst = xcalloc(nu + 1, sizeof *g.ufirst);
	g.uend = xcalloc(nu + 1, sizeof *g.uend);
	for (size_t i = nb; i-- > 0;)
		g.ufirst[p->blocks[g.ord[i]].unit] = i;
	for (size_t i = 0; i < nb; i++)
		g.uend[p->blocks[g.ord[i]].unit] = i + 1;
	g.callee = xcalloc(nb + 1, sizeof *g.callee);
	g.calls_in = xcalloc(nu + 1, sizeof *g.calls_in);
	for (size_t b = 0; b < nb; b++) {
		const struct amp_block *bl = &p->blocks[b];
		g.callee[b] = xcalloc(bl->ncalls + 1, sizeof **g.callee);
		for (size_t k = 0; k < bl->ncalls; k++) {
			int q = call_unit(p, bl->unit, bl->calls[k].name);
			g.callee[b][k] = q;
			if (q >= 0)
				g.calls_in[q] += sbl[b].exec * bl->calls[k].n;
		}
	}
	bind_dummies(&g);
	g.per_call = xcalloc(nu + 1, sizeof *g.per_call);
	g.cstate = xcalloc(nu + 1, 1);
	double *incl = xcalloc(nb + 1, sizeof *incl);
	for (size_t b = 0; b < nb; b++)
		incl[b] = block_incl_ops(&g, b);
	g.scope = xcalloc(nb + 1, sizeof *g.scope);
	for (size_t b = 0; b < nb; b++) {
		const struct amp_block *bl = &p->blocks[b];
		size_t lo = 0, hi = nb;
		while (lo < hi) { /* the first block at or after (unit, scope_lo) */
			size_t mid = lo + (hi - lo) / 2;
			const struct amp_block *m = &p->blocks[g.ord[mid]];
			if (m->unit < bl->unit || (m->unit == bl->unit && m->first_stmt < bl->scope_lo))
				lo = mid + 1;
			else
				hi = mid;
		}
		double n = 0;
		for (size_t k = lo; k < nb; k++) {
			const struct amp_block *cl = &p->blocks[g.ord[k]];
			if (cl->unit != bl->unit || cl->first_stmt > bl->scope_hi)
				break;
			if (cl->last_stmt <= bl->scope_hi)
				n += incl[g.ord[k]];
		}
		g.scope[b] = n;
	}
	/* per unit, what runs between two of its calls (-1: not yet asked) */
	double *gap = xcalloc(nu + 1, sizeof *gap);
	for (size_t k = 0; k <= nu; k++)
		gap[k] = -1;
	for (size_t b = 0; b < nb; b++) {
		double n = g.scope[b];
		int r = p->blocks[b].unit;
		if (routine_level(p, b) && g.calls_in[r] > 0) {
			if (gap[r] < 0)
				gap[r] = unit_gap(&g, r);
			double between = gap[r] * g.calls_in[r];
			if (between > n)
				n = between;
		}
		sbl[b].counts[AMP_NPARAMS + AMP_DEP_SCOPE] = floor(n + 0.5);
		/* the scope's statements, first and last (exact in a double) */
		sbl[b].counts[AMP_NPARAMS + AMP_DEP_SID] =
			(double)(p->blocks[b].scope_lo + 1) * 16777216.0 + (double)(p->blocks[b].scope_hi + 1);
	}
	free(gap);
	for (size_t b = 0; b < nb; b++)
		free(g.callee[b]);
	free(g.callee);
	free(g.calls_in);
	free(g.per_call);
	free(g.cstate);
	free(g.scope);
	free(g.ufirst);
	free(g.uend);
	free(g.ord);
	free(incl);
	free(ops);
}

/* Is a reference of statement si that was added to block id in the
 * condition that ends that block: an IF's, ELSE IF's or DO WHILE's (a
 * logical IF's action has a block of its own, above)? */
static int cond_site(const struct amp_stmt_info *si, int id)
{
	return id == si->in_block && (si->kind == AMP_SK_IF_LOGICAL || si->kind == AMP_SK_IF_THEN ||
				      si->kind == AMP_SK_ELSE_IF || si->kind == AMP_SK_DO_WHILE);
}

/* The block memref k's references are added to (its statement's, or its
 * logical IF's action's). */
static int memref_block(const struct amp_program *p, size_t k)
{
	const struct amp_memref *m = &p->memrefs[k];
	const struct amp_stmt_info *si = &p->stmts[m->stmt];
	return si->kind == AMP_SK_IF_LOGICAL && m->off >= si->action_off && si->action_block
		       ? si->action_block : si->in_block;
}

/* Memref k's shares of its exec executions by bucket into f: its
 * irregular references and conflict misses (bucket 1). A regular or
 * strided stream's lines come ahead of it (the prefetchers), as their
 * rows price. The counts are estimates from sampled lines, so at most 1
 * in all. Returns the shares' weight, bucket b weighing 2^(b-1). */
static double memref_shares(const struct amp_program *p, const long long *mem, size_t k, double exec,
			    double *f)
{
	double conf = (double)mem[p->nmemrefs * (AMP_RU_NCLASS * AMP_RU_NB + 1) + k], all = 0, score = 0;
	for (int b = 0; b < AMP_RU_NB; b++) {
		f[b] = (b == 0 ? conf : 0) + (double)mem[(k * AMP_RU_NCLASS + 1) * AMP_RU_NB + (size_t)b];
		f[b] = exec > 0 ? f[b] / exec : 0;
		all += f[b];
	}
	for (int b = 0; b < AMP_RU_NB; b++) {
		if (all > 1)
			f[b] /= all;
		score += f[b] * (double)(1 << b);
	}
	return score;
}

/* Add a chain of loads' shares by bucket (rule 23), times block sb's
 * executions, to its counters base .. base + 5. A load of sb's own has
 * its shares of its block's executions; one of another block (the first
 * block of the loop sb's DO starts), of sb's executions, the loop's
 * entries, at most 1: the loop's first iteration waits for the chain,
 * and a stream that leaves its line at each entry and runs on within it
 * (ADJ(K) over a vertex's neighbours) misses at the first. */
static void chain_shares(const struct amp_program *p, const struct amp_stats *s, const long long *mem,
			 struct amp_stats_block *sb, const size_t *site, size_t n, int base)
{
	for (size_t j = 0; j < n; j++) {
		int id = memref_block(p, site[j]);
		if (id <= 0 || (size_t)id > s->nblocks || s->blocks[id - 1].id != id)
			continue;
		double f[AMP_RU_NB];
		memref_shares(p, mem, site[j], id == sb->id ? s->blocks[id - 1].exec : sb->exec, f);
		for (int k = 0; k < AMP_RU_NB; k++)
			sb->counts[AMP_NPARAMS + base + k] += sb->exec * f[k];
	}
}

void amp_profile_merge(const struct amp_program *p, const long long *slots_in,
		       const long long *mem, const long long *exact_in, struct amp_stats *s)
{
	long long *slots = derived_slots(p, slots_in);
	long long *exact = exact_in ? derived_slots(p, exact_in) : NULL;
	double fpx[AMP_NPARAMS][AMP_NFPX];
	for (int i = 0; i < AMP_NPARAMS; i++)
		amp_fpx_ops(i, fpx[i]);
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		struct amp_stats_block *sb = amp_stats_add_block(s, bl->id,
			amp_srcset_path(&p->srcs, bl->file), bl->line1, bl->line2, p->units[bl->unit].name);
		double ex = (double)slots[bl->id - 1];
		sb->exec = ex;
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			sb->counts[i] = ex * bl->counts[i];
		for (size_t k = 0; k < bl->nscaled; k++) {
			double el = (double)slots[bl->scaled[k].slot - 1];
			for (int i = 0; i < AMP_NCOUNTERS; i++)
				sb->counts[i] += el * bl->scaled[k].counts[i];
		}
		/* The condition ending the block: the mispredictions its
		 * simulated branch predictor counted in the run. */
		double mis = bl->br_slot > 0 && bl->br_slot <= p->nslots ? (double)slots[bl->br_slot - 1] : 0;
		sb->counts[amp_param_index("BMIS")] += mis;
		/* and what each of them waited for (rule 22): the condition's
		 * path, counted per execution by the analyzer */
		for (int k = AMP_CND_IHOP; k <= AMP_CND_HYPD; k++)
			sb->counts[AMP_NPARAMS + k] = mis * bl->counts[AMP_NPARAMS + k];
		if (bl->entry_slot > 0 && bl->entry_slot <= p->nslots)
			sb->counts[AMP_NPARAMS + AMP_LAT_ENTRY] = (double)slots[bl->entry_slot - 1];
		/* Its floating-point operations in the run's exact phase (rule
		 * 18): the block's and its element loops' executions then. */
		for (int i = 0; exact && i < AMP_NPARAMS; i++) {
			if (fpx[i][0] == 0 && fpx[i][1] == 0 && fpx[i][2] == 0)
				continue;
			double n = (double)exact[bl->id - 1] * bl->counts[i];
			for (size_t k = 0; k < bl->nscaled; k++)
				n += (double)exact[bl->scaled[k].slot - 1] * bl->scaled[k].counts[i];
			for (int c = 0; c < AMP_NFPX; c++)
				sb->counts[amp_fpx_counter(c)] += n * fpx[i][c];
		}
		for (size_t k = 0; k < bl->nunmodeled; k++)
			if (ex > 0)
				amp_stats_add_unmodeled(s, bl->unmodeled[k].kind, ex * bl->unmodeled[k].n);
	}
	/* Memory references by class, each added to the block its statement
	 * (or its logical IF's action) belongs to. A condition's references
	 * also give the buckets its block's mispredictions wait in (rule 22):
	 * per block, the shares of its heaviest such reference. */
	double *ldbest = xcalloc(s->nblocks + 1, sizeof *ldbest);
	double *ldshare = xcalloc((s->nblocks + 1) * AMP_RU_NB, sizeof *ldshare);
	for (size_t k = 0; mem && k < p->nmemrefs; k++) {
		const struct amp_memref *m = &p->memrefs[k];
		const struct amp_stmt_info *si = &p->stmts[m->stmt];
		int id = memref_block(p, k);
		if (id <= 0 || (size_t)id > s->nblocks)
			continue;
		struct amp_stats_block *sb = &s->blocks[id - 1];
		if (sb->id != id)
			continue;
		/* a site that writes its element: its strided references count
		 * as written strided ones instead (class 2's buckets come
		 * third), its regular ones again as written ones (class 0's
		 * come first) */
		for (int c = 0; c < AMP_RU_NCLASS * AMP_RU_NB; c++) {
			int to = m->written && c >= AMP_MEM_KSTR1 && c < AMP_MEM_KSTR1 + AMP_RU_NB
					 ? AMP_MEM_KSTW1 + c - AMP_MEM_KSTR1 : c;
			sb->counts[amp_mem_counter(to)] += (double)mem[k * AMP_RU_NCLASS * AMP_RU_NB + (size_t)c];
		}
		for (int b = 0; m->written && b < AMP_RU_NB; b++)
			sb->counts[amp_mem_counter(AMP_MEM_KWRT1 + b)] +=
				(double)mem[k * AMP_RU_NCLASS * AMP_RU_NB + (size_t)b];
		/* after every site's classes, every site's first page touches */
		sb->counts[AMP_NPARAMS + AMP_MEM_PAGE] +=
			(double)mem[p->nmemrefs * AMP_RU_NCLASS * AMP_RU_NB + k];
		/* and after those, every site's conflict misses */
		double conf = (double)mem[p->nmemrefs * (AMP_RU_NCLASS * AMP_RU_NB + 1) + k];
		sb->counts[AMP_NPARAMS + AMP_MEM_CONF] += conf;
		if (cond_site(si, id) && sb->exec > 0) {
			double f[AMP_RU_NB], score = memref_shares(p, mem, k, sb->exec, f);
			if (score > ldbest[id - 1]) {
				ldbest[id - 1] = score;
				memcpy(&ldshare[(size_t)(id - 1) * AMP_RU_NB], f, sizeof f);
			}
		}
	}
	for (size_t b = 0; mem && b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		if (bl->br_slot <= 0 || bl->br_slot > p->nslots || bl->id <= 0 || (size_t)bl->id > s->nblocks)
			continue;
		struct amp_stats_block *sb = &s->blocks[bl->id - 1];
		if (sb->id != bl->id)
			continue;
		double mis = (double)slots[bl->br_slot - 1];
		for (int k = 0; k < AMP_RU_NB; k++)
			sb->counts[AMP_NPARAMS + AMP_CND_LD1 + k] =
				mis * ldshare[(size_t)(bl->id - 1) * AMP_RU_NB + (size_t)k];
	}
	free(ldbest);
	free(ldshare);
	/* A block's chains of loads (rule 23): its executions times each
	 * load's shares by bucket, summed over the chain. */
	for (size_t b = 0; mem && b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		if ((!bl->nldpath && !bl->nldcarry) || bl->id <= 0 || (size_t)bl->id > s->nblocks)
			continue;
		struct amp_stats_block *sb = &s->blocks[bl->id - 1];
		if (sb->id != bl->id || !(sb->exec > 0))
			continue;
		chain_shares(p, s, mem, sb, bl->ldpath, bl->nldpath, AMP_DEP_LD1);
		chain_shares(p, s, mem, sb, bl->ldcarry, bl->nldcarry, AMP_LAT_LD1);
	}
	/* Per block, the operations its scope's blocks executed (rule 17's
	 * window: what runs from one execution of the block to the next),
	 * with what the procedures they call run. */
	struct amp_stats_block *sbl = &s->blocks[s->nblocks - p->nblocks];
	scope_ops(p, sbl);
	/* A restarting chain's entries: what runs from one to the next is
	 * the scope of the block holding the DO (entry_slot, its id). */
	for (size_t b = 0; b < p->nblocks; b++) {
		int d = p->blocks[b].entry_slot;
		if (d > 0 && (size_t)d <= p->nblocks)
			sbl[b].counts[AMP_NPARAMS + AMP_LAT_SCOPE] = sbl[d - 1].counts[AMP_NPARAMS + AMP_DEP_SCOPE];
	}
	amp_stats_sum_blocks(s);
	free(slots);
	free(exact);
}

static char *first_line_of(char *const argv[])
{
	char tmpl[] = "/tmp/amp-ver-XXXXXX";
	int fd = mkstemp(tmpl);
	if (fd < 0)
		return xstrdup("unknown");
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fd, 1);
		dup2(fd, 2);
		execvp(argv[0], argv);
		_exit(127);
	}
	int st;
	waitpid(pid, &st, 0);
	close(fd);
	char *t = amp_read_file(tmpl, NULL);
	unlink(tmpl);
	if (!t || !*t) {
		free(t);
		return xstrdup("unknown");
	}
	char *nl = strchr(t, '\n');
	if (nl)
		*nl = '\0';
	return t;
}

int amp_profile_run(const struct amp_program *p, const struct amp_profile_opts *o,
		    struct amp_stats *s, int *exit_status)
{
	const char *fc = o->fc ? o->fc : "gfortran";
	char *dir;
	char tmpl[] = "/tmp/amp-profile-XXXXXX";
	if (o->keep_dir) {
		if (mkdir(o->keep_dir, 0777) != 0 && errno != EEXIST) {
			amp_error("cannot create '%s': %s", o->keep_dir, strerror(errno));
			return -1;
		}
		/* Absolute: the compilers run inside it. */
		char *abs = realpath(o->keep_dir, NULL);
		if (!abs) {
			amp_error("cannot use '%s': %s", o->keep_dir, strerror(errno));
			return -1;
		}
		dir = xstrdup(abs);
		free(abs);
	} else {
		if (!mkdtemp(tmpl)) {
			amp_error("cannot create a build folder: %s", strerror(errno));
			return -1;
		}
		dir = xstrdup(tmpl);
	}
	int rc = -1, nflags = 0;
	char **flags = amp_words(o->fflags ? o->fflags : "-O0", &nflags);
	/* Coarrays: gfortran compiles them only with -fcoarray=; the counts
	 * are those of one image, so it runs as one unless told otherwise. */
	if (p->coarrays && strstr(fc, "gfortran")) {
		int given = 0;
		for (int i = 0; i < nflags; i++)
			given |= strncmp(flags[i], "-fcoarray", 9) == 0;
		if (!given) {
			flags = xrealloc(flags, (size_t)(nflags + 1) * sizeof *flags);
			flags[nflags++] = xstrdup("-fcoarray=single");
		}
	}
	char **argv = NULL;
	long long *slots = NULL, *exact = NULL;
	char *counts = xasprintf("%s/amp.counts", dir);
	char *exe = xasprintf("%s/prog", dir);
	char *data = xasprintf("%s/amp-data.c", dir);
	char *rt = xasprintf("%s/profiler/runtime/amp-rt.c", amp_datadir());
	char id[32];
	long nsites = o->memory ? (long)p->nmemrefs : 0;
	long nmem = nsites * (AMP_RU_NCLASS * AMP_RU_NB + 2);
	if ((o->memory ? amp_instrument_memory(p, dir, NULL) : amp_instrument(p, dir)) != 0)
		goto out;
	build_id(p, dir, id, sizeof id);
	{
		struct amp_buf b = { 0 };
		buf_printf(&b, "/* generated by amp profile */\n#include <stdint.h>\n"
			       "int64_t ampcb_[%d] __attribute__((aligned(64)));\n"
			       "const long amp_nslots = %d;\nconst char amp_build_id[] = \"%s\";\n"
			       "const long amp_nsites = %ld;\n",
			   p->nslots > 0 ? p->nslots : 1, p->nslots, id, nsites);
		int w = amp_write_file_atomic(data, b.s, b.len);
		buf_release(&b);
		if (w != 0)
			goto out;
	}
	if (access(rt, R_OK) != 0) {
		amp_error("cannot find the counter runtime '%s': %s", rt, strerror(errno));
		goto out;
	}
	/* Compile the runtime with the C compiler that goes with the Fortran one. */
	{
		const char *cc = getenv("AMP_CC");
		if (!cc || !*cc) {
			cc = "cc";
			if (strstr(fc, "aarch64"))
				cc = "aarch64-linux-gnu-gcc";
			else if (strstr(fc, "riscv64"))
				cc = "riscv64-linux-gnu-gcc";
		}
		char period[48];
		snprintf(period, sizeof period, "-DAMP_RU_PERIOD=%d", o->mem_period > 0 ? o->mem_period : AMP_RU_PERIOD);
		char *cargv[] = { (char *)cc, (char *)"-c", (char *)"-O1", period, rt, data, NULL };
		if (!status_ok(amp_run(cargv, dir, NULL, NULL), "compiling the counter runtime"))
			goto out;
	}
	/* Fortran sources in dependency order, one at a time, in the folder. */
	for (size_t k = 0; k < p->nsources; k++) {
		const char *src = p->sources[p->compile_order[k]];
		char *b = amp_instrumented_name(p, p->compile_order[k]);
		int n = 0;
		argv = xrealloc(argv, (size_t)(nflags + 6) * sizeof *argv);
		argv[n++] = (char *)fc;
		for (int i = 0; i < nflags; i++)
			argv[n++] = flags[i];
		/* gfortran's main would take SIGFPE from the runtime's trap of
		 * the first inexact result (amp-rt.c) for its backtraces. */
		if (strstr(fc, "gfortran"))
			argv[n++] = (char *)"-fno-backtrace";
		argv[n++] = (char *)"-c";
		argv[n++] = b;
		argv[n] = NULL;
		/* The compiler's messages go to a log in the build folder and
		 * are shown only when it fails: its warnings name the
		 * instrumented copy's lines, not the source's. */
		char *what = xasprintf("compiling '%s' with %s", src, fc);
		int pid = spawn_to(argv, dir, NULL, NULL, 0, "amp-compile.log");
		int st = pid < 0 ? -1 : amp_wait(pid, argv[0]);
		if (st != 0)
			show_log(dir, "amp-compile.log");
		int ok = status_ok(st, what);
		free(what);
		free(b);
		if (!ok)
			goto out;
	}
	{
		int n = 0;
		argv = xrealloc(argv, (size_t)(nflags + p->nsources + 8) * sizeof *argv);
		char **objs = xcalloc(p->nsources + 1, sizeof *objs);
		argv[n++] = (char *)fc;
		for (int i = 0; i < nflags; i++)
			argv[n++] = flags[i];
		argv[n++] = (char *)"-o";
		argv[n++] = exe;
		for (size_t k = 0; k < p->nsources; k++) {
			char *b = amp_instrumented_name(p, k);
			const char *dot = strrchr(b, '.');
			objs[k] = xasprintf("%.*s.o", (int)(dot ? dot - b : (long)strlen(b)), b);
			free(b);
			argv[n++] = objs[k];
		}
		argv[n++] = (char *)"amp-rt.o";
		argv[n++] = (char *)"amp-data.o";
		argv[n++] = (char *)"-lm";
		argv[n] = NULL;
		int ok = status_ok(amp_run(argv, dir, NULL, NULL), "linking the instrumented program");
		for (size_t k = 0; k < p->nsources; k++)
			free(objs[k]);
		free(objs);
		if (!ok)
			goto out;
	}
	/* Run it. */
	unlink(counts);
	{
		const char *prefix = getenv("AMP_RUN_PREFIX");
		int n = 0;
		int np = 0;
		char **pre = amp_words(prefix, &np);
		argv = xrealloc(argv, (size_t)(np + o->nargs + 2) * sizeof *argv);
		for (int i = 0; i < np; i++)
			argv[n++] = pre[i];
		argv[n++] = exe;
		for (int i = 0; i < o->nargs; i++)
			argv[n++] = o->args[i];
		argv[n] = NULL;
		int st = amp_run(argv, o->run_dir, o->stdin_path, counts);
		amp_words_free(pre, np);
		if (st < 0)
			goto out;
		if (WIFSIGNALED(st)) {
			amp_error("the program crashed: signal %d (%s); no statistics written",
				  WTERMSIG(st), strsignal(WTERMSIG(st)));
			goto out;
		}
		*exit_status = WEXITSTATUS(st);
	}
	slots = xcalloc((size_t)(p->nslots + nmem > 0 ? p->nslots + nmem : 1), sizeof *slots);
	exact = xcalloc((size_t)(p->nslots > 0 ? p->nslots : 1), sizeof *exact);
	int has_exact;
	if (amp_counts_read(counts, id, p->nslots + nmem, slots, p->nslots, exact, &has_exact) != 0)
		goto out;
	amp_profile_merge(p, slots, nmem ? slots + p->nslots : NULL, has_exact ? exact : NULL, s);
	amp_header_set(&s->header, "exact-phase", has_exact ? "traced" : "not-traced");
	if (o->memory) {
		amp_header_set(&s->header, "memory", "sampled");
		amp_header_set(&s->header, "memory-classes", "regular irregular strided written-strided");
		char period[32];
		snprintf(period, sizeof period, "%d", o->mem_period > 0 ? o->mem_period : AMP_RU_PERIOD);
		amp_header_set(&s->header, "memory-period", period);
	}
	{
		char *vargv[] = { (char *)fc, (char *)"--version", NULL };
		char *ver = first_line_of(vargv);
		amp_header_set(&s->header, "compiler", ver);
		free(ver);
	}
	rc = 0;
out:
	if (!o->keep_dir) {
		char *rargv[] = { (char *)"rm", (char *)"-rf", dir, NULL };
		amp_run(rargv, NULL, NULL, NULL);
	}
	free(slots);
	free(exact);
	free(argv);
	amp_words_free(flags, nflags);
	free(counts);
	free(exe);
	free(data);
	free(rt);
	free(dir);
	return rc;
}
