/* cmd-analyze.c: amp analyze, the block listing of Fortran sources with
 * each block's static operation counts, and the static block table. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "program.h"
#include "util.h"

static const char usage[] =
	"usage: amp analyze [options] FILE...\n"
	"\n"
	"Parse FORTRAN 77 fixed-form and Fortran 90 free-form sources as one\n"
	"program, split it into basic blocks and list every block: its id, where\n"
	"it is (file:first-last line), its routine and how many of each abstract\n"
	"operation one execution of it performs (docs/parameters.md).\n"
	"\n"
	"  --fixed, --free     source form (default: by suffix; .f90 .f95 .f03 .f08 free)\n"
	"  --line-length N     columns read per line (default 72 fixed, 132 free)\n"
	"  -I DIR              search DIR for INCLUDE files (and #include files)\n"
	"  -D NAME[=VALUE]     define NAME for the C preprocessor\n"
	"  --cpp, --no-cpp     run the C preprocessor (gfortran -cpp -E, or\n"
	"                      $AMP_FPP) on every source, or on none (default: on\n"
	"                      sources whose suffix has a capital F, .F .F90\n"
	"                      .FOR, and .fpp)\n"
	"  --format F          text (default) or json\n"
	"  -o FILE             also write the static block table to FILE\n"
	"  --dump-statements   print the prescanned statements instead\n"
	"\n"
	"Exit status: 0 clean, 1 if any error was reported, 2 usage error.\n";

/* What an array statement's per-element counts are multiplied by, as
 * the copy counts it: none where its left side's subscripts call a
 * function (the count would call it again). */
static const char *count_expr(const struct amp_stmt_info *si)
{
	return si->array_count_expr ? si->array_count_expr : "(not counted: a function in the left side's subscripts)";
}

static void put_counts(FILE *fp, const double *c, int json, int all)
{
	int first = 1;
	int n = all ? AMP_NCOUNTERS : AMP_NPARAMS;
	for (int i = 0; i < n; i++) {
		if (c[i] == 0)
			continue;
		if (json)
			fprintf(fp, "%s\"%s\":%.15g", first ? "" : ",", amp_counter_name(i), c[i]);
		else
			fprintf(fp, "%s%s %.15g", first ? "" : "  ", amp_counter_name(i), c[i]);
		first = 0;
	}
	if (first && !json)
		fputs("(no operations)", fp);
}

static void json_str(FILE *fp, const char *s)
{
	fputc('"', fp);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(fp, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(fp, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, fp);
	}
	fputc('"', fp);
}

static const char *unit_kind(enum amp_unit_kind k)
{
	static const char *const names[] = { "program", "subroutine", "function", "block data", "module",
					       "submodule" };
	return names[k];
}

/* A block's chain of loads (rule 23), the first load first. */
static void put_loads(FILE *fp, const struct amp_program *p, const char *what, const size_t *site, size_t n)
{
	if (!n)
		return;
	fprintf(fp, "    %s:", what);
	for (size_t k = 0; k < n; k++) {
		const struct amp_memref *m = &p->memrefs[site[k]];
		fprintf(fp, " %s%s (line %d)", k ? "-> " : "", m->text, p->stmts[m->stmt].st.first_line);
	}
	fputc('\n', fp);
}

static void listing(const struct amp_program *p, FILE *fp)
{
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		fprintf(fp, "block %d  %s:%d-%d  %s\n    ", bl->id, amp_srcset_path(&p->srcs, bl->file),
			bl->line1, bl->line2, p->units[bl->unit].name);
		put_counts(fp, bl->counts, 0, 0);
		fputc('\n', fp);
		for (size_t k = 0; k < bl->nscaled; k++) {
			const char *expr = "";
			for (size_t i = bl->first_stmt; i <= bl->last_stmt; i++)
				if (p->stmts[i].array_slot == bl->scaled[k].slot)
					expr = count_expr(&p->stmts[i]);
			fprintf(fp, "    per element of %s:  ", expr);
			put_counts(fp, bl->scaled[k].counts, 0, 0);
			fputc('\n', fp);
		}
		if (bl->nunmodeled) {
			fputs("    unmodeled:", fp);
			for (size_t k = 0; k < bl->nunmodeled; k++)
				fprintf(fp, " %s %d", bl->unmodeled[k].kind, bl->unmodeled[k].n);
			fputc('\n', fp);
		}
		put_loads(fp, p, "dependent loads", bl->ldpath, bl->nldpath);
		put_loads(fp, p, "loop-carried loads", bl->ldcarry, bl->nldcarry);
	}
}

/* A block's chain of loads (rule 23) as a list of {"ref", "line"}. */
static void json_loads(FILE *fp, const struct amp_program *p, const char *key, const size_t *site, size_t n)
{
	fprintf(fp, ",\"%s\":[", key);
	for (size_t k = 0; k < n; k++) {
		const struct amp_memref *m = &p->memrefs[site[k]];
		fputs(k ? ",{\"ref\":" : "{\"ref\":", fp);
		json_str(fp, m->text);
		fprintf(fp, ",\"line\":%d}", p->stmts[m->stmt].st.first_line);
	}
	fputc(']', fp);
}

static void json(const struct amp_program *p, FILE *fp)
{
	fprintf(fp, "{\"catalog\":\"%s\",\"sources\":[", AMP_CATALOG_VERSION);
	for (size_t f = 0; f < p->nsources; f++) {
		fputs(f ? "," : "", fp);
		json_str(fp, p->sources[f]);
	}
	fputs("],\n\"units\":[", fp);
	for (size_t k = 0; k < p->nunits; k++) {
		const struct amp_unit *u = &p->units[k];
		const struct amp_stmt *st = &p->stmts[u->first_stmt].st;
		fprintf(fp, "%s\n {\"name\":", k ? "," : "");
		json_str(fp, u->name);
		fprintf(fp, ",\"kind\":\"%s\",\"file\":", unit_kind(u->kind));
		json_str(fp, amp_srcset_path(&p->srcs, st->start.file));
		fprintf(fp, ",\"line\":%d}", st->first_line);
	}
	fputs("],\n\"blocks\":[", fp);
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		fprintf(fp, "%s\n {\"id\":%d,\"file\":", b ? "," : "", bl->id);
		json_str(fp, amp_srcset_path(&p->srcs, bl->file));
		fprintf(fp, ",\"first_line\":%d,\"last_line\":%d,\"routine\":", bl->line1, bl->line2);
		json_str(fp, p->units[bl->unit].name);
		fputs(",\"counts\":{", fp);
		put_counts(fp, bl->counts, 1, 1);
		fputs("},\"scaled\":[", fp);
		for (size_t k = 0; k < bl->nscaled; k++) {
			const char *expr = "";
			for (size_t i = bl->first_stmt; i <= bl->last_stmt; i++)
				if (p->stmts[i].array_slot == bl->scaled[k].slot)
					expr = count_expr(&p->stmts[i]);
			fprintf(fp, "%s{\"slot\":%d,\"expr\":", k ? "," : "", bl->scaled[k].slot);
			json_str(fp, expr);
			fputs(",\"counts\":{", fp);
			put_counts(fp, bl->scaled[k].counts, 1, 1);
			fputs("}}", fp);
		}
		fputs("]", fp);
		if (bl->entry_slot > 0)
			fprintf(fp, ",\"restart\":%d", bl->entry_slot);
		fputs(",\"unmodeled\":{", fp);
		for (size_t k = 0; k < bl->nunmodeled; k++)
			fprintf(fp, "%s\"%s\":%d", k ? "," : "", bl->unmodeled[k].kind, bl->unmodeled[k].n);
		fputc('}', fp);
		json_loads(fp, p, "dependent_loads", bl->ldpath, bl->nldpath);
		json_loads(fp, p, "loop_carried_loads", bl->ldcarry, bl->nldcarry);
		fputc('}', fp);
	}
	fprintf(fp, "],\n\"slots\":%d}\n", p->nslots);
}

/* The static block table: what amp profile merges with block counts. */
static int write_table(const struct amp_program *p, const char *path)
{
	struct amp_atomic a;
	if (amp_atomic_open(&a, path) != 0)
		return -1;
	FILE *fp = a.fp;
	fprintf(fp, "amp-static 1\ncatalog %s\n", AMP_CATALOG_VERSION);
	for (size_t f = 0; f < p->nsources; f++)
		fprintf(fp, "source %s\n", p->sources[f]);
	fprintf(fp, "blocks %zu\nslots %d\n", p->nblocks, p->nslots);
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		fprintf(fp, "block\t%d\t%s\t%d\t%d\t%s\t", bl->id, amp_srcset_path(&p->srcs, bl->file),
			bl->line1, bl->line2, p->units[bl->unit].name);
		int first = 1;
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			if (bl->counts[i] != 0) {
				fprintf(fp, "%s%s=%.15g", first ? "" : " ", amp_counter_name(i), bl->counts[i]);
				first = 0;
			}
		fputc('\n', fp);
		for (size_t k = 0; k < bl->nscaled; k++) {
			const char *expr = "";
			for (size_t i = bl->first_stmt; i <= bl->last_stmt; i++)
				if (p->stmts[i].array_slot == bl->scaled[k].slot)
					expr = count_expr(&p->stmts[i]);
			fprintf(fp, "scaled\t%d\t%d\t%s\t", bl->id, bl->scaled[k].slot, expr);
			first = 1;
			for (int i = 0; i < AMP_NCOUNTERS; i++)
				if (bl->scaled[k].counts[i] != 0) {
					fprintf(fp, "%s%s=%.15g", first ? "" : " ", amp_counter_name(i),
						bl->scaled[k].counts[i]);
					first = 0;
				}
			fputc('\n', fp);
		}
		if (bl->entry_slot > 0)
			fprintf(fp, "restart\t%d\t%d\n", bl->id, bl->entry_slot);
		for (size_t k = 0; k < bl->nunmodeled; k++)
			fprintf(fp, "unmodeled\t%d\t%s\t%d\n", bl->id, bl->unmodeled[k].kind,
				bl->unmodeled[k].n);
	}
	return amp_atomic_commit(&a);
}

static void dump_statements(const struct amp_program *p, FILE *fp)
{
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct amp_stmt *st = &p->stmts[i].st;
		fprintf(fp, "%s:%d-%d", amp_srcset_path(&p->srcs, st->start.file), st->first_line,
			st->last_line);
		if (st->label)
			fprintf(fp, " [%d]", st->label);
		/* a Hollerith constant as the literal it is read as, its
		 * mark (prescan.h) left out */
		fputc(' ', fp);
		for (const char *c = st->text; *c; c++)
			if (*c != AMP_HOLLERITH_MARK)
				fputc(*c, fp);
		fputc('\n', fp);
	}
}

int cmd_analyze(int argc, char **argv)
{
	enum { OPT_FIXED = 256, OPT_FREE, OPT_LL, OPT_FORMAT, OPT_DUMP, OPT_CPP, OPT_NOCPP };
	static const struct option opts[] = {
		{ "fixed", no_argument, NULL, OPT_FIXED },
		{ "free", no_argument, NULL, OPT_FREE },
		{ "line-length", required_argument, NULL, OPT_LL },
		{ "cpp", no_argument, NULL, OPT_CPP },
		{ "no-cpp", no_argument, NULL, OPT_NOCPP },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "dump-statements", no_argument, NULL, OPT_DUMP },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct amp_analyze_opts ao;
	memset(&ao, 0, sizeof ao);
	const char **incs = NULL;
	const char **defs = NULL;
	int ndef = 0;
	int ninc = 0, fmt = AMP_FMT_TEXT, dump = 0, c;
	const char *table = NULL;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "hI:D:o:", opts, NULL)) != -1) {
		switch (c) {
		case 'h': free(incs); free(defs); return amp_print_help(usage);
		case OPT_FIXED: ao.prescan.form = AMP_FORM_FIXED; break;
		case OPT_FREE: ao.prescan.form = AMP_FORM_FREE; break;
		case OPT_LL: {
			long n;
			if (amp_parse_long(optarg, &n) || n < 7 || n > 10000) {
				free(incs);
				free(defs);
				return amp_usage_error(usage, "bad line length '%s'", optarg);
			}
			ao.prescan.line_length = (int)n;
			break;
		}
		case OPT_FORMAT:
			fmt = amp_parse_format(optarg);
			if (fmt != AMP_FMT_TEXT && fmt != AMP_FMT_JSON) {
				free(incs);
				free(defs);
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			}
			break;
		case OPT_DUMP: dump = 1; break;
		case 'D':
			defs = xrealloc(defs, (size_t)(ndef + 1) * sizeof *defs);
			defs[ndef++] = optarg;
			break;
		case OPT_CPP: ao.prescan.cpp = 1; break;
		case OPT_NOCPP: ao.prescan.cpp = -1; break;
		case 'I':
			incs = xrealloc(incs, (size_t)(ninc + 1) * sizeof *incs);
			incs[ninc++] = optarg;
			break;
		case 'o': table = optarg; break;
		default:
			free(incs);
			free(defs);
			if (optopt && optopt < 256)
				return amp_usage_error(usage, "option '-%c' needs an argument", optopt);
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind >= argc) {
		free(incs);
		free(defs);
		return amp_usage_error(usage, "no source files");
	}
	ao.prescan.include_dirs = incs;
	ao.prescan.ninclude_dirs = ninc;
	ao.prescan.defines = defs;
	ao.prescan.ndefines = ndef;
	struct amp_program *p;
	int errors = amp_analyze((const char *const *)argv + optind, (size_t)(argc - optind), &ao, &p);
	if (dump)
		dump_statements(p, stdout);
	else if (fmt == AMP_FMT_JSON)
		json(p, stdout);
	else
		listing(p, stdout);
	int rc = errors ? AMP_EXIT_FAIL : AMP_EXIT_OK;
	if (table && !errors && write_table(p, table) != 0)
		rc = AMP_EXIT_FAIL;
	if (table && errors)
		amp_error("static table '%s' not written: the sources have errors", table);
	amp_program_free(p);
	free(incs);
	free(defs);
	return rc;
}
